import SwatchGeometry

/// `ASDirectionalScreenfulBuffer`: screenfuls toward smaller coordinates
/// (up/left) and toward larger ones (down/right).
public struct DirectionalScreenfulBuffer: Hashable, Sendable {
    public var positiveDirection: Double
    public var negativeDirection: Double

    /// `ASDirectionalScreenfulBufferVertical`: moving down, the leading buffer
    /// is below; otherwise it is above.
    public static func vertical(_ direction: ScrollDirection, _ tuning: RangeTuningParameters) -> DirectionalScreenfulBuffer {
        DirectionalScreenfulBuffer(tuning, leadingTowardPositive: direction.contains(.down))
    }

    /// `ASDirectionalScreenfulBufferHorizontal`: the same with right and left.
    public static func horizontal(_ direction: ScrollDirection, _ tuning: RangeTuningParameters) -> DirectionalScreenfulBuffer {
        DirectionalScreenfulBuffer(tuning, leadingTowardPositive: direction.contains(.right))
    }

    /// `tuning`'s leading screenfuls toward larger coordinates when
    /// `leadingTowardPositive`, else toward smaller ones; the trailing ones
    /// on the other side.
    init(_ tuning: RangeTuningParameters, leadingTowardPositive: Bool) {
        positiveDirection = leadingTowardPositive ? tuning.leadingBufferScreenfuls : tuning.trailingBufferScreenfuls
        negativeDirection = leadingTowardPositive ? tuning.trailingBufferScreenfuls : tuning.leadingBufferScreenfuls
    }
}

/// The rects of one range update (R5): the bounds, and the display and
/// preload rects (nil where the update did not use one, R7, R8).
public struct RangeRects: Hashable, Sendable {
    public var visible: Rect
    public var display: Rect?
    public var preload: Rect?
}

/// The bounds of a container of `viewport` size at `offset` along `axis`.
public func containerBounds(offset: Double, viewport: Size, axis: ScrollAxis) -> Rect {
    switch axis {
    case .vertical: Rect(x: 0, y: offset, width: viewport.width, height: viewport.height)
    case .horizontal: Rect(x: offset, y: 0, width: viewport.width, height: viewport.height)
    }
}

/// `CGRectExpandVertically`.
public func expandVertically(_ rect: Rect, _ buffer: DirectionalScreenfulBuffer) -> Rect {
    var r = rect
    expand(&r.origin.y, &r.size.height, buffer)
    return r
}

/// `CGRectExpandHorizontally`.
public func expandHorizontally(_ rect: Rect, _ buffer: DirectionalScreenfulBuffer) -> Rect {
    var r = rect
    expand(&r.origin.x, &r.size.width, buffer)
    return r
}

/// A rect's extent along one axis (`origin`, `length`) grown by `buffer`'s
/// screenfuls of that length on each side, in Texture's order of operations.
func expand(_ origin: inout Double, _ length: inout Double, _ buffer: DirectionalScreenfulBuffer) {
    let negative = buffer.negativeDirection * length
    let positive = buffer.positiveDirection * length
    length = negative + length + positive
    origin -= negative
}

/// `CGRectExpandToRangeWithScrollableDirections` for a container that
/// scrolls along one axis: the bounds grown by the tuning's buffers, leading
/// on the side `direction` points to. Not clamped to the content.
public func expandToRange(
    _ bounds: Rect, tuning: RangeTuningParameters, axis: ScrollAxis, direction: ScrollDirection
) -> Rect {
    switch axis {
    case .horizontal: expandHorizontally(bounds, .horizontal(direction, tuning))
    case .vertical: expandVertically(bounds, .vertical(direction, tuning))
    }
}
