import SwatchRanges

/// A scenario's `frames` (SPEC.md "Frame timelines", reference/frames.md
/// F5.13): `{}` keeps every default; unknown keys and values out of range are
/// errors naming their JSON path.
extension ScenarioDecoder {
    static let frameKeys: Set<String> = ["refreshRate", "mainThreadBudget", "backgroundThreads", "cost"]
    static let frameCostKeys: Set<String> = ["measure", "display", "mount"]

    static func frameParameters(_ v: JSONValue, at path: SpecPath) throws(SpecError) -> FrameParameters {
        let object = try JSONObject(v, at: path, what: "frames")
        try object.checkKeys(frameKeys, in: "frames")
        var p = FrameParameters()
        if let rate = object["refreshRate"] {
            let ratePath = path.appending("refreshRate")
            let n = try JSONObject.number(rate, at: ratePath, in: -Double.greatestFiniteMagnitude...ScenarioLimits.maxRefreshRate,
                                          "refreshRate")
            // (0, 240]; a rate so small that a frame would never end is refused too.
            guard n > 0, (1000 / n).isFinite else {
                throw SpecError("refreshRate must be more than 0 frames a second, got \(JSONWriter.number(n))",
                                path: ratePath, location: rate.location)
            }
            p.refreshRate = n
        }
        if let budget = try object.number("mainThreadBudget", in: 0...Double.greatestFiniteMagnitude, "mainThreadBudget") {
            p.mainThreadBudget = budget
        }
        if let threads = try object.integer("backgroundThreads", in: 1...ScenarioLimits.maxBackgroundThreads, "backgroundThreads") {
            p.backgroundThreads = threads
        }
        if let c = object["cost"] {
            let costPath = path.appending("cost")
            let costs = try JSONObject(c, at: costPath, what: "frames.cost")
            try costs.checkKeys(frameCostKeys, in: "frames.cost")
            if let m = costs["measure"] { p.cost.measure = try itemCosts(m, at: costPath.appending("measure"), "measure") }
            if let d = costs["display"] { p.cost.display = try itemCosts(d, at: costPath.appending("display"), "display") }
            if let m = costs["mount"] { p.cost.mount = try itemCosts(m, at: costPath.appending("mount"), "mount") }
        }
        return p
    }

    /// A cost in ms: a number >= 0, or a non-empty array of them, one per item.
    static func itemCosts(_ v: JSONValue, at path: SpecPath, _ what: String) throws(SpecError) -> ItemCosts {
        let range = 0...ScenarioLimits.maxFrameCost
        guard case .array(let entries) = v.kind else {
            guard v.number != nil else {
                throw SpecError("\(what) must be a number of milliseconds or an array of them (one per item), got \(v.typeName)",
                                path: path, location: v.location)
            }
            return ItemCosts(try JSONObject.number(v, at: path, in: range, "\(what) cost"))
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
                values.append(try JSONObject.number(entry, at: path.appending(i), in: range, "\(what) cost"))
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
