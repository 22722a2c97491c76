import SwatchSpec

/// Texture's names as bytes (`ByteForm.textureNames`), for the module that
/// runs code: each element type (its Texture class, whether it is a display
/// node, its keys and child slots), the style's keys by Texture property,
/// the enumerations' Objective-C constants, and the stack's directions.
/// A key is its ordinal, its Texture property, its kind and the bounds of
/// the size it takes.
extension TextureVocabulary {
    func encoded() -> [UInt8] {
        var w = ByteWriter(.textureNames)
        w.list(types) { w, t in
            w.string(t.textureClass)
            w.bool(t.isDisplayNode)
            w.list(t.keys) { w, k in
                w.uint(k.key.ordinal)
                w.optionalString(k.property)
                w.byte(k.kind.rawValue)
                w.optional(k.size) { w, size in
                    w.bool(size.allowsInfinity)
                    w.optional(size.maximum) { $0.double($1) }
                }
            }
            w.list(t.children) { w, slot in
                w.uint(slot.key.ordinal)
                w.bool(slot.isList)
                w.bool(slot.required)
            }
        }
        w.sorted(styleKeys, { $0.string($1) }, { $0.uint($1.ordinal) })
        w.stringList(constants.sorted())
        w.list(directions) { w, d in
            w.string(d.name)
            w.string(d.objectiveC)
        }
        return w.finished()
    }

    /// The names `encoded()` wrote; an error when the bytes are not them
    /// (damaged, cut short, or of another version).
    init(decoding bytes: [UInt8]) throws(ImportError) {
        var r = try ByteReader(bytes, .textureNames)
        let types = try r.list { r throws(ImportError) -> TypeNames in
            let textureClass = try r.string()
            let isDisplayNode = try r.bool()
            let keys = try r.list { r throws(ImportError) -> Key in
                let key = try r.specKey()
                let property = try r.optionalString()
                guard let kind = Kind(rawValue: try r.byte()) else { throw r.damaged("an unknown kind of key") }
                let size = try r.optional { r throws(ImportError) -> SizeBounds in
                    let allowsInfinity = try r.bool()
                    return SizeBounds(allowsInfinity: allowsInfinity, maximum: try r.optional { r throws(ImportError) in try r.double() })
                }
                return Key(key: key, property: property, kind: kind, size: size)
            }
            let children = try r.list { r throws(ImportError) -> Slot in
                let key = try r.specKey()
                let isList = try r.bool()
                return Slot(key: key, isList: isList, required: try r.bool())
            }
            return TypeNames(textureClass: textureClass, isDisplayNode: isDisplayNode, keys: keys, children: children)
        }
        let styleKeys = try r.dictionary({ r throws(ImportError) in try r.string() }) { r throws(ImportError) in try r.specKey() }
        var constants: Set<String> = []
        for name in try r.stringList() { constants.insert(name) }
        let directions = try r.list { r throws(ImportError) -> (name: String, objectiveC: String) in
            let name = try r.string()
            return (name, try r.string())
        }
        guard r.atEnd else { throw r.damaged("bytes after the end") }
        self.init(types: types, styleKeys: styleKeys, constants: constants, directions: directions)
    }
}
