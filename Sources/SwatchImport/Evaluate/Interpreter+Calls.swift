import SwatchJSON
import SwatchSpec

/// Calls: methods and functions of the file (run), closures and blocks
/// (run), initializers (of the file's classes, Texture's and UIKit's), the
/// API the layout needs (`TextureAPI`), and anything else (an unknown value
/// named by the call).
extension Interpreter {
    /// Names Swift's array methods that change the array they are called on.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "reverse", "sort", "addObject:",
        "addObjectsFromArray:", "insertObject:atIndex:", "removeObject:", "removeAllObjects", "removeLastObject",
        "removeObjectAtIndex:", "appendString:", "appendAttributedString:", "addAttribute:value:range:",
        "addAttributes:range:", "setAttributes:range:", "appendFormat:", "setObject:forKey:", "addEntriesFromDictionary:",
    ]

    mutating func call(_ callee: Expr, _ argumentList: [Argument], _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        var arguments: [Value] = []
        var labels: [String?] = []
        var exprs: [Expr] = []
        for a in argumentList {
            arguments.append(try evaluate(a.value, frame))
            labels.append(a.label)
            exprs.append(a.value)
        }
        switch callee.kind {
        case .member(let baseExpr, let name):
            if case .identifier("super") = baseExpr.kind {
                return try superCall(name, labels: labels, arguments: arguments, frame, at: e.start)
            }
            var base = try evaluate(baseExpr, frame)
            let c = Call(name: name, labels: labels, arguments: arguments, argumentExprs: exprs, expr: e, isObjectiveC: false)
            if Interpreter.mutatingMethods.contains(name), isMutableValue(base) {
                letGo(baseExpr, frame)
                let changed = try TextureAPI.mutate(&base, c, interpreter: &self)
                try assign(changed, to: baseExpr, frame)
                return .void
            }
            if let configured = try setUpBlock(c, on: base, frame) { return configured }
            return try send(c, to: base, frame)
        case .identifier(let name):
            let c = Call(name: name, labels: labels, arguments: arguments, argumentExprs: exprs, expr: e, isObjectiveC: false)
            if let local = lookup(name, from: frame.scope) { return try callValue(local, c, frame) }
            if name == "super" { return try superCall("init", labels: labels, arguments: arguments, frame, at: e.start) }
            // A class of the file.
            if let type = program.resolveType(name, from: frame.className) {
                return try construct(type, c, frame)
            }
            // A method of the class (Swift's implicit self).
            if let c2 = frame.className, program.method(name, labels: labels, in: c2) != nil || program.method(name, labels: nil, in: c2) != nil {
                if let s = frame.selfObject { return try callMethod(name, labels: labels, arguments: arguments, on: s, e, frame) }
                return try callStatic(c2, name, labels: labels, arguments: arguments, argumentExprs: exprs, e, frame)
            }
            if let functions = program.functions[name], let f = functions.first(where: { $0.parameters.count == arguments.count }) ?? functions.first {
                let inner = Frame(scope: newScope(0), selfObject: nil, className: nil)
                return try invoke(f, arguments: arguments, frame: inner, at: e.start)
            }
            if let v = lookupField(name, frame), case .closure = v { return try callValue(v, c, frame) }
            return try TextureAPI.function(c, interpreter: &self, frame: frame)
        case .implicitMember(let name):
            // `.init(...)`, `.fraction(0.5)`: a value of a type the context knows.
            let c = Call(name: name, labels: labels, arguments: arguments, argumentExprs: exprs, expr: e, isObjectiveC: false)
            return try TextureAPI.implicitMember(c, interpreter: &self)
        default:
            let value = try evaluate(callee, frame)
            let c = Call(name: "callAsFunction", labels: labels, arguments: arguments, argumentExprs: exprs, expr: e, isObjectiveC: false)
            return try callValue(value, c, frame)
        }
    }

    /// A set-up closure after a value, as the `Then` library and Kotlin-style
    /// helpers write it (`ASTextNode().then { $0.maximumNumberOfLines = 1 }`,
    /// `.apply { }`, `.also { }`, `.do { }`): the closure runs with the value;
    /// the call's value is the value itself (`.do`'s is nothing). Nil when
    /// the value's class has a method of that name, or the call is not one.
    mutating func setUpBlock(_ c: Call, on base: Value, _ frame: Frame) throws(ImportError) -> Value? {
        guard ["then", "apply", "also", "do"].contains(c.name), c.arguments.count == 1, case .closure = c.arguments[0] else { return nil }
        if case .object(let id) = base, program.method(c.name, labels: nil, in: heap[Int(id)].className) != nil { return nil }
        let run = Call(name: "callAsFunction", labels: [nil], arguments: [base], argumentExprs: c.argumentExprs, expr: c.expr, isObjectiveC: false)
        _ = try callValue(c.arguments[0], run, frame)
        return c.name == "do" ? .void : base
    }

    func lookupField(_ name: String, _ frame: Frame) -> Value? {
        guard let s = frame.selfObject else { return nil }
        return heap[Int(s)].fields[fieldName(name)]
    }

    func isMutableValue(_ v: Value) -> Bool {
        switch v {
        case .array, .string, .dictionary, .attributed, .null: return true
        case .unknown(let u): return u.text != nil
        default: return false
        }
    }

    /// `[receiver part:arg ...]`.
    mutating func message(_ receiverExpr: Expr, _ parts: [String], _ argumentExprs: [Expr], _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        var arguments: [Value] = []
        for a in argumentExprs { arguments.append(try evaluate(a, frame)) }
        let c = Call(selectorParts: parts, arguments: arguments, argumentExprs: argumentExprs, expr: e)
        if case .identifier("super") = receiverExpr.kind {
            return try superCall(c.name, labels: nil, arguments: arguments, frame, at: e.start)
        }
        var receiver = try evaluate(receiverExpr, frame)
        if Interpreter.mutatingMethods.contains(c.name), isMutableValue(receiver) {
            letGo(receiverExpr, frame)
            let changed = try TextureAPI.mutate(&receiver, c, interpreter: &self)
            try assign(changed, to: receiverExpr, frame)
            return .void
        }
        // `[x alloc]` is the class, until its initializer makes the object.
        if c.name == "alloc" || c.name == "class" { return receiver }
        return try send(c, to: receiver, frame)
    }

    /// A call on a value: an object's method, a type's static method or
    /// initializer, a value's method, or the API's.
    mutating func send(_ c: Call, to receiver: Value, _ frame: Frame) throws(ImportError) -> Value {
        switch receiver {
        case .object(let id):
            let className = heap[Int(id)].className
            let methodName = c.name
            if program.method(methodName, labels: c.isObjectiveC ? nil : c.labels, in: className) != nil
                || (!c.isObjectiveC && program.method(methodName, labels: nil, in: className) != nil)
            {
                return try callMethod(methodName, labels: c.isObjectiveC ? nil : c.labels, arguments: c.arguments, on: id, c.expr, frame)
            }
            if case .closure = heap[Int(id)].fields[methodName] ?? .void, let v = heap[Int(id)].fields[methodName] {
                return try callValue(v, c, frame)
            }
            return try TextureAPI.objectMethod(id, c, interpreter: &self, frame: frame)
        case .type(let type):
            if program.classes[type] != nil {
                if c.name == "init" || c.name == "new" || (c.isObjectiveC && c.name.hasPrefix("init")) {
                    return try construct(type, c, frame)
                }
                return try callStatic(type, c.name, labels: c.isObjectiveC ? nil : c.labels, arguments: c.arguments, argumentExprs: c.argumentExprs, c.expr, frame)
            }
            return try TextureAPI.typeMethod(type, c, interpreter: &self, frame: frame)
        case .style(let id):
            return try TextureAPI.styleMethod(id, c, interpreter: &self)
        case .closure, .method:
            return try callValue(receiver, c, frame)
        case .unknown(let u):
            _ = u
            return .unknown(Unknown(name: canonicalName(text(c.expr)), location: location(c.expr.start), arguments: labelled(c)))
        default:
            return try TextureAPI.valueMethod(receiver, c, interpreter: &self, frame: frame)
        }
    }

    func labelled(_ c: Call) -> [(label: String?, value: Value)] {
        var out: [(label: String?, value: Value)] = []
        for (i, v) in c.arguments.enumerated() { out.append((i < c.labels.count ? c.labels[i] : nil, v)) }
        return out
    }

    /// An instance of the file's class `type`: `Type(args)`, `[[Type alloc] initWith...]`, `[Type new]`.
    mutating func construct(_ type: String, _ c: Call, _ frame: Frame) throws(ImportError) -> Value {
        if c.isObjectiveC {
            let initName = c.name == "new" ? "init" : c.name
            let id = try instantiate(type, initializer: initName, labels: nil, arguments: c.arguments, at: c.expr.start)
            return .object(id)
        }
        if program.classes[type]?.isValueType == true, program.method("init", labels: nil, in: type) == nil {
            // A struct's memberwise initializer.
            let id = try allocate(HeapObject(className: type))
            for (i, l) in c.labels.enumerated() {
                if let l { heap[Int(id)].fields[l] = c.arguments[i] }
            }
            return .object(id)
        }
        let id = try instantiate(type, initializer: "init", labels: c.labels, arguments: c.arguments, at: c.expr.start)
        return .object(id)
    }

    /// A method of the file's class on an object.
    mutating func callMethod(
        _ name: String, labels: [String?]?, arguments: [Value], on id: ObjectID, _ e: Expr, _ frame: Frame
    ) throws(ImportError) -> Value {
        let className = heap[Int(id)].className
        guard let (method, owner) = program.method(name, labels: labels, in: className) ?? program.method(name, labels: nil, in: className) else {
            return .unknown(Unknown(name: text(e), location: location(e.start)))
        }
        let inner = Frame(scope: newScope(0), selfObject: id, className: owner)
        return try invoke(method, arguments: arguments, frame: inner, at: e.start)
    }

    mutating func callStatic(
        _ type: String, _ name: String, labels: [String?]?, arguments: [Value], argumentExprs: [Expr], _ e: Expr, _ frame: Frame
    ) throws(ImportError) -> Value {
        guard let (method, owner) = program.method(name, labels: labels, in: type) ?? program.method(name, labels: nil, in: type) else {
            return .unknown(Unknown(name: text(e), location: location(e.start)))
        }
        let inner = Frame(scope: newScope(0), selfObject: nil, className: owner)
        return try invoke(method, arguments: arguments, frame: inner, at: e.start)
    }

    /// Runs a method or function of the file with its parameters bound.
    mutating func invoke(_ method: MethodDecl, arguments: [Value], frame: Frame, at token: Int32) throws(ImportError) -> Value {
        guard let body = method.body else { return .void }
        for (i, p) in method.parameters.enumerated() {
            var value: Value = i < arguments.count ? arguments[i] : .unknown(Unknown(name: p.name, location: location(method.token)))
            if let type = p.type { value = converted(value, toDeclared: type) }
            declare(p.name, value, in: frame.scope)
        }
        let result = try callBody(body, frame, at: token)
        if method.kind == .initializer, let s = frame.selfObject { return .object(s) }
        return result
    }

    /// Runs a body; its value is what it returns (or, for a body of one
    /// expression, that expression's value, as Swift's implicit return).
    mutating func callBody(_ body: Range<Int32>, _ frame: Frame, at token: Int32) throws(ImportError) -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= ImportLimits.maxCallDepth else {
            throw ImportError("calls go deeper than \(ImportLimits.maxCallDepth) levels (a method that calls itself?)", at: location(token))
        }
        let statements = try statements(body)
        if language == .swift, statements.count == 1 {
            switch statements[0].kind {
            case .expression(let e):
                return try evaluate(e, frame)
            case .ifThen(_, _, otherwise: .some), .switchOn:
                // A body of one `if` or `switch`: its branch's value (Swift 5.9).
                if case .returned(let v) = try runForValue(statements, frame) { return v }
                return .void
            default:
                break
            }
        }
        switch try run(statements, frame) {
        case .returned(let v): return v
        default: return .void
        }
    }

    // MARK: Closures

    /// Calls a closure, a block, a method value or a function.
    mutating func callValue(_ value: Value, _ c: Call, _ frame: Frame) throws(ImportError) -> Value {
        switch value {
        case .closure(let closure):
            return try run(closure, arguments: c.arguments, at: c.expr.start)
        case .method(let m):
            if let receiver = m.receiver, case .object(let id) = receiver {
                return try callMethod(m.name, labels: c.labels, arguments: c.arguments, on: id, c.expr, frame)
            }
            if let receiver = m.receiver, case .type(let t) = receiver {
                return try callStatic(t, m.name, labels: c.labels, arguments: c.arguments, argumentExprs: c.argumentExprs, c.expr, frame)
            }
            if let functions = program.functions[m.name], let f = functions.first {
                return try invoke(f, arguments: c.arguments, frame: Frame(scope: newScope(0), selfObject: nil, className: nil), at: c.expr.start)
            }
            return .unknown(Unknown(name: text(c.expr), location: location(c.expr.start)))
        case .type(let t):
            return try send(Call(name: "init", labels: c.labels, arguments: c.arguments, argumentExprs: c.argumentExprs, expr: c.expr, isObjectiveC: false), to: .type(t), frame)
        case .array(let items) where c.arguments.isEmpty:
            // `[ASLayoutElement]()`: an empty array of a type.
            _ = items
            return .array([])
        case .dictionary where c.arguments.isEmpty:
            return .dictionary([])
        default:
            return .unknown(Unknown(name: canonicalName(text(c.expr)), location: location(c.expr.start), arguments: labelled(c)))
        }
    }

    mutating func run(_ closure: ClosureValue, arguments: [Value], at token: Int32) throws(ImportError) -> Value {
        let header = try code.closure(closure.source)
        let scope = newScope(closure.scope)
        for (i, name) in header.parameters.enumerated() where name != "_" {
            declare(name, i < arguments.count ? arguments[i] : .null, in: scope)
        }
        for (i, a) in arguments.enumerated() where i < 8 { declare("$\(i)", a, in: scope) }
        let frame = Frame(scope: scope, selfObject: closure.selfObject, className: closure.className)
        return try callBody(header.body, frame, at: token)
    }
}
