import SwatchSpec
import SwatchMarkup

/// The warnings beside the drawing: a layout's warnings listed under its
/// stage. Without script each is its sentence; the script
/// (`Public/js/playground/warnings.js`) makes each a button that points at
/// its element in the drawing, the tree and the text, with its fix.
extension PlaygroundPage {
    func warningsPanel() -> String {
        let count = answer.warnings.count
        var out = "<details class=\"pg-warnings" + (count > 0 ? " has-warnings" : "") + "\" id=\"pg-warnings\" open"
        if !answer.panels.tree { out += " hidden" }
        out += "><summary id=\"pg-warnings-title\">"
        out += count == 0 ? "No warnings" : "\(count) warning" + (count == 1 ? "" : "s")
        out += "</summary><ol class=\"pg-warnings-list\" id=\"pg-warnings-list\" aria-label=\"Warnings\">"
        for placed in answer.warnings {
            out += "<li class=\"pg-warning\"><span class=\"pg-warning-message\">" + MarkupEscaping.text(placed.warning.message) + "</span></li>"
        }
        return out + "</ol></details>"
    }
}
