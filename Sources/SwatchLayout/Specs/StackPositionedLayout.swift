import SwatchGeometry

// ASStackPositionedLayout.mm: lines along the cross axis by alignContent,
// children along the main axis by justifyContent, each child across its line
// by its alignment.

extension LayoutPass {
    func positionStackLayout(
        _ items: StackItems, _ layout: StackUnpositionedLayout, _ lines: UnsafeMutableBufferPointer<StackLine>,
        _ stack: StackContext
    ) -> Size {
        let crossViolation = stack.crossViolation(layout.crossDimensionSum)
        let (crossOffset, crossSpacing) = lineOffsetAndSpacing(
            lines.count, crossViolation, stack.options.alignContent)

        var p = stack.point(main: 0, cross: crossOffset)
        var first = true
        for line in lines {
            if !first {
                p = p + stack.point(main: 0, cross: crossSpacing + stack.options.lineSpacing)
            }
            first = false
            let stackViolation = stack.stackViolation(line.stackDimensionSum)
            let (stackOffset, stackSpacing) = itemOffsetAndSpacing(
                line.count, stackViolation, stack.options.justifyContent)
            if stack.vertical { p.y = stackOffset } else { p.x = stackOffset }
            positionItemsInLine(items, line, stack, p, stackSpacing)
            p = p + stack.point(main: -stackOffset, cross: line.crossSize)
        }
        return stack.range.clamp(stack.size(main: layout.stackDimensionSum, cross: layout.crossDimensionSum))
    }

    /// `crossOffsetAndSpacingForEachLine`: the lines are spread across as
    /// items are along a line, `stretch` (whose lines have grown to fill the
    /// room already) as `start`.
    func lineOffsetAndSpacing(_ n: Int, _ violation: Double, _ alignContent: AlignContent) -> (Double, Double) {
        let spread: JustifyContent
        switch alignContent {
        case .start, .stretch: spread = .start
        case .center: spread = .center
        case .end: spread = .end
        case .spaceBetween: spread = .spaceBetween
        case .spaceAround: spread = .spaceAround
        }
        return itemOffsetAndSpacing(n, violation, spread)
    }

    /// `stackOffsetAndSpacingForEachItem`.
    func itemOffsetAndSpacing(_ n: Int, _ violation: Double, _ justify: JustifyContent) -> (Double, Double) {
        var justify = justify
        if justify == .spaceBetween && (violation < violationEpsilon || n == 1) {
            justify = .start
        } else if justify == .spaceAround && (violation < violationEpsilon || n == 1) {
            justify = .center
        }
        switch justify {
        case .center: return (violation / 2, 0)
        case .end: return (violation, 0)
        case .spaceBetween: return (0, violation / Double(n - 1))
        case .spaceAround:
            let unit = violation / Double(n * 2)
            return (unit, unit * 2)
        case .start: return (0, 0)
        }
    }

    /// `positionItemsInLine`.
    func positionItemsInLine(_ items: StackItems, _ line: StackLine, _ stack: StackContext, _ start: Point, _ stackSpacing: Double) {
        var p = start
        var first = true
        for k in line.first..<(line.first + line.count) {
            let item = items[k]
            p = p + stack.point(main: item.spacingBefore, cross: 0)
            if !first {
                p = p + stack.point(main: stack.options.spacing + stackSpacing, cross: 0)
            }
            first = false
            positions[Int(item.child)] = p + stack.point(main: 0, cross: crossOffset(item, line, stack))
            p = p + stack.point(main: stack.main(item.size) + item.spacingAfter, cross: 0)
        }
    }

    /// `crossOffsetForItem`.
    @inline(__always)
    func crossOffset(_ item: StackItem, _ line: StackLine, _ stack: StackContext) -> Double {
        switch item.alignment {
        case .end: return line.crossSize - stack.cross(item.size)
        case .center: return grid.floor((line.crossSize - stack.cross(item.size)) / 2)
        case .baselineFirst, .baselineLast: return line.baseline - baseline(item, stack)
        case .start, .stretch: return 0
        }
    }
}
