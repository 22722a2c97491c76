/// Along which axis a container scrolls.
public enum ScrollAxis: Hashable, Sendable {
    case vertical
    case horizontal
}

/// The scrolling container a scenario simulates.
public enum ContainerKind: Hashable, Sendable {
    /// `ASTableNode`: a vertical list, each row the table's width.
    case table
    /// `ASCollectionNode` with a vertical flow layout of `columns` columns.
    case collection(columns: Int)
    /// `ASPagerNode`: horizontal pages, each exactly the container's size.
    case pager

    /// The scrollable axis: where range rects expand and batch fetching
    /// measures (R5, R10, R13).
    public var axis: ScrollAxis {
        switch self {
        case .table, .collection: .vertical
        case .pager: .horizontal
        }
    }

    public var name: String {
        switch self {
        case .table: "table"
        case .collection: "collection"
        case .pager: "pager"
        }
    }
}
