/// The import key of a bill (``Bill/importKey``): what makes `timi import` idempotent.
///
/// It is built from the row's normalised content — book, date, type, amount, category and note, after
/// the category and book are looked up — and the row's occurrence among identical rows of its file:
/// `<32 hex digits>.<occurrence>`. The same file imported twice, or a later file that overlaps it,
/// gives the same keys for the same rows, while two identical rows of one file stay two bills.
enum ImportKey {
    /// The normalised content of a bill, one field after the other.
    static func content(
        book: Book.ID, date: Day, type: BillType, amount: Money, category: Category.ID, note: String
    )
        -> String
    {
        String(book) + "\u{1F}" + date.description + "\u{1F}" + type.rawValue + "\u{1F}"
            + String(amount.cents)
            + "\u{1F}" + String(category) + "\u{1F}" + note
    }

    /// The key of the `occurrence`-th row (from 0) with this content.
    static func make(content: String, occurrence: Int) -> String {
        let (high, low) = fnv1a128(content.utf8)
        return hex(high) + hex(low) + "." + String(occurrence)
    }

    /// The 128-bit FNV-1a hash (prime 2^88 + 0x13B), as two 64-bit halves.
    static func fnv1a128(_ bytes: some Sequence<UInt8>) -> (UInt64, UInt64) {
        var high: UInt64 = 0x6c62_272e_07bb_0142
        var low: UInt64 = 0x62b8_2175_6295_c58d
        for byte in bytes {
            low ^= UInt64(byte)
            // (high, low) * (2^88 + 0x13B) mod 2^128
            let (carry, product) = low.multipliedFullWidth(by: 0x13B)
            high = high &* 0x13B &+ carry &+ (low << 24)
            low = product
        }
        return (high, low)
    }

    private static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
