import SwatchMarkup
/// Writes a page's Markdown tree as HTML the way cmark's HTML renderer does, and
/// on the way gives headings ids and self-links, hands fenced blocks to their
/// renderers, and collects headings, anchors, links and plain text.
/// Paragraphs whose source lines are a pipe table (`PipeTable`) are written
/// as a `<table>`, as GitHub-flavoured Markdown has them.
struct PageRenderer {
    let file: String
    let trustsRawHTML: Bool
    let fenceRenderers: [FenceLanguage: FenceRenderer]
    /// The file's lines, numbered as cmark numbers them (for tables; none
    /// for text that is not a file, such as a title).
    let sourceLines: [Substring]
    /// How table cells are read (as the page is).
    let smartPunctuation: Bool
    let maximumNesting: Int

    private(set) var html = ""
    private(set) var plain = PlainText()
    private(set) var headings: [GuideHeading] = []
    private(set) var anchors: Set<String> = []
    private(set) var links: [GuideLink] = []
    private(set) var diagnostics: [GuideDiagnostic] = []
    private var slugs = SlugRegistry()
    /// Line of the inline content being written (blocks carry their own).
    private var line = 1
    /// Block quotes around the block being written (their `>` markers are
    /// taken off a table's lines).
    private var quoteDepth = 0
    /// Whether a table cell is being written.
    private var inTableCell = false

