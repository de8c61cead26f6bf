import Foundation
import Testing

@testable import LedgerCore

/// Deflate streams made by zlib (`Fixtures/*.deflate`) and broken by hand.
struct InflaterTests {
    static func inflate(_ bytes: [UInt8], limit: Int) throws -> [UInt8] {
        try bytes.withUnsafeBufferPointer { try Inflater.inflate($0, limit: limit) }
    }

    /// `inflate.txt`: each stream's name, size and CRC-32 (from zlib).
    static let streams: [(name: String, size: Int, crc: UInt32)] = {
        let text = (try? String(contentsOfFile: FixtureFiles.path("inflate.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 3, let size = Int(parts[1]), let crc = UInt32(parts[2], radix: 16) else {
                return nil
            }
            return (String(parts[0]), size, crc)
        }
    }()

    @Test func inflatesWhatZlibDeflated() throws {
        #expect(
            Self.streams.map(\.name) == [
                "stored", "fixed", "dynamic", "empty", "repetitive", "random", "mixed",
            ])
        for (name, size, crc) in Self.streams {
            let output = try Self.inflate(try FixtureFiles.bytes(name + ".deflate"), limit: size)
            #expect(output.count == size, "\(name)")
            #expect(output.withUnsafeBufferPointer(CRC32.checksum) == crc, "\(name)")
        }
        let repetitive = try Self.inflate(try FixtureFiles.bytes("repetitive.deflate"), limit: 2_220_000)
        #expect(repetitive.prefix(37) == Array("2026-11-01,expense,12.50,meals,lunch\n".utf8)[...])
    }

    @Test func checksumsAsZipDoes() {
        #expect(Array("123456789".utf8).withUnsafeBufferPointer(CRC32.checksum) == 0xCBF4_3926)
        #expect([UInt8]().withUnsafeBufferPointer(CRC32.checksum) == 0)
    }

    @Test func refusesMoreThanTheLimit() throws {
        for (name, size, _) in Self.streams where size > 0 {
            #expect(throws: FileFormatError(.verbatim("the data inflates to more than the \(size - 1) bytes expected")))
            {
                try Self.inflate(try FixtureFiles.bytes(name + ".deflate"), limit: size - 1)
            }
        }
        // 2.2 MB from 8.7 kB stops at the limit.
        #expect(throws: FileFormatError.self) {
            try Self.inflate(try FixtureFiles.bytes("repetitive.deflate"), limit: 1000)
        }
    }

    @Test func refusesEveryTruncation() throws {
        for name in ["stored", "fixed", "dynamic", "mixed", "random"] {
            let stream = try FixtureFiles.bytes(name + ".deflate")
            // Every length of the small ones; of the others, one in 37 and the last 40.
            let lengths =
                Array(stride(from: 0, to: stream.count, by: stream.count < 600 ? 1 : 37))
                + Array(max(0, stream.count - 40)..<stream.count)
            for length in lengths {
                #expect(throws: FileFormatError.self, "\(name) cut at \(length)") {
                    try Self.inflate(Array(stream.prefix(length)), limit: 1 << 20)
                }
            }
        }
    }

    /// Streams written bit by bit, each broken in one way.
    static let broken: [(String, [UInt8], String)] = {
        var fixedMatchFirst = BitWriter(finalBlockOfType: 1)
        fixedMatchFirst.code(1, 7)  // 257: a match of 3 bytes
        fixedMatchFirst.code(0, 5)  // distance 1, with nothing written
        var fixedDistance30 = BitWriter(finalBlockOfType: 1)
        fixedDistance30.code(0x30 + 97, 8)  // "a"
        fixedDistance30.code(1, 7)
        fixedDistance30.code(30, 5)
        var fixedLength286 = BitWriter(finalBlockOfType: 1)
        fixedLength286.code(0xC6, 8)  // 286
        var tooManyLiterals = BitWriter(finalBlockOfType: 2)
        tooManyLiterals.write(30, 5)
        var oversubscribed = BitWriter(finalBlockOfType: 2)
        oversubscribed.write(0, 14)  // 257 literal/length codes, 1 distance code, 4 code length codes
        for _ in 0..<4 { oversubscribed.write(1, 3) }  // four code length codes of length 1
        var repeatFirst = BitWriter(finalBlockOfType: 2)
        repeatFirst.write(0, 14)
        // Lengths of the code length codes 16, 17, 18, 0: 16 and 0 get one bit each.
        for length in [1, 0, 0, 1] { repeatFirst.write(length, 3) }
        repeatFirst.code(1, 1)  // 16, with no length before it
        return [
            ("reserved type", [0x07, 0x00], "a deflate block of the reserved type 3"),
            (
                "stored length", [0x01, 0x05, 0x00, 0x00, 0x00],
                "a stored block whose length does not match its complement"
            ),
            ("stored cut", [0x01, 0x05, 0x00, 0xFA, 0xFF, 0x61], "the deflate data ends too early"),
            ("no final block", [0x00, 0x00, 0x00, 0xFF, 0xFF], "the deflate data ends too early"),
            (
                "match first", fixedMatchFirst.bytes,
                "a distance of 1 bytes back, before the start of the data"
            ),
            ("distance 30", fixedDistance30.bytes, "an invalid distance code 30"),
            ("length 286", fixedLength286.bytes, "an invalid length code 286"),
            ("287 literals", tooManyLiterals.bytes, "a dynamic block with 287 literal and 1 distance codes"),
            ("oversubscribed", oversubscribed.bytes, "an over-subscribed Huffman code"),
            ("repeat first", repeatFirst.bytes, "a repeated code length with none before it"),
            ("empty", [], "the deflate data ends too early"),
        ]
    }()

    @Test(arguments: broken.indices)
    func refusesABrokenStream(_ index: Int) {
        let (name, bytes, message) = Self.broken[index]
        #expect(throws: FileFormatError(.verbatim(message)), "\(name)") { try Self.inflate(bytes, limit: 100) }
    }
}
