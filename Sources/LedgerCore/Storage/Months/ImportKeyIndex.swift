/// Which months hold each bill id and import key, and how many bills of each category each payee has
/// in each month, so that an import finds the rows the ledger has and learns from all of its bills
/// without reading them: `import-keys` in the ledger directory (see ``encoded()`` for its bytes).
///
/// A cache, as the id index is: missing, of another layout or damaged, it is rebuilt from the month
/// files. Each month it covers is listed with the fingerprints of its files as they were when its bills
/// were indexed; a month whose files differ now (a change, an undo, a hand edit), or that it does not
/// list, is read again by the import instead, so no command but an import has to keep it in step, and
/// a hit is only ever a month to read (the bills there decide). Entries are 64-bit: the upper 48 bits
/// of a digest (with its kind, id or key, in bit 16), and the month's place in ``months``.
struct ImportKeyIndex {
    /// The file's name in the ledger directory.
    static let fileName = "import-keys"
    /// The first line of the file, naming its layout.
    static let header = "timi-import-keys 2\n"
    /// The most months one index lists (a month's place takes 16 bits).
    static let maximumMonths = 1 << 16
    /// The bits of an entry that hold the month's place.
    static let monthMask: UInt64 = 0xFFFF

    /// The files of a month as its bills were indexed: month file, change log, sealed logs.
    struct Files: Equatable {
        var file: FileFingerprint?
        var log: FileFingerprint?
        var sealed: FileFingerprint?
    }

    /// The months covered, each with its files when indexed.
    private(set) var months: [MonthKey] = []
    private(set) var files: [Files] = []
    /// Sorted.
    private(set) var entries: [UInt64] = []
    /// The payees' counts of each month covered (its bills' book is the month's).
    private(set) var payees: [PayeeCount] = []

    /// How many bills of one month have one payee (in lower case) and one category: what learning
    /// counts (``PayeeHistory``), so that it need not read the month.
    struct PayeeCount: Equatable {
        /// The month's place in ``months``.
        var place: Int
        var payee: String
        var category: Category.ID
        var count: Int
    }

    init() {}

    init(months: [MonthKey], files: [Files], entries: [UInt64], payees: [PayeeCount] = []) {
        (self.months, self.files, self.entries, self.payees) = (months, files, entries, payees)
    }

