import SwatchGeometry
import SwatchLayout
import SwatchRanges

/// Decodes range scenarios (SPEC.md "Range scenarios", "Nested containers")
/// strictly: every unknown key, wrong type or out-of-range value is an error
/// naming its JSON path and line and column. Limits are `ScenarioLimits`.
public enum ScenarioDecoder {
    /// Parses and decodes a whole scenario; text nodes in `items.cell` are
    /// measured by `textMeasurer` (a cell with text and none is an error).
    public static func decode(_ text: String, textMeasurer: (any TextMeasuring)? = nil) throws(SpecError) -> RangeScenario {
        guard text.utf8.count <= ScenarioLimits.maxInputBytes else {
            throw SpecError("the scenario is \(text.utf8.count) bytes; the limit is \(ScenarioLimits.maxInputBytes)",
                            path: nil, location: nil)
        }
        return try decode(try JSONParser.parse(text), textMeasurer: textMeasurer)
    }

    static let topLevelKeys: Set<String> = ["title", "container", "viewport", "items", "columns", "inverted", "tuning", "batchFetching", "scroll"]

    public static func decode(_ value: JSONValue, textMeasurer: (any TextMeasuring)? = nil) throws(SpecError) -> RangeScenario {
        let root = SpecPath()
        let object = try JSONObject(value, at: root, what: "a range scenario")
        try object.checkKeys(topLevelKeys, in: "the range scenario")

        let title = try object.string("title")
        let container = try containerKind(object)
        let viewport = try object["viewport"].map { v throws(SpecError) in
            try size(v, at: root.appending("viewport"), "viewport")
        } ?? Size(width: 375, height: 667)
        let inverted = try object.bool("inverted") ?? false

        let itemsValue = try object.required("items", in: "a range scenario")
        let items = try outerItems(itemsValue, at: root.appending("items"), container: container,
                                   viewport: viewport, textMeasurer: textMeasurer)

        var tuning = RangeTuning.defaults(for: container)
        if let t = object["tuning"] { try applyTuning(t, at: root.appending("tuning"), to: &tuning) }

        var batchFetching: BatchFetchingParameters? = nil
        if let b = object["batchFetching"] {
            batchFetching = try batchParameters(b, at: root.appending("batchFetching"))
        }

        var scroll: [ScrollEntry] = [.offset(0, steps: 1)]
        if let s = object["scroll"] { scroll = try scrollEntries(s, at: root.appending("scroll")) }

        let scenario = RangeScenario(title: title, container: container, viewport: viewport, items: items,
                                     inverted: inverted, tuning: tuning, batchFetching: batchFetching, scroll: scroll)
        if let b = object["batchFetching"], let parameters = batchFetching {
            try checkGrowth(scenario, parameters, b, at: root.appending("batchFetching"))
        }
        return scenario
    }

    // MARK: Container

    static func containerKind(_ object: JSONObject) throws(SpecError) -> ContainerKind {
        var name = "table"
        if let v = object["container"] {
            guard case .string(let s) = v.kind else {
                throw object.fail(v, "container", "expected \"table\", \"collection\" or \"pager\", got \(v.typeName)")
            }
            name = s
        }
        let columns = try object.integer("columns", in: 1...ScenarioLimits.maxColumns, "columns") ?? 2
        switch name {
        case "table": return .table
        case "collection": return .collection(columns: columns)
        case "pager": return .pager
        default:
            throw object.fail(object["container"] ?? object.value, "container",
                              "\"\(name)\" is not one of \"table\", \"collection\", \"pager\"")
        }
    }

    /// `[w, h]`, both finite, non-negative and at most `maxDimension`.
    static func size(_ v: JSONValue, at path: SpecPath, _ what: String) throws(SpecError) -> Size {
        let (a, b) = try JSONObject.pair(v, at: path, what)
        let range = 0...ScenarioLimits.maxDimension
        let w = try JSONObject.number(a, at: path.appending(0), in: range, "\(what) width")
        let h = try JSONObject.number(b, at: path.appending(1), in: range, "\(what) height")
        return Size(width: w, height: h)
    }

    // MARK: Items

