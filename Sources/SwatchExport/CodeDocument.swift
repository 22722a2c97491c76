/// Code to be laid out in lines: text, places where a line may break, and
/// groups that break only when they do not fit (Wadler's pretty printer, with
/// Objective-C's colon-aligned messages). The writers build one per statement;
/// `CodeDocument.render` picks the breaks.
indirect enum CodeDocument {
    case text(String)
    /// `flat` when its group fits on the line, else a new line at the
    /// current indentation.
    case line(flat: String)
    /// Always a new line at the current indentation (the lines of a
    /// block's body); what comes before it is measured up to it.
    case hardLine
    case concat([CodeDocument])
    /// Lines inside break `by` columns deeper.
    case nest(Int, CodeDocument)
    /// Flat when it all fits in the width left, else every `line` directly in
    /// it breaks.
    case group(CodeDocument)
    /// Lines inside break to the column it starts at.
    case align(CodeDocument)
    /// An Objective-C message: `[receiver first:a second:b]` on one line, or
    /// one part a line with the colons under the first one's. A message of
    /// one part stays on one line unless `breaksAlone` (then its part goes
    /// on the next line).
    case message(receiver: CodeDocument, parts: [(keyword: String, argument: CodeDocument)], breaksAlone: Bool = false)

    static var space: CodeDocument { .line(flat: " ") }
    static var softLine: CodeDocument { .line(flat: "") }

    /// `items` separated by `separator` and a line.
    static func joined(_ items: [CodeDocument], separator: String) -> CodeDocument {
        var out: [CodeDocument] = []
        for (i, item) in items.enumerated() {
            if i > 0 { out.append(.text(separator)); out.append(.space) }
            out.append(item)
        }
        return .concat(out)
    }

    /// `open` items `close`, the items one a line when they do not fit.
    static func bracketed(_ open: String, _ items: [CodeDocument], _ close: String, indent: Int) -> CodeDocument {
        if items.isEmpty { return .text(open + close) }
        return .group(.concat([
            .text(open), .nest(indent, .concat([.softLine, joined(items, separator: ",")])), .softLine, .text(close),
        ]))
    }

    /// `open` items `close` after `head`, the items one a line when they do
    /// not fit: a call whose callee is itself code (`path.addClip(`).
    static func bracketed(_ head: CodeDocument, _ open: String, _ items: [CodeDocument], _ close: String, indent: Int) -> CodeDocument {
        .concat([head, bracketed(open, items, close, indent: indent)])
    }

    /// `document` on one line, as far as it can be (a block's body keeps its lines).
    static func flat(_ document: CodeDocument) -> String {
        document.render(width: Int.max / 2, column: 0, indent: 0)
    }

    /// The document laid out in lines at most `width` columns wide where it
    /// can be, starting at `column` of a line indented by `indent` (the
    /// text before it is the caller's); nested lines indent from `indent`.
    func render(width: Int, column: Int, indent: Int) -> String {
        var printer = Printer(width: width)
        printer.column = column
        printer.print(self, indent: indent)
        return printer.out
    }
}

/// Lays a `CodeDocument` out: a stack of (indentation, flat?, document).
private struct Printer {
    let width: Int
    var out = ""
    var column = 0
    /// Spaces owed at the start of the current line: written before its
    /// first text, so an empty line has none.
    var pendingIndent = 0

    init(width: Int) {
        self.width = width
    }

    struct Command {
        var indent: Int
        var flat: Bool
        var document: CodeDocument
    }

