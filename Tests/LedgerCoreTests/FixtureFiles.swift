import Foundation

/// The files of `Fixtures/` (made once by `Fixtures/make_fixtures.py`), found beside this source file.
enum FixtureFiles {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    /// The path of the fixture `name`.
    static func path(_ name: String) -> String { directory + "/" + name }

    /// The bytes of the fixture `name`.
    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }
}

/// Bits written least significant first, as deflate packs them, to make hostile streams by hand.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var used = 0

    /// A writer that starts with the header of the last block, of `type` (0 stored, 1 fixed, 2 dynamic).
    init(finalBlockOfType type: Int) {
        write(1, 1)
        write(type, 2)
    }

    /// Appends the low `width` bits of `value`, lowest first (header fields and extra bits).
    mutating func write(_ value: Int, _ width: Int) {
        for bit in 0..<width {
            if used == 0 { bytes.append(0) }
            if value & (1 << bit) != 0 { bytes[bytes.count - 1] |= UInt8(1 << used) }
            used = (used + 1) % 8
        }
    }

    /// Appends a Huffman code of `width` bits, most significant first.
    mutating func code(_ value: Int, _ width: Int) {
        for bit in (0..<width).reversed() { write((value >> bit) & 1, 1) }
    }
}
