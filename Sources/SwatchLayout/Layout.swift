import SwatchGeometry

/// The result of laying out a `LayoutTree`: for every element, the size of its
/// final layout and its position (unrounded, as the parent spec set it)
/// relative to its parent element. Elements inside an unmeasured placeholder
/// (Texture's optimized flexing leaves one when a flexible child never needs
/// an adjustment) are not part of the layout.
public struct Layout: Sendable {
    /// The root layout's size.
    public let size: Size
    /// The pixel grid every size and flattened origin was rounded to.
    public let grid: PixelGrid
    public let sizes: [Size]
    public let positions: [Point]
    /// False for elements left out of the final layout.
    public let isLaidOut: [Bool]
    /// The lines of every laid-out text node, by element index, from its
    /// final measurement.
    public let textLayouts: [Int: TextLayout]
    /// How many element layouts the pass computed (a measure of re-measuring:
    /// answers from the measure cache are not counted).
    public let computedLayouts: Int
    /// Each display node's measure counts, from `LayoutEngine.countedLayout`
    /// (nil from the fast pass, and when counting ran out of its budget).
    public let measureCounts: MeasureCounts?
    /// The first layout computed with a size of 10^7 points or more (or
    /// infinite) in an axis, which Texture's `ASIsCGSizeValidForSize` refuses
    /// and this layout, as Texture's, made 0 x 0; or with a valid size that
    /// rounding up to pixels made 10^7, which Texture (testing before it
    /// rounds) keeps, and so did this layout; nil when none was.
    public let refusedSize: RefusedSize?
    /// Why each element has its size (`LayoutRecords`), from
    /// `LayoutEngine.countedLayout`; nil from the fast pass, and when
    /// counting ran out of its budget.
    public let records: LayoutRecords?

    init(
        size: Size, grid: PixelGrid, sizes: [Size], positions: [Point], isLaidOut: [Bool],
        textLayouts: [Int: TextLayout], computedLayouts: Int, measureCounts: MeasureCounts? = nil,
        refusedSize: RefusedSize? = nil, records: LayoutRecords? = nil
    ) {
        self.size = size
        self.grid = grid
        self.sizes = sizes
        self.positions = positions
        self.isLaidOut = isLaidOut
        self.textLayouts = textLayouts
        self.computedLayouts = computedLayouts
        self.measureCounts = measureCounts
        self.refusedSize = refusedSize
        self.records = records
    }
}

/// An element's layout size as computed, before it was refused (or
/// rounded up to 10^7).
public struct RefusedSize: Hashable, Sendable {
    public var element: Int
    public var size: Size
    /// True when `size` was valid (below 10^7 in each axis) and rounding it
    /// up to whole pixels made it 10^7 in an axis: `ASLayout` tests a size
    /// before it rounds, so Texture keeps that layout at 10^7 points.
    public var roundedUp = false
}

/// One display node's frame in root coordinates.
public struct NodeFrame: Hashable, Sendable {
    /// The element's index in the tree.
    public var element: Int
    /// The enclosing display node's element index, or nil at the top.
    public var parent: Int?
    public var frame: Rect
}
