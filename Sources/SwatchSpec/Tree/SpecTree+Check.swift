import SwatchGeometry
import SwatchJSON
import SwatchLayout

extension SpecTree {
    /// Holds the tree to the schema, as the spec reader holds a document:
    /// every key one its element type (or object) has, once; each value of
    /// its key's kind and within its range; the keys a type requires
    /// present, the pairs it excludes not both; ids not empty and unique;
    /// the size range one a layout can have; the language's limits kept.
    /// Throws the first problem, with the path of its value.
    public func check() throws(SpecError) {
        var checker = Checker()
        let path = SpecPath()
        try checker.sizeRange(sizeRange, at: path.appending(SpecKey.sizeRange.name))
        try checker.element(root, at: path.appending(SpecKey.root.name), depth: 1)
    }

    struct Checker {
        var ids: Set<String> = []
        var elements = 0

        func fail(_ message: String, at path: SpecPath) -> SpecError {
            SpecError(message, path: path, location: nil)
        }

        func sizeRange(_ range: SizeRange, at path: SpecPath) throws(SpecError) {
            let min = range.min, max = range.max
            guard min.width.isFinite, min.height.isFinite, min.width >= 0, min.height >= 0 else {
                throw fail("must be a size of finite numbers, not negative", at: path.appending(SpecKey.min.name))
            }
            guard !max.width.isNaN, !max.height.isNaN, max.width >= min.width, max.height >= min.height else {
                throw fail("sizeRange.min must not exceed sizeRange.max", at: path.appending(SpecKey.max.name))
            }
        }

        mutating func element(_ element: Element, at path: SpecPath, depth: Int) throws(SpecError) {
            guard depth <= SpecLimits.maxDepth else { throw fail("elements are nested deeper than \(SpecLimits.maxDepth) levels", at: path) }
            elements += 1
            guard elements <= SpecLimits.maxElements else { throw fail("the spec has more than \(SpecLimits.maxElements) elements", at: path) }
            let schema = element.type.schema
            try members(element.members, of: schema.name, at: path, depth: depth) { key throws(SpecError) in
                switch key {
                case .id: return .identifier
                case .style: return .object(SpecSchema.style)
                default: return schema.key(key)?.value
                }
            }
            try required(element.members, schema.keys, exclusive: schema.exclusive, exactlyOneOf: [], of: schema.name, at: path)
        }

        /// The members of an element or an object: each a key `kind` knows
        /// (nil: one it does not have), once.
        mutating func members(
            _ members: [Member], of name: String, at path: SpecPath, depth: Int, kind: (SpecKey) throws(SpecError) -> ValueSchema?
        ) throws(SpecError) {
            var seen = SpecKeySet()
            for m in members {
                let at = path.appending(m.key.name)
                guard let schema = try kind(m.key) else { throw fail("\(name) has no key \(m.key.quoted)", at: at) }
                guard !seen.contains(m.key) else { throw fail("\(m.key.quoted) is written twice", at: at) }
                seen.insert(m.key)
                try value(m.value, schema, at: at, depth: depth)
            }
        }

        /// The keys `keys` requires are there; of each pair in `exclusive`
        /// not both, of `exactlyOneOf` one.
        func required(
            _ members: [Member], _ keys: [KeySchema], exclusive: [(SpecKey, SpecKey)], exactlyOneOf: [SpecKey], of name: String,
            at path: SpecPath
        ) throws(SpecError) {
            var present = SpecKeySet()
            for m in members { present.insert(m.key) }
            for k in keys where k.required && !present.contains(k.key) {
                throw fail("\(name) needs the key \(k.key.quoted)", at: path)
            }
            for (a, b) in exclusive where present.contains(a) && present.contains(b) {
                throw fail("\(name) takes either \(a.quoted) or \(b.quoted), not both", at: path.appending(b.name))
            }
            if !exactlyOneOf.isEmpty, exactlyOneOf.filter({ present.contains($0) }).count != 1 {
                throw fail("\(name) takes exactly one of \(exactlyOneOf.map { $0.quoted }.joined(separator: ", "))", at: path)
            }
        }

        mutating func value(_ value: Value, _ schema: ValueSchema, at path: SpecPath, depth: Int) throws(SpecError) {
            switch (schema, value) {
            case (.number(let range), .number(let n)):
                guard range.contains(n) else { throw fail(range.complaint(about: n), at: path) }
            case (.numberOrInfinity, .number(let n)):
                guard !n.isNaN, n > -.infinity else { throw fail("must be a number or \"inf\"", at: path) }
            case (.string(let maxBytes), .string(let s)):
                if let maxBytes, s.utf8.count > maxBytes { throw fail("is \(s.utf8.count) bytes; the limit is \(maxBytes)", at: path) }
            case (.identifier, .string(let id)):
                guard !id.isEmpty else { throw fail("an id must not be empty", at: path) }
                guard !ids.contains(id) else { throw fail("duplicate id \"\(id)\"", at: path) }
                ids.insert(id)
            case (.bool, .bool):
                break
            case (.colour, .string(let css)):
                guard CSSColor.isValid(css) else { throw fail("\"\(css)\" is not a CSS colour", at: path) }
            case (.dimension, .dimension(let d)):
                switch d {
                case .auto: break
                case .points(let p): guard p.isFinite, p >= 0 else { throw fail("must not be negative", at: path) }
                case .fraction(let f): guard f >= 0, f <= 1 else { throw fail("must be from 0% to 100%", at: path) }
                }
            case (.size(let allowInfinity, let max), .pair(let w, let h)):
                for n in [w, h] {
                    guard n >= 0, n.isFinite || (allowInfinity && n == .infinity), max.map({ n <= $0 }) ?? true else {
                        throw fail("must be a size of finite numbers, not negative", at: path)
                    }
                }
            case (.point, .pair(let x, let y)):
                guard x.isFinite, y.isFinite else { throw fail("must be a point of finite numbers", at: path) }
            case (.insets(let allowInfinity), .object(let sides)):
                try members(sides, of: "insets", at: path, depth: depth) { key throws(SpecError) in
                    switch key {
                    case .top, .left, .bottom, .right: return allowInfinity ? .numberOrInfinity : .number(.any)
                    default: return nil
                    }
                }
            case (.choice(let e), .string(let name)):
                guard e.cases.contains(where: { $0.name == name }) else { throw fail("must be one of \(e.quotedNames)", at: path) }
            case (.flags(let e), .strings(let names)):
                for (i, name) in names.enumerated() {
                    guard e.cases.contains(where: { $0.name == name }) else { throw fail("must be one of \(e.quotedNames)", at: path.appending(i)) }
                    guard !names[..<i].contains(name) else { throw fail("\"\(name)\" is written twice", at: path.appending(i)) }
                }
            case (.element, .element(let child)):
                try element(child, at: path, depth: depth + 1)
            case (.elements, .elements(let children)):
                for (i, child) in children.enumerated() { try element(child, at: path.appending(i), depth: depth + 1) }
            case (.object(let object), .object(let keys)):
                try members(keys, of: object.noun, at: path, depth: depth) { key throws(SpecError) in object.key(key)?.value }
                try required(keys, object.keys, exclusive: object.exclusive, exactlyOneOf: object.exactlyOneOf, of: object.noun, at: path)
            case (.anyOf(let options), _):
                for option in options {
                    var trial = self
                    if (try? trial.value(value, option, at: path, depth: depth)) != nil {
                        self = trial
                        return
                    }
                }
                throw fail("is not a value this key takes", at: path)
            default:
                throw fail("is not a value this key takes", at: path)
            }
        }
    }
}
