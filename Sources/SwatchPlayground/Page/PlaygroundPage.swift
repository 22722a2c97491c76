import SwatchGeometry
import SwatchJSON
import SwatchMarkup
import SwatchSpec

/// The playground page's HTML: gallery, the text with the error beside
/// it, width control, drawing, frames (or range steps) table,
/// and the spec tree the script fills. Everything the script enhances is in
/// the page already, so the form works without it; controls that need the
/// script carry `hidden` until it runs.
///
/// The server's `/playground` and the static site's `playground/` are this
/// one page: served, it posts its form and may save; read from disk, it
/// carries every spec of the site and its script joined into one file, and
/// the engine in the page does all the work.
public struct PlaygroundPage: Sendable {
    /// What the reader is editing.
    public struct State: Sendable {
        public var text: String
        /// The spec file the text came from or is saved as.
        public var name: String?
        /// The `ETag` of that file as read.
        public var etag: String?
        /// A width override in points.
        public var width: Double?
        /// A note shown above the editor (a spec that was not found).
        public var notice: String?

        public init(text: String = PlaygroundStarter.text, name: String? = nil, etag: String? = nil, width: Double? = nil, notice: String? = nil) {
            self.text = text
            self.name = name
            self.etag = etag
            self.width = width
            self.notice = notice
        }
    }

    /// Where the page is.
    public enum Mode: Sendable {
        /// `swatch serve`: the form posts to the page; saving needs `token` when `editable`.
        case served(editable: Bool, token: String)
        /// `swatch build`: every spec's text, by name, for the script.
        case published(specs: [String: String])
    }

    /// A guide page that draws a spec (the page warns before a save
    /// replaces it): its title and its URL path.
    public typealias SpecUse = (title: String, path: String)

    /// Where the site that mounts the page keeps what it links to.
    public struct Links: Sendable {
        /// The format reference page, linked from the page and every inspector field.
        public var reference: String
        /// The folder of the pages' scripts (`Public/js/` as served).
        public var scripts: String
        /// The folder of the pages' stylesheets (`Public/css/` as served).
        public var stylesheets: String

        public init(reference: String, scripts: String, stylesheets: String) {
            self.reference = reference
            self.scripts = scripts
            self.stylesheets = stylesheets
        }
    }

    public static let path = "/playground"
    /// The gallery's presets, in order (those that exist).
    public static let defaultPresets = ["notification-cell-unread", "photo-feed-cell", "chat-bubble", "profile-header"]
    /// The code editor's script and stylesheet (CodeMirror, which the site
    /// makes from Debian's package: `EditorFiles`), beside the page's own.
    public static let editorScript = "codemirror.js"
    public static let editorStylesheet = "codemirror.css"
    /// The page's stylesheets: the editor's, then the page's own.
    public var stylesheets: [String] {
        [links.stylesheets + PlaygroundPage.editorStylesheet, links.stylesheets + "playground.css", links.stylesheets + "playground-import.css",
         links.stylesheets + "playground-warnings.css", links.stylesheets + "playground-sizes.css"]
    }
    /// Plain scripts loaded before the page's script: the code editor.
    public var scripts: [String] { [links.scripts + PlaygroundPage.editorScript] }
    /// The page's script (`Public/js/playground/`, which imports the engine
    /// in the page, the range figures' controls and the touch test).
    public var script: String { links.scripts + "playground/main.js" }
    /// The phone widths offered as presets.
    static let presetWidths: [Double] = [320, 375, 390, 414, 768]

    let state: State
    let answer: PlaygroundResponse
    let gallery: String
    let mode: Mode
    /// Spec name -> the guide pages drawing it, for the warning before a save replaces it.
    let uses: [String: [SpecUse]]
    let links: Links

    public init(state: State, answer: PlaygroundResponse, gallery: String, mode: Mode, uses: [String: [SpecUse]], links: Links) {
        self.state = state
        self.answer = answer
        self.gallery = gallery
        self.mode = mode
        self.uses = uses
        self.links = links
    }

    var editable: Bool {
        if case .served(let editable, _) = mode { return editable }
        return false
    }

    var isPublished: Bool {
        if case .published = mode { return true }
        return false
    }

    /// The page's title and description, for the site's page around it.
    public static let title = "Playground"
    public static let summary = "Edit a layout spec, a range scenario or a transition document and see Texture's answer drawn as you type."

