import SwatchJSON
import SwatchGeometry
import SwatchLayout

/// `swatch explain --format text`: each element as a person would explain
/// it: its size, who asked it for what, how often it was calculated, a
/// stack's arithmetic ("`row` is 300 wide; its children want 350; 50 over;
/// `name` gives 50: it is the only child with flexShrink") and its warnings.
extension Explanation {
    public func text() -> String {
        let words = ElementWords(document: document)
        var out = ""
        var w = 0
        for i in elements {
            out += header(i, words) + "\n"
            for sentence in sentences(i, words) { out += "  " + sentence + "\n" }
            // Warnings are in tree order, as the elements are.
            while w < warnings.count, warnings[w].element <= i {
                let warning = warnings[w]
                out += "  Warning (\(warning.code.name)\(warning.key.map { ", " + $0 } ?? "")): \(warning.message).\n"
                w += 1
            }
        }
        return out
    }

    /// The sentences that explain element `i`, without its header line (a
    /// figure's note under its drawing).
    public func sentences(of i: Int) -> [String] {
        sentences(i, ElementWords(document: document))
    }

    /// Element `i`'s header line, without its sentences (the title of the
    /// playground's "Why this size").
    public func header(of i: Int) -> String {
        header(i, ElementWords(document: document))
    }

    /// `root.children[1]: text `name`, 248 x 41.5`.
    func header(_ i: Int, _ words: ElementWords) -> String {
        let info = document.elements[i]
        var line = "\(info.path.description): \(info.type.name)"
        if let id = words.id(i) { line += " `\(id)`" }
        if let size = records.elements[i].size {
            line += ", " + Self.size(size)
        } else {
            line += ", not laid out"
        }
        return line
    }

    func sentences(_ i: Int, _ words: ElementWords) -> [String] {
        let record = records.elements[i]
        let tree = document.tree
        let p = Int(tree.elements[i].parent)
        guard record.size != nil else {
            return ["It is inside a child that Texture's optimized flexing left as an unmeasured 0 x 0 layout, so it has none."]
        }
        guard let range = record.range else {
            return ["It is the only child of \(words.name(p)) that both grows and shrinks in a fixed length, so Texture "
                + "left it unmeasured (optimized flexing) and flexing gave it nothing: it is an empty 0 x 0 layout."]
        }
        var out: [String] = []
        var asked = p < 0 ? "The document's sizeRange asks for " : "\(Self.capitalized(words.name(p))) asked for "
        let requested = record.requested ?? range
        asked += Self.range(requested)
        if p >= 0 { asked += giverClause(i, p, words) }
        asked += "; parent size " + Self.parentSize(record.parentSize) + "."
        out.append(asked)
        if requested != range { out.append(styleSentence(i, requested, range, record.parentSize)) }
        let isSpec = !tree.elements[i].kind.isDisplayNode
        let n = record.calculations
        let times = n == 1 ? "once" : n == 2 ? "twice" : "\(n) times"
        out.append((isSpec ? "It ran " : "It was calculated ") + times + (isSpec ? " (a spec keeps no layout)." : "."))
        if case .stack(let options) = tree.elements[i].kind {
            let lines = records.lines(ofStack: i, in: tree)
            for (l, line) in lines.enumerated() {
                let prefix = lines.count > 1 ? "Line \(l + 1): " : ""
                out.append(prefix + Self.capitalized(arithmetic(i, line, options, words)) + ".")
            }
        }
        return out
    }

    /// What the element's own style made of the range it was offered
    /// (`ASSizeRangeIntersect`: where the two do not overlap, the offer
    /// wins with its nearest bound).
    func styleSentence(_ i: Int, _ requested: SizeRange, _ range: SizeRange, _ parentSize: Size) -> String {
        let wanted = document.tree.style(of: i).resolve(parent: parentSize)
        var lost: [String] = []
        for axis in 0..<2 {
            let (cMin, cMax) = (ElementWords.on(axis, requested.min), ElementWords.on(axis, requested.max))
            let (sMin, sMax) = (ElementWords.on(axis, wanted.min), ElementWords.on(axis, wanted.max))
            guard !(cMin.isNaN || cMax.isNaN || sMin.isNaN || sMax.isNaN) else { continue }
            if max(cMin, sMin) > min(cMax, sMax) { lost.append(ElementWords.dimension(axis)) }
        }
        if lost.isEmpty { return "Its own style narrows that to \(Self.range(range))." }
        return "Its own style asks for \(Self.range(wanted)); in \(lost.joined(separator: " and ")) the two do not overlap, "
            + "and the range offered wins with its nearest bound (ASSizeRangeIntersect): it was laid out in \(Self.range(range))."
    }

