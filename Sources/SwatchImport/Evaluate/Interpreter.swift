import SwatchJSON
import SwatchSpec

/// Runs the code of one class, as Texture would call it: the class's
/// stored properties and initializer, `didLoad`, then
/// `layoutSpecThatFits:`, following helper methods, closures and blocks,
/// loops and branches. Nodes and layout specs it makes are recorded in the
/// heap; what the code takes from elsewhere is an `Unknown` that becomes an
/// assumption where a definite value is needed. Work is bounded by
/// `ImportLimits`.
struct Interpreter {
    /// Where each token is and how it is written.
    let spans: SourceSpans
    let language: ImportLanguage
    let program: Program
    /// The file's bodies, values and closures, read before the code runs.
    let code: ParsedCode
    var book: AssumptionBook
    /// Texture's names for the spec language.
    let vocabulary: TextureVocabulary
    var heap: [HeapObject] = []
    var scopes: [Scope] = []
    var warningList = WarningList()
    var warnings: [ImportWarning] { warningList.warnings }
    var steps = 0
    var callDepth = 0
    /// Style the code sets on nodes it does not declare (`self.imgNode.style...`
    /// in a method pasted alone), by the name of the value that stands for each.
    var unknownStyles: [String: ElementRecord] = [:]
    /// Levels of expressions and statements being evaluated (`enter`).
    var nesting = 0
    /// Bytes of strings and collections built so far (`built`).
    var builtBytes = 0
    /// The size range the class is laid out in (its width can be set with
    /// `--set constrainedSize.max.width=...`).
    var sizeRange: (minWidth: Double, minHeight: Double, maxWidth: Double, maxHeight: Double)
    /// Sizes the code's comments note (assets, downloads).
    let notes: SourceNotes
    /// Static and global values computed so far, by qualified name.
    var statics: [String: Value] = [:]
    var staticsInProgress: Set<String> = []
    /// Times each loop on an unknown condition has run.
    var loopCounts: [String: Int] = [:]

    struct Scope {
        var names: [String: Value] = [:]
        var parent: Int32
    }

    /// Where code runs: its scope, the object `self` is, and the class whose
    /// code it is (for `super` and the class's own names).
    struct Frame {
        var scope: Int32
        var selfObject: ObjectID?
        var className: String?
    }

    enum Flow {
        case normal
        case returned(Value)
        case broke
        case continued
    }

    init(spans: SourceSpans, language: ImportLanguage, program: Program, code: ParsedCode, book: AssumptionBook,
         vocabulary: TextureVocabulary, sizeRange: (Double, Double, Double, Double), notes: SourceNotes = SourceNotes()) {
        self.vocabulary = vocabulary
        self.spans = spans
        self.notes = notes
        self.language = language
        self.program = program
        self.code = code
        self.book = book
        self.sizeRange = sizeRange
        scopes.append(Scope(parent: -1))
    }

    // MARK: Limits and messages

    mutating func step(_ at: Int32) throws(ImportError) {
        steps += 1
        if steps > ImportLimits.maxSteps {
            throw ImportError(
                "the code runs for more than \(ImportLimits.maxSteps) steps; a loop may not end with the values assumed",
                at: location(at))
        }
    }

    func location(_ token: Int32) -> SourceLocation { spans.location(token) }

    func text(_ e: Expr) -> String { spans.text(Int(e.start), Int(e.end)) }

    mutating func warn(_ message: String, at location: SourceLocation) { warningList.add(message, at: location) }

    // MARK: Scopes

    mutating func newScope(_ parent: Int32) -> Int32 {
        scopes.append(Scope(parent: parent))
        return Int32(scopes.count - 1)
    }

    func lookup(_ name: String, from scope: Int32) -> Value? {
        var s = scope
        while s >= 0 {
            if let v = scopes[Int(s)].names[name] { return v }
            s = scopes[Int(s)].parent
        }
        return nil
    }

    /// Sets an existing variable where it is declared; false when none is.
    mutating func update(_ name: String, _ value: Value, from scope: Int32) -> Bool {
        var s = scope
        while s >= 0 {
            if scopes[Int(s)].names[name] != nil {
                scopes[Int(s)].names[name] = value
                return true
            }
            s = scopes[Int(s)].parent
        }
        return false
    }

    mutating func declare(_ name: String, _ value: Value, in scope: Int32) {
        scopes[Int(scope)].names[name] = value
    }

    // MARK: Code read before it runs

    /// The statements of a body (between its braces), saying again what
    /// reading them said; its reading's error, if it had one.
    mutating func statements(_ range: Range<Int32>) throws(ImportError) -> [Stmt] {
        let body = try code.body(range)
        for w in body.warnings { warn(w.message, at: w.location) }
        return body.statements
    }

