import SwatchGeometry
import SwatchRanges

// The scrolling content: each cell coloured by its interface state, its
// number on a tag, and a nested container's items as boxes.
extension RangeFrame {
    /// Each nested container's latest states up to and including record `index`.
    static func nestedStates(run: RangeRun, through index: Int) -> [Int: StateLists] {
        var out: [Int: StateLists] = [:]
        guard run.hasNestedContainers else { return out }
        for record in run.records[...index] {
            for n in record.nested { out[n.item] = n.states }
        }
        return out
    }

    func drawContent(_ svg: inout SVGBuilder, record: RangeRecord, nestedStates: [Int: StateLists]) {
        let camera = scene.camera(record)
        svg.open("g", ["clip-path": "url(#\(areaClipID))"])
        // The content's extent, so ranges reaching past it are visible as such.
        rectElement(&svg, scene.screen(extent(itemCount: record.itemCount), camera: camera), extentStyle)
        svg.newline()
        for item in scene.itemsInWindow(camera: camera, count: record.itemCount) {
            let state = record.states.state(of: item)
            let r = scene.screen(run.finalLayout.frame(of: item), camera: camera)
            drawCell(&svg, item: item, rect: r, fill: RangePalette.fill(state), stateName: RangePalette.name(state))
            drawRow(&svg, item: item, rect: cellRect(r))
            if let nested = scenario.items.item(item)?.nested {
                drawNested(&svg, spec: nested, states: nestedStates[item] ?? StateLists(), in: r)
            }
        }
        svg.close("g")
        svg.newline()
    }

    /// The content's extent with the first `itemCount` items, in the container's coordinates.
    func extent(itemCount: Int) -> Rect {
        let length = scene.contentLength(itemCount: itemCount)
        return scene.axis == .vertical
            ? Rect(x: 0, y: 0, width: scene.crossLength, height: length)
            : Rect(x: 0, y: 0, width: length, height: scene.crossLength)
    }

    var extentStyle: [(String, String)] {
        [("class", "swatch-content-extent"), ("fill", "#fafafa"), ("stroke", "#999999"), ("stroke-width", "1"),
         ("stroke-dasharray", "3 3")]
    }

    func drawCell(_ svg: inout SVGBuilder, item: Int, rect r: Rect, fill: String, stateName: String) {
        svg.open("rect", list: rectAttributes(cellRect(r), [("class", "swatch-cell"), ("data-item", String(item)), ("fill", fill), ("rx", "2")]))
        svg.element("title", text: "item \(item): \(stateName)")
        svg.close("rect")
        svg.newline()
    }

    /// A cell drawn a little inside its frame, so neighbours stay apart.
    func cellRect(_ r: Rect) -> Rect {
        let inset = min(1.0, r.size.width / 4, r.size.height / 4)
        return Rect(x: r.minX + inset / 2, y: r.minY + inset / 2, width: max(0, r.size.width - inset), height: max(0, r.size.height - inset))
    }

    /// How an item's number is drawn: dark digits on a light tag, legible on
    /// every state's fill.
    struct ItemNumber: Equatable {
        var fontSize: Double
        /// The tag's frame in the picture.
        var tag: Rect
    }

    /// The tag of item `item` in a cell drawn at `r`, or nil when the item
    /// goes unnumbered: a cell too narrow across for the tag, or too short
    /// along the axis, when only every n-th item gets one (n a round number
    /// leaving room between tags; the tag then straddles its neighbours).
    func itemNumber(_ item: Int, rect r: Rect) -> ItemNumber? {
        let vertical = scene.axis == .vertical
        let along = vertical ? r.size.height : r.size.width
        let across = vertical ? r.size.width : r.size.height
        let fontSize = along >= 24 ? 12.0 : 11.0
        let size = Size(width: TextEstimate.width(String(item), fontSize: fontSize, bold: true) + 7, height: fontSize + 3)
        let tagAlong = vertical ? size.height : size.width
        let tagAcross = vertical ? size.width : size.height
        guard across >= tagAcross + 6, along > 0 else { return nil }
        let thin = along < tagAlong + 2
        if thin {
            let every = Self.numberSpacing(cellLength: along, tagLength: (tagAlong + 2) * 1.3)
            guard item % every == 0 else { return nil }
        }
        let tag = vertical
            ? Rect(x: r.minX + 3, y: r.minY + (along - size.height) / 2, width: size.width, height: size.height)
            : Rect(x: r.minX + (thin ? (along - size.width) / 2 : 3), y: r.minY + 3, width: size.width, height: size.height)
        return ItemNumber(fontSize: fontSize, tag: tag)
    }

