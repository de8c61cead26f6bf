#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pie chart with its legend as one SVG element, for the HTML report: no script, no fonts to load,
/// and the same bytes for the same slices.
struct SVGPie: Equatable, Sendable {
    /// One slice: a legend label, its share, and its fill colour.
    struct Slice: Equatable, Sendable {
        /// The legend text, such as `用餐 25.50%`.
        package var label: String
        /// Hundredths of a percent; the slices add up to 10 000 (or all are 0).
        var basisPoints: Int
        /// A CSS colour, such as `#4e79a7`.
        package var color: String
    }

    /// The most slices the pie shows; when a report has more, all but the largest `shownSlices - 1`
    /// are merged into "Other".
    static let shownSlices = 8
    /// The colour of "Other".
    static let otherColor = "#bab0ac"

    /// The slices, drawn clockwise from the top in this order.
    package var slices: [Slice]

    /// A pie of these slices.
    package init(slices: [Slice]) { self.slices = slices }

    /// The pie of a ``CategoryTotalsReport``: its largest slices, each in its category's colour, the
    /// rest as "Other".
    package init(_ report: CategoryTotalsReport) {
        let count = report.slices.count
        slices = []
        var other = 0
        for (index, slice) in report.slices.enumerated() {
            if index < SVGPie.shownCount(of: count) {
                slices.append(
                    Slice(
                        label: "\(slice.category.title) \(slice.percentText)%",
                        basisPoints: slice.basisPoints, color: slice.category.color.description))
            } else {
                other += slice.basisPoints
            }
        }
        if count > SVGPie.shownSlices {
            slices.append(
                Slice(
                    label: "Other \(String(hundredths: Int64(other)))%", basisPoints: other,
                    color: SVGPie.otherColor
                ))
        }
        slices = SVGPie.distinctNeighbours(slices)
    }

    /// `slices` with no two neighbours in one colour (the last and the first count as neighbours: the
    /// pie is a circle), as ``CategoryColor/distinctNeighbours(_:circular:)`` repaints them.
    static func distinctNeighbours(_ slices: [Slice]) -> [Slice] {
        let colors = slices.compactMap { CategoryColor(hex: $0.color) }
        guard colors.count == slices.count else { return slices }
        var slices = slices
        for (index, color) in CategoryColor.distinctNeighbours(colors, circular: true).enumerated()
        where color != colors[index] {
            slices[index].color = color.description
        }
        return slices
    }

    /// The colour of `slice`, the `index`-th of `count`, as its category has it: its category's, or
    /// ``otherColor`` for those merged into "Other" when there are more than ``shownSlices`` (the pie
    /// may paint it another, see ``distinctNeighbours(_:)``).
    package static func color(of slice: CategoryTotalsReport.Slice, at index: Int, of count: Int) -> String {
        index < shownCount(of: count) ? slice.category.color.description : otherColor
    }

    /// How many of `count` slices are drawn on their own, the rest merged into "Other".
    private static func shownCount(of count: Int) -> Int { count > shownSlices ? shownSlices - 1 : count }

    /// The chart: a pie of radius 90 on the left and the legend on the right, 480 pixels wide.
    func svg() -> String {
        let rowHeight = 22
        let height = max(200, 16 + slices.count * rowHeight)
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"480\" height=\"\(height)\" viewBox=\"0 0 480 \(height)\""
            + " role=\"img\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\">\n"
        let (cx, cy, r) = (100.0, Double(height) / 2, 90.0)
        var start = 0
        for slice in slices where slice.basisPoints > 0 {
            let title = "<title>" + XMLText.escaped(slice.label) + "</title>"
            if slice.basisPoints >= 10_000 {
                out +=
                    "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r))\" fill=\"\(slice.color)\">\(title)</circle>\n"
                continue
            }
            let from = point(start, cx, cy, r)
            let to = point(start + slice.basisPoints, cx, cy, r)
            let large = slice.basisPoints > 5_000 ? 1 : 0
            out +=
                "<path d=\"M\(n(cx)),\(n(cy)) L\(from) A\(n(r)),\(n(r)) 0 \(large) 1 \(to) Z\" fill=\"\(slice.color)\""
                + " stroke=\"#ffffff\" stroke-width=\"1\">\(title)</path>\n"
            start += slice.basisPoints
        }
        let top = (height - slices.count * rowHeight) / 2
        for (index, slice) in slices.enumerated() {
            let y = top + index * rowHeight
            out +=
                "<rect x=\"220\" y=\"\(y + 5)\" width=\"12\" height=\"12\" rx=\"2\" fill=\"\(slice.color)\"/>"
                + "<text x=\"240\" y=\"\(y + 15)\" fill=\"#1f2937\">\(XMLText.escaped(slice.label))</text>\n"
        }
        return out + "</svg>"
    }

    /// The point on the circle at `basisPoints` of a full turn, clockwise from the top.
    private func point(_ basisPoints: Int, _ cx: Double, _ cy: Double, _ r: Double) -> String {
        let angle = Double(basisPoints) / 10_000 * 2 * Double.pi
        return n(cx + r * sin(angle)) + "," + n(cy - r * cos(angle))
    }

    /// A coordinate with two decimals, never `-0.00`.
    private func n(_ value: Double) -> String { String(hundredths: Int64((value * 100).rounded())) }
}