    /// The `<meta>` the page needs (the save token, when saving is allowed), as name and content.
    public var meta: [(name: String, content: String)] {
        if case .served(true, let token) = mode { return [("swatch-token", token)] }
        return []
    }

    /// The page's body.
    public func body() -> String {
        var out = "<div class=\"pg" + (answer.error == nil ? "" : " has-error") + "\" id=\"pg\""
        out += attribute("data-kind", answer.kind.name)
        out += attribute("data-name", state.name ?? "")
        out += attribute("data-etag", state.etag ?? "")
        out += attribute("data-editable", editable ? "true" : "false")
        out += attribute("data-width", state.width.map(PlaygroundPage.number) ?? "")
        out += ">"
        out += "<div class=\"pg-heading\"><h1>Playground</h1><p class=\"pg-lead\">"
        out += "Edit a layout spec, a range scenario or a transition document; the engine lays it out, scrolls it or animates it as Texture would. "
        out += "Every key and value is in the <a id=\"pg-reference\" href=\"\(links.reference)\">spec format reference</a>.</p></div>"
        out += gallery
        if let notice = state.notice {
            out += "<p class=\"pg-notice\" role=\"status\">" + MarkupEscaping.attribute(notice) + "</p>"
        }
        out += PlaygroundPage.importPanel
        // Read from disk there is nothing to post to: the form stays on the page.
        if isPublished {
            out += "<form class=\"pg-form\" id=\"pg-form\">"
        } else {
            out += "<form class=\"pg-form\" id=\"pg-form\" method=\"post\" action=\"\(PlaygroundPage.path)\">"
        }
        out += "<div class=\"pg-main\">"
        out += editorColumn()
        out += viewColumn()
        out += "</div></form>"
        out += PlaygroundPage.schemaScript
        // The answer shown, as the script gets every later one (its outline,
        // states and size; the HTML is the page's own).
        out += PlaygroundPage.dataScript(id: "pg-answer", json: answer.json(html: false))
        out += PlaygroundPage.dataScript(id: "pg-uses", json: usesJSON())
        if case .published(let specs) = mode {
            let members = specs.keys.sorted().map { JSONWriter.string($0) + ":" + JSONWriter.string(specs[$0] ?? "") }
            out += PlaygroundPage.dataScript(id: "pg-specs", json: "{" + members.joined(separator: ",") + "}")
        }
        out += "</div>"
        return out
    }

    /// The spec language for the script (`swatch schema`), made once.
    static let schemaScript = dataScript(id: "pg-schema", json: SpecSchema.jsonSchema())

