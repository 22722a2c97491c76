import SwatchImport
import SwatchMarkdown
import SwatchMarkup
import SwatchSpec

/// `swatch-import` blocks: Texture code, shown as written, and the layout
/// `swatch import` reads from it, drawn as a `swatch` block draws a spec
/// (the drawing is made from the code each time the site is built, so the
/// two cannot drift apart). What the code cannot tell is listed under the
/// drawing, as the playground's "Import code" makes a control of each.
///
///     ```swatch-import language=swift set="isOutgoing=true" title="Outgoing"
///     override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { ... }
///     ```
///
/// Attributes: `language` (`swift` or `objc`; else the code says), `class`
/// (one of several), `set` (`NAME=VALUE`, several separated by `;`, as
/// `--set`), `code=hidden` (the drawing alone, for code shown just
/// before), and the `swatch` block's own (`title`, `show`...).
extension DemoFences {
    func renderImport(_ block: FencedBlock, with demo: DemoRenderer?) -> FenceOutput {
        var options = ImportOptions()
        var passed: [(String, String)] = []
        var showsCode = true
        for attribute in block.attributes {
            switch attribute.key {
            case "code":
                guard attribute.value == "hidden" else {
                    return importError(block, "code=\(attribute.value): a swatch-import block takes code=hidden, or shows its code")
                }
                showsCode = false
            case "language":
                guard let language = ImportLanguage(rawValue: attribute.value) else {
                    return importError(block, "language=\(attribute.value): a swatch-import block is swift or objc")
                }
                options.language = language
            case "class":
                options.className = attribute.value
            case "set":
                for item in attribute.value.split(separator: ";") {
                    guard let setting = AssumptionSetting(parsing: String(item.drop { $0 == " " })) else {
                        return importError(block, "set=\"\(attribute.value)\": write each as NAME=VALUE, separated by ;")
                    }
                    options.settings.append(setting)
                }
            default:
                passed.append((attribute.key, attribute.value))
            }
        }
        let result: ImportResult
        switch CodeImport.run(block.code, options: options) {
        case .success(let imported):
            result = imported
        case .failure(let error):
            // The code's line is the file's, counted from the fence.
            var message = error.message
            if let location = error.location {
                message = "line \(block.line + location.line), column \(location.column): " + message
            }
            return importError(block, message)
        }
        if !result.unusedSettings.isEmpty {
            return importError(block, "set: the code has no assumption named \(result.unusedSettings.joined(separator: ", "))")
        }
        let language = options.resolvedLanguage(block.code)
        let drawn = render(
            FencedBlock(language: .swatch, attributes: FenceAttributes(passed), code: result.spec, file: block.file, line: block.line),
            with: demo)
        let listing = HTMLNode.el(
            "pre", [("class", "demo-import-code")],
            .el("code", [("class", "language-" + (language == .swift ? "swift" : "objectivec"))], .text(block.code)))
        var children: [HTMLNode] = showsCode ? [listing, .raw(drawn.html)] : [.raw(drawn.html)]
        if !result.assumptions.isEmpty { children.append(Self.assumptions(result.assumptions)) }
        return FenceOutput(html: HTMLNode.el("div", [("class", "demo-import")], children: children).rendered, diagnostics: drawn.diagnostics)
    }

    /// "What the code cannot tell": each assumption, its value, and why.
    static func assumptions(_ assumptions: [Assumption]) -> HTMLNode {
        var items: [HTMLNode] = []
        for a in assumptions {
            var why: String
            switch a.kind {
            case .condition: why = "a condition on data: the branch that shows more"
            case .count: why = "a count from data"
            case .text: why = "text from a model: placeholder text"
            case .constant: why = a.isNoted ? "as the comment beside it notes" : "a value from elsewhere"
            }
            if a.isSet { why = "set" }
            items.append(.el("li", [], .el("code", [], .text(a.name)), .text(" is "), .el("code", [], .text(a.value.text)),
                             .text(" (\(why), line \(a.location.line))")))
        }
        return .el(
            "div", [("class", "demo-import-assumptions")],
            .el("p", [], .text("What the code cannot tell, assumed (the playground’s Import code makes each a control):")),
            .el("ul", [], children: items))
    }

    private func importError(_ block: FencedBlock, _ message: String) -> FenceOutput {
        let html = HTMLNode.el(
            "figure", [("class", "demo demo-error"), ("role", "alert")],
            .el("p", [("class", "demo-error-title")], .text("This code cannot be imported")),
            .el("pre", [], .el("code", [], .text("\(block.file):\(block.line): \(message)"))),
            .el("pre", [], .el("code", [], .text(block.code))))
        return FenceOutput(html: html.rendered, diagnostics: [.init(.error, message)])
    }
}
