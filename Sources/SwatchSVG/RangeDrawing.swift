import SwatchGeometry
import SwatchRanges

/// Draws one range update: the content around the viewport with every cell
/// coloured by its interface state, the viewport and the display and preload
/// rects outlined and labelled with their screenfuls, the scroll direction,
/// the batch-fetch trigger line, and a legend.
public struct RangeDrawing: Sendable {
    /// Prefix of the ids the drawing defines, unique per page when several
    /// drawings are inlined in one HTML document.
    public var idPrefix: String

    public init(idPrefix: String = "swatch") {
        self.idPrefix = idPrefix
    }

    /// A standalone SVG document of record `step` of `run`.
    public func render(scenario: RangeScenario, run: RangeRun, step: Int) -> String {
        let frame = RangeFrame(scenario: scenario, run: run, idPrefix: idPrefix)
        var svg = SVGBuilder()
        frame.openDocument(&svg, title: frame.caption(step: step))
        let index = max(0, min(step, run.records.count - 1))
        if run.records.isEmpty {
            svg.close("svg")
            return svg.text
        }
        let record = run.records[index]
        let nestedStates = RangeFrame.nestedStates(run: run, through: index)
        frame.drawTitle(&svg)
        frame.drawHeadline(&svg, record: record, count: run.records.count)
        frame.drawProgressTrack(&svg)
        frame.drawProgressBar(&svg, fraction: Double(index + 1) / Double(run.records.count))
        frame.drawContent(&svg, record: record, nestedStates: nestedStates)
        frame.drawOutlines(&svg, record: record)
        frame.drawBatch(&svg, record: record)
        frame.drawLabels(&svg, frame.labels(record))
        frame.drawDirection(&svg, record: record)
        frame.drawLegend(&svg)
        svg.close("svg")
        svg.newline()
        return svg.text
    }
}

/// The parts of a range picture, shared by the single update and the animation.
///
/// The picture is narrow and tall (a phone's column is about 320 pixels wide,
/// and the drawing scales to it): a header, then the scrolling content with
/// the direction arrow on its left and the outline labels on its right (for a
/// pager: the arrow above, the labels below), then the legend.
struct RangeFrame {
    static let width = 460.0
    static let margin = 20.0
    static let titleSize = 18.0, titleLeading = 23.0
    static let textSize = 14.0, textLeading = 18.0
    static let labelSize = 13.0, labelLeading = 16.0
    /// Horizontal label rows: a name line and two detail lines.
    static let labelRowHeight = 3 * labelLeading + 12

    let scenario: RangeScenario
    let run: RangeRun
    let scene: RangeScene
    let width: Double
    /// The document's height; the animation adds a line for its note.
    var height: Double
    let titleLines: [String]
    /// Baseline of the headline's first line, and its reserved line count.
    let headlineY: Double
    let headlineLines: Int
    /// Top of the progress bar under the header.
    let progressY: Double
    /// Vertical: the x of the labels' stroke samples, beside the area.
    /// Horizontal: the top of the label rows, under the area.
    let labelsAt: Double
    let legendTop: Double
    /// Ids of the clip path and the arrow marker, unique per page.
    let areaClipID: String
    let arrowID: String

