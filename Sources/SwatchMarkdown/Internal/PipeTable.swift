/// A pipe table, as GitHub-flavoured Markdown writes one:
///
///     | key | value |
///     |---|:---:|
///     | `scale` | 1 to 4 |
///
/// libcmark reads CommonMark alone, where those lines are one paragraph; the
/// renderer asks this type whether a paragraph's source lines hold a table
/// (a header row, then a delimiter row with as many cells) and writes it as
/// one. Lines before the header row stay a paragraph. Cells are split at
/// every `|` that no backslash escapes; `\|` is a `|` in the cell (in code
/// too), and each cell is then read as inline Markdown. Rows with fewer cells
/// than the header get empty ones; cells past the header's count are dropped.
struct PipeTable: Equatable {
    enum Alignment: Equatable {
        case none, left, center, right

        /// The `style` attribute's value for its cells, if any.
        var style: String? {
            switch self {
            case .none: return nil
            case .left: return "text-align: left"
            case .center: return "text-align: center"
            case .right: return "text-align: right"
            }
        }
    }

    /// How many of the paragraph's lines come before the header row.
    var leadingLines: Int
    var header: [String]
    var alignments: [Alignment]
    /// Body rows, each with exactly `header.count` cells.
    var rows: [[String]]

    /// The table in a paragraph's `lines` (container markers already taken
    /// off), or nil when they hold none.
    static func parse(_ lines: [Substring]) -> PipeTable? {
        guard lines.count >= 2 else { return nil }
        for index in 0..<(lines.count - 1) {
            let delimiterLine = lines[index + 1]
            guard delimiterLine.contains("|"), let alignments = delimiterRow(delimiterLine) else { continue }
            let header = cells(of: lines[index])
            guard header.count == alignments.count else { continue }
            let rows = lines[(index + 2)...].map { line -> [String] in
                var row = cells(of: line)
                if row.count > header.count { row.removeLast(row.count - header.count) }
                while row.count < header.count { row.append("") }
                return row
            }
            return PipeTable(leadingLines: index, header: header, alignments: alignments, rows: rows)
        }
        return nil
    }

    /// The alignments a delimiter row (`|---|:---:|--:|`) sets, or nil when
    /// the line is not one.
    static func delimiterRow(_ line: Substring) -> [Alignment]? {
        var out: [Alignment] = []
        for cell in cells(of: line) {
            guard !cell.isEmpty else { return nil }
            let left = cell.hasPrefix(":")
            let right = cell.hasSuffix(":") && cell.count > 1
            let dashes = cell.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            switch (left, right) {
            case (true, true): out.append(.center)
            case (true, false): out.append(.left)
            case (false, true): out.append(.right)
            case (false, false): out.append(.none)
            }
        }
        return out
    }

    /// A row's cells, trimmed: split at unescaped pipes, one leading and one
    /// trailing pipe dropped, `\|` made `|`.
    static func cells(of line: Substring) -> [String] {
        var text = line.trimmingTableSpace()
        if text.hasPrefix("|") { text = text.dropFirst() }
        if text.hasSuffix("|") && !text.hasSuffix("\\|") { text = text.dropLast() }
        var out: [String] = []
        var cell = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            switch character {
            case "\\":
                guard let next = iterator.next() else {
                    cell.append(character)
                    break
                }
                if next != "|" { cell.append(character) }
                cell.append(next)
            case "|":
                out.append(String(Substring(cell).trimmingTableSpace()))
                cell = ""
            default:
                cell.append(character)
            }
        }
        out.append(String(Substring(cell).trimmingTableSpace()))
        return out
    }
}

extension Substring {
    /// Without leading and trailing spaces, tabs and carriage returns.
    fileprivate func trimmingTableSpace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        var out = self.drop(while: isSpace)
        while let last = out.last, isSpace(last) { out = out.dropLast() }
        return out
    }
}
