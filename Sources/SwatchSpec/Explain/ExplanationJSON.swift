import SwatchJSON
import SwatchGeometry
import SwatchLayout

/// `swatch explain --format json`: `{"elements": [...], "warnings": [...]}`
/// as SPEC.md "Warnings and explanations" defines it. Every element in tree
/// order: `path`, `id`, `type`, `constrained` (`"inf"` where unbounded),
/// `parentSize` (null where undefined), `size`, `calculations`; a stack adds
/// `lines` (`content`, `violation`), a stack's child `flex` (`base`,
/// `adjustment`). An element left out of the layout has null for
/// `constrained`, `parentSize` and `size`; a child Texture's optimized
/// flexing left unmeasured has a 0 x 0 size and no `constrained`.
extension Explanation {
    public func json() -> String {
        let words = ElementWords(document: document)
        var out = JSONByteWriter(capacity: 256 + elements.count * 256)
        out.append("{\n  \"elements\": [")
        for (n, i) in elements.enumerated() {
            out.append(n == 0 ? "\n    " : ",\n    ")
            writeElement(i, words, into: &out)
        }
        out.append(elements.isEmpty ? "],\n  \"warnings\": " : "\n  ],\n  \"warnings\": ")
        LayoutWarning.write(warnings, into: &out, indent: "  ")
        out.append("\n}\n")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// Element `i` as `{"path", "id", "type", "constrained", ...}`, one
    /// member of `elements` (the playground's "Why this size" carries it).
    public func json(ofElement i: Int) -> String {
        var out = JSONByteWriter(capacity: 512)
        writeElement(i, ElementWords(document: document), into: &out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    func writeElement(_ i: Int, _ words: ElementWords, into out: inout JSONByteWriter) {
        out.append("{\"path\": ")
        let info = document.elements[i]
        let record = records.elements[i]
        out.append(string: info.path.description)
        out.append(", \"id\": ")
        if let id = words.id(i) { out.append(string: id) } else { out.append("null") }
        out.append(", \"type\": ")
        out.append(string: info.type.name)
        out.append(", \"constrained\": ")
        if let range = record.range {
            out.append("{\"min\": ")
            Self.write(range.min, into: &out)
            out.append(", \"max\": ")
            Self.write(range.max, into: &out)
            out.append("}, \"parentSize\": ")
            Self.write(record.parentSize, into: &out)
        } else {
            out.append("null, \"parentSize\": null")
        }
        out.append(", \"size\": ")
        if let size = record.size { Self.write(size, into: &out) } else { out.append("null") }
        out.append(", \"calculations\": ")
        out.append(number: Double(record.calculations))
        if case .stack = document.tree.elements[i].kind {
            out.append(", \"lines\": [")
            for (l, line) in records.lines(ofStack: i, in: document.tree).enumerated() {
                out.append(l == 0 ? "{\"content\": " : ", {\"content\": ")
                out.append(number: line.content)
                out.append(", \"violation\": ")
                out.append(number: line.violation + 0)
                out.append("}")
            }
            out.append("]")
        }
        let p = Int(document.tree.elements[i].parent)
        if p >= 0, case .stack = document.tree.elements[p].kind {
            let child = records.stackChildren[i]
            if record.size != nil, !child.base.isNaN {
                out.append(", \"flex\": {\"base\": ")
                out.append(number: child.base)
                out.append(", \"adjustment\": ")
                out.append(number: child.adjustment + 0)
                out.append("}")
            } else {
                out.append(", \"flex\": null")
            }
        }
        out.append("}")
    }

    /// `[w, h]`: a number, `"inf"` for an unbounded component, null for an
    /// undefined one.
    static func write(_ size: Size, into out: inout JSONByteWriter) {
        out.append("[")
        write(size.width, into: &out)
        out.append(", ")
        write(size.height, into: &out)
        out.append("]")
    }

    static func write(_ v: Double, into out: inout JSONByteWriter) {
        if v.isNaN { return out.append("null") }
        if v == .infinity { return out.append("\"inf\"") }
        out.append(number: v + 0)
    }
}