    static func outerItems(
        _ v: JSONValue, at path: SpecPath, container: ContainerKind, viewport: Size, textMeasurer: (any TextMeasuring)?
    ) throws(SpecError) -> ItemSource {
        if case .array(let entries) = v.kind {
            guard entries.count <= ScenarioLimits.maxItems else {
                throw SpecError("items has \(entries.count) entries; the limit is \(ScenarioLimits.maxItems)",
                                path: path, location: v.location)
            }
            var list: [ItemSpec] = []
            list.reserveCapacity(entries.count)
            for (i, entry) in entries.enumerated() {
                let p = path.appending(i)
                let object = try JSONObject(entry, at: p, what: "an item")
                try object.checkKeys(["id", "size", "nested"], in: "an item")
                let id = try object.string("id")
                let size = try itemSize(object, container: container, what: "an item")
                let nested = try object["nested"].map { n throws(SpecError) in
                    try nestedContainer(n, at: p.appending("nested"))
                }
                list.append(ItemSpec(id: id, size: size, nested: nested))
            }
            return .list(list)
        }
        let object = try JSONObject(v, at: path, what: "items")
        try object.checkKeys(["count", "size", "cell", "nested"], in: "items")
        guard object.has("count") else {
            throw SpecError("items needs the key \"count\" (or write items as an array of {\"id\", \"size\"})",
                            path: path, location: v.location)
        }
        let count = try object.integer("count", in: 0...ScenarioLimits.maxItems, "items.count") ?? 0
        let size: Size
        if let cell = object["cell"] {
            if let s = object["size"] {
                throw object.fail(s, "size", "items take a \"size\" or a \"cell\" (laid out to find its size), not both")
            }
            size = try cellSize(cell, at: path.appending("cell"), container: container, viewport: viewport,
                                textMeasurer: textMeasurer)
        } else {
            size = try itemSize(object, container: container, what: "items")
        }
        let nested = try object["nested"].map { n throws(SpecError) in
            try nestedContainer(n, at: path.appending("nested"))
        }
        return .uniform(count: count, item: ItemSpec(size: size, nested: nested))
    }

    /// An item's `size`; required except for pages (a pager ignores it).
    static func itemSize(_ object: JSONObject, container: ContainerKind, what: String) throws(SpecError) -> Size {
        if let s = object["size"] { return try size(s, at: object.path.appending("size"), "size") }
        if container == .pager { return .zero }
        throw SpecError("\(what) needs the key \"size\"", path: object.path, location: object.value.location)
    }

    // MARK: Nested containers

