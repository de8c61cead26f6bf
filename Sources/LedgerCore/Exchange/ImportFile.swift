#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A regular file to import, read a block at a time rather than whole: a JSON Lines file of a million
/// rows (177 MB) then takes one block of memory while its rows are booked.
///
/// Reads go to explicit offsets (`pread`), so that copies of a ``Lines`` cursor read independently.
final class ImportFile {
    /// How much is read at a time.
    static let blockSize = 1 << 20

    let path: String
    private let file: FileReader
    /// The size when opened; a file that grows meanwhile is read to its end all the same.
    let size: Int

    /// Opens the regular file at `path`.
    /// - Throws: ``LedgerError/inputMissing(path:detail:)`` when it does not exist, cannot be opened or
    ///   is not a regular file.
    init(path: String) throws {
        self.path = path
        let info: stat
        do {
            file = try FileReader(path: path)
            info = try file.status()
        } catch let failure as FileReader.Failure {
            let detail: Reason = failure.code == ENOENT ? "no such file" : Reason(stringLiteral: failure.message)
            throw LedgerError.inputMissing(path: path, detail: detail)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw LedgerError.inputMissing(path: path, detail: "is not a regular file")
        }
        size = Int(info.st_size)
    }

    /// Appends up to `count` bytes from `offset` to `bytes`; fewer only at the end of the file.
    /// - Returns: how many were appended.
    /// - Throws: ``LedgerError/io(path:detail:)``.
    @discardableResult
    func read(_ count: Int, at offset: Int, into bytes: inout [UInt8]) throws -> Int {
        do {
            return try file.read(count, at: offset, appendingTo: &bytes)
        } catch let failure as FileReader.Failure {
            throw LedgerError.io(path: path, detail: failure.message)
        }
    }

    /// The first `count` bytes (fewer for a shorter file), to tell the format by.
    func head(_ count: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try read(count, at: 0, into: &bytes)
        return bytes
    }

    /// The whole file.
    func all() throws -> [UInt8] {
        var bytes: [UInt8] = []
        var offset = 0
        while try read(max(size - offset + 1, 4096), at: offset, into: &bytes) > 0 { offset = bytes.count }
        return bytes
    }

    /// The number of lines of at least ``shortestRow`` bytes ended by a line feed when the whole file is
    /// UTF-8, `nil` when it is not (read a block at a time; each block checked up to its last line
    /// break, which never falls inside a character, the rest with the next block). The count tells an
    /// import how many rows to make room for at once.
    func utf8LineFeeds(blockSize: Int = ImportFile.blockSize) throws -> Int? {
        var block: [UInt8] = []
        var offset = 0
        var lineFeeds = 0
        while true {
            let got = try read(blockSize, at: offset, into: &block)
            offset += got
            let end = got == 0 ? block.count : (block.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0)
            let valid = block.withUnsafeBufferPointer {
                UTF8Validation.firstInvalidOffset(UnsafeBufferPointer(rebasing: $0[..<end])) == nil
            }
            guard valid else { return nil }
            var next = 0
            while let found = ImportFile.lineBreak(in: block, from: next), found < end {
                // Only a line long enough to hold a row counts: room is made for each, and a file of
                // blank lines must not reserve gigabytes.
                if found - next >= ImportFile.shortestRow { lineFeeds += 1 }
                next = found + 1
            }
            if got == 0 { return lineFeeds }
            block.removeFirst(end)
        }
    }

    /// The fewest bytes a JSON Lines row can take: `{"a":1,"d":"2026-01-01"}` (an amount and a date
    /// under short names given with `--map`) has 24.
    static let shortestRow = 16

    /// The first line feed in `bytes` from `start`, found by `memchr`: a generic `firstIndex(of:)` looks
    /// at one byte at a time (docs/PERFORMANCE.md).
    static func lineBreak(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, start < buffer.count,
                let found = memchr(base + start, 0x0A, buffer.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The lines of the file, one at a time, from a block in memory.
    struct Lines {
        private let file: ImportFile
        private var block: [UInt8] = []
        /// Where `block` starts in the file, and where the next line starts in `block`.
        private var blockOffset: Int
        private var start = 0
        private var atEnd = false
        private let blockSize: Int

        /// The lines from `offset` (after a byte-order mark, say), read `blockSize` bytes at a time.
        init(_ file: ImportFile, from offset: Int, blockSize: Int = ImportFile.blockSize) {
            self.file = file
            blockOffset = offset
            self.blockSize = blockSize
        }

        /// Calls `body` with the next line, without its line break.
        /// - Returns: `false` at the end of the file (and `body` is not called).
        /// - Throws: what `body` throws; ``LedgerError/io(path:detail:)`` when the file cannot be read.
        mutating func next(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Bool {
            while true {
                var line = start..<block.count
                if let end = ImportFile.lineBreak(in: block, from: start) {
                    line = start..<end
                    start = end + 1
                } else if atEnd {
                    guard start < block.count else { return false }
                    start = block.count
                } else {
                    // Keep the start of the line and read on.
                    block.removeFirst(start)
                    blockOffset += start
                    start = 0
                    atEnd = try file.read(blockSize, at: blockOffset + block.count, into: &block) == 0
                    continue
                }
                try block.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[line])) }
                return true
            }
        }
    }
}
