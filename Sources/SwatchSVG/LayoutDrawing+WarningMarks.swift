import SwatchGeometry
import SwatchLayout

/// An element a layout warns about (`LayoutWarning`), outlined in a
/// drawing: one mechanism for the playground's two uses, the warnings
/// panel (each warned element's outline drawn hidden, shown by the page
/// when its warning is chosen) and the variants row (every outline shown).
struct WarningMark: Sendable, Equatable {
    /// The element, by index.
    var element: Int
    /// What the warning says: the outline's title.
    var message: String
}

// A layout spec has no group of its own in a drawing without debug
// outlines, so each marked element gets an outline here, over everything
// else: `g.swatch-mark[data-id]` (the element's id), its warnings as its
// title, then the rectangle, hidden unless the drawing shows its marks.

extension LayoutDrawing {
    /// Outlines `element` (by index) where the layout warns, `message` the
    /// outline's title; an element marked twice is outlined once, with both.
    public mutating func markWarning(on element: Int, _ message: String) {
        warningMarks.append(WarningMark(element: element, message: message))
    }

    /// The amber the playground marks warnings in.
    static let markInk = "#b57800"

    /// Where the mark of an element with `frame` is drawn: the frame a
    /// little larger (an element laid out 0 wide or tall still shows, and
    /// the stroke sits outside its edge), as far as an overflowing node is
    /// drawn.
    static func markOutline(_ frame: Rect, root: Rect) -> Rect {
        let f = reach(frame, around: root)
        return Rect(x: f.minX - 1.5, y: f.minY - 1.5, width: f.size.width + 3, height: f.size.height + 3)
    }

    /// Each marked element once, in the order first marked, with the
    /// messages of all its marks; elements left out of the layout are not.
    func markedElements(_ frames: [Rect?]) -> [(element: Int, frame: Rect, title: String)] {
        var out: [(element: Int, frame: Rect, title: String)] = []
        var at: [Int: Int] = [:]
        for mark in warningMarks where mark.element >= 0 && mark.element < frames.count {
            guard let frame = frames[mark.element] else { continue }
            if let n = at[mark.element] {
                out[n].title += "\n" + mark.message
            } else {
                at[mark.element] = out.count
                out.append((mark.element, frame, mark.message))
            }
        }
        return out
    }

    func drawWarningMarks(_ svg: inout SVGBuilder, _ marked: [(element: Int, frame: Rect, title: String)], root: Rect, elements: [DrawableElement]) {
        guard !marked.isEmpty else { return }
        svg.open("g", list: [("class", "swatch-marks"), ("pointer-events", "none")])
        for mark in marked {
            var group = [("class", "swatch-mark"), ("data-id", elements[mark.element].id)]
            if !showsWarningMarks { group.append(("display", "none")) }
            svg.open("g", list: group)
            svg.element("title", text: mark.title)
            svg.empty("rect", list: rectAttributes(LayoutDrawing.markOutline(mark.frame, root: root), [
                ("fill", LayoutDrawing.markInk), ("fill-opacity", "0.1"), ("stroke", LayoutDrawing.markInk),
                ("stroke-width", "2"), ("vector-effect", "non-scaling-stroke"),
            ]))
            svg.close("g")
        }
        svg.close("g")
        svg.newline()
    }
}
