import SwatchGeometry
import SwatchSpec

/// The words both languages write the same way: comments and UIKit's
/// named colours.
enum CodeComments {
    /// The spec's title, the size range it is laid out in, and whether the
    /// class only holds the spec's root (`CodeNote`), a comment line each.
    static func header(_ exported: ExportedClass) -> [String] {
        var out: [String] = []
        if let title = exported.title { out.append(line(title)) }
        out.append(CodeNote.sizeRange(exported.sizeRange).text)
        if exported.onlyHoldsRoot { out.append(CodeNote.onlyHoldsRoot.text) }
        return out
    }

    /// `text` on one line: control characters and line separators as spaces.
    static func line(_ text: String) -> String {
        var line = ""
        for scalar in text.unicodeScalars {
            line.unicodeScalars.append(scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}" ? " " : scalar)
        }
        return line
    }

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
