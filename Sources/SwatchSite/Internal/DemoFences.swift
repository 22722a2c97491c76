import SwatchJSON
import SwatchKit
import SwatchMarkup
import SwatchMarkdown
import SwatchSpec

/// The fence renderers the site registers for demo blocks (`swatch`,
/// `swatch-ranges`, `swatch-transition`; `swatch-import`, whose code is
/// imported first: `DemoFences+Import.swift`): each turns a spec, inline or `spec=NAME`, into a figure
/// with the drawing, the spec's title as caption, a "Show spec" disclosure and
/// an "Edit in playground" link. A spec that cannot be drawn shows its error in
/// place of the drawing and reports it.
struct DemoFences {
    let specs: [String: SourceFile]
    let renderers: [FenceLanguage: DemoRenderer]
    let playgroundPath: String
    /// The format reference, linked from every "Show spec", when published.
    let referencePath: String?
    let strict: Bool

    func renderer(for language: FenceLanguage) -> FenceRenderer {
        if language == .swatchImport {
            // Code in, the layout it builds drawn as a `swatch` block draws it.
            let demo = renderers[.swatch]
            return FenceRenderer { block in renderImport(block, with: demo) }
        }
        let demo = renderers[language]
        return FenceRenderer { block in render(block, with: demo) }
    }

    func render(_ block: FencedBlock, with demo: DemoRenderer?) -> FenceOutput {
        let name = block.attributes["spec"]
        let specText: String
        let specFile: String?
        if let name {
            guard let file = specs[name] else {
                let message = "no spec named `\(name)` (expected content/specs/\(name).json)"
                return FenceOutput(
                    html: errorFigure(block, message: message, spec: block.code),
                    diagnostics: [.init(strict ? .error : .warning, "missing spec: " + message)])
            }
            if !block.code.allSatisfy(\.isWhitespace) {
                let message = "give the spec inline or as spec=\(name), not both"
                return FenceOutput(html: errorFigure(block, message: message, spec: block.code), diagnostics: [.init(.error, message)])
            }
            specText = file.text
            specFile = file.path
        } else {
            specText = block.code
            specFile = nil
        }
        // The live playground opens a named spec by `?spec=NAME` (the static one
        // has it at `#spec-NAME`), an inline one from its text, deflated, in `?z=`.
        let editLink = name.map {
            PlaygroundLink.named($0, playgroundPath: playgroundPath) + "#spec-\(Self.queryEscaped($0))"
        } ?? PlaygroundLink.sharing(specText, playgroundPath: playgroundPath)
        guard let demo else {
            return FenceOutput(
                html: figure(block, svg: nil, title: nil, spec: specText, editLink: editLink,
                    note: "This demo’s drawing is not available in this build."),
                diagnostics: [.init(.warning, "no renderer for `\(block.language)` blocks; the spec is shown as text")])
        }
        do {
            var options: [(String, String)] = []
            for attribute in block.attributes where attribute.key != "spec" && attribute.key != "title" {
                options.append((attribute.key, attribute.value))
            }
            let request = DemoRequest(
                spec: specText, attributes: FenceAttributes(options), idPrefix: "demo-\(block.line)",
                cellFiles: CellFileLookup.texts(for: specText, in: specs), caption: block.attributes["title"])
            let drawn = try demo.render(request)
            return FenceOutput(
                html: figure(
                    block, svg: drawn.svg, title: drawn.title, spec: specText, editLink: editLink, note: nil, notes: drawn.notes,
                    code: drawn.code, warnings: drawn.warnings, voiceOver: drawn.voiceOver),
                diagnostics: drawn.diagnostics.map { .init(strict ? .error : .warning, $0) })
        } catch {
            let message = Self.describe(error, specFile: specFile, blockLine: block.line)
            return FenceOutput(html: errorFigure(block, message: message, spec: specText), diagnostics: [.init(.error, message)])
        }
    }

    /// A spec error with its place in the file: for an inline spec the file's
    /// line, for `spec=NAME` the spec file and its own line.
    static func describe(_ error: any Error, specFile: String?, blockLine: Int) -> String {
        guard let error = error as? SpecError else { return "\(error)" }
        var message = ""
        if let path = error.path { message += "\(path): " }
        message += error.message
        if let location = error.location {
            if let specFile {
                message += " (\(specFile), line \(location.line), column \(location.column))"
            } else {
                message += " (line \(blockLine + location.line), column \(location.column))"
            }
        } else if let specFile {
            message += " (\(specFile))"
        }
        return message
    }

