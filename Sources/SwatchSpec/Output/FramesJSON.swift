import SwatchAccessibility
import SwatchJSON
import SwatchTouch
import SwatchGeometry
import SwatchLayout

/// SPEC.md "Frames output": the root size, then every display node in
/// sublayout order with its root-space frame, enclosing node, touch
/// rectangle (SPEC.md "Touch", `reference/touch.md` H4) and measure counts
/// (`MeasureCounts`; null when the layout was not counted); then the
/// layout's warnings (SPEC.md "Warnings and explanations") and what
/// VoiceOver reads (SPEC.md "Accessibility").
public enum FramesJSON {
    public static func render(_ document: SpecDocument, _ layout: Layout) -> String {
        String(decoding: bytes(document, layout), as: UTF8.self)
    }

    /// The same text as UTF-8 bytes, written directly.
    public static func bytes(_ document: SpecDocument, _ layout: Layout) -> [UInt8] {
        let frames = layout.frames(in: document.tree)
        let touch = document.touch(layout, frames: frames).areas
        let counts = layout.measureCounts
        var out = JSONByteWriter(capacity: 64 + frames.count * 160)
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
            out.append(", \"frame\": [")
            appendNumbers(of: frame.frame, to: &out)
            if let area = touch[n] {
                let t = area.rect
                out.append("], \"touch\": [")
                out.append(number: printable(t.origin.x))
                out.append(", ")
                out.append(number: printable(t.origin.y))
                out.append(", ")
                out.append(number: printable(t.size.width))
                out.append(", ")
                out.append(number: printable(t.size.height))
                out.append("], \"measure\": ")
            } else {
                out.append("], \"touch\": null, \"measure\": ")
            }
            if let counts {
                out.append("{\"calculations\": ")
                out.append(number: Double(counts.calculations[frame.element]))
                out.append(", \"cacheHits\": ")
                out.append(number: Double(counts.cacheHits[frame.element]))
                out.append("}}")
            } else {
                out.append("null}")
            }
        }
        out.append(frames.isEmpty ? "],\n  \"warnings\": " : "\n  ],\n  \"warnings\": ")
        LayoutWarning.write(document.warnings(layout), into: &out, indent: "  ")
        out.append(",")
        appendAccessibility(document.accessibility(layout, frames: frames), frames: frames, of: document, to: &out)
        out.append("\n}\n")
        return out.bytes
    }

    /// `"accessibility"`: each element's label, traits (by name, in UIKit's
    /// bit order), frame, the ids of the nodes it stands for and its custom
    /// actions' names.
    static func appendAccessibility(
        _ elements: [AccessibilityElement], frames: [NodeFrame], of document: SpecDocument, to out: inout JSONByteWriter
    ) {
        out.append("\n  \"accessibility\": [")
        for (k, element) in elements.enumerated() {
            out.append(k == 0 ? "\n    {\"label\": " : ",\n    {\"label\": ")
            out.append(string: element.label)
            out.append(", \"traits\": [")
            for (t, name) in element.traits.names.enumerated() {
                if t > 0 { out.append(", ") }
                out.append(string: name)
            }
            out.append("], \"frame\": [")
            appendNumbers(of: element.frame, to: &out)
            out.append("], \"nodes\": [")
            for (n, node) in element.nodes.enumerated() {
                if n > 0 { out.append(", ") }
                out.append(string: document.elements[frames[node].element].id)
            }
            out.append("], \"actions\": [")
            for (a, action) in element.actions.enumerated() {
                if a > 0 { out.append(", ") }
                out.append(string: action.name)
            }
            out.append("]}")
        }
        out.append(elements.isEmpty ? "]" : "\n  ]")
    }

    /// `x, y, w, h`.
    static func appendNumbers(of r: Rect, to out: inout JSONByteWriter) {
        out.append(number: r.origin.x)
        out.append(", ")
        out.append(number: r.origin.y)
        out.append(", ")
        out.append(number: r.size.width)
        out.append(", ")
        out.append(number: r.size.height)
    }

    /// A touch rectangle's component as JSON can hold it: a slop so large
    /// that a root node's rectangle overflows prints as the largest number.
    static func printable(_ v: Double) -> Double {
        v.isFinite ? v + 0 : v > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
    }
}
