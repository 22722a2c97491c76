import SwatchJSON
import SwatchSpec

/// Expressions: names, operators, literals, members.
extension Interpreter {
    /// An expression's value. The evaluator follows the expression by
    /// recursion, so each kind's work is in a function of its own: this
    /// one's frame stays small, and the depth the stack allows with it.
    mutating func evaluate(_ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        try enter(e.start)
        defer { nesting -= 1 }
        switch e.kind {
        case .identifier(let name):
            return try resolve(name, e, frame)
        case .number(let n, let isInteger):
            return .number(n, isInteger ? (language == .swift ? .literal : .integer) : .float)
        case .string(let s):
            return .string(s)
        case .interpolated(let parts):
            return try interpolation(parts, e, frame)
        case .bool(let b):
            return .bool(b)
        case .nilLiteral:
            return .null
        case .implicitMember(let name):
            return Interpreter.implicitMember(name)
        case .member(let baseExpr, let name):
            return try memberValue(baseExpr, name, e, frame)
        case .call(let callee, let arguments):
            return try call(callee, arguments, e, frame)
        case .message(let receiver, let parts, let arguments):
            return try message(receiver, parts, arguments, e, frame)
        case .subscripted(let baseExpr, let arguments):
            return try subscripted(baseExpr, arguments, e, frame)
        case .prefix(let op, let operandExpr):
            return try prefix(op, operandExpr, e, frame)
        case .postfix(let op, let operandExpr):
            return try postfix(op, operandExpr, e, frame)
        case .binary(let op, let lhsExpr, let rhsExpr):
            return try binary(op, lhsExpr, rhsExpr, e, frame)
        case .assign(let op, let target, let valueExpr):
            return try assignment(op, target, valueExpr, e, frame)
        case .ternary(let c, let a, let b):
            return try truth(c, frame) ? try evaluate(a, frame) : try evaluate(b, frame)
        case .array(let items):
            return try arrayLiteral(items, e, frame)
        case .dictionary(let pairs):
            return try dictionaryLiteral(pairs, e, frame)
        case .tuple(let elements):
            return try tuple(elements, frame)
        case .closure(let source):
            return .closure(ClosureValue(source: source, scope: frame.scope, selfObject: frame.selfObject, className: frame.className))
        case .cast(let operandExpr, let type, let isCheck):
            return try cast(operandExpr, type: type, isCheck: isCheck, e, frame)
        case .compoundLiteral(let type, let items):
            return try compoundLiteral(type, items, e, frame)
        case .opaque:
            return unknownValue(e)
        case .patternBinding(let name):
            return .unknown(Unknown(name: name, location: location(e.start)))
        case .branches(let statement):
            if case .returned(let value) = try runForValue([statement], frame) { return value }
            return .void
        }
    }

    /// The value the code does not show, named by the expression's text.
    func unknownValue(_ e: Expr) -> Value {
        .unknown(Unknown(name: text(e), location: location(e.start)))
    }

    mutating func interpolation(_ parts: [InterpolationPart], _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        var out = ""
        var unknown = false
        for part in parts {
            switch part {
            case .text(let s): out += s
            case .value(let v):
                let value = try evaluate(v, frame)
                if case .unknown = value { unknown = true }
                out += display(value)
            }
        }
        if unknown { return try built(.unknown(Unknown(name: text(e), location: location(e.start), text: out)), at: e.start) }
        return try built(.string(out), at: e.start)
    }

    static func implicitMember(_ name: String) -> Value {
        switch name {
        case "infinity", "greatestFiniteMagnitude": return .number(.infinity, .float)
        case "zero": return .enumCase("zero")
        default: return .enumCase(name)
        }
    }

    mutating func memberValue(_ baseExpr: Expr, _ name: String, _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        if case .identifier("super") = baseExpr.kind { return unknownValue(e) }
        let base = try evaluate(baseExpr, frame)
        return try member(of: base, name, e, frame)
    }

