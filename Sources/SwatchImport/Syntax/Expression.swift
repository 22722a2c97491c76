/// An expression of either language, with the tokens it spans (for its
/// location and for naming the assumptions it leads to).
struct Expr: Sendable {
    var kind: ExprKind
    /// Index of its first token.
    var start: Int32
    /// Index after its last token.
    var end: Int32

    init(_ kind: ExprKind, _ start: Int, _ end: Int) {
        self.kind = kind
        self.start = Int32(start)
        self.end = Int32(end)
    }
}

/// One argument of a call: `label: value`, or `value`.
struct Argument: Sendable {
    var label: String?
    var value: Expr
}

/// The expressions both parsers make. Objective-C's message sends keep
/// their selector's parts; Swift's calls their labels.
indirect enum ExprKind: Sendable {
    /// A name: a local, a property, a type, a constant, `self`, `super`.
    case identifier(String)
    case number(Double, isInteger: Bool)
    case string(String)
    /// Swift's `"text \(value) text"`: literal parts and expressions in turn.
    case interpolated([InterpolationPart])
    case bool(Bool)
    case nilLiteral
    /// Swift's `.center`, `.zero`.
    case implicitMember(String)
    /// `base.name`, `base?.name`, `base->name`.
    case member(Expr, String)
    /// `callee(arguments)`, trailing closures as the last arguments.
    case call(Expr, [Argument])
    /// `[receiver part: argument part: argument]`; a selector of one part
    /// without an argument has `arguments` empty.
    case message(Expr, parts: [String], arguments: [Expr])
    case subscripted(Expr, [Argument])
    /// `-x`, `!x`, `~x`, `&x`, `*x`, `++x`, `--x`.
    case prefix(String, Expr)
    /// `x!`, `x?`, `x++`, `x--`.
    case postfix(String, Expr)
    /// Arithmetic, comparisons, `&&`, `||`, `??`, ranges.
    case binary(String, Expr, Expr)
    /// `=`, `+=` and the other assignments (expressions in Objective-C).
    case assign(String, Expr, Expr)
    case ternary(Expr, Expr, Expr)
    case array([Expr])
    case dictionary([(Expr, Expr)])
    /// `(a, b)`, `(x: 1, y: 2)`; one unlabelled element is a parenthesised expression.
    case tuple([Argument])
    /// A Swift closure or an Objective-C block: the tokens it spans, read
    /// on their own (`ParsedCode`).
    case closure(ClosureSource)
    /// `x as T`, `x as? T`, `x as! T`, `(T)x`: the value, unchanged; `is` becomes unknown.
    case cast(Expr, type: String, isCheck: Bool)
    /// Objective-C's `(CGRect){origin, size}`.
    case compoundLiteral(type: String, [Argument])
    /// Code read but not evaluated (`#selector(...)`, `\.key`, `@encode(...)`):
    /// an unknown value named by its text.
    case opaque
    /// `let name` in a pattern (`case .photo(let url)`): it matches
    /// anything, and binds `name` to what it matched.
    case patternBinding(String)
    /// Swift's `if` and `switch` used as a value (Swift 5.9): the statement,
    /// whose value is that of the last expression of the branch it takes.
    case branches(Stmt)
}

enum InterpolationPart: Sendable {
    case text(String)
    case value(Expr)
}

/// Where a closure's code is: from its `{` (Swift) or `^` (Objective-C) to
/// after its `}`.
struct ClosureSource: Sendable {
    var start: Int32
    var end: Int32
}

/// A statement of either language.
struct Stmt: Sendable {
    var kind: StmtKind
    /// Index of its first token.
    var start: Int32
}

/// A variable a declaration binds: Swift's `let name: Type = value`, C's `Type *name = value`.
struct Binding: Sendable {
    var name: String
    var type: String?
    var value: Expr?
    /// `_` or a tuple pattern's names (Swift: `let (a, b) = pair`).
    var tupleNames: [String?]?
}

/// One part of a Swift condition list, or Objective-C's one condition.
enum Condition: Sendable {
    case expression(Expr)
    /// `let name = value` (and Swift 5.7's `let name`).
    case binding(name: String, value: Expr)
    /// `case pattern = value` (`if case .some(let x) = y`): read as a
    /// condition on its text.
    case pattern(Expr)
}

struct SwitchCase: Sendable {
    /// The patterns; empty for `default`.
    var patterns: [Expr]
    var body: [Stmt]
    var isDefault: Bool
}

indirect enum StmtKind: Sendable {
    case expression(Expr)
    case declare([Binding], isConstant: Bool)
    case ifThen([Condition], then: [Stmt], otherwise: [Stmt]?)
    case guardElse([Condition], otherwise: [Stmt])
    /// `for pattern in sequence`; pattern names (nil for `_`), and a
    /// `where` filter.
    case forIn(names: [String?], sequence: Expr, filter: Expr?, body: [Stmt])
    /// C's `for (init; condition; step)`.
    case cFor(initial: [Stmt], condition: Expr?, step: [Expr], body: [Stmt])
    case whileLoop([Condition], body: [Stmt])
    case repeatWhile(body: [Stmt], condition: Expr)
    case switchOn(Expr, [SwitchCase])
    case returns(Expr?)
    case breaks
    case continues
    case block([Stmt])
    /// A statement with nothing to lay out (`defer`, `throw`, `@synchronized`'s lock...).
    case nothing
}
