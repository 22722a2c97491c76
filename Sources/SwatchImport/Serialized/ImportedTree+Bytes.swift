import SwatchGeometry
import SwatchJSON
import SwatchSpec

/// An imported tree as bytes, to be handed from the module that runs code
/// to the one that builds the spec: `ByteWriter`'s magic (`ByteForm.importedTree`)
/// and string table, the language, the walk's tree (`MadeTree`), the class
/// and the classes, the run's book and warnings, the names `--set` gave,
/// and what the walk counted.
extension ImportedTree {
    func encoded() -> [UInt8] {
        ByteWriter.encoded(.importedTree, language) { w in
            w.madeTree(tree)
            w.string(className)
            w.stringList(classes)
            w.book(book)
            w.warnings(warnings)
            w.stringList(settingNames)
            w.uint(content)
        }
    }

    /// The tree `encoded()` wrote; an error when the bytes are not one
    /// (damaged, cut short, or of another version).
    init(decoding bytes: [UInt8]) throws(ImportError) {
        self = try ByteReader.decoded(bytes, .importedTree) { r, language throws(ImportError) in
            let tree = try r.madeTree()
            let className = try r.string()
            let classes = try r.stringList()
            let book = try r.book()
            let warnings = try r.warnings()
            let settingNames = try r.stringList()
            return ImportedTree(
                tree: tree, language: language, className: className, classes: classes, book: book, warnings: warnings,
                settingNames: settingNames, content: try r.uint(atMost: Int(Int32.max)))
        }
    }
}

/// The walk's tree: its title, size range, whether the class only holds
/// its root, then the root. An element is its type's raw value, its kind,
/// its path (each part a key's name or an index), its place, its parts (a
/// tag, then what the part holds) and the warnings given when the walk
/// left it.
extension ByteWriter {
    mutating func stringList(_ list: [String]) { self.list(list) { $0.string($1) } }

    mutating func madeTree(_ t: MadeTree) {
        string(t.title)
        sizeRange(t.sizeRange)
        bool(t.onlyHoldsRoot)
        madeElement(t.root)
    }

    mutating func madeElement(_ e: MadeElement) {
        byte(e.type.rawValue)
        byte(e.kind.rawValue)
        list(e.path.components) { w, c in
            switch c {
            case .key(let name):
                w.byte(0)
                w.string(name)
            case .index(let i):
                w.byte(1)
                w.uint(i)
            }
        }
        location(e.location)
        list(e.parts) { $0.madePart($1) }
        uint(e.warningsAtEnd)
    }

    mutating func madePart(_ part: MadePart) {
        switch part {
        case .member(let key, let value):
            byte(0)
            uint(key.ordinal)
            self.value(value)
        case .source(let location):
            byte(1)
            self.location(location)
        case .property(let key, let p, let before):
            byte(2)
            uint(key.ordinal)
            namedValue(p)
            uint(before)
        case .style(let s, let before):
            byte(3)
            namedValue(s)
            uint(before)
        case .buttonPart(let key, let type, let set, let before):
            byte(4)
            uint(key.ordinal)
            byte(type.rawValue)
            list(set) { $0.namedValue($1) }
            uint(before)
        case .child(let key, let child):
            byte(5)
            uint(key.ordinal)
            madeElement(child)
        case .children(let key, let list):
            byte(6)
            uint(key.ordinal)
            self.list(list) { $0.madeElement($1) }
        }
    }

    mutating func namedValue(_ v: NamedValue) {
        string(v.name)
        codeValue(v.value)
        location(v.location)
    }
}

extension ByteReader {
    mutating func stringList() throws(ImportError) -> [String] {
        try list { r throws(ImportError) in try r.string() }
    }

    mutating func madeTree() throws(ImportError) -> MadeTree {
        let title = try string()
        let sizeRange = try self.sizeRange()
        let onlyHoldsRoot = try bool()
        return MadeTree(title: title, sizeRange: sizeRange, root: try madeElement(), onlyHoldsRoot: onlyHoldsRoot)
    }

    mutating func madeElement() throws(ImportError) -> MadeElement {
        try enter()
        defer { leave() }
        guard let type = ElementType(rawValue: try byte()) else { throw damaged("an unknown element type") }
        guard let kind = MadeElement.Kind(rawValue: try byte()) else { throw damaged("an unknown kind of element") }
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
        guard let location = try location() else { throw damaged("an element without its place") }
        var element = MadeElement(type: type, kind: kind, path: SpecPath(components), location: location)
        element.parts = try list { r throws(ImportError) in try r.madePart() }
        element.warningsAtEnd = try uint(atMost: WarningList.limit)
        return element
    }

    mutating func madePart() throws(ImportError) -> MadePart {
        switch try byte() {
        case 0:
            let key = try specKey()
            return .member(key, try value())
        case 1:
            guard let location = try location() else { throw damaged("a source without its place") }
            return .source(location)
        case 2:
            let key = try specKey()
            let p = try namedValue()
            return .property(key, p, warningsBefore: try uint(atMost: WarningList.limit))
        case 3:
            let s = try namedValue()
            return .style(s, warningsBefore: try uint(atMost: WarningList.limit))
        case 4:
            let key = try specKey()
            guard let type = ElementType(rawValue: try byte()) else { throw damaged("an unknown element type") }
            let set = try list { r throws(ImportError) in try r.namedValue() }
            return .buttonPart(key, type, set, warningsBefore: try uint(atMost: WarningList.limit))
        case 5:
            let key = try specKey()
            return .child(key, try madeElement())
        case 6:
            let key = try specKey()
            return .children(key, try list { r throws(ImportError) in try r.madeElement() })
        default:
            throw damaged("an unknown part of an element")
        }
    }

    mutating func specKey() throws(ImportError) -> SpecKey {
        let keys = SpecKey.allCases
        let k = try uint()
        guard k < UInt64(keys.count) else { throw damaged("an unknown key") }
        return keys[Int(k)]
    }

    mutating func namedValue() throws(ImportError) -> NamedValue {
        let name = try string()
        let value = try codeValue()
        guard let location = try location() else { throw damaged("a value without its place") }
        return NamedValue(name: name, value: value, location: location)
    }
}