    mutating func subscripted(_ baseExpr: Expr, _ arguments: [Argument], _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        let base = try evaluate(baseExpr, frame)
        guard let first = arguments.first else { return unknownValue(e) }
        let key = try evaluate(first.value, frame)
        return subscriptValue(base, key, e)
    }

    mutating func prefix(_ op: String, _ operandExpr: Expr, _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        if op == "++" || op == "--" {
            let old = try evaluate(operandExpr, frame)
            let new = try arithmetic(op == "++" ? "+" : "-", old, .number(1, .integer), e)
            try assign(new, to: operandExpr, frame)
            return new
        }
        let operand = try evaluate(operandExpr, frame)
        switch op {
        case "-":
            if case .number(let n, let k) = operand { return .number(-n, k) }
            return try arithmetic("-", .number(0, .literal), operand, e)
        case "+": return operand
        case "!":
            if let b = knownTruth(operand) { return .bool(!b) }
            return .bool(!(try truthOf(operand, operandExpr)))
        case "~":
            if case .number(let n, let k) = operand, let i = Int(exactly: n.rounded()) { return .number(Double(~i), k) }
            return unknownValue(e)
        case "..<", "...":
            return operand
        default:
            // `&x` and `*x`: the value itself.
            return operand
        }
    }

    mutating func postfix(_ op: String, _ operandExpr: Expr, _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        if op == "++" || op == "--" {
            let old = try evaluate(operandExpr, frame)
            try assign(try arithmetic(op == "++" ? "+" : "-", old, .number(1, .integer), e), to: operandExpr, frame)
            return old
        }
        return try evaluate(operandExpr, frame)
    }

    mutating func assignment(_ op: String, _ target: Expr, _ valueExpr: Expr, _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        var value = try evaluate(valueExpr, frame)
        if op != "=" {
            let old = try evaluate(target, frame)
            let arithmeticOp = String(op.dropLast())
            if arithmeticOp == "??" {
                value = old.isNull ? value : old
            } else {
                value = try arithmetic(arithmeticOp, old, value, e)
            }
        }
        try assign(value, to: target, frame)
        return value
    }

    mutating func arrayLiteral(_ items: [Expr], _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        var out: [Value] = []
        out.reserveCapacity(items.count)
        for item in items { out.append(try evaluate(item, frame)) }
        return try built(.array(out), at: e.start)
    }

    mutating func dictionaryLiteral(_ pairs: [(Expr, Expr)], _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        var out: [DictionaryEntry] = []
        for (k, v) in pairs { out.append(DictionaryEntry(key: try evaluate(k, frame), value: try evaluate(v, frame))) }
        return try built(.dictionary(out), at: e.start)
    }

    mutating func tuple(_ elements: [Argument], _ frame: Frame) throws(ImportError) -> Value {
        if elements.isEmpty { return .void }
        var out: [Value] = []
        for el in elements { out.append(try evaluate(el.value, frame)) }
        return .array(out)
    }

    mutating func cast(_ operandExpr: Expr, type: String, isCheck: Bool, _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        let operand = try evaluate(operandExpr, frame)
        if isCheck {
            if case .object(let id) = operand {
                return .bool(heap[Int(id)].className == type || program.chain(heap[Int(id)].className).contains { $0.name == type })
            }
            return .unknown(Unknown(name: text(e), location: location(e.start), isCondition: true))
        }
        return converted(operand, toDeclared: type)
    }

    mutating func compoundLiteral(_ type: String, _ items: [Argument], _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        var values: [Value] = []
        var labels: [String?] = []
        for item in items {
            values.append(try evaluate(item.value, frame))
            labels.append(item.label)
        }
        return compound(type, values, labels: labels, e)
    }

    // MARK: Names

