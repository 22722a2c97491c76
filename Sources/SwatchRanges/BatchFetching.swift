import SwatchGeometry

/// `ASDisplayShouldFetchBatchForContext` (R10), in its order:
///
/// 1. the app declines (`canBatchFetch` false): no;
/// 2. a batch is in flight: no;
/// 3. `leadingScreens <= 0` or empty bounds: no;
/// 4. content shorter than the viewport along the scroll axis: yes, hidden
///    or not;
/// 5. hidden (no window): no;
/// 6. scrolling toward the head (up, or left; right under RTL): no;
/// 7. yes iff the distance left to the end is at most
///    `viewport length × leadingScreens`.
///
/// Velocity only matters with an `ASBatchFetchingDelegate`, never here.
public func shouldFetchBatch(
    canBatchFetch: Bool,
    context: BatchContext,
    direction: ScrollDirection,
    axis: ScrollAxis,
    bounds: Size,
    contentSize: Size,
    offset: Point,
    leadingScreens: Double,
    visible: Bool,
    rightToLeft: Bool = false,
    flipsHorizontallyInOppositeLayoutDirection: Bool = false
) -> Bool {
    guard canBatchFetch else { return false }
    if context.isFetching { return false }
    // `CGRectIsEmpty`: a zero width or height.
    if leadingScreens <= 0 || bounds.width <= 0 || bounds.height <= 0 { return false }

    let viewLength, offsetLength, contentLength: Double
    switch axis {
    case .vertical:
        viewLength = bounds.height
        offsetLength = offset.y
        contentLength = contentSize.height
    case .horizontal:
        viewLength = bounds.width
        offsetLength = offset.x
        contentLength = contentSize.width
    }

    if contentLength < viewLength { return true }
    if !visible { return false }

    let towardHead = direction.contains(.up) || (rightToLeft ? direction.contains(.right) : direction.contains(.left))
    if towardHead { return false }

    let triggerDistance = viewLength * leadingScreens
    let remainingDistance: Double
    if !flipsHorizontallyInOppositeLayoutDirection && rightToLeft && axis == .horizontal {
        remainingDistance = offsetLength
    } else {
        remainingDistance = contentLength - viewLength - offsetLength
    }
    return remainingDistance <= triggerDistance
}
