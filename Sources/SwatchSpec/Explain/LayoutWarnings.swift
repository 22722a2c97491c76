import SwatchJSON
import SwatchGeometry
import SwatchLayout

extension SpecDocument {
    /// SPEC.md's warnings for this document laid out as `layout`, in tree
    /// order (an element's own in the order of SPEC.md's table). The checks
    /// that read what the layout recorded (overflow, grow-ignored,
    /// percent-ignored) need a counted layout (`layout(text:)`); a layout
    /// that carries no records gets the others only.
    public func warnings(_ layout: Layout) -> [LayoutWarning] {
        var check = WarningCheck(document: self, layout: layout)
        for i in tree.elements.indices { check.visit(i) }
        return check.found
    }
}

/// One pass over a laid-out document, element by element, collecting
/// warnings (the checks live in `LayoutWarnings+Stack.swift`,
/// `+Style.swift` and `+Nodes.swift`).
struct WarningCheck {
    let document: SpecDocument
    let layout: Layout
    let records: LayoutRecords?
    let words: ElementWords
    var found: [LayoutWarning] = []
    /// Display nodes already reported collapsed or unsized: what they hold
    /// collapses with them and is not reported again.
    var emptied: [Bool]

    init(document: SpecDocument, layout: Layout) {
        self.document = document
        self.layout = layout
        records = layout.records
        words = ElementWords(document: document)
        emptied = [Bool](repeating: false, count: document.tree.count)
    }

    var tree: LayoutTree { document.tree }

    mutating func visit(_ i: Int) {
        overflow(i)
        ignoredStyle(i)
        growIgnored(i)
        percentIgnored(i)
        emptyNode(i)
    }

    mutating func add(_ code: LayoutWarning.Code, _ i: Int, key: String? = nil, _ message: String, fix: WarningFix? = nil) {
        found.append(LayoutWarning(
            code: code, element: i, path: document.elements[i].path, id: words.id(i), key: key, message: message, fix: fix))
    }

    /// The fix that moves style key `key` from element `i` to element `j`.
    func moving(_ key: String, from i: Int, to j: Int, pairKey: String? = nil) -> WarningFix {
        WarningFix(key: key, pairKey: pairKey, element: document.elements[i].path, change: .move(to: document.elements[j].path),
                   targetName: words.name(j))
    }

    /// The fix that takes style key `key` off element `i`.
    func removing(_ key: String, from i: Int) -> WarningFix {
        WarningFix(key: key, element: document.elements[i].path, change: .remove, targetName: words.name(i))
    }

    /// The fix that sets style key `key` of element `i` to `value`.
    func setting(_ key: String, _ value: WarningFix.Value, on i: Int) -> WarningFix {
        WarningFix(key: key, element: document.elements[i].path, change: .set(value), targetName: words.name(i))
    }

    /// The parent element, or nil for the root.
    func parent(_ i: Int) -> Int? {
        let p = Int(tree.elements[i].parent)
        return p >= 0 ? p : nil
    }

    /// The options of the stack at `i`, or nil when it is not a stack.
    func stackOptions(_ i: Int) -> StackOptions? {
        if case .stack(let options) = tree.elements[i].kind { return options }
        return nil
    }

    /// True for an element the spec's author did not write (a button's
    /// layout specs and subnodes).
    func isMadeByTexture(_ i: Int) -> Bool { document.elements[i].part != nil }

    /// The kept layout's record of `i`, when it has one.
    func record(_ i: Int) -> ElementRecord? {
        guard let records, records.elements[i].range != nil else { return nil }
        return records.elements[i]
    }

    /// A child's alignment in its stack (`alignSelf`, else `alignItems`).
    func alignment(_ child: Int, in options: StackOptions) -> AlignItems {
        options.alignment(tree.style(of: child).alignSelf)
    }

    /// The first text node at or under `i`, in tree order.
    func firstText(under i: Int) -> Int? {
        let end = subtreeEnd(i)
        for j in i..<end {
            if case .text = tree.elements[j].kind { return j }
        }
        return nil
    }

    func subtreeEnd(_ i: Int) -> Int { words.subtreeEnd(i) }
}
