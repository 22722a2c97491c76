import SwatchMarkup
import SwatchGeometry
import SwatchSite
import SwatchSpec

/// The playground page's HTML: gallery, editor with line numbers and the
/// error beside it, width control, drawing, frames (or range steps) table,
/// and the spec tree the script fills. Everything the script enhances is in
/// the page already, so the form works without it; controls that need the
/// script carry `hidden` until it runs.
struct PlaygroundPage {
    /// What the reader is editing.
    struct State {
        var text: String
        /// The spec file the text came from or is saved as.
        var name: String?
        /// The `ETag` of that file as read.
        var etag: String?
        /// A width override in points.
        var width: Double?
        /// A note shown above the editor (a spec that was not found).
        var notice: String?
    }

    static let widthLimits = 1.0...4096.0
    /// The phone widths offered as presets.
    static let presetWidths: [Double] = [320, 375, 390, 414, 768]

    let state: State
    let result: PlaygroundResult
    let gallery: String
    let editable: Bool
    let token: String

    func sitePage() -> SitePage {
        var meta: [SitePage.Meta] = []
        if editable { meta.append(SitePage.Meta(name: "swatch-token", content: token)) }
        return SitePage(
            title: "Playground", headingHTML: nil,
            description: "Edit a layout spec or a range scenario and see Texture's answer drawn as you type.",
            bodyHTML: body(), bodyClass: "playground-live", stylesheets: [Playground.stylesheet],
            scripts: Playground.scripts, meta: meta, includesSiteScripts: false)
    }

    func body() -> String {
        var out = "<div class=\"pg" + (result.error == nil ? "" : " has-error") + "\" id=\"pg\""
        out += attribute("data-kind", result.kind.name)
        out += attribute("data-name", state.name ?? "")
        out += attribute("data-etag", state.etag ?? "")
        out += attribute("data-editable", editable ? "true" : "false")
        out += attribute("data-width", state.width.map(PlaygroundPage.number) ?? "")
        out += ">"
        out += "<div class=\"pg-heading\"><h1>Playground</h1><p class=\"pg-lead\">"
        out += "Edit a layout spec or a range scenario; the engine lays it out as Texture would.</p></div>"
        out += gallery
        if let notice = state.notice {
            out += "<p class=\"pg-notice\" role=\"status\">" + MarkupEscaping.attribute(notice) + "</p>"
        }
        out += "<form class=\"pg-form\" id=\"pg-form\" method=\"post\" action=\"\(Playground.path)\">"
        out += "<div class=\"pg-main\">"
        out += editorColumn()
        out += viewColumn()
        out += "</div></form></div>"
        return out
    }

    // MARK: - Editor

    func editorColumn() -> String {
        var out = "<div class=\"pg-edit\">"
        out += "<div class=\"pg-toolbar\" role=\"toolbar\" aria-label=\"Editor\">"
        out += "<span class=\"pg-kind\" id=\"pg-kind\">" + MarkupEscaping.attribute(result.kind.schema.title) + "</span>"
        out += "<button type=\"button\" id=\"pg-undo\" hidden disabled title=\"Undo (Ctrl+Z)\">Undo</button>"
        out += "<button type=\"button\" id=\"pg-redo\" hidden disabled title=\"Redo (Ctrl+Shift+Z)\">Redo</button>"
        out += "<button type=\"button\" id=\"pg-share\" hidden title=\"A link that opens this spec\">Share</button>"
        out += "<button type=\"submit\" class=\"pg-primary\" id=\"pg-submit\">Lay out</button>"
        out += "</div>"
        out += "<div class=\"pg-share-box\" id=\"pg-share-box\" hidden>"
        out += "<label for=\"pg-share-link\">Link to this spec</label>"
        out += "<input id=\"pg-share-link\" type=\"url\" readonly>"
        out += "<button type=\"button\" id=\"pg-share-copy\">Copy</button></div>"
        // Save needs the script (it sends PUT with the page's token).
        out += "<div class=\"pg-save\" id=\"pg-save-row\" hidden>"
        out += "<label for=\"pg-name\">Save as</label><span class=\"pg-path\">content/specs/</span>"
        out += "<input id=\"pg-name\" name=\"name\" value=\"\(MarkupEscaping.attribute(state.name ?? ""))\" pattern=\"[a-z0-9\\-]+\""
        out += " maxlength=\"100\" autocomplete=\"off\" spellcheck=\"false\" placeholder=\"my-cell\""
        out += " aria-describedby=\"pg-status\"><span class=\"pg-path\">.json</span>"
        out += "<button type=\"button\" id=\"pg-save\">Save</button></div>"
        if !editable {
            out += "<input type=\"hidden\" name=\"name\" value=\"\(MarkupEscaping.attribute(state.name ?? ""))\">"
        }
        out += "<input type=\"hidden\" name=\"etag\" id=\"pg-etag\" value=\"\(MarkupEscaping.attribute(state.etag ?? ""))\">"
        out += "<p class=\"pg-status\" id=\"pg-status\" role=\"status\" aria-live=\"polite\"></p>"
        out += errorBox()
        out += editor()
        out += "</div>"
        return out
    }

