import SwatchGeometry
import SwatchJSON
import SwatchLayout
import SwatchTouch

/// SPEC.md "Touch": `swatch hit`'s answer, for each point (in root
/// coordinates) the display node UIKit's `hitTest:withEvent:` delivers a
/// touch there to, and the chain from the root to it.
///
///     {"hits": [{"point": [40, 12], "node": "button", "chain": ["cell", "button"]}]}
public enum HitsJSON {
    public static func render(_ document: SpecDocument, _ layout: Layout, points: [Point]) -> String {
        let touch = document.touch(layout)
        var out = JSONByteWriter(capacity: 32 + points.count * 64)
        out.append("{\"hits\": [")
        for (k, p) in points.enumerated() {
            out.append(k == 0 ? "\n  {\"point\": [" : ",\n  {\"point\": [")
            out.append(number: finiteOrZero(p.x))
            out.append(", ")
            out.append(number: finiteOrZero(p.y))
            out.append("], \"node\": ")
            if let hit = touch.tree.hitTest(p) {
                out.append(string: document.elements[touch.element(hit)].id)
                out.append(", \"chain\": [")
                for (c, n) in touch.tree.chain(to: hit).enumerated() {
                    if c > 0 { out.append(", ") }
                    out.append(string: document.elements[touch.element(n)].id)
                }
                out.append("]}")
            } else {
                out.append("null, \"chain\": []}")
            }
        }
        out.append(points.isEmpty ? "]}\n" : "\n]}\n")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// `-0` prints as `0`.
    static func finiteOrZero(_ v: Double) -> Double { v.isFinite ? v + 0 : 0 }
}
