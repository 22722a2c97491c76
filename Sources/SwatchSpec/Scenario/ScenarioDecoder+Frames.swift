import SwatchJSON
import SwatchRanges

/// A scenario's `frames` (SPEC.md "Frame timelines", reference/frames.md
/// F5.13), read against `SpecSchema.framesObject`: `{}` keeps every default;
/// unknown keys and values out of range are errors naming their JSON path.
extension ScenarioDecoder {
    static func frameParameters(_ v: JSONValue, at path: SpecPath) throws(SpecError) -> FrameParameters {
        let schema = SpecSchema.framesObject
        let object = try JSONObject(v, at: path, schema)
        var p = FrameParameters()
        if let rate = try object.number(.refreshRate, schema) {
            // So small a rate that a frame would never end is refused too.
            guard (1000 / rate).isFinite else {
                throw object.fail(object[.refreshRate] ?? v, .refreshRate,
                                  "refreshRate is too small: a frame would last forever, got \(JSONWriter.number(rate))")
            }
            p.refreshRate = rate
        }
        if let budget = try object.number(.mainThreadBudget, schema) { p.mainThreadBudget = budget }
        if let threads = try object.integer(.backgroundThreads, schema) { p.backgroundThreads = threads }
        if let c = object[.cost] {
            let costSchema = SpecSchema.frameCostObject
            let costs = try JSONObject(c, at: path.appending(SpecKey.cost.name), costSchema)
            for (key, value) in costs.members {
                let read = try itemCosts(value, at: costs.path.appending(key.name), key.name)
                switch key {
                case .measure: p.cost.measure = read
                case .display: p.cost.display = read
                default: p.cost.mount = read
                }
            }
        }
        return p
    }

    /// A cost in ms (`SpecSchema.frameCost`): a number, or a non-empty array
    /// of them, one per item.
    static func itemCosts(_ v: JSONValue, at path: SpecPath, _ what: String) throws(SpecError) -> ItemCosts {
        guard case .numberOrList(let range) = SpecSchema.frameCost else { preconditionFailure("frameCost is numberOrList") }
        guard case .array(let entries) = v.kind else {
            guard v.number != nil else {
                throw SpecError("\(what) must be a number of milliseconds or an array of them (one per item), got \(v.typeName)",
                                path: path, location: v.location)
            }
            return ItemCosts(try JSONObject.number(v, at: path, range, "\(what) cost"))
        }
        guard entries.count <= ScenarioLimits.maxItems else {
            throw SpecError("\(what) has \(entries.count) costs; the limit is \(ScenarioLimits.maxItems)",
                            path: path, location: v.location)
        }
        var values: [Double] = []
        values.reserveCapacity(entries.count)
        for (i, entry) in entries.enumerated() {
            if let n = entry.number, range.contains(n) {
                values.append(n)
            } else {
                values.append(try JSONObject.number(entry, at: path.appending(i), range, "\(what) cost"))
            }
        }
        guard let costs = ItemCosts(perItem: values) else {
            throw SpecError("\(what) needs at least one cost (an empty array gives no item a cost)", path: path, location: v.location)
        }
        return costs
    }
}

extension ScenarioLimits {
    /// Highest `frames.refreshRate`, in frames a second.
    public static let maxRefreshRate = 240.0
    /// Most `frames.backgroundThreads`.
    public static let maxBackgroundThreads = 64
    /// Largest cost of one cell's work, in milliseconds (a day: past any
    /// real frame, and small enough that no sum of costs overflows).
    public static let maxFrameCost = 86_400_000.0
}