    /// JSON the script reads, in a `<script>` that `</script>` in it cannot end.
    static func dataScript(id: String, json: String) -> String {
        var safe = ""
        safe.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            if scalar == "<" { safe += "\\u003c" } else { safe.unicodeScalars.append(scalar) }
        }
        return "<script type=\"application/json\" id=\"\(id)\">" + safe + "</script>"
    }

    func usesJSON() -> String {
        var members: [String] = []
        for name in uses.keys.sorted() {
            let pages = (uses[name] ?? []).map { "{\"title\":" + JSONWriter.string($0.title) + ",\"path\":" + JSONWriter.string($0.path) + "}" }
            members.append(JSONWriter.string(name) + ":[" + pages.joined(separator: ",") + "]")
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    // MARK: - Editor

    func editorColumn() -> String {
        var out = "<div class=\"pg-edit\">"
        out += "<div class=\"pg-toolbar\" role=\"toolbar\" aria-label=\"Editor\">"
        out += "<span class=\"pg-kind\" id=\"pg-kind\">" + MarkupEscaping.attribute(answer.kind.schema.title) + "</span>"
        out += "<button type=\"button\" id=\"pg-undo\" hidden disabled title=\"Undo (Ctrl+Z)\">Undo</button>"
        out += "<button type=\"button\" id=\"pg-redo\" hidden disabled title=\"Redo (Ctrl+Shift+Z)\">Redo</button>"
        out += "<button type=\"button\" id=\"pg-share\" hidden title=\"A link that opens this spec\">Share</button>"
        out += "<button type=\"button\" id=\"pg-download\" hidden title=\"Save the text as a file on this computer\">Download JSON</button>"
        out += "<button type=\"button\" id=\"pg-revert\" hidden disabled title=\"Back to the text as saved (Undo brings your changes back)\">Revert to saved</button>"
        out += "<span class=\"pg-dirty\" id=\"pg-dirty\" hidden>Unsaved changes</span>"
        out += "<button type=\"submit\" class=\"pg-primary\" id=\"pg-submit\">Lay out</button>"
        out += "</div>"
        out += "<div class=\"pg-share-box\" id=\"pg-share-box\" hidden>"
        out += "<label for=\"pg-share-link\">Link to this spec</label>"
        out += "<input id=\"pg-share-link\" type=\"url\" readonly>"
        out += "<button type=\"button\" id=\"pg-share-copy\">Copy</button></div>"
        // Save needs the script (it sends PUT with the page's token).
        out += "<div class=\"pg-save\" id=\"pg-save-row\" hidden>"
        out += "<label for=\"pg-name\">Save as</label><span class=\"pg-path\">content/specs/</span>"
        out += "<input id=\"pg-name\" name=\"name\" value=\"\(MarkupEscaping.attribute(state.name ?? ""))\" pattern=\"[a-z0-9][a-z0-9\\-]*\""
        out += " maxlength=\"100\" autocomplete=\"off\" spellcheck=\"false\" placeholder=\"my-cell\""
        out += " aria-describedby=\"pg-status\"><span class=\"pg-path\">.json</span>"
        out += "<button type=\"button\" id=\"pg-save\">Save</button></div>"
        out += "<div class=\"pg-confirm\" id=\"pg-confirm\" role=\"alertdialog\" aria-labelledby=\"pg-confirm-title\" hidden></div>"
        if !editable {
            out += "<input type=\"hidden\" name=\"name\" value=\"\(MarkupEscaping.attribute(state.name ?? ""))\">"
        }
        out += "<input type=\"hidden\" name=\"etag\" id=\"pg-etag\" value=\"\(MarkupEscaping.attribute(state.etag ?? ""))\">"
        out += "<p class=\"pg-status\" id=\"pg-status\" role=\"status\" aria-live=\"polite\"></p>"
        out += errorBox()
        out += editor()
        out += treePanel()
        out += "</div>"
        return out
    }

    /// The spec tree and the inspector, which the script fills: beside the
    /// text (both are ways to edit it), away from the drawing's column, so
    /// the drawing stays in view while either is used.
    func treePanel() -> String {
        """
        <details class="pg-tree-panel" id="pg-tree-panel" open hidden><summary>Spec tree and inspector</summary>\
        <div class="pg-tree-tools" id="pg-tree-tools" role="toolbar" aria-label="Spec tree" hidden></div>\
        <div class="pg-structure"><ol class="pg-tree" id="pg-tree" aria-label="Elements"></ol>\
        \(PlaygroundPage.whySection)\
        <div class="pg-inspector" id="pg-inspector" aria-label="Inspector"></div></div></details>
        """
    }

    /// The error beside the editor: where (line, column, JSON path) and why.
    func errorBox() -> String {
        var out = "<div class=\"pg-error\" id=\"pg-error\" role=\"alert\""
        if let location = answer.error?.location {
            out += attribute("data-line", String(location.line)) + attribute("data-column", String(location.column))
        }
        if answer.error == nil { out += " hidden" }
        return out + ">" + answer.errorHTML + "</div>"
    }

    /// The text box: what the form posts, and what the script turns into
    /// the code editor (CodeMirror, `EditorFiles`), with line numbers, the
    /// error and warnings marked at their places and completion from the
    /// schema.
    func editor() -> String {
        let lineCount = max(1, state.text.split(separator: "\n", omittingEmptySubsequences: false).count)
        var out = "<div class=\"pg-editor\" id=\"pg-editor\">"
        out += "<label class=\"pg-visually-hidden\" for=\"pg-spec\">Spec (JSON)</label>"
        out += "<textarea id=\"pg-spec\" name=\"spec\" rows=\"\(min(lineCount + 1, 40))\" wrap=\"off\" spellcheck=\"false\""
        out += " autocapitalize=\"off\" autocomplete=\"off\" autocorrect=\"off\""
        if let errorLine = answer.error?.location?.line {
            out += " aria-invalid=\"true\" aria-errormessage=\"pg-error\" data-error-line=\"\(errorLine)\""
        }
        // The newline after the tag is dropped by HTML parsers, so a text
        // starting with its own newline keeps it.
        out += ">\n" + MarkupEscaping.attribute(state.text) + "</textarea></div>"
        return out
    }

    // MARK: - Drawing and tables

    func viewColumn() -> String {
        var out = "<div class=\"pg-view\" id=\"pg-view\">"
        // The stage: the width, the drawing (and the controls the script puts
        // under it) and its size, kept in view together while the page or
        // the column scrolls.
        out += "<div class=\"pg-stage\" id=\"pg-stage\">"
        out += widthControl()
        out += transitionControls()
        out += "<div class=\"pg-drawing"
        if answer.error != nil { out += " is-stale" }
        out += "\" id=\"pg-drawing\">" + answer.drawingHTML + "</div>"
        out += "<p class=\"pg-size\" id=\"pg-size\">" + MarkupEscaping.text(answer.sizeText) + "</p>"
        out += "</div>"
        out += warningsPanel()
        out += drawingOptions()
        out += PlaygroundPage.variantsPanel
        out += "<div class=\"pg-table\" id=\"pg-table\">" + answer.tableHTML + "</div>"
        out += "<details class=\"pg-code-panel\" id=\"pg-code-panel\" hidden><summary>Code</summary>"
        out += "<div class=\"pg-code-tools\"><div class=\"pg-code-tabs\" id=\"pg-code-tabs\" role=\"tablist\" aria-label=\"Language\">"
        for (language, name) in [("swift", "Swift"), ("objc", "Objective-C"), ("json", "JSON")] {
            out += "<button type=\"button\" role=\"tab\" data-language=\"\(language)\">\(name)</button>"
        }
        out += "</div><button type=\"button\" id=\"pg-code-copy\">Copy</button></div>"
        out += "<pre class=\"pg-code\"><code id=\"pg-code\"></code></pre></details>"
        out += "</div>"
        return out
    }

    /// Debug outlines, VoiceOver's order, the scale, and downloading the drawing: script only.
    func drawingOptions() -> String {
        var out = """
            <div class="pg-options" id="pg-options" hidden>\
            <label class="pg-option"><input type="checkbox" id="pg-debug"> Debug outlines</label>\
            <label class="pg-option"><input type="checkbox" id="pg-accessibility"> What VoiceOver reads</label>\
            <span class="pg-scale" id="pg-scale" role="group" aria-label="Scale"><span class="pg-option-name">Scale</span>\
            <button type="button" value="" aria-pressed="true">Spec’s own</button>
            """
        for scale in PlaygroundRequest.scales {
            let name = PlaygroundPage.number(scale)
            out += "<button type=\"button\" value=\"\(name)\" aria-pressed=\"false\">\(name)x</button>"
        }
        return out + """
            </span><span class="pg-downloads"><span class="pg-option-name">Download</span>\
            <button type="button" id="pg-download-svg">SVG</button><button type="button" id="pg-download-png">PNG</button></span></div>
            """
    }

    /// A transition document's tabs (the transitions played, then each
    /// state), play button and scrubber; the script fills the tabs.
    func transitionControls() -> String {
        """
        <div class="pg-transition" id="pg-transition" hidden>\
        <div class="pg-states" id="pg-states" role="tablist" aria-label="States"></div>\
        <div class="pg-scrub" id="pg-scrub-row"><button type="button" id="pg-play">Play</button>\
        <input type="range" id="pg-scrubber" min="0" max="3400" step="10" value="0" aria-label="Time in the transition">\
        <output id="pg-time" for="pg-scrubber">0.00 s</output></div></div>
        """
    }

    /// A hidden field with the width in force, then one submit button per
    /// preset: without script, a preset lays the spec out at that width;
    /// with it, the slider and buttons re-lay out live.
    func widthControl() -> String {
        var out = "<fieldset class=\"pg-width\" id=\"pg-width\""
        if answer.kind != .layout { out += " hidden" }
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

    // MARK: - Text

    func attribute(_ name: String, _ value: String) -> String {
        " \(name)=\"\(MarkupEscaping.attribute(value))\""
    }

    func pressed(_ on: Bool) -> String { " aria-pressed=\"\(on)\"" }

    /// Numbers as SPEC.md prints them: the shortest that round-trips.
    static func number(_ value: Double) -> String { JSONWriter.number(value) }
}
