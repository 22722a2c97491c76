import SwatchJSON

/// Expressions as bytes: where each starts (zigzag) and how many tokens it
/// spans, then a tag for its kind (`ExprTag`) and the kind's parts.
enum ExprTag: UInt8 {
    case identifier, integer, number, string, interpolated, isTrue, isFalse, nilLiteral, implicitMember, member, call, message
    case subscripted, prefix, postfix, binary, assign, ternary, array, dictionary, tuple, closure, cast, compoundLiteral, opaque
    case patternBinding, branches
}

extension ByteWriter {
    mutating func expr(_ e: Expr) {
        span(e.start, e.end)
        switch e.kind {
        case .identifier(let name):
            tag(.identifier)
            string(name)
        case .number(let v, let isInteger):
            // Whole numbers written as integers (most of a layout's) take a varint.
            if isInteger, v == v.rounded(), abs(v) < 9.0e15, v != 0 || v.sign == .plus {
                tag(.integer)
                int(Int64(v))
            } else {
                tag(.number)
                bool(isInteger)
                double(v)
            }
        case .string(let s):
            tag(.string)
            string(s)
        case .interpolated(let parts):
            tag(.interpolated)
            list(parts) { w, part in
                switch part {
                case .text(let s):
                    w.bool(false)
                    w.string(s)
                case .value(let v):
                    w.bool(true)
                    w.expr(v)
                }
            }
        case .bool(let b): tag(b ? .isTrue : .isFalse)
        case .nilLiteral: tag(.nilLiteral)
        case .implicitMember(let name):
            tag(.implicitMember)
            string(name)
        case .member(let base, let name):
            tag(.member)
            expr(base)
            string(name)
        case .call(let callee, let arguments):
            tag(.call)
            expr(callee)
            self.arguments(arguments)
        case .message(let receiver, let parts, let arguments):
            tag(.message)
            expr(receiver)
            stringList(parts)
            exprs(arguments)
        case .subscripted(let base, let arguments):
            tag(.subscripted)
            expr(base)
            self.arguments(arguments)
        case .prefix(let op, let operand):
            tag(.prefix)
            string(op)
            expr(operand)
        case .postfix(let op, let operand):
            tag(.postfix)
            string(op)
            expr(operand)
        case .binary(let op, let a, let b):
            tag(.binary)
            string(op)
            expr(a)
            expr(b)
        case .assign(let op, let a, let b):
            tag(.assign)
            string(op)
            expr(a)
            expr(b)
        case .ternary(let c, let a, let b):
            tag(.ternary)
            expr(c)
            expr(a)
            expr(b)
        case .array(let items):
            tag(.array)
            exprs(items)
        case .dictionary(let entries):
            tag(.dictionary)
            list(entries) { w, entry in
                w.expr(entry.0)
                w.expr(entry.1)
            }
        case .tuple(let items):
            tag(.tuple)
            arguments(items)
        case .closure(let source):
            tag(.closure)
            span(source.start, source.end)
        case .cast(let value, let type, let isCheck):
            tag(.cast)
            expr(value)
            string(type)
            bool(isCheck)
        case .compoundLiteral(let type, let items):
            tag(.compoundLiteral)
            string(type)
            arguments(items)
        case .opaque: tag(.opaque)
        case .patternBinding(let name):
            tag(.patternBinding)
            string(name)
        case .branches(let s):
            tag(.branches)
            stmt(s)
        }
    }

    mutating func tag(_ t: ExprTag) { byte(t.rawValue) }

    /// Where a piece of code starts (zigzag) and how many tokens it spans.
    mutating func span(_ start: Int32, _ end: Int32) {
        int32(start)
        int(Int64(end) - Int64(start))
    }

    mutating func exprs(_ list: [Expr]) { self.list(list) { $0.expr($1) } }

    mutating func optionalExpr(_ e: Expr?) { optional(e) { $0.expr($1) } }

    mutating func arguments(_ list: [Argument]) {
        self.list(list) { w, argument in
            w.optionalString(argument.label)
            w.expr(argument.value)
        }
    }
}

extension ByteReader {
    mutating func expr() throws(ImportError) -> Expr {
        try enter()
        defer { leave() }
        let (start, end) = try span("an expression")
        guard let tag = ExprTag(rawValue: try byte()) else { throw damaged("an unknown kind of expression") }
        let kind: ExprKind
        switch tag {
        case .identifier: kind = .identifier(try string())
        case .integer: kind = .number(Double(try int()), isInteger: true)
        case .number:
            let isInteger = try bool()
            kind = .number(try double(), isInteger: isInteger)
        case .string: kind = .string(try string())
        case .interpolated:
            kind = .interpolated(
                try list { r throws(ImportError) -> InterpolationPart in try r.bool() ? .value(try r.expr()) : .text(try r.string()) })
        case .isTrue: kind = .bool(true)
        case .isFalse: kind = .bool(false)
        case .nilLiteral: kind = .nilLiteral
        case .implicitMember: kind = .implicitMember(try string())
        case .member:
            let base = try expr()
            kind = .member(base, try string())
        case .call:
            let callee = try expr()
            kind = .call(callee, try arguments())
        case .message:
            let receiver = try expr()
            let parts = try stringList()
            kind = .message(receiver, parts: parts, arguments: try exprs())
        case .subscripted:
            let base = try expr()
            kind = .subscripted(base, try arguments())
        case .prefix:
            let op = try string()
            kind = .prefix(op, try expr())
        case .postfix:
            let op = try string()
            kind = .postfix(op, try expr())
        case .binary:
            let op = try string()
            let a = try expr()
            kind = .binary(op, a, try expr())
        case .assign:
            let op = try string()
            let a = try expr()
            kind = .assign(op, a, try expr())
        case .ternary:
            let c = try expr()
            let a = try expr()
            kind = .ternary(c, a, try expr())
        case .array: kind = .array(try exprs())
        case .dictionary:
            kind = .dictionary(
                try list { r throws(ImportError) -> (Expr, Expr) in
                    let k = try r.expr()
                    return (k, try r.expr())
                })
        case .tuple: kind = .tuple(try arguments())
        case .closure:
            let (from, to) = try span("a closure")
            kind = .closure(ClosureSource(start: from, end: to))
        case .cast:
            let value = try expr()
            let type = try string()
            kind = .cast(value, type: type, isCheck: try bool())
        case .compoundLiteral:
            let type = try string()
            kind = .compoundLiteral(type: type, try arguments())
        case .opaque: kind = .opaque
        case .patternBinding: kind = .patternBinding(try string())
        case .branches: kind = .branches(try stmt())
        }
        return Expr(kind, Int(start), Int(end))
    }

    /// What `ByteWriter.span` wrote; `what` names the code in the error.
    mutating func span(_ what: String) throws(ImportError) -> (start: Int32, end: Int32) {
        let start = try int32()
        let (end, overflow) = Int64(start).addingReportingOverflow(try int())
        guard !overflow, end >= Int64(Int32.min), end <= Int64(Int32.max) else { throw damaged("\(what)'s end out of range") }
        return (start, Int32(end))
    }

    mutating func exprs() throws(ImportError) -> [Expr] {
        try list { r throws(ImportError) in try r.expr() }
    }

    mutating func optionalExpr() throws(ImportError) -> Expr? {
        try optional { r throws(ImportError) in try r.expr() }
    }

    mutating func arguments() throws(ImportError) -> [Argument] {
        try list { r throws(ImportError) in
            let label = try r.optionalString()
            return Argument(label: label, value: try r.expr())
        }
    }
}