    static func nestedContainer(_ v: JSONValue, at path: SpecPath) throws(SpecError) -> NestedContainerSpec {
        let object = try JSONObject(v, at: path, what: "nested")
        try object.checkKeys(["container", "viewport", "items", "tuning", "columns"], in: "a nested container")
        let container = try containerKind(object)
        let viewport = try object["viewport"].map { vp throws(SpecError) in
            try size(vp, at: path.appending("viewport"), "viewport")
        }
        let itemsValue = try object.required("items", in: "a nested container")
        let items = try nestedItems(itemsValue, at: path.appending("items"), container: container)
        var tuning = RangeTuning.defaults(for: container)
        if let t = object["tuning"] { try applyTuning(t, at: path.appending("tuning"), to: &tuning) }
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
                let object = try JSONObject(entry, at: path.appending(i), what: "an item")
                try rejectDeeperNesting(object)
                try object.checkKeys(["id", "size"], in: "a nested container's item")
                _ = try object.string("id")
                sizes.append(try itemSize(object, container: container, what: "an item"))
            }
            return .list(sizes)
        }
        let object = try JSONObject(v, at: path, what: "items")
        try rejectDeeperNesting(object)
        try object.checkKeys(["count", "size"], in: "a nested container's items")
        guard object.has("count") else {
            throw SpecError("items needs the key \"count\"", path: path, location: v.location)
        }
        let count = try object.integer("count", in: 0...ScenarioLimits.maxNestedItems, "items.count") ?? 0
        let size = try itemSize(object, container: container, what: "items")
        return .uniform(count: count, size: size)
    }

    static func rejectDeeperNesting(_ object: JSONObject) throws(SpecError) {
        if let n = object["nested"] {
            throw object.fail(n, "nested", "containers nest one level only: a nested container's items cannot hold containers")
        }
        if let c = object["cell"] {
            throw object.fail(c, "cell", "a nested container's items take a \"size\", not a \"cell\"")
        }
    }

    // MARK: Tuning

    static func applyTuning(_ v: JSONValue, at path: SpecPath, to tuning: inout RangeTuning) throws(SpecError) {
        let object = try JSONObject(v, at: path, what: "tuning")
        let modes = Set(RangeMode.allCases.map { $0.name })
        try object.checkKeys(modes, in: "tuning")
        for mode in RangeMode.allCases {
            guard let modeValue = object[mode.name] else { continue }
            let modePath = path.appending(mode.name)
            let modeObject = try JSONObject(modeValue, at: modePath, what: "tuning.\(mode.name)")
            try modeObject.checkKeys(Set(RangeType.allCases.map { $0.name }), in: "a range mode's tuning")
            for type in RangeType.allCases {
                guard let typeValue = modeObject[type.name] else { continue }
                let typePath = modePath.appending(type.name)
                let typeObject = try JSONObject(typeValue, at: typePath, what: "tuning.\(mode.name).\(type.name)")
                try typeObject.checkKeys(["leading", "trailing"], in: "a range's tuning")
                let range = 0...ScenarioLimits.maxScreenfuls
                var parameters = tuning[mode, type]
                if let l = try typeObject.number("leading", in: range, "leading") {
                    parameters.leadingBufferScreenfuls = l
                }
                if let t = try typeObject.number("trailing", in: range, "trailing") {
                    parameters.trailingBufferScreenfuls = t
                }
                tuning[mode, type] = parameters
            }
        }
    }

    // MARK: Batch fetching

    static func batchParameters(_ v: JSONValue, at path: SpecPath) throws(SpecError) -> BatchFetchingParameters {
        let object = try JSONObject(v, at: path, what: "batchFetching")
        try object.checkKeys(["leadingScreens", "batchSize", "limit", "latency"], in: "batchFetching")
        var p = BatchFetchingParameters()
        let screens = -ScenarioLimits.maxScreenfuls...ScenarioLimits.maxScreenfuls
        if let l = try object.number("leadingScreens", in: screens, "leadingScreens") { p.leadingScreens = l }
        if let b = try object.integer("batchSize", in: 0...ScenarioLimits.maxItems, "batchSize") { p.batchSize = b }
        if let l = try object.integer("limit", in: 0...ScenarioLimits.maxItems, "limit") { p.limit = l }
        if let l = try object.integer("latency", in: 1...ScenarioLimits.maxRecords, "latency") { p.latency = l }
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
            throw SpecError("without a \"limit\", \(fetches) fetches of \(p.batchSize) items could grow the content past \(ScenarioLimits.maxItems) items; set a limit",
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
        let object = try JSONObject(v, at: path, what: "a scroll step")
        let kinds = ["offset", "containerVisible", "memoryWarning"].filter(object.has)
        guard kinds.count == 1 else {
            if kinds.isEmpty {
                if let steps = object["steps"] {
                    throw object.fail(steps, "steps", "\"steps\" needs an \"offset\" to move to")
                }
                try object.checkKeys(["offset", "steps", "containerVisible", "memoryWarning"], in: "a scroll step")
                throw SpecError("a scroll step needs one of \"offset\", \"containerVisible\", \"memoryWarning\"",
                                path: path, location: v.location)
            }
            let second = kinds[1]
            throw object.fail(object[second] ?? v, second,
                              "a scroll step has exactly one of \"offset\", \"containerVisible\", \"memoryWarning\"; this one has \(kinds.map { "\"\($0)\"" }.joined(separator: " and "))")
        }
        switch kinds[0] {
        case "offset":
            try object.checkKeys(["offset", "steps"], in: "an offset step")
            let range = -ScenarioLimits.maxOffset...ScenarioLimits.maxOffset
            let offset = try object.number("offset", in: range, "offset") ?? 0
            let steps = try object.integer("steps", in: 1...ScenarioLimits.maxRecords, "steps") ?? 1
            return .offset(offset, steps: steps)
        case "containerVisible":
            try object.checkKeys(["containerVisible"], in: "a containerVisible step")
            return .containerVisible(try object.bool("containerVisible") ?? true)
        default:
            try object.checkKeys(["memoryWarning"], in: "a memoryWarning step")
            return .memoryWarning(try object.bool("memoryWarning") ?? true)
        }
    }
}
