/// How many colours the terminal shows, which decides how a ``CategoryColor`` is written: exactly
/// (24-bit), as the nearest of the 256 xterm colours, or as the nearest of the 16 basic ones.
///
/// The `timi` executable decides it from `COLORTERM` and `TERM`; the renderers only read it.
package enum ColorDepth: Sendable, Equatable {
    /// The 16 basic colours (only those that read on dark and light backgrounds are used).
    case basic
    /// The 256 xterm colours.
    case indexed
    /// 24-bit colour.
    case trueColor

    /// The SGR parameters that set the foreground to `color` at this depth, e.g. `38;2;229;72;77`.
    func foreground(_ color: CategoryColor) -> String {
        let (r, g, b) = (Int(color.red), Int(color.green), Int(color.blue))
        switch self {
        case .trueColor: return "38;2;\(r);\(g);\(b)"
        case .indexed: return "38;5;\(ColorDepth.nearestIndexed(r, g, b))"
        case .basic:
            let target = (r, g, b)
            let nearest = ColorDepth.basicColors.min { one, other in
                ColorDepth.distance(one.rgb, target) < ColorDepth.distance(other.rgb, target)
            }
            return nearest?.code ?? "39"
        }
    }

    /// The basic colours that read on both dark and light terminals (black, white and the greys
    /// left out), with xterm's values.
    private static let basicColors: [(code: String, rgb: (Int, Int, Int))] = [
        ("31", (205, 0, 0)), ("32", (0, 205, 0)), ("33", (205, 205, 0)), ("34", (0, 0, 238)),
        ("35", (205, 0, 205)), ("36", (0, 205, 205)), ("91", (255, 0, 0)), ("92", (0, 255, 0)),
        ("93", (255, 255, 0)), ("94", (92, 92, 255)), ("95", (255, 0, 255)), ("96", (0, 255, 255)),
    ]

    /// The xterm colour (16–255) nearest to `r`, `g`, `b`: the 6×6×6 cube or the grey ramp.
    private static func nearestIndexed(_ r: Int, _ g: Int, _ b: Int) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        let (lr, lg, lb) = (level(r), level(g), level(b))
        let cube = (levels[lr], levels[lg], levels[lb])
        let average = (r + g + b) / 3
        let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = 8 + greyIndex * 10
        let cubeCode = 16 + 36 * lr + 6 * lg + lb
        return distance((grey, grey, grey), (r, g, b)) < distance(cube, (r, g, b))
            ? 232 + greyIndex : cubeCode
    }

    /// The squared distance between two colours, weighted for the eye (red 3, green 4, blue 2).
    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }
}
