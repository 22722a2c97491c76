/// Keeps raw `<pre>` listings whole.
///
/// CommonMark ends an HTML block that starts with a tag like `<div>` at the first
/// blank line, so a `<pre>` inside it that contains a blank line is cut in two
/// and the rest of the listing is read as Markdown (a line `- (void)f` becomes a
/// list item). Jekyll docs do this often. When a top-level HTML block leaves a
/// `<pre>` open, the source lines up to its `</pre>` are taken back as one HTML
/// block, as an HTML-aware Markdown reader would.
enum RawHTMLBlocks {
    static func joiningOpenPreformattedBlocks(in document: MarkdownNode, lines: [Substring]) -> MarkdownNode {
        var children: [MarkdownNode] = []
        var index = 0
        let nodes = document.children
        while index < nodes.count {
            let node = nodes[index]
            index += 1
            guard case .htmlBlock(let literal) = node.kind, node.line > 0, node.endLine >= node.line,
                preBalance(literal) > 0,
                let (end, absorbed) = closingLine(from: node, siblings: nodes[index...], lines: lines)
            else {
                children.append(node)
                continue
            }
            let text = lines[(node.line - 1)..<end].joined(separator: "\n") + "\n"
            children.append(MarkdownNode(kind: .htmlBlock(text), line: node.line, endLine: end, children: []))
            index += absorbed
        }
        var out = document
        out.children = children
        return out
    }

    /// The line that closes every `<pre>` opened from `node` on, extended to the
    /// end of any sibling block it cuts, and how many siblings that covers.
    private static func closingLine(
        from node: MarkdownNode, siblings: ArraySlice<MarkdownNode>, lines: [Substring]
    ) -> (Int, Int)? {
        var end = node.endLine
        var absorbed = 0
        while true {
            var balance = preBalance(lines[(node.line - 1)..<min(end, lines.count)].joined(separator: "\n"))
            var line = end
            while balance > 0 {
                guard line < lines.count else { return nil }
                line += 1
                balance += preBalance(String(lines[line - 1]))
            }
            end = line
            // Take in the siblings that start inside; if one runs past `end`,
            // extend to it and check again.
            var extended = false
            while siblings.startIndex + absorbed < siblings.endIndex {
                let sibling = siblings[siblings.startIndex + absorbed]
                guard sibling.line > 0, sibling.line <= end else { break }
                absorbed += 1
                if sibling.endLine > end {
                    end = sibling.endLine
                    extended = true
                }
            }
            if !extended { return (end, absorbed) }
        }
    }

    /// `<pre>` start tags minus `</pre>` end tags.
    private static func preBalance(_ html: String) -> Int {
        guard html.contains("pre") || html.contains("PRE") else { return 0 }
        var balance = 0
        for token in HTMLTagScanner(html).tokens() {
            switch token {
            case .startTag("pre", _, _): balance += 1
            case .endTag("pre", _): balance -= 1
            default: break
            }
        }
        return balance
    }
}
