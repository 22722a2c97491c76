import SwatchMarkup
/// The steps of `GuideParser.parse`: front matter, typed keys, Markdown, title.
struct PageBuilder {
    let parser: GuideParser
    let file: String

    private var options: GuideParser.Options { parser.options }

    func build(_ source: String) throws(GuideError) -> GuidePage {
        guard source.utf8.count <= options.maximumBytes else {
            throw GuideError(kind: .file, file: file, line: 1, message: "larger than \(options.maximumBytes) bytes")
        }
        var text = Substring(source)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        let lines = ByteSearch.lines(text)

        // 1. Front matter.
        let front: FrontMatterParser.Result
        do {
            front = try FrontMatterParser.parse(lines: lines)
        } catch {
            throw GuideError(kind: .frontMatter, file: file, line: error.line, message: error.message)
        }
        let fields = try FrontMatterFields(front.frontMatter, file: file)

        // 2. Markdown. The front matter's lines become blank lines so that
        // cmark's line numbers are the file's.
        let body = String(repeating: "\n", count: front.lineCount)
            + lines.dropFirst(front.lineCount).joined(separator: "\n")
        guard let tree = CmarkDocument.parse(
            body, smartPunctuation: options.smartPunctuation, maximumDepth: options.maximumNesting)
        else {
            throw GuideError(kind: .file, file: file, line: 1, message: "Markdown nests deeper than \(options.maximumNesting) levels")
        }
        let document = RawHTMLBlocks.joiningOpenPreformattedBlocks(in: tree, lines: lines)
        var renderer = PageRenderer(
            file: file, trustsRawHTML: options.trustsRawHTML, fenceRenderers: parser.fenceRenderers,
            sourceLines: lines, smartPunctuation: options.smartPunctuation, maximumNesting: options.maximumNesting)
        try renderer.renderBlock(document)

        // 3. Title: front matter, else the first level-1 heading, else the slug.
        let slug = Slug.fileSlug(file)
        let title: String
        let titleHTML: String
        if let (text, line) = fields.title {
            (title, titleHTML) = renderTitle(text, line: line)
        } else if let heading = renderer.headings.first(where: { $0.level == 1 }) {
            (title, titleHTML) = (heading.text, MarkupEscaping.cmarkText(heading.text))
        } else {
            (title, titleHTML) = (slug, MarkupEscaping.cmarkText(slug))
        }

        return GuidePage(
            file: file, slug: slug, frontMatter: front.frontMatter, title: title, titleHTML: titleHTML,
            permalink: fields.permalink ?? options.permalinkPrefix + slug + "/",
            hasExplicitPermalink: fields.permalink != nil, layout: fields.layout,
            description: fields.description, order: fields.order, prev: fields.prev, next: fields.next,
            html: renderer.html, plainText: renderer.plain.text, headings: renderer.headings,
            anchors: renderer.anchors, links: renderer.links, diagnostics: renderer.diagnostics)
    }

    /// The title as inline Markdown (`Prefer `nodeBlocks``, `Beta <b>2</b>`)
    /// when it is one paragraph, else as text.
    private func renderTitle(_ text: String, line: Int) -> (String, String) {
        guard let tree = CmarkDocument.parse(text, smartPunctuation: options.smartPunctuation, maximumDepth: 16),
            tree.children.count == 1, case .paragraph = tree.children[0].kind
        else {
            return (text, MarkupEscaping.cmarkText(text))
        }
        var renderer = PageRenderer(file: file, trustsRawHTML: options.trustsRawHTML, fenceRenderers: [:])
        var paragraph = tree.children[0]
        paragraph.line = line
        // Rendered as a tight paragraph: inline content, no <p>.
        do {
            try renderer.renderBlock(paragraph, tight: true)
        } catch {
            return (text, MarkupEscaping.cmarkText(text))
        }
        let html = renderer.html.hasSuffix("\n") ? String(renderer.html.dropLast()) : renderer.html
        return (renderer.plain.text, html)
    }
}
