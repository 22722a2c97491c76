import SwatchSVG

/// The first half of a range scenario's figure as the playground shows it:
/// the range animation (or its still), and the cursor with which the frame
/// timeline after it, for a scenario with `frames`, steps through the same
/// updates (`RangesRenderer.figure`). The page's ranges module draws it and
/// hands it to the frames module, which draws the frame timeline after it.
public struct RangeFigure: Hashable, Sendable {
    public var svg: MarkedSVG
    public var cursor: FrameCursor

    public init(svg: MarkedSVG, cursor: FrameCursor) { (self.svg, self.cursor) = (svg, cursor) }
}
