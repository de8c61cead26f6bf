/// A category's colour, `#RRGGBB`: the pie's bars and slices, the timeline's category marks and
/// `timi ui` paint the category in it wherever colour is allowed.
///
/// The defaults come from ``palette``, 24 mid-tone colours that read on dark and light terminals
/// and, in palette order, differ in hue from their neighbours.
package struct CategoryColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0–255.
    package var red: UInt8
    /// The green component, 0–255.
    package var green: UInt8
    /// The blue component, 0–255.
    package var blue: UInt8

    /// `#RRGGBB` in upper case, as `ledger.json` and JSON output write it.
    package var description: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for component in [red, green, blue] {
            out.append(digits[Int(component >> 4)])
            out.append(digits[Int(component & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The colours a user may name in `timi category color`, in the order `--help` lists them.
    package static let named: [(name: String, color: CategoryColor)] = [
        ("red", 0xE5484D), ("orange", 0xF07B2B), ("yellow", 0xD9A400), ("lime", 0x8DB600),
        ("green", 0x2DA44E), ("teal", 0x12A594), ("cyan", 0x05A2C2), ("blue", 0x3E7BFA),
        ("indigo", 0x6E56CF), ("purple", 0xA347BA), ("pink", 0xD6409F), ("brown", 0xA07553),
        ("gray", 0x8B8D98),
    ].map { name, rgb in (name, CategoryColor(rgb: UInt32(rgb))) }

    /// The default colours, in the order categories take them: each differs in hue from the one
    /// before and after it. The twelve named ones first, then twelve deeper or lighter shades in the
    /// same order of hues, so that the app's 29 expense categories share a colour only five times
    /// (not seventeen), and never two neighbours in display order.
    package static let palette: [CategoryColor] =
        [
            "red", "blue", "orange", "green", "purple", "yellow", "cyan", "pink", "lime", "indigo", "brown",
            "teal",
        ].compactMap { name in named.first { $0.name == name }?.color }
        + [
            0xB8322F, 0x1F5FBF, 0xC25E00, 0x1E7B3A, 0x7B2F9E, 0xB08A00, 0x0B7A99, 0xE0669B, 0x5E9E2E,
            0x4A5BD6, 0x7A5230, 0x0F8C6E,
        ].map { CategoryColor(rgb: UInt32($0)) }

    /// The colour of a category that has none stored (a ledger written before colours): the
    /// ``palette`` colour of its place among the categories of its type, so the seeded categories
    /// get the same colours in every ledger.
    static func defaultColor(at position: Int) -> CategoryColor {
        palette[max(0, position) % palette.count]
    }

    /// The colour a new category takes: the first ``palette`` colour that no category of its type
    /// has, else the one fewest of them have.
    static func nextFree(among used: [CategoryColor]) -> CategoryColor {
        palette.min { a, b in used.count(of: a) < used.count(of: b) } ?? palette[0]
    }

    /// `colors` (a pie's, in the order of its slices) with no two neighbours alike: a colour equal to
    /// the one before it (or, `circular`, the last equal to the first) becomes the first ``palette``
    /// colour that neither neighbour has and none of `colors` uses, else that neither neighbour has.
    /// Used by the pies (`timi pie`, the UI, the HTML report), so that two slices side by side never
    /// read as one.
    static func distinctNeighbours(_ colors: [CategoryColor], circular: Bool) -> [CategoryColor] {
        var colors = colors
        for index in colors.indices.dropFirst() {
            let closes = circular && index == colors.count - 1 && index > 1
            let next = index + 1 < colors.count ? colors[index + 1] : closes ? colors[0] : nil
            guard colors[index] == colors[index - 1] || (closes && colors[index] == colors[0]) else {
                continue
            }
            let free = palette.filter { $0 != colors[index - 1] && $0 != next }
            colors[index] = free.first { !colors.contains($0) } ?? free.first ?? colors[index]
        }
        return colors
    }

    /// The colour `text` names: one of ``named`` (any case) or `#RRGGBB`.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)`` naming what is allowed.
    package static func parsing(_ text: String) throws -> CategoryColor {
        let lowered = text.lowercased()
        if let color = named.first(where: { $0.name == lowered })?.color ?? CategoryColor(hex: text) {
            return color
        }
        throw LedgerError.invalidValue(
            field: "colour", value: text,
            reason: Reason("give #RRGGBB or one of {1}", named.map(\.name).joined(separator: ", ")))
    }

    /// The name of this colour in ``named``, if it has one.
    package var name: String? { CategoryColor.named.first { $0.color == self }?.name }

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
    /// The colour `0xRRGGBB`.
    init(rgb: UInt32) {
        self.init(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
    }

    /// The colour of `#RRGGBB` (either case), or `nil` for anything else.
    package init?(hex: String) {
        let bytes = Array(hex.utf8)
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for byte in bytes.dropFirst() {
            guard let digit = CategoryColor.hexDigit(byte) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        self.init(rgb: value)
    }
}

extension Array where Element == CategoryColor {
    fileprivate func count(of color: CategoryColor) -> Int { reduce(0) { $1 == color ? $0 + 1 : $0 } }
}
