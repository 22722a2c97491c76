import SwatchGeometry
import SwatchJSON
import SwatchLayout
import SwatchRanges

/// Decodes range scenarios (SPEC.md "Range scenarios", "Nested containers")
/// strictly: every unknown key, wrong type or out-of-range value is an error
/// naming its JSON path and line and column. Limits are `ScenarioLimits`.
public enum ScenarioDecoder {
    /// Parses and decodes a whole scenario; text nodes in `items.cell` are
    /// measured by `textMeasurer` (a cell with text and none is an error).
    public static func decode(
        _ text: String, textMeasurer: (any TextMeasuring)? = nil, cellFiles: [String: String] = [:]
    ) throws(SpecError) -> RangeScenario {
        let value = try DocumentJSON.parse(Array(text.utf8), limit: ScenarioLimits.maxInputBytes, what: "scenario")
        return try decode(value, textMeasurer: textMeasurer, cellFiles: cellFiles)
    }

    /// `cellFiles`: the texts of the cell files the scenario names
    /// (`cellFileNames`), by name.
    public static func decode(
        _ value: JSONValue, textMeasurer: (any TextMeasuring)? = nil, cellFiles: [String: String] = [:]
    ) throws(SpecError) -> RangeScenario {
        try decodeWithCells(value, textMeasurer: textMeasurer, cellFiles: cellFiles).0
    }

    /// The scenario and its laid-out cells, for drawing the real rows.
    public static func decodeWithCells(
        _ value: JSONValue, textMeasurer: (any TextMeasuring)? = nil, cellFiles: [String: String] = [:]
    ) throws(SpecError) -> (RangeScenario, ScenarioCells) {
        let context = CellContext(textMeasurer: textMeasurer, files: cellFiles)
        let scenario = try decode(value, context: context)
        return (scenario, context.cells)
    }

    static func decode(_ value: JSONValue, context: CellContext) throws(SpecError) -> RangeScenario {
        let root = SpecPath()
        let schema = SpecSchema.rangesDocument
        let object = try JSONObject(value, at: root, schema)
        _ = try object.string(.schema)  // named for editors, ignored

        let title = try object.string(.title)
        let container = try containerKind(object, schema)
        let flow = try flowLayout(object, container: container)
        let viewport = try object[.viewport].map { v throws(SpecError) in
            try size(v, at: root.appending(SpecKey.viewport.name), SpecKey.viewport.name)
        } ?? Size(width: 375, height: 667)
        let inverted = try object.bool(.inverted) ?? false

        let itemsValue = try object.required(.items, in: schema.noun)
        let items = try outerItems(itemsValue, at: root.appending(SpecKey.items.name), container: container,
                                   viewport: viewport, flow: flow, context: context)

        var tuning = RangeTuning.defaults(for: container)
        if let t = object[.tuning] { try applyTuning(t, at: root.appending(SpecKey.tuning.name), to: &tuning) }

        var batchFetching: BatchFetchingParameters? = nil
        if let b = object[.batchFetching] {
            batchFetching = try batchParameters(b, at: root.appending(SpecKey.batchFetching.name))
        }

        var scroll: [ScrollEntry] = [.offset(0, steps: 1)]
        if let s = object[.scroll] { scroll = try scrollEntries(s, at: root.appending(SpecKey.scroll.name)) }

        let frames = try object[.frames].map { f throws(SpecError) in
            try frameParameters(f, at: root.appending(SpecKey.frames.name))
        }

        let scenario = RangeScenario(title: title, container: container, viewport: viewport, items: items,
                                     inverted: inverted, tuning: tuning, batchFetching: batchFetching, scroll: scroll,
                                     frames: frames, flowLayout: flow)
        if let b = object[.batchFetching], let parameters = batchFetching {
            try checkGrowth(scenario, parameters, b, at: root.appending(SpecKey.batchFetching.name))
        }
        return scenario
    }

    // MARK: Container

    static func containerKind(_ object: JSONObject, _ schema: ObjectSchema) throws(SpecError) -> ContainerKind {
        let choice = try object.choice(.container, SpecSchema.container) ?? .table
        let columns = try object.integer(.columns, schema) ?? 2
        switch choice {
        case .table: return .table
        case .collection: return .collection(columns: columns)
        case .pager: return .pager
        }
    }

