import SwatchJSON
import SwatchSpec

/// An imported tree as bytes, to be handed from the module that runs code
/// to the one that builds the spec: `ByteWriter`'s magic (`ByteForm.importedTree`)
/// and string table, the language, the tree (`SpecTreeCoding`), the class
/// and the classes, the assumptions, the warnings, the unused settings and
/// the sources.
extension ImportedTree {
    func encoded() -> [UInt8] {
        var w = ByteWriter(.importedTree)
        w.language(language)
        w.specTree(tree)
        w.string(className)
        w.stringList(classes)
        w.uint(assumptions.count)
        for a in assumptions { w.assumption(a) }
        w.warnings(warnings)
        w.stringList(unusedSettings)
        w.uint(sources.count)
        for s in sources { w.source(s) }
        return w.finished()
    }

    /// The tree `encoded()` wrote; an error when the bytes are not one
    /// (damaged, cut short, or of another version).
    init(decoding bytes: [UInt8]) throws(ImportError) {
        var r = try ByteReader(bytes, .importedTree)
        language = try r.language()
        tree = try r.specTree()
        className = try r.string()
        classes = try r.stringList()
        assumptions = []
        for _ in 0..<(try r.count()) { assumptions.append(try r.assumption()) }
        warnings = try r.warnings()
        unusedSettings = try r.stringList()
        sources = []
        for _ in 0..<(try r.count()) { sources.append(try r.source()) }
        guard r.atEnd else { throw r.damaged("bytes after the end") }
    }
}

/// An assumption: its name, kind, value (a tag, then what it holds),
/// whether it was set or noted, and its place. A source: its path's
/// components (a key's name or an index), its key and its place.
extension ByteWriter {
    mutating func language(_ l: ImportLanguage) {
        byte(l == .swift ? 0 : 1)
    }

    mutating func stringList(_ list: [String]) {
        uint(list.count)
        for s in list { string(s) }
    }

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
        let components = s.path.components
        uint(components.count)
        for c in components {
            switch c {
            case .key(let name):
                byte(0)
                string(name)
            case .index(let i):
                byte(1)
                uint(i)
            }
        }
        optionalString(s.key)
        location(s.location)
    }
}

extension ByteReader {
    mutating func language() throws(ImportError) -> ImportLanguage {
        switch try byte() {
        case 0: return .swift
        case 1: return .objectiveC
        default: throw damaged("an unknown language")
        }
    }

    mutating func stringList() throws(ImportError) -> [String] {
        var out: [String] = []
        for _ in 0..<(try count()) { out.append(try string()) }
        return out
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
        var components: [SpecPath.Component] = []
        for _ in 0..<(try count()) {
            switch try byte() {
            case 0: components.append(.key(try string()))
            case 1:
                let i = try uint()
                guard i <= UInt64(Int32.max) else { throw damaged("an index out of range") }
                components.append(.index(Int(i)))
            default: throw damaged("an unknown part of a path")
            }
        }
        let key = try optionalString()
        guard let location = try location() else { throw damaged("a source without its place") }
        return ImportSource(path: SpecPath(components), key: key, location: location)
    }
}
