import SwatchGeometry

/// Where a vertical flow layout puts its cells (one section), as
/// `UICollectionViewFlowLayout` does by default:
///
/// - lines are filled in index order, an item joining the line while the
///   line's widths and `minimumInteritemSpacing` between them fit in the
///   width less the section's left and right insets (an item wider than
///   that has a line to itself);
/// - the room a line leaves is shared between its gaps, so its first item
///   starts at the left inset and its last ends at the right one; a line of
///   one item is centred;
/// - a line is as tall as its tallest item, which the others are centred
///   against; lines are `minimumLineSpacing` apart, below the top inset,
///   and the content ends at the last line's bottom plus the bottom inset.
///
/// Frames are kept per item and lines by their first item, so a query is a
/// binary search over the lines.
public struct FlowFrames: Sendable {
    public let layout: FlowLayout
    public let width: Double
    public private(set) var frames: [Rect] = []
    /// Each item's size range, as the inspector decided it.
    public private(set) var sizeRanges: [SizeRange] = []
    private var sizes: [Size] = []
    /// The first item of each line, and each line's top and height.
    private var lineStarts: [Int] = []
    private var lineTops: [Double] = []
    private var lineHeights: [Double] = []

    public init(layout: FlowLayout, width: Double, sizes: [Size] = [], sizeRanges: [SizeRange] = []) {
        self.layout = layout
        self.width = width
        append(sizes: sizes, sizeRanges: sizeRanges)
    }

    public var count: Int { frames.count }

    /// What one item takes in the range JSON's `items` list at most: a size
    /// range and a frame of shortest round-tripping numbers.
    public static let answerBytesPerItem = 200

    /// The content's height: the insets, the lines and the spacing between them.
    public var contentHeight: Double {
        let inset = layout.sectionInset
        guard let top = lineTops.last, let height = lineHeights.last else { return inset.top + inset.bottom }
        return top + height + inset.bottom
    }

    /// The content's height as it was with only the first `count` items
    /// (the bottom of the line the last of them is in).
    public func contentHeight(firstItems count: Int) -> Double {
        guard count > 0, count <= frames.count else { return count <= 0 ? 0 : contentHeight }
        let line = lineIndex(of: count - 1)
        return lineTops[line] + lineHeights[line] + layout.sectionInset.bottom
    }

    /// Appends items (a batch fetch's insert): the last line may take some,
    /// so it is laid out again with them. A missing size range is the last
    /// one given (or, with none, the item's exact size).
    public mutating func append(sizes newSizes: [Size], sizeRanges newRanges: [SizeRange]) {
        guard !newSizes.isEmpty else { return }
        for (i, size) in newSizes.enumerated() {
            sizes.append(size)
            sizeRanges.append(i < newRanges.count ? newRanges[i] : (newRanges.last ?? sizeRanges.last ?? SizeRange(exactly: size)))
        }
        // Reflow from the first item of the last line.
        var first = 0
        if let start = lineStarts.last {
            first = start
            lineStarts.removeLast()
            lineTops.removeLast()
            lineHeights.removeLast()
        }
        frames.removeSubrange(first...)
        var top = layout.sectionInset.top
        if let lastTop = lineTops.last, let lastHeight = lineHeights.last {
            top = lastTop + lastHeight + layout.minimumLineSpacing
        }
        var i = first
        while i < sizes.count {
            let end = lineEnd(from: i)
            placeLine(i..<end, top: top)
            top = lineTops[lineTops.count - 1] + lineHeights[lineHeights.count - 1] + layout.minimumLineSpacing
            i = end
        }
    }

    /// The room a line has: the width less the section's side insets.
    private var available: Double { width - layout.sectionInset.left - layout.sectionInset.right }

    /// One past the last item of the line that starts at `first`.
    private func lineEnd(from first: Int) -> Int {
        var used = sizes[first].width
        var end = first + 1
        while end < sizes.count, used + layout.minimumInteritemSpacing + sizes[end].width <= available {
            used += layout.minimumInteritemSpacing + sizes[end].width
            end += 1
        }
        return end
    }

    private mutating func placeLine(_ items: Range<Int>, top: Double) {
        var height = 0.0
        var widths = 0.0
        for i in items {
            height = max(height, sizes[i].height)
            widths += sizes[i].width
        }
        let gaps = Double(items.count - 1)
        let leftover = available - widths - gaps * layout.minimumInteritemSpacing
        var x = layout.sectionInset.left
        var gap = layout.minimumInteritemSpacing
        if items.count == 1 {
            x += max(0, leftover / 2)
        } else {
            gap += leftover / gaps
        }
        for i in items {
            let size = sizes[i]
            frames.append(Rect(x: x, y: top + (height - size.height) / 2, width: size.width, height: size.height))
            x += size.width + gap
        }
        lineStarts.append(items.lowerBound)
        lineTops.append(top)
        lineHeights.append(height)
    }

    /// The line item `i` is in.
    private func lineIndex(of i: Int) -> Int {
        // The last line whose first item is at most i.
        var lo = 0, hi = lineStarts.count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if lineStarts[mid] <= i { lo = mid + 1 } else { hi = mid }
        }
        return max(0, lo - 1)
    }

    /// Calls `body` with each item whose frame intersects `rect` with a
    /// positive area, ascending.
    public func forEachItem(in rect: Rect, _ body: (Int) -> Void) {
        // Lines whose bottom is below rect.minY, then until a top reaches rect.maxY.
        var lo = 0, hi = lineTops.count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if lineTops[mid] + lineHeights[mid] > rect.minY { hi = mid } else { lo = mid + 1 }
        }
        var line = lo
        while line < lineTops.count, lineTops[line] < rect.maxY {
            let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : frames.count
            for i in lineStarts[line]..<end where frames[i].overlaps(rect) { body(i) }
            line += 1
        }
    }
}
