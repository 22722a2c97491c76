import SwatchGeometry

/// Where every item of a container sits, in the container's own coordinates
/// (the space of its content offset), as R6 lays them out:
///
/// - table: row *i* is `[0, Σh<i, W, h_i]` (cells take the table's width);
/// - collection: rows of `columns` items, each row as tall as its tallest
///   item, items centred vertically in their row, `W / columns` wide;
/// - pager: page *i* is `[i·W, 0, W, H]`;
/// - collection with a flow layout: as `FlowFrames` places them.
///
/// Positions are running sums in index order, so an item's far edge is
/// exactly the next item's near edge. Queries are binary searches.
public struct ItemLayout: Sendable {
    public let container: ContainerKind
    public let viewport: Size
    /// Each item's height (pages ignore it).
    public private(set) var heights: [Double]
    /// Table: `starts[i]` is row *i*'s top, `starts[count]` the content
    /// height. Collection: the same per flow row. Pager: unused.
    private var starts: [Double]
    /// Collection: each flow row's height.
    private var rowHeights: [Double]
    /// A collection with a flow layout: its frames, which replace the grid's.
    public private(set) var flow: FlowFrames?

    public init(container: ContainerKind, viewport: Size, heights: [Double]) {
        self.container = container
        self.viewport = viewport
        self.heights = []
        self.starts = [0]
        self.rowHeights = []
        append(heights: heights)
    }

    /// A collection whose flow layout places items of these sizes, measured
    /// in these size ranges.
    public init(container: ContainerKind, flow layout: FlowLayout, viewport: Size, sizes: [Size], sizeRanges: [SizeRange]) {
        self.container = container
        self.viewport = viewport
        self.heights = sizes.map { $0.height }
        self.starts = [0]
        self.rowHeights = []
        self.flow = FlowFrames(layout: layout, width: viewport.width, sizes: sizes, sizeRanges: sizeRanges)
    }

    public var count: Int { heights.count }

    private var columns: Int {
        if case .collection(let c) = container { return Swift.max(1, c) }
        return 1
    }

    /// The content size: `[W, Σh]`, `[W, Σ row heights]`, or `[count·W, H]`.
    public var contentSize: Size {
        if let flow { return Size(width: viewport.width, height: flow.contentHeight) }
        switch container {
        case .table, .collection:
            return Size(width: viewport.width, height: starts[starts.count - 1])
        case .pager:
            return Size(width: Double(count) * viewport.width, height: viewport.height)
        }
    }

    /// The content's length along the scroll axis.
    public var contentLength: Double {
        let size = contentSize
        return container.axis == .vertical ? size.height : size.width
    }

    /// Appends items of these sizes (a batch fetch's insert), measured in
    /// these size ranges (a flow layout keeps them).
    public mutating func append(sizes: [Size], sizeRanges: [SizeRange]) {
        guard flow != nil else { return append(heights: sizes.map { $0.height }) }
        heights.append(contentsOf: sizes.map { $0.height })
        flow?.append(sizes: sizes, sizeRanges: sizeRanges)
    }

    /// The content's length along the scroll axis with only the first
    /// `count` items, for a flow layout (nil otherwise).
    public func flowContentLength(firstItems count: Int) -> Double? {
        flow?.contentHeight(firstItems: count)
    }

    /// Appends items (a batch fetch's insert).
    public mutating func append(heights newHeights: [Double]) {
        switch container {
        case .table:
            starts.reserveCapacity(starts.count + newHeights.count)
            var y = starts[starts.count - 1]
            for h in newHeights {
                y = y + h
                starts.append(y)
            }
            heights.append(contentsOf: newHeights)
        case .pager:
            heights.append(contentsOf: newHeights)
        case .collection:
            // Reflow from the last, possibly partial, row.
            let c = columns
            let firstRow = heights.count / c
            heights.append(contentsOf: newHeights)
            rowHeights.removeSubrange(Swift.min(firstRow, rowHeights.count)...)
            starts.removeSubrange((firstRow + 1)...)
            let rows = (heights.count + c - 1) / c
            var y = starts[firstRow]
            for row in firstRow..<rows {
                var tallest = 0.0
                for i in (row * c)..<Swift.min(heights.count, row * c + c) where heights[i] > tallest {
                    tallest = heights[i]
                }
                rowHeights.append(tallest)
                y = y + tallest
                starts.append(y)
            }
        }
    }

    /// Item *i*'s frame.
    public func frame(of i: Int) -> Rect {
        if let flow { return flow.frames[i] }
        switch container {
        case .table:
            return Rect(x: 0, y: starts[i], width: viewport.width, height: heights[i])
        case .pager:
            return Rect(x: Double(i) * viewport.width, y: 0, width: viewport.width, height: viewport.height)
        case .collection:
            let c = columns
            let row = i / c, column = i % c
            let columnWidth = viewport.width / Double(c)
            let y = starts[row] + (rowHeights[row] - heights[i]) / 2
            return Rect(x: Double(column) * columnWidth, y: y, width: columnWidth, height: heights[i])
        }
    }

    /// The items whose frame intersects `rect` with a positive area
    /// (`CGRectIntersectsRect`; touching edges do not count), ascending.
    public func items(in rect: Rect) -> [Int] {
        var out: [Int] = []
        forEachItem(in: rect) { out.append($0) }
        return out
    }

    /// Calls `body` with each item intersecting `rect`, ascending.
    public func forEachItem(in rect: Rect, _ body: (Int) -> Void) {
        if let flow { return flow.forEachItem(in: rect, body) }
        switch container {
        case .table:
            // Rows [lo, hi): bottom below rect.minY, top above rect.maxY.
            let lo = firstIndex(upTo: count) { starts[$0 + 1] > rect.minY }
            let hi = firstIndex(upTo: count) { !(starts[$0] < rect.maxY) }
            guard lo < hi else { return }
            // Every row spans the same x: test the first, then the rest in y only.
            guard frame(of: lo).overlaps(rect) else { return }
            for i in lo..<hi { body(i) }
        case .pager:
            let w = viewport.width
            let lo = firstIndex(upTo: count) { Double($0) * w + w > rect.minX }
            let hi = firstIndex(upTo: count) { !(Double($0) * w < rect.maxX) }
            for i in lo..<Swift.max(lo, hi) where frame(of: i).overlaps(rect) { body(i) }
        case .collection:
            let rows = rowHeights.count
            var lo = firstIndex(upTo: rows) { starts[$0 + 1] > rect.minY }
            var hi = firstIndex(upTo: rows) { !(starts[$0] < rect.maxY) }
            // Centred items sit inside their row up to rounding: look one row
            // further each way and test every item exactly.
            lo = Swift.max(0, lo - 1)
            hi = Swift.min(rows, hi + 1)
            guard lo < hi else { return }
            let c = columns
            for i in (lo * c)..<Swift.min(count, hi * c) where frame(of: i).overlaps(rect) { body(i) }
        }
    }

    /// The first index in `0..<n` for which the monotone `predicate` holds
    /// (false...false true...true), or `n`.
    private func firstIndex(upTo n: Int, where predicate: (Int) -> Bool) -> Int {
        var lo = 0, hi = n
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if predicate(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