    /// `[w, h]`, both finite, non-negative and at most `maxDimension`.
    static func size(_ v: JSONValue, at path: SpecPath, _ what: String) throws(SpecError) -> Size {
        let (a, b) = try JSONObject.pair(v, at: path, what)
        let range = NumberRange.within(0...ScenarioLimits.maxDimension)
        let w = try JSONObject.number(a, at: path.appending(0), range, "\(what) width")
        let h = try JSONObject.number(b, at: path.appending(1), range, "\(what) height")
        return Size(width: w, height: h)
    }

    // MARK: Items

    static func outerItems(
        _ v: JSONValue, at path: SpecPath, container: ContainerKind, viewport: Size, flow: FlowLayout? = nil,
        context: CellContext
    ) throws(SpecError) -> ItemSource {
        if case .array(let entries) = v.kind {
            guard entries.count <= ScenarioLimits.maxItems else {
                throw SpecError("items has \(entries.count) entries; the limit is \(ScenarioLimits.maxItems)",
                                path: path, location: v.location)
            }
            var list: [ItemSpec] = []
            list.reserveCapacity(entries.count)
            var rows: [ScenarioCells.Row?] = []
            for (i, entry) in entries.enumerated() {
                let p = path.appending(i)
                let object = try JSONObject(entry, at: p, SpecSchema.itemObject)
                let id = try object.string(.id)
                let range = try flowSizeRange(object, flow: flow, viewport: viewport)
                let item = try sizing(object, at: p, what: "an item", takes: "an item takes", container: container, viewport: viewport,
                                      range: range, context: context)
                rows.append(item.row)
                list.append(ItemSpec(id: id, size: item.size, nested: item.nested, sizeRange: range))
            }
            if rows.contains(where: { $0 != nil }) { context.cells.items = rows }
            return .list(list)
        }
        let schema = SpecSchema.itemsObject
        let object = try JSONObject(v, at: path, schema)
        guard object.has(.count) else {
            throw SpecError("items needs the key \(SpecKey.count.quoted) (or write items as an array of {\(SpecKey.id.quoted), \(SpecKey.size.quoted)})",
                            path: path, location: v.location)
        }
        let count = try object.integer(.count, schema) ?? 0
        let range = try flowSizeRange(object, flow: flow, viewport: viewport)
        let item = try sizing(object, at: path, what: SpecKey.items.name, takes: "items take", container: container, viewport: viewport,
                              range: range, context: context)
        if let row = item.row { context.cells.uniform = row }
        return .uniform(count: count, item: ItemSpec(size: item.size, nested: item.nested, sizeRange: range))
    }

    /// What sizes an item (one of a list, or every item when written once):
    /// its `cell` laid out (with the row the cell makes, for drawing), else
    /// the flow layout's size `range`, else its `size`; and its nested
    /// container. `what` names it in errors ("an item", "items"); `takes`
    /// is that with its verb.
    static func sizing(
        _ object: JSONObject, at path: SpecPath, what: String, takes: String, container: ContainerKind, viewport: Size,
        range: SizeRange?, context: CellContext
    ) throws(SpecError) -> (size: Size, row: ScenarioCells.Row?, nested: NestedContainerSpec?) {
        let size: Size
        var row: ScenarioCells.Row?
        if let c = object[.cell] {
            if let s = object[.size] {
                throw object.fail(s, .size, "\(takes) a \(SpecKey.size.quoted) or a \(SpecKey.cell.quoted) (laid out to find its size), not both")
            }
            (size, row) = try cell(c, at: path.appending(SpecKey.cell.name), container: container, viewport: viewport,
                                   range: range, context: context)
        } else if let range {
            size = try flowItemSize(object, range: range, what: what)
        } else {
            size = try itemSize(object, container: container, what: what)
        }
        let nested = try object[.nested].map { n throws(SpecError) in
            try nestedContainer(n, at: path.appending(SpecKey.nested.name))
        }
        return (size, row, nested)
    }