    init(scenario: RangeScenario, run: RangeRun, idPrefix: String) {
        self.scenario = scenario
        self.run = run
        areaClipID = "\(idPrefix)-range-area"
        arrowID = "\(idPrefix)-arrow"
        let w = Self.width, m = Self.margin
        width = w
        titleLines = TextEstimate.wrap(Self.title(scenario), fontSize: Self.titleSize, maxWidth: w - 2 * m, bold: true)
        let titleBottom = m + Self.titleSize - 2 + Double(titleLines.count - 1) * Self.titleLeading
        headlineY = titleBottom + 22
        let flags = run.records.contains { !$0.containerVisible || $0.memoryWarning || !$0.ranUpdate }
        headlineLines = flags ? 3 : 2
        progressY = headlineY + Double(headlineLines - 1) * Self.textLeading + 11
        let top = progressY + 5 + 22
        if scenario.container.axis == .vertical {
            scene = RangeScene(scenario: scenario, run: run, origin: Point(x: 104, y: top), maxAlong: 620, maxCross: 112)
            labelsAt = scene.areaRect.maxX + 22 + 18
            legendTop = scene.areaRect.maxY + 34
        } else {
            // Room above the strip for the arrow, its caption and the outlines' overhang.
            scene = RangeScene(scenario: scenario, run: run, origin: Point(x: m, y: top + 46), maxAlong: w - 2 * m, maxCross: 180)
            labelsAt = scene.areaRect.maxY + 22 + 26
            let labelCount = 3 + (scenario.batchFetching == nil ? 0 : 1)
            legendTop = labelsAt + Double((labelCount + 1) / 2) * Self.labelRowHeight + 8
        }
        height = legendTop + Self.legendHeight(nested: run.hasNestedContainers, width: w) + 16
    }

    static func title(_ scenario: RangeScenario) -> String {
        scenario.title ?? "\(scenario.container.name.capitalizedFirst) working ranges"
    }

    func caption(step: Int) -> String {
        (scenario.title.map { $0 + ": " } ?? "") + "\(scenario.container.name) range update, step \(step)"
    }

    func openDocument(_ svg: inout SVGBuilder, title: String) {
        svg.open("svg", [
            "xmlns": "http://www.w3.org/2000/svg",
            "class": "swatch-ranges",
            "width": svgNumber(width), "height": svgNumber(height),
            "viewBox": "0 0 \(svgNumber(width)) \(svgNumber(height))",
            "role": "img",
            "font-family": "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif",
        ])
        svg.element("title", text: title)
        svg.newline()
        svg.empty("rect", ["x": "0", "y": "0", "width": svgNumber(width), "height": svgNumber(height), "fill": "#ffffff"])
        svg.open("defs")
        svg.open("clipPath", ["id": areaClipID])
        let a = scene.areaRect
        // The outlines reach past the column; the clip keeps them in the window along the axis.
        let clip = scene.axis == .vertical
            ? Rect(x: a.minX - 40, y: a.minY, width: a.size.width + 80, height: a.size.height)
            : Rect(x: a.minX, y: a.minY - 40, width: a.size.width, height: a.size.height + 80)
        rectElement(&svg, clip, [])
        svg.close("clipPath")
        svg.open("marker", ["id": arrowID, "viewBox": "0 0 10 10", "refX": "5", "refY": "5",
                            "markerWidth": "4", "markerHeight": "4", "orient": "auto-start-reverse"])
        svg.empty("path", ["d": "M 0 0 L 10 5 L 0 10 z", "fill": "context-stroke"])
        svg.close("marker")
        svg.close("defs")
        svg.newline()
    }

    // MARK: Header

    /// The headline's lines: where the step is, how it moves, and what is
    /// unusual about it (on a line of its own, reserved when any step has it).
    func headline(_ record: RangeRecord, count: Int) -> [String] {
        let axisName = scene.axis == .vertical ? "y" : "x"
        let offset = scene.axis == .vertical ? record.offset.y : record.offset.x
        var lines = ["step \(record.step) of \(count - 1)  ·  offset \(axisName) = \(svgNumber(offset))",
                     "direction \(record.direction.name)  ·  mode \(record.mode?.name ?? "none yet")"]
        var flags: [String] = []
        if !record.containerVisible { flags.append("container hidden") }
        if record.memoryWarning { flags.append("memory warning") }
        if !record.ranUpdate { flags.append("no range update") }
        if !flags.isEmpty { lines.append(flags.joined(separator: "  ·  ")) }
        return lines
    }

    func drawTitle(_ svg: inout SVGBuilder) {
        svg.open("text", ["class": "swatch-range-title", "font-size": svgNumber(Self.titleSize), "font-weight": "600",
                          "fill": RangePalette.text])
        svg.tspans(titleLines, x: Self.margin, y: Self.margin + Self.titleSize - 2, leading: Self.titleLeading)
        svg.close("text")
        svg.newline()
    }

