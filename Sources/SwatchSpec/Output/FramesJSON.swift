import SwatchGeometry
import SwatchLayout

/// SPEC.md "Frames output": the root size, then every display node in
/// sublayout order with its root-space frame and enclosing node.
public enum FramesJSON {
    public static func render(_ document: SpecDocument, _ layout: Layout) -> String {
        let frames = layout.frames(in: document.tree)
        var out = "{\n  \"size\": \(JSONWriter.numbers([layout.size.width, layout.size.height])),\n  \"nodes\": ["
        for (n, frame) in frames.enumerated() {
            out += n == 0 ? "\n" : ",\n"
            let parent = frame.parent.map { JSONWriter.string(document.elements[$0].id) } ?? "null"
            let r = frame.frame
            out += "    {\"id\": \(JSONWriter.string(document.elements[frame.element].id)), \"parent\": \(parent), "
            out += "\"frame\": \(JSONWriter.numbers([r.origin.x, r.origin.y, r.size.width, r.size.height]))}"
        }
        out += frames.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }
}
