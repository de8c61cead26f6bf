#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The text of a search, as `timi search TEXT` and `list --search` take it: found in a note, a
/// payee, a category's title or alias, in any case; a plain number (`12`, `12.5`, `12.50`) also
/// finds the bills of exactly that amount.
///
/// Texts are compared as the UTF-8 bytes of their lowercase forms, so that a month file can be
/// searched before its bills are built (see ``BillSieve``). Used by ``BillFilter``.
package struct SearchText: Equatable, Sendable {
    /// The text as given.
    package let text: String
    /// The UTF-8 bytes of its lowercase form.
    let needle: [UInt8]
    /// The amount the text names when it is a plain number greater than 0 (`12` is 12.00).
    package let amount: Money?

    /// The search for `text`.
    package init(_ text: String) {
        self.text = text
        needle = Array(text.lowercased().utf8)
        amount = Money(decimal: text).flatMap { $0 > .zero && $0 <= .maximum ? $0 : nil }
    }

    /// Whether `other`, in lowercase, contains the text (an empty text is in every text).
    func isFound(in other: String) -> Bool {
        Self.contains(Array(other.lowercased().utf8), needle)
    }

    /// Whether the text can be looked for in the raw bytes of a month file with only ASCII letters
    /// folded to lowercase: true when none of its other characters has case, so that lowercasing a
    /// note changes none of the bytes the text can be found in (but see ``rawCompanions``).
    var isFoldable: Bool {
        text.unicodeScalars.allSatisfy { $0.isASCII || !$0.properties.changesWhenCaseMapped }
    }

    /// The byte sequences of the only characters whose lowercase form holds ASCII or a caseless
    /// character the text may contain: İ (`i` and U+0307) and the Kelvin sign (`k`). A raw line
    /// holding one of them is decoded and checked rather than judged on its bytes.
    var rawCompanions: [[UInt8]] {
        let scalars = text.lowercased().unicodeScalars
        var found: [[UInt8]] = []
        if scalars.contains("i") || scalars.contains("\u{307}") { found.append([0xC4, 0xB0]) }
        if scalars.contains("k") { found.append([0xE2, 0x84, 0xAA]) }
        return found
    }

    /// Whether `haystack` holds `needle` (bytes; an empty needle is everywhere).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        haystack.withUnsafeBufferPointer { contains($0, needle) }
    }

    /// Whether the bytes of `haystack` hold `needle`: each place of its first byte (found with
    /// `memchr`) compared with `memcmp`.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        find(needle, in: haystack, from: 0) != nil
    }

    /// Where `needle` first starts in `haystack` at or after `start`.
    static func find(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first else { return start }
        guard let base = haystack.baseAddress else { return nil }
        var index = start
        return needle.withUnsafeBytes { needle in
            guard let bytes = needle.baseAddress else { return nil }
            while index + needle.count <= haystack.count {
                guard let hit = memchr(base + index, Int32(first), haystack.count - needle.count + 1 - index)
                else {
                    return nil
                }
                index = UnsafeRawPointer(base).distance(to: hit)
                if memcmp(base + index, bytes, needle.count) == 0 { return index }
                index += 1
            }
            return nil
        }
    }
}
