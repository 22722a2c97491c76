import SwatchJSON
import SwatchSpec

/// Objects: making nodes, layout specs and instances of the file's
/// classes; reading and setting their properties and their style;
/// assignments to any place (`a.b.c = x`, `insets.top = 4`, `list[0] = x`).
extension Interpreter {
    // MARK: Assignment

    mutating func assign(_ value: Value, to target: Expr, _ frame: Frame) throws(ImportError) {
        switch target.kind {
        case .identifier(let name):
            if name == "self" {
                // `self = [super init]`: the object stays itself.
                return
            }
            if update(name, value, from: frame.scope) { return }
            if let s = frame.selfObject {
                let field = fieldName(name)
                if program.declares(field, in: heap[Int(s)].className) || program.declares(name, in: heap[Int(s)].className)
                    || heap[Int(s)].fields[field] != nil || name.hasPrefix("_") || heap[Int(s)].element == nil
                    || !isNodeProperty(name)
                {
                    setField(field, value, of: s)
                    return
                }
                try setProperty(name, value, on: s, at: target.start)
                return
            }
            declare(name, value, in: frame.scope)
        case .member(let baseExpr, let name):
            if case .member(let holderExpr, "style") = baseExpr.kind, case .unknown(let u) = try evaluate(holderExpr, frame), u.text == nil {
                // `self.imgNode.style.preferredSize = ...` where the code does not
                // declare imgNode (a method pasted alone): kept for the node it stands for.
                var record = unknownStyles[u.name] ?? ElementRecord(type: .node, location: u.location)
                record.setStyle(name, value, at: location(target.start))
                unknownStyles[u.name] = record
                return
            }
            let base = try evaluate(baseExpr, frame)
            switch base {
            case .object(let id):
                let className = heap[Int(id)].className
                if program.declares(name, in: className) || program.declares("_" + name, in: className) {
                    setField(name, value, of: id)
                } else {
                    try setProperty(name, value, on: id, at: target.start)
                }
            case .style(let id):
                try setStyle(name, value, on: id, at: target.start)
            case .size, .point, .insets, .rect, .sizeRange, .enumCase("zero"):
                try assign(withField(base, name, value, context: baseExpr), to: baseExpr, frame)
            case .type(let t):
                if let (decl, owner) = program.property(name, in: t), decl.isStatic { statics[owner + "." + name] = value }
            default:
                // Setting a property of something unknown: nothing to record.
                break
            }
        case .subscripted(let baseExpr, let arguments):
            var base = try evaluate(baseExpr, frame)
            guard let first = arguments.first else { return }
            let key = try evaluate(first.value, frame)
            switch base {
            case .array(var items):
                if case .number(let n, _) = key, let i = Int(exactly: n.rounded()), i >= 0, i < items.count {
                    items[i] = value
                    base = .array(items)
                }
            case .dictionary(var entries):
                if let i = entries.firstIndex(where: { Interpreter.equal($0.key, key) == true }) {
                    entries[i].value = value
                } else {
                    entries.append(DictionaryEntry(key: key, value: value))
                }
                base = .dictionary(entries)
            default:
                return
            }
            try assign(base, to: baseExpr, frame)
        case .postfix(_, let inner), .prefix(_, let inner), .cast(let inner, _, _):
            try assign(value, to: inner, frame)
        default:
            break
        }
    }

    mutating func setField(_ name: String, _ value: Value, of id: ObjectID) {
        heap[Int(id)].fields[name] = value
        // A node held by a property is named after it (rather than after
        // the local that held it while it was made).
        if case .object(let held) = value, heap[Int(held)].element != nil, heap[Int(held)].element?.isNamedByProperty == false {
            heap[Int(held)].element?.name = name
            heap[Int(held)].element?.isNamedByProperty = true
        }
    }

    /// A value type with one field changed (`size.width = 3`).
    mutating func withField(_ base: Value, _ name: String, _ value: Value, context: Expr) throws(ImportError) -> Value {
        if case .rect(let x, let y, let w, let h) = base {
            switch (name, value) {
            case ("origin", .point(let a, let b)): return .rect(a, b, w, h)
            case ("size", .size(let a, let b)): return .rect(x, y, a, b)
            default: return base
            }
        }
        let n = try number(value, context, fallback: nil)
        switch base {
        case .enumCase("zero"):
            // `var insets = UIEdgeInsets.zero` before its type is known.
            switch name {
            case "top", "left", "bottom", "right": return try withField(.insets(0, 0, 0, 0), name, value, context: context)
            case "width", "height": return try withField(.size(0, 0), name, value, context: context)
            default: return try withField(.point(0, 0), name, value, context: context)
            }
        case .size(let w, let h): return name == "width" ? .size(n, h) : name == "height" ? .size(w, n) : base
        case .point(let x, let y): return name == "x" ? .point(n, y) : name == "y" ? .point(x, n) : base
        case .insets(let t, let l, let b, let r):
            switch name {
            case "top": return .insets(n, l, b, r)
            case "left": return .insets(t, n, b, r)
            case "bottom": return .insets(t, l, n, r)
            case "right": return .insets(t, l, b, n)
            default: return base
            }
        default:
            return base
        }
    }