    func drawHeadline(_ svg: inout SVGBuilder, record: RangeRecord, count: Int) {
        svg.open("text", ["class": "swatch-range-step", "font-size": svgNumber(Self.textSize), "fill": RangePalette.mutedText])
        svg.tspans(headline(record, count: count), x: Self.margin, y: headlineY, leading: Self.textLeading)
        svg.close("text")
        svg.newline()
    }

    /// The progress bar's extent: the header's full width.
    var progressRect: Rect {
        Rect(x: Self.margin, y: progressY, width: width - 2 * Self.margin, height: 5)
    }

    func drawProgressTrack(_ svg: inout SVGBuilder) {
        rectElement(&svg, progressRect, [("class", "swatch-progress-track"), ("rx", "2.5"), ("fill", "#e4e4e4")])
    }

    func drawProgressBar(_ svg: inout SVGBuilder, fraction: Double) {
        var r = progressRect
        r.size.width *= max(0, min(1, fraction))
        rectElement(&svg, r, [("class", "swatch-progress"), ("rx", "2.5"), ("fill", RangePalette.text)])
        svg.newline()
    }

    // MARK: Cells

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

    func contentLengthOf(count: Int) -> Double {
        scene.contentLength(itemCount: count)
    }

    func drawCell(_ svg: inout SVGBuilder, item: Int, rect r: Rect, fill: String, stateName: String) {
        svg.open("rect", list: rectAttributes(cellRect(r), [("class", "swatch-cell"), ("data-item", String(item)), ("fill", fill), ("rx", "2")]))
        svg.element("title", text: "item \(item): \(stateName)")
        svg.close("rect")
        drawIndex(&svg, item: item, rect: r)
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

    // MARK: Rect outlines

    struct Outline {
        var name: String
        var rect: Rect?
        var color: String
        var width: Double
        var dash: String?
        /// Pixels the outline reaches past the column on each side.
        var overhang: Double
        /// "name: what it is"; drawn as the name over the rest.
        var label: String
    }

    func outlines(_ record: RangeRecord) -> [Outline] {
        let mode = record.mode
        func tuningLabel(_ type: RangeType) -> String {
            guard let mode else { return "\(type.name): none yet" }
            let t = scenario.tuning[mode, type]
            let (ahead, behind) = sides(record.rangeDirection)
            return "\(type.name): \(screenfuls(t.leadingBufferScreenfuls)) ahead (\(ahead)), \(screenfuls(t.trailingBufferScreenfuls)) behind (\(behind))"
        }
        var display = tuningLabel(.display)
        var preload = tuningLabel(.preload)
        if record.rects.display == nil {
            display = mode == .lowMemory ? "display: empty in lowMemory" : "display: none (nothing visible)"
        }
        if record.rects.preload == nil {
            preload = mode == .lowMemory ? "preload: the empty display set" : "preload: none (nothing visible)"
        }
        let screens = scene.axis == .vertical ? "viewport: the container's bounds" : "viewport: one page"
        return [
            Outline(name: "preload", rect: record.rects.preload, color: RangePalette.preload, width: 2.5, dash: "7 4", overhang: 22, label: preload),
            Outline(name: "display", rect: record.rects.display, color: RangePalette.display, width: 2.5, dash: "3 3", overhang: 13, label: display),
            Outline(name: "viewport", rect: record.rects.visible, color: RangePalette.viewport, width: 3, dash: nil, overhang: 4, label: screens),
        ]
    }

    /// Words for the leading and trailing sides of a direction, as drawn.
    func sides(_ direction: ScrollDirection) -> (String, String) {
        if scene.axis == .vertical {
            var down = direction.contains(.down)
            if scene.flipsDirection { down.toggle() }
            return down ? ("below", "above") : ("above", "below")
        }
        return direction.contains(.right) ? ("right", "left") : ("left", "right")
    }

    func outlineRect(_ outline: Outline, _ world: Rect, camera: Double) -> Rect {
        var r = scene.screen(world, camera: camera)
        if scene.axis == .vertical {
            r.origin.x = scene.areaRect.minX - outline.overhang
            r.size.width = scene.areaRect.size.width + 2 * outline.overhang
        } else {
            r.origin.y = scene.areaRect.minY - outline.overhang
            r.size.height = scene.areaRect.size.height + 2 * outline.overhang
        }
        return r
    }

    func drawOutlines(_ svg: inout SVGBuilder, record: RangeRecord) {
        let camera = scene.camera(record)
        svg.open("g", ["clip-path": "url(#\(areaClipID))", "fill": "none"])
        for outline in outlines(record) {
            guard let world = outline.rect else { continue }
            svg.open("rect", list: rectAttributes(outlineRect(outline, world, camera: camera), outlineStyle(outline)))
            svg.element("title", text: "\(outline.name) rect [\(svgNumber(world.minX)), \(svgNumber(world.minY)), \(svgNumber(world.size.width)), \(svgNumber(world.size.height))]")
            svg.close("rect")
            svg.newline()
        }
        svg.close("g")
    }

    func outlineStyle(_ outline: Outline) -> [(String, String)] {
        var attrs: [(String, String)] = [("class", "swatch-range-\(outline.name)"), ("fill", "none"), ("stroke", outline.color),
                                         ("stroke-width", svgNumber(outline.width)), ("rx", "3")]
        if let dash = outline.dash { attrs.append(("stroke-dasharray", dash)) }
        return attrs
    }

    // MARK: Labels

    struct Label {
        /// Where the outline starts along the axis, in pixels (infinite when
        /// it is out of the window or absent: such labels go last).
        var pos: Double
        /// "name: what it is".
        var text: String
        var color: String
        /// The point along the axis a leader line points at, if in the window.
        var anchor: Double?
        /// Pixels the labelled outline reaches past the column.
        var overhang: Double

        /// The name line and the lines of the rest, each clause on its own.
        func lines(maxWidth: Double) -> (name: String, details: [String]) {
            guard let colon = text.firstRange(ofText: ": ") else { return (text, []) }
            let rest = String(text[colon.upperBound...])
            return (String(text[..<colon.lowerBound]),
                    TextEstimate.wrapClauses(rest, fontSize: RangeFrame.labelSize, maxWidth: maxWidth))
        }
    }

    /// Each outline's label, placed at the outline's near edge.
    func labels(_ record: RangeRecord) -> [Label] {
        let camera = scene.camera(record)
        let area = scene.areaRect
        var out: [Label] = outlines(record).map { outline in
            guard let world = outline.rect else {
                return Label(pos: .infinity, text: outline.label, color: outline.color, anchor: nil, overhang: outline.overhang)
            }
            let r = outlineRect(outline, world, camera: camera)
            let (start, end) = scene.axis == .vertical ? (r.minY, r.maxY) : (r.minX, r.maxX)
            let (lo, hi) = scene.axis == .vertical ? (area.minY, area.maxY) : (area.minX, area.maxX)
            // The edge in view: the start, else the window's start if the outline spans it.
            let edge = start >= lo ? start : (end > lo ? lo : .infinity)
            return Label(pos: edge, text: outline.label, color: outline.color, anchor: edge <= hi ? edge : nil, overhang: outline.overhang)
        }
        if let trigger = batchLabel(record) { out.append(trigger) }
        return out
    }

    /// Width the label text may take, from its x to the drawing's edge.
    var labelTextWidth: Double {
        scene.axis == .vertical
            ? width - Self.margin / 2 - (labelsAt + 28)
            : (width - 2 * Self.margin) / 2 - 36
    }

    /// A label placed: its text's top-left corner and lines.
    struct PlacedLabel {
        var label: Label
        var origin: Point
        var name: String
        var details: [String]
        var height: Double { Double(1 + details.count) * RangeFrame.labelLeading }
        var box: Rect { Rect(x: origin.x, y: origin.y, width: 1, height: height) }
    }

    /// Where each label goes. Vertical: beside the area, each as near its
    /// outline's edge as the ones before it allow, the stack moved up to end
    /// inside the area. Horizontal: in rows of two under the area.
    func placeLabels(_ labels: [Label]) -> [PlacedLabel] {
        let maxWidth = labelTextWidth
        let sorted = labels.enumerated().sorted { ($0.element.pos, $0.offset) < ($1.element.pos, $1.offset) }.map { $0.element }
        var placed = sorted.map { label -> PlacedLabel in
            let (name, details) = label.lines(maxWidth: maxWidth)
            return PlacedLabel(label: label, origin: .zero, name: name, details: details)
        }
        let area = scene.areaRect
        if scene.axis == .vertical {
            let gap = 8.0
            var next = area.minY
            for i in placed.indices {
                let wanted = placed[i].label.pos.isFinite ? placed[i].label.pos - 5 : next
                placed[i].origin = Point(x: labelsAt, y: max(wanted, next))
                next = placed[i].origin.y + placed[i].height + gap
            }
            var limit = area.maxY
            for i in placed.indices.reversed() {
                placed[i].origin.y = max(area.minY, min(placed[i].origin.y, limit - placed[i].height))
                limit = placed[i].origin.y - gap
            }
        } else {
            let column = (width - 2 * Self.margin) / 2
            for i in placed.indices {
                placed[i].origin = Point(x: Self.margin + Double(i % 2) * column, y: labelsAt + Double(i / 2) * Self.labelRowHeight)
            }
        }
        return placed
    }

    /// Labels beside (vertical) or under (horizontal) the area, kept apart,
    /// each with a sample of its outline's stroke and the whole text as its title.
    func drawLabels(_ svg: inout SVGBuilder, _ labels: [Label]) {
        let area = scene.areaRect
        let styles = Dictionary(uniqueKeysWithValues: outlinesStyleSamples())
        for p in placeLabels(labels) {
            let baseline = p.origin.y + Self.labelSize - 1
            let x = p.origin.x
            svg.open("g", ["class": "swatch-range-label"])
            svg.element("title", text: p.label.text)
            if scene.axis == .vertical, let anchor = p.label.anchor {
                svg.empty("polyline", list: [("points", "\(svgNumber(area.maxX + p.label.overhang + 3)),\(svgNumber(anchor)) \(svgNumber(x - 5)),\(svgNumber(baseline - 4))"),
                                             ("fill", "none"), ("stroke", "#aaaaaa"), ("stroke-width", "1")])
            }
            var sample: [(String, String)] = [("x1", svgNumber(x)), ("x2", svgNumber(x + 22)), ("y1", svgNumber(baseline - 4)),
                                              ("y2", svgNumber(baseline - 4)), ("stroke", p.label.color), ("stroke-width", "2.5")]
            if let dash = styles[p.label.color] ?? nil { sample.append(("stroke-dasharray", dash)) }
            svg.empty("line", list: sample)
            svg.open("text", ["font-size": svgNumber(Self.labelSize), "fill": RangePalette.text])
            svg.tspans([p.name] + p.details, x: x + 28, y: baseline, leading: Self.labelLeading, first: [("font-weight", "600")])
            svg.close("text")
            svg.close("g")
        }
        svg.newline()
    }

    /// Each outline colour's dash pattern, for label samples.
    func outlinesStyleSamples() -> [(String, String?)] {
        [(RangePalette.preload, "7 4"), (RangePalette.display, "3 3"), (RangePalette.viewport, nil),
         (RangePalette.trigger, "10 4"), (RangePalette.batch, "10 4")]
    }

    // MARK: Direction

    /// What the arrow's caption says.
    func directionCaption(_ record: RangeRecord) -> String {
        let raw = record.direction
        var caption = raw.isEmpty ? "still: ranges keep \(sides(record.rangeDirection).0)" : "scrolling \(raw.name)"
        if scene.flipsDirection && !raw.isEmpty { caption += " (inverted: drawn \(raw.contains(.down) ? "up" : "down"))" }
        return caption
    }

    /// The direction arrow's line and its caption's lines and their top-left
    /// baseline (x is the caption's centre).
    func directionLayout(_ record: RangeRecord) -> (from: Point, to: Point, caption: [String], at: Point) {
        let raw = record.direction
        let shown = raw.isEmpty ? record.rangeDirection : raw
        let area = scene.areaRect
        let viewport = scene.viewportSpan(record)
        let mid = viewport.start + viewport.length / 2
        let half = max(12, min(40, viewport.length / 2 - 4))
        let size = Self.labelSize
        if scene.axis == .vertical {
            var down = shown.contains(.down)
            if scene.flipsDirection { down.toggle() }
            let x = (Self.margin / 2 + area.minX - 22) / 2
            let lines = TextEstimate.wrap(directionCaption(record), fontSize: size, maxWidth: area.minX - 22 - 12 - Self.margin / 2)
            let captionHeight = Double(lines.count - 1) * Self.labelLeading
            var y = mid + half + 8 + size
            if y + captionHeight > area.maxY { y = mid - half - 8 - captionHeight }
            let (y1, y2) = down ? (mid - half, mid + half) : (mid + half, mid - half)
            return (Point(x: x, y: y1), Point(x: x, y: y2), lines, Point(x: x, y: y))
        }
        let right = shown.contains(.right)
        let y = area.minY - 22 - 14
        let (x1, x2) = right ? (mid - half, mid + half) : (mid + half, mid - half)
        let caption = directionCaption(record)
        let halfWidth = TextEstimate.width(caption, fontSize: size) / 2
        let cx = max(Self.margin + halfWidth, min(width - Self.margin - halfWidth, mid))
        return (Point(x: x1, y: y), Point(x: x2, y: y), [caption], Point(x: cx, y: y - 12))
    }

    func drawDirection(_ svg: inout SVGBuilder, record: RangeRecord) {
        let still = record.direction.isEmpty
        let color = still ? "#777777" : RangePalette.text
        let layout = directionLayout(record)
        svg.empty("line", ["class": "swatch-direction", "x1": svgNumber(layout.from.x), "y1": svgNumber(layout.from.y),
                           "x2": svgNumber(layout.to.x), "y2": svgNumber(layout.to.y), "stroke": color, "stroke-width": "4",
                           "stroke-dasharray": still ? "4 3" : "none", "marker-end": "url(#\(arrowID))"])
        svg.open("text", ["class": "swatch-direction-caption", "font-size": svgNumber(Self.labelSize), "fill": color,
                          "text-anchor": "middle"])
        svg.element("title", text: directionCaption(record))
        svg.tspans(layout.caption, x: layout.at.x, y: layout.at.y, leading: Self.labelLeading)
        svg.close("text")
        svg.newline()
    }

    // MARK: Batch fetching

    /// Where a fetch triggers: the viewport's far edge within
    /// `leadingScreens` screenfuls of the content's end.
    func triggerPosition(itemCount: Int) -> Double? {
        guard let batch = scenario.batchFetching, batch.leadingScreens > 0 else { return nil }
        return scene.contentLength(itemCount: itemCount) - scene.viewLength * batch.leadingScreens
    }

    /// What the trigger line's label says in this record.
    func batchText(_ record: RangeRecord) -> String? {
        guard let batch = scenario.batchFetching else { return nil }
        let screens = "\(screenfuls(batch.leadingScreens)) screen\(batch.leadingScreens == 1 ? "" : "s")"
        switch record.batch {
        case .willBeginBatchFetch: return "willBeginBatchFetch: the viewport's end is \(screens) from the end"
        case .completeBatchFetching(let n): return "completeBatchFetching: \(n) items inserted at the end"
        case nil: return "batch fetch trigger: \(screens) before the content's end"
        }
    }

    func batchColor(_ record: RangeRecord) -> String {
        record.batch == nil ? RangePalette.trigger : RangePalette.batch
    }

    func batchLabel(_ record: RangeRecord) -> Label? {
        guard let text = batchText(record), let trigger = triggerPosition(itemCount: record.itemCount) else { return nil }
        let p = scene.screenAlong(trigger, camera: scene.camera(record))
        let area = scene.areaRect
        let inside = scene.axis == .vertical ? (p >= area.minY && p <= area.maxY) : (p >= area.minX && p <= area.maxX)
        return Label(pos: inside ? p : .infinity, text: text, color: batchColor(record), anchor: inside ? p : nil, overhang: 30)
    }

    func drawBatch(_ svg: inout SVGBuilder, record: RangeRecord) {
        guard scenario.batchFetching != nil, let trigger = triggerPosition(itemCount: record.itemCount) else { return }
        let p = scene.screenAlong(trigger, camera: scene.camera(record))
        let area = scene.areaRect
        let color = batchColor(record)
        svg.open("g", ["clip-path": "url(#\(areaClipID))"])
        if scene.axis == .vertical {
            svg.empty("line", list: [("class", "swatch-batch-trigger"), ("x1", svgNumber(area.minX - 30)), ("y1", svgNumber(p)),
                                     ("x2", svgNumber(area.maxX + 30)), ("y2", svgNumber(p)), ("stroke", color), ("stroke-width", "2.5"),
                                     ("stroke-dasharray", "10 4")])
        } else {
            svg.empty("line", list: [("class", "swatch-batch-trigger"), ("x1", svgNumber(p)), ("y1", svgNumber(area.minY - 30)),
                                     ("x2", svgNumber(p)), ("y2", svgNumber(area.maxY + 30)), ("stroke", color), ("stroke-width", "2.5"),
                                     ("stroke-dasharray", "10 4")])
        }
        svg.close("g")
        svg.newline()
    }

    // MARK: Legend


    /// Where the legend's second column starts, if two fit across.
    static func legendColumn(width: Double) -> Double? {
        let entries = RangePalette.legend.map { TextEstimate.width($0.name, fontSize: 13) + 23 }
        let first = max(entries[0], entries[2]) + 18, second = max(entries[1], entries[3])
        return margin + first + second <= width - margin ? margin + first : nil
    }

    static func legendHeight(nested: Bool, width: Double) -> Double {
        18 + (legendColumn(width: width) == nil ? 4 : 2) * 21 + (nested ? 21 : 0)
    }

    /// The legend under the picture: the states in two columns, or one
    /// when two do not fit.
    func drawLegend(_ svg: inout SVGBuilder) {
        let x0 = Self.margin
        let second = Self.legendColumn(width: width)
        let rows = second == nil ? 4 : 2
        var y = legendTop
        svg.open("g", ["class": "swatch-legend"])
        svg.element("text", ["x": svgNumber(x0), "y": svgNumber(y), "font-size": "13", "font-weight": "600", "fill": RangePalette.text],
                    text: "Cell interface state")
        y += 8
        for (i, entry) in RangePalette.legend.enumerated() {
            let x = second.map { i % 2 == 0 ? x0 : $0 } ?? x0
            let top = y + Double(second == nil ? i : i / 2) * 21
            svg.empty("rect", ["x": svgNumber(x), "y": svgNumber(top), "width": "16", "height": "16", "rx": "2", "fill": entry.color])
            svg.element("text", ["x": svgNumber(x + 23), "y": svgNumber(top + 12.5), "font-size": "13", "fill": RangePalette.text],
                        text: entry.name)
        }
        y += Double(rows) * 21
        if run.hasNestedContainers {
            svg.empty("rect", ["x": svgNumber(x0 + 2), "y": svgNumber(y + 3), "width": "12", "height": "10", "rx": "1.5",
                               "fill": "none", "stroke": RangePalette.text, "stroke-width": "1"])
            svg.element("text", ["x": svgNumber(x0 + 23), "y": svgNumber(y + 12.5), "font-size": "13", "fill": RangePalette.text],
                        text: "boxes in a cell: its nested container's items")
        }
        svg.close("g")
        svg.newline()
    }

    // MARK: Helpers

    func rectElement(_ svg: inout SVGBuilder, _ r: Rect, _ extra: [(String, String)]) {
        svg.empty("rect", list: rectAttributes(r, extra))
    }
}

extension String {
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