    mutating func resolve(_ name: String, _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        if name == "self" {
            if let s = frame.selfObject { return .object(s) }
            if let c = frame.className { return .type(c) }
            return .unknown(Unknown(name: "self", location: location(e.start)))
        }
        if let v = lookup(name, from: frame.scope) { return v }
        // The object's own properties and instance variables.
        if let s = frame.selfObject {
            let field = fieldName(name)
            if let v = heap[Int(s)].fields[field] { return v }
            let className = heap[Int(s)].className
            if let (decl, owner) = program.property(field, in: className) ?? program.property(name, in: className), !decl.isStatic {
                return try propertyValue(decl, owner: owner, of: s, e)
            }
            if language == .objectiveC, name.hasPrefix("_"), name.count > 1 {
                // An instance variable the class never sets: data from elsewhere.
                return .unknown(Unknown(name: canonicalName(name), location: location(e.start)))
            }
            if heap[Int(s)].element != nil, language == .swift, isNodeProperty(name) {
                return try member(of: .object(s), name, e, frame)
            }
        }
        // Static members and nested types of the class.
        if let c = frame.className {
            for info in program.chain(c) {
                if let p = info.properties.first(where: { $0.name == name && $0.isStatic }) {
                    return try staticValue(p, owner: info.name, e)
                }
            }
            if let nested = program.resolveType(name, from: c) { return .type(nested) }
        }
        if let g = program.globals[name] { return try staticValue(g, owner: nil, e) }
        if let n = program.enumConstants[name] { return .number(n, .integer) }
        if program.classes[name] != nil { return .type(name) }
        if let known = TextureAPI.constant(name, language: language, vocabulary: vocabulary) { return known }
        if program.functions[name] != nil { return .method(MethodValue(receiver: nil, className: "", name: name)) }
        if let s = frame.selfObject, language == .swift, program.method(name, labels: nil, in: heap[Int(s)].className) != nil {
            return .method(MethodValue(receiver: .object(s), className: heap[Int(s)].className, name: name))
        }
        if TextureAPI.isTypeName(name) { return .type(name) }
        // A node class from another file: `StarRatingNode(rating: 4)`.
        if name.looksLikeTypeName, name.hasSuffix("Node") { return .type(name) }
        return .unknown(Unknown(name: canonicalName(name), location: location(e.start)))
    }

    /// An instance variable's field: Objective-C's `_name` is the property `name`.
    func fieldName(_ name: String) -> String {
        if language == .objectiveC, name.hasPrefix("_"), name.count > 1 { return String(name.dropFirst()) }
        return name
    }

    /// Names of instance variables as assumptions name them (`_post` is `post`).
    func canonicalName(_ name: String) -> String { fieldName(name) }

    /// A stored property's value (computed on first use from its initial
    /// value) or a computed property's getter.
    mutating func propertyValue(_ decl: PropertyDecl, owner: String, of object: ObjectID, _ e: Expr) throws(ImportError) -> Value {
        if let getter = decl.getter {
            let frame = Frame(scope: newScope(0), selfObject: object, className: owner)
            return try callBody(getter, frame, at: e.start)
        }
        if let initializer = decl.initializer {
            let frame = Frame(scope: newScope(0), selfObject: object, className: owner)
            let value = try evaluate(try expression(initializer), frame)
            heap[Int(object)].fields[decl.name] = value
            return value
        }
        // A property the class's code never sets: state or data from elsewhere.
        return .unknown(Unknown(name: canonicalName(text(e)), location: location(e.start)))
    }

    /// A static property or a file-level constant, computed once.
    mutating func staticValue(_ decl: PropertyDecl, owner: String?, _ e: Expr) throws(ImportError) -> Value {
        let key = (owner ?? "") + "." + decl.name
        if let v = statics[key] { return v }
        guard !staticsInProgress.contains(key) else {
            return .unknown(Unknown(name: decl.name, location: location(e.start)))
        }
        staticsInProgress.insert(key)
        defer { staticsInProgress.remove(key) }
        var value: Value = .unknown(Unknown(name: decl.name, location: location(decl.token)))
        let frame = Frame(scope: newScope(0), selfObject: nil, className: owner)
        if let getter = decl.getter {
            value = try callBody(getter, frame, at: e.start)
        } else if let initializer = decl.initializer {
            var e = try expression(initializer)
            if case .compoundLiteral("", let items) = e.kind, let type = decl.type { e.kind = .compoundLiteral(type: type, items) }
            value = try evaluate(e, frame)
            if let type = decl.type { value = converted(value, toDeclared: type) }
        }
        statics[key] = value
        return value
    }

