import SwatchGeometry

/// The items of a nested container: `count` items of one size, or a list.
public typealias ItemSizes = Items<Size>

extension Items where Item == Size {
    /// Every item's height, in index order.
    public var heights: [Double] { map { $0.height } }
}