    init(
        file: String, trustsRawHTML: Bool, fenceRenderers: [FenceLanguage: FenceRenderer],
        sourceLines: [Substring] = [], smartPunctuation: Bool = true, maximumNesting: Int = 64
    ) {
        self.file = file
        self.trustsRawHTML = trustsRawHTML
        self.fenceRenderers = fenceRenderers
        self.sourceLines = sourceLines
        self.smartPunctuation = smartPunctuation
        self.maximumNesting = maximumNesting
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
            quoteDepth += 1
            for child in node.children { try renderBlock(child) }
            quoteDepth -= 1
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
            if let lines = paragraphLines(node), let table = PipeTable.parse(lines) {
                renderTable(table, lines: lines, line: node.line)
                return
            }
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
                throw GuideError(kind: .fenceInfo, file: file, line: blockLine, message: error.message)
            }
            let block = FencedBlock(
                language: FenceLanguage(rawValue: language), attributes: parsed.attributes,
                code: literal, file: file, line: blockLine)
            let output: FenceOutput
            do {
                output = try renderer.render(block)
            } catch {
                throw GuideError(kind: .fenceRenderer, file: file, line: blockLine, message: "`\(language)` block: \(error)")
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

    // MARK: - Tables

    /// A paragraph's source lines without the markers of the lists and
    /// quotes around it; nil when its lines are not known.
    private func paragraphLines(_ node: MarkdownNode) -> [Substring]? {
        guard node.line > 0, node.endLine >= node.line, node.endLine <= sourceLines.count,
            sourceLines[(node.line - 1)..<node.endLine].contains(where: { $0.utf8.contains(UInt8(ascii: "|")) && $0.contains("|") })
        else { return nil }
        var out: [Substring] = []
        for number in node.line...node.endLine {
            let line = sourceLines[number - 1]
            if number == node.line {
                // cmark's column is where the paragraph's text starts.
                let utf8 = line.utf8
                guard node.column >= 1,
                    let start = utf8.index(utf8.startIndex, offsetBy: node.column - 1, limitedBy: utf8.endIndex)
                else { return nil }
                out.append(line[start...])
            } else {
                out.append(Self.droppingQuoteMarkers(line, depth: quoteDepth))
            }
        }
        return out
    }

    /// `line` without up to `depth` block quote markers (`> `).
    private static func droppingQuoteMarkers(_ line: Substring, depth: Int) -> Substring {
        var rest = line
        for _ in 0..<depth {
            let indented = rest.drop { $0 == " " }
            guard rest.count - indented.count <= 3, indented.hasPrefix(">") else { break }
            rest = indented.dropFirst()
            if rest.hasPrefix(" ") { rest = rest.dropFirst() }
        }
        return rest
    }

    private mutating func renderTable(_ table: PipeTable, lines: [Substring], line tableLine: Int) {
        if table.leadingLines > 0 {
            newline()
            html += "<p>"
            line = tableLine
            renderCell(lines[0..<table.leadingLines].joined(separator: "\n"))
            html += "</p>\n"
            plain.breakWord()
        }
        let headerLine = tableLine + table.leadingLines
        newline()
        html += "<table>\n<thead>\n"
        renderRow(table.header, cell: "th", alignments: table.alignments, line: headerLine)
        html += "</thead>\n"
        if !table.rows.isEmpty {
            html += "<tbody>\n"
            for (offset, row) in table.rows.enumerated() {
                renderRow(row, cell: "td", alignments: table.alignments, line: headerLine + 2 + offset)
            }
            html += "</tbody>\n"
        }
        html += "</table>\n"
        plain.breakWord()
    }

    private mutating func renderRow(_ cells: [String], cell tag: String, alignments: [PipeTable.Alignment], line rowLine: Int) {
        html += "<tr>\n"
        for (index, text) in cells.enumerated() {
            html += "<" + tag
            if index < alignments.count, let style = alignments[index].style { html += " style=\"\(style)\"" }
            html += ">"
            line = rowLine
            renderCell(text)
            html += "</\(tag)>\n"
            plain.breakWord()
        }
        html += "</tr>\n"
    }

    /// A cell's text as inline Markdown (as text when it nests too deep).
    private mutating func renderCell(_ text: String) {
        guard let inlines = CmarkDocument.parseInline(text, smartPunctuation: smartPunctuation, maximumDepth: maximumNesting)
        else {
            html += MarkupEscaping.cmarkText(text)
            plain.append(text)
            return
        }
        inTableCell = true
        for inline in inlines { renderInline(inline) }
        inTableCell = false
    }

    // MARK: - Inlines

    private mutating func renderInline(_ node: MarkdownNode) {
        if node.line > 0 { line = node.line }
        switch node.kind {
        case .text(let literal):
            html += MarkupEscaping.cmarkText(literal)
            plain.append(literal)
            line += Self.lineFeeds(in: literal)
        case .softBreak:
            html += "\n"
            plain.breakWord()
            line += 1
        case .lineBreak:
            html += "<br />\n"
            plain.breakWord()
            line += 1
        case .code(let literal):
            html += "<code>" + (inTableCell ? Self.breakable(literal) : MarkupEscaping.cmarkText(literal)) + "</code>"
            plain.append(literal)
        case .htmlInline(let literal):
            if trustsRawHTML {
                html += literal
                collectRawHTML(literal, line: line)
            } else {
                html += MarkupEscaping.cmarkText(literal)
                plain.append(literal)
            }
            line += Self.lineFeeds(in: literal)
        case .emphasis:
            renderInline(node.children, between: "<em>", and: "</em>")
        case .strong:
            renderInline(node.children, between: "<strong>", and: "</strong>")
        case .link(let url, let title):
            links.append(GuideLink(url: url, kind: .href, line: line))
            var open = "<a href=\"" + safeURL(url).escapingHref + "\""
            if !title.isEmpty { open += " title=\"" + MarkupEscaping.cmarkText(title) + "\"" }
            renderInline(node.children, between: open + ">", and: "</a>")
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

    /// The `"\n"` characters of `text` (a line feed after a carriage return
    /// is one `"\r\n"` character, not one of them), counted by bytes.
    static func lineFeeds(in text: String) -> Int {
        var count = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A && previous != 0x0D { count += 1 }
            previous = byte
        }
        return count
    }

    /// `children` rendered between the tags `open` and `close`.
    private mutating func renderInline(_ children: [MarkdownNode], between open: String, and close: String) {
        html += open
        for child in children { renderInline(child) }
        html += close
    }

    /// Code in a table cell, escaped, that may break before a letter after
    /// `.`, `:` or `(` (`ASStackLayoutSpec.<wbr>direction`, not `0.5`): a
    /// narrow column then wraps a long name where it reads well instead of
    /// widening the table.
    private static func breakable(_ code: String) -> String {
        var out = ""
        var piece = ""
        var previous: Character = " "
        for character in code {
            if character.isLetter, previous == "." || previous == ":" || previous == "(" {
                out += MarkupEscaping.cmarkText(piece) + "<wbr>"
                piece = ""
            }
            piece.append(character)
            previous = character
        }
        return out + MarkupEscaping.cmarkText(piece)
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
