import SwatchGeometry

/// Where the debug view puts each layout spec's label: a small tag at a
/// corner of the spec's frame (a tab above it, or inside it), chosen so that
/// no two tags overlap and a tag hides as little of the nodes as it can.
///
/// Tags are placed smallest frame first (it has the fewest places near it).
/// For each, the candidates are tried in a fixed order of preference, each
/// costing the node area it would cover (a node whose frame holds the whole
/// tag is its background and costs nothing), the area it adds to the drawing
/// outside `bounds`, and a little for being further down the list; tags that
/// would leave the canvas or overlap a tag already placed are out. When every candidate is out, the tag goes down the
/// frame's left edge, then the canvas, to the first free place.
struct SpecLabelPlacer {
    /// Type size of the tags: legible where the drawing is shown at its
    /// natural width (a phone's cell is drawn about as wide as a phone).
    let fontSize: Double
    /// Where tags may go: the drawing with its margin.
    let canvas: Rect
    /// Display nodes' frames, which tags should not hide.
    let nodes: [Rect]
    /// The drawing without its tags: room taken outside it grows the drawing
    /// (and shrinks it on a phone), so it costs a little.
    let bounds: Rect?

    /// Whether each node is a backdrop: a node holding another one (a
    /// bubble behind its text), on which a tag may sit.
    let backdrops: [Bool]
    /// Most nodes compared pairwise to find backdrops; past it, a node holding
    /// the whole tag counts as one.
    static let maxBackdropSearch = 2_000

    init(fontSize: Double, canvas: Rect, nodes: [Rect], bounds: Rect? = nil) {
        self.fontSize = fontSize
        self.canvas = canvas
        self.nodes = nodes
        self.bounds = bounds
        if nodes.count <= Self.maxBackdropSearch {
            backdrops = nodes.indices.map { i in
                nodes.indices.contains { j in j != i && nodes[j] != nodes[i] && Self.holds(nodes[i], nodes[j]) }
            }
        } else {
            backdrops = Array(repeating: true, count: nodes.count)
        }
    }

    static func holds(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }

    static let padding = 3.0
    /// Most tags stacked down one frame's left edge.
    static let maxStacked = 256

    /// The type size for a layout `width` points wide: a phone-wide drawing
    /// shown on a phone (about 0.9 of its points a pixel) keeps its tags
    /// at about 11 pixels.
    static func fontSize(layoutWidth: Double) -> Double {
        min(13, max(11, layoutWidth / 30))
    }

    static func tagHeight(fontSize: Double) -> Double { fontSize + 5 }

    func tagSize(_ text: String) -> Size {
        Size(width: TextEstimate.width(text, fontSize: fontSize, monospace: true) + 2 * Self.padding,
             height: Self.tagHeight(fontSize: fontSize))
    }

