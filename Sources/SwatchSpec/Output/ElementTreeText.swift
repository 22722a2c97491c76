import SwatchGeometry
import SwatchJSON
import SwatchLayout

/// `swatch layout --format ascii`: the element tree, one line an element,
/// indented by depth, with each element's root-space frame, and "(outside
/// the root)" after a node reaching past the root's bounds.
public enum ElementTreeText {
    public static func render(_ document: SpecDocument, _ layout: Layout) -> String {
        let frames = layout.elementFrames(in: document.tree)
        let elements = document.tree.elements
        var depth = [Int](repeating: 0, count: elements.count)
        var out = ""
        for i in elements.indices {
            let p = Int(elements[i].parent)
            depth[i] = p < 0 ? 0 : depth[p] + 1
            let info = document.elements[i]
            var line = String(repeating: "  ", count: depth[i]) + info.type.name
            if info.hasExplicitID || elements[i].kind.isDisplayNode { line += " " + info.id }
            if let f = frames[i] {
                line += "  " + JSONWriter.numbers([f.origin.x, f.origin.y, f.size.width, f.size.height])
                // As drawings show it: a node reaching past the root's bounds.
                if elements[i].kind.isDisplayNode, !Self.inside(f, layout.size) { line += "  (outside the root)" }
            } else {
                line += "  (not laid out)"
            }
            out += line + "\n"
        }
        return out
    }

    /// Whether `frame` lies within the root's bounds (a hair's tolerance).
    static func inside(_ f: Rect, _ size: Size) -> Bool {
        let e = 0.001
        return f.minX >= -e && f.minY >= -e && f.maxX <= size.width + e && f.maxY <= size.height + e
    }
}
