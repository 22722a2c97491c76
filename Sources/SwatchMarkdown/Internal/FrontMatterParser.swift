/// Reads the `---` block at the top of a page: the YAML subset Jekyll docs use.
///
/// Accepted: `key: value` lines with plain, `'single'` or `"double"` quoted
/// scalars; `# comments` and blank lines; a key with no value followed by a
/// block list of scalars (`- item`, indented or not). The block may be preceded
/// by blank lines and ends at `---` or `...`. Everything else (nested mappings,
/// flow collections, block scalars, anchors, tags, multi-line scalars) is an
/// error naming the line, never silently misread.
struct FrontMatterParser {
    struct Failure: Error {
        var line: Int
        var message: String
    }

    struct Result {
        var frontMatter: FrontMatter
        /// Number of lines the front matter occupies, leading blank lines included
        /// (0 without front matter). The body starts after them.
        var lineCount: Int
    }

    static func parse(lines: [Substring]) throws(Failure) -> Result {
        var index = 0
        while index < lines.count, lines[index].allSatisfy(\.isWhitespace) { index += 1 }
        guard index < lines.count, trimmingTrailing(lines[index]) == "---" else {
            return Result(frontMatter: FrontMatter(), lineCount: 0)
        }
        let openingLine = index + 1
        index += 1
        // Find the end first: a missing `---` is the error, not the body lines
        // it swallowed.
        guard lines[index...].contains(where: { let l = trimmingTrailing($0); return l == "---" || l == "..." }) else {
            throw Failure(line: openingLine, message: "the block opened here is not closed by a `---` line")
        }
        var entries: [FrontMatter.Entry] = []
        var firstLine: [String: Int] = [:]
        /// The entry still open for `- item` lines.
        var listOwner: Int?
        while index < lines.count {
            let raw = lines[index]
            let lineNumber = index + 1
            index += 1
            let line = trimmingTrailing(raw)
            if line == "---" || line == "..." { break }
            let content = line.drop { $0 == " " || $0 == "\t" }
            if content.isEmpty || content.hasPrefix("#") { continue }
            let indentation = line[line.startIndex..<content.startIndex]
            if indentation.contains("\t") {
                throw Failure(line: lineNumber, message: "tabs cannot indent YAML; use spaces")
            }
            if content == "-" || content.hasPrefix("- ") {
                guard let owner = listOwner else {
                    throw Failure(line: lineNumber, message: "a list item must follow a `key:` with no value")
                }
                let item = try scalar(content.dropFirst().drop { $0 == " " }, line: lineNumber)
                if case .list(let items) = entries[owner].value {
                    entries[owner].value = .list(items + [item])
                } else {
                    entries[owner].value = .list([item])
                }
                continue
            }
            if !indentation.isEmpty {
                throw Failure(
                    line: lineNumber,
                    message: "unexpected indentation (nested mappings and multi-line values are not supported)")
            }
            guard let (key, rest) = splitKey(content) else {
                throw Failure(line: lineNumber, message: "expected `key: value`, found `\(content)`")
            }
            guard isValidKey(key) else {
                throw Failure(line: lineNumber, message: "`\(key)` is not a valid key (letters, digits, `_`, `-`, `.`)")
            }
            if let first = firstLine[key] {
                throw Failure(line: lineNumber, message: "duplicate key `\(key)` (first on line \(first))")
            }
            firstLine[key] = lineNumber
            let valueText = rest.drop { $0 == " " || $0 == "\t" }
            let value = try scalar(valueText, line: lineNumber)
            entries.append(FrontMatter.Entry(key: key, value: .scalar(value), line: lineNumber))
            listOwner = valueText.isEmpty || valueText.hasPrefix("#") ? entries.count - 1 : nil
        }
        return Result(frontMatter: FrontMatter(entries: entries, closingLine: index), lineCount: index)
    }

    /// `key: rest` or `key:` at the end of the line.
    private static func splitKey(_ content: Substring) -> (String, Substring)? {
        var search = content.startIndex
        while let colon = content[search...].firstIndex(of: ":") {
            let after = content.index(after: colon)
            if after == content.endIndex || content[after] == " " || content[after] == "\t" {
                return (String(content[..<colon]), content[after...])
            }
            search = after
        }
        return nil
    }

