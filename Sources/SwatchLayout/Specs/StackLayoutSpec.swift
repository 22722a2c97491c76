import SwatchGeometry

// ASStackLayoutSpec.mm: a style snapshot of the children (StackItem), the
// unpositioned pass (measure, break into lines, flex, line cross sizes,
// stretch), then the positioned pass.

/// Lines hold runs of consecutive items; a no-wrap stack has exactly one.
struct StackLine {
    /// Index of the line's first item.
    var first: Int
    var count: Int
    var crossSize: Double = 0
    var baseline: Double = 0
    var stackDimensionSum: Double = 0
}

/// Everything the stack passes read, in stack (main) and cross terms.
struct StackContext {
    let options: StackOptions
    let range: SizeRange
    /// The parent size handed to children: the range's size on each axis it
    /// fixes exactly, NaN on the others.
    let parentSize: Size
    let vertical: Bool

    init(_ options: StackOptions, _ range: SizeRange) {
        self.options = options
        self.range = range
        vertical = options.direction == .vertical
        parentSize = Size(
            width: range.min.width == range.max.width ? range.min.width : .nan,
            height: range.min.height == range.max.height ? range.min.height : .nan)
    }

    @inline(__always) func main(_ s: Size) -> Double { vertical ? s.height : s.width }
    @inline(__always) func cross(_ s: Size) -> Double { vertical ? s.width : s.height }
    @inline(__always) var mainMin: Double { main(range.min) }
    @inline(__always) var mainMax: Double { main(range.max) }
    @inline(__always) var crossMin: Double { cross(range.min) }
    @inline(__always) var crossMax: Double { cross(range.max) }

    @inline(__always)
    func sizeRange(mainMin: Double, mainMax: Double, crossMin: Double, crossMax: Double) -> SizeRange {
        vertical
            ? SizeRange(min: Size(width: crossMin, height: mainMin), max: Size(width: crossMax, height: mainMax))
            : SizeRange(min: Size(width: mainMin, height: crossMin), max: Size(width: mainMax, height: crossMax))
    }

    @inline(__always)
    func point(main: Double, cross: Double) -> Point {
        vertical ? Point(x: cross, y: main) : Point(x: main, y: cross)
    }

    @inline(__always)
    func size(main: Double, cross: Double) -> Size {
        vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }

    /// A child's alignment: its `alignSelf` unless auto, else `alignItems`.
    @inline(__always)
    func alignment(_ alignSelf: AlignSelf) -> AlignItems { options.alignment(alignSelf) }

    /// `computeStackViolation`: how far `sum` is below the main min (positive)
    /// or above the main max (negative).
    @inline(__always)
    func stackViolation(_ sum: Double) -> Double {
        if sum < mainMin { return mainMin - sum }
        if sum > mainMax { return mainMax - sum }
        return 0
    }

    /// `computeCrossViolation`.
    @inline(__always)
    func crossViolation(_ sum: Double) -> Double {
        if sum < crossMin { return crossMin - sum }
        if sum > crossMax { return crossMax - sum }
        return 0
    }
}

/// `kViolationEpsilon`.
let violationEpsilon = 0.01

extension LayoutPass {
    func stackLayout(_ i: Int, _ element: Element, _ options: StackOptions, _ range: SizeRange) -> Size {
        guard element.firstChild >= 0 else { return range.min }
        let stack = StackContext(options, range)
        let count = Int(element.childCount)

        // The style snapshot, in this stack's frame of the arena.
        let base = arena.pointee.top
        precondition(base + count <= arena.pointee.capacity, "stack arena overflow")
        arena.pointee.top += count
        defer { arena.pointee.top = base }
        let items = UnsafeMutableBufferPointer(start: arena.pointee.items + base, count: count)
        var c = element.firstChild
        for k in 0..<count {
            let style = self.style(Int(c)).pointee
            (items.baseAddress.unsafelyUnwrapped + k).initialize(to: StackItem(
                child: c, alignment: stack.alignment(style.alignSelf),
                flexGrow: style.flexGrow, flexShrink: style.flexShrink,
                spacingBefore: style.spacingBefore, spacingAfter: style.spacingAfter,
                flexBasis: style.flexBasis, size: .zero))
            c = elements[Int(c)].nextSibling
        }

        if options.wrap {
            // One line at most per child.
            let lines = UnsafeMutablePointer<StackLine>.allocate(capacity: count)
            defer { lines.deallocate() }
            let (unpositioned, lineCount) = unpositionedStackLayout(items, stack, lines)
            return positionStackLayout(items, unpositioned, UnsafeMutableBufferPointer(start: lines, count: lineCount), stack)
        }
        var line = StackLine(first: 0, count: count)
        return withUnsafeMutablePointer(to: &line) { pointer in
            let (unpositioned, _) = unpositionedStackLayout(items, stack, pointer)
            return positionStackLayout(items, unpositioned, UnsafeMutableBufferPointer(start: pointer, count: 1), stack)
        }
        // A vertical stack's baseline values follow its children
        // (LayoutPass+Baseline.swift).
    }
}
