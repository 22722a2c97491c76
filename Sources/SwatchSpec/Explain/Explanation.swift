import SwatchJSON
import SwatchGeometry
import SwatchLayout

/// Why each element of a laid-out document has its size (`swatch explain`,
/// SPEC.md "Warnings and explanations"): every element's kept layout, each
/// stack's lines and each stack child's flexing, and the warnings.
public struct Explanation: Sendable {
    public var document: SpecDocument
    public var layout: Layout
    public var records: LayoutRecords
    /// The elements explained, in tree order (all of them, or one subtree).
    public var elements: [Int]
    public var warnings: [LayoutWarning]
}

extension SpecDocument {
    /// The explanation of the elements from `element` down (the whole tree
    /// by default), with the layout's `warnings` when they are already
    /// known. Throws when the layout carries no records: a counted layout
    /// over `MeasureCounts.budget` element layouts is not recorded.
    public func explain(_ layout: Layout, from element: Int = 0, warnings known: [LayoutWarning]? = nil) throws(SpecError) -> Explanation {
        guard let records = layout.records else {
            throw SpecError(
                "this layout runs more than \(MeasureCounts.budget) element layouts, too many to record and explain",
                path: nil, location: nil)
        }
        let end = ElementWords(document: self).subtreeEnd(element)
        let warnings = (known ?? self.warnings(layout)).filter { $0.element >= element && $0.element < end }
        return Explanation(
            document: self, layout: layout, records: records, elements: Array(element..<end), warnings: warnings)
    }

    /// The element a `--path` names (its JSON path as errors write it), or
    /// an error listing where to look.
    public func element(atPath path: String) throws(SpecError) -> Int {
        if let i = elements.firstIndex(where: { $0.path.description == path }) { return i }
        var near = ""
        for (n, info) in elements.enumerated() where info.part == nil && n < 8 {
            near += (near.isEmpty ? "" : ", ") + info.path.description
        }
        throw SpecError("no element is at the path \(path) (elements are at \(near)\(elements.count > 8 ? ", …" : ""))",
                        path: nil, location: nil)
    }

    /// The element a `--id` names (a given id, or a display node's
    /// generated one, `node3`), or an error.
    public func element(withID id: String) throws(SpecError) -> Int {
        let words = ElementWords(document: self)
        if let i = elements.indices.first(where: { words.id($0) == id }) { return i }
        var known = ""
        for i in elements.indices {
            guard let other = words.id(i), known.utf8.count < 120 else { continue }
            known += (known.isEmpty ? "" : ", ") + other
        }
        throw SpecError("no element has the id \"\(id)\"" + (known.isEmpty ? " (no element has an id)" : " (ids: \(known))"),
                        path: nil, location: nil)
    }
}

extension ElementWords {
    /// One past the last element of `i`'s subtree (elements are in
    /// pre-order): the next sibling of `i` or of its nearest ancestor that
    /// has one.
    func subtreeEnd(_ i: Int) -> Int {
        let elements = document.tree.elements
        var j = i
        while j >= 0 {
            let next = elements[j].nextSibling
            if next >= 0 { return Int(next) }
            j = Int(elements[j].parent)
        }
        return elements.count
    }
}
