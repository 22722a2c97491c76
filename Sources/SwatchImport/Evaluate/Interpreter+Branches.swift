import SwatchSpec

/// Branches that have a value and patterns that bind: Swift 5.9's `if` and
/// `switch` expressions (the value of the last expression of the branch
/// taken), a body of one `if` or `switch` returning its value, and a
/// `switch`'s cases with bindings (`case .photo(let url)`,
/// `case let .text(string)`).
extension Interpreter {
    /// Runs `body`; its last statement's value is returned as the body's
    /// (an expression's value, or the value of the branch an `if` or a
    /// `switch` takes).
    mutating func runForValue(_ body: [Stmt], _ frame: Frame) throws(ImportError) -> Flow {
        guard let last = body.last else { return .normal }
        let flow = try run(Array(body.dropLast()), frame)
        guard case .normal = flow else { return flow }
        try step(last.start)
        switch last.kind {
        case .expression(let e):
            return .returned(try evaluate(e, frame))
        case .ifThen(let conditions, let then, let otherwise):
            var inner = frame
            inner.scope = newScope(frame.scope)
            if try holds(conditions, inner) { return try runForValue(then, inner) }
            guard let otherwise else { return .normal }
            var elseFrame = frame
            elseFrame.scope = newScope(frame.scope)
            return try runForValue(otherwise, elseFrame)
        case .switchOn(let subject, let cases):
            return try runSwitch(subject, cases, frame, forValue: true)
        case .block(let inner):
            var blockFrame = frame
            blockFrame.scope = newScope(frame.scope)
            return try runForValue(inner, blockFrame)
        default:
            return try run(last, frame)
        }
    }

    /// The case a `switch` takes (the first whose pattern matches, else
    /// `default`), and the frame its body runs in (with the pattern's bindings).
    mutating func chooseCase(_ subjectExpr: Expr, _ cases: [SwitchCase], _ frame: Frame) throws(ImportError) -> (Int, Frame)? {
        let subject = try evaluate(subjectExpr, frame)
        for (i, c) in cases.enumerated() where !c.isDefault {
            var inner = frame
            inner.scope = newScope(frame.scope)
            for p in c.patterns where try matches(subject, subjectExpr, pattern: p, inner) { return (i, inner) }
        }
        guard let i = cases.firstIndex(where: { $0.isDefault }) else { return nil }
        var inner = frame
        inner.scope = newScope(frame.scope)
        return (i, inner)
    }

    /// A pattern that binds: `let x` (anything, bound to `x`), or an
    /// enumeration's case with bindings (`.photo(let url)`): the subject's
    /// case by name, or a condition named `subject == .photo` when the
    /// subject is data; each name bound to a value from the data. Nil for
    /// a pattern without bindings.
    mutating func matchesBinding(_ subject: Value, _ subjectExpr: Expr, pattern: Expr, _ frame: Frame) throws(ImportError) -> Bool? {
        switch pattern.kind {
        case .patternBinding(let name):
            if name != "_" { declare(name, subject, in: frame.scope) }
            return true
        case .call(let callee, let arguments):
            var names: [String] = []
            for a in arguments { if case .patternBinding(let n) = a.value.kind { names.append(n) } }
            guard !names.isEmpty else { return nil }
            let caseName: String
            switch callee.kind {
            case .implicitMember(let n), .member(_, let n): caseName = n
            default: return nil
            }
            var matched: Bool
            if case .enumCase(let n) = subject {
                matched = Interpreter.memberName(n) == caseName
            } else if subject.isUnknown {
                matched = book.condition(text(subjectExpr) + " == ." + caseName, at: location(pattern.start))
            } else {
                matched = false
            }
            if matched {
                for n in names where n != "_" { declare(n, .unknown(Unknown(name: n, location: location(pattern.start))), in: frame.scope) }
            }
            return matched
        default:
            return nil
        }
    }
}