    /// The error beside the editor: where (line, column, JSON path) and why.
    func errorBox() -> String {
        guard let error = result.error else {
            return "<div class=\"pg-error\" id=\"pg-error\" role=\"alert\" hidden></div>"
        }
        var out = "<div class=\"pg-error\" id=\"pg-error\" role=\"alert\""
        if let location = error.location {
            out += attribute("data-line", String(location.line)) + attribute("data-column", String(location.column))
        }
        out += "><p class=\"pg-error-title\">"
        out += result.kind == .layout ? "This spec cannot be laid out" : "This scenario cannot be run"
        out += "</p><p class=\"pg-error-where\">"
        var place: [String] = []
        if let location = error.location {
            place.append("<span class=\"pg-error-location\">Line \(location.line), column \(location.column)</span>")
        }
        if let path = error.path {
            place.append("<code class=\"pg-error-path\">" + MarkupEscaping.attribute(path.description) + "</code>")
        }
        if place.isEmpty { place.append("<span class=\"pg-error-location\">The whole document</span>") }
        out += place.joined(separator: " <span aria-hidden=\"true\">·</span> ")
        out += "</p><p class=\"pg-error-message\">" + MarkupEscaping.attribute(error.message) + "</p></div>"
        return out
    }

    /// Line numbers, the marks behind the text (the error line), and the
    /// textarea, as tall as the text so numbers and lines stay aligned.
    func editor() -> String {
        let lineCount = max(1, state.text.split(separator: "\n", omittingEmptySubsequences: false).count)
        let errorLine = result.error?.location?.line
        var out = "<div class=\"pg-editor\" id=\"pg-editor\">"
        out += "<div class=\"pg-gutter\" id=\"pg-gutter\" aria-hidden=\"true\">"
        for line in 1...lineCount {
            out += line == errorLine ? "<span class=\"is-error\">\(line)</span>" : "<span>\(line)</span>"
        }
        out += "</div><div class=\"pg-code\"><div class=\"pg-marks\" id=\"pg-marks\" aria-hidden=\"true\">"
        if let errorLine, errorLine <= lineCount {
            out += "<span class=\"pg-mark pg-mark-error\" style=\"--from: \(errorLine - 1); --lines: 1\"></span>"
        }
        out += "</div>"
        out += "<label class=\"pg-visually-hidden\" for=\"pg-spec\">Spec (JSON)</label>"
        out += "<textarea id=\"pg-spec\" name=\"spec\" rows=\"\(lineCount + 1)\" wrap=\"off\" spellcheck=\"false\""
        out += " autocapitalize=\"off\" autocomplete=\"off\" autocorrect=\"off\""
        if let errorLine { out += " aria-invalid=\"true\" aria-errormessage=\"pg-error\" data-error-line=\"\(errorLine)\"" }
        // The newline after the tag is dropped by HTML parsers, so a text
        // starting with its own newline keeps it.
        out += ">\n" + MarkupEscaping.attribute(state.text) + "</textarea></div></div>"
        return out
    }

    // MARK: - Drawing and tables

    func viewColumn() -> String {
        var out = "<div class=\"pg-view\">"
        out += widthControl()
        out += "<div class=\"pg-drawing"
        if result.error != nil { out += " is-stale" }
        out += "\" id=\"pg-drawing\">"
        if let svg = result.svg {
            out += svg
        } else {
            out += "<p class=\"pg-empty\">Nothing to draw until the "
            out += result.kind == .layout ? "spec" : "scenario"
            out += " is fixed.</p>"
        }
        out += "</div>"
        out += "<p class=\"pg-size\" id=\"pg-size\">" + sizeText() + "</p>"
        out += result.kind == .layout ? framesTable() : stepsTable()
        out += "<details class=\"pg-tree-panel\" id=\"pg-tree-panel\" open hidden><summary>Spec tree</summary>"
        out += "<ol class=\"pg-tree\" id=\"pg-tree\"></ol></details>"
        out += "</div>"
        return out
    }

    func sizeText() -> String {
        guard let size = result.size else { return "" }
        let w = PlaygroundPage.number(size.width)
        let h = PlaygroundPage.number(size.height)
        switch result.kind {
        case .layout: return "Laid out at \(w) × \(h) pt"
        case .ranges: return "Content \(w) × \(h) pt"
        }
    }

