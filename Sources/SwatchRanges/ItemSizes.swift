import SwatchGeometry

/// The items of a nested container: `count` items of one size, or a list.
public enum ItemSizes: Hashable, Sendable {
    case uniform(count: Int, size: Size)
    case list([Size])

    public var count: Int {
        switch self {
        case .uniform(let count, _): count
        case .list(let sizes): sizes.count
        }
    }

    /// Every item's height, in index order.
    public var heights: [Double] {
        switch self {
        case .uniform(let count, let size): Array(repeating: size.height, count: count)
        case .list(let sizes): sizes.map { $0.height }
        }
    }
}
