import SwatchGeometry
import SwatchLayout

// Clip corners (`ASCornerRoundingTypeClipping`): four small layers a node
// adds over its corners, above its subnodes (zPosition 99999), each painted
// in the node's backgroundColor outside a quarter circle of the corner
// radius (Texture's ASDisplayNode.mm 1483-1538). They cover whatever is
// under the corner, the node's subnodes included, so they are drawn after
// the node's last descendant and before its later siblings.
extension LayoutDrawing {
    /// For each frame index, the clipping nodes (frame indices, innermost
    /// first) whose corners are drawn right after it: after its subtree.
    static func clipCornersAfter(_ frames: [NodeFrame], elements: [DrawableElement]) -> [Int: [Int]] {
        var frameOfElement: [Int: Int] = [:]
        var lastDescendant: [Int: Int] = [:]
        for (n, frame) in frames.enumerated() {
            frameOfElement[frame.element] = n
            if elements[frame.element].cornerRounding == .clipping, (elements[frame.element].cornerRadius ?? 0) > 0 {
                lastDescendant[n] = n
            }
        }
        guard !lastDescendant.isEmpty else { return [:] }
        for (n, frame) in frames.enumerated() {
            var parent = frame.parent
            while let p = parent, let k = frameOfElement[p] {
                if lastDescendant[k] != nil { lastDescendant[k] = n }
                parent = frames[k].parent
            }
        }
        var after: [Int: [Int]] = [:]
        for (k, last) in lastDescendant.sorted(by: { $0.key > $1.key }) { after[last, default: []].append(k) }
        return after
    }

    /// The four corners of `r` outside a quarter circle of the node's
    /// radius, in its colour (none drawn without one: clear corners hide
    /// nothing).
    func drawClipCorners(_ svg: inout SVGBuilder, _ element: DrawableElement, _ r: Rect) {
        let k = min(element.cornerRadius ?? 0, r.size.width / 2, r.size.height / 2)
        guard k > 0, let colour = element.color else { return }
        let x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
        func n(_ v: Double) -> String { svgNumber(v) }
        var path = ""
        // Each corner: from the corner along one edge, the arc back to the other edge, and home.
        path += "M\(n(x0)) \(n(y0)) L\(n(x0 + k)) \(n(y0)) A\(n(k)) \(n(k)) 0 0 0 \(n(x0)) \(n(y0 + k)) Z "
        path += "M\(n(x1)) \(n(y0)) L\(n(x1)) \(n(y0 + k)) A\(n(k)) \(n(k)) 0 0 0 \(n(x1 - k)) \(n(y0)) Z "
        path += "M\(n(x1)) \(n(y1)) L\(n(x1 - k)) \(n(y1)) A\(n(k)) \(n(k)) 0 0 0 \(n(x1)) \(n(y1 - k)) Z "
        path += "M\(n(x0)) \(n(y1)) L\(n(x0)) \(n(y1 - k)) A\(n(k)) \(n(k)) 0 0 0 \(n(x0 + k)) \(n(y1)) Z"
        svg.empty("path", ["class": "swatch-clip-corners", "data-id": element.id, "d": path, "fill": colour])
    }
}
