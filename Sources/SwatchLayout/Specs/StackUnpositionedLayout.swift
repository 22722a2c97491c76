import SwatchGeometry

// ASStackUnpositionedLayout.mm, step by step.

/// The stack's consumed lengths after measuring, flexing and stretching (the
/// lines themselves live in a buffer the caller owns).
struct StackUnpositionedLayout {
    var stackDimensionSum: Double
    var crossDimensionSum: Double
}

extension LayoutPass {
    @inline(__always)
    func next(_ c: Int32) -> Int32 { elements[Int(c)].nextSibling }

    @inline(__always)
    func isFlexibleInBothDirections(_ c: Int) -> Bool {
        let style = self.style(c)
        return style.pointee.flexGrow > 0 && style.pointee.flexShrink > 0
    }

    /// `crossChildLayout`: measures child `c` with the given main range; a
    /// stretching child's cross range comes from its own style resolved against
    /// an undefined parent, falling back to the stack's.
    func crossChildLayout(
        _ c: Int, _ stack: StackContext,
        mainMin: Double, mainMax: Double, crossMin: Double, crossMax: Double
    ) {
        let style = self.style(c)
        var childCrossMin = 0.0
        var childCrossMax = crossMax
        if stack.alignment(style.pointee.alignSelf) == .stretch {
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
        _ = layoutThatFits(
            c,
            stack.sizeRange(mainMin: mainMin, mainMax: mainMax, crossMin: childCrossMin, crossMax: childCrossMax),
            parentSize: stack.parentSize)
    }

    /// `computeItemsStackDimensionSum`: spacing, then each child's spacing
    /// before and after, then each child's main size, added in that order.
    func itemsStackDimensionSum(_ line: StackLine, _ stack: StackContext) -> Double {
        var sum = line.count == 0 ? 0 : stack.options.spacing * Double(line.count - 1)
        var c = line.first
        for _ in 0..<line.count {
            let style = self.style(Int(c))
            sum = sum + style.pointee.spacingBefore + style.pointee.spacingAfter
            c = next(c)
        }
        c = line.first
        for _ in 0..<line.count {
            sum = sum + stack.main(sizes[Int(c)])
            c = next(c)
        }
        return sum
    }

    /// Measures, breaks into lines, flexes and stretches; `lines` receives the
    /// lines (one for a no-wrap stack) and must hold one per child.
    func unpositionedStackLayout(
        _ element: Element, _ stack: StackContext, _ lineBuffer: UnsafeMutablePointer<StackLine>
    ) -> (StackUnpositionedLayout, Int) {
        // useOptimizedFlexing: exactly one child both grows and shrinks and the
        // main size is fixed, so that child is not measured before flexing.
        var flexibleChildren = 0
        var c = element.firstChild
        while c >= 0 {
            if isFlexibleInBothDirections(Int(c)) { flexibleChildren += 1 }
            c = next(c)
        }
        let optimizedFlexing = flexibleChildren == 1 && stack.mainMin == stack.mainMax

        // layoutItemsAlongUnconstrainedStackDimension: measure every child along an
        // unbounded main axis (or its flex basis).
        let parentMain = stack.main(stack.parentSize)
        c = element.firstChild
        while c >= 0 {
            let child = Int(c)
            if optimizedFlexing && isFlexibleInBothDirections(child) {
                setPlaceholder(child)
            } else {
                let basis = style(child).pointee.flexBasis
                crossChildLayout(
                    child, stack,
                    mainMin: basis.resolve(parent: parentMain, auto: 0),
                    mainMax: basis.resolve(parent: parentMain, auto: .infinity),
                    crossMin: stack.crossMin, crossMax: stack.crossMax)
            }
            c = next(c)
        }

        // collectChildrenIntoLines.
        let lineCount: Int
        if !stack.options.wrap {
            lineBuffer.initialize(to: StackLine(first: element.firstChild, count: Int(element.childCount)))
            lineCount = 1
        } else {
            lineCount = collectChildrenIntoLines(element, stack, lineBuffer)
        }
        let lines = UnsafeMutableBufferPointer(start: lineBuffer, count: lineCount)

        for l in lines.indices {
            flexLineAlongStackDimension(lines[l], stack, optimizedFlexing: optimizedFlexing)
        }
        computeLinesCrossSizeAndBaseline(lines, stack)
        stretchLinesAlongCrossDimension(lines, stack)

        var stackDimensionSum = 0.0
        for l in lines.indices {
            lines[l].stackDimensionSum = itemsStackDimensionSum(lines[l], stack)
            stackDimensionSum = macroMax(lines[l].stackDimensionSum, stackDimensionSum)
        }
        let layout = StackUnpositionedLayout(
            stackDimensionSum: stackDimensionSum, crossDimensionSum: linesCrossDimensionSum(lines, stack))
        return (layout, lineCount)
    }

    /// Greedy line breaking with the first-pass sizes: a child that would push
    /// a non-empty line past the main max starts a new line; spacing restarts.
    func collectChildrenIntoLines(
        _ element: Element, _ stack: StackContext, _ lines: UnsafeMutablePointer<StackLine>
    ) -> Int {
        var count = 0
        var line = StackLine(first: element.firstChild, count: 0)
        var lineSum = 0.0
        var interitemSpacing = 0.0
        var c = element.firstChild
        while c >= 0 {
            let style = self.style(Int(c))
            let itemAndSpacing = style.pointee.spacingBefore + stack.main(sizes[Int(c)]) + style.pointee.spacingAfter
            let overflows = stack.stackViolation(lineSum + interitemSpacing + itemAndSpacing) < 0
            if overflows && line.count > 0 {
                (lines + count).initialize(to: line)
                count += 1
                line = StackLine(first: c, count: 0)
                lineSum = 0
                interitemSpacing = 0
            }
            line.count += 1
            lineSum += interitemSpacing + itemAndSpacing
            interitemSpacing = stack.options.spacing
            c = next(c)
        }
        (lines + count).initialize(to: line)
        return count + 1
    }

    /// `flexLinesAlongStackDimension` for one line: grow by whole-point shares
    /// of flexGrow (remainder to the first growing child), or shrink weighted by
    /// main size x flexShrink. One round, no re-flexing.
    func flexLineAlongStackDimension(_ line: StackLine, _ stack: StackContext, optimizedFlexing: Bool) {
        let violation = stack.stackViolation(itemsStackDimensionSum(line, stack))
        let growing = violation > 0
        let flexes = abs(violation) >= violationEpsilon

        var flexFactorSum = 0.0
        if flexes {
            var c = line.first
            for _ in 0..<line.count {
                let style = self.style(Int(c))
                flexFactorSum = flexFactorSum + (growing ? style.pointee.flexGrow : style.pointee.flexShrink)
                c = next(c)
            }
        }

        if flexFactorSum == 0 {
            // layoutFlexibleChildrenAtZeroSize: a child optimized flexing skipped
            // still gets a real layout, at zero main size.
            if optimizedFlexing {
                var c = line.first
                for _ in 0..<line.count {
                    if isFlexibleInBothDirections(Int(c)) {
                        crossChildLayout(
                            Int(c), stack, mainMin: 0, mainMax: 0,
                            crossMin: stack.crossMin, crossMax: stack.crossMax)
                    }
                    c = next(c)
                }
            }
            return
        }

        // flexShrinkAdjustment's denominator, from the sizes before flexing.
        var scaledShrinkSum = 0.0
        if !growing {
            var c = line.first
            for _ in 0..<line.count {
                let shrink = style(Int(c)).pointee.flexShrink
                scaledShrinkSum = scaledShrinkSum + stack.main(sizes[Int(c)]) * (shrink / flexFactorSum)
                c = next(c)
            }
        }

        /// The adjustment of child `c`, from its size before flexing.
        func adjustment(_ c: Int) -> Double {
            let style = self.style(c)
            if growing {
                return (violation * (style.pointee.flexGrow / flexFactorSum)).rounded(.down)
            }
            if scaledShrinkSum == 0 { return 0 }
            let ratio = stack.main(sizes[c]) * (style.pointee.flexShrink / flexFactorSum) / scaledShrinkSum
            return -abs(ratio * violation)
        }

        var remainingViolation = violation
        var firstFlexItem: Int32 = -1
        var c = line.first
        for _ in 0..<line.count {
            let a = adjustment(Int(c))
            remainingViolation = remainingViolation - a
            if firstFlexItem < 0 && a != 0 { firstFlexItem = c }
            c = next(c)
        }
        guard firstFlexItem >= 0 else { return }

        c = line.first
        for _ in 0..<line.count {
            let child = Int(c)
            let a = adjustment(child)
            if a != 0 {
                let original = stack.main(sizes[child])
                let extra = c == firstFlexItem && style(child).pointee.flexGrow > 0 ? remainingViolation : 0
                let flexed = macroMax(original + a + extra, 0)
                crossChildLayout(
                    child, stack, mainMin: flexed, mainMax: flexed,
                    crossMin: stack.crossMin, crossMax: stack.crossMax)
            }
            c = next(c)
        }
    }

    /// `baselineForItem`.
    @inline(__always)
    func baseline(_ c: Int, _ alignment: AlignItems, _ stack: StackContext) -> Double {
        switch alignment {
        case .baselineFirst: ascender(c)
        case .baselineLast: stack.cross(sizes[c]) + descender(c)
        default: 0
        }
    }

    /// `computeLinesCrossSizeAndBaseline`.
    func computeLinesCrossSizeAndBaseline(_ lines: UnsafeMutableBufferPointer<StackLine>, _ stack: StackContext) {
        let isSingleLine = lines.count == 1
        if isSingleLine && stack.crossMin == stack.crossMax {
            // A single line in a definite cross size is exactly that size.
            lines[0].crossSize = stack.crossMin
            var c = lines[0].first
            for _ in 0..<lines[0].count {
                let alignment = stack.alignment(style(Int(c)).pointee.alignSelf)
                if alignment == .baselineFirst || alignment == .baselineLast {
                    lines[0].baseline = macroMax(lines[0].baseline, baseline(Int(c), alignment, stack))
                }
                c = next(c)
            }
            return
        }
        for l in lines.indices {
            var maxStartToBaseline = 0.0
            var maxBaselineToEnd = 0.0
            var maxItemCross = 0.0
            var c = lines[l].first
            for _ in 0..<lines[l].count {
                let child = Int(c)
                let alignment = stack.alignment(style(child).pointee.alignSelf)
                let cross = stack.cross(sizes[child])
                if alignment == .baselineFirst || alignment == .baselineLast {
                    let b = baseline(child, alignment, stack)
                    maxStartToBaseline = macroMax(maxStartToBaseline, b)
                    maxBaselineToEnd = macroMax(maxBaselineToEnd, cross - b)
                } else {
                    maxItemCross = macroMax(maxItemCross, cross)
                }
                c = next(c)
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
    func stretchLinesAlongCrossDimension(_ lines: UnsafeMutableBufferPointer<StackLine>, _ stack: StackContext) {
        let violation = stack.crossViolation(linesCrossDimensionSum(lines, stack))
        let stretchLines = lines.count > 1 && stack.options.alignContent == .stretch
            && violation > violationEpsilon
        let extraPerLine = violation / Double(lines.count)
        for l in lines.indices {
            if stretchLines { lines[l].crossSize += extraPerLine }
            let lineCross = lines[l].crossSize
            var c = lines[l].first
            for _ in 0..<lines[l].count {
                let child = Int(c)
                if stack.alignment(style(child).pointee.alignSelf) == .stretch {
                    let size = sizes[child]
                    if lineCross - stack.cross(size) > violationEpsilon {
                        let main = stack.main(size)
                        crossChildLayout(
                            child, stack, mainMin: main, mainMax: main,
                            crossMin: lineCross, crossMax: lineCross)
                    }
                }
                c = next(c)
            }
        }
    }
}
