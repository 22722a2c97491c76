import SwatchMarkup
import SwatchMarkdown
import SwatchSpec

/// The static site's `/playground/`: every spec of `content/specs/`, drawn and
/// shown read-only, with a note that editing needs `swatch serve`.
struct StaticPlayground {
    let specs: [String: SourceFile]
    let renderers: [FenceLanguage: DemoRenderer]

    func page(_ template: PageTemplate, path: String, links: PageLinks, scripts: [String] = []) -> SiteFile {
        var sections: [HTMLNode] = [
            .el(
                "p", [("class", "lead")],
                .text("Every spec of the guide, drawn by the layout engine. This copy is read-only: to edit a spec and see its layout change as you type, run "),
                .el("code", [], .text("swatch serve")),
                .text(" and open its playground.")),
        ]
        if specs.isEmpty {
            sections.append(.el("p", [], .text("This site has no specs.")))
        }
        for name in specs.keys.sorted() {
            guard let file = specs[name] else { continue }
            var drawing: HTMLNode = .group([])
            var caption = name
            var failure: String?
            let language: FenceLanguage = switch DocumentKind.detect(file.text) {
            case .layout: .swatch
            case .ranges: .swatchRanges
            }
            if let renderer = renderers[language] {
                do {
                    let figure = try renderer.render(DemoRequest(spec: file.text, idPrefix: "spec-\(name)"))
                    drawing = .el("div", [("class", "demo-drawing")], .raw(figure.svg))
                    caption = figure.title ?? name
                } catch {
                    failure = DemoFences.describe(error, specFile: file.path, blockLine: 0)
                }
            }
            var figure: [HTMLNode] = [drawing]
            if let failure {
                figure.append(.el("p", [("class", "demo-note")], .text("Cannot be drawn: \(failure)")))
            }
            figure.append(
                .el(
                    "figcaption", [],
                    .el("span", [("class", "demo-title")], .text(caption)),
                    .el(
                        "div", [("class", "demo-tools")],
                        .el(
                            "details", [("class", "demo-spec"), ("open", "")],
                            .el("summary", [], .text("Spec")),
                            .el("pre", [], .el("code", [("class", "language-json")], .text(file.text)))))))
            sections.append(
                .el(
                    "section", [("id", "spec-\(name)"), ("class", "playground-spec")],
                    .el("h2", [], .el("code", [], .text(name))),
                    .el("figure", [("class", "demo")], children: figure)))
        }
        let html = template.render(
            PageTemplate.Page(
                title: "Playground", headingHTML: "Playground", description: nil, index: nil,
                bodyHTML: HTMLNode.group(sections).rendered, previous: nil, next: nil, scripts: scripts,
                bodyClass: "playground"),
            links: links)
        return SiteFile(path: path, contents: Array(html.utf8), kind: .page, mediaType: SiteRenderer.htmlType)
    }
}
