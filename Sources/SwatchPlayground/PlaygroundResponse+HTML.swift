import SwatchGeometry
import SwatchJSON
import SwatchMarkup
import SwatchSpec

/// The answer's parts as HTML: the server's page without script, and the
/// same parts the page's script puts in place (the element ids and classes
/// are the page's contract with its script, listed in
/// `Public/js/playground/README.md`).
extension PlaygroundResponse {
    /// Inside `#pg-drawing`: the drawing, or why there is none.
    public var drawingHTML: String {
        if let svg { return svg }
        return "<p class=\"pg-empty\">Nothing to draw until the \(noun) is fixed.</p>"
    }

    /// `spec`, `scenario`, `transition document`.
    var noun: String {
        switch kind {
        case .layout: "spec"
        case .ranges: "scenario"
        case .transition: "transition document"
        }
    }

    /// The line under the drawing (`#pg-size`).
    public var sizeText: String {
        guard let size else { return "" }
        let w = JSONWriter.number(size.width), h = JSONWriter.number(size.height)
        switch kind {
        case .layout,
            .transition where stateName != nil:
            var text = stateName.map { "State “\($0)” laid out at \(w) × \(h) pt" } ?? "Laid out at \(w) × \(h) pt"
            if let scale { text += " at \(JSONWriter.number(scale))x" }
            let outside = frames.filter { $0.overflows }.count
            if outside > 0 { text += "; \(outside) \(outside == 1 ? "node lies" : "nodes lie") partly outside the root, drawn dimmed" }
            if let sizeWarning { text += ". Warning: " + sizeWarning }
            return text
        case .ranges: return "Content \(w) × \(h) pt"
        case .transition: return "First state laid out at \(w) × \(h) pt"
        }
    }

    /// Inside `#pg-table`: the frames or updates table (none for a transition).
    public var tableHTML: String {
        switch kind {
        case .layout: framesTable()
        case .ranges: stepsTable()
        case .transition: stateName == nil ? "" : framesTable()
        }
    }

    func framesTable() -> String {
        guard !frames.isEmpty else { return "" }
        var out = PlaygroundResponse.tableStart(
            "pg-frames", caption: "Frames, in points from the root’s top left",
            columns: ["id", "x", "y", "width", "height", "measured"],
            titles: ["measured": "calculateLayoutThatFits: runs, and answers from the node's kept layout"])
        for row in frames {
            out += "<tr data-id=\"\(MarkupEscaping.attribute(row.id))\""
            if row.overflows { out += " class=\"is-outside\"" }
            out += "><th scope=\"row\" style=\"--depth: \(row.depth)\">" + MarkupEscaping.text(row.id)
            if row.overflows { out += " <span class=\"pg-outside\">outside the root</span>" }
            out += "</th>"
            for value in [row.frame.origin.x, row.frame.origin.y, row.frame.size.width, row.frame.size.height] {
                out += "<td>" + JSONWriter.number(value) + "</td>"
            }
            out += "<td class=\"pg-measure\">" + PlaygroundResponse.measureText(row) + "</td>"
            out += "</tr>"
        }
        out += "</tbody></table></div>"
        return out
    }

    /// A table's wrapper, caption and column headings, up to its body
    /// (`pg-frames` is `.pg-frames`); `titles` explain a column on hover.
    static func tableStart(_ id: String, caption: String, columns: [String], titles: [String: String] = [:]) -> String {
        var out = "<div class=\"pg-table-wrap\"><table class=\"pg-table \(id)\" id=\"\(id)\">"
        out += "<caption>" + MarkupEscaping.text(caption) + "</caption><thead><tr>"
        for column in columns {
            out += "<th scope=\"col\""
            if let title = titles[column] { out += " title=\"" + MarkupEscaping.attribute(title) + "\"" }
            out += ">" + column + "</th>"
        }
        return out + "</tr></thead><tbody>"
    }

    /// "1×", "2×", "2× + 1 cached"; "–" for a layout not counted.
    static func measureText(_ row: FrameRow) -> String {
        guard let calculations = row.calculations else { return "–" }
        var out = "\(calculations)\u{00D7}"
        if let hits = row.cacheHits, hits > 0 { out += " + \(hits) cached" }
        return out
    }

    /// Updates numbered as people count, from 1; `data-step` keeps the
    /// record's own number (SPEC.md's `step`, from 0) for the figure's slider.
    func stepsTable() -> String {
        guard !steps.isEmpty else { return "" }
        var out = PlaygroundResponse.tableStart(
            "pg-steps", caption: "Range updates: the items in each interface state",
            columns: ["update", "offset", "direction", "mode", "visible", "display", "preload", "batch"])
        for row in steps {
            out += "<tr data-step=\"\(row.step)\"><th scope=\"row\">\(row.step + 1)</th>"
            out += "<td>" + JSONWriter.number(row.offset.x) + ", " + JSONWriter.number(row.offset.y) + "</td>"
            out += "<td>" + MarkupEscaping.text(row.direction) + "</td><td>" + MarkupEscaping.text(row.mode) + "</td>"
            for items in [row.visible, row.display, row.preload] {
                out += "<td>" + PlaygroundResponse.itemRanges(items) + "</td>"
            }
            out += "<td>" + MarkupEscaping.text(row.batch ?? "") + "</td></tr>"
        }
        out += "</tbody></table></div>"
        if omittedSteps > 0 {
            out += "<p class=\"pg-note\">\(omittedSteps) more updates are not listed.</p>"
        }
        return out
    }

    /// Inside `#pg-error`: what cannot be used, where (a link to the line
    /// that the script moves the caret to) and why.
    public var errorHTML: String {
        guard let error else { return "" }
        var out = "<p class=\"pg-error-title\">"
        switch kind {
        case .layout: out += "This spec cannot be laid out"
        case .ranges: out += "This scenario cannot be run"
        case .transition: out += "This transition document cannot be used"
        }
        out += "</p><p class=\"pg-error-where\">"
        var place: [String] = []
        if let location = error.location {
            place.append(
                "<a class=\"pg-error-location\" href=\"#pg-spec\" data-line=\"\(location.line)\" data-column=\"\(location.column)\">"
                    + "Line \(location.line), column \(location.column)</a>")
        }
        if let path = error.path {
            place.append("<code class=\"pg-error-path\">" + MarkupEscaping.text(path.description) + "</code>")
        }
        if place.isEmpty { place.append("<span class=\"pg-error-location\">The whole document</span>") }
        out += place.joined(separator: " <span aria-hidden=\"true\">·</span> ")
        out += "</p><p class=\"pg-error-message\">" + MarkupEscaping.text(error.message) + "</p>"
        return out
    }

    /// `[0, 1, 2, 3, 7]` -> `0–3, 7`; empty -> `–`.
    public static func itemRanges(_ items: [Int]) -> String {
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
