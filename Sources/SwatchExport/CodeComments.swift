import SwatchGeometry

/// The words and names both languages write the same way: the header
/// comment, the fixed-size helper's description, UIKit's named colours.
enum CodeComments {
    /// The spec's title and the size range it is laid out in, as comment lines.
    static func header(_ exported: ExportedClass, prefix: String) -> String {
        var out = ""
        if let title = exported.title {
            var line = ""
            for scalar in title.unicodeScalars {
                line.unicodeScalars.append(scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}" ? " " : scalar)
            }
            out += prefix + " " + line + "\n"
        }
        let range = exported.sizeRange
        if range.min == range.max {
            out += prefix + " Laid out at " + size(range.min) + " points.\n"
        } else {
            out += prefix + " Laid out in a size range from " + size(range.min) + " to " + size(range.max) + " points.\n"
        }
        return out
    }

    static func size(_ s: Size) -> String {
        func length(_ v: Double) -> String { v.isFinite ? CodeLiterals.number(v) : "\u{221E}" }
        return length(s.width) + " \u{00D7} " + length(s.height)
    }

    /// The helper node's documentation, a line each.
    static let fixedSizeNode = [
        "A node of a fixed size (the spec's intrinsicSize): it stands in for",
        "content that measures itself, such as text drawn by hand.",
    ]

    /// UIKit's name for a colour it has a class property for, when `c` is exactly it.
    static func uiColorName(_ c: ExportColor) -> String? {
        guard c.alpha == 1 || (c.alpha == 0 && c.red == 0 && c.green == 0 && c.blue == 0) else { return nil }
        if c.alpha == 0 { return "clear" }
        switch (c.red, c.green, c.blue) {
        case (0, 0, 0): return "black"
        case (1, 1, 1): return "white"
        case (1, 0, 0): return "red"
        case (0, 1, 0): return "green"
        case (0, 0, 1): return "blue"
        case (0, 1, 1): return "cyan"
        case (1, 0, 1): return "magenta"
        case (1, 1, 0): return "yellow"
        default: return nil
        }
    }
}
