import SwatchGeometry
import SwatchTouch

// Touch targets in a layout drawing (`reference/touch.md`). Every node's group
// carries what a page script needs to answer "which node gets a tap here"
// without the engine: its frame, its touch area (H4) and its parent, so the
// flat search of H4 runs in the browser, from file:// too. The touch areas
// themselves are drawn as Texture's hit-test overlay draws them: translucent
// green, with the edges an ancestor cut off marked in dark green.

extension LayoutDrawing {
    /// The fill of a touch area: `greenColor` at 40% in Texture's overlay.
    static let touchFill = "#00ff00"
    static let touchFillOpacity = "0.16"
    /// The edge an ancestor cut off: Texture's dark green (30, 90, 50) at 70%.
    static let clippedEdgeColor = "#1e5a32"

    /// The data attributes of a node's group: `data-type`; `data-name`,
    /// what a page's explanation calls it ("text node title"); `data-frame`
    /// and `data-touch` (`x y w h`, exact; no `data-touch` when the node
    /// takes no touches); `data-parent` (the enclosing node's position among
    /// the drawing's nodes); `data-off`, when the node's own
    /// `userInteractionEnabled` is off, saying so (and whether that is its
    /// type's default).
    static func touchData(_ element: DrawableElement, frame: Rect, area: TouchArea?, parent: Int?) -> [(String, String)] {
        let name = element.type == "node" ? "node \(element.id)" : "\(element.type) node \(element.id)"
        var list = [("data-type", element.type), ("data-name", name), ("data-frame", exactList(frame))]
        if let area { list.append(("data-touch", exactList(area.rect))) }
        if let parent { list.append(("data-parent", String(parent))) }
        if !element.userInteractionEnabled {
            let why = element.interactionOffByDefault ? " (the default for \(element.type) nodes)" : ""
            list.append(("data-off", "its userInteractionEnabled is off" + why))
        }
        return list
    }

    /// Every node's touch area, in node order (front-most last), in a group
    /// that is hidden unless `showsTouchAreas` (a page's toggle shows it).
    func drawTouchAreas(_ svg: inout SVGBuilder, areas: [TouchArea?], ids: [String]) {
        var attributes: [(String, String)] = [("class", "swatch-touch-areas"), ("pointer-events", "none")]
        if !showsTouchAreas { attributes.append(("display", "none")) }
        svg.open("g", list: attributes)
        svg.newline()
        for (n, area) in areas.enumerated() {
            guard let area, n < ids.count else { continue }
            let r = area.rect
            svg.open("g", list: [("class", "swatch-touch-area"), ("data-id", ids[n])])
            svg.element("title", text: "\(ids[n]): touch area [\(svgNumber(r.minX)), \(svgNumber(r.minY)), \(svgNumber(r.size.width)), \(svgNumber(r.size.height))]" + Self.clippedWords(area.clippedEdges))
            svg.empty("rect", list: rectAttributes(r, [
                ("fill", Self.touchFill), ("fill-opacity", Self.touchFillOpacity),
                ("stroke", Self.clippedEdgeColor), ("stroke-width", "0.75"), ("stroke-opacity", "0.8"),
                ("stroke-dasharray", "3 2"),
            ]))
            drawClippedEdges(&svg, r, area.clippedEdges)
            svg.close("g")
            svg.newline()
        }
        svg.close("g")
        svg.newline()
    }

    /// A 2-point band inside each cut-off side.
    func drawClippedEdges(_ svg: inout SVGBuilder, _ r: Rect, _ edges: TouchEdges) {
        guard !edges.isEmpty else { return }
        let band = min(2, r.size.width / 2, r.size.height / 2)
        var bands: [Rect] = []
        if edges.contains(.top) { bands.append(Rect(x: r.minX, y: r.minY, width: r.size.width, height: band)) }
        if edges.contains(.left) { bands.append(Rect(x: r.minX, y: r.minY, width: band, height: r.size.height)) }
        if edges.contains(.bottom) { bands.append(Rect(x: r.minX, y: r.maxY - band, width: r.size.width, height: band)) }
        if edges.contains(.right) { bands.append(Rect(x: r.maxX - band, y: r.minY, width: band, height: r.size.height)) }
        for b in bands {
            svg.empty("rect", list: rectAttributes(b, [
                ("class", "swatch-touch-clipped"), ("fill", Self.clippedEdgeColor), ("fill-opacity", "0.7"),
            ]))
        }
    }

    /// "; cut off at the top and right by an enclosing node" (empty when none).
    static func clippedWords(_ edges: TouchEdges) -> String {
        var sides: [String] = []
        if edges.contains(.top) { sides.append("top") }
        if edges.contains(.left) { sides.append("left") }
        if edges.contains(.bottom) { sides.append("bottom") }
        if edges.contains(.right) { sides.append("right") }
        guard let last = sides.last else { return "" }
        let list = sides.count == 1 ? last : sides.dropLast().joined(separator: ", ") + " and " + last
        return "; cut off at the \(list) by an enclosing node"
    }

    /// `x y w h` with every digit (shortest round-trip form), so a script's
    /// edge tests match the engine's.
    static func exactList(_ r: Rect) -> String {
        exact(r.minX) + " " + exact(r.minY) + " " + exact(r.size.width) + " " + exact(r.size.height)
    }

    static func exact(_ v: Double) -> String {
        let finite = v.isFinite ? v + 0 : v > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude
        if finite == finite.rounded(), abs(finite) < 1e15 { return String(Int64(finite)) }
        return finite.description
    }
}