    /// An item's `size`; required except for pages (a pager ignores it).
    static func itemSize(_ object: JSONObject, container: ContainerKind, what: String) throws(SpecError) -> Size {
        if let s = object[.size] { return try size(s, at: object.path.appending(SpecKey.size.name), SpecKey.size.name) }
        if container == .pager { return .zero }
        throw SpecError("\(what) needs the key \(SpecKey.size.quoted)", path: object.path, location: object.value.location)
    }

    // MARK: Nested containers

    static func nestedContainer(_ v: JSONValue, at path: SpecPath) throws(SpecError) -> NestedContainerSpec {
        let schema = SpecSchema.nestedObject
        let object = try JSONObject(v, at: path, schema)
        let container = try containerKind(object, schema)
        let viewport = try object[.viewport].map { vp throws(SpecError) in
            try size(vp, at: path.appending(SpecKey.viewport.name), SpecKey.viewport.name)
        }
        let itemsValue = try object.required(.items, in: schema.noun)
        let items = try nestedItems(itemsValue, at: path.appending(SpecKey.items.name), container: container)
        var tuning = RangeTuning.defaults(for: container)
        if let t = object[.tuning] { try applyTuning(t, at: path.appending(SpecKey.tuning.name), to: &tuning) }
        return NestedContainerSpec(container: container, viewport: viewport, items: items, tuning: tuning)
    }

    static func nestedItems(_ v: JSONValue, at path: SpecPath, container: ContainerKind) throws(SpecError) -> ItemSizes {
        if case .array(let entries) = v.kind {
            guard entries.count <= ScenarioLimits.maxNestedItems else {
                throw SpecError("a nested container has \(entries.count) items; the limit is \(ScenarioLimits.maxNestedItems)",
                                path: path, location: v.location)
            }
            var sizes: [Size] = []
            for (i, entry) in entries.enumerated() {
                try rejectDeeperNesting(entry, at: path.appending(i))
                let object = try JSONObject(entry, at: path.appending(i), SpecSchema.nestedItemObject)
                _ = try object.string(.id)
                sizes.append(try itemSize(object, container: container, what: "an item"))
            }
            return .list(sizes)
        }
        try rejectDeeperNesting(v, at: path)
        let schema = SpecSchema.nestedItemsObject
        let object = try JSONObject(v, at: path, schema)
        guard object.has(.count) else {
            throw SpecError("items needs the key \(SpecKey.count.quoted)", path: path, location: v.location)
        }
        let count = try object.integer(.count, schema) ?? 0
        let size = try itemSize(object, container: container, what: SpecKey.items.name)
        return .uniform(count: count, item: size)
    }

    /// A nested container's items with a `nested` or `cell` key: a clearer
    /// message than "unknown key".
    static func rejectDeeperNesting(_ v: JSONValue, at path: SpecPath) throws(SpecError) {
        for member in v.members {
            if member.specKey == .nested {
                throw SpecError("containers nest one level only: a nested container's items cannot hold containers",
                                path: path.appending(SpecKey.nested.name), location: member.value.location)
            }
            if member.specKey == .cell {
                throw SpecError("a nested container's items take a \(SpecKey.size.quoted), not a \(SpecKey.cell.quoted)",
                                path: path.appending(SpecKey.cell.name), location: member.value.location)
            }
        }
    }

    // MARK: Tuning

    static func applyTuning(_ v: JSONValue, at path: SpecPath, to tuning: inout RangeTuning) throws(SpecError) {
        let object = try JSONObject(v, at: path, SpecSchema.tuningObject)
        for (modeKey, modeValue) in object.members {
            let mode: RangeMode = switch modeKey {
            case .full: .full
            case .minimum: .minimum
            case .visibleOnly: .visibleOnly
            default: .lowMemory
            }
            let modePath = path.appending(modeKey.name)
            let modeObject = try JSONObject(modeValue, at: modePath, SpecSchema.modeTuningObject)
            for (typeKey, typeValue) in modeObject.members {
                let type: RangeType = typeKey == .display ? .display : .preload
                let schema = SpecSchema.bufferObject
                let typeObject = try JSONObject(typeValue, at: modePath.appending(typeKey.name), schema)
                var parameters = tuning[mode, type]
                if let l = try typeObject.number(.leading, schema) { parameters.leadingBufferScreenfuls = l }
                if let t = try typeObject.number(.trailing, schema) { parameters.trailingBufferScreenfuls = t }
                tuning[mode, type] = parameters
            }
        }
    }

