import SwatchJSON
import SwatchSpec

/// The comparison rules of `conformance/check-ranges`: contentSize and rects
/// within 0.01 (null must match null), direction and mode exactly, states as
/// sets, events per step as a multiset and in order for each single item,
/// batch with `inserted`, and nested records the same way.
public enum RangeOutputComparison {
    static let tolerance = 0.01

    /// The first difference, or nil.
    public static func difference(expected: JSONValue, got: JSONValue) -> String? {
        guard let e = expected.objectMembers, let g = got.objectMembers else { return "output: expected an object" }
        if let d = numbers("contentSize", e["contentSize"], g["contentSize"], 2) { return d }
        if let d = items(e["items"], g["items"]) { return d }
        guard let es = e["steps"]?.arrayItems, let gs = g["steps"]?.arrayItems else { return "steps: expected a list" }
        for (i, step) in es.enumerated() {
            guard i < gs.count else { return "steps: expected \(es.count) records, got \(gs.count)" }
            if let d = compareStep(i, step, gs[i]) { return d }
        }
        if es.count != gs.count { return "steps: expected \(es.count) records, got \(gs.count)" }
        return nil
    }

    public static func compareStep(_ i: Int, _ exp: JSONValue, _ got: JSONValue) -> String? {
        let p = "steps[\(i)]"
        guard let e = exp.objectMembers, let g = got.objectMembers else { return "\(p): expected an object" }
        for key in ["direction", "mode"] where e[key]?.scalarText != g[key]?.scalarText {
            return "\(p).\(key): expected \(e[key]?.scalarText ?? "missing"), got \(g[key]?.scalarText ?? "missing")"
        }
        guard let er = e["rects"]?.objectMembers, let gr = g["rects"]?.objectMembers else { return "\(p).rects: expected an object" }
        for key in ["visible", "display", "preload"] {
            let ev = er[key], gv = gr[key]
            let eNull = ev?.isNull ?? true, gNull = gv?.isNull ?? true
            if eNull || gNull {
                if eNull != gNull { return "\(p).rects.\(key): null mismatch" }
                continue
            }
            if let d = numbers("\(p).rects.\(key)", ev, gv, 4) { return d }
        }
        if let d = states("\(p).states", e["states"], g["states"]) { return d }
        if let d = events("\(p).events", e["events"], g["events"]) { return d }
        if batch(e) != batch(g) { return "\(p).batch: expected \(batch(e)), got \(batch(g))" }
        if let en = e["nested"]?.objectMembers {
            let gn = g["nested"]?.objectMembers ?? [:]
            if Set(en.keys) != Set(gn.keys) {
                return "\(p).nested: expected records for \(en.keys.sorted()), got \(gn.keys.sorted())"
            }
            for key in en.keys.sorted() {
                let q = "\(p).nested[\"\(key)\"]"
                guard let er = en[key]?.objectMembers, let gr = gn[key]?.objectMembers else { return "\(q): expected an object" }
                if er["mode"]?.scalarText != gr["mode"]?.scalarText {
                    return "\(q).mode: expected \(er["mode"]?.scalarText ?? "missing"), got \(gr["mode"]?.scalarText ?? "missing")"
                }
                if let d = states("\(q).states", er["states"], gr["states"]) { return d }
                if let d = events("\(q).events", er["events"], gr["events"]) { return d }
            }
        }
        return nil
    }

    /// A flow layout's `items`: each size range exactly ("inf" for an
    /// unbounded side), each frame within the tolerance; none on both sides
    /// is no difference.
    public static func items(_ e: JSONValue?, _ g: JSONValue?) -> String? {
        guard let e else { return g == nil ? nil : "items: unexpected" }
        guard let ei = e.arrayItems, let gi = g?.arrayItems else { return "items: expected a list" }
        guard ei.count == gi.count else { return "items: expected \(ei.count), got \(gi.count)" }
        for (i, (ev, gv)) in zip(ei, gi).enumerated() {
            let p = "items[\(i)]"
            guard let em = ev.objectMembers, let gm = gv.objectMembers,
                let er = em["sizeRange"]?.objectMembers, let gr = gm["sizeRange"]?.objectMembers
            else { return "\(p): expected {sizeRange, frame}" }
            for key in ["min", "max"] {
                let a = er[key]?.arrayItems?.map(\.scalarText), b = gr[key]?.arrayItems?.map(\.scalarText)
                if a != b { return "\(p).sizeRange.\(key): expected \(a ?? []), got \(b ?? [])" }
            }
            if let d = numbers("\(p).frame", em["frame"], gm["frame"], 4) { return d }
        }
        return nil
    }