    /// The value a variable of `type` starts with when the code gives none.
    func defaultValue(ofType type: String) -> Value {
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasSuffix("*") { return .null }
        switch type {
        case "CGFloat", "Double", "Float", "float", "double", "NSTimeInterval", "TimeInterval": return .number(0, .float)
        case "Int", "NSInteger", "NSUInteger", "int", "UInt", "long", "unsigned", "uint32_t", "u_int32_t", "size_t": return .number(0, .integer)
        case "Bool", "BOOL", "bool": return .bool(false)
        case "CGSize": return .size(0, 0)
        case "CGPoint": return .point(0, 0)
        case "UIEdgeInsets": return .insets(0, 0, 0, 0)
        case "CGRect": return .rect(0, 0, 0, 0)
        default: return .null
        }
    }

    /// A value given to a declared type: numbers take the type's kind.
    func converted(_ value: Value, toDeclared type: String) -> Value {
        let t = type.replacingSpaces()
        switch t {
        case "CGFloat", "Double", "Float", "float", "double", "CGFloat?", "NSTimeInterval":
            if case .number(let n, _) = value { return .number(n, .float) }
        case "Int", "NSInteger", "NSUInteger", "int", "long", "UInt", "uint32_t", "u_int32_t", "int32_t", "unsigned", "unsignedint", "size_t":
            if case .number(let n, _) = value { return .number(n.rounded(.towardZero), .integer) }
        case "CGSize":
            if case .enumCase("zero") = value { return .size(0, 0) }
        case "CGPoint":
            if case .enumCase("zero") = value { return .point(0, 0) }
        case "UIEdgeInsets":
            if case .enumCase("zero") = value { return .insets(0, 0, 0, 0) }
        case "CGRect":
            if case .enumCase("zero") = value { return .rect(0, 0, 0, 0) }
        default:
            break
        }
        return value
    }

    /// A number as text (`3`, `0.5`), or an unknown's placeholder.
    func display(_ value: Value) -> String { value.displayed }

    // MARK: Operators

    mutating func binary(_ op: String, _ lhsExpr: Expr, _ rhsExpr: Expr, _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        switch op {
        case "&&":
            guard try truth(lhsExpr, frame) else { return .bool(false) }
            return .bool(try truth(rhsExpr, frame))
        case "||":
            if try truth(lhsExpr, frame) { return .bool(true) }
            return .bool(try truth(rhsExpr, frame))
        case "??":
            let lhs = try evaluate(lhsExpr, frame)
            if lhs.isNull { return try evaluate(rhsExpr, frame) }
            return lhs
        default:
            break
        }
        let lhs = try evaluate(lhsExpr, frame)
        let rhs = try evaluate(rhsExpr, frame)
        switch op {
        case "==", "!=", "===", "!==":
            let same = Interpreter.equal(lhs, rhs)
            guard let same else {
                return .unknown(Unknown(name: text(e), location: location(e.start), isCondition: true))
            }
            return .bool(op.hasPrefix("=") ? same : !same)
        case "<", ">", "<=", ">=":
            guard case .number(let a, _) = lhs, case .number(let b, _) = rhs else {
                if lhs.isUnknown || rhs.isUnknown { return .unknown(Unknown(name: text(e), location: location(e.start), isCondition: true)) }
                return .bool(false)
            }
            switch op {
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            default: return .bool(a >= b)
            }
        case "..<", "...":
            let a = try number(lhs, lhsExpr, fallback: 0)
            var b = try count(rhs, rhsExpr)
            if op == "..." { b += 1 }
            let start = Int(max(-1e9, min(1e9, a.rounded())))
            guard b - start <= ImportLimits.maxLoopIterations else {
                throw ImportError("a range of more than \(ImportLimits.maxLoopIterations) numbers", at: location(e.start))
            }
            var items: [Value] = []
            if b > start { for i in start..<b { items.append(.number(Double(i), .integer)) } }
            return try built(.array(items), at: e.start)
        case "+":
            if case .array(let a) = lhs, case .array(let b) = rhs { return try built(.array(a + b), at: e.start) }
            if isText(lhs) || isText(rhs) {
                if lhs.isUnknown || rhs.isUnknown {
                    return try built(.unknown(Unknown(name: text(e), location: location(e.start), text: display(lhs) + display(rhs))), at: e.start)
                }
                return try built(.string(display(lhs) + display(rhs)), at: e.start)
            }
            return try arithmetic(op, lhs, rhs, e)
        default:
            return try arithmetic(op, lhs, rhs, e)
        }
    }

