import SwatchGeometry

/// An element a layout warns about (`LayoutWarning`), marked in a drawing:
/// the playground's variants outline where each one warns.
public struct WarnedArea: Sendable, Equatable {
    /// The element's id, or its path when it has none.
    public var id: String
    /// Its frame in the root's coordinates.
    public var frame: Rect
    /// What the warning says, the mark's title.
    public var message: String

    public init(id: String, frame: Rect, message: String) {
        self.id = id
        self.frame = frame
        self.message = message
    }
}

extension LayoutDrawing {
    /// The marks' orange, apart from the overlays' colours.
    static let warnedInk = "#d9480f"

    /// Where `area` is marked: its frame a little larger (so that an
    /// element laid out 0 wide or 0 tall shows), as far as an overflowing
    /// node is drawn.
    static func warnedMark(_ area: WarnedArea, root: Rect) -> Rect {
        let f = reach(area.frame, around: root)
        return Rect(x: f.minX - 1.5, y: f.minY - 1.5, width: f.size.width + 3, height: f.size.height + 3)
    }

    /// Each area outlined (two pixels wide however small the drawing is
    /// shown), its warning as its title.
    func drawWarned(_ svg: inout SVGBuilder, _ areas: [WarnedArea], root: Rect) {
        for area in areas {
            svg.open("g", list: [("class", "swatch-warned"), ("data-id", area.id)])
            svg.element("title", text: area.message)
            svg.empty("rect", list: rectAttributes(LayoutDrawing.warnedMark(area, root: root), [
                ("fill", LayoutDrawing.warnedInk), ("fill-opacity", "0.12"), ("stroke", LayoutDrawing.warnedInk),
                ("stroke-width", "2"), ("vector-effect", "non-scaling-stroke"),
            ]))
            svg.close("g")
            svg.newline()
        }
    }
}