    public static func numbers(_ p: String, _ e: JSONValue?, _ g: JSONValue?, _ n: Int) -> String? {
        guard let ev = e?.numberList, let gv = g?.numberList, ev.count == n, gv.count == n else {
            return "\(p): expected \(n) numbers"
        }
        for k in 0..<n where abs(ev[k] - gv[k]) > tolerance {
            return "\(p)[\(k)]: expected \(ev[k]), got \(gv[k])"
        }
        return nil
    }

    public static func states(_ p: String, _ e: JSONValue?, _ g: JSONValue?) -> String? {
        guard let es = e?.objectMembers, let gs = g?.objectMembers else { return "\(p): expected an object" }
        for key in ["visible", "display", "preload"] {
            guard let ev = es[key]?.numberList, let gv = gs[key]?.numberList else { return "\(p).\(key): expected a list" }
            if Set(ev) != Set(gv) {
                return "\(p).\(key): missing \(Set(ev).subtracting(gv).sorted()), unexpected \(Set(gv).subtracting(ev).sorted())"
            }
        }
        return nil
    }

    public static func eventList(_ v: JSONValue?) -> [(Double, String)]? {
        guard let items = v?.arrayItems else { return nil }
        var out: [(Double, String)] = []
        for item in items {
            guard let m = item.objectMembers, let i = m["item"]?.numberValue, let ev = m["event"]?.stringValue else { return nil }
            out.append((i, ev))
        }
        return out
    }

    public static func events(_ p: String, _ e: JSONValue?, _ g: JSONValue?) -> String? {
        guard let ee = eventList(e), let ge = eventList(g) else { return "\(p): expected a list of {item, event}" }
        func counts(_ l: [(Double, String)]) -> [String: Int] {
            var c: [String: Int] = [:]
            for (i, ev) in l { c["\(i) \(ev)", default: 0] += 1 }
            return c
        }
        if counts(ee) != counts(ge) {
            let ce = counts(ee), cg = counts(ge)
            let missing = ce.filter { cg[$0.key, default: 0] < $0.value }.keys.sorted()
            let extra = cg.filter { ce[$0.key, default: 0] < $0.value }.keys.sorted()
            return "\(p): missing \(missing), unexpected \(extra)"
        }
        var pe: [Double: [String]] = [:], pg: [Double: [String]] = [:]
        for (i, ev) in ee { pe[i, default: []].append(ev) }
        for (i, ev) in ge { pg[i, default: []].append(ev) }
        for item in pe.keys.sorted() where pe[item] != pg[item] {
            return "\(p): order for item \(item): expected \(pe[item] ?? []), got \(pg[item] ?? [])"
        }
        return nil
    }

    public static func batch(_ step: [String: JSONValue]) -> String {
        guard let b = step["batch"], !b.isNull else { return "null" }
        if let m = b.objectMembers {
            let ev = m["event"]?.stringValue ?? "?"
            return ev == "completeBatchFetching" ? "\(ev) \(m["inserted"]?.numberValue ?? -1)" : ev
        }
        let ev = b.stringValue ?? "?"
        return ev == "completeBatchFetching" ? "\(ev) \(step["inserted"]?.numberValue ?? -1)" : ev
    }
}

extension JSONValue {
    public var objectMembers: [String: JSONValue]? {
        guard case .object(let members) = kind else { return nil }
        var out: [String: JSONValue] = [:]
        for m in members { out[m.key] = m.value }
        return out
    }

    public var arrayItems: [JSONValue]? {
        guard case .array(let items) = kind else { return nil }
        return items
    }

    var numberValue: Double? {
        guard case .number(let n) = kind else { return nil }
        return n
    }

    var stringValue: String? {
        guard case .string(let s) = kind else { return nil }
        return s
    }

    var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    var numberList: [Double]? {
        guard let items = arrayItems else { return nil }
        var out: [Double] = []
        for item in items {
            guard let n = item.numberValue else { return nil }
            out.append(n)
        }
        return out
    }

    /// Strings, numbers and null as text, for exact comparisons.
    var scalarText: String {
        switch kind {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let n): "\(n)"
        case .string(let s): "\"\(s)\""
        default: "(composite)"
        }
    }
}
