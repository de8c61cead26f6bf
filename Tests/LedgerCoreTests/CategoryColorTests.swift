import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// Category colours: what a user may type, how a terminal is told, and the defaults.
struct CategoryColorTests {
    @Test(arguments: [
        ("red", "#E5484D"), ("Teal", "#12A594"), ("GRAY", "#8B8D98"), ("#12a594", "#12A594"),
        ("#000000", "#000000"), ("#FFFFFF", "#FFFFFF"),
    ])
    func readsANameOrHex(_ text: String, _ hex: String) throws {
        #expect(try CategoryColor.parsing(text).description == hex)
    }

    @Test(arguments: ["#12345", "12A594", "#12A5944", "#GGGGGG", "puce", "", "#", " red", "＃12A594"])
    func refusesAnythingElse(_ text: String) {
        #expect(throws: LedgerError.self) { try CategoryColor.parsing(text) }
        #expect(CategoryColor(hex: text) == nil)
    }

    /// 24 distinct colours: the twelve named ones first, then twelve shades (see PaletteTests).
    @Test func thePaletteIsTwentyFourDistinctColoursTheNamedOnesFirst() {
        #expect(CategoryColor.palette.count == 24)
        #expect(Set(CategoryColor.palette).count == 24)
        #expect(CategoryColor.palette.prefix(12).allSatisfy { $0.name != nil })
        #expect(CategoryColor.defaultColor(at: 24) == CategoryColor.palette[0])
    }

    @Test func aNewCategoryTakesTheFirstFreeColourThenTheLeastUsed() {
        let palette = CategoryColor.palette
        #expect(CategoryColor.nextFree(among: []) == palette[0])
        #expect(CategoryColor.nextFree(among: [palette[0], palette[2]]) == palette[1])
        #expect(CategoryColor.nextFree(among: palette + palette.dropLast(1)) == palette[23])
    }

    @Test(arguments: [
        (ColorDepth.trueColor, "#E5484D", "38;2;229;72;77"), (.indexed, "#E5484D", "38;5;167"),
        (.indexed, "#3E7BFA", "38;5;69"), (.indexed, "#8B8D98", "38;5;246"), (.basic, "#E5484D", "31"),
        (.basic, "#3E7BFA", "94"), (.basic, "#2DA44E", "32"), (.basic, "#12A594", "36"),
    ])
    func tellsTheTerminalAtItsDepth(_ depth: ColorDepth, _ hex: String, _ code: String) throws {
        #expect(depth.foreground(try #require(CategoryColor(hex: hex))) == code)
    }

    @Test func everyPaletteColourGetsABasicColourThatIsNotBlackOrWhite() {
        let codes = CategoryColor.palette.map { ColorDepth.basic.foreground($0) }
        #expect(codes.allSatisfy { !["30", "37", "90", "97", "39"].contains($0) })
    }

    @Test func theSeededCategoriesTakeThePaletteInTurnPerType() throws {
        let state = try LedgerState.seeded()
        let expense = state.categories.filter { $0.type == .expense }
        let income = state.categories.filter { $0.type == .income }
        #expect(expense[0].color == CategoryColor.palette[0])
        #expect(expense[13].color == CategoryColor.palette[13])
        #expect(expense[25].color == CategoryColor.palette[1])
        #expect(income[0].color == CategoryColor.palette[0])
        #expect(income[8].color == CategoryColor.palette[8])
    }

    @Test func aLedgerWrittenBeforeColoursGetsTheDefaultsAndKeepsStoredOnes() throws {
        var state = try LedgerState.seeded()
        state.categories[1].color = CategoryColor.palette[7]
        let bytes = state.encoded(summaries: [:])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"alias\":\"transport\",\"color\":\"#D6409F\",\"icon\""))
        let decoded = try LedgerState.decode(bytes, path: "ledger.json", deferringSummaries: false).state
        #expect(decoded == state)
        let old = text.replacingOccurrences(
            of: ##","color":"#[0-9A-F]{6}""##, with: "", options: .regularExpression)
        #expect(!old.contains("color"))
        let defaults = try LedgerState.decode(Array(old.utf8), path: "ledger.json", deferringSummaries: false)
        #expect(defaults.state == (try LedgerState.seeded()))
    }

    @Test func aBadStoredColourNamesTheFile() throws {
        let text = String(decoding: try LedgerState.seeded().encoded(summaries: [:]), as: UTF8.self)
            .replacingOccurrences(of: "\"#E5484D\"", with: "\"#E5484\"")
        #expect(throws: LedgerError.self) {
            try LedgerState.decode(Array(text.utf8), path: "ledger.json", deferringSummaries: false)
        }
    }
}
