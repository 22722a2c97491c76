import SwatchGeometry

// ASStackUnpositionedLayout.mm, step by step, over the stack's items.

/// The stack's consumed lengths after measuring, flexing and stretching (the
/// lines themselves live in a buffer the caller owns).
struct StackUnpositionedLayout {
    var stackDimensionSum: Double
    var crossDimensionSum: Double
}

typealias StackItems = UnsafeMutableBufferPointer<StackItem>

extension LayoutPass {
    /// `crossChildLayout`: measures item `k` with the given main range; a
    /// stretching child's cross range comes from its own style resolved against
    /// an undefined parent, falling back to the stack's.
    func crossChildLayout(
        _ items: StackItems, _ k: Int, _ stack: StackContext,
        mainMin: Double, mainMax: Double, crossMin: Double, crossMax: Double
    ) {
        let child = Int(items[k].child)
        var childCrossMin = 0.0
        var childCrossMax = crossMax
        if items[k].alignment == .stretch {
            let style = self.style(child)
            if style.pointee.constrainsSize {
                let resolved = style.pointee.resolve(parent: Size(width: .nan, height: .nan))
                let min = stack.cross(resolved.min)
                let max = stack.cross(resolved.max)
                childCrossMin = min != 0 ? min : crossMin
                childCrossMax = max == .infinity ? crossMax : max
            } else {
                childCrossMin = crossMin
            }
        }
        items[k].size = layoutThatFits(
            child,
            stack.sizeRange(mainMin: mainMin, mainMax: mainMax, crossMin: childCrossMin, crossMax: childCrossMax),
            parentSize: stack.parentSize)
    }

    /// `computeItemsStackDimensionSum`: spacing, then each child's spacing
    /// before and after, then each child's main size, added in that order.
    func itemsStackDimensionSum(_ items: StackItems, _ line: StackLine, _ stack: StackContext) -> Double {
        var sum = line.count == 0 ? 0 : stack.options.spacing * Double(line.count - 1)
        for k in line.first..<(line.first + line.count) {
            sum = sum + items[k].spacingBefore + items[k].spacingAfter
        }
        for k in line.first..<(line.first + line.count) {
            sum = sum + stack.main(items[k].size)
        }
        return sum
    }

    /// Measures, breaks into lines, flexes and stretches; `lineBuffer`
    /// receives the lines (one for a no-wrap stack) and holds one per item.
    func unpositionedStackLayout(
        _ items: StackItems, _ stack: StackContext, _ lineBuffer: UnsafeMutablePointer<StackLine>
    ) -> (StackUnpositionedLayout, Int) {
        // useOptimizedFlexing: exactly one child both grows and shrinks and the
        // main size is fixed, so that child is not measured before flexing.
        var flexibleChildren = 0
        for k in items.indices where items[k].isFlexibleInBothDirections { flexibleChildren += 1 }
        let optimizedFlexing = flexibleChildren == 1 && stack.mainMin == stack.mainMax

        // layoutItemsAlongUnconstrainedStackDimension: measure every child along an
        // unbounded main axis (or its flex basis).
        let parentMain = stack.main(stack.parentSize)
        for k in items.indices {
            if optimizedFlexing && items[k].isFlexibleInBothDirections {
                setPlaceholder(Int(items[k].child))
                items[k].size = .zero
            } else {
                let basis = items[k].flexBasis
                crossChildLayout(
                    items, k, stack,
                    mainMin: basis.resolve(parent: parentMain, auto: 0),
                    mainMax: basis.resolve(parent: parentMain, auto: .infinity),
                    crossMin: stack.crossMin, crossMax: stack.crossMax)
            }
        }

        // collectChildrenIntoLines.
        let lineCount: Int
        if !stack.options.wrap {
            lineBuffer.initialize(to: StackLine(first: 0, count: items.count))
            lineCount = 1
        } else {
            lineCount = collectChildrenIntoLines(items, stack, lineBuffer)
        }
        let lines = UnsafeMutableBufferPointer(start: lineBuffer, count: lineCount)

        for l in lines.indices {
            flexLineAlongStackDimension(items, lines[l], stack, optimizedFlexing: optimizedFlexing)
        }
        computeLinesCrossSizeAndBaseline(items, lines, stack)
        stretchLinesAlongCrossDimension(items, lines, stack)

        var stackDimensionSum = 0.0
        for l in lines.indices {
            lines[l].stackDimensionSum = itemsStackDimensionSum(items, lines[l], stack)
            stackDimensionSum = macroMax(lines[l].stackDimensionSum, stackDimensionSum)
        }
        let layout = StackUnpositionedLayout(
            stackDimensionSum: stackDimensionSum, crossDimensionSum: linesCrossDimensionSum(lines, stack))
        return (layout, lineCount)
    }

