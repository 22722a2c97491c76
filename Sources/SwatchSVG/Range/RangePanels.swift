import SwatchGeometry
import SwatchRanges

/// Chosen updates of a run side by side (a pager's one under another), to
/// compare at a glance: each panel headed by its step, offset, direction and
/// mode (and what is unusual about it), its cells coloured and numbered, its
/// range rects outlined; one legend for the states and the outlines.
///
/// Every panel has the same scale and window, each following its own
/// viewport, so a row is as tall in all of them.
public struct RangePanels: Sendable {
    /// Prefix of the ids the drawing defines, unique per page.
    public var idPrefix: String
    /// The real rows, when the scenario's items are cells.
    public var rows: RangeRows?

    public init(idPrefix: String = "swatch") {
        self.idPrefix = idPrefix
    }

    static let gap = 12.0
    static let headSize = 12.0, headLeading = 15.0
    /// Longest the content area of a vertical panel may be, in pixels.
    static let maxAlong = 460.0

    /// A standalone SVG document of the records `steps` (indices into the
    /// run's records, clamped; at least one) of `run`.
    public func render(scenario: RangeScenario, run: RangeRun, steps: [Int]) -> String {
        let width = RangeFrame.width, m = RangeFrame.margin
        let chosen = steps.isEmpty || run.records.isEmpty ? [] : steps.map { max(0, min($0, run.records.count - 1)) }
        var svg = SVGBuilder()
        let title = RangeFrame.title(scenario)
        let titleBlock = RangeFrame.titleBlock(title, width: width)
        let vertical = scenario.container.axis == .vertical
        let n = max(1, chosen.count)
        let panelWidth = vertical ? (width - 2 * m - Double(n - 1) * Self.gap) / Double(n) : width - 2 * m
        let heads = chosen.map { Self.head(run.records[$0], axis: scenario.container.axis, maxWidth: panelWidth - 4) }
        let headLines = heads.map { $0.count }.max() ?? 1
        let headHeight = Double(headLines) * Self.headLeading + 6
        let overhang = 24.0
        let top = titleBlock.lastBaseline + 18

        // One window for every panel: the chosen records' (a run's other
        // updates may reach further).
        var shown = run
        shown.records = chosen.map { run.records[$0] }
        var scenes: [RangeScene] = []
        var bottom = top
        for k in chosen.indices {
            let origin: Point
            let scene: RangeScene
            if vertical {
                let cross = min(112, panelWidth - 2 * overhang)
                let x = m + Double(k) * (panelWidth + Self.gap) + (panelWidth - cross) / 2
                origin = Point(x: x, y: top + headHeight)
                scene = RangeScene(scenario: scenario, run: shown, origin: origin, maxAlong: Self.maxAlong, maxCross: cross)
                bottom = max(bottom, scene.areaRect.maxY)
            } else {
                origin = Point(x: m, y: bottom + headHeight + overhang)
                scene = RangeScene(scenario: scenario, run: shown, origin: origin, maxAlong: width - 2 * m, maxCross: 60)
                bottom = scene.areaRect.maxY + overhang + 8
            }
            scenes.append(scene)
        }
        let strokesTop = bottom + 30
        let strokes = Self.strokes(batch: scenario.batchFetching != nil)
        let strokeRows = (strokes.count + 1) / 2
        let legendTop = strokesTop + 8 + Double(strokeRows) * 21 + 26
        let height = legendTop + RangeFrame.legendHeight(nested: run.hasNestedContainers, width: width, sizeRanges: RangeFrame.sizeRangeLines(run).count) + 16

        svg.openDrawing(class: "swatch-range-panels", width: width, height: height)
        svg.element("title", text: title + ": " + chosen.map { "update \(run.records[$0].step + 1)" }.joined(separator: ", "))
        svg.newline()
        svg.paper(width: width, height: height)
        let frames = scenes.enumerated().map { k, scene in
            RangeFrame(panelOf: scenario, run: run, scene: scene, clipID: "\(idPrefix)-panel-\(k)", legendTop: legendTop, width: width)
        }
        svg.open("defs")
        for frame in frames {
            svg.open("clipPath", ["id": frame.areaClipID])
            let a = frame.scene.areaRect
            frame.rectElement(&svg, vertical
                ? Rect(x: a.minX - overhang, y: a.minY, width: a.size.width + 2 * overhang, height: a.size.height)
                : Rect(x: a.minX, y: a.minY - overhang, width: a.size.width, height: a.size.height + 2 * overhang), [])
            svg.close("clipPath")
        }
        svg.close("defs")
        svg.newline()
        RangeFrame.drawTitle(&svg, titleBlock)

        for (k, index) in chosen.enumerated() {
            let frame = frames[k]
            let record = run.records[index]
            let a = frame.scene.areaRect
            svg.open("g", ["class": "swatch-panel", "data-step": String(record.step)])
            // The head: centred over a vertical panel, above a horizontal one.
            let headX = vertical ? m + Double(k) * (panelWidth + Self.gap) + panelWidth / 2 : m
            let headY = (vertical ? top : a.minY - overhang - headHeight) + Self.headSize
            svg.open("text", ["class": "swatch-range-step", "font-size": svgNumber(Self.headSize), "fill": RangePalette.text,
                              "text-anchor": vertical ? "middle" : "start"])
            svg.tspans(heads[k], x: headX, y: headY, leading: Self.headLeading, first: [("font-weight", "600")])
            svg.close("text")
            frame.drawContent(&svg, record: record, nestedStates: RangeFrame.nestedStates(run: run, through: index))
            frame.drawOutlines(&svg, record: record)
            frame.drawBatch(&svg, record: record)
            frame.drawNumbers(&svg, record: record)
            svg.close("g")
            svg.newline()
        }

        // What each outline is, then the states.
        svg.open("g", ["class": "swatch-legend"])
        svg.element("text", ["x": svgNumber(m), "y": svgNumber(strokesTop), "font-size": "13", "font-weight": "600", "fill": RangePalette.text],
                    text: "Outlines")
        let column = (width - 2 * m) / 2
        for (i, entry) in strokes.enumerated() {
            let x = m + Double(i % 2) * column, y = strokesTop + 8 + Double(i / 2) * 21 + 8
            var sample = entry.stroke
            sample.width = RangeStrokes.sampleWidth
            svg.empty("line", list: [("x1", svgNumber(x)), ("x2", svgNumber(x + 22)), ("y1", svgNumber(y)), ("y2", svgNumber(y))]
                      + sample.attributes)
            svg.element("text", ["x": svgNumber(x + 28), "y": svgNumber(y + 4.5), "font-size": "13", "fill": RangePalette.text],
                        text: entry.name)
        }
        svg.close("g")
        svg.newline()
        frames.first?.drawLegend(&svg)
        svg.close("svg")
        svg.newline()
        return svg.text
    }

