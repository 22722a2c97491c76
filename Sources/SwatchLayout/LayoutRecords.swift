import SwatchGeometry

/// Why each element of a layout has its size, as a counted layout
/// (`LayoutEngine.countedLayout`) records it: for every element, the
/// request its kept layout answered; for every stack child, its size before
/// flexing and what flexing changed; for every stack line, its content and
/// violation as `ASStackUnpositionedLayout` computes them. The fast pass
/// records nothing (its `Layout.records` is nil).
public struct LayoutRecords: Sendable {
    /// Per element of the tree, same index.
    public let elements: [ElementRecord]
    /// Per element: the record of a stack's child (`base` NaN for an element
    /// whose parent is not a stack, or that no stack run flexed).
    public let stackChildren: [StackChildRecord]

    init(elements: [ElementRecord], stackChildren: [StackChildRecord]) {
        self.elements = elements
        self.stackChildren = stackChildren
    }

    /// The lines of the stack at `stack` in its kept layout, in order; empty
    /// for an element that is not a laid-out stack with children.
    public func lines(ofStack stack: Int, in tree: LayoutTree) -> [StackLineRecord] {
        guard case .stack = tree.elements[stack].kind, elements[stack].range != nil else { return [] }
        var lines: [StackLineRecord] = []
        var c = Int(tree.elements[stack].firstChild)
        var k: Int32 = 0
        while c >= 0 {
            let child = stackChildren[c]
            if child.lineFirst == k || lines.isEmpty {
                lines.append(StackLineRecord(
                    stack: stack, children: [], content: child.lineContent, violation: child.lineViolation))
            }
            lines[lines.count - 1].children.append(c)
            c = Int(tree.elements[c].nextSibling)
            k += 1
        }
        return lines
    }
}

/// An element's kept layout: the `ASSizeRange` and parent size it was
/// asked for (`-[ASLayoutElement layoutThatFits:parentSize:]`), the range
/// its own layout worked in, the size it answered, and how often it was
/// calculated. Both ranges are nil for an element that has no kept layout:
/// one left out of the layout, or a child Texture's optimized flexing left
/// as an unmeasured 0 x 0 layout.
public struct ElementRecord: Hashable, Sendable {
    /// The range its parent asked for.
    public var requested: SizeRange?
    /// The range it was laid out in: `requested` intersected with its
    /// resolved style (`ASSizeRangeIntersect`), or `requested` itself for
    /// the specs that skip that step (inset, overlay, background).
    public var range: SizeRange?
    /// The parent size it was asked with (NaN where undefined).
    public var parentSize: Size
    /// Its layout's size (rounded up to pixels); nil when not laid out.
    public var size: Size?
    /// How often `calculateLayoutThatFits:` ran for it: a display node's
    /// calculations (cache hits not counted), a spec's runs.
    public var calculations: UInt32

    public init(requested: SizeRange?, range: SizeRange?, parentSize: Size, size: Size?, calculations: UInt32) {
        self.requested = requested
        self.range = range
        self.parentSize = parentSize
        self.size = size
        self.calculations = calculations
    }
}

/// A stack child in its stack's kept layout (`ASStackUnpositionedLayout`).
public struct StackChildRecord: Hashable, Sendable {
    /// Its main-axis size before flexing: the first measurement along an
    /// unbounded main axis (or its flex basis); 0 for a child optimized
    /// flexing left unmeasured. NaN when the element is no stack's child.
    public var base: Double = .nan
    /// What flexing changed its main-axis size by; 0 when it did not flex.
    public var adjustment: Double = 0
    /// True when the stack measured it again at its line's cross size
    /// (`stretchLinesAlongCrossDimension`).
    public var stretched = false
    /// The index, among the stack's children, of the first child of its line.
    public var lineFirst: Int32 = 0
    /// Its line's content (its children's main sizes before flexing, plus
    /// spacing) and violation.
    public var lineContent: Double = 0
    public var lineViolation: Double = 0

    public init() {}
}

/// One line of a stack: its children (element indices) and its arithmetic.
public struct StackLineRecord: Hashable, Sendable {
    public var stack: Int
    public var children: [Int]
    /// `computeItemsStackDimensionSum` before flexing.
    public var content: Double
    /// `computeStackViolation` of that content: positive below the range's
    /// main minimum, negative above its maximum, else 0.
    public var violation: Double
}
