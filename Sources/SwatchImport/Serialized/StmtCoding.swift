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
            uint(bindings.count)
            for b in bindings {
                string(b.name)
                optionalString(b.type)
                optionalExpr(b.value)
                if let names = b.tupleNames {
                    bool(true)
                    optionalStrings(names)
                } else {
                    bool(false)
                }
            }
            bool(isConstant)
        case .ifThen(let conditions, let then, let otherwise):
            tag(.ifThen)
            self.conditions(conditions)
            stmts(then)
            if let otherwise {
                bool(true)
                stmts(otherwise)
            } else {
                bool(false)
            }
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
            uint(cases.count)
            for c in cases {
                exprs(c.patterns)
                stmts(c.body)
                bool(c.isDefault)
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

    mutating func stmts(_ list: [Stmt]) {
        uint(list.count)
        for s in list { stmt(s) }
    }

    mutating func optionalStrings(_ list: [String?]) {
        uint(list.count)
        for s in list { optionalString(s) }
    }

    mutating func conditions(_ list: [Condition]) {
        uint(list.count)
        for c in list {
            switch c {
            case .expression(let e):
                byte(0)
                expr(e)
            case .binding(let name, let value):
                byte(1)
                string(name)
                expr(value)
            case .pattern(let e):
                byte(2)
                expr(e)
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
            var bindings: [Binding] = []
            for _ in 0..<(try count()) {
                let name = try string()
                let type = try optionalString()
                let value = try optionalExpr()
                let tupleNames = try bool() ? try optionalStrings() : nil
                bindings.append(Binding(name: name, type: type, value: value, tupleNames: tupleNames))
            }
            kind = .declare(bindings, isConstant: try bool())
        case .ifThen:
            let conditions = try self.conditions()
            let then = try stmts()
            kind = .ifThen(conditions, then: then, otherwise: try bool() ? try stmts() : nil)
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
            var cases: [SwitchCase] = []
            for _ in 0..<(try count()) {
                let patterns = try exprs()
                let body = try stmts()
                cases.append(SwitchCase(patterns: patterns, body: body, isDefault: try bool()))
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
        var out: [Stmt] = []
        for _ in 0..<(try count()) { out.append(try stmt()) }
        return out
    }

    mutating func optionalStrings() throws(ImportError) -> [String?] {
        var out: [String?] = []
        for _ in 0..<(try count()) { out.append(try optionalString()) }
        return out
    }

    mutating func conditions() throws(ImportError) -> [Condition] {
        var out: [Condition] = []
        for _ in 0..<(try count()) {
            switch try byte() {
            case 0: out.append(.expression(try expr()))
            case 1:
                let name = try string()
                out.append(.binding(name: name, value: try expr()))
            case 2: out.append(.pattern(try expr()))
            default: throw damaged("an unknown kind of condition")
            }
        }
        return out
    }
}