    /// The candidate tag frames for a spec at `frame`, most preferred first.
    func candidates(_ size: Size, frame r: Rect) -> [Rect] {
        let w = size.width, h = size.height, inset = 1.5
        func at(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
        var out = [at(r.minX, r.minY - h - 1)]
        let fitsInside = w + 2 * inset <= r.size.width && h + 2 * inset <= r.size.height
        if fitsInside {
            out.append(at(r.minX + inset, r.minY + inset))
            out.append(at(r.maxX - w - inset, r.minY + inset))
        }
        out.append(at(r.maxX - w, r.minY - h - 1))
        if fitsInside {
            out.append(at(r.minX + inset, r.maxY - h - inset))
            out.append(at(r.maxX - w - inset, r.maxY - h - inset))
        }
        out.append(at(r.minX, r.maxY + 1))
        out.append(at(r.maxX - w, r.maxY + 1))
        // Beside the frame, outside it, at its top.
        out.append(at(r.maxX + 1, r.minY))
        out.append(at(r.minX - w - 1, r.minY))
        // A second row of tabs, over the tabs of the frames around it.
        out.append(at(r.minX, r.minY - 2 * h - 2))
        out.append(at(r.maxX - w, r.minY - 2 * h - 2))
        out.append(at(r.minX, r.maxY + h + 2))
        // Stacked down the inside of the left edge, under tags at the same
        // corner: counted, as far from the origin (1e308) adding a tag's
        // height can leave y where it was.
        for n in 0..<(fitsInside ? Self.maxStacked : 0) {
            let y = r.minY + inset + Double(n + 1) * (h + 1)
            guard y + h + inset <= r.maxY else { break }
            out.append(at(r.minX + inset, y))
        }
        return out
    }

    /// The node area a tag at `tag` would hide, and a fraction of the room it
    /// adds outside `bounds`.
    func coverage(_ tag: Rect) -> Double {
        var area = 0.0
        if let bounds {
            let inside = tag.overlaps(bounds)
                ? (min(bounds.maxX, tag.maxX) - max(bounds.minX, tag.minX)) * (min(bounds.maxY, tag.maxY) - max(bounds.minY, tag.minY))
                : 0
            area += 0.25 * (tag.size.width * tag.size.height - inside)
        }
        for (node, backdrop) in zip(nodes, backdrops) where node.overlaps(tag) {
            // A backdrop holding the whole tag is a background it sits on.
            // Of another, hiding a backdrop's plain edge costs less than
            // hiding what is drawn on it.
            if backdrop, Self.holds(node, tag) { continue }
            area += (backdrop ? 0.3 : 2) * (min(node.maxX, tag.maxX) - max(node.minX, tag.minX)) * (min(node.maxY, tag.maxY) - max(node.minY, tag.minY))
        }
        return area
    }

    func isFree(_ tag: Rect, among placed: [Rect]) -> Bool {
        guard tag.minX >= canvas.minX - 0.001, tag.minY >= canvas.minY - 0.001,
              tag.maxX <= canvas.maxX + 0.001, tag.maxY <= canvas.maxY + 0.001 else { return false }
        return !placed.contains { $0.overlaps(tag) }
    }

    /// Each label's tag frame, in the order of `labels`, none over `reserved`.
    func place(_ labels: [(text: String, frame: Rect)], reserved: [Rect] = []) -> [Rect] {
        var placed: [Rect] = reserved
        // Small frames first: they have the fewest free places near them,
        // a large one has room all round.
        let order = labels.indices.sorted {
            let a = labels[$0].frame.size.width * labels[$0].frame.size.height
            let b = labels[$1].frame.size.width * labels[$1].frame.size.height
            return (a, $0) < (b, $1)
        }
        var tags = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: labels.count)
        for index in order {
            let (text, frame) = labels[index]
            let size = tagSize(text)
            let step = 0.06 * size.width * size.height
            var best: (cost: Double, tag: Rect)?
            for (i, tag) in candidates(size, frame: frame).enumerated() where isFree(tag, among: placed) {
                let cost = coverage(tag) + Double(i) * step
                if best == nil || cost < best!.cost { best = (cost, tag) }
            }
            let tag = best?.tag ?? fallback(size, frame: frame, placed: placed)
            placed.append(tag)
            tags[index] = tag
        }
        return tags
    }

    /// The first free place down the frame's left edge, then down the
    /// canvas's left edge; the frame's corner if the canvas is full.
    func fallback(_ size: Size, frame: Rect, placed: [Rect]) -> Rect {
        for x in [frame.minX, canvas.minX] {
            var y = max(canvas.minY, frame.minY - size.height - 1)
            while y + size.height <= canvas.maxY {
                let tag = Rect(x: min(x, canvas.maxX - size.width), y: y, width: size.width, height: size.height)
                if isFree(tag, among: placed) { return tag }
                y += 1
            }
        }
        return Rect(x: frame.minX, y: frame.minY, width: size.width, height: size.height)
    }
}
