import SwatchJSON
import SwatchSpec

/// A recursive-descent parser over a token array, for both languages: a
/// cursor, the nesting depth it has followed (bounded by
/// `ImportLimits.maxNesting`), and the messages its errors give. The
/// language's grammar is in its extensions (`Parser+Swift...`,
/// `Parser+ObjC...`).
struct Parser {
    let tokens: [Token]
    let language: ImportLanguage
    var index: Int
    /// Where parsing stops (a body's closing brace, a range's end).
    var limit: Int
    var depth = 0
    /// Reading a `case` pattern: `let name` binds (`case .photo(let url)`).
    var inPattern = false
    /// Constructs read as doing nothing (a library's macro), said where they are.
    var warnings: [ImportWarning] = []
    /// The closures and blocks read (as their tokens), to be read in turn.
    var closures: [ClosureSource] = []
    /// Where each bracket closes (`BracketCheck.pairs`), when known: a
    /// group is then skipped in one step rather than by counting.
    var pairs: [Int32] = []

    init(tokens: [Token], language: ImportLanguage, range: Range<Int>? = nil) {
        self.tokens = tokens
        self.language = language
        self.index = range?.lowerBound ?? 0
        self.limit = range?.upperBound ?? max(tokens.count - 1, 0)
    }

    // MARK: Cursor

    /// The current token, or the end token past `limit`.
    var current: Token { index < limit ? tokens[index] : endToken }

    /// The token at `limit`: the end of the code, or the bracket closing a body.
    var endToken: Token { tokens[min(limit, tokens.count - 1)] }

    func peek(_ k: Int = 1) -> Token {
        index + k < limit ? tokens[index + k] : endToken
    }

    var atEnd: Bool { index >= limit }

    mutating func advance() {
        if index < limit { index += 1 }
    }

    func isPunct(_ c: String) -> Bool { !atEnd && tokens[index].kind == .punct && tokens[index].text == c }
    func isOp(_ c: String) -> Bool { !atEnd && tokens[index].kind == .op && tokens[index].text == c }
    func isWord(_ c: String) -> Bool { !atEnd && tokens[index].kind == .identifier && tokens[index].text == c }

    mutating func take(_ c: String) -> Bool {
        if isPunct(c) || isOp(c) || isWord(c) {
            advance()
            return true
        }
        return false
    }

    // MARK: Errors

    func fail(_ expected: String) -> ImportError {
        ImportError("expected \(expected), found \(current.described)", at: current.location)
    }

    mutating func expect(_ c: String, _ what: String) throws(ImportError) {
        guard take(c) else { throw fail(what) }
    }

    mutating func identifier(_ what: String) throws(ImportError) -> String {
        guard !atEnd, tokens[index].kind == .identifier else { throw fail(what) }
        let name = tokens[index].text
        advance()
        return name
    }

    /// Counts one level of nesting; every `enter` is paired with `leave`.
    mutating func enter() throws(ImportError) {
        depth += 1
        guard depth <= ImportLimits.maxNesting else {
            throw ImportError("the code is nested deeper than \(ImportLimits.maxNesting) levels", at: current.location)
        }
    }

    mutating func leave() { depth -= 1 }

    /// One more link of a chain that a loop builds (`a + b + c`, `a.b.c`,
    /// `x as T as U`): the expression it makes is one level deeper, and the
    /// evaluator follows it by recursion, so each link counts against the
    /// nesting limit as a level does. `links` counts them, to give back
    /// with `leave(links)` when the chain ends.
    mutating func link(_ links: inout Int) throws(ImportError) {
        links += 1
        depth += 1
        guard depth <= ImportLimits.maxNesting else {
            throw ImportError(
                "this expression is chained or nested deeper than \(ImportLimits.maxNesting) levels (each operator, member, call or cast in a row is one); split it into several statements",
                at: current.location)
        }
    }

    mutating func leave(_ links: Int) { depth -= links }

    // MARK: Balanced skipping

    /// The index of the bracket closing the one at `open` (`(`, `[`, `{`),
    /// or nil when it is not closed before `limit`.
    func closing(_ open: Int) -> Int? {
        if open < pairs.count, pairs[open] >= 0 {
            let close = Int(pairs[open])
            return close < limit ? close : nil
        }
        var level = 0
        var i = open
        while i < limit {
            let t = tokens[i]
            if t.kind == .punct {
                switch t.text {
                case "(", "[", "{": level += 1
                case ")", "]", "}":
                    level -= 1
                    if level == 0 { return i }
                default: break
                }
            }
            i += 1
        }
        return nil
    }

    /// Reads the group the current bracket (`open`) opens with `body`, as one
    /// more level of nesting, `limit` at its closing bracket; then moves past
    /// that bracket. `what` names the group in the errors.
    mutating func inside<T>(_ open: String, _ what: String, _ body: (inout Parser) throws(ImportError) -> T) throws(ImportError) -> T {
        guard isPunct(open) else { throw fail("'\(open)' to open \(what)") }
        let close = try closingOrError(what)
        let saved = limit
        advance()
        limit = close
        try enter()
        let result = try body(&self)
        leave()
        limit = saved
        index = close + 1
        return result
    }

    /// Statements until `limit`, in the parser's language (a `;` between
    /// them is read past).
    mutating func statements() throws(ImportError) -> [Stmt] {
        var out: [Stmt] = []
        while !atEnd {
            if take(";") { continue }
            out.append(language == .swift ? try swiftStatement() : try objcStatement())
        }
        return out
    }

    /// A value filling the range: a property's or a constant's initial
    /// value, or C's initializer list (`= {20, 10, 20, 10}`, `= {.top = 20}`,
    /// whose type is the declaration's).
    mutating func initialValue() throws(ImportError) -> Expr {
        let e: Expr
        if language == .objectiveC, isPunct("{") {
            let start = index
            let items = try objcInitializerList()
            e = Expr(.compoundLiteral(type: "", items), start, index)
        } else {
            e = language == .swift ? try swiftExpression() : try objcExpression()
        }
        guard atEnd else { throw fail("the end of the value") }
        return e
    }

    /// Swift attributes (`@objc`, `@available(iOS 13, *)`): read past, since
    /// no layout depends on them.
    mutating func skipSwiftAttributes() throws(ImportError) {
        while !atEnd, current.kind == .punct, current.text == "@" {
            advance()
            _ = try identifier("an attribute's name")
            if isPunct("("), !current.spaceBefore { try skipGroup("an attribute") }
        }
    }

    /// The index of the bracket closing the current one; an error naming
    /// `what` when it is not closed.
    func closingOrError(_ what: String) throws(ImportError) -> Int {
        guard let close = closing(index) else {
            throw ImportError("this '\(current.text)' is not closed (\(what))", at: current.location)
        }
        return close
    }

    /// The closure from `start` to the current token (just past its `}`),
    /// noted to be read in turn.
    mutating func closureRead(from start: Int) -> Expr {
        let source = ClosureSource(start: Int32(start), end: Int32(index))
        closures.append(source)
        return Expr(.closure(source), start, index)
    }

    /// Moves past a bracketed group starting at the current token.
    mutating func skipGroup(_ what: String) throws(ImportError) {
        index = try closingOrError(what) + 1
    }

    /// The tokens from `start` to `end` as the code writes them (`SourceSpans.text`).
    func text(_ start: Int, _ end: Int) -> String {
        SourceSpans.text(start, min(end, tokens.count), spaced: { tokens[$0].spaceBefore }, written: { tokens[$0].written })
    }
}
