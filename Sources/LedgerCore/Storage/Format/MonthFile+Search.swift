#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension MonthFile {
    /// The bills of a month file exactly as timi wrote it (one bill per line) that `filter` matches,
    /// in chronological order, building only the bills whose line passes `sieve`.
    ///
    /// Used by ``MonthStore`` to search a month whose file matches its summary; any other file is
    /// read whole by ``decode(_:path:book:month:categories:)``.
    /// - Parameter folded: a buffer to reuse for the file's bytes with ASCII letters in lowercase.
    /// - Returns: `nil` when the file is not in the shape ``encode(_:)`` writes (the caller reads it
    ///   whole instead).
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` for a line that does not hold a valid bill.
    static func bills(
        in bytes: [UInt8], path: String, book: Book.ID, month: Month, categories: [Category.ID: Category],
        matching filter: BillFilter, sieve: BillSieve, folded: inout [UInt8]
    ) throws -> [Bill]? {
        if sieve.readsText {
            if folded.count < bytes.count { folded = [UInt8](repeating: 0, count: bytes.count) }
            folded.withUnsafeMutableBufferPointer { folded in
                bytes.withUnsafeBufferPointer { bytes in
                    for index in bytes.indices {
                        let byte = bytes[index]
                        folded[index] = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
                    }
                }
            }
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            try folded.withUnsafeBufferPointer { folded in
                guard let base = buffer.baseAddress else { return [] }
                func lineEnd(from start: Int) -> Int {
                    memchr(base + start, 0x0A, buffer.count - start).map {
                        UnsafeRawPointer(base).distance(to: $0)
                    }
                        ?? buffer.count
                }
                guard has(head, in: buffer, at: 0) else { return nil }
                var bills: [Bill] = []
                // Unfiltered, room for every bill at once (as `decode` makes it), not a doubling each time.
                if filter.isEmpty { bills.reserveCapacity(buffer.count / 200) }
                // Each category's type found by its id's index, not hashed once a bill.
                var types = IDTable<BillType>()
                for (id, category) in categories { types[id] = category.type }
                var start = head.count
                while start < buffer.count, buffer[start] == UInt8(ascii: "{") {
                    let end = lineEnd(from: start)
                    let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
                    let foldedLine =
                        sieve.readsText ? UnsafeBufferPointer(rebasing: folded[start..<end]) : line
                    if sieve.admits(line, folded: foldedLine) {
                        let bill = try bill(
                            in: buffer, at: start, path: path, book: book, month: month, types)
                        if filter.matches(bill, categories: categories) { bills.append(bill) }
                    }
                    start = end + 1
                }
                // The end as `encode` writes it, `],"format":N}` and a newline; else not timi's shape.
                guard has(tail, in: buffer, at: start), buffer.count >= start + tail.count + 2,
                    buffer[buffer.count - 2] == UInt8(ascii: "}"), buffer[buffer.count - 1] == 0x0A
                else { return nil }
                return bills
            }
        }
    }

    private static let head = Array("{\"bills\":[\n".utf8)
    private static let tail = Array("],\"format\":".utf8)

    /// Whether `buffer` holds `bytes` at `index`.
    private static func has(_ bytes: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + bytes.count <= buffer.count && buffer[index..<index + bytes.count].elementsEqual(bytes)
    }

    /// The bill whose line starts at `start`, checked as ``decode(_:path:book:month:categories:)``
    /// checks it.
    private static func bill(
        in buffer: UnsafeBufferPointer<UInt8>, at start: Int, path: String, book: Book.ID, month: Month,
        _ types: IDTable<BillType>
    ) throws -> Bill {
        var reader = JSONReader(buffer)
        reader.offset = start
        func fail(_ detail: Reason) -> JSONReader.Failure {
            JSONReader.Failure(message: Reason("a bill: {1}", [detail]), offset: start)
        }
        do {
            let bill = try readBill(&reader, book: book, fail)
            guard bill.date.yearMonth == month else {
                throw fail(Reason("the date {1} is not in {2}", bill.date.description, month.description))
            }
            guard bill.type == .transfer || types[bill.category] == bill.type else {
                throw fail(
                    Reason(
                        "its category {1} is not a category of {2}",
                        [.verbatim(String(bill.category)), bill.type.word]))
            }
            return bill
        } catch let failure as JSONReader.Failure {
            throw LedgerError.corruptFile(path: path, detail: failure.describe(in: buffer))
        }
    }
}
