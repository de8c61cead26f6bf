#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A large month file read in parts side by side: one view of one month (`timi list` of a month)
/// reads a file of a million-bill ledger's month in half the time on two cores.
extension MonthFile {
    /// A file of at least this many bytes is read in parts (a thread costs less than a tenth of it).
    static let partedReading = 256 << 10

    /// ``storedBills(_:path:month:categories:hiding:into:)`` read in up to `parts` runs of lines side
    /// by side when the file has at least `partsFrom` bytes: the same bills in the same order, the
    /// same checks. A file not in timi's layout, or any failure, is read again the usual way, which
    /// gives its exact message.
    static func storedBills(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, month: Month, categories: [Category.ID: Category],
        hiding hidden: Set<String> = [], parts: Int, partsFrom: Int = partedReading,
        into bills: inout [StoredBill]
    ) throws {
        guard parts > 1, bytes.count >= partsFrom, let runs = runs(of: bytes, parts: parts),
            readRuns(runs, of: bytes, month: month, categories: categories, hiding: hidden, into: &bills)
        else {
            return try storedBills(
                bytes, path: path, month: month, categories: categories, hiding: hidden, into: &bills)
        }
        sortIfEditedByHand(&bills)
    }

    /// The byte ranges of up to `parts` runs of whole lines of bills, each run's lines separated by
    /// `,\n`, the runs too; `nil` when the file is not `{"bills":[` + lines + `],"format":N}` of a format
    /// this timi reads.
    static func runs(of bytes: UnsafeBufferPointer<UInt8>, parts: Int) -> [Range<Int>]? {
        let ending = Array("\n],\"format\":".utf8)
        guard bytes.count > header.count + ending.count + 2, bytes.starts(with: header),
            bytes[bytes.count - 2] == UInt8(ascii: "}"), bytes[bytes.count - 1] == 0x0A
        else { return nil }
        var digits = bytes.count - 2
        while digits > 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digits - 1]) { digits -= 1 }
        let footer = digits - ending.count
        guard digits < bytes.count - 2, bytes.count - 2 - digits <= 2, footer >= header.count,
            bytes[footer..<digits].elementsEqual(ending),
            let found = Int(asciiDigits: UnsafeBufferPointer(rebasing: bytes[digits..<(bytes.count - 2)])),
            found <= format, let base = bytes.baseAddress
        else { return nil }
        var runs: [Range<Int>] = []
        var start = header.count
        for part in 1..<parts {
            let target = header.count + (footer - header.count) * part / parts
            guard target > start,
                let newline = memchr(base + target, 0x0A, footer - target).map({
                    UnsafeRawPointer($0) - UnsafeRawPointer(base)
                }),
                newline > start, bytes[newline - 1] == UInt8(ascii: ","),
                bytes[newline + 1] == UInt8(ascii: "{")
            else { continue }
            runs.append(start..<(newline - 1))
            start = newline + 1
        }
        runs.append(start..<footer)
        return runs.count > 1 ? runs : nil
    }

    /// A run that cannot be read alone: the file is read the usual way.
    private struct RunFailed: Error {}

    /// Reads each of `runs` on its own thread into `bills`, in order; `false` when a run fails to read,
    /// a bill fails a check or an id appears twice.
    private static func readRuns(
        _ runs: [Range<Int>], of bytes: UnsafeBufferPointer<UInt8>, month: Month,
        categories: [Category.ID: Category], hiding hidden: Set<String>, into bills: inout [StoredBill]
    ) -> Bool {
        var results = [(bills: [StoredBill], ids: IDSet)?](repeating: nil, count: runs.count)
        var first = [StoredBill]()
        swap(&first, &bills)
        first.removeAll(keepingCapacity: true)
        results[0] = (first, IDSet(expected: 0))
        let hidden = HiddenIDs(hidden)
        results.withUnsafeMutableBufferPointer { results in
            Threads.perform(runs.count) { part in
                let run = UnsafeBufferPointer(rebasing: bytes[runs[part]])
                var found = results[part]?.bills ?? []
                results[part] = nil
                found.removeAll(keepingCapacity: true)
                found.reserveCapacity(run.count / 160)
                var ids = IDSet(expected: run.count / 160)
                var check = BillCheck(month: month, categories: categories)
                do {
                    try JSONReader.read(run) { reader in
                        var isFirst = true
                        while try reader.nextInRun(first: isFirst) {
                            isFirst = false
                            let bill = try StoredBill.read(&reader) {
                                JSONReader.Failure(message: $0, offset: 0)
                            }
                            try check.check(bill) { JSONReader.Failure(message: $0, offset: 0) }
                            guard ids.insert(bill.id) else { throw RunFailed() }
                            if !hidden.contains(bill.id) { found.append(bill) }
                        }
                    }
                    results[part] = (found, ids)
                } catch {
                    results[part] = nil
                }
            }
        }
        guard var (all, ids) = results[0] else { return false }
        defer { bills = all }
        for result in results.dropFirst() {
            guard let result, ids.insert(contentsOf: result.ids) == nil else { return false }
            all += result.bills
        }
        return true
    }
}