    private func figure(
        _ block: FencedBlock, svg: String?, title: String?, spec: String, editLink: String, note: String?,
        notes: [DemoNote] = [], code: [DemoCode] = [], warnings: [[Phrase]] = [], voiceOver: String? = nil
    ) -> String {
        var children: [HTMLNode] = []
        if let svg, let voiceOver {
            children += Self.voiceOverViews(plain: svg, voiceOver: voiceOver, line: block.line)
        } else if let svg {
            children.append(.el("div", [("class", "demo-drawing")], .raw(svg)))
        }
        if !notes.isEmpty {
            children.append(Self.notes(notes))
        }
        if !warnings.isEmpty {
            children.append(Self.warnings(warnings))
        }
        if let note {
            children.append(.el("p", [("class", "demo-note")], .text(note)))
        }
        // The caption comes last (as HTML wants) and holds the tools.
        var caption: [HTMLNode] = []
        // The fence's `title` wins over the spec's own: the same spec can be
        // shown twice with different captions.
        if let title = block.attributes["title"] ?? title {
            caption.append(.el("span", [("class", "demo-title")], .text(title)))
        }
        caption.append(
            .el(
                "div", [("class", "demo-tools")],
                .el("a", [("class", "demo-edit"), ("href", editLink)], .text("Edit in playground")),
                .el("details", [("class", "demo-spec")], children: specDisclosure(spec, code: code, group: "spec-\(block.line)"))))
        children.append(.el("figcaption", [], children: caption))
        // `data-spec` names the spec file a figure draws (RenderedSite.specUses).
        let attributes: [(String, String?)] = [("class", "demo demo-\(block.language.rawValue)"), ("data-spec", block.attributes["spec"])]
        return HTMLNode.el("figure", attributes, children: children).rendered
    }

    /// Phrases as HTML: identifiers as code.
    static func phrases(_ phrases: [Phrase]) -> [HTMLNode] {
        phrases.map { phrase in
            switch phrase.style {
            case .text: .text(phrase.text)
            case .code: .el("code", [], .text(phrase.text))
            case .strong: .el("strong", [], .text(phrase.text))
            }
        }
    }

    /// The layout's warnings under its drawing, as `swatch layout` gives them.
    static func warnings(_ warnings: [[Phrase]]) -> HTMLNode {
        .el(
            "div", [("class", "demo-warnings")],
            .el("p", [("class", "demo-warnings-heading")], .text("Swatch warns:")),
            .el("ul", [], children: warnings.map { .el("li", [], children: phrases($0)) }))
    }

    /// Words computed with the drawing: per note, its heading and a list of points.
    static func notes(_ notes: [DemoNote]) -> HTMLNode {
        var children: [HTMLNode] = []
        for note in notes {
            children.append(.el("p", [("class", "demo-story-heading")], children: phrases(note.heading)))
            children.append(.el("ul", [], children: note.points.map { .el("li", [], children: phrases($0)) }))
        }
        return .el("div", [("class", "demo-story")], children: children)
    }

    /// "Show spec": the spec's text and, when published, where its format is
    /// described. With code, tabs: JSON (chosen first), then each language.
    /// The tabs are radio buttons (one group per figure, `group`): arrow keys
    /// move between them and CSS alone shows the chosen panel, so they work
    /// without a script; without CSS every panel shows, one under another.
    private func specDisclosure(_ spec: String, code: [DemoCode] = [], group: String = "") -> [HTMLNode] {
        let json = HTMLNode.el("pre", [], .el("code", [("class", "language-json")], .text(spec)))
        var out: [HTMLNode] = [.el("summary", [], .text("Show spec"))]
        if code.isEmpty {
            out.append(json)
        } else {
            var tabs: [HTMLNode] = []
            var panels: [HTMLNode] = []
            let listings = [("json", "JSON", json)] + code.map {
                ($0.language, $0.label, HTMLNode.el("pre", [], .el("code", [("class", "language-\($0.language)")], .text($0.text))))
            }
            for (i, (language, label, listing)) in listings.enumerated() {
                let id = "\(group)-\(language)"
                var input: [(String, String?)] = [
                    ("type", "radio"), ("class", "spec-tab"), ("name", group), ("id", id), ("value", language),
                ]
                if i == 0 { input.append(("checked", "")) }
                tabs.append(.void("input", input))
                tabs.append(.el("label", [("for", id)], .text(label)))
                panels.append(.el("div", [("class", "spec-panel"), ("data-language", language)], listing))
            }
            out.append(.el(
                "div", [("class", "spec-tabs spec-tabs-\(listings.count)")],
                children: [.el("fieldset", [("class", "spec-tab-list")], children: [.el("legend", [], .text("Spec as"))] + tabs)]
                    + panels))
        }
        if let referencePath {
            out.append(.el("p", [("class", "demo-format")],
                           .text("Every key is described in the "), .el("a", [("href", referencePath)], .text("spec format reference")),
                           .text(".")))
        }
        return out
    }

    private func errorFigure(_ block: FencedBlock, message: String, spec: String) -> String {
        var children: [HTMLNode] = [
            .el("p", [("class", "demo-error-title")], .text("This demo cannot be drawn")),
            .el("pre", [], .el("code", [], .text("\(block.file):\(block.line): \(message)"))),
        ]
        if !spec.allSatisfy(\.isWhitespace) {
            children.append(.el("details", [("class", "demo-spec")], children: specDisclosure(spec)))
        }
        return HTMLNode.el("figure", [("class", "demo demo-error"), ("role", "alert")], children: children).rendered
    }

    static func queryEscaped(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