    // MARK: Making objects

    /// A new node or layout spec of a Texture class.
    mutating func makeElement(_ className: String, at token: Int32) throws(ImportError) -> ObjectID {
        let type = vocabulary.elementType(forClass: className) ?? .node
        var record = ElementRecord(type: type, location: location(token))
        if !vocabulary.isNodeClass(className), !vocabulary.isLayoutSpecClass(className) { record.foreignClass = className }
        return try allocate(HeapObject(className: className, element: record))
    }

    /// An instance of a class of the file: its stored properties, its
    /// initializer (`initializer` with `arguments`), and for a node, `didLoad`.
    mutating func instantiate(
        _ className: String, initializer: String?, labels: [String?]?, arguments: [Value], at token: Int32
    ) throws(ImportError) -> ObjectID {
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= ImportLimits.maxCallDepth else {
            throw ImportError("calls go deeper than \(ImportLimits.maxCallDepth) levels", at: location(token))
        }
        var object = HeapObject(className: className)
        if let base = program.baseClass(className), vocabulary.isNodeClass(base) || base.hasSuffix("Node") {
            let type = vocabulary.elementType(forClass: base) ?? .node
            object.element = ElementRecord(type: type, location: location(token), fileClass: className)
        }
        let id = try allocate(object)
        // Stored properties, the superclass's first.
        for info in program.chain(className).reversed() {
            for p in info.properties where !p.isStatic && p.getter == nil {
                guard let initializer = p.initializer else { continue }
                let frame = Frame(scope: newScope(0), selfObject: id, className: info.name)
                var value = try evaluate(try expression(initializer), frame)
                if let type = p.type { value = converted(value, toDeclared: type) }
                setField(p.name, value, of: id)
            }
        }
        // The initializer the code calls, or the one a class of the file inherits.
        let initName = initializer ?? (language == .swift ? "init" : "init")
        if let (method, owner) = program.method(initName, labels: labels, in: className) ?? program.method(initName, labels: nil, in: className) {
            let frame = Frame(scope: newScope(0), selfObject: id, className: owner)
            _ = try invoke(method, arguments: arguments, frame: frame, at: token)
        }
        if heap[Int(id)].element != nil, let (didLoad, owner) = program.method(language == .swift ? "didLoad" : "didLoad", labels: [], in: className) {
            let frame = Frame(scope: newScope(0), selfObject: id, className: owner)
            _ = try invoke(didLoad, arguments: [], frame: frame, at: token)
        }
        return id
    }

    /// `super.init(...)` / `[super init...]` inside a class's code: the
    /// superclass's initializer when the file has it.
    mutating func superCall(_ name: String, labels: [String?]?, arguments: [Value], _ frame: Frame, at token: Int32) throws(ImportError) -> Value {
        guard let c = frame.className, let superclass = program.classes[c]?.superclass else {
            return frame.selfObject.map { .object($0) } ?? .void
        }
        if let (method, owner) = program.method(name, labels: labels, in: superclass) ?? (name.hasPrefix("init") ? nil : program.method(name, labels: nil, in: superclass)) {
            var inner = frame
            inner.className = owner
            inner.scope = newScope(0)
            let result = try invoke(method, arguments: arguments, frame: inner, at: token)
            if name.hasPrefix("init") { return frame.selfObject.map { .object($0) } ?? result }
            return result
        }
        if name.hasPrefix("init") || name == "didLoad" || name == "layout" { return frame.selfObject.map { .object($0) } ?? .void }
        return .unknown(Unknown(name: "super." + name, location: location(token)))
    }

    // MARK: Properties

