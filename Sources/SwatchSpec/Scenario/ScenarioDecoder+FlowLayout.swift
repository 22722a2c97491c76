import SwatchJSON
import SwatchGeometry
import SwatchRanges

// A collection's flow layout (SPEC.md "Range scenarios", `flowLayout`), and
// the size range it and the delegate give each item, as Texture's
// ASCollectionViewFlowLayoutInspector decides it.
extension ScenarioDecoder {
    /// `flowLayout`: only for a collection, and not with `columns`.
    static func flowLayout(_ object: JSONObject, container: ContainerKind) throws(SpecError) -> FlowLayout? {
        guard let v = object[.flowLayout] else { return nil }
        guard case .collection = container else {
            throw object.fail(v, .flowLayout, "\(SpecKey.flowLayout.quoted) is a collection's; this container is a \(container.name)")
        }
        if let columns = object[.columns] {
            throw object.fail(columns, .columns,
                              "a collection has \(SpecKey.columns.quoted) (a grid) or a \(SpecKey.flowLayout.quoted), not both: the flow layout decides its lines")
        }
        let schema = SpecSchema.flowLayoutObject
        let path = object.path.appending(SpecKey.flowLayout.name)
        let flow = try JSONObject(v, at: path, schema)
        var layout = FlowLayout()
        if let size = flow[.itemSize] {
            layout.itemSize = try self.size(size, at: path.appending(SpecKey.itemSize.name), SpecKey.itemSize.name)
        }
        layout.minimumInteritemSpacing = try flow.number(.minimumInteritemSpacing, schema) ?? layout.minimumInteritemSpacing
        layout.minimumLineSpacing = try flow.number(.minimumLineSpacing, schema) ?? layout.minimumLineSpacing
        if let insets = flow[.sectionInset] {
            layout.sectionInset = try sectionInset(insets, at: path.appending(SpecKey.sectionInset.name))
            guard layout.sectionInset.left + layout.sectionInset.right <= ScenarioLimits.maxDimension else {
                throw flow.fail(insets, .sectionInset,
                                "the section's left and right insets add up to more than \(JSONWriter.number(ScenarioLimits.maxDimension))")
            }
        }
        return layout
    }

    /// `{"top", "left", "bottom", "right"}`, each finite, from 0 to the
    /// largest dimension; what is left out is 0.
    static func sectionInset(_ v: JSONValue, at path: SpecPath) throws(SpecError) -> Insets {
        let object = try JSONObject(v, at: path, allowed: [.top, .left, .bottom, .right], what: SpecKey.sectionInset.name)
        let range = NumberRange.within(0...ScenarioLimits.maxDimension)
        func side(_ key: SpecKey) throws(SpecError) -> Double {
            guard let s = object[key] else { return 0 }
            return try JSONObject.number(s, at: path.appending(key.name), range, "\(SpecKey.sectionInset.name).\(key.name)")
        }
        return Insets(top: try side(.top), left: try side(.left), bottom: try side(.bottom), right: try side(.right))
    }

    /// An item's `sizeRange` (the delegate's answer): `[w, h]` exactly, or
    /// `{"min": [w, h], "max": [w, h]}` whose max may be "inf".
    static func itemSizeRange(_ v: JSONValue, at path: SpecPath) throws(SpecError) -> SizeRange {
        if case .array = v.kind { return SizeRange(exactly: try size(v, at: path, SpecKey.sizeRange.name)) }
        let object = try JSONObject(v, at: path, SpecSchema.sizeRangeObject)
        let min = try size(try object.required(.min, in: SpecKey.sizeRange.name), at: path.appending(SpecKey.min.name), "sizeRange.min")
        let maxValue = try object.required(.max, in: SpecKey.sizeRange.name)
        let maxPath = path.appending(SpecKey.max.name)
        let (w, h) = try JSONObject.pair(maxValue, at: maxPath, "sizeRange.max")
        func bound(_ b: JSONValue, _ index: Int, _ what: String) throws(SpecError) -> Double {
            if b.string == "inf" { return .infinity }
            return try JSONObject.number(b, at: maxPath.appending(index), .within(0...ScenarioLimits.maxDimension), "sizeRange.max \(what) (a number or \"inf\")")
        }
        let max = Size(width: try bound(w, 0, "width"), height: try bound(h, 1, "height"))
        guard min.width <= max.width, min.height <= max.height else {
            throw SpecError("sizeRange.min must not exceed sizeRange.max", path: path, location: v.location)
        }
        return SizeRange(min: min, max: max)
    }

    /// The size range an item is measured in, and its `sizeRange` checked:
    /// only a collection with a flow layout asks a delegate.
    static func flowSizeRange(_ object: JSONObject, flow: FlowLayout?, viewport: Size) throws(SpecError) -> SizeRange? {
        let given = object[.sizeRange]
        guard let flow else {
            if let given {
                throw object.fail(given, .sizeRange, "\(SpecKey.sizeRange.quoted) is what a collection's delegate answers; it needs a \(SpecKey.flowLayout.quoted)")
            }
            return nil
        }
        let delegate = try given.map { v throws(SpecError) in
            try itemSizeRange(v, at: object.path.appending(SpecKey.sizeRange.name))
        }
        return flow.sizeRange(delegate: delegate, bounds: viewport)
    }

    /// The size of an item that gives one (`size`), or needs none (an exact
    /// size range): its node's answer, clamped into the range.
    static func flowItemSize(_ object: JSONObject, range: SizeRange, what: String) throws(SpecError) -> Size {
        if let s = object[.size] {
            return range.clamp(try size(s, at: object.path.appending(SpecKey.size.name), SpecKey.size.name))
        }
        guard range.min == range.max else {
            throw SpecError("\(what) needs the key \(SpecKey.size.quoted) or \(SpecKey.cell.quoted): its size range, \(describe(range)), is not one size",
                            path: object.path, location: object.value.location)
        }
        return range.min
    }

    /// `{"min": [0, 0], "max": [375, "inf"]}`, as documents write it.
    static func describe(_ range: SizeRange) -> String {
        func n(_ v: Double) -> String { v.isInfinite ? "\"inf\"" : JSONWriter.number(v) }
        return "{\"min\": [\(n(range.min.width)), \(n(range.min.height))], \"max\": [\(n(range.max.width)), \(n(range.max.height))]}"
    }
}
