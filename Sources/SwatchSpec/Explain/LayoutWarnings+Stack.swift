import SwatchGeometry
import SwatchLayout

// The stack's warnings, from what its kept run recorded
// (ASStackUnpositionedLayout.mm: computeItemsStackDimensionSum,
// computeStackViolation, flexLinesAlongStackDimension).

extension WarningCheck {
    /// `overflow`: after flexing, a line's children (with spacing) reach past
    /// the stack's main-axis size by more than a device pixel (and more than
    /// the pixels its flexed children were rounded up by); Texture lays them
    /// out past its edge.
    mutating func overflow(_ i: Int) {
        guard let options = stackOptions(i), let records, let own = record(i), let size = own.size else { return }
        let axis = ElementWords.mainAxis(options)
        let length = ElementWords.on(axis, size)
        var worst: (line: StackLineRecord, sum: Double, over: Double)?
        for line in records.lines(ofStack: i, in: tree) {
            let sum = finalSum(line, options, axis)
            let flexed = line.children.filter { records.stackChildren[$0].adjustment != 0 }.count
            let over = sum - length
            let tolerance = Double(max(1, flexed)) / document.scale + 1e-9
            if over > tolerance, over > (worst?.over ?? 0) { worst = (line, sum, over) }
        }
        guard let (line, sum, over) = worst else { return }
        let name = words.name(i)
        let extent = ElementWords.extent(axis)
        var message = "\(name) is \(ElementWords.points(length)) \(extent) and its children take "
            + "\(ElementWords.points(sum)) after flexing, \(ElementWords.points(over)) over, "
            + "and Texture lays them out past its edge; "
        let (remedy, fix) = overflowRemedy(i, line, options, axis, over)
        message += remedy
        add(.overflow, i, message, fix: fix)
    }

    /// `computeItemsStackDimensionSum` of a line with its children's final sizes.
    func finalSum(_ line: StackLineRecord, _ options: StackOptions, _ axis: Int) -> Double {
        var sum = options.spacing * Double(line.children.count - 1)
        for c in line.children {
            let style = tree.style(of: c)
            sum += style.spacingBefore + style.spacingAfter
        }
        for c in line.children { sum += ElementWords.on(axis, layout.sizes[c]) }
        return sum
    }

    /// What could give way in an overflowing line: a child with flexShrink
    /// (the spec wrapping a text rather than the text), or why the children
    /// that have it did not give enough; and that change as a fix, where
    /// the child it names could give all that is over.
    func overflowRemedy(
        _ i: Int, _ line: StackLineRecord, _ options: StackOptions, _ axis: Int, _ over: Double
    ) -> (String, WarningFix?) {
        let dimension = ElementWords.dimension(axis)
        let shrinkers = line.children.filter { tree.style(of: $0).flexShrink > 0 }
        if shrinkers.isEmpty {
            // A text with flexShrink that its stack cannot see: move it up.
            for c in line.children where !isText(c) {
                if let t = firstText(under: c), tree.style(of: t).flexShrink > 0 {
                    let fix = !hasStack(between: t, and: c) && gives(over, t, axis) ? moving("flexShrink", from: t, to: c) : nil
                    return ("move flexShrink from \(words.name(t)) to \(words.name(c)), the stack's direct child that "
                        + "wraps it (a stack reads flexShrink only on its own children)", fix)
                }
            }
            // Else the widest child that holds text, as it can wrap or truncate.
            let holders = line.children.filter { firstText(under: $0) != nil }
            if let c = widest(holders, axis) {
                let text = firstText(under: c)!
                let fix = gives(over, text, axis) ? setting("flexShrink", .number(1), on: c) : nil
                if isText(c) {
                    return ("give \(words.name(c)) flexShrink 1 so the text wraps or truncates to the \(dimension) left", fix)
                }
                return ("give flexShrink 1 to \(words.name(c)), the stack's direct child that wraps the text "
                    + "\(words.name(text)) (not to the text itself, which its stack does not see)", fix)
            }
            let (smaller, largest) = axis == 0 ? ("narrower", "widest") : ("shorter", "tallest")
            let widestChild = widest(line.children, axis)
            let named = widestChild.map { " (the \(largest) is \(words.name($0)))" } ?? ""
            // A node with nothing under it takes the length flexing gives it.
            let fix = widestChild.flatMap { c in
                tree.elements[c].kind.isDisplayNode && tree.elements[c].firstChild < 0 && gives(over, c, axis)
                    ? setting("flexShrink", .number(1), on: c) : nil
            }
            return ("no child has flexShrink: give it to a child that can be \(smaller)\(named), "
                + "or give the stack more room", fix)
        }
        let names = shrinkers.map(words.name).joined(separator: ", ")
        // Each shrinking child was asked to give its share; find one that did not.
        let shares = ShrinkShares(line, records: records!, tree: tree)
        for c in shrinkers {
            let record = records!.stackChildren[c]
            guard let asked = shares.asked(c), asked < -0.01 else { continue }
            let got = record.adjustment
            if got > asked + 1 / document.scale + 1e-9 {
                return ("\(words.name(c)) has flexShrink and was asked to give \(ElementWords.points(-asked)) but gave "
                    + "\(ElementWords.points(max(0, -got))): its own layout keeps its \(dimension) "
                    + "(give the flexShrink to a child that follows the \(dimension) it is given)", nil)
            }
        }
        return ("the children with flexShrink (\(names)) gave all they had: give flexShrink to another child, "
            + "or give the stack more room", nil)
    }