    mutating func print(_ document: CodeDocument, indent: Int) {
        var stack = [Command(indent: indent, flat: false, document: document)]
        while let command = stack.popLast() {
            switch command.document {
            case .text(let s):
                emit(s)
            case .line(let flat):
                if command.flat {
                    emit(flat)
                } else {
                    newLine(indent: command.indent)
                }
            case .hardLine:
                newLine(indent: command.indent)
            case .concat(let parts):
                for part in parts.reversed() {
                    stack.append(Command(indent: command.indent, flat: command.flat, document: part))
                }
            case .nest(let n, let inner):
                stack.append(Command(indent: command.indent + n, flat: command.flat, document: inner))
            case .align(let inner):
                stack.append(Command(indent: column, flat: command.flat, document: inner))
            case .group(let inner):
                let flat = command.flat || fits(inner, rest: stack, room: width - column)
                stack.append(Command(indent: command.indent, flat: flat, document: inner))
            case .message(let receiver, let parts, let breaksAlone):
                var flat = command.flat || fits(command.document, rest: stack, room: width - column)
                if parts.count < 2 && !breaksAlone { flat = true }
                if flat || parts.count < 2 {
                    // One part that does not fit goes on a line of its own.
                    var items: [CodeDocument] = [.text("["), receiver]
                    for part in parts {
                        items += [flat ? .text(" ") : .nest(4, .line(flat: " ")), .text(part.keyword + ":"), part.argument]
                    }
                    items.append(.text("]"))
                    stack.append(Command(indent: command.indent, flat: flat, document: .concat(items)))
                    continue
                }
                // The colon column: where the first part's colon falls; when
                // that is far right, every part goes on a line of its own
                // (colons still aligned) under the receiver.
                var colon = column + 1 + Self.flatWidth(receiver) + 1 + parts[0].keyword.count
                let ownLines = colon > width / 2
                var items: [Command] = [Command(indent: command.indent, flat: true, document: .concat([.text("["), receiver]))]
                if ownLines {
                    var longest = 0
                    for part in parts { longest = max(longest, part.keyword.count) }
                    colon = command.indent + 4 + longest
                }
                for (i, part) in parts.enumerated() {
                    let lead = max(colon - part.keyword.count, command.indent + 4)
                    if i > 0 || ownLines {
                        items.append(Command(indent: lead, flat: false, document: .line(flat: " ")))
                        items.append(Command(indent: lead, flat: false, document: .text(part.keyword + ":")))
                    } else {
                        items.append(Command(indent: command.indent, flat: false, document: .text(" " + part.keyword + ":")))
                    }
                    items.append(Command(indent: command.indent + 4, flat: false, document: .group(part.argument)))
                }
                items.append(Command(indent: command.indent, flat: false, document: .text("]")))
                stack.append(contentsOf: items.reversed())
            }
        }
    }

    mutating func emit(_ s: String) {
        if s.isEmpty { return }
        if pendingIndent > 0 {
            out += String(repeating: " ", count: pendingIndent)
            pendingIndent = 0
        }
        out += s
        column += s.count
    }

    mutating func newLine(indent: Int) {
        out += "\n"
        pendingIndent = indent
        column = indent
    }

    /// Whether `document` laid flat, and what follows it up to the next line
    /// break, fit in `room` columns.
    func fits(_ document: CodeDocument, rest: [Command], room: Int) -> Bool {
        var room = room
        var pending: [(flat: Bool, document: CodeDocument)] = [(true, document)]
        var restIndex = rest.count - 1
        while room >= 0 {
            guard let (flat, next) = pending.popLast() else {
                if restIndex < 0 { return true }
                pending.append((rest[restIndex].flat, rest[restIndex].document))
                restIndex -= 1
                continue
            }
            switch next {
            case .text(let s):
                room -= s.count
            case .line(let s):
                if !flat { return true }
                room -= s.count
            case .hardLine:
                return true
            case .concat(let parts):
                for part in parts.reversed() { pending.append((flat, part)) }
            case .nest(_, let inner), .align(let inner):
                pending.append((flat, inner))
            case .group(let inner):
                pending.append((flat, inner))
            case .message:
                room -= Self.flatWidth(next)
            }
        }
        return false
    }

    /// Columns `document` takes on one line.
    static func flatWidth(_ document: CodeDocument) -> Int {
        switch document {
        case .text(let s): return s.count
        case .line(let s): return s.count
        case .hardLine: return 0
        case .concat(let parts):
            var n = 0
            for part in parts { n += flatWidth(part) }
            return n
        case .nest(_, let inner), .group(let inner), .align(let inner): return flatWidth(inner)
        case .message(let receiver, let parts, _):
            var n = 2 + flatWidth(receiver)
            for part in parts { n += 2 + part.keyword.count + flatWidth(part.argument) }
            return n
        }
    }
}
