import SwatchJSON

/// The file's declarations (`Program`) as bytes: its classes (by name,
/// sorted, so that the same file writes the same bytes), their order, the
/// nested types, the constants, functions and enumeration cases.
extension ByteWriter {
    mutating func program(_ p: Program) {
        list(p.classes.sorted { $0.key < $1.key }) { $0.classInfo($1.value) }
        stringList(p.order)
        named(p.nested) { $0.stringList($1) }
        named(p.globals) { $0.property($1) }
        named(p.functions) { $0.methods($1) }
        named(p.enumConstants) { $0.double($1) }
    }

    /// Entries by name, in the order of their names.
    mutating func named<V>(_ entries: [String: V], _ write: (inout ByteWriter, V) -> Void) {
        sorted(entries, { $0.string($1) }, write)
    }

    mutating func classInfo(_ c: Program.ClassInfo) {
        string(c.name)
        optionalString(c.superclass)
        list(c.properties) { $0.property($1) }
        methods(c.methods)
        int32(c.token)
        bool(c.isValueType)
    }

    mutating func property(_ p: PropertyDecl) {
        string(p.name)
        optionalString(p.type)
        optionalRange(p.initializer)
        optionalRange(p.getter)
        bool(p.isStatic)
        int32(p.token)
    }

    mutating func methods(_ list: [MethodDecl]) {
        self.list(list) { w, m in
            w.string(m.name)
            w.bool(m.kind == .initializer)
            w.list(m.parameters) { w, p in
                w.optionalString(p.label)
                w.string(p.name)
                w.optionalString(p.type)
            }
            w.bool(m.isStatic)
            w.optionalString(m.returnType)
            w.optionalRange(m.body)
            w.int32(m.token)
        }
    }
}

extension ByteReader {
    mutating func program() throws(ImportError) -> Program {
        var p = Program(SourceOutline())
        for c in try list({ r throws(ImportError) in try r.classInfo() }) { p.classes[c.name] = c }
        p.order = try stringList()
        p.nested = try named { r throws(ImportError) in try r.stringList() }
        p.globals = try named { r throws(ImportError) in try r.property() }
        p.functions = try named { r throws(ImportError) in try r.methods() }
        p.enumConstants = try named { r throws(ImportError) in try r.double() }
        return p
    }

    /// What `ByteWriter.named` wrote.
    mutating func named<V>(_ read: (inout ByteReader) throws(ImportError) -> V) throws(ImportError) -> [String: V] {
        try dictionary({ r throws(ImportError) in try r.string() }, read)
    }

    mutating func classInfo() throws(ImportError) -> Program.ClassInfo {
        let name = try string()
        let superclass = try optionalString()
        let properties = try list { r throws(ImportError) in try r.property() }
        let methods = try self.methods()
        let token = try int32()
        return Program.ClassInfo(
            name: name, superclass: superclass, properties: properties, methods: methods, token: token, isValueType: try bool())
    }

    mutating func property() throws(ImportError) -> PropertyDecl {
        let name = try string()
        let type = try optionalString()
        let initializer = try optionalRange()
        let getter = try optionalRange()
        let isStatic = try bool()
        return PropertyDecl(name: name, type: type, initializer: initializer, getter: getter, isStatic: isStatic, token: try int32())
    }

    mutating func methods() throws(ImportError) -> [MethodDecl] {
        try list { r throws(ImportError) in
            let name = try r.string()
            let kind: MethodDecl.Kind = try r.bool() ? .initializer : .method
            let parameters = try r.list { r throws(ImportError) in
                let label = try r.optionalString()
                let parameter = try r.string()
                return MethodDecl.Parameter(label: label, name: parameter, type: try r.optionalString())
            }
            let isStatic = try r.bool()
            let returnType = try r.optionalString()
            let body = try r.optionalRange()
            return MethodDecl(
                name: name, kind: kind, parameters: parameters, isStatic: isStatic, returnType: returnType, body: body, token: try r.int32())
        }
    }
}
