import SwatchGeometry
import SwatchJSON
import SwatchLayout

extension SpecReader {
    static let scaleRange: NumberRange = {
        guard case .number(let range) = SpecSchema.layoutDocument[.scale].value else { preconditionFailure("scale is a number") }
        return range
    }()

    /// The keys of a document and of a size range, made once.
    static let documentKeys = SpecSchema.layoutDocument.keySet
    static let sizeRangeKeys = SpecSchema.sizeRangeObject.keySet

    /// A whole spec document.
    mutating func document(_ i: Int) throws(SpecError) -> SpecDocument {
        let root = SpecPath()
        var title: String? = nil
        var sizeRange = SpecDocument.defaultSizeRange
        var scale = SpecDocument.defaultScale
        var rootNode = -1
        try forEachMember(i, at: root, allowed: Self.documentKeys, what: "the spec document") { key, v throws(SpecError) in
            switch key {
            case .title: title = try string(v, at: ValuePlace(root, key))
            case .sizeRange: sizeRange = try self.sizeRange(v, at: root.appending(key.name))
            case .scale: scale = try number(v, at: ValuePlace(root, key), Self.scaleRange, key.name)
            case .root: rootNode = v
            default: _ = try string(v, at: ValuePlace(root, key))  // $schema: named for editors, ignored
            }
        }
        guard rootNode >= 0 else {
            throw fail("a spec document needs the key \"\(SpecKey.root.name)\"", i, at: root)
        }
        try element(rootNode, at: root.appending(SpecKey.root.name), parent: nil, depth: 1)
        return SpecDocument(title: title, sizeRange: sizeRange, scale: scale, tree: tree, elements: infos, source: tape)
    }

    /// `{"min": [w, h], "max": [w, h]}` (a max component may be "inf"), or the
    /// `[w, h]` shorthand for an exact size.
    func sizeRange(_ i: Int, at path: SpecPath) throws(SpecError) -> SizeRange {
        if nodes[i].type == .array { return SizeRange(exactly: try size(i, at: ValuePlace(path))) }
        var min: Size? = nil, max: Size? = nil
        var minNode = i
        try forEachMember(i, at: path, allowed: Self.sizeRangeKeys, what: "sizeRange") { key, v throws(SpecError) in
            if key == .min {
                min = try size(v, at: ValuePlace(path, key))
                minNode = v
            } else {
                max = try size(v, at: ValuePlace(path, key), allowInfinity: true)
            }
        }
        guard let min else { throw fail("sizeRange needs the key \"\(SpecKey.min.name)\"", i, at: path) }
        guard let max else { throw fail("sizeRange needs the key \"\(SpecKey.max.name)\"", i, at: path) }
        let minPath = path.appending(SpecKey.min.name)
        if min.width > max.width {
            throw fail(
                "sizeRange.min must not exceed sizeRange.max: min width \(JSONWriter.number(min.width)) > max width \(JSONWriter.number(max.width))",
                minNode, at: minPath.appending(0))
        }
        if min.height > max.height {
            throw fail(
                "sizeRange.min must not exceed sizeRange.max: min height \(JSONWriter.number(min.height)) > max height \(JSONWriter.number(max.height))",
                minNode, at: minPath.appending(1))
        }
        return SizeRange(min: min, max: max)
    }
}
