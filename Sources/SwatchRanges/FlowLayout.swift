import SwatchGeometry

/// A vertical `UICollectionViewFlowLayout` as an `ASCollectionNode` uses it
/// (one section): what it decides of each cell's size range, as Texture's
/// layout inspectors compute it, and the spacing and insets it places the
/// measured cells with (`FlowFrames`).
public struct FlowLayout: Hashable, Sendable {
    /// `itemSize`: UIKit's default is 50 x 50, which Texture takes for "not set".
    public var itemSize: Size
    public var minimumInteritemSpacing: Double
    public var minimumLineSpacing: Double
    public var sectionInset: Insets

    /// `kDefaultItemSize` (ASCollectionViewFlowLayoutInspector.mm 16), UIKit's default `itemSize`.
    public static let defaultItemSize = Size(width: 50, height: 50)

    /// UIKit's defaults: 50 x 50, 10 between items and lines, no insets.
    public init(
        itemSize: Size = FlowLayout.defaultItemSize, minimumInteritemSpacing: Double = 10, minimumLineSpacing: Double = 10,
        sectionInset: Insets = .zero
    ) {
        self.itemSize = itemSize
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.minimumLineSpacing = minimumLineSpacing
        self.sectionInset = sectionInset
    }

    /// The size range a cell is measured in, as
    /// `-[ASCollectionViewFlowLayoutInspector collectionView:constrainedSizeForNodeAtIndexPath:]`
    /// decides it (ASCollectionViewFlowLayoutInspector.mm 64-92): the
    /// delegate's `constrainedSizeForItemAt` answer, unless there is none or
    /// it is `ASSizeRangeUnconstrained`; then `itemSize` exactly, unless it is
    /// the default 50 x 50; then `NodeConstrainedSizeForScrollDirection`
    /// (ASCollectionViewLayoutInspector.mm 20-33): from 0 x 0 to the bounds'
    /// width by `CGFLOAT_MAX` (here infinity: no layout tells them apart).
    public func sizeRange(delegate: SizeRange?, bounds: Size) -> SizeRange {
        if let delegate, delegate != .unconstrained { return delegate }
        if itemSize != FlowLayout.defaultItemSize { return SizeRange(exactly: itemSize) }
        return SizeRange(min: .zero, max: Size(width: bounds.width, height: .infinity))
    }
}
