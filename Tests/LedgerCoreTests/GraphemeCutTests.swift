import Testing

@testable import LedgerCore

/// Text cut or wrapped to a width is cut between grapheme clusters (issue 40, point 7): an emoji
/// joined by U+200D, a flag, a skin tone, a variation selector, a keycap, a tag sequence, combining
/// marks and Hangul jamo stay whole at every width — never a joiner left at the end of a piece.
struct GraphemeCutTests {
    static let clusters = [
        "👨‍👩‍👧‍👦", "👩🏽‍💻", "🇨🇳", "👍🏽", "❤️", "☺︎", "1️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "e\u{301}\u{302}", "\u{1100}\u{1161}\u{11A8}", "क्षि",
    ]

    /// `piece` is made of whole characters of `text` in order (the `…` of a cut aside).
    static func expectWhole(_ piece: String, of text: String, _ comment: String) {
        let kept = piece.hasSuffix("…") && !text.hasSuffix("…") ? String(piece.dropLast()) : piece
        #expect(!kept.contains { $0.unicodeScalars.last?.value == 0x200D }, "\(comment): \(piece)")
        #expect(kept.allSatisfy { character in text.contains(character) }, "\(comment): \(piece)")
    }

    @Test(arguments: clusters)
    func truncateCutsBetweenClusters(cluster: String) {
        let text = "ab " + cluster + cluster + " cd" + cluster
        for width in 0...(TextWidth.of(text) + 1) {
            let cut = TextWidth.truncate(text, to: width)
            #expect(TextWidth.of(cut) <= width)
            let kept = cut.hasSuffix("…") ? String(cut.dropLast()) : cut
            // A prefix of the text's characters: no cluster split, none half kept.
            #expect(Array(text.prefix(kept.count)) == Array(kept), "\(width): \(cut)")
            Self.expectWhole(cut, of: text, "\(width)")
        }
    }

    @Test(arguments: clusters)
    func aCutLineKeepsClustersWhole(cluster: String) {
        let text = "note " + cluster + cluster + cluster
        let line = TextLine("12.50 ", nil)
        for columns in 1...(line.width + TextWidth.of(text) + 1) {
            var whole = line
            whole.append(text)
            let cut = whole.cut(to: columns)
            #expect(cut.width <= max(columns, 1), "\(columns)")
            let rendered = String(decoding: cut.bytes, as: UTF8.self)
            Self.expectWhole(String(rendered.dropFirst(6)), of: text, "\(columns)")
        }
    }

    @Test(arguments: clusters)
    func wrapKeepsClustersWhole(cluster: String) {
        let text = "用餐 " + String(repeating: cluster, count: 5) + " 午饭" + cluster
        for width in 2...12 {
            let lines = TextWidth.wrap(text, width: width)
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(width): \(lines)")
            for line in lines { Self.expectWhole(line, of: text, "\(width)") }
        }
    }
}
