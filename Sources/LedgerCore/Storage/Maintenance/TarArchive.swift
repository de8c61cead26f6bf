/// The POSIX ustar archive format (`tar`), as `timi backup` writes it and `timi restore` reads it:
/// 512-byte headers, each with its checksum, each file's bytes padded to 512, two zero blocks at the end.
///
/// Only what a ledger directory holds: regular files and folders. Reading refuses links, devices,
/// absolute names and `..`, so an archive can never write outside the folder it is restored into.
enum TarArchive {
    static let blockSize = 512

    /// One entry: a folder (no contents) or a file.
    struct Entry: Equatable {
        /// The path inside the archive, `/`-separated, without a trailing `/`.
        var path: String
        var isDirectory: Bool
        /// The file's bytes; empty for a folder.
        var contents: ArraySlice<UInt8>
    }

    /// The header block of `path`, with `size` bytes to follow (0 for a folder).
    /// - Throws: ``LedgerError/io(path:detail:)`` when the name does not fit the format.
    static func header(path: String, size: Int, isDirectory: Bool, modified: Int64) throws -> [UInt8] {
        var block = [UInt8](repeating: 0, count: blockSize)
        let name = Array((isDirectory ? path + "/" : path).utf8)
        // A long name is split at a `/` into a prefix (155 bytes) and a name (100).
        let (prefix, rest) = try split(name, path: path)
        block.replaceSubrange(0..<rest.count, with: rest)
        put(octal: isDirectory ? 0o700 : 0o600, width: 8, at: 100, in: &block)
        put(octal: 0, width: 8, at: 108, in: &block)
        put(octal: 0, width: 8, at: 116, in: &block)
        put(octal: Int64(size), width: 12, at: 124, in: &block)
        put(octal: max(0, modified), width: 12, at: 136, in: &block)
        block[156] = isDirectory ? UInt8(ascii: "5") : UInt8(ascii: "0")
        block.replaceSubrange(257..<265, with: Array("ustar\u{0}00".utf8))
        block.replaceSubrange(345..<(345 + prefix.count), with: prefix)
        block.replaceSubrange(148..<156, with: Array("        ".utf8))
        let sum = block.reduce(0) { $0 + Int64($1) }
        put(octal: sum, width: 7, at: 148, in: &block)
        block[155] = UInt8(ascii: " ")
        return block
    }

    /// The zero bytes that pad `size` bytes of contents to a whole block.
    static func padding(after size: Int) -> [UInt8] {
        [UInt8](repeating: 0, count: (blockSize - size % blockSize) % blockSize)
    }

    /// The two zero blocks that end an archive.
    static let end = [UInt8](repeating: 0, count: 2 * blockSize)

    /// The entries of `bytes`, in order.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` naming what is wrong, with `source` as the
    ///   path: a bad checksum, a truncated entry, a link or device, an unsafe name, no end.
    static func entries(of bytes: [UInt8], source: String) throws -> [Entry] {
        func fail(_ detail: Reason) -> LedgerError { .corruptFile(path: source, detail: detail) }
        var entries: [Entry] = []
        var offset = 0
        while true {
            guard offset + blockSize <= bytes.count else {
                throw fail(
                    "it ends in the middle (no end-of-archive blocks): the file is not a whole tar archive")
            }
            let block = bytes[offset..<(offset + blockSize)]
            if block.allSatisfy({ $0 == 0 }) { return entries }
            guard let stored = number(block, at: 148, width: 8) else {
                throw fail(Reason("the header at byte {1} is damaged", String(offset)))
            }
            var sum: Int64 = 0
            for (index, byte) in block.enumerated() { sum += (148..<156).contains(index) ? 32 : Int64(byte) }
            guard sum == stored else {
                throw fail(Reason("the header at byte {1} has a wrong checksum", String(offset)))
            }
            guard block[block.startIndex + 257..<block.startIndex + 262].elementsEqual("ustar".utf8) else {
                throw fail(Reason("the header at byte {1} is not a ustar header", String(offset)))
            }
            let path = try name(of: block, at: offset, fail: fail)
            guard let size = number(block, at: 124, width: 12), size >= 0, size <= bytes.count else {
                throw fail(Reason("{1}: the size is damaged", path))
            }
            let type = block[block.startIndex + 156]
            let isDirectory = type == UInt8(ascii: "5")
            guard isDirectory || type == UInt8(ascii: "0") || type == 0 else {
                throw fail(
                    Reason("{1} is a link or a device: a timi backup holds only files and folders", path))
            }
            let start = offset + blockSize
            guard start + Int(size) <= bytes.count else { throw fail(Reason("{1} is cut short", path)) }
            entries.append(
                Entry(path: path, isDirectory: isDirectory, contents: bytes[start..<(start + Int(size))]))
            offset = start + Int(size) + padding(after: Int(size)).count
        }
    }

    private static func name(of block: ArraySlice<UInt8>, at offset: Int, fail: (Reason) -> LedgerError)
        throws
        -> String
    {
        func field(_ start: Int, _ width: Int) -> ArraySlice<UInt8> {
            block[(block.startIndex + start)..<(block.startIndex + start + width)].prefix { $0 != 0 }
        }
        let prefix = field(345, 155)
        let bytes =
            prefix.isEmpty ? Array(field(0, 100)) : Array(prefix) + [UInt8(ascii: "/")] + field(0, 100)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw fail(Reason("the name at byte {1} is not UTF-8", String(offset)))
        }
        let path = text.hasSuffix("/") ? String(text.dropLast()) : text
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"),
            !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
            !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else {
            throw fail(Reason("the name '{1}' is not a safe relative path", PrintableText.escaping(path)))
        }
        return path
    }

    private static func split(_ name: [UInt8], path: String) throws -> ([UInt8], [UInt8]) {
        if name.count <= 100 { return ([], name) }
        for index in name.indices.reversed() where name[index] == UInt8(ascii: "/") {
            if index <= 155 && name.count - index - 1 <= 100 && index > 0 {
                return (Array(name[..<index]), Array(name[(index + 1)...]))
            }
        }
        throw LedgerError.io(path: path, detail: "the name is too long for a tar archive")
    }

    private static func put(octal value: Int64, width: Int, at offset: Int, in block: inout [UInt8]) {
        let digits = Array(String(value, radix: 8).utf8)
        let padded = [UInt8](repeating: UInt8(ascii: "0"), count: max(0, width - 1 - digits.count)) + digits
        block.replaceSubrange(offset..<(offset + width - 1), with: padded.suffix(width - 1))
        block[offset + width - 1] = 0
    }

    private static func number(_ block: ArraySlice<UInt8>, at start: Int, width: Int) -> Int64? {
        let field = block[(block.startIndex + start)..<(block.startIndex + start + width)]
        let digits = field.drop { $0 == 32 }.prefix { $0 != 0 && $0 != 32 }
        guard !digits.isEmpty, digits.count <= 11 else { return nil }
        var value: Int64 = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "7") else { return nil }
            value = value * 8 + Int64(digit - UInt8(ascii: "0"))
        }
        return value
    }
}
