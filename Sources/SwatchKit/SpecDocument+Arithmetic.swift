import SwatchGeometry
import SwatchLayout
import SwatchSpec
import SwatchSVG

extension SpecDocument {
    /// The stack arithmetic drawn when element `i` is selected
    /// (`LayoutDrawing.arithmetic`): `i`'s own when it is a stack, else
    /// that of the stack it is a child of, from `layout`'s records (each
    /// child's frame, its size before flexing and what flexing changed,
    /// each line's content and violation). Nil when `i` is neither a stack
    /// nor a stack's child, the stack was not laid out, or the layout keeps
    /// no records.
    public func stackArithmetic(_ layout: Layout, selected i: Int) -> StackArithmetic? {
        guard let records = layout.records, let stack = arithmeticStack(of: i) else { return nil }
        guard case .stack(let options) = tree.elements[stack].kind, records.elements[stack].range != nil else { return nil }
        let frames = layout.elementFrames(in: tree)
        guard let frame = frames[stack] else { return nil }
        var children: [StackArithmetic.Child] = []
        var lines: [StackArithmetic.Line] = []
        var selected: Int?
        for (l, line) in records.lines(ofStack: stack, in: tree).enumerated() {
            lines.append(StackArithmetic.Line(content: line.content, violation: line.violation))
            for c in line.children {
                guard let childFrame = frames[c] else { continue }
                if c == i { selected = children.count }
                let record = records.stackChildren[c]
                children.append(StackArithmetic.Child(
                    id: reportedID(of: c), name: arithmeticName(c), frame: childFrame, base: record.base,
                    adjustment: record.adjustment, line: l))
            }
        }
        return StackArithmetic(
            id: reportedID(of: stack), name: arithmeticName(stack), frame: frame, horizontal: options.direction == .horizontal,
            children: children, lines: lines, selected: selected)
    }

    /// The stack whose arithmetic explains element `i`: `i` when it is a
    /// stack, else its parent when that is one; nil otherwise.
    public func arithmeticStack(of i: Int) -> Int? {
        guard tree.elements.indices.contains(i) else { return nil }
        if isStack(i) { return i }
        let p = Int(tree.elements[i].parent)
        return p >= 0 && isStack(p) ? p : nil
    }

    func isStack(_ i: Int) -> Bool {
        if case .stack = tree.elements[i].kind { return true }
        return false
    }

    /// What a tag calls element `i`: its id, else its type.
    func arithmeticName(_ i: Int) -> String { reportedID(of: i) ?? elements[i].type.name }
}