    /// Whether element `j`, shrunk, could give `over` on `axis` (more than a
    /// device pixel of it left).
    func gives(_ over: Double, _ j: Int, _ axis: Int) -> Bool {
        over + 1 / document.scale < ElementWords.on(axis, layout.sizes[j])
    }

    /// Whether a stack lies between element `inner` and its ancestor `outer`
    /// (one that reads `inner`'s flex keys, or its ancestors').
    func hasStack(between inner: Int, and outer: Int) -> Bool {
        var a = parent(inner)
        while let j = a, j != outer {
            if stackOptions(j) != nil { return true }
            a = parent(j)
        }
        return false
    }

    func isText(_ i: Int) -> Bool {
        if case .text = tree.elements[i].kind { return true }
        return false
    }

    /// The child with the largest final size on `axis`.
    func widest(_ children: [Int], _ axis: Int) -> Int? {
        children.max { ElementWords.on(axis, layout.sizes[$0]) < ElementWords.on(axis, layout.sizes[$1]) }
    }

    /// `grow-ignored`: flexGrow on a stack's child while the stack had no
    /// room to share (its line's violation was not positive) and the stack's
    /// own main size was not fixed: a stack whose range leaves it free to be
    /// as long as its children (an unbounded cell height, a nested stack that
    /// nothing stretched) never grows them.
    mutating func growIgnored(_ i: Int) {
        let grow = tree.style(of: i).flexGrow
        guard grow > 0, !isMadeByTexture(i), let p = parent(i), let options = stackOptions(p), let records,
              let stack = record(p), let range = stack.range else { return }
        let axis = ElementWords.mainAxis(options)
        let minimum = ElementWords.on(axis, range.min)
        let line = records.stackChildren[i]
        guard minimum != ElementWords.on(axis, range.max), line.lineViolation < 0.01 else { return }
        let extent = ElementWords.extent(axis)
        let dimension = ElementWords.dimension(axis)
        var message = "\(words.name(i)) has flexGrow \(ElementWords.points(grow)), but \(words.name(p)) may be as \(extent) "
            + "as its children (its range's minimum \(dimension) is \(ElementWords.points(minimum)), not more than "
            + "their \(ElementWords.points(line.lineContent))), so Texture has no room to share; "
        let (remedy, fix) = growRemedy(p, options, axis)
        message += remedy
        add(.growIgnored, i, key: "flexGrow", message, fix: fix)
    }

    /// What would give the stack at `p` room along `axis`; as a fix, where
    /// the stack around it has that room to give: flexGrow on `p` in a
    /// stack of its axis whose line has room left, alignSelf stretch in a
    /// stack across it whose own length there is exact.
    func growRemedy(_ p: Int, _ options: StackOptions, _ axis: Int) -> (String, WarningFix?) {
        let dimension = ElementWords.dimension(axis)
        let minimum = axis == 0 ? "minWidth" : "minHeight"
        let sized = "give \(words.name(p)) a \(dimension) or \(minimum)"
        guard let g = parent(p) else {
            return ("the document's sizeRange lets it be as \(ElementWords.extent(axis)) as its content (as a cell's "
                + "unbounded height does): \(sized)", nil)
        }
        if let outer = stackOptions(g) {
            if ElementWords.mainAxis(outer) == axis {
                if tree.style(of: p).flexGrow > 0 { return ("\(sized), or give the stack around it, \(words.name(g)), room to share", nil) }
                let room = (records?.stackChildren[p].lineViolation ?? 0) > 0.01
                return ("\(sized), or flexGrow in \(words.name(g)), the stack around it", room ? setting("flexGrow", .number(1), on: p) : nil)
            }
            if alignment(p, in: outer) == .stretch {
                return ("\(words.name(g)) stretches it only to its line, as \(ElementWords.extent(axis)) as its largest child: \(sized)", nil)
            }
            return ("\(sized), or alignSelf stretch in \(words.name(g)), the stack around it",
                isExact(g, axis) ? setting("alignSelf", .name("stretch"), on: p) : nil)
        }
        return (sized, nil)
    }

    /// Whether the kept layout of `i` was given an exact length on `axis`.
    func isExact(_ i: Int, _ axis: Int) -> Bool {
        guard let range = record(i)?.range else { return false }
        let least = ElementWords.on(axis, range.min)
        return least.isFinite && least == ElementWords.on(axis, range.max)
    }
}

/// The shares of a line's violation its shrinking children are asked to
/// give (`flexShrinkAdjustment`: each weighted by its size before flexing
/// times its flexShrink).
struct ShrinkShares {
    let records: LayoutRecords
    let tree: LayoutTree
    let violation: Double
    var factorSum = 0.0
    var scaledSum = 0.0

    init(_ line: StackLineRecord, records: LayoutRecords, tree: LayoutTree) {
        self.records = records
        self.tree = tree
        violation = line.violation
        for k in line.children { factorSum += tree.style(of: k).flexShrink }
        guard factorSum > 0 else { return }
        for k in line.children { scaledSum += records.stackChildren[k].base * (tree.style(of: k).flexShrink / factorSum) }
    }

    /// Child `c`'s share (negative), or nil when the line did not shrink.
    func asked(_ c: Int) -> Double? {
        guard violation < 0, factorSum > 0, scaledSum > 0, !records.stackChildren[c].base.isNaN else { return nil }
        let scaled = records.stackChildren[c].base * (tree.style(of: c).flexShrink / factorSum)
        return -abs(scaled / scaledSum * violation)
    }
}
