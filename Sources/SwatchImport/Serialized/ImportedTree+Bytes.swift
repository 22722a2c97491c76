import SwatchJSON
import SwatchSpec

/// An imported tree as bytes, to be handed from the module that runs code
/// to the one that builds the spec: `ByteWriter`'s magic (`ByteForm.importedTree`)
/// and string table, the language, the tree (`SpecTreeCoding`), the class
/// and the classes, the assumptions, the warnings, the unused settings and
/// the sources.
extension ImportedTree {
    func encoded() -> [UInt8] {
        ByteWriter.encoded(.importedTree, language) { w in
            w.specTree(tree)
            w.string(className)
            w.stringList(classes)
            w.list(assumptions) { $0.assumption($1) }
            w.warnings(warnings)
            w.stringList(unusedSettings)
            w.list(sources) { $0.source($1) }
        }
    }

    /// The tree `encoded()` wrote; an error when the bytes are not one
    /// (damaged, cut short, or of another version).
    init(decoding bytes: [UInt8]) throws(ImportError) {
        self = try ByteReader.decoded(bytes, .importedTree) { r, language throws(ImportError) in
            let tree = try r.specTree()
            let className = try r.string()
            let classes = try r.stringList()
            let assumptions = try r.list { r throws(ImportError) in try r.assumption() }
            let warnings = try r.warnings()
            let unusedSettings = try r.stringList()
            return ImportedTree(
                tree: tree, language: language, className: className, classes: classes, assumptions: assumptions, warnings: warnings,
                unusedSettings: unusedSettings, sources: try r.list { r throws(ImportError) in try r.source() })
        }
    }
}

/// An assumption: its name, kind, value (a tag, then what it holds),
/// whether it was set or noted, and its place. A source: its path's
/// components (a key's name or an index), its key and its place.
extension ByteWriter {
    mutating func stringList(_ list: [String]) { self.list(list) { $0.string($1) } }

    mutating func assumption(_ a: Assumption) {
        string(a.name)
        byte(UInt8(Assumption.Kind.allCases.firstIndex(of: a.kind) ?? 0))
        switch a.value {
        case .bool(let b):
            byte(0)
            bool(b)
        case .number(let n):
            byte(1)
            double(n)
        case .text(let s):
            byte(2)
            string(s)
        case .size(let width, let height):
            byte(3)
            double(width)
            double(height)
        }
        bool(a.isSet)
        bool(a.isNoted)
        location(a.location)
    }

    mutating func source(_ s: ImportSource) {
        list(s.path.components) { w, c in
            switch c {
            case .key(let name):
                w.byte(0)
                w.string(name)
            case .index(let i):
                w.byte(1)
                w.uint(i)
            }
        }
        optionalString(s.key)
        location(s.location)
    }
}

extension ByteReader {
    mutating func stringList() throws(ImportError) -> [String] {
        try list { r throws(ImportError) in try r.string() }
    }

    mutating func assumption() throws(ImportError) -> Assumption {
        let name = try string()
        let kinds = Assumption.Kind.allCases
        let kind = Int(try byte())
        guard kind < kinds.count else { throw damaged("an unknown kind of assumption") }
        let value: AssumedValue
        switch try byte() {
        case 0: value = .bool(try bool())
        case 1: value = .number(try double())
        case 2: value = .text(try string())
        case 3:
            let width = try double()
            value = .size(width: width, height: try double())
        default: throw damaged("an unknown kind of value")
        }
        let isSet = try bool()
        let isNoted = try bool()
        guard let location = try location() else { throw damaged("an assumption without its place") }
        return Assumption(name: name, kind: kinds[kind], value: value, isSet: isSet, location: location, isNoted: isNoted)
    }

    mutating func source() throws(ImportError) -> ImportSource {
        let components = try list { r throws(ImportError) -> SpecPath.Component in
            switch try r.byte() {
            case 0: return .key(try r.string())
            case 1:
                let i = try r.uint()
                guard i <= UInt64(Int32.max) else { throw r.damaged("an index out of range") }
                return .index(Int(i))
            default: throw r.damaged("an unknown part of a path")
            }
        }
        let key = try optionalString()
        guard let location = try location() else { throw damaged("a source without its place") }
        return ImportSource(path: SpecPath(components), key: key, location: location)
    }
}
