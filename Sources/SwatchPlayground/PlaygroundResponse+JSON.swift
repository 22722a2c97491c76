import SwatchGeometry
import SwatchSpec

/// The answer as JSON, what the page's script reads (from `POST
/// /api/playground`, the engine in the page, or the page itself):
///
///     {"kind": "layout", "title": "Layout spec",
///      "drawing": "<svg…", "sizeLine": "Laid out at 375 × 88 pt", "table": "<div…",
///      "size": {"width": 375, "height": 88}, "states": [], "state": null,
///      "outline": {"elements": [...]}, "error": null}
///
/// `size` is null when nothing was laid out; `states` names a transition
/// document's states and `state` the one drawn still; `outline` is
/// `SpecOutline.json()` (a layout spec's, or the state drawn still), else
/// null. A document that cannot be used has `"error": {"html": …, "message":
/// …, "line": 3, "column": 14, "path": "root.children[0]"}` (line, column and
/// path when known). Without `html` the HTML parts are left out (`drawing`,
/// `sizeLine`, `table`, the error's `html`): what a page that already shows
/// them carries for its script.
extension PlaygroundResponse {
    public func json(html: Bool = true) -> String {
        var out = "{\"kind\":" + JSONWriter.string(kind.name)
        out += ",\"title\":" + JSONWriter.string(kind.schema.title)
        if html {
            out += ",\"drawing\":" + JSONWriter.string(drawingHTML, scriptSafe: true)
            out += ",\"sizeLine\":" + JSONWriter.string(sizeText)
            out += ",\"table\":" + JSONWriter.string(tableHTML, scriptSafe: true)
        }
        out += ",\"size\":"
        if let size {
            out += "{\"width\":" + JSONWriter.number(size.width) + ",\"height\":" + JSONWriter.number(size.height) + "}"
        } else {
            out += "null"
        }
        out += ",\"states\":[" + states.map { JSONWriter.string($0, scriptSafe: true) }.joined(separator: ",") + "]"
        out += ",\"state\":" + (state.map { String($0) } ?? "null")
        out += ",\"outline\":" + (outline.map { $0.json() } ?? "null")
        out += ",\"error\":"
        guard let error else { return out + "null}" }
        out += "{\"message\":" + JSONWriter.string(error.message, scriptSafe: true)
        if html { out += ",\"html\":" + JSONWriter.string(errorHTML, scriptSafe: true) }
        if let location = error.location { out += ",\"line\":\(location.line),\"column\":\(location.column)" }
        if let path = error.path { out += ",\"path\":" + JSONWriter.string(path.description, scriptSafe: true) }
        return out + "}}"
    }
}