    /// A panel's head: the step and offset, then the direction and mode,
    /// then what is unusual (hidden, a memory warning, a batch event).
    static func head(_ record: RangeRecord, axis: ScrollAxis, maxWidth: Double) -> [String] {
        let offset = axis == .vertical ? record.offset.y : record.offset.x
        let parts = ["update \(record.step + 1)", "\(axis == .vertical ? "y" : "x") = \(svgNumber(offset))",
                     "\(record.direction.name), \(record.mode?.name ?? "no mode")"]
        var lines = axis == .horizontal ? [parts.joined(separator: " · ")] : [parts[0]]
        if axis == .vertical {
            for part in parts.dropFirst() { lines += TextEstimate.wrap(part, fontSize: headSize, maxWidth: maxWidth) }
        }
        var flags: [String] = []
        if !record.containerVisible { flags.append("hidden") }
        if record.memoryWarning { flags.append("memory warning") }
        switch record.batch {
        case .willBeginBatchFetch: flags.append("fetch begins")
        case .completeBatchFetching(let n): flags.append("\(n) rows arrive")
        case nil: break
        }
        for flag in flags {
            lines += TextEstimate.wrap(flag, fontSize: headSize, maxWidth: maxWidth)
        }
        return lines
    }

    /// The outlines' legend entries.
    static func strokes(batch: Bool) -> [(name: String, stroke: RangeStroke)] {
        var out: [(name: String, stroke: RangeStroke)] = [
            ("viewport", RangeStrokes.viewport), ("display range", RangeStrokes.display), ("preload range", RangeStrokes.preload),
        ]
        if batch {
            out.append(("batch fetch trigger", RangeStrokes.trigger))
            out.append(("trigger at a fetch event", RangeStrokes.batch))
        }
        return out
    }
}

extension RangeFrame {
    /// One panel of a `RangePanels` drawing: its scene, clip and legend;
    /// no header or labels of its own.
    init(panelOf scenario: RangeScenario, run: RangeRun, scene: RangeScene, clipID: String, legendTop: Double, width: Double) {
        self.scenario = scenario
        self.run = run
        self.scene = scene
        self.width = width
        height = 0
        title = TextBlock(lines: [], y: 0, leading: 0)
        headlineY = 0
        headlineLines = 0
        progressY = 0
        labelsAt = 0
        self.legendTop = legendTop
        areaClipID = clipID
        arrowID = clipID + "-arrow"
    }
}
