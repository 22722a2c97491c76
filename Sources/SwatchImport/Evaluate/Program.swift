import SwatchSpec

/// The file's declarations, indexed: each class with its properties and
/// methods from every part that declares them (interface, implementation,
/// categories, extensions), its superclass, and its nested types (by
/// qualified name, `CornerLayoutSample.ImageSize`).
struct Program: Sendable {
    struct ClassInfo: Sendable {
        var name: String
        var superclass: String?
        var properties: [PropertyDecl] = []
        var methods: [MethodDecl] = []
        var token: Int32
        var isValueType = false
    }

    var classes: [String: ClassInfo] = [:]
    /// Class names in the order the file first declares them.
    var order: [String] = []
    /// Nested type names by the type they are in.
    var nested: [String: [String]] = [:]
    var globals: [String: PropertyDecl] = [:]
    var functions: [String: [MethodDecl]] = [:]
    var enumConstants: [String: Double] = [:]

    init(_ outline: SourceOutline) {
        for t in outline.types { add(t, qualifier: nil) }
        for g in outline.globals where globals[g.name] == nil { globals[g.name] = g }
        for f in outline.functions { functions[f.name, default: []].append(f) }
        enumConstants = outline.enumConstants
    }

    private mutating func add(_ t: TypeDecl, qualifier: String?) {
        let name = qualifier.map { $0 + "." + t.name } ?? t.name
        if classes[name] == nil {
            classes[name] = ClassInfo(name: name, superclass: nil, token: t.token)
            order.append(name)
        }
        if let s = t.superclass, classes[name]?.superclass == nil, t.kind != .extensionType || Program.isClassName(s) {
            // An extension's conformances are not a superclass.
            if t.kind != .extensionType { classes[name]?.superclass = s }
        }
        if t.kind == .structType || t.kind == .enumType { classes[name]?.isValueType = true }
        classes[name]?.properties += t.properties
        classes[name]?.methods += t.methods
        for n in t.nested {
            if !(nested[name]?.contains(n.name) ?? false) { nested[name, default: []].append(n.name) }
            add(n, qualifier: name)
        }
    }

    static func isClassName(_ s: String) -> Bool { s.hasPrefix("AS") || s.hasPrefix("UI") }

    /// The class and its superclasses declared in the file, nearest first.
    func chain(_ name: String) -> [ClassInfo] {
        var out: [ClassInfo] = []
        var current: String? = name
        var seen: Set<String> = []
        while let c = current, let info = classes[c], !seen.contains(c) {
            seen.insert(c)
            out.append(info)
            current = info.superclass
        }
        return out
    }

    /// The first class outside the file the class inherits from (`ASCellNode`).
    func baseClass(_ name: String) -> String? {
        var current: String? = name
        var seen: Set<String> = []
        while let c = current, !seen.contains(c) {
            seen.insert(c)
            guard let info = classes[c] else { return c }
            current = info.superclass
        }
        return nil
    }

    /// A type name as code inside `context` means it: a nested type of the
    /// class or its superclasses first, then a top-level one.
    func resolveType(_ name: String, from context: String?) -> String? {
        if let context {
            for info in chain(context) {
                let qualified = info.name + "." + name
                if classes[qualified] != nil { return qualified }
            }
            // The enclosing types of a nested class.
            var outer = context
            while let dot = outer.lastIndex(of: ".") {
                outer = String(outer[..<dot])
                let qualified = outer + "." + name
                if classes[qualified] != nil { return qualified }
            }
        }
        if classes[name] != nil { return name }
        return nil
    }

    /// The method `name` of the class or a superclass: Swift's base name
    /// with argument labels, or Objective-C's selector.
    func method(_ name: String, labels: [String?]?, in className: String, isStatic: Bool? = nil) -> (MethodDecl, String)? {
        for info in chain(className) {
            var fallback: MethodDecl?
            for m in info.methods where m.name == name && m.body != nil {
                if let isStatic, m.isStatic != isStatic { continue }
                guard let labels else { return (m, info.name) }
                if m.parameters.count == labels.count {
                    var same = true
                    for (p, l) in zip(m.parameters, labels) where p.label != l { same = false }
                    if same { return (m, info.name) }
                    if fallback == nil { fallback = m }
                }
            }
            if let fallback { return (fallback, info.name) }
        }
        return nil
    }

    func property(_ name: String, in className: String) -> (PropertyDecl, String)? {
        for info in chain(className) {
            for p in info.properties where p.name == name { return (p, info.name) }
        }
        return nil
    }

    /// Whether the class declares `name` as a property or instance variable.
    func declares(_ name: String, in className: String) -> Bool { property(name, in: className) != nil }

    /// Classes of the file with a body for `method` (in file order).
    func classes(implementing method: String) -> [String] {
        var out: [String] = []
        for name in order {
            guard let info = classes[name] else { continue }
            if info.methods.contains(where: { $0.name == method && $0.body != nil && !$0.isStatic }) { out.append(name) }
        }
        return out
    }
}
