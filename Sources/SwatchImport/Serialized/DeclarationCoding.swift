import SwatchJSON

/// The file's declarations (`Program`) as bytes: its classes (by name,
/// sorted, so that the same file writes the same bytes), their order, the
/// nested types, the constants, functions and enumeration cases.
extension ByteWriter {
    mutating func program(_ p: Program) {
        let names = p.classes.keys.sorted()
        uint(names.count)
        for name in names {
            guard let c = p.classes[name] else { continue }
            string(c.name)
            optionalString(c.superclass)
            properties(c.properties)
            methods(c.methods)
            int32(c.token)
            bool(c.isValueType)
        }
        uint(p.order.count)
        for name in p.order { string(name) }
        let outer = p.nested.keys.sorted()
        uint(outer.count)
        for name in outer {
            string(name)
            let inner = p.nested[name] ?? []
            uint(inner.count)
            for n in inner { string(n) }
        }
        let globals = p.globals.keys.sorted()
        uint(globals.count)
        for name in globals {
            string(name)
            if let g = p.globals[name] { property(g) }
        }
        let functions = p.functions.keys.sorted()
        uint(functions.count)
        for name in functions {
            string(name)
            methods(p.functions[name] ?? [])
        }
        let constants = p.enumConstants.keys.sorted()
        uint(constants.count)
        for name in constants {
            string(name)
            double(p.enumConstants[name] ?? 0)
        }
    }

    mutating func properties(_ list: [PropertyDecl]) {
        uint(list.count)
        for p in list { property(p) }
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
        uint(list.count)
        for m in list {
            string(m.name)
            bool(m.kind == .initializer)
            uint(m.parameters.count)
            for p in m.parameters {
                optionalString(p.label)
                string(p.name)
                optionalString(p.type)
            }
            bool(m.isStatic)
            optionalString(m.returnType)
            optionalRange(m.body)
            int32(m.token)
        }
    }
}

extension ByteReader {
    mutating func program() throws(ImportError) -> Program {
        var p = Program(SourceOutline())
        for _ in 0..<(try count()) {
            let name = try string()
            let superclass = try optionalString()
            let properties = try self.properties()
            let methods = try self.methods()
            let token = try int32()
            p.classes[name] = Program.ClassInfo(
                name: name, superclass: superclass, properties: properties, methods: methods, token: token, isValueType: try bool())
        }
        for _ in 0..<(try count()) { p.order.append(try string()) }
        for _ in 0..<(try count()) {
            let name = try string()
            var inner: [String] = []
            for _ in 0..<(try count()) { inner.append(try string()) }
            p.nested[name] = inner
        }
        for _ in 0..<(try count()) {
            let name = try string()
            p.globals[name] = try property()
        }
        for _ in 0..<(try count()) {
            let name = try string()
            p.functions[name] = try methods()
        }
        for _ in 0..<(try count()) {
            let name = try string()
            p.enumConstants[name] = try double()
        }
        return p
    }

    mutating func properties() throws(ImportError) -> [PropertyDecl] {
        var out: [PropertyDecl] = []
        for _ in 0..<(try count()) { out.append(try property()) }
        return out
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
        var out: [MethodDecl] = []
        for _ in 0..<(try count()) {
            let name = try string()
            let kind: MethodDecl.Kind = try bool() ? .initializer : .method
            var parameters: [MethodDecl.Parameter] = []
            for _ in 0..<(try count()) {
                let label = try optionalString()
                let parameter = try string()
                parameters.append(MethodDecl.Parameter(label: label, name: parameter, type: try optionalString()))
            }
            let isStatic = try bool()
            let returnType = try optionalString()
            let body = try optionalRange()
            out.append(
                MethodDecl(
                    name: name, kind: kind, parameters: parameters, isStatic: isStatic, returnType: returnType, body: body, token: try int32()))
        }
        return out
    }
}