    /// Greedy line breaking with the first-pass sizes: a child that would push
    /// a non-empty line past the main max starts a new line; spacing restarts.
    func collectChildrenIntoLines(
        _ items: StackItems, _ stack: StackContext, _ lines: UnsafeMutablePointer<StackLine>
    ) -> Int {
        var count = 0
        var line = StackLine(first: 0, count: 0)
        var lineSum = 0.0
        var interitemSpacing = 0.0
        for k in items.indices {
            let itemAndSpacing = items[k].spacingBefore + stack.main(items[k].size) + items[k].spacingAfter
            let overflows = stack.stackViolation(lineSum + interitemSpacing + itemAndSpacing) < 0
            if overflows && line.count > 0 {
                (lines + count).initialize(to: line)
                count += 1
                line = StackLine(first: k, count: 0)
                lineSum = 0
                interitemSpacing = 0
            }
            line.count += 1
            lineSum += interitemSpacing + itemAndSpacing
            interitemSpacing = stack.options.spacing
        }
        (lines + count).initialize(to: line)
        return count + 1
    }

    /// `flexLinesAlongStackDimension` for one line: grow by whole-point shares
    /// of flexGrow (remainder to the first growing child), or shrink weighted by
    /// main size x flexShrink. One round, no re-flexing.
    func flexLineAlongStackDimension(_ items: StackItems, _ line: StackLine, _ stack: StackContext, optimizedFlexing: Bool) {
        let range = line.first..<(line.first + line.count)
        let content = itemsStackDimensionSum(items, line, stack)
        let violation = stack.stackViolation(content)
        if let tallies { recordLine(items, line, stack, content, violation, tallies) }
        let growing = violation > 0
        let flexes = abs(violation) >= violationEpsilon

        var flexFactorSum = 0.0
        if flexes {
            for k in range {
                flexFactorSum = flexFactorSum + (growing ? items[k].flexGrow : items[k].flexShrink)
            }
        }

        if flexFactorSum == 0 {
            // layoutFlexibleChildrenAtZeroSize: a child optimized flexing skipped
            // still gets a real layout, at zero main size.
            if optimizedFlexing {
                for k in range where items[k].isFlexibleInBothDirections {
                    crossChildLayout(
                        items, k, stack, mainMin: 0, mainMax: 0, crossMin: stack.crossMin, crossMax: stack.crossMax)
                }
            }
            return
        }

        // flexShrinkAdjustment's denominator, from the sizes before flexing.
        var scaledShrinkSum = 0.0
        if !growing {
            for k in range {
                scaledShrinkSum = scaledShrinkSum + stack.main(items[k].size) * (items[k].flexShrink / flexFactorSum)
            }
        }

        /// The adjustment of item `k`, from its size before flexing.
        func adjustment(_ k: Int) -> Double {
            if growing {
                return (violation * (items[k].flexGrow / flexFactorSum)).rounded(.down)
            }
            if scaledShrinkSum == 0 { return 0 }
            let ratio = stack.main(items[k].size) * (items[k].flexShrink / flexFactorSum) / scaledShrinkSum
            return -abs(ratio * violation)
        }

        var remainingViolation = violation
        var firstFlexItem = -1
        for k in range {
            let a = adjustment(k)
            remainingViolation = remainingViolation - a
            if firstFlexItem < 0 && a != 0 { firstFlexItem = k }
        }
        guard firstFlexItem >= 0 else { return }

        for k in range {
            let a = adjustment(k)
            if a != 0 {
                let original = stack.main(items[k].size)
                let extra = k == firstFlexItem && items[k].flexGrow > 0 ? remainingViolation : 0
                let flexed = macroMax(original + a + extra, 0)
                crossChildLayout(
                    items, k, stack, mainMin: flexed, mainMax: flexed,
                    crossMin: stack.crossMin, crossMax: stack.crossMax)
                if let tallies {
                    tallies.pointee.unsafelyUnwrapped.stackChildren[Int(items[k].child)].adjustment =
                        stack.main(items[k].size) - original
                }
            }
        }
    }

