import SwatchJSON
import SwatchSpec

/// Code pasted as an excerpt: the top of a class down to the end of its
/// `layoutSpecThatFits:`, the rest of the file left out. Where the code
/// ends inside a class (Swift's `class X {`, Objective-C's
/// `@implementation X` without its `@end`), it is read as if the class
/// were closed there, with a warning that says so; where it ends inside a
/// method (or any other body, or a bracket), the method itself is cut:
/// an error that names it.
enum ExcerptEnd {
    /// Closes the classes still open at the end of `tokens` (which end with
    /// the `.end` token), and says so.
    static func close(_ tokens: inout [Token], language: ImportLanguage) throws(ImportError) -> [ImportWarning] {
        guard let endToken = tokens.last, endToken.kind == .end else { return [] }
        var open: [Int] = []
        var containers: [Int] = []
        for (i, t) in tokens.enumerated() {
            if t.kind == .punct {
                switch t.text {
                case "(", "[", "{": open.append(i)
                case ")", "]", "}":
                    // A bracket that closes nothing or the wrong kind: `BracketCheck` names it.
                    guard let top = open.popLast(), tokens[top].text == (t.text == ")" ? "(" : t.text == "]" ? "[" : "{") else { return [] }
                default: break
                }
            } else if t.kind == .atKeyword, open.isEmpty {
                switch t.text {
                case "implementation", "interface", "protocol": containers.append(i)
                case "end": _ = containers.popLast()
                default: break
                }
            }
        }
        var closing: [Token] = []
        var warnings: [ImportWarning] = []
        for opener in open.reversed() {
            let t = tokens[opener]
            guard t.text == "{", let type = typeDeclared(before: opener, in: tokens, language: language) else {
                throw ImportError(cutMessage(opener, in: tokens, language: language), at: t.location)
            }
            closing.append(synthetic(.punct, "}", at: endToken))
            warnings.append(ImportWarning("the code ends inside \(type): read as if it were closed where the code ends", at: t.location))
        }
        for start in containers.reversed() {
            let name = start + 1 < tokens.count && tokens[start + 1].kind == .identifier ? tokens[start + 1].text : ""
            closing.append(synthetic(.atKeyword, "end", at: endToken))
            warnings.append(ImportWarning(
                "the code ends inside '@\(tokens[start].text) \(name)': read as if '@end' closed it where the code ends", at: tokens[start].location))
        }
        guard !closing.isEmpty else { return [] }
        tokens.removeLast()
        tokens += closing
        tokens.append(endToken)
        return warnings
    }

    static func synthetic(_ kind: Token.Kind, _ text: String, at end: Token) -> Token {
        Token(kind: kind, text: text, line: end.line, column: end.column, spaceBefore: true, newlineBefore: true)
    }

    /// The type whose body the `{` at `brace` opens (`class CellNode`,
    /// `extension CellNode`, Objective-C's instance variables of
    /// `@implementation CellNode`), or nil for any other body.
    static func typeDeclared(before brace: Int, in tokens: [Token], language: ImportLanguage) -> String? {
        var i = brace - 1
        var level = 0
        var typeWord: Int?
        while i >= 0 {
            let t = tokens[i]
            if t.kind == .punct {
                if t.text == ")" || t.text == "]" { level += 1 } else if t.text == "(" || t.text == "[" {
                    if level == 0 { return nil }
                    level -= 1
                } else if level == 0, t.text == "{" || t.text == "}" || t.text == ";" {
                    break
                }
            } else if level == 0, t.kind == .identifier {
                switch t.text {
                case "class", "struct", "enum", "extension", "protocol", "actor":
                    typeWord = i
                case "func", "init", "deinit", "var", "let", "subscript", "in", "return", "if", "else", "for", "while", "switch", "guard",
                    "do", "repeat", "get", "set", "willSet", "didSet":
                    return nil
                default:
                    break
                }
            } else if level == 0, t.kind == .op, t.text == "=" || t.text == "->" {
                return nil
            } else if t.kind == .atKeyword, t.text == "implementation" || t.text == "interface" {
                return i + 1 < brace && tokens[i + 1].kind == .identifier ? "'@\(t.text) \(tokens[i + 1].text)'" : nil
            }
            if language == .objectiveC, level == 0, t.kind == .op, t.text == "-" || t.text == "+", t.newlineBefore { return nil }
            i -= 1
        }
        guard let w = typeWord, language == .swift else { return nil }
        return w + 1 < brace && tokens[w + 1].kind == .identifier ? "\(tokens[w].text) \(tokens[w + 1].text)" : nil
    }

    /// What an error says of a body or a bracket the code ends inside: the
    /// method it is in when one is found.
    static func cutMessage(_ opener: Int, in tokens: [Token], language: ImportLanguage) -> String {
        let t = tokens[opener]
        var name: String?
        var i = opener - 1
        while i >= 0, i >= opener - 64, name == nil {
            let w = tokens[i]
            if w.kind == .punct, w.text == "}" || w.text == ";" { break }
            if language == .swift, w.kind == .identifier, w.text == "func", i + 1 < opener, tokens[i + 1].kind == .identifier {
                name = tokens[i + 1].text
            } else if language == .swift, w.kind == .identifier, w.text == "init" {
                name = "init"
            } else if language == .objectiveC, w.kind == .op, w.text == "-" || w.text == "+", w.newlineBefore,
                i + 1 < opener, tokens[i + 1].isPunct("(")
            {
                var j = i + 1
                var level = 0
                while j < opener {
                    if tokens[j].isPunct("(") { level += 1 } else if tokens[j].isPunct(")") {
                        level -= 1
                        if level == 0 { break }
                    }
                    j += 1
                }
                if j + 1 < opener, tokens[j + 1].kind == .identifier { name = tokens[j + 1].text }
            }
            i -= 1
        }
        if let name, t.text == "{" {
            return "the code ends inside '\(name)': its '{' is not closed; paste the method to its end"
        }
        return "this '\(t.text)' is not closed"
    }
}
