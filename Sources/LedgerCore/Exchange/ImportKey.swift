/// The import key of a bill (``Bill/importKey``): what makes `timi import` idempotent.
///
/// It is built from what the file and the command line say about a row — never from what rules or
/// history decided (a category, a note or a book chosen by a rule), so that importing again with other
/// rules books nothing twice — and the row's occurrence among rows of its file with the same content:
/// `<32 hex digits>.<occurrence>`. A row with a transaction number (`ref`) is keyed on it alone; a row
/// without one on its book, date, type, amount, payee, note and balance. The same file imported twice,
/// or a later file that overlaps it, gives the same keys for the same rows, while two identical rows of
/// one file stay two bills.
enum ImportKey {
    /// The content of a row with a transaction number.
    static func content(reference: String) -> String { "ref\u{1F}" + reference }

    /// The content of a row without a transaction number, one field after the other.
    static func content(
        book: Book.ID, date: Day, type: BillType, amount: Money, payee: String, note: String, balance: String
    ) -> String {
        [
            "row", String(book), date.description, type.rawValue, String(amount.cents), payee, note, balance,
        ].joined(separator: "\u{1F}")
    }

    /// The content that timi before payees and transaction numbers keyed on (with the category the row
    /// was booked in): a row the ledger has under this key is not imported again.
    static func legacyContent(
        book: Book.ID, date: Day, type: BillType, amount: Money, category: Category.ID, note: String
    ) -> String {
        String(book) + "\u{1F}" + date.description + "\u{1F}" + type.rawValue + "\u{1F}"
            + String(amount.cents) + "\u{1F}" + String(category) + "\u{1F}" + note
    }

    /// The digest of ``legacyContent(book:date:type:amount:category:note:)``, hashed field by field
    /// as ``contentDigest(book:date:type:amount:payee:note:balance:)`` is (every row of an import into
    /// a ledger with import keys is keyed this way too).
    static func legacyContentDigest(
        book: Book.ID, date: Day, type: BillType, amount: Money, category: Category.ID, note: String
    ) -> Digest {
        var hash = FNV128()
        hash.add(book: book, date: date, type: type, amount: amount)
        hash.add(0x1F)
        hash.add(decimal: Int64(category))
        hash.add(0x1F)
        hash.add(note)
        return Digest(high: hash.high, low: hash.low)
    }

    /// The digest of the key ``make(digest:occurrence:)`` makes, without making it.
    static func keyDigest(digest: Digest, occurrence: Int) -> Digest {
        var hash = FNV128()
        for half in [digest.high, digest.low] {
            for nibble in 0..<16 {
                let digit = UInt8(truncatingIfNeeded: half >> (60 - 4 * nibble)) & 0xF
                hash.add(digit < 10 ? 48 + digit : 87 + digit)
            }
        }
        hash.add(UInt8(ascii: "."))
        hash.add(decimal: Int64(occurrence))
        return Digest(high: hash.high, low: hash.low)
    }

    /// The tag of a statement's row that names a payment platform (see `PurchaseLinker`).
    static let statementTag = "bank"

    /// `key` tagged with the side of a purchase it is (`<key>@wechat`, `<key>@bank`): what a later
    /// import links it by. The tag is no part of what finds the row again (``parts(of:)``).
    static func tagged(_ key: String, _ tag: String) -> String { key + "@" + tag }

    /// The tag of a bill's import key when it holds one key (a bill not linked yet); `nil` otherwise.
    static func soleTag(of importKey: String) -> Substring? {
        guard !importKey.utf8.contains(0x20), let at = importKey.firstIndex(of: "@") else { return nil }
        return importKey[importKey.index(after: at)...]
    }

    /// The keys a bill's import key holds, without their tags: one, or two once a purchase's two rows
    /// are linked (space-separated).
    static func parts(of importKey: String) -> [Substring] {
        importKey.split(separator: " ").map { part in part.firstIndex(of: "@").map { part[..<$0] } ?? part }
    }

    /// The key of the `occurrence`-th row (from 0) with this content.
    static func make(content: String, occurrence: Int) -> String {
        make(digest: Digest(content), occurrence: occurrence)
    }

