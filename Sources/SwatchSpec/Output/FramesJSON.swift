import SwatchGeometry
import SwatchLayout

/// SPEC.md "Frames output": the root size, then every display node in
/// sublayout order with its root-space frame and enclosing node.
public enum FramesJSON {
    public static func render(_ document: SpecDocument, _ layout: Layout) -> String {
        let frames = layout.frames(in: document.tree)
        var out = "{\n  \"size\": ["
        out.reserveCapacity(64 + frames.count * 80)
        out += JSONWriter.number(layout.size.width)
        out += ", "
        out += JSONWriter.number(layout.size.height)
        out += "],\n  \"nodes\": ["
        for (n, frame) in frames.enumerated() {
            out += n == 0 ? "\n    {\"id\": " : ",\n    {\"id\": "
            out += JSONWriter.string(document.elements[frame.element].id)
            out += ", \"parent\": "
            out += frame.parent.map { JSONWriter.string(document.elements[$0].id) } ?? "null"
            let r = frame.frame
            out += ", \"frame\": ["
            out += JSONWriter.number(r.origin.x)
            out += ", "
            out += JSONWriter.number(r.origin.y)
            out += ", "
            out += JSONWriter.number(r.size.width)
            out += ", "
            out += JSONWriter.number(r.size.height)
            out += "]}"
        }
        out += frames.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }
}