    mutating func member(of base: Value, _ name: String, _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        switch base {
        case .object(let id):
            return try property(name, of: id, e, frame)
        case .style(let id):
            if let v = heap[Int(id)].element?.styleValue(name) { return v }
            if name == "preferredSize" || name == "minSize" || name == "maxSize" { return .size(0, 0) }
            return .unknown(Unknown(name: text(e), location: location(e.start)))
        case .type(let t):
            return try staticMember(t, name, e, frame)
        case .unknown:
            return .unknown(Unknown(name: canonicalName(text(e)), location: location(e.start)))
        case .null:
            return .null
        case .sizeRange(let a, let b, _, let d) where name == "max" || name == "min":
            // The layout's width is the size range's: reading it is an assumption.
            let w = screenWidth(at: e.start)
            return name == "max" ? .size(w, d) : .size(a == sizeRange.maxWidth ? w : a, b)
        case .enumCase(let symbol) where symbol != "zero":
            // `NSAttributedString.Key.font`, `UIFont.Weight.bold`.
            return .enumCase(symbol + "." + name)
        default:
            if let v = TextureAPI.valueMember(base, name) { return v }
            if language == .objectiveC {
                // Dot syntax for a method without arguments: `number.floatValue`.
                let c = Call(name: name, labels: [], arguments: [], argumentExprs: [], expr: e, isObjectiveC: true)
                if let v = try UIKitAPI.valueMethod(base, c, interpreter: &self, frame: frame) { return v }
            }
            if name == "count" || name == "length" {
                switch base {
                case .array(let a): return .number(Double(a.count), .integer)
                case .string(let s): return .number(Double(s.count), .integer)
                case .dictionary(let d): return .number(Double(d.count), .integer)
                default: break
                }
            }
            return .unknown(Unknown(name: canonicalName(text(e)), location: location(e.start)))
        }
    }

    /// A property of an object: the file's property (or getter), a
    /// Texture property it was given, its style, or else unknown.
    mutating func property(_ name: String, of id: ObjectID, _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        let className = heap[Int(id)].className
        if let v = heap[Int(id)].fields[name] { return v }
        if let (decl, owner) = program.property(name, in: className) ?? program.property("_" + name, in: className), !decl.isStatic {
            return try propertyValue(decl, owner: owner, of: id, e)
        }
        if program.method(name, labels: [], in: className) != nil {
            if language == .objectiveC {
                // `self.foo` on a method: a call in Objective-C's dot syntax.
                return try callMethod(name, labels: [], arguments: [], on: id, e, frame)
            }
            return .method(MethodValue(receiver: .object(id), className: className, name: name))
        }
        if name == "style", heap[Int(id)].element != nil { return .style(id) }
        if let element = heap[Int(id)].element, element.type == .button, let part = TextureNames.buttonPart(name) {
            // A button's subnode: what the code sets on it is kept for the
            // button's image, background image or title (`LayoutWalk.buttonParts`, `SpecBuilder.buttonPart`).
            let object = try allocate(HeapObject(className: vocabulary.names(part.type).textureClass))
            heap[Int(id)].fields[name] = .object(object)
            return .object(object)
        }
        if let element = heap[Int(id)].element {
            let plain = TextureNames.plainPropertyName(name)
            if let v = element.property(plain) ?? element.property(name) { return v }
            if let v = TextureAPI.defaultProperty(plain, of: element, className: className, vocabulary: vocabulary) { return v }
        }
        return .unknown(Unknown(name: canonicalName(text(e)), location: location(e.start)))
    }

    /// Sets a Texture property of a node or a layout spec (or of another
    /// object, kept as a field).
    mutating func setProperty(_ name: String, _ value: Value, on id: ObjectID, at token: Int32) throws(ImportError) {
        guard heap[Int(id)].element != nil else {
            heap[Int(id)].fields[name] = value
            return
        }
        let plain = TextureNames.plainPropertyName(name)
        if plain == "style" { return }
        let at = location(token)
        heap[Int(id)].element?.set(plain, value, at: at)
    }

    mutating func setStyle(_ name: String, _ value: Value, on id: ObjectID, at token: Int32) throws(ImportError) {
        guard heap[Int(id)].element != nil else { return }
        let at = location(token)
        heap[Int(id)].element?.setStyle(name, value, at: at)
    }

    /// A member of a type: a static property or nested type of the file, a
    /// case of an enumeration, a constant of Texture or UIKit.
    mutating func staticMember(_ type: String, _ name: String, _ e: Expr, _ frame: Frame) throws(ImportError) -> Value {
        if program.classes[type] != nil {
            if let (decl, owner) = program.property(name, in: type), decl.isStatic { return try staticValue(decl, owner: owner, e) }
            if let nested = program.resolveType(name, from: type), nested != type { return .type(nested) }
            if program.method(name, labels: nil, in: type) != nil {
                if language == .objectiveC { return try callStatic(type, name, labels: [], arguments: [], argumentExprs: [], e, frame) }
                return .method(MethodValue(receiver: .type(type), className: type, name: name))
            }
            return .enumCase(type + "." + name)
        }
        if let v = TextureAPI.typeMember(type, name, interpreter: &self, at: e.start) { return v }
        return .unknown(Unknown(name: text(e), location: location(e.start)))
    }
}
