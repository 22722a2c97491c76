internal import CCmark

/// The one place that talks to libcmark: parses Markdown and copies the tree
/// into `MarkdownNode` values, freeing the C tree before returning.
enum CmarkDocument {
    /// Parses `text` with smart punctuation (curly quotes, dashes, ellipses) when
    /// asked. Raw HTML is kept in the tree either way; the renderer decides
    /// whether to pass it through or escape it.
    /// Returns nil when the tree nests deeper than `maximumDepth` (block quotes,
    /// lists and inline markup all count), so that walking it stays shallow.
    static func parse(_ text: String, smartPunctuation: Bool, maximumDepth: Int) -> MarkdownNode? {
        var options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8
        if smartPunctuation { options |= CMARK_OPT_SMART }
        var utf8 = Array(text.utf8)
        let root: OpaquePointer? = utf8.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parse_document($0, buffer.count, options)
                }
            }
        }
        guard let root else {
            return MarkdownNode(kind: .document, line: 1, children: [])
        }
        defer { cmark_node_free(root) }
        guard depth(of: root) <= maximumDepth else { return nil }
        return copy(root)
    }

    /// `text` (one line or more) read as the inline content of a paragraph,
    /// never as a block: `# x`, `- x` or `1. x` stay text, as in a table
    /// cell. Nil when it nests deeper than `maximumDepth`.
    static func parseInline(_ text: String, smartPunctuation: Bool, maximumDepth: Int) -> [MarkdownNode]? {
        if text.isEmpty { return [] }
        // A private-use character and a space first: the line cannot open a
        // block, and what follows starts after a space as a line does (for
        // smart quotes and emphasis); both are taken off again.
        guard let document = parse(inlinePrefix + " " + text, smartPunctuation: smartPunctuation, maximumDepth: maximumDepth + 1)
        else { return nil }
        guard document.children.count == 1, case .paragraph = document.children[0].kind else { return [] }
        // Lines count from the fake document's first; the caller knows the real one.
        var inlines = document.children[0].children.map(withoutLines)
        guard let first = inlines.first, case .text(let literal) = first.kind, literal.hasPrefix(inlinePrefix) else {
            return inlines
        }
        var rest = literal.dropFirst(inlinePrefix.count)
        if rest.hasPrefix(" ") { rest = rest.dropFirst() }
        if rest.isEmpty {
            inlines.removeFirst()
            if let next = inlines.first, case .text(let text) = next.kind, text.hasPrefix(" ") {
                inlines[0].kind = .text(String(text.dropFirst()))
            }
        } else {
            inlines[0].kind = .text(String(rest))
        }
        return inlines
    }

    private static let inlinePrefix = "\u{E000}"

    private static func withoutLines(_ node: MarkdownNode) -> MarkdownNode {
        var out = node
        out.line = 0
        out.endLine = 0
        out.children = node.children.map(withoutLines)
        return out
    }

    /// The tree's depth, measured without recursion.
    private static func depth(of root: OpaquePointer) -> Int {
        guard let iterator = cmark_iter_new(root) else { return 0 }
        defer { cmark_iter_free(iterator) }
        var depth = 0
        var deepest = 0
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE || event == CMARK_EVENT_NONE { break }
            guard let node = cmark_iter_get_node(iterator) else { break }
            if event == CMARK_EVENT_ENTER {
                depth += 1
                deepest = max(deepest, depth)
                // Leaves get no exit event.
                if isLeaf(node) { depth -= 1 }
            } else if event == CMARK_EVENT_EXIT {
                depth -= 1
            }
        }
        return deepest
    }

    private static func isLeaf(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
            CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            return true
        default:
            return false
        }
    }

    private static func copy(_ node: OpaquePointer) -> MarkdownNode {
        var children: [MarkdownNode] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(copy(current))
            child = cmark_node_next(current)
        }
        return MarkdownNode(
            kind: kind(of: node), line: Int(cmark_node_get_start_line(node)),
            endLine: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_start_column(node)),
            children: children)
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_BLOCK_QUOTE:
            return .blockQuote
        case CMARK_NODE_LIST:
            return .list(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)),
                tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM:
            return .item
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(info: string(cmark_node_get_fence_info(node)), literal: literal(node))
        case CMARK_NODE_HTML_BLOCK:
            return .htmlBlock(literal(node))
        case CMARK_NODE_CUSTOM_BLOCK:
            return .htmlBlock(string(cmark_node_get_on_enter(node)) + string(cmark_node_get_on_exit(node)))
        case CMARK_NODE_PARAGRAPH:
            return .paragraph
        case CMARK_NODE_HEADING:
            return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK:
            return .thematicBreak
        case CMARK_NODE_TEXT:
            return .text(literal(node))
        case CMARK_NODE_SOFTBREAK:
            return .softBreak
        case CMARK_NODE_LINEBREAK:
            return .lineBreak
        case CMARK_NODE_CODE:
            return .code(literal(node))
        case CMARK_NODE_HTML_INLINE:
            return .htmlInline(literal(node))
        case CMARK_NODE_CUSTOM_INLINE:
            return .htmlInline(string(cmark_node_get_on_enter(node)) + string(cmark_node_get_on_exit(node)))
        case CMARK_NODE_EMPH:
            return .emphasis
        case CMARK_NODE_STRONG:
            return .strong
        case CMARK_NODE_LINK:
            return .link(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default:
            return .document
        }
    }

    private static func literal(_ node: OpaquePointer) -> String {
        string(cmark_node_get_literal(node))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
