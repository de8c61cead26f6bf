/// A look-up of one bill that reads its month file through a small buffer, not whole: the hash that
/// checks the file against its summary and the bill's line are all a change of one bill needs of it.
/// A month file of 1.3 MB read into a new buffer costs the kernel its 330 pages, made, zeroed and
/// freed; through 64 KiB, a fifth of the time (docs/PERFORMANCE.md, "A one-bill change looks through
/// its month file").
extension MonthFile {
    /// From this size on, a month file is looked through (``probe(_:book:chunk:lookingFor:)``); a
    /// smaller one is read whole: its buffer costs no more than the window, and a change of a file under
    /// ``MonthLog/smallestMonthFile`` splices it, which needs its bytes.
    static let smallestProbed = 128 * 1024

    /// What ``probe(_:book:chunk:lookingFor:)`` found of a month file.
    struct Probe {
        /// The file's size.
        let size: Int
        /// The ``ByteHash`` of its bytes.
        let hash: UInt64
        /// The line of the bill looked for, as ``line(withID:in:)`` finds it in the whole bytes (read
        /// by ``bill(_:path:book:)`` once the file is known to be as timi wrote it); `nil` when none
        /// was looked for.
        let place: Place?
    }

    /// The month file at `path` read once, `chunk` bytes at a time (a whole number of the hash's
    /// words): its size, its hash and the line of the bill with the id that `id` gives once the file is
    /// open (`nil`: none to look for). A file that changes size while it is read is read again whole.
    /// - Returns: `nil` when there is no file.
    /// - Throws: ``LedgerError/io(path:detail:)``, what `id` throws.
    static func probe(
        _ path: String, book: Book.ID, chunk: Int = 65_536, lookingFor id: () throws -> String?
    ) throws -> Probe? {
        precondition(chunk > 0 && chunk % 8 == 0, "a chunk of whole words")
        var wanted: String?
        let read = try FileSystem.reading(path) { file, size in
            wanted = try id()
            return try probe(file, size: size, for: wanted.map(needle(for:)), chunk: chunk)
        }
        guard let read else { return nil }
        if let probe = read { return probe }
        guard let bytes = try FileSystem.read(path) else { return nil }
        return Probe(
            size: bytes.count, hash: ByteHash.of(bytes), place: wanted.map { line(withID: $0, in: bytes) })
    }

    /// ``probe(_:book:chunk:lookingFor:)`` of the open `file`, which `fstat` gave `size`, for the line
    /// holding `needle`; `nil` when the file held another number of bytes.
    private static func probe(_ file: FileReader, size: Int, for needle: [UInt8]?, chunk: Int) throws
        -> Probe?
    {
        var hash = ByteHash.Pieces(count: size)
        // The file from `windowStart`, `filled` bytes of it: the line begun in the last chunk (a match lies
        // within one line), then the chunk just read. Made once, grown only for a longer line.
        var window = [UInt8](repeating: 0, count: chunk + 8192)
        var filled = 0
        var windowStart = 0
        var head: [UInt8] = []
        var end: [UInt8] = []
        var match: Int?
        var line: (bytes: [UInt8], newline: Int)?
        var total = 0
        while true {
            let old = filled
            if window.count < old + chunk { window += repeatElement(0, count: old + chunk - window.count) }
            let got = try window.withUnsafeMutableBytes { buffer in
                try file.read(
                    into: UnsafeMutableRawBufferPointer(rebasing: buffer[old..<(old + chunk)]), at: nil)
            }
            filled += got
            total += got
            do {  // the slice ends here: the window is not copied when it is next changed
                let new = window[old..<filled]
                new.withUnsafeBytes { hash.add($0) }
                if head.count < header.count { head += new.prefix(header.count - head.count) }
                end =
                    got >= footer.count
                    ? Array(new.suffix(footer.count)) : Array((end + new).suffix(footer.count))
            }
            if match == nil, let needle,
                let at = window.withUnsafeBufferPointer({
                    firstOffset(of: needle, in: $0, max(0, old - needle.count + 1)..<filled)
                })
            {
                match = windowStart + at
            }
            if let match, line == nil,
                let newline = window[max(old, match - windowStart)..<filled].firstIndex(of: 10)
            {
                let start = window[..<(match - windowStart)].lastIndex(of: 10).map { $0 + 1 } ?? 0
                line = (Array(window[start..<newline]), windowStart + newline)
            }
            if got < chunk { break }
            // The next chunk is read after what is kept: nothing once the line is found (or none is
            // looked for), all of a line begun.
            let dropped =
                line != nil || needle == nil
                ? filled : match != nil ? 0 : window[old..<filled].lastIndex(of: 10).map { $0 + 1 } ?? 0
            window.withUnsafeMutableBytes { buffer in
                guard let base = buffer.baseAddress, dropped > 0 else { return }
                base.copyMemory(from: base + dropped, byteCount: filled - dropped)
            }
            filled -= dropped
            windowStart += dropped
        }
        guard total == size else { return nil }
        guard needle != nil else { return Probe(size: size, hash: hash.value, place: nil) }
        let place: Place
        let footerStart = size - footer.count
        if footerFormat(count: size, head: head[...], end: end[...]) == nil {
            place = .unknownLayout
        } else if let match, match >= header.count, match < footerStart {
            // The footer begins with a newline: a match before it has its line's.
            guard let line else { return Probe(size: size, hash: hash.value, place: .unknownLayout) }
            place = .line(line.bytes[...], last: line.newline == footerStart)
        } else {
            place = .absent
        }
        return Probe(size: size, hash: hash.value, place: place)
    }
}
