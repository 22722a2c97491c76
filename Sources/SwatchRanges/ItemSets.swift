import SwatchGeometry

/// The item sets one range update uses (R7), with the rects it queried.
public struct RangeItemSets: Hashable, Sendable {
    /// Items in the bounds.
    public var visible: [Int]
    public var display: [Int]
    public var preload: [Int]
    /// Nil in `lowMemory` (the display set is emptied, not queried).
    public var displayRect: Rect?
    /// Nil when the preload set is the empty `lowMemory` display set.
    public var preloadRect: Rect?
}

/// Which items a range update puts in each range, as
/// `-[ASRangeController _updateVisibleNodeIndexPaths]` chooses them:
///
/// - display: empty in `lowMemory`; the visible items if its tuning is zero;
///   else the items in the display rect;
/// - preload: the display set itself if both tunings are equal; else the
///   visible items if its tuning is zero; else the items in the preload rect.
///
/// The rects are always the bounds expanded by the mode's tuning toward
/// `direction` (the effective one), so they are reported even where a set
/// reuses the visible items.
public func rangeItemSets(
    layout: ItemLayout, bounds: Rect, visible: [Int], mode: RangeMode,
    tuning: RangeTuning, direction: ScrollDirection
) -> RangeItemSets {
    let axis = layout.container.axis
    let displayTuning = tuning[mode, .display]
    let preloadTuning = tuning[mode, .preload]
    let emptyDisplayRange = mode == .lowMemory
    let equalDisplayPreload = displayTuning == preloadTuning
    let equalDisplayVisible = displayTuning.isZero && !emptyDisplayRange

    var displayRect: Rect? = nil
    let display: [Int]
    if emptyDisplayRange {
        display = []
    } else {
        let rect = expandToRange(bounds, tuning: displayTuning, axis: axis, direction: direction)
        displayRect = rect
        display = equalDisplayVisible ? visible : layout.items(in: rect)
    }

    var preloadRect: Rect? = nil
    let preload: [Int]
    if equalDisplayPreload {
        preload = display
        preloadRect = displayRect
    } else {
        let rect = expandToRange(bounds, tuning: preloadTuning, axis: axis, direction: direction)
        preloadRect = rect
        preload = preloadTuning.isZero ? visible : layout.items(in: rect)
    }
    return RangeItemSets(visible: visible, display: display, preload: preload,
                         displayRect: displayRect, preloadRect: preloadRect)
}
