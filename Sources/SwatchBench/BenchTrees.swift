import SwatchGeometry
import SwatchLayout

/// The trees the layout benchmarks lay out, built with the engine's own API.
enum BenchTrees {
    /// The notification cell: inset(15, 12, 15, 20) > horizontal stack
    /// (spaceBetween, center) [icon 50x50, vertical stack (grow 1, shrink 1,
    /// spacingBefore 10, spacingAfter 16, spaceBetween, start) [body 200x40,
    /// date 80x14], dot 10x10], `cells` of them stacked vertically.
    static func feed(cells: Int) -> LayoutTree {
        var tree = LayoutTree()
        tree.reserveCapacity(1 + 7 * cells)
        let root = tree.append(.stack(StackOptions(direction: .vertical)))
        var fixed = Style()
        var columnStyle = Style()
        columnStyle.flexGrow = 1
        columnStyle.flexShrink = 1
        columnStyle.spacingBefore = 10
        columnStyle.spacingAfter = 16
        for _ in 0..<cells {
            let inset = tree.append(.inset(Insets(top: 15, left: 12, bottom: 15, right: 20)), parent: root)
            let row = tree.append(
                .stack(StackOptions(direction: .horizontal, justifyContent: .spaceBetween, alignItems: .center)),
                parent: inset)
            fixed.width = .points(50); fixed.height = .points(50)
            tree.append(.node(intrinsicSize: nil), style: fixed, parent: row)
            let column = tree.append(
                .stack(StackOptions(direction: .vertical, justifyContent: .spaceBetween, alignItems: .start)),
                style: columnStyle, parent: row)
            tree.append(.node(intrinsicSize: Size(width: 200, height: 40)), parent: column)
            tree.append(.node(intrinsicSize: Size(width: 80, height: 14)), parent: column)
            fixed.width = .points(10); fixed.height = .points(10)
            tree.append(.node(intrinsicSize: nil), style: fixed, parent: row)
        }
        return tree
    }

    /// `depth` horizontal stacks, each nested in the previous one, each with
    /// three fixed children before the next stack.
    static func deep(depth: Int) -> LayoutTree {
        var tree = LayoutTree()
        tree.reserveCapacity(4 * depth)
        var parent = tree.append(.stack(StackOptions()))
        for level in 0..<depth {
            for _ in 0..<3 {
                tree.append(.node(intrinsicSize: Size(width: 2, height: 10)), parent: parent)
            }
            if level < depth - 1 {
                parent = tree.append(.stack(StackOptions()), parent: parent)
            }
        }
        return tree
    }

    /// A table cell's range in a 375-point table.
    static let feedRange = SizeRange(min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity))
}
