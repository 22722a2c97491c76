import SwatchGeometry
import SwatchSVG
import SwatchSpec
import SwatchTransitions

/// A piece of explanatory text: plain words, an identifier (set as code) or
/// emphasis.
public struct Phrase: Hashable, Sendable {
    public enum Style: Hashable, Sendable {
        case text
        case code
        case strong
    }

    public var text: String
    public var style: Style

    public init(_ text: String, _ style: Style = .text) {
        self.text = text
        self.style = style
    }

    public static func code(_ text: String) -> Phrase { Phrase(text, .code) }
}

/// One transition told in words: which subnodes come, go, move and resize,
/// and what the default animation does with each, from the computed answer.
public struct TransitionStory: Hashable, Sendable {
    public var from: String
    public var to: String
    /// One sentence a point.
    public var points: [[Phrase]]
}

/// Tells every transition of a run in words ("`body` is inserted and fades
/// in", "`title` moves down 60 pt").
public enum TransitionNarration {
    public static func stories(_ document: TransitionDocument, _ run: TransitionRun) -> [TransitionStory] {
        run.transitions.indices.map { k in
            let (from, to) = run.states(of: k)
            return TransitionStory(
                from: document.states[from].name, to: document.states[to].name,
                points: points(run.transitions[k], root: document.states[to].document.elements[0].id))
        }
    }

    static func points(_ t: LayoutTransition, root: String) -> [[Phrase]] {
        let animated = t.timing.animated
        var points: [[Phrase]] = []
        let inserted = Set(t.inserted), removed = Set(t.removed)
        let both = t.inserted.filter { removed.contains($0) }
        let added = t.inserted.filter { !removed.contains($0) }
        let gone = t.removed.filter { !inserted.contains($0) }

        if !added.isEmpty {
            var p = list(added) + [Phrase(added.count == 1 ? " is inserted" : " are inserted")]
            if animated {
                p.append(Phrase(added.count == 1 ? " and fades in at its final frame." : " and fade in at their final frames."))
            } else {
                p.append(Phrase("."))
            }
            points.append(p)
        }
        if !gone.isEmpty {
            var p = list(gone) + [Phrase(gone.count == 1 ? " is removed" : " are removed")]
            p.append(Phrase(animated
                ? (gone.count == 1 ? ": it fades out where it was and leaves when the animation ends."
                    : ": they fade out where they were and leave when the animation ends.")
                : (gone.count == 1 ? " at once." : " at once.")))
            points.append(p)
        }
        for id in both {
            points.append([
                .code(id),
                Phrase(" keeps its index but is not in the longest common subsequence, so the diff both inserts and removes it: "),
                Phrase(animated ? "it fades in, then leaves with the removals. " : "it is inserted, then removed. "),
                Phrase("Texture drops it, although the new layout lists it."),
            ])
        }

        var oldFrames: [String: Rect] = [:]
        for s in t.old { oldFrames[s.id] = s.frame }
        var oldIndex: [String: Int] = [:]
        for (i, id) in t.before.enumerated() { oldIndex[id] = i }
        var newIndex: [String: Int] = [:]
        for (i, s) in t.new.enumerated() { newIndex[s.id] = i }
        let moved = Set(t.moved), fading = Set(t.fadeIn)
        for subnode in t.new where !inserted.contains(subnode.id) {
            let id = subnode.id
            guard let from = oldFrames[id], let i = oldIndex[id], let j = newIndex[id] else { continue }
            let to = subnode.frame
            let index = moved.contains(id) ? " (it is moved: its index goes from \(i) to \(j))" : ""
            if from.size != to.size {
                var p: [Phrase] = [.code(id), Phrase(" changes size (\(sizeChange(from.size, to.size)))")]
                if animated && fading.contains(id) {
                    p.append(Phrase(", so instead of sliding it fades in at its new frame"))
                    if from.origin != to.origin { p.append(Phrase(", " + shift(from.origin, to.origin))) }
                } else if from.origin != to.origin {
                    p.append(Phrase(" and moves " + shift(from.origin, to.origin)))
                }
                points.append(p + [Phrase(index + ".")])
            } else if from.origin != to.origin {
                var p: [Phrase] = [.code(id), Phrase((animated ? " slides " : " jumps ") + shift(from.origin, to.origin))]
                if moved.contains(id) {
                    p.append(Phrase(index))
                } else {
                    p.append(Phrase("; its index stays \(j), so the diff does not call it moved"))
                }
                points.append(p + [Phrase(".")])
            } else if moved.contains(id) {
                points.append([.code(id), Phrase(" is moved (its index goes from \(i) to \(j)) but keeps its frame, so nothing animates.")])
            }
        }

        if t.fromSize != t.toSize {
            let grows = t.toSize.width * t.toSize.height >= t.fromSize.width * t.fromSize.height
            points.append([.code(root), Phrase(" \(grows ? "grows" : "shrinks") from \(sizeChange(t.fromSize, t.toSize, arrow: " to ")).")])
        }
        let present = Set(t.after)
        let expected = t.new.map { $0.id }.filter { present.contains($0) }
        if t.after != expected {
            points.append([
                Phrase("After the removals the subnodes are in the order "), .code(bracketed(t.after)),
                Phrase(", not the new layout’s "), .code(bracketed(expected)),
                Phrase(": insertions counted the removed subnodes still in place."),
            ])
        }
        if points.isEmpty {
            points.append([Phrase("Nothing changes: the same subnodes at the same frames.")])
        }
        if !animated {
            points.insert([Phrase("Not animated: every subnode takes its new frame at once.")], at: 0)
        }
        return points
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ ids: [String]) -> [Phrase] {
        var out: [Phrase] = []
        for (n, id) in ids.enumerated() {
            if n > 0 { out.append(Phrase(n == ids.count - 1 ? " and " : ", ")) }
            out.append(.code(id))
        }
        return out
    }

    static func bracketed(_ ids: [String]) -> String { "[" + ids.joined(separator: ", ") + "]" }

    /// "down 60 pt", "left 12.5 pt and up 4 pt".
    static func shift(_ from: Point, _ to: Point) -> String {
        var parts: [String] = []
        let dx = to.x - from.x, dy = to.y - from.y
        if dy != 0 { parts.append("\(dy > 0 ? "down" : "up") \(svgNumber(abs(dy))) pt") }
        if dx != 0 { parts.append("\(dx > 0 ? "right" : "left") \(svgNumber(abs(dx))) pt") }
        return parts.joined(separator: " and ")
    }

    /// "60 → 140 pt tall", "100 → 120 pt wide", "100 × 60 → 120 × 80 pt".
    static func sizeChange(_ a: Size, _ b: Size, arrow: String = " → ") -> String {
        if a.width == b.width { return "\(svgNumber(a.height))\(arrow)\(svgNumber(b.height)) pt tall" }
        if a.height == b.height { return "\(svgNumber(a.width))\(arrow)\(svgNumber(b.width)) pt wide" }
        return "\(svgNumber(a.width)) × \(svgNumber(a.height))\(arrow)\(svgNumber(b.width)) × \(svgNumber(b.height)) pt"
    }
}