    /// The key of the `occurrence`-th row (from 0) whose content has this digest (its number written
    /// in place: making it a string first was a third of the key's cost, a million times).
    static func make(digest: Digest, occurrence: Int) -> String {
        let magnitude = occurrence.magnitude
        var digits = 1
        var limit: UInt = 10
        while digits < 20 && magnitude >= limit {
            digits += 1
            limit = limit.multipliedReportingOverflow(by: 10).partialValue
        }
        let sign = occurrence < 0 ? 1 : 0
        return String(unsafeUninitializedCapacity: 33 + sign + digits) { buffer in
            func write(_ value: UInt64, at start: Int) {
                for nibble in 0..<16 {
                    let digit = UInt8(truncatingIfNeeded: value >> (60 - 4 * nibble)) & 0xF
                    buffer[start + nibble] = digit < 10 ? 48 + digit : 87 + digit
                }
            }
            write(digest.high, at: 0)
            write(digest.low, at: 16)
            buffer[32] = UInt8(ascii: ".")
            if sign == 1 { buffer[33] = UInt8(ascii: "-") }
            var rest = magnitude
            for position in stride(from: 33 + sign + digits - 1, through: 33 + sign, by: -1) {
                buffer[position] = UInt8(truncatingIfNeeded: 48 + rest % 10)
                rest /= 10
            }
            return 33 + sign + digits
        }
    }

    /// The digest of the content of a row without a transaction number: that of
    /// ``content(book:date:type:amount:payee:note:balance:)``, hashed field by field rather than
    /// joined into one text first, and the numbers as their digits without making them text (a million
    /// rows are keyed this way).
    static func contentDigest(
        book: Book.ID, date: Day, type: BillType, amount: Money, payee: String, note: String, balance: String
    ) -> Digest {
        var hash = FNV128()
        hash.add("row")
        hash.add(0x1F)
        hash.add(book: book, date: date, type: type, amount: amount)
        hash.add(0x1F)
        hash.add(payee)
        hash.add(0x1F)
        hash.add(note)
        hash.add(0x1F)
        hash.add(balance)
        return Digest(high: hash.high, low: hash.low)
    }

    /// The 128-bit FNV-1a hash of a text, standing for it in the import's lookups (the contents
    /// counted, the ids and keys the ledger has): 16 bytes a row instead of the text itself.
    struct Digest: Hashable {
        var high: UInt64
        var low: UInt64

        init(high: UInt64, low: UInt64) {
            self.high = high
            self.low = low
        }

        /// The digest of `text`'s UTF-8 bytes.
        init(_ text: String) {
            var hash = FNV128()
            hash.add(text)
            (high, low) = (hash.high, hash.low)
        }

        /// The digest of `id` in lower case (ids match ignoring case).
        init(id: String) {
            var hash = FNV128()
            let ascii = id.withUTF8Buffer { bytes in
                guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
                for byte in bytes { hash.add(byte >= 65 && byte <= 90 ? byte | 0x20 : byte) }
                return true
            }
            if !ascii { hash.add(id.lowercased()) }
            (high, low) = (hash.high, hash.low)
        }
    }

    /// The 128-bit FNV-1a hash (prime 2^88 + 0x13B), as two 64-bit halves.
    static func fnv1a128(_ bytes: some Sequence<UInt8>) -> (UInt64, UInt64) {
        var hash = FNV128()
        if bytes.withContiguousStorageIfAvailable({ hash.add($0) }) == nil {
            for byte in bytes { hash.add(byte) }
        }
        return (hash.high, hash.low)
    }

    /// The state of an FNV-1a 128 hash, fed bytes in order.
    private struct FNV128 {
        var high: UInt64 = 0x6c62_272e_07bb_0142
        var low: UInt64 = 0x62b8_2175_6295_c58d

        mutating func add(_ byte: UInt8) {
            low ^= UInt64(byte)
            // (high, low) * (2^88 + 0x13B) mod 2^128
            let (carry, product) = low.multipliedFullWidth(by: 0x13B)
            high = high &* 0x13B &+ carry &+ (low << 24)
            low = product
        }

        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
            for byte in bytes { add(byte) }
        }

        mutating func add(_ text: String) {
            text.withUTF8Buffer { add($0) }
        }

        /// The fields both content texts begin with, as they write them: `book␟YYYY-MM-DD␟type␟cents`.
        mutating func add(book: Book.ID, date: Day, type: BillType, amount: Money) {
            add(decimal: Int64(book))
            add(0x1F)
            add(decimal: Int64(date.year))
            add(part: date.month)
            add(part: date.day)
            add(0x1F)
            add(type.rawValue)
            add(0x1F)
            add(decimal: amount.cents)
        }

        /// A month or day of a date as `Day.description` writes it: a dash, then at least two digits.
        private mutating func add(part: Int) {
            add(UInt8(ascii: "-"))
            if part < 10 { add(UInt8(ascii: "0")) }
            add(decimal: Int64(part))
        }

        /// The digits of `value` as `String(value)` writes them.
        mutating func add(decimal value: Int64) {
            if value < 0 { add(UInt8(ascii: "-")) }
            let magnitude = value.magnitude
            var divisor: UInt64 = 1
            while divisor <= magnitude / 10 { divisor *= 10 }
            repeat {
                add(UInt8(truncatingIfNeeded: 48 + magnitude / divisor % 10))
                divisor /= 10
            } while divisor > 0
        }
    }
}
