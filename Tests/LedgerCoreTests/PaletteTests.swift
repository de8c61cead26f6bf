import Foundation
import Testing

@testable import LedgerCore

/// The default colours: at least 20, all distinct, readable on dark and light terminals, neighbours
/// never alike; and a pie never paints two slices side by side in one colour.
struct PaletteTests {
    /// WCAG's contrast ratio of `color` against black and against white.
    static func contrasts(_ color: CategoryColor) -> (black: Double, white: Double) {
        func linear(_ component: UInt8) -> Double {
            let c = Double(component) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let luminance =
            0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        return ((luminance + 0.05) / 0.05, 1.05 / (luminance + 0.05))
    }

    @Test func thePaletteHasTwentyDistinctReadableColours() {
        let palette = CategoryColor.palette
        #expect(palette.count >= 20)
        #expect(Set(palette).count == palette.count)
        for color in palette {
            let (black, white) = Self.contrasts(color)
            #expect(
                black >= 2.2 && white >= 2.2, "\(color) is hard to read: \(black) on black, \(white) on white"
            )
        }
        for (color, next) in zip(palette, palette.dropFirst() + [palette[0]]) { #expect(color != next) }
    }

    /// The app's 29 expense categories: no two neighbours alike, and 零食 (snacks) no longer shares
    /// its colour with a category added after the seeded ones.
    @Test func theSeededCategoriesNeighboursDiffer() throws {
        let expense = try LedgerState.seeded().categories.filter { $0.type == .expense }
        #expect(expense.count == 29)
        for (category, next) in zip(expense, expense.dropFirst()) { #expect(category.color != next.color) }
        #expect(Set(expense.map(\.color)).count >= 20)
        let added = CategoryColor.nextFree(among: expense.map(\.color))
        let snacks = try #require(expense.first { $0.alias == "snacks" })
        #expect(added != snacks.color)
    }

    @Test(arguments: [
        ([0, 0, 1, 0], true), ([0, 0, 0, 0, 0], true), ([3, 3], false), ([5, 1, 5], true),
        ([2, 7, 2], false),
    ])
    func noTwoNeighboursAreAlike(indices: [Int], circular: Bool) {
        let colors = indices.map { CategoryColor.palette[$0] }
        let painted = CategoryColor.distinctNeighbours(colors, circular: circular)
        #expect(painted.count == colors.count)
        #expect(painted[0] == colors[0])
        for (color, next) in zip(painted, painted.dropFirst()) { #expect(color != next, "\(painted)") }
        if circular && painted.count > 2 { #expect(painted.last != painted.first, "\(painted)") }
        // Neighbours that already differ keep their colours.
        #expect(
            CategoryColor.distinctNeighbours([colors[0], CategoryColor.palette[9]], circular: true).last
                == CategoryColor.palette[9])
    }

    /// The HTML report's pie: two categories of one colour, side by side, are painted apart.
    @Test func theSVGPieRepaintsATwin() {
        let red = CategoryColor.palette[0].description
        let slices = SVGPie.distinctNeighbours([
            .init(label: "a", basisPoints: 5000, color: red),
            .init(label: "b", basisPoints: 3000, color: red),
            .init(label: "c", basisPoints: 2000, color: SVGPie.otherColor),
        ])
        #expect(slices[0].color == red && slices[1].color != red)
        #expect(slices[2].color == SVGPie.otherColor)
    }
}
