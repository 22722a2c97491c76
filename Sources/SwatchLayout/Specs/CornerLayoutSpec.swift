import SwatchGeometry

// ASCornerLayoutSpec.mm: the corner element centred on a corner of the child,
// moved by the offset; with wrapsCorner the spec grows to hold both and shifts
// them so that nothing sits at a negative position.

extension LayoutPass {
    func cornerLayout(_ element: Element, _ options: CornerOptions, _ range: SizeRange) -> Size {
        let child = Int(element.firstChild)
        let corner = Int(elements[child].nextSibling)
        let parentSize = Size(
            width: Size.isValidForSize(range.max.width) ? range.max.width : .nan,
            height: Size.isValidForSize(range.max.height) ? range.max.height : .nan)
        var childFrame = Rect(origin: .zero, size: layoutThatFits(child, range, parentSize: parentSize))
        let cornerSize = layoutThatFits(corner, range, parentSize: parentSize)

        // as_calculatedCornerOriginIn
        let base = childFrame
        var origin: Point
        switch options.location {
        case .topLeft:
            origin = Point(x: base.origin.x - cornerSize.width / 2, y: base.origin.y - cornerSize.height / 2)
        case .topRight:
            origin = Point(
                x: base.origin.x + base.size.width - cornerSize.width / 2,
                y: base.origin.y - cornerSize.height / 2)
        case .bottomLeft:
            origin = Point(
                x: base.origin.x - cornerSize.width / 2,
                y: base.origin.y + base.size.height - cornerSize.height / 2)
        case .bottomRight:
            origin = Point(
                x: base.origin.x + base.size.width - cornerSize.width / 2,
                y: base.origin.y + base.size.height - cornerSize.height / 2)
        }
        origin.x += options.offset.x
        origin.y += options.offset.y
        var cornerFrame = Rect(origin: origin, size: cornerSize)

        var frame = childFrame
        if options.wrapsCorner {
            frame = childFrame.union(cornerFrame)
            frame.size = range.clamp(frame.size)
        }
        if frame.origin.x != 0 {
            childFrame.origin.x -= frame.origin.x
            cornerFrame.origin.x -= frame.origin.x
        }
        if frame.origin.y != 0 {
            childFrame.origin.y -= frame.origin.y
            cornerFrame.origin.y -= frame.origin.y
        }
        positions[child] = childFrame.origin
        positions[corner] = cornerFrame.origin
        return frame.size
    }
}