    /// An expression filling `range` (a property's initial value).
    func expression(_ range: Range<Int32>) throws(ImportError) -> Expr { try code.value(range) }

    // MARK: Objects

    mutating func allocate(_ object: HeapObject) throws(ImportError) -> ObjectID {
        guard heap.count < ImportLimits.maxElements * 4 else {
            throw ImportError("the code makes more than \(ImportLimits.maxElements * 4) objects", at: nil)
        }
        heap.append(object)
        return ObjectID(heap.count - 1)
    }

    // MARK: Statements

    mutating func run(_ body: [Stmt], _ frame: Frame) throws(ImportError) -> Flow {
        for s in body {
            let flow = try run(s, frame)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    mutating func runBlock(_ body: [Stmt], _ frame: Frame) throws(ImportError) -> Flow {
        var inner = frame
        inner.scope = newScope(frame.scope)
        return try run(body, inner)
    }

    mutating func run(_ s: Stmt, _ frame: Frame) throws(ImportError) -> Flow {
        try enter(s.start)
        defer { nesting -= 1 }
        switch s.kind {
        case .expression(let e):
            _ = try evaluate(e, frame)
            return .normal
        case .declare(let bindings, _):
            for b in bindings {
                var value: Value = .null
                if let e = b.value {
                    value = try evaluate(e, frame)
                    if let type = b.type { value = converted(value, toDeclared: type) }
                } else if let type = b.type {
                    value = defaultValue(ofType: type)
                }
                if let names = b.tupleNames {
                    var items: [Value] = []
                    if case .array(let list) = value { items = list }
                    for (k, n) in names.enumerated() {
                        guard let n else { continue }
                        declare(n, k < items.count ? items[k] : unknownElement(of: value, named: n, at: s.start), in: frame.scope)
                    }
                } else if b.name != "_" {
                    if case .object(let id) = value, heap[Int(id)].element != nil, heap[Int(id)].element?.name == nil {
                        heap[Int(id)].element?.name = b.name
                    }
                    declare(b.name, value, in: frame.scope)
                }
            }
            return .normal
        case .ifThen(let conditions, let then, let otherwise):
            var inner = frame
            inner.scope = newScope(frame.scope)
            if try holds(conditions, inner) {
                return try run(then, inner)
            } else if let otherwise {
                return try runBlock(otherwise, frame)
            }
            return .normal
        case .guardElse(let conditions, let otherwise):
            // The bindings stay in the enclosing scope.
            if try holds(conditions, frame) { return .normal }
            return try runBlock(otherwise, frame)
        case .forIn(let names, let sequenceExpr, let filter, let body):
            let items = try sequence(sequenceExpr, frame)
            for item in items {
                var inner = frame
                inner.scope = newScope(frame.scope)
                if names.count == 1 {
                    if let n = names[0] { declare(n, item, in: inner.scope) }
                } else {
                    var parts: [Value] = []
                    if case .array(let list) = item { parts = list }
                    for (k, n) in names.enumerated() {
                        guard let n else { continue }
                        declare(n, k < parts.count ? parts[k] : .null, in: inner.scope)
                    }
                }
                if let filter, try !truth(filter, inner) { continue }
                let flow = try run(body, inner)
                switch flow {
                case .returned: return flow
                case .broke: return .normal
                default: continue
                }
            }
            return .normal
        case .cFor(let initial, let condition, let step, let body):
            var outer = frame
            outer.scope = newScope(frame.scope)
            _ = try run(initial, outer)
            var n = 0
            while true {
                if let condition, try !truth(condition, outer) { break }
                try pass(&n, at: s.start)
                let flow = try runBlock(body, outer)
                if case .returned = flow { return flow }
                if case .broke = flow { break }
                for e in step { _ = try evaluate(e, outer) }
            }
            return .normal
        case .whileLoop(let conditions, let body):
            var n = 0
            while true {
                var inner = frame
                inner.scope = newScope(frame.scope)
                guard try holds(conditions, inner, inLoop: true) else { break }
                try pass(&n, at: s.start)
                let flow = try run(body, inner)
                if case .returned = flow { return flow }
                if case .broke = flow { break }
            }
            return .normal
        case .repeatWhile(let body, let condition):
            var n = 0
            while true {
                try pass(&n, at: s.start)
                let flow = try runBlock(body, frame)
                if case .returned = flow { return flow }
                if case .broke = flow { break }
                if try !truth(condition, frame, inLoop: true) { break }
            }
            return .normal
        case .switchOn(let subject, let cases):
            return try runSwitch(subject, cases, frame)
        case .returns(let e):
            if let e { return .returned(try evaluate(e, frame)) }
            return .returned(.void)
        case .breaks:
            return .broke
        case .continues:
            return .continued
        case .block(let body):
            return try runBlock(body, frame)
        case .nothing:
            return .normal
        }
    }

    /// A Swift `switch` takes the first case that matches; an Objective-C
    /// one runs from the case that matches until a `break`.
    mutating func runSwitch(_ subjectExpr: Expr, _ cases: [SwitchCase], _ frame: Frame, forValue: Bool = false) throws(ImportError) -> Flow {
        guard let (chosen, inner) = try chooseCase(subjectExpr, cases, frame) else { return .normal }
        if forValue { return try runForValue(cases[chosen].body, inner) }
        var i = chosen
        var caseFrame = inner
        while i < cases.count {
            let flow = try run(cases[i].body, caseFrame)
            caseFrame.scope = newScope(frame.scope)
            switch flow {
            case .returned, .continued: return flow
            case .broke: return .normal
            case .normal:
                if language == .swift { return .normal }
            }
            i += 1
        }
        return .normal
    }

    /// Whether `subject` matches a case's pattern: equal values, the same
    /// case of an enumeration (its bindings declared in `frame`'s scope), or
    /// (when either is unknown) a condition named `subject == pattern`.
    mutating func matches(_ subject: Value, _ subjectExpr: Expr, pattern: Expr, _ frame: Frame) throws(ImportError) -> Bool {
        if let matched = try matchesBinding(subject, subjectExpr, pattern: pattern, frame) { return matched }
        let p = try evaluate(pattern, frame)
        if let known = Interpreter.equal(subject, p) { return known }
        return book.condition(text(subjectExpr) + " == " + text(pattern), at: location(pattern.start))
    }

    /// Evaluates a condition list; `let` bindings go into `frame`'s scope.
    mutating func holds(_ conditions: [Condition], _ frame: Frame, inLoop: Bool = false) throws(ImportError) -> Bool {
        for c in conditions {
            switch c {
            case .expression(let e):
                if try !truth(e, frame, inLoop: inLoop) { return false }
            case .binding(let name, let e):
                let value = try evaluate(e, frame)
                switch value {
                case .null:
                    return false
                case .unknown(let u):
                    // `if let x = model.value`: a condition on whether the data has it.
                    guard book.condition(u.name + " != nil", at: location(e.start)) else { return false }
                    declare(name, value, in: frame.scope)
                default:
                    declare(name, value, in: frame.scope)
                }
            case .pattern(let e):
                if !book.condition(text(e), at: location(e.start)) { return false }
            }
        }
        return true
    }

    /// The items a `for` loop runs over.
    mutating func sequence(_ e: Expr, _ frame: Frame) throws(ImportError) -> [Value] {
        let value = try evaluate(e, frame)
        switch value {
        case .array(let items):
            guard items.count <= ImportLimits.maxLoopIterations else {
                throw ImportError("a loop runs more than \(ImportLimits.maxLoopIterations) times", at: location(e.start))
            }
            return items
        case .dictionary(let entries):
            return entries.map { .array([$0.key, $0.value]) }
        case .unknown(let u):
            // A collection from data: a count, and items named after it.
            let n = book.count(u.name, at: location(e.start))
            var items: [Value] = []
            for _ in 0..<n { items.append(.unknown(Unknown(name: Interpreter.itemName(u.name), location: u.location))) }
            return items
        case .null:
            return []
        case .string(let s):
            return s.map { .string(String($0)) }
        default:
            warn("'\(text(e))' is not a collection the loop can run over; the loop is skipped", at: location(e.start))
            return []
        }
    }

    /// How an item of a collection from data is named: `post.comments` → `comment`.
    static func itemName(_ collection: String) -> String {
        var last = ""
        for scalar in collection.unicodeScalars {
            if scalar == "." || scalar == " " || scalar == "[" || scalar == "(" { last = "" } else { last.unicodeScalars.append(scalar) }
        }
        if last.hasSuffix("ies"), last.count > 3 { return String(last.dropLast(3)) + "y" }
        if last.hasSuffix("s"), last.count > 1 { return String(last.dropLast()) }
        return last.isEmpty ? "item" : last + " item"
    }

    /// A part of a value that cannot be taken apart: unknown, named after it.
    func unknownElement(of value: Value, named name: String, at token: Int32) -> Value {
        if case .unknown(let u) = value { return .unknown(Unknown(name: u.name + "." + name, location: u.location)) }
        return .unknown(Unknown(name: name, location: location(token)))
    }
}
