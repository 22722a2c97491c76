import SwatchGeometry
import SwatchJSON
import SwatchSpec

/// The answer as JSON, what the page's script reads (from `POST
/// /api/playground`, the engine in the page, or the page itself):
///
///     {"kind": "layout", "title": "Layout spec",
///      "panels": {"width": true, "code": true, "tree": true, "stepper": false, "touch": true, "states": false,
///                 "offThread": false, "still": false},
///      "still": false, "drawing": "<svg…", "held": [], "time": null,
///      "sizeLine": "Laid out at 375 × 88 pt", "table": "<div…",
///      "size": {"width": 375, "height": 88}, "states": [], "state": null,
///      "outline": {"elements": [...]}, "error": null, "warnings": []}
///
/// A range animation's drawing comes in parts (`drawingParts`): `drawing`
/// holds the update in view and a place (`<g data-held="N">`) for each
/// other update's group, `held` those groups, and `time` the animation's
/// time at which it shows the update in view. A still answer (`"still":
/// true`) has only the drawing of that update and the size line.
/// `size` is null when nothing was laid out; `states` names a transition
/// document's states and `state` the one drawn still; `outline` is
/// `SpecOutline.json()` (a layout spec's, or the state drawn still), else
/// null. A document that cannot be used has `"error": {"html": …, "message":
/// …, "line": 3, "column": 14, "path": "root.children[0]"}` (line, column and
/// path when known). `warnings` are the layout's (`SpecDocument.warnings`),
/// each `{"code", "path", "id", "key", "message", "line", "column"}`, line
/// and column where the editor marks it (`PlaygroundWarning`), null when
/// unknown. `explanation` is why the element the request named has its
/// size (`PlaygroundExplanation`), else null; `variants` the variants row
/// the request asked for (`PlaygroundResponse.Variant`), else empty.
/// Without `html` the HTML parts are left out (`drawing`, `held`, `time`,
/// `sizeLine`, `table`, the error's `html`): what a page that already shows
/// them carries for its script (`PlaygroundPage` writes it so that no
/// `</script>` in it can end its script element).
extension PlaygroundResponse {
    public func json(html: Bool = true) -> String {
        var out = JSONByteWriter(capacity: 1024 + (svg?.utf8.count ?? 0) + 300 * frames.count)
        out.append("{\"kind\":")
        out.append(string: kind.name)
        out.append(",\"title\":")
        out.append(string: kind.schema.title)
        let panels = self.panels
        out.append(",\"panels\":{")
        out.append(key: "width", bool: panels.width, first: true)
        out.append(key: "code", bool: panels.code)
        out.append(key: "tree", bool: panels.tree)
        out.append(key: "stepper", bool: panels.stepper)
        out.append(key: "touch", bool: panels.touch)
        out.append(key: "states", bool: panels.states)
        out.append(key: "offThread", bool: panels.offThread)
        out.append(key: "still", bool: panels.still)
        out.append("}")
        out.append(",\"still\":")
        out.append(still ? "true" : "false")
        if html {
            let parts = drawingParts
            out.append(",\"drawing\":")
            out.append(string: parts.shown)
            out.append(",\"held\":")
            out.append(strings: parts.held)
            out.append(",\"time\":")
            if let time = shownTime { out.append(number: time) } else { out.append("null") }
            out.append(",\"sizeLine\":")
            out.append(string: sizeText)
            out.append(",\"table\":")
            out.append(string: tableHTML)
        }
        out.append(",\"size\":")
        if let size { PlaygroundResponse.write(size, into: &out) } else { out.append("null") }
        out.append(",\"states\":")
        out.append(strings: states)
        out.append(",\"state\":")
        if let state { out.append(number: Double(state)) } else { out.append("null") }
        out.append(",\"outline\":")
        if let outline { outline.write(into: &out) } else { out.append("null") }
        out.append(",\"error\":")
        writeError(into: &out, html: html)
        out.append(",\"warnings\":[")
        for (n, placed) in warnings.enumerated() {
            if n > 0 { out.append(",") }
            placed.write(into: &out)
        }
        out.append("]")
        writeExplained(into: &out)
        out.append("}")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    func writeError(into out: inout JSONByteWriter, html: Bool) {
        guard let error else { return out.append("null") }
        out.append("{\"message\":")
        out.append(string: error.message)
        if html {
            out.append(",\"html\":")
            out.append(string: errorHTML)
        }
        if let location = error.location {
            out.append(",\"line\":")
            out.append(number: Double(location.line))
            out.append(",\"column\":")
            out.append(number: Double(location.column))
        }
        if let path = error.path {
            out.append(",\"path\":")
            out.append(string: path.description)
        }
        out.append("}")
    }
}