    /// How the stack at `p` came to ask child `i` for its range.
    func giverClause(_ i: Int, _ p: Int, _ words: ElementWords) -> String {
        let tree = document.tree
        switch tree.elements[p].kind {
        case .stack(let options):
            let child = records.stackChildren[i]
            let axis = ElementWords.mainAxis(options)
            if child.stretched {
                return ", stretching it across to its line"
            }
            if child.adjustment != 0 {
                let flexed = child.base + child.adjustment
                return ", flexing it from \(ElementWords.points(child.base)) to \(ElementWords.points(flexed)) "
                    + ElementWords.extent(axis)
            }
            return " (the first measurement, along \(tree.style(of: i).flexBasis.isAuto ? "an unbounded" : "its flexBasis") "
                + "\(ElementWords.dimension(axis)), before flexing)"
        case .inset: return " (its own range less the insets)"
        case .overlay, .background:
            let first = Int(tree.elements[p].firstChild)
            let isChild = tree.elements[p].kind == .overlay ? i == first : i != first
            return isChild ? " (its own range)" : " (exactly the size of its child)"
        case .node, .aspect, .image, .text: return " (the node's own range, for its layoutSpecThatFits:)"
        case .relative: return " (its range, from 0 on each axis it positions along)"
        case .ratio: return " (the size its ratio picks within its range)"
        case .absolute: return " (the child's style, within the spec's range less its layoutPosition)"
        case .corner, .wrapper: return " (its own range)"
        }
    }

    /// A line's arithmetic in words.
    func arithmetic(_ i: Int, _ line: StackLineRecord, _ options: StackOptions, _ words: ElementWords) -> String {
        let axis = ElementWords.mainAxis(options)
        let style = document.tree.style
        let length = ElementWords.on(axis, records.elements[i].size ?? .zero)
        var out = "\(words.name(i)) is \(ElementWords.points(length)) \(ElementWords.extent(axis)); "
            + "its children want \(ElementWords.points(line.content)); "
        let v = line.violation
        if abs(v) < 0.01 {
            return out + "nothing to share or give"
        }
        let changed = line.children.filter { records.stackChildren[$0].adjustment != 0 }
        func amounts(_ verb: String) -> String {
            var parts: [String] = []
            for c in changed {
                parts.append("\(words.name(c)) \(verb) \(ElementWords.points(abs(records.stackChildren[c].adjustment)))")
            }
            if parts.count <= 1 { return parts.joined() }
            return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        }
        // The same four cases whether the line shrinks or grows, in the words of each.
        let dimension = ElementWords.dimension(axis)
        let words: (factor: String, verb: String, noneFlex: String, noneChanged: String, how: String)
        if v < 0 {
            out += "\(ElementWords.points(-v)) over; "
            words = (
                "flexShrink", "gives", "so they run past its edge",
                "its children with flexShrink have no \(dimension) to give",
                "each in proportion to its \(dimension) times its flexShrink")
        } else {
            out += "its minimum is \(ElementWords.points(line.content + v)), so \(ElementWords.points(v)) to share; "
            words = (
                "flexGrow", "takes", "so justifyContent places them in the room left",
                "its flexGrow shares round down to 0 whole points, so nothing grows",
                "shares of flexGrow rounded down to whole points (the rest to the first)")
        }
        let flexing = line.children.filter { (v < 0 ? style($0).flexShrink : style($0).flexGrow) > 0 }
        if flexing.isEmpty { return out + "no child has \(words.factor), \(words.noneFlex)" }
        if changed.isEmpty { return out + words.noneChanged }
        if flexing.count == 1 { return out + amounts(words.verb) + ": it is the only child with \(words.factor)" }
        return out + amounts(words.verb) + ", " + words.how
    }

    /// `s` with a first letter a to z upper-cased (in ASCII: no Unicode
    /// case tables in the engine).
    static func capitalized(_ s: String) -> String {
        ASCIIText.capitalised(s)
    }

    /// `300 x 41.5`: a size in points, to a hundredth.
    public static func size(_ s: Size) -> String { ElementWords.points(s.width) + " x " + ElementWords.points(s.height) }

    static func parentSize(_ s: Size) -> String {
        func one(_ v: Double) -> String { v.isNaN ? "undefined" : v == .infinity ? "unbounded" : ElementWords.points(v) }
        return one(s.width) + " x " + one(s.height)
    }

    /// "exactly 300 wide and any height", "0 to 375 wide and at least 50 tall".
    static func range(_ r: SizeRange) -> String {
        func axis(_ lo: Double, _ hi: Double, _ extent: String, _ dimension: String) -> String {
            let a = ElementWords.points(lo)
            let b = ElementWords.points(hi)
            if lo > hi { return "\(a) \(extent) (its minimum, over a maximum of \(b), wins)" }
            if lo == hi { return "exactly \(a) \(extent)" }
            if hi == .infinity { return lo == 0 ? "any \(dimension)" : "at least \(a) \(extent)" }
            if lo == 0 { return "at most \(b) \(extent)" }
            return "\(a) to \(b) \(extent)"
        }
        return axis(r.min.width, r.max.width, "wide", "width") + " and " + axis(r.min.height, r.max.height, "tall", "height")
    }
}
