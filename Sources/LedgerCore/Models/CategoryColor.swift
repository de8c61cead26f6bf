/// A category's colour, `#RRGGBB`: the pie's bars and slices, the timeline's category marks and
/// `timi ui` paint the category in it wherever colour is allowed.
///
/// The defaults come from ``palette``, twelve mid-tone colours that read on dark and light
/// terminals and, in palette order, differ in hue from their neighbours.
public struct CategoryColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0–255.
    public var red: UInt8
    /// The green component, 0–255.
    public var green: UInt8
    /// The blue component, 0–255.
    public var blue: UInt8

    /// `#RRGGBB` in upper case, as `ledger.json` and JSON output write it.
    public var description: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for component in [red, green, blue] {
            out.append(digits[Int(component >> 4)])
            out.append(digits[Int(component & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The colours a user may name in `timi category color`, in the order `--help` lists them.
    public static let named: [(name: String, color: CategoryColor)] = [
        ("red", CategoryColor(red: 0xE5, green: 0x48, blue: 0x4D)),
        ("orange", CategoryColor(red: 0xF0, green: 0x7B, blue: 0x2B)),
        ("yellow", CategoryColor(red: 0xD9, green: 0xA4, blue: 0x00)),
        ("lime", CategoryColor(red: 0x8D, green: 0xB6, blue: 0x00)),
        ("green", CategoryColor(red: 0x2D, green: 0xA4, blue: 0x4E)),
        ("teal", CategoryColor(red: 0x12, green: 0xA5, blue: 0x94)),
        ("cyan", CategoryColor(red: 0x05, green: 0xA2, blue: 0xC2)),
        ("blue", CategoryColor(red: 0x3E, green: 0x7B, blue: 0xFA)),
        ("indigo", CategoryColor(red: 0x6E, green: 0x56, blue: 0xCF)),
        ("purple", CategoryColor(red: 0xA3, green: 0x47, blue: 0xBA)),
        ("pink", CategoryColor(red: 0xD6, green: 0x40, blue: 0x9F)),
        ("brown", CategoryColor(red: 0xA0, green: 0x75, blue: 0x53)),
        ("gray", CategoryColor(red: 0x8B, green: 0x8D, blue: 0x98)),
    ]

    /// The default colours, in the order categories take them: each differs in hue from the one
    /// before and after it.
    public static let palette: [CategoryColor] = [
        "red", "blue", "orange", "green", "purple", "yellow", "cyan", "pink", "lime", "indigo", "brown",
        "teal",
    ].compactMap { name in named.first { $0.name == name }?.color }

    /// The colour of a category that has none stored (a ledger written before colours): the
    /// ``palette`` colour of its place among the categories of its type, so the seeded categories
    /// get the same colours in every ledger.
    public static func defaultColor(at position: Int) -> CategoryColor {
        palette[max(0, position) % palette.count]
    }

    /// The colour a new category takes: the first ``palette`` colour that no category of its type
    /// has, else the one fewest of them have.
    public static func nextFree(among used: [CategoryColor]) -> CategoryColor {
        palette.min { a, b in used.count(of: a) < used.count(of: b) } ?? palette[0]
    }

    /// The colour `text` names: one of ``named`` (any case) or `#RRGGBB`.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)`` naming what is allowed.
    public static func parsing(_ text: String) throws -> CategoryColor {
        let lowered = text.lowercased()
        if let color = named.first(where: { $0.name == lowered })?.color ?? CategoryColor(hex: text) {
            return color
        }
        throw LedgerError.invalidValue(
            field: "colour", value: text,
            reason: Reason("give #RRGGBB or one of {1}", named.map(\.name).joined(separator: ", ")))
    }

    /// The name of this colour in ``named``, if it has one.
    public var name: String? { CategoryColor.named.first { $0.color == self }?.name }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

extension CategoryColor {
    /// The colour of `#RRGGBB` (either case), or `nil` for anything else.
    public init?(hex: String) {
        let bytes = Array(hex.utf8)
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for byte in bytes.dropFirst() {
            guard let digit = CategoryColor.hexDigit(byte) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        self.init(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }
}

extension Array where Element == CategoryColor {
    fileprivate func count(of color: CategoryColor) -> Int { reduce(0) { $1 == color ? $0 + 1 : $0 } }
}