    func isText(_ v: Value) -> Bool {
        switch v {
        case .string, .attributed: return true
        case .unknown(let u): return u.text != nil
        default: return false
        }
    }

    /// `a op b` on numbers (and sizes, points scaled by a number): an
    /// unknown operand is a constant assumed where it is used.
    mutating func arithmetic(_ op: String, _ lhs: Value, _ rhs: Value, _ e: Expr) throws(ImportError) -> Value {
        func kind(_ a: NumberKind, _ b: NumberKind) -> NumberKind {
            if a == .float || b == .float { return .float }
            if a == .integer || b == .integer { return .integer }
            return .literal
        }
        switch (lhs, rhs) {
        case (.number(let a, let ka), .number(let b, let kb)):
            let k = kind(ka, kb)
            let integers = k == .integer || (k == .literal && language == .objectiveC)
            switch op {
            case "+": return .number(a + b, k)
            case "-": return .number(a - b, k)
            case "*": return .number(a * b, k)
            case "/":
                if integers {
                    guard b != 0 else { return .number(0, k) }
                    return .number((a / b).rounded(.towardZero), k)
                }
                return .number(a / b, k == .literal ? .float : k)
            case "%":
                guard b != 0 else { return .number(0, k) }
                return .number(a.truncatingRemainder(dividingBy: b), k)
            case "<<", ">>", "&", "|", "^":
                guard let x = Int(exactly: a.rounded()), let y = Int(exactly: b.rounded()), abs(x) < 1 << 40, y >= 0, y < 40 else {
                    return .number(0, .integer)
                }
                switch op {
                case "<<": return .number(Double(x << y), .integer)
                case ">>": return .number(Double(x >> y), .integer)
                case "&": return .number(Double(x & y), .integer)
                case "|": return .number(Double(x | y), .integer)
                default: return .number(Double(x ^ y), .integer)
                }
            default:
                return .unknown(Unknown(name: text(e), location: location(e.start)))
            }
        case (.size(let w, let h), .number(let n, _)) where op == "*" || op == "/":
            return op == "*" ? .size(w * n, h * n) : .size(w / n, h / n)
        case (.enumCase, .enumCase) where op == "|":
            // An option set: `A | B`.
            var names: [String] = []
            if case .enumCase(let a) = lhs { names.append(a) }
            if case .enumCase(let b) = rhs { names.append(b) }
            return .array(names.map { .enumCase($0) })
        case (.array(let a), .enumCase) where op == "|":
            return try built(.array(a + [rhs]), at: e.start)
        case (.unknown, _), (_, .unknown):
            // Arithmetic needs numbers: an unknown operand is a constant.
            let a = try number(lhs, nil, fallback: nil, at: e.start)
            let b = try number(rhs, nil, fallback: nil, at: e.start)
            return try arithmetic(op, .number(a, .float), .number(b, .float), e)
        case (.number, .null), (.null, .number):
            return try arithmetic(op, lhs.isNull ? .number(0, .integer) : lhs, rhs.isNull ? .number(0, .integer) : rhs, e)
        case (.bool(let a), .bool(let b)) where op == "&" || op == "|" || op == "^":
            return .bool(op == "&" ? a && b : op == "|" ? a || b : a != b)
        default:
            return .unknown(Unknown(name: text(e), location: location(e.start)))
        }
    }