    /// A hidden field with the width in force, then one submit button per
    /// preset: without script, a preset lays the spec out at that width;
    /// with it, the slider and buttons re-lay out live.
    func widthControl() -> String {
        var out = "<fieldset class=\"pg-width\" id=\"pg-width\""
        if result.kind != .layout { out += " hidden" }
        out += "><legend>Width</legend>"
        let current = state.width.map(PlaygroundPage.number) ?? ""
        out += "<input type=\"hidden\" name=\"width\" id=\"pg-width-field\" value=\"\(current)\">"
        out += "<div class=\"pg-width-slider\" id=\"pg-width-slider-row\" hidden>"
        out += "<input type=\"range\" id=\"pg-width-slider\" min=\"240\" max=\"1024\" step=\"1\""
        out += " value=\"\(state.width.map(PlaygroundPage.number) ?? "375")\" aria-label=\"Width in points\">"
        out += "<output id=\"pg-width-value\" for=\"pg-width-slider\">"
        out += state.width.map { PlaygroundPage.number($0) + " pt" } ?? "spec’s own"
        out += "</output></div>"
        out += "<div class=\"pg-width-presets\">"
        out += "<button type=\"submit\" name=\"width\" value=\"\"" + pressed(state.width == nil) + ">Spec’s own</button>"
        for width in PlaygroundPage.presetWidths {
            out += "<button type=\"submit\" name=\"width\" value=\"\(PlaygroundPage.number(width))\""
            out += pressed(state.width == width) + ">\(PlaygroundPage.number(width))</button>"
        }
        out += "</div></fieldset>"
        return out
    }

    func framesTable() -> String {
        var out = "<div class=\"pg-table-wrap\"><table class=\"pg-table pg-frames\" id=\"pg-frames\">"
        out += "<caption>Frames, in points from the root’s top left</caption>"
        out += "<thead><tr><th scope=\"col\">id</th><th scope=\"col\">x</th><th scope=\"col\">y</th>"
        out += "<th scope=\"col\">width</th><th scope=\"col\">height</th></tr></thead><tbody>"
        for row in result.frames {
            out += "<tr data-id=\"\(MarkupEscaping.attribute(row.id))\"><th scope=\"row\" style=\"--depth: \(row.depth)\">"
            out += MarkupEscaping.attribute(row.id) + "</th>"
            for value in [row.frame.origin.x, row.frame.origin.y, row.frame.size.width, row.frame.size.height] {
                out += "<td>" + PlaygroundPage.number(value) + "</td>"
            }
            out += "</tr>"
        }
        out += "</tbody></table></div>"
        return out
    }

    func stepsTable() -> String {
        var out = "<div class=\"pg-table-wrap\"><table class=\"pg-table pg-steps\" id=\"pg-steps\">"
        out += "<caption>Range updates: the items in each interface state</caption>"
        out += "<thead><tr><th scope=\"col\">step</th><th scope=\"col\">offset</th><th scope=\"col\">direction</th>"
        out += "<th scope=\"col\">mode</th><th scope=\"col\">visible</th><th scope=\"col\">display</th>"
        out += "<th scope=\"col\">preload</th><th scope=\"col\">batch</th></tr></thead><tbody>"
        for row in result.steps {
            out += "<tr data-step=\"\(row.step)\"><th scope=\"row\">\(row.step)</th>"
            out += "<td>" + PlaygroundPage.number(row.offset.x) + ", " + PlaygroundPage.number(row.offset.y) + "</td>"
            out += "<td>" + MarkupEscaping.attribute(row.direction) + "</td><td>" + MarkupEscaping.attribute(row.mode) + "</td>"
            for items in [row.visible, row.display, row.preload] {
                out += "<td>" + PlaygroundPage.itemRanges(items) + "</td>"
            }
            out += "<td>" + MarkupEscaping.attribute(row.batch ?? "") + "</td></tr>"
        }
        out += "</tbody></table></div>"
        if result.omittedSteps > 0 {
            out += "<p class=\"pg-note\">\(result.omittedSteps) more updates are not listed.</p>"
        }
        return out
    }

    // MARK: - Text

    func attribute(_ name: String, _ value: String) -> String {
        " \(name)=\"\(MarkupEscaping.attribute(value))\""
    }

    func pressed(_ on: Bool) -> String { " aria-pressed=\"\(on)\"" }

    /// Numbers as SPEC.md prints them: the shortest that round-trips.
    static func number(_ value: Double) -> String { JSONWriter.number(value) }

    /// `[0, 1, 2, 3, 7]` -> `0–3, 7`; empty -> `–`.
    static func itemRanges(_ items: [Int]) -> String {
        guard var start = items.first else { return "–" }
        var parts: [String] = []
        var end = start
        for item in items.dropFirst() {
            if item == end + 1 {
                end = item
                continue
            }
            parts.append(start == end ? "\(start)" : "\(start)–\(end)")
            start = item
            end = item
        }
        parts.append(start == end ? "\(start)" : "\(start)–\(end)")
        return parts.joined(separator: ", ")
    }
}