    // MARK: Batch fetching

    static func batchParameters(_ v: JSONValue, at path: SpecPath) throws(SpecError) -> BatchFetchingParameters {
        let schema = SpecSchema.batchFetchingObject
        let object = try JSONObject(v, at: path, schema)
        var p = BatchFetchingParameters()
        if let l = try object.number(.leadingScreens, schema) { p.leadingScreens = l }
        if let b = try object.integer(.batchSize, schema) { p.batchSize = b }
        if let l = try object.integer(.limit, schema) { p.limit = l }
        if let l = try object.integer(.latency, schema) { p.latency = l }
        return p
    }

    /// Rejects batch fetching that could grow the content past `maxItems`:
    /// a fetch takes at least `latency + 1` records.
    static func checkGrowth(_ scenario: RangeScenario, _ p: BatchFetchingParameters, _ v: JSONValue, at path: SpecPath) throws(SpecError) {
        if scenario.items.template == nil {
            throw SpecError("batch fetching appends copies of the last item, but items is empty",
                            path: path, location: v.location)
        }
        let count = scenario.items.count
        if let limit = p.limit, limit <= ScenarioLimits.maxItems { return }
        let fetches = scenario.recordCount / (p.latency + 1) + 1
        let (grown, overflow) = p.batchSize.multipliedReportingOverflow(by: fetches)
        if overflow || count + grown > ScenarioLimits.maxItems {
            throw SpecError("without a \(SpecKey.limit.quoted), \(fetches) fetches of \(p.batchSize) items could grow the content past \(ScenarioLimits.maxItems) items; set a limit",
                            path: path, location: v.location)
        }
    }

    // MARK: Scroll

    static func scrollEntries(_ v: JSONValue, at path: SpecPath) throws(SpecError) -> [ScrollEntry] {
        guard case .array(let values) = v.kind else {
            throw SpecError("scroll must be an array of steps, got \(v.typeName)", path: path, location: v.location)
        }
        guard !values.isEmpty else {
            throw SpecError("scroll needs at least one step (the default is [{\"offset\": 0}])", path: path, location: v.location)
        }
        var entries: [ScrollEntry] = []
        var records = 0
        for (i, value) in values.enumerated() {
            let p = path.appending(i)
            let entry = try scrollEntry(value, at: p)
            records += entry.recordCount
            guard records <= ScenarioLimits.maxRecords else {
                throw SpecError("the scroll list makes more than \(ScenarioLimits.maxRecords) records",
                                path: p, location: value.location)
            }
            entries.append(entry)
        }
        return entries
    }

    static func scrollEntry(_ v: JSONValue, at path: SpecPath) throws(SpecError) -> ScrollEntry {
        let schema = SpecSchema.scrollStepObject
        let object = try JSONObject(v, at: path, schema)
        for (key, needed) in schema.dependencies where object.has(key) && !object.has(needed) {
            throw object.fail(object[key] ?? v, key, "\(key.quoted) needs an \(needed.quoted) to move to")
        }
        let kinds = schema.exactlyOneOf.filter { object.has($0) }
        guard kinds.count == 1 else {
            let names = schema.exactlyOneOf.map { $0.quoted }.joined(separator: ", ")
            if kinds.isEmpty { throw SpecError("a scroll step needs one of \(names)", path: path, location: v.location) }
            let second = kinds[1]
            throw object.fail(object[second] ?? v, second,
                              "a scroll step has exactly one of \(names); this one has \(kinds.map { $0.quoted }.joined(separator: " and "))")
        }
        switch kinds[0] {
        case .offset:
            let offset = try object.number(.offset, schema) ?? 0
            let steps = try object.integer(.steps, schema) ?? 1
            return .offset(offset, steps: steps)
        case .containerVisible:
            return .containerVisible(try object.bool(.containerVisible) ?? true)
        default:
            return .memoryWarning(try object.bool(.memoryWarning) ?? true)
        }
    }
}