    private static func isValidKey(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".": return true
            default: return false
            }
        }
    }

    /// A scalar value: quoted, or plain with an optional ` # comment`.
    private static func scalar(_ text: Substring, line: Int) throws(Failure) -> String {
        guard let first = text.first else { return "" }
        switch first {
        case "\"":
            return try doubleQuoted(text, line: line)
        case "'":
            return try singleQuoted(text, line: line)
        case "[", "{":
            throw Failure(line: line, message: "flow collections (`\(first)`) are not supported; write a `- item` list")
        case "|", ">":
            throw Failure(line: line, message: "block scalars (`\(first)`) are not supported; write the value on one line")
        case "&", "*", "!", "%", "@", "`":
            throw Failure(line: line, message: "a plain value cannot start with `\(first)`; quote it")
        case "#":
            return ""
        default:
            var value = text
            if let comment = commentStart(in: text) { value = text[..<comment] }
            let trimmed = trimmingTrailing(value)
            if trimmed.contains(": ") || trimmed.hasSuffix(":") {
                throw Failure(line: line, message: "a plain value cannot contain `: `; quote it")
            }
            if trimmed == "~" || trimmed == "null" || trimmed == "Null" || trimmed == "NULL" { return "" }
            return String(trimmed)
        }
    }

    /// Index of a ` #` comment in a plain scalar.
    private static func commentStart(in text: Substring) -> Substring.Index? {
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if character == "#" && (previous == " " || previous == "\t") { return index }
            previous = character
        }
        return nil
    }

    private static func singleQuoted(_ text: Substring, line: Int) throws(Failure) -> String {
        var out = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if character == "'" {
                if index < text.endIndex && text[index] == "'" {
                    out.append("'")
                    index = text.index(after: index)
                    continue
                }
                try checkTrailing(text[index...], line: line)
                return out
            }
            out.append(character)
        }
        throw Failure(line: line, message: "single-quoted value is not closed")
    }

    private static func doubleQuoted(_ text: Substring, line: Int) throws(Failure) -> String {
        var out = ""
        var scalars = text.unicodeScalars.dropFirst()
        while let scalar = scalars.first {
            scalars.removeFirst()
            if scalar == "\"" {
                try checkTrailing(Substring(scalars), line: line)
                return out
            }
            guard scalar == "\\" else {
                out.unicodeScalars.append(scalar)
                continue
            }
            guard let escape = scalars.first else { break }
            scalars.removeFirst()
            switch escape {
            case "\"": out += "\""
            case "\\": out += "\\"
            case "/": out += "/"
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case " ": out += " "
            case "_": out += "\u{A0}"
            case "x", "u", "U":
                let width = escape == "x" ? 2 : escape == "u" ? 4 : 8
                let digits = String(String.UnicodeScalarView(scalars.prefix(width)))
                guard digits.count == width, let value = UInt32(digits, radix: 16),
                    let decoded = Unicode.Scalar(value)
                else {
                    throw Failure(line: line, message: "bad `\\\(escape)` escape in double-quoted value")
                }
                scalars.removeFirst(width)
                out.unicodeScalars.append(decoded)
            default:
                throw Failure(line: line, message: "unknown escape `\\\(escape)` in double-quoted value")
            }
        }
        throw Failure(line: line, message: "double-quoted value is not closed")
    }

    /// After a closing quote only spaces and a comment may follow.
    private static func checkTrailing(_ rest: Substring, line: Int) throws(Failure) {
        let trimmed = rest.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || (trimmed.hasPrefix("#") && trimmed.count < rest.count) { return }
        throw Failure(line: line, message: "unexpected `\(trimmed)` after the closing quote")
    }

    private static func trimmingTrailing(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex {
            let before = text.index(before: end)
            guard text[before] == " " || text[before] == "\t" || text[before] == "\r" else { break }
            end = before
        }
        return text[..<end]
    }
}
