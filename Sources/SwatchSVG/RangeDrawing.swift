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
        frame.drawHeader(&svg, record: record, count: run.records.count)
        frame.drawContent(&svg, record: record, nestedStates: nestedStates)
        frame.drawOutlines(&svg, record: record)
        frame.drawDirection(&svg, record: record)
        frame.drawBatch(&svg, record: record)
        frame.drawLegend(&svg)
        svg.close("svg")
        svg.newline()
        return svg.text
    }
}

/// The parts of a range picture, shared by the single update and the animation.
struct RangeFrame {
    let scenario: RangeScenario
    let run: RangeRun
    let scene: RangeScene
    let width: Double
    let height: Double
    /// Where labels and the legend go.
    let panel: Point
    /// Ids of the clip path and the arrow marker, unique per page.
    let areaClipID: String
    let arrowID: String

    init(scenario: RangeScenario, run: RangeRun, idPrefix: String) {
        self.scenario = scenario
        self.run = run
        areaClipID = "\(idPrefix)-range-area"
        arrowID = "\(idPrefix)-arrow"
        if scenario.container.axis == .vertical {
            scene = RangeScene(scenario: scenario, run: run, origin: Point(x: 190, y: 84), maxAlong: 780, maxCross: 200)
            width = 1000
            height = 84 + scene.areaAlong + 30
            panel = Point(x: scene.areaRect.maxX + 56, y: 84)
        } else {
            scene = RangeScene(scenario: scenario, run: run, origin: Point(x: 40, y: 130), maxAlong: 1120, maxCross: 260)
            width = 1200
            panel = Point(x: 40, y: scene.areaRect.maxY + 64)
            height = panel.y + 150
        }
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
                            "markerWidth": "5", "markerHeight": "5", "orient": "auto-start-reverse"])
        svg.empty("path", ["d": "M 0 0 L 10 5 L 0 10 z", "fill": "context-stroke"])
        svg.close("marker")
        svg.close("defs")
        svg.newline()
    }

    // MARK: Header

    func headline(_ record: RangeRecord, count: Int) -> String {
        let axisName = scene.axis == .vertical ? "y" : "x"
        let offset = scene.axis == .vertical ? record.offset.y : record.offset.x
        var parts = ["step \(record.step) of \(count - 1)", "offset \(axisName) = \(svgNumber(offset))",
                     "direction \(record.direction.name)", "mode \(record.mode?.name ?? "none yet")"]
        if !record.containerVisible { parts.append("container hidden") }
        if record.memoryWarning { parts.append("memory warning") }
        if !record.ranUpdate { parts.append("no range update") }
        return parts.joined(separator: "  ·  ")
    }

    func drawHeader(_ svg: inout SVGBuilder, record: RangeRecord, count: Int) {
        let title = scenario.title ?? "\(scenario.container.name.capitalizedFirst) working ranges"
        svg.element("text", ["x": "24", "y": "30", "font-size": "19", "font-weight": "600", "fill": RangePalette.text], text: title)
        svg.element("text", ["x": "24", "y": "54", "font-size": "14", "fill": RangePalette.mutedText, "class": "swatch-range-step"],
                    text: headline(record, count: count))
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
        let content = run.finalLayout.contentSize
        let contentAlong = scene.axis == .vertical ? content.height : content.width
        let itemsLength = record.itemCount == run.finalLayout.count ? contentAlong : contentLengthOf(count: record.itemCount)
        let extent = scene.axis == .vertical
            ? Rect(x: 0, y: 0, width: scene.crossLength, height: itemsLength)
            : Rect(x: 0, y: 0, width: itemsLength, height: scene.crossLength)
        rectElement(&svg, scene.screen(extent, camera: camera),
                    [("fill", "#fafafa"), ("stroke", "#bbbbbb"), ("stroke-width", "1"), ("stroke-dasharray", "3 3")])
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

    func contentLengthOf(count: Int) -> Double {
        guard count > 0 else { return 0 }
        let layout = run.finalLayout
        let last = layout.frame(of: count - 1)
        switch scenario.container {
        case .pager: return Double(count) * scene.viewLength
        case .table: return last.maxY
        case .collection:
            // The row's bottom: the tallest item in the last row.
            var bottom = last.maxY
            var i = count - 1
            while i >= 0, layout.frame(of: i).minX > 0 || i == count - 1 {
                bottom = max(bottom, layout.frame(of: i).maxY)
                if layout.frame(of: i).minX == 0 { break }
                i -= 1
            }
            return bottom
        }
    }

    func drawCell(_ svg: inout SVGBuilder, item: Int, rect r: Rect, fill: String, stateName: String) {
        let inset = min(1.0, r.size.width / 4, r.size.height / 4)
        let cell = Rect(x: r.minX + inset / 2, y: r.minY + inset / 2, width: max(0, r.size.width - inset), height: max(0, r.size.height - inset))
        svg.open("rect", list: rectAttributes(cell, [("class", "swatch-cell"), ("data-item", String(item)), ("fill", fill), ("rx", "2")]))
        svg.element("title", text: "item \(item): \(stateName)")
        svg.close("rect")
        drawIndex(&svg, item: item, rect: r)
        svg.newline()
    }

    /// The item's index inside its cell, legible on every fill.
    func drawIndex(_ svg: inout SVGBuilder, item: Int, rect r: Rect) {
        guard r.size.height >= 12 && r.size.width >= 22 else { return }
        svg.element("text", ["x": svgNumber(r.minX + 4), "y": svgNumber(r.minY + min(r.size.height - 2, 12)),
                             "font-size": "10", "fill": "#ffffff", "stroke": "#222222", "stroke-width": "2.4",
                             "paint-order": "stroke", "stroke-linejoin": "round", "pointer-events": "none"], text: String(item))
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

    /// Where a nested container's item boxes go in a cell.
    static func nestedBoxes(count: Int, in r: Rect) -> [Rect] {
        let n = min(count, 12)
        guard n > 0, r.size.height >= 8, r.size.width >= 40 else { return [] }
        let start = r.minX + 24, available = r.size.width - 30
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
        drawLabels(&svg, labels(record))
    }

    func outlineStyle(_ outline: Outline) -> [(String, String)] {
        var attrs: [(String, String)] = [("class", "swatch-range-\(outline.name)"), ("fill", "none"), ("stroke", outline.color),
                                         ("stroke-width", svgNumber(outline.width)), ("rx", "3")]
        if let dash = outline.dash { attrs.append(("stroke-dasharray", dash)) }
        return attrs
    }

    typealias Label = (pos: Double, text: String, color: String, anchor: Double)

    /// Each outline's label, placed at the outline's near edge.
    func labels(_ record: RangeRecord) -> [Label] {
        let camera = scene.camera(record)
        var out: [Label] = outlines(record).map { outline in
            guard let world = outline.rect else { return (.infinity, outline.label, outline.color, .nan) }
            let r = outlineRect(outline, world, camera: camera)
            let start = scene.axis == .vertical ? r.minY : r.minX
            return (start, outline.label, outline.color, start)
        }
        if let trigger = batchLabel(record) { out.append(trigger) }
        return out
    }

    /// Labels beside (vertical) or under (horizontal) the area, kept apart,
    /// each with a sample of its outline's stroke.
    func drawLabels(_ svg: inout SVGBuilder, _ labels: [Label]) {
        let area = scene.areaRect
        let styles = Dictionary(uniqueKeysWithValues: outlinesStyleSamples())
        func sample(_ color: String, at p: Point) {
            var attrs: [(String, String)] = [("x1", svgNumber(p.x)), ("x2", svgNumber(p.x + 22)), ("y1", svgNumber(p.y)), ("y2", svgNumber(p.y)),
                                             ("stroke", color), ("stroke-width", "2.5")]
            if let dash = styles[color] ?? nil { attrs.append(("stroke-dasharray", dash)) }
            svg.empty("line", list: attrs)
        }
        if scene.axis == .vertical {
            var y = area.minY + 14
            for label in labels.sorted(by: { $0.pos < $1.pos }) {
                let wanted = label.pos.isFinite ? max(area.minY + 14, min(area.maxY - 4, label.pos + 4)) : y
                y = max(wanted, y)
                let x = panel.x
                if label.anchor.isFinite, label.anchor >= area.minY, label.anchor <= area.maxY {
                    svg.empty("polyline", list: [("points", "\(svgNumber(area.maxX + 26)),\(svgNumber(label.anchor)) \(svgNumber(x - 8)),\(svgNumber(y - 4))"),
                                                 ("fill", "none"), ("stroke", "#aaaaaa"), ("stroke-width", "1")])
                }
                sample(label.color, at: Point(x: x - 4, y: y - 4))
                svg.element("text", ["x": svgNumber(x + 24), "y": svgNumber(y), "font-size": "13", "fill": RangePalette.text],
                            text: label.text)
                y += 22
            }
        } else {
            var y = panel.y - 10
            for label in labels.sorted(by: { $0.pos < $1.pos }) {
                sample(label.color, at: Point(x: panel.x, y: y - 4))
                svg.element("text", ["x": svgNumber(panel.x + 30), "y": svgNumber(y), "font-size": "13", "fill": RangePalette.text],
                            text: label.text)
                y += 22
            }
        }
        svg.newline()
    }

    /// Each outline colour's dash pattern, for label samples.
    func outlinesStyleSamples() -> [(String, String?)] {
        [(RangePalette.preload, "7 4"), (RangePalette.display, "3 3"), (RangePalette.viewport, nil),
         (RangePalette.trigger, "10 4"), (RangePalette.batch, "10 4")]
    }

    // MARK: Direction

    func drawDirection(_ svg: inout SVGBuilder, record: RangeRecord) {
        let raw = record.direction
        let shown = raw.isEmpty ? record.rangeDirection : raw
        let area = scene.areaRect
        let color = raw.isEmpty ? "#999999" : RangePalette.text
        let dash = raw.isEmpty ? "4 3" : "none"
        var caption = raw.isEmpty ? "still: ranges keep \(sides(shown).0)" : "scrolling \(raw.name)"
        if scene.flipsDirection && !raw.isEmpty { caption += " (inverted: drawn \(raw.contains(.down) ? "up" : "down"))" }
        if scene.axis == .vertical {
            var down = shown.contains(.down)
            if scene.flipsDirection { down.toggle() }
            let x = area.minX - 80
            let mid = scene.origin.y + (scene.before + scene.viewLength / 2) * scene.scale
            let half = min(60, scene.viewLength * scene.scale / 2 - 6)
            let (y1, y2) = down ? (mid - half, mid + half) : (mid + half, mid - half)
            svg.empty("line", ["class": "swatch-direction", "x1": svgNumber(x), "y1": svgNumber(y1), "x2": svgNumber(x), "y2": svgNumber(y2),
                               "stroke": color, "stroke-width": "4", "stroke-dasharray": dash, "marker-end": "url(#\(arrowID))"])
            svg.element("text", ["x": svgNumber(x), "y": svgNumber(mid + half + 22), "font-size": "12", "fill": color,
                                 "text-anchor": "middle"], text: caption)
        } else {
            let right = shown.contains(.right)
            let y = area.minY - 60
            let mid = scene.origin.x + (scene.before + scene.viewLength / 2) * scene.scale
            let half = min(70, scene.viewLength * scene.scale / 2 - 6)
            let (x1, x2) = right ? (mid - half, mid + half) : (mid + half, mid - half)
            svg.empty("line", ["class": "swatch-direction", "x1": svgNumber(x1), "y1": svgNumber(y), "x2": svgNumber(x2), "y2": svgNumber(y),
                               "stroke": color, "stroke-width": "4", "stroke-dasharray": dash, "marker-end": "url(#\(arrowID))"])
            svg.element("text", ["x": svgNumber(mid + half + 14), "y": svgNumber(y + 4), "font-size": "12", "fill": color],
                        text: caption)
        }
        svg.newline()
    }

    // MARK: Batch fetching

    /// Where a fetch triggers: the viewport's far edge within
    /// `leadingScreens` screenfuls of the content's end.
    func triggerPosition(itemCount: Int) -> Double? {
        guard let batch = scenario.batchFetching, batch.leadingScreens > 0 else { return nil }
        let length = itemCount == run.finalLayout.count ? run.finalLayout.contentLength : contentLengthOf(count: itemCount)
        return length - scene.viewLength * batch.leadingScreens
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
        return (inside ? p : .infinity, text, batchColor(record), inside ? p : .nan)
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

    func drawLegend(_ svg: inout SVGBuilder) {
        let x = panel.x + (scene.axis == .vertical ? 0 : 560)
        var y = scene.axis == .vertical ? scene.areaRect.maxY - 100 : panel.y - 10
        svg.open("g", ["class": "swatch-legend"])
        svg.element("text", ["x": svgNumber(x), "y": svgNumber(y), "font-size": "13", "font-weight": "600", "fill": RangePalette.text],
                    text: "Cell interface state")
        y += 8
        for entry in RangePalette.legend {
            svg.empty("rect", ["x": svgNumber(x), "y": svgNumber(y), "width": "16", "height": "16", "rx": "2", "fill": entry.color])
            svg.element("text", ["x": svgNumber(x + 24), "y": svgNumber(y + 12.5), "font-size": "13", "fill": RangePalette.text],
                        text: entry.name)
            y += 21
        }
        if run.hasNestedContainers {
            svg.empty("rect", ["x": svgNumber(x + 2), "y": svgNumber(y + 3), "width": "12", "height": "10", "rx": "1.5",
                               "fill": "none", "stroke": RangePalette.text, "stroke-width": "1"])
            svg.element("text", ["x": svgNumber(x + 24), "y": svgNumber(y + 12.5), "font-size": "13", "fill": RangePalette.text],
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