    /// Equality where both values are known; nil when either is unknown.
    static func equal(_ a: Value, _ b: Value) -> Bool? {
        switch (a, b) {
        case (.unknown, _), (_, .unknown): return nil
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.number(let x, _), .number(let y, _)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.enumCase(let x), .enumCase(let y)): return Interpreter.memberName(x) == Interpreter.memberName(y)
        case (.object(let x), .object(let y)): return x == y
        case (.type(let x), .type(let y)): return x == y
        case (.size(let a1, let a2), .size(let b1, let b2)): return a1 == b1 && a2 == b2
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) {
                guard let same = equal(p, q) else { return nil }
                if !same { return false }
            }
            return true
        case (.attributed, .string), (.string, .attributed), (.attributed, .attributed): return nil
        default: return nil
        }
    }

    /// `ASStackLayoutDirection.vertical` is `vertical`.
    static func memberName(_ s: String) -> String {
        guard let dot = s.lastIndex(of: ".") else { return s }
        return String(s[s.index(after: dot)...])
    }

    // MARK: Subscripts and compound literals

    mutating func subscriptValue(_ base: Value, _ key: Value, _ e: Expr) -> Value {
        switch (base, key) {
        case (.array(let items), .number(let n, _)):
            let i = Int(max(-1, min(1e9, n.rounded())))
            return i >= 0 && i < items.count ? items[i] : .null
        case (.dictionary(let entries), _):
            for entry in entries where Interpreter.equal(entry.key, key) == true { return entry.value }
            return .null
        case (.array(let items), .unknown) where !items.isEmpty:
            return items[0]
        default:
            return .unknown(Unknown(name: text(e), location: location(e.start)))
        }
    }

    /// `(CGRect){origin, size}`, `(CGSize){w, h}`, `(UIEdgeInsets){t, l, b, r}`.
    mutating func compound(_ type: String, _ values: [Value], labels: [String?], _ e: Expr) -> Value {
        if labels.contains(where: { $0 != nil }) {
            // Designated initializers: `{.top = 20, .left = 10}`, `{.size = s}`.
            var start: Value
            switch type {
            case "CGSize": start = .size(0, 0)
            case "CGPoint": start = .point(0, 0)
            case "CGRect": start = .rect(0, 0, 0, 0)
            case "UIEdgeInsets": start = .insets(0, 0, 0, 0)
            default: return .unknown(Unknown(name: text(e), location: location(e.start)))
            }
            for (label, v) in zip(labels, values) {
                guard let label else { continue }
                if let changed = try? withField(start, label, v, context: e) { start = changed }
            }
            return start
        }
        var numbers: [Double] = []
        for v in values {
            switch v {
            case .number(let n, _): numbers.append(n)
            case .size(let w, let h), .point(let w, let h): numbers += [w, h]
            case .enumCase("zero"): numbers += [0, 0]
            default: numbers.append(0)
            }
        }
        func n(_ i: Int) -> Double { i < numbers.count ? numbers[i] : 0 }
        switch type {
        case "CGSize": return .size(n(0), n(1))
        case "CGPoint": return .point(n(0), n(1))
        case "CGRect": return .rect(n(0), n(1), n(2), n(3))
        case "UIEdgeInsets": return .insets(n(0), n(1), n(2), n(3))
        default: return .unknown(Unknown(name: text(e), location: location(e.start)))
        }
    }
}