    /// A counted pass's record of a line before it flexes (`LayoutRecords`):
    /// each child's size so far and the line's arithmetic; the stack's last
    /// run writes last, as its parent keeps that run.
    @inline(never)
    func recordLine(
        _ items: StackItems, _ line: StackLine, _ stack: StackContext, _ content: Double, _ violation: Double,
        _ tallies: UnsafeMutablePointer<MeasureTallies?>
    ) {
        let records = tallies.pointee.unsafelyUnwrapped.stackChildren
        for k in line.first..<(line.first + line.count) {
            var record = StackChildRecord()
            record.base = stack.main(items[k].size)
            record.lineFirst = Int32(line.first)
            record.lineContent = content
            record.lineViolation = violation
            records[Int(items[k].child)] = record
        }
    }

    /// `baselineForItem`.
    @inline(__always)
    func baseline(_ item: StackItem, _ stack: StackContext) -> Double {
        switch item.alignment {
        case .baselineFirst: ascender(Int(item.child))
        case .baselineLast: stack.cross(item.size) + descender(Int(item.child))
        default: 0
        }
    }

    /// `computeLinesCrossSizeAndBaseline`.
    func computeLinesCrossSizeAndBaseline(_ items: StackItems, _ lines: UnsafeMutableBufferPointer<StackLine>, _ stack: StackContext) {
        let isSingleLine = lines.count == 1
        if isSingleLine && stack.crossMin == stack.crossMax {
            // A single line in a definite cross size is exactly that size.
            lines[0].crossSize = stack.crossMin
            for k in lines[0].first..<(lines[0].first + lines[0].count) where items[k].isBaselineAligned {
                lines[0].baseline = macroMax(lines[0].baseline, baseline(items[k], stack))
            }
            return
        }
        for l in lines.indices {
            var maxStartToBaseline = 0.0
            var maxBaselineToEnd = 0.0
            var maxItemCross = 0.0
            for k in lines[l].first..<(lines[l].first + lines[l].count) {
                let cross = stack.cross(items[k].size)
                if items[k].isBaselineAligned {
                    let b = baseline(items[k], stack)
                    maxStartToBaseline = macroMax(maxStartToBaseline, b)
                    maxBaselineToEnd = macroMax(maxBaselineToEnd, cross - b)
                } else {
                    maxItemCross = macroMax(maxItemCross, cross)
                }
            }
            var crossSize = macroMax(maxStartToBaseline + maxBaselineToEnd, maxItemCross)
            if isSingleLine {
                crossSize = macroMin(macroMax(stack.crossMin, crossSize), stack.crossMax)
            }
            lines[l].crossSize = crossSize
            lines[l].baseline = maxStartToBaseline
        }
    }

    /// `computeLinesCrossDimensionSum`.
    func linesCrossDimensionSum(_ lines: UnsafeMutableBufferPointer<StackLine>, _ stack: StackContext) -> Double {
        var sum = lines.isEmpty ? 0 : stack.options.lineSpacing * Double(lines.count - 1)
        for line in lines { sum = sum + line.crossSize }
        return sum
    }

    /// `stretchLinesAlongCrossDimension`: alignContent stretch shares out the
    /// cross violation among several lines; then every stretching child shorter
    /// than its line is measured again at the line's cross size.
    func stretchLinesAlongCrossDimension(_ items: StackItems, _ lines: UnsafeMutableBufferPointer<StackLine>, _ stack: StackContext) {
        let violation = stack.crossViolation(linesCrossDimensionSum(lines, stack))
        let stretchLines = lines.count > 1 && stack.options.alignContent == .stretch
            && violation > violationEpsilon
        let extraPerLine = violation / Double(lines.count)
        for l in lines.indices {
            if stretchLines { lines[l].crossSize += extraPerLine }
            let lineCross = lines[l].crossSize
            for k in lines[l].first..<(lines[l].first + lines[l].count) where items[k].alignment == .stretch {
                let size = items[k].size
                if lineCross - stack.cross(size) > violationEpsilon {
                    let main = stack.main(size)
                    crossChildLayout(items, k, stack, mainMin: main, mainMax: main, crossMin: lineCross, crossMax: lineCross)
                    if let tallies { tallies.pointee.unsafelyUnwrapped.stackChildren[Int(items[k].child)].stretched = true }
                }
            }
        }
    }
}