    /// The smallest round step (1, 2, 5, 10, 20, 50, ...) at which tags
    /// `tagLength` long fit on cells `cellLength` long.
    static func numberSpacing(cellLength: Double, tagLength: Double) -> Int {
        guard cellLength > 0 else { return Int.max }
        var decade = 1
        while decade < Int.max / 10 {
            for factor in [1, 2, 5] where Double(decade * factor) * cellLength >= tagLength { return decade * factor }
            decade *= 10
        }
        return Int.max
    }

    /// Every cell's number in the window, over the outlines and the
    /// trigger line, so that no boundary strikes a number through.
    func drawNumbers(_ svg: inout SVGBuilder, record: RangeRecord) {
        let camera = scene.camera(record)
        svg.open("g", ["clip-path": "url(#\(areaClipID))"])
        for item in scene.itemsInWindow(camera: camera, count: record.itemCount) {
            drawIndex(&svg, item: item, rect: scene.screen(run.finalLayout.frame(of: item), camera: camera))
        }
        svg.close("g")
        svg.newline()
    }

    /// The item's number on a tag inside its cell, when there is room (see `itemNumber`).
    func drawIndex(_ svg: inout SVGBuilder, item: Int, rect r: Rect) {
        guard let number = itemNumber(item, rect: r) else { return }
        let t = number.tag
        svg.open("g", ["class": "swatch-item-number", "data-item": String(item), "pointer-events": "none"])
        rectElement(&svg, t, [("rx", "3"), ("fill", "#ffffff"), ("fill-opacity", "0.9")])
        svg.element("text", ["x": svgNumber(t.minX + t.size.width / 2), "y": svgNumber(t.minY + t.size.height / 2 + number.fontSize * 0.36),
                             "font-size": svgNumber(number.fontSize), "font-weight": "600", "text-anchor": "middle",
                             "fill": RangePalette.text], text: String(item))
        svg.close("g")
    }

    /// A nested container's items as a strip of boxes across its cell (at
    /// most 12), the first ones being those in its bounds.
    func drawNested(_ svg: inout SVGBuilder, spec: NestedContainerSpec, states: StateLists, in r: Rect) {
        for (i, box) in RangeFrame.nestedBoxes(count: spec.items.count, in: r).enumerated() {
            let s = states.state(of: i)
            svg.open("rect", list: rectAttributes(box, [("fill", RangePalette.fill(s)), ("stroke", "#ffffff"), ("stroke-width", "1.5"), ("rx", "1.5")]))
            svg.element("title", text: "nested item \(i): \(RangePalette.name(s))")
            svg.close("rect")
        }
    }

    /// Where a nested container's item boxes go in a cell: after the room
    /// an item number's tag takes.
    static func nestedBoxes(count: Int, in r: Rect) -> [Rect] {
        let n = min(count, 12)
        guard n > 0, r.size.height >= 8, r.size.width >= 48 else { return [] }
        let start = r.minX + 32, available = r.size.width - 36
        let w = min(40, available / Double(n))
        let h = max(3, r.size.height - 6)
        return (0..<n).map { Rect(x: start + Double($0) * w, y: r.minY + 3, width: w, height: h) }
    }
}
