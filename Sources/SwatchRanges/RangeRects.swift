import SwatchGeometry

/// `ASDirectionalScreenfulBuffer`: screenfuls toward smaller coordinates
/// (up/left) and toward larger ones (down/right).
public struct DirectionalScreenfulBuffer: Hashable, Sendable {
    public var positiveDirection: Double
    public var negativeDirection: Double

    @inlinable
    public init(positiveDirection: Double, negativeDirection: Double) {
        self.positiveDirection = positiveDirection
        self.negativeDirection = negativeDirection
    }

    /// `ASDirectionalScreenfulBufferVertical`: moving down, the leading buffer
    /// is below; otherwise it is above.
    public static func vertical(_ direction: ScrollDirection, _ tuning: RangeTuningParameters) -> DirectionalScreenfulBuffer {
        let movingDown = direction.contains(.down)
        return DirectionalScreenfulBuffer(
            positiveDirection: movingDown ? tuning.leadingBufferScreenfuls : tuning.trailingBufferScreenfuls,
            negativeDirection: movingDown ? tuning.trailingBufferScreenfuls : tuning.leadingBufferScreenfuls)
    }

    /// `ASDirectionalScreenfulBufferHorizontal`: the same with right and left.
    public static func horizontal(_ direction: ScrollDirection, _ tuning: RangeTuningParameters) -> DirectionalScreenfulBuffer {
        let movingRight = direction.contains(.right)
        return DirectionalScreenfulBuffer(
            positiveDirection: movingRight ? tuning.leadingBufferScreenfuls : tuning.trailingBufferScreenfuls,
            negativeDirection: movingRight ? tuning.trailingBufferScreenfuls : tuning.leadingBufferScreenfuls)
    }
}

/// The rects of one range update (R5): the bounds, and the display and
/// preload rects (nil where the update did not use one, R7, R8).
public struct RangeRects: Hashable, Sendable {
    public var visible: Rect
    public var display: Rect?
    public var preload: Rect?

    @inlinable
    public init(visible: Rect, display: Rect?, preload: Rect?) {
        self.visible = visible
        self.display = display
        self.preload = preload
    }
}

/// The bounds of a container of `viewport` size at `offset` along `axis`.
public func containerBounds(offset: Double, viewport: Size, axis: ScrollAxis) -> Rect {
    switch axis {
    case .vertical: Rect(x: 0, y: offset, width: viewport.width, height: viewport.height)
    case .horizontal: Rect(x: offset, y: 0, width: viewport.width, height: viewport.height)
    }
}

/// `CGRectExpandVertically`, in Texture's order of operations.
public func expandVertically(_ rect: Rect, _ buffer: DirectionalScreenfulBuffer) -> Rect {
    var r = rect
    let negative = buffer.negativeDirection * r.size.height
    let positive = buffer.positiveDirection * r.size.height
    r.size.height = negative + r.size.height + positive
    r.origin.y -= negative
    return r
}

/// `CGRectExpandHorizontally`, in Texture's order of operations.
public func expandHorizontally(_ rect: Rect, _ buffer: DirectionalScreenfulBuffer) -> Rect {
    var r = rect
    let negative = buffer.negativeDirection * r.size.width
    let positive = buffer.positiveDirection * r.size.width
    r.size.width = negative + r.size.width + positive
    r.origin.x -= negative
    return r
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