    /// The places in ``months`` of the months holding an entry of `digest` (its lower 16 bits ignored).
    func places(of digest: UInt64) -> [Int] {
        let wanted = digest & ~ImportKeyIndex.monthMask
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle] < wanted { low = middle + 1 } else { high = middle }
        }
        var found: [Int] = []
        while low < entries.count, entries[low] & ~ImportKeyIndex.monthMask == wanted {
            found.append(Int(entries[low] & ImportKeyIndex.monthMask))
            low += 1
        }
        return found
    }

    /// The file's bytes: the header line; the number of months (UInt32) and, for each, its book
    /// (Int64), year and month (Int32 each) and three fingerprints (a byte, 1 when present, then size
    /// and time as Int64); the number of entries (UInt64) and the entries, sorted; the number of payee
    /// counts (UInt64) and each: its month's place (UInt32), category (Int64), count (UInt32), the
    /// payee's length in bytes (UInt32) and its UTF-8; then a check of everything before it (UInt64,
    /// ``check(_:)``). Numbers are little-endian.
    func encoded() -> [UInt8] {
        var bytes: [UInt8] = Array(ImportKeyIndex.header.utf8)
        bytes.reserveCapacity(bytes.count + 4 + months.count * 67 + 16 + entries.count * 8)
        func put<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        func put(_ fingerprint: FileFingerprint?) {
            bytes.append(fingerprint == nil ? 0 : 1)
            put(fingerprint?.size ?? 0)
            put(fingerprint?.modified ?? 0)
        }
        put(UInt32(months.count))
        for (key, files) in zip(months, files) {
            put(Int64(key.book))
            put(Int32(key.month.year))
            put(Int32(key.month.month))
            put(files.file)
            put(files.log)
            put(files.sealed)
        }
        put(UInt64(entries.count))
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: entries.count * 8))
        bytes.withUnsafeMutableBytes { raw in
            for (offset, entry) in entries.enumerated() {
                raw.storeBytes(of: entry.littleEndian, toByteOffset: start + offset * 8, as: UInt64.self)
            }
        }
        put(UInt64(payees.count))
        for count in payees {
            put(UInt32(count.place))
            put(Int64(count.category))
            put(UInt32(clamping: count.count))
            put(UInt32(count.payee.utf8.count))
            bytes.append(contentsOf: count.payee.utf8)
        }
        put(ImportKeyIndex.check(bytes[...]))
        return bytes
    }

    /// The index in `bytes`; `nil` when they are not a whole index of this layout (then rebuilt).
    static func decode(_ bytes: [UInt8]) -> ImportKeyIndex? {
        let head = Array(header.utf8)
        guard bytes.count >= head.count + 4 + 8 + 8, bytes.starts(with: head) else { return nil }
        return bytes.withUnsafeBytes { raw -> ImportKeyIndex? in
            var offset = head.count
            func take<T: FixedWidthInteger>(_: T.Type) -> T? {
                guard offset + MemoryLayout<T>.size <= raw.count - 8 else { return nil }
                defer { offset += MemoryLayout<T>.size }
                return T(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: T.self))
            }
            func fingerprint() -> FileFingerprint?? {
                guard let present = take(UInt8.self), let size = take(Int64.self),
                    let modified = take(Int64.self), present <= 1
                else { return nil }
                return .some(present == 1 ? FileFingerprint(size: size, modified: modified) : nil)
            }
            let stored = raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self)
            guard UInt64(littleEndian: stored) == check(bytes[..<(bytes.count - 8)]),
                let count = take(UInt32.self), Int(count) <= maximumMonths
            else { return nil }
            var index = ImportKeyIndex()
            for _ in 0..<count {
                guard let book = take(Int64.self), let year = take(Int32.self), let number = take(Int32.self),
                    let month = Month(year: Int(year), month: Int(number)), let file = fingerprint(),
                    let log = fingerprint(), let sealed = fingerprint(), let id = Book.ID(exactly: book)
                else { return nil }
                index.months.append(MonthKey(book: id, month: month))
                index.files.append(Files(file: file, log: log, sealed: sealed))
            }
            guard let entries = take(UInt64.self), entries <= UInt64(raw.count),
                offset + Int(entries) * 8 <= raw.count - 8
            else { return nil }
            index.entries = (0..<Int(entries)).map {
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + $0 * 8, as: UInt64.self))
            }
            offset += Int(entries) * 8
            guard index.entries.allSatisfy({ Int($0 & monthMask) < index.months.count }),
                let payees = take(UInt64.self), payees <= UInt64(raw.count)
            else { return nil }
            index.payees.reserveCapacity(Int(payees))
            for _ in 0..<payees {
                guard let place = take(UInt32.self), Int(place) < index.months.count,
                    let category = take(Int64.self), let count = take(UInt32.self),
                    let length = take(UInt32.self), offset + Int(length) <= raw.count - 8
                else { return nil }
                let payee = String(decoding: raw[offset..<(offset + Int(length))], as: UTF8.self)
                offset += Int(length)
                index.payees.append(
                    PayeeCount(
                        place: Int(place), payee: payee, category: Category.ID(category), count: Int(count)))
            }
            guard offset == raw.count - 8 else { return nil }
            return index
        }
    }

    /// A 64-bit check of `bytes`, eight at a time (a byte-wise CRC of a million bills' 16 MB took longer
    /// than the import it serves).
    static func check(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            let words = raw.count / 8
            for word in 0..<words {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)) &* 0x100_0000_01b3
                hash ^= hash >> 29
            }
            for byte in raw[(words * 8)...] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash ^ UInt64(raw.count)
        }
    }
}
