import SwatchMarkup
/// Writes a page's Markdown tree as HTML the way cmark's HTML renderer does, and
/// on the way gives headings ids and self-links, hands fenced blocks to their
/// renderers, and collects headings, anchors, links and plain text.
struct PageRenderer {
    let file: String
    let trustsRawHTML: Bool
    let fenceRenderers: [FenceLanguage: FenceRenderer]

    private(set) var html = ""
    private(set) var plain = PlainText()
    private(set) var headings: [GuideHeading] = []
    private(set) var anchors: Set<String> = []
    private(set) var links: [GuideLink] = []
    private(set) var diagnostics: [GuideDiagnostic] = []
    private var slugs = SlugRegistry()
    /// Line of the inline content being written (blocks carry their own).
    private var line = 1

    init(file: String, trustsRawHTML: Bool, fenceRenderers: [FenceLanguage: FenceRenderer]) {
        self.file = file
        self.trustsRawHTML = trustsRawHTML
        self.fenceRenderers = fenceRenderers
    }

    // MARK: - Blocks

    mutating func renderBlock(_ node: MarkdownNode, tight: Bool = false) throws(GuideError) {
        if node.line > 0 { line = node.line }
        switch node.kind {
        case .document:
            for child in node.children { try renderBlock(child) }
        case .blockQuote:
            newline()
            html += "<blockquote>\n"
            for child in node.children { try renderBlock(child) }
            newline()
            html += "</blockquote>\n"
            plain.breakWord()
        case .list(let ordered, let start, let isTight):
            newline()
            html += ordered ? (start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n") : "<ul>\n"
            for item in node.children { try renderBlock(item, tight: isTight) }
            html += ordered ? "</ol>\n" : "</ul>\n"
        case .item:
            newline()
            html += "<li>"
            for child in node.children { try renderBlock(child, tight: tight) }
            html += "</li>\n"
            plain.breakWord()
        case .codeBlock(let info, let literal):
            try renderCodeBlock(info: info, literal: literal, line: node.line)
        case .htmlBlock(let literal):
            newline()
            if trustsRawHTML {
                html += literal
                collectRawHTML(literal, line: node.line)
            } else {
                let text = literal.hasSuffix("\n") ? String(literal.dropLast()) : literal
                html += "<p>" + MarkupEscaping.cmarkText(text) + "</p>"
                plain.append(literal)
            }
            newline()
            plain.breakWord()
        case .paragraph:
            if !tight {
                newline()
                html += "<p>"
            }
            for child in node.children { renderInline(child) }
            if !tight { html += "</p>\n" }
            plain.breakWord()
        case .heading(let level):
            renderHeading(node, level: level)
        case .thematicBreak:
            newline()
            html += "<hr />\n"
        default:
            renderInline(node)
        }
    }

    private mutating func renderHeading(_ node: MarkdownNode, level: Int) {
        newline()
        let outer = html
        html = ""
        var text = PlainText()
        swap(&text, &plain)
        for child in node.children { renderInline(child) }
        swap(&text, &plain)
        let inner = html
        html = outer
        let id = slugs.unique(Slug.make(text.text))
        anchors.insert(id)
        headings.append(GuideHeading(level: level, text: text.text, id: id, line: node.line))
        plain.breakWord()
        plain.append(text.text)
        plain.breakWord()
        let escapedID = MarkupEscaping.attribute(id)
        html += "<h\(level) id=\"\(escapedID)\">\(inner)"
        html += "<a class=\"anchor\" href=\"#\(escapedID)\" aria-label=\"Link to this section\">#</a>"
        html += "</h\(level)>\n"
    }

    private mutating func renderCodeBlock(info: String, literal: String, line blockLine: Int) throws(GuideError) {
        let language = FenceInfo.language(of: info)
        if !language.isEmpty, let renderer = fenceRenderers[FenceLanguage(rawValue: language)] {
            let parsed: FenceInfo
            do {
                parsed = try FenceInfo.parse(info)
            } catch {
                throw GuideError(.fenceInfo, file: file, line: blockLine, error.message)
            }
            let block = FencedBlock(
                language: FenceLanguage(rawValue: language), attributes: parsed.attributes,
                code: literal, file: file, line: blockLine)
            let output: FenceOutput
            do {
                output = try renderer.render(block)
            } catch {
                throw GuideError(.fenceRenderer, file: file, line: blockLine, "`\(language)` block: \(error)")
            }
            for diagnostic in output.diagnostics {
                diagnostics.append(GuideDiagnostic(diagnostic.severity, file: file, line: blockLine, diagnostic.message))
            }
            newline()
            html += output.html
            newline()
            plain.breakWord()
            return
        }
        newline()
        if language.isEmpty {
            html += "<pre><code>"
        } else {
            html += "<pre><code class=\"language-\(MarkupEscaping.attribute(language))\">"
        }
        html += MarkupEscaping.cmarkText(literal)
        html += "</code></pre>\n"
        plain.breakWord()
    }

    // MARK: - Inlines

    private mutating func renderInline(_ node: MarkdownNode) {
        if node.line > 0 { line = node.line }
        switch node.kind {
        case .text(let literal):
            html += MarkupEscaping.cmarkText(literal)
            plain.append(literal)
            line += literal.count { $0 == "\n" }
        case .softBreak:
            html += "\n"
            plain.breakWord()
            line += 1
        case .lineBreak:
            html += "<br />\n"
            plain.breakWord()
            line += 1
        case .code(let literal):
            html += "<code>" + MarkupEscaping.cmarkText(literal) + "</code>"
            plain.append(literal)
        case .htmlInline(let literal):
            if trustsRawHTML {
                html += literal
                collectRawHTML(literal, line: line)
            } else {
                html += MarkupEscaping.cmarkText(literal)
                plain.append(literal)
            }
            line += literal.count { $0 == "\n" }
        case .emphasis:
            html += "<em>"
            for child in node.children { renderInline(child) }
            html += "</em>"
        case .strong:
            html += "<strong>"
            for child in node.children { renderInline(child) }
            html += "</strong>"
        case .link(let url, let title):
            links.append(GuideLink(url: url, kind: .href, line: line))
            html += "<a href=\"" + safeURL(url).escapingHref + "\""
            if !title.isEmpty { html += " title=\"" + MarkupEscaping.cmarkText(title) + "\"" }
            html += ">"
            for child in node.children { renderInline(child) }
            html += "</a>"
        case .image(let url, let title):
            links.append(GuideLink(url: url, kind: .src, line: line))
            html += "<img src=\"" + safeURL(url).escapingHref + "\" alt=\""
            var alt = PlainText()
            Self.collectAltText(node.children, into: &alt)
            html += MarkupEscaping.cmarkText(alt.text) + "\""
            if !title.isEmpty { html += " title=\"" + MarkupEscaping.cmarkText(title) + "\"" }
            html += " />"
            plain.append(alt.text)
        default:
            // Blocks never occur inside inlines.
            for child in node.children { renderInline(child) }
        }
    }

    /// An image's description as plain text, as cmark writes `alt`.
    private static func collectAltText(_ nodes: [MarkdownNode], into alt: inout PlainText) {
        for node in nodes {
            switch node.kind {
            case .text(let literal), .code(let literal), .htmlInline(let literal):
                alt.append(literal)
            case .softBreak, .lineBreak:
                alt.breakWord()
            default:
                collectAltText(node.children, into: &alt)
            }
        }
    }

    private func safeURL(_ url: String) -> String {
        if !trustsRawHTML && url.isDangerousURL { return "" }
        return url
    }

    // MARK: - Raw HTML

    /// Records the links, anchors and text of trusted raw HTML.
    private mutating func collectRawHTML(_ literal: String, line startLine: Int) {
        let scanner = HTMLTagScanner(literal)
        var lineAt = startLine
        var counted = 0
        func lineOf(_ offset: Int) -> Int {
            while counted < offset {
                if scanner.bytes[counted] == UInt8(ascii: "\n") { lineAt += 1 }
                counted += 1
            }
            return lineAt
        }
        let tokens = scanner.tokens()
        for token in tokens {
            guard case .startTag(let tag, let attributes, _) = token else { continue }
            for attribute in attributes {
                guard let range = attribute.value else { continue }
                switch attribute.name {
                case "href":
                    let url = HTMLEntities.decode(scanner.string(range))
                    links.append(GuideLink(url: url, kind: .href, line: lineOf(range.lowerBound)))
                case "src":
                    let url = HTMLEntities.decode(scanner.string(range))
                    links.append(GuideLink(url: url, kind: .src, line: lineOf(range.lowerBound)))
                case "id":
                    let value = HTMLEntities.decode(scanner.string(range))
                    if !value.isEmpty { anchors.insert(value) }
                case "name" where tag == "a":
                    let value = HTMLEntities.decode(scanner.string(range))
                    if !value.isEmpty { anchors.insert(value) }
                default:
                    break
                }
            }
        }
        scanner.appendText(of: tokens, to: &plain)
    }

    /// Starts a new line unless the output is empty or already at one.
    private mutating func newline() {
        if let last = html.utf8.last, last != UInt8(ascii: "\n") { html += "\n" }
    }
}
