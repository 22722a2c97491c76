import SwatchJSON
import SwatchSpec

/// One token of Swift or Objective-C source.
struct Token: Sendable {
    enum Kind: UInt8, Sendable {
        /// A name (`layoutSpecThatFits`, `_photoNode`, `$0`; a keyword is a name too).
        case identifier
        /// A number; `isInteger` when written without a point or exponent.
        case number
        /// A whole string literal: `text` is its value.
        case string
        /// The parts of a Swift string with interpolations: the text before
        /// the first `\(`, between two, and after the last.
        case stringHead, stringMiddle, stringTail
        /// An operator (`+`, `==`, `..<`, `->`, `?`, `!`, `=`).
        case op
        /// Punctuation: one of `( ) [ ] { } , ; : . @ ^ #`.
        case punct
        /// `@interface`, `@end`, `@property`... (`text` without the `@`).
        case atKeyword
        /// `#selector`, `#available`... in Swift (`text` without the `#`).
        case hashKeyword
        /// An Objective-C `#define` (`text` is the macro's name; its body is
        /// kept by the lexer) or `#undef` (`isInteger` true).
        case define
        case end
    }

    var kind: Kind
    var text: String
    var number: Double = 0
    var isInteger = false
    /// `@"..."` (Objective-C's string object) rather than a C string.
    var isAtString = false
    var line: Int32
    var column: Int32
    /// Whitespace (or a comment) comes just before it.
    var spaceBefore = false
    /// A line break comes between it and the token before.
    var newlineBefore = false

    var location: SourceLocation { SourceLocation(line: Int(line), column: Int(column)) }

    func isPunct(_ c: String) -> Bool { kind == .punct && text == c }
    func isOp(_ c: String) -> Bool { kind == .op && text == c }
    func isIdentifier(_ c: String) -> Bool { kind == .identifier && text == c }

    /// The token as the code writes it.
    var written: String {
        switch kind {
        case .string: return (isAtString ? "@\"" : "\"") + text + "\""
        case .stringHead: return "\"" + text + "\\("
        case .stringMiddle: return ")" + text + "\\("
        case .stringTail: return ")" + text + "\""
        case .atKeyword: return "@" + text
        case .hashKeyword: return "#" + text
        default: return text
        }
    }

    /// How messages show it: `'{'`, `"name"`, `a number`, `the end of the file`.
    var described: String {
        switch kind {
        case .identifier: return "'\(text)'"
        case .number: return "a number"
        case .string, .stringHead, .stringMiddle, .stringTail: return "a string"
        case .op, .punct: return "'\(text)'"
        case .atKeyword: return "'@\(text)'"
        case .hashKeyword: return "'#\(text)'"
        case .define: return "a '#define'"
        case .end: return "the end of the code"
        }
    }
}
