import SwatchGeometry
import SwatchLayout

/// SPEC.md "Frames output": the root size, then every display node in
/// sublayout order with its root-space frame and enclosing node.
public enum FramesJSON {
    public static func render(_ document: SpecDocument, _ layout: Layout) -> String {
        String(decoding: bytes(document, layout), as: UTF8.self)
    }

    /// The same text as UTF-8 bytes, written directly.
    public static func bytes(_ document: SpecDocument, _ layout: Layout) -> [UInt8] {
        let frames = layout.frames(in: document.tree)
        var out = JSONByteWriter(capacity: 64 + frames.count * 80)
        out.append("{\n  \"size\": [")
        out.append(number: layout.size.width)
        out.append(", ")
        out.append(number: layout.size.height)
        out.append("],\n  \"nodes\": [")
        for (n, frame) in frames.enumerated() {
            out.append(n == 0 ? "\n    {\"id\": " : ",\n    {\"id\": ")
            out.append(string: document.elements[frame.element].id)
            out.append(", \"parent\": ")
            if let parent = frame.parent {
                out.append(string: document.elements[parent].id)
            } else {
                out.append("null")
            }
            let r = frame.frame
            out.append(", \"frame\": [")
            out.append(number: r.origin.x)
            out.append(", ")
            out.append(number: r.origin.y)
            out.append(", ")
            out.append(number: r.size.width)
            out.append(", ")
            out.append(number: r.size.height)
            out.append("]}")
        }
        out.append(frames.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return out.bytes
    }
}
