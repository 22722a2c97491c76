import SwatchJSON

/// Statements as bytes: where each starts (zigzag), a tag for its kind
/// (`StmtTag`), then the kind's parts.
enum StmtTag: UInt8 {
    case expression, declare, ifThen, guardElse, forIn, cFor, whileLoop, repeatWhile, switchOn, returns, breaks, continues, block, nothing
}

extension ByteWriter {
    mutating func stmt(_ s: Stmt) {
        int32(s.start)
        switch s.kind {
        case .expression(let e):
            tag(.expression)
            expr(e)
        case .declare(let bindings, let isConstant):
            tag(.declare)
            list(bindings) { w, b in
                w.string(b.name)
                w.optionalString(b.type)
                w.optionalExpr(b.value)
                w.optional(b.tupleNames) { $0.optionalStrings($1) }
            }
            bool(isConstant)
        case .ifThen(let conditions, let then, let otherwise):
            tag(.ifThen)
            self.conditions(conditions)
            stmts(then)
            optional(otherwise) { $0.stmts($1) }
        case .guardElse(let conditions, let otherwise):
            tag(.guardElse)
            self.conditions(conditions)
            stmts(otherwise)
        case .forIn(let names, let sequence, let filter, let body):
            tag(.forIn)
            optionalStrings(names)
            expr(sequence)
            optionalExpr(filter)
            stmts(body)
        case .cFor(let initial, let condition, let step, let body):
            tag(.cFor)
            stmts(initial)
            optionalExpr(condition)
            exprs(step)
            stmts(body)
        case .whileLoop(let conditions, let body):
            tag(.whileLoop)
            self.conditions(conditions)
            stmts(body)
        case .repeatWhile(let body, let condition):
            tag(.repeatWhile)
            stmts(body)
            expr(condition)
        case .switchOn(let subject, let cases):
            tag(.switchOn)
            expr(subject)
            list(cases) { w, c in
                w.exprs(c.patterns)
                w.stmts(c.body)
                w.bool(c.isDefault)
            }
        case .returns(let e):
            tag(.returns)
            optionalExpr(e)
        case .breaks: tag(.breaks)
        case .continues: tag(.continues)
        case .block(let body):
            tag(.block)
            stmts(body)
        case .nothing: tag(.nothing)
        }
    }

    mutating func tag(_ t: StmtTag) { byte(t.rawValue) }

    mutating func stmts(_ list: [Stmt]) { self.list(list) { $0.stmt($1) } }

    mutating func optionalStrings(_ list: [String?]) { self.list(list) { $0.optionalString($1) } }

    mutating func conditions(_ list: [Condition]) {
        self.list(list) { w, c in
            switch c {
            case .expression(let e):
                w.byte(0)
                w.expr(e)
            case .binding(let name, let value):
                w.byte(1)
                w.string(name)
                w.expr(value)
            case .pattern(let e):
                w.byte(2)
                w.expr(e)
            }
        }
    }
}

extension ByteReader {
    mutating func stmt() throws(ImportError) -> Stmt {
        try enter()
        defer { leave() }
        let start = try int32()
        guard let tag = StmtTag(rawValue: try byte()) else { throw damaged("an unknown kind of statement") }
        let kind: StmtKind
        switch tag {
        case .expression: kind = .expression(try expr())
        case .declare:
            let bindings = try list { r throws(ImportError) in
                let name = try r.string()
                let type = try r.optionalString()
                let value = try r.optionalExpr()
                let tupleNames = try r.optional { r throws(ImportError) in try r.optionalStrings() }
                return Binding(name: name, type: type, value: value, tupleNames: tupleNames)
            }
            kind = .declare(bindings, isConstant: try bool())
        case .ifThen:
            let conditions = try self.conditions()
            let then = try stmts()
            kind = .ifThen(conditions, then: then, otherwise: try optional { r throws(ImportError) in try r.stmts() })
        case .guardElse:
            let conditions = try self.conditions()
            kind = .guardElse(conditions, otherwise: try stmts())
        case .forIn:
            let names = try optionalStrings()
            let sequence = try expr()
            let filter = try optionalExpr()
            kind = .forIn(names: names, sequence: sequence, filter: filter, body: try stmts())
        case .cFor:
            let initial = try stmts()
            let condition = try optionalExpr()
            let step = try exprs()
            kind = .cFor(initial: initial, condition: condition, step: step, body: try stmts())
        case .whileLoop:
            let conditions = try self.conditions()
            kind = .whileLoop(conditions, body: try stmts())
        case .repeatWhile:
            let body = try stmts()
            kind = .repeatWhile(body: body, condition: try expr())
        case .switchOn:
            let subject = try expr()
            let cases = try list { r throws(ImportError) in
                let patterns = try r.exprs()
                let body = try r.stmts()
                return SwitchCase(patterns: patterns, body: body, isDefault: try r.bool())
            }
            kind = .switchOn(subject, cases)
        case .returns: kind = .returns(try optionalExpr())
        case .breaks: kind = .breaks
        case .continues: kind = .continues
        case .block: kind = .block(try stmts())
        case .nothing: kind = .nothing
        }
        return Stmt(kind: kind, start: start)
    }

    mutating func stmts() throws(ImportError) -> [Stmt] {
        try list { r throws(ImportError) in try r.stmt() }
    }

    mutating func optionalStrings() throws(ImportError) -> [String?] {
        try list { r throws(ImportError) in try r.optionalString() }
    }

    mutating func conditions() throws(ImportError) -> [Condition] {
        try list { r throws(ImportError) -> Condition in
            switch try r.byte() {
            case 0: return .expression(try r.expr())
            case 1:
                let name = try r.string()
                return .binding(name: name, value: try r.expr())
            case 2: return .pattern(try r.expr())
            default: throw r.damaged("an unknown kind of condition")
            }
        }
    }
}
