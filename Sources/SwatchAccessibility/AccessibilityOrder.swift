import SwatchGeometry

/// `SortAccessibilityElements` (Texture's
/// `Source/Details/_ASDisplayViewAccessiblity.mm`, its default comparator):
/// by the frame's origin, top to bottom, then left to right; at the same
/// origin the shorter first, then the narrower. Items alike in all four keep
/// the order they were collected in (Texture leaves their order to the sort;
/// here it is stable).
public enum AccessibilityOrder {
    /// Whether `a` comes before `b`.
    public static func precedes(_ a: Rect, _ b: Rect) -> Bool {
        if a.minY != b.minY { return a.minY < b.minY }
        if a.minX != b.minX { return a.minX < b.minX }
        if a.size.height != b.size.height { return a.size.height < b.size.height }
        return a.size.width < b.size.width
    }

    /// `items` sorted by `frame(item)`, stably.
    public static func sorted<T>(_ items: [T], by frame: (T) -> Rect) -> [T] {
        let order = items.indices.sorted { i, j in
            let a = frame(items[i]), b = frame(items[j])
            if precedes(a, b) { return true }
            if precedes(b, a) { return false }
            return i < j
        }
        return order.map { items[$0] }
    }
}
