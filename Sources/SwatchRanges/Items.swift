/// A container's items: `count` copies of one item, or a list. A scenario's
/// items are `ItemSpec`s (`ItemSource`), a nested container's are sizes
/// (`ItemSizes`).
public enum Items<Item: Hashable & Sendable>: Hashable, Sendable {
    case uniform(count: Int, item: Item)
    case list([Item])

    public var count: Int {
        switch self {
        case .uniform(let count, _): count
        case .list(let items): items.count
        }
    }

    /// What a batch insert appends copies of (nil for an empty list).
    public var template: Item? {
        switch self {
        case .uniform(_, let item): item
        case .list(let items): items.last
        }
    }

    /// Item *i*, inserted items included.
    public func item(_ i: Int) -> Item? {
        switch self {
        case .uniform(_, let item): return item
        case .list(let items): return i < items.count ? items[i] : items.last
        }
    }

    /// `transform` of every initial item, in index order.
    func map<T>(_ transform: (Item) -> T) -> [T] {
        switch self {
        case .uniform(let count, let item): Array(repeating: transform(item), count: count)
        case .list(let items): items.map(transform)
        }
    }
}
