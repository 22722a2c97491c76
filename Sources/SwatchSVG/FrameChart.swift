import SwatchGeometry
import SwatchRanges

/// The geometry of a frame timeline: where every part goes, computed once.
struct FrameChart {
    static let width = RangeFrame.width
    static let margin = RangeFrame.margin
    /// The plot starts after a gutter for the milliseconds and item numbers.
    static let plotLeft = 58.0
    static let laneHeading = 13.0, laneLeading = 16.0
    static let barsHeight = 70.0
    /// The strip above the bars holding the late marks.
    static let lateStrip = 15.0
    static let laneGap = 20.0
    static let tickSize = 11.0

    let scenario: RangeScenario
    let run: RangeRun
    let timeline: FrameTimeline
    let cursor: FrameCursor?
    let idPrefix: String
    let frameLength: Double
    let frameCount: Int
    let stepsPerColumn: Int
    let columns: Int
    let cellWidth: Double
    var plotWidth: Double { cellWidth * Double(columns) }
    var plotRight: Double { Self.plotLeft + plotWidth }

    let title: TextBlock
    let model: TextBlock
    /// Per cursor step, the lines describing its frame, from `readoutY`; all
    /// reserve the most lines any needs.
    let readouts: [[String]]
    let readoutY: Double
    let summary: TextBlock

    struct BarLane {
        var name: String
        var heading: TextBlock
        var stripTop: Double
        var barsTop: Double
        var isUIKit: Bool
        var bottom: Double { barsTop + FrameChart.barsHeight }
    }

    let uikitLane: BarLane
    let textureLane: BarLane
    /// The milliseconds at the bars' top: bars over it are cut.
    let scaleMax: Double

    let workersHeading: TextBlock
    let workersTop: Double
    let workerHeight: Double
    let workerGap: Double

    let cellsHeading: TextBlock
    let cellsTop: Double
    /// Items drawn (lowest and highest ever visible), rows and items a row.
    let lo: Int, hi: Int
    let itemsPerRow: Int
    let rows: Int
    let rowHeight: Double
    var cellsBottom: Double { cellsTop + Double(rows) * rowHeight }

    let axisY: Double
    let legendTop: Double
    let legendSecondColumn: Double?
    let height: Double

    init(scenario: RangeScenario, run: RangeRun, timeline: FrameTimeline, maxColumns: Int, maxRows: Int,
         cursor: FrameCursor?, idPrefix: String) {
        self.scenario = scenario
        self.run = run
        self.timeline = timeline
        self.idPrefix = idPrefix
        let p = timeline.parameters
        frameLength = p.frameLength
        frameCount = timeline.frames.count
        self.cursor = cursor.map {
            let steps = max(0, min($0.steps, timeline.frames.count))
            return FrameCursor(steps: steps, secondsPerStep: $0.secondsPerStep, still: $0.still.map { max(0, min($0, steps - 1)) })
        }

        let w = Self.width, m = Self.margin
        let maxPlot = w - m - Self.plotLeft
        let columnLimit = max(1, min(maxColumns, Int(maxPlot / 2)))
        stepsPerColumn = max(1, (frameCount + columnLimit - 1) / columnLimit)
        columns = (frameCount + stepsPerColumn - 1) / stepsPerColumn
        cellWidth = max(2, min(48, maxPlot / Double(max(1, columns))))

        // Header.
        let textWidth = w - 2 * m
        title = RangeFrame.titleBlock(Self.title(scenario), width: w)
        model = TextBlock(Self.modelText(p), fontSize: 13, maxWidth: textWidth, y: title.lastBaseline + 22, leading: 16)
        var y = model.lastBaseline + 24
        var readouts: [[String]] = []
        if let cursor = self.cursor {
            for k in 0..<cursor.steps {
                readouts.append(TextEstimate.wrap(Self.readout(timeline.frames[k], count: frameCount, parameters: p),
                                                  fontSize: RangeFrame.textSize, maxWidth: textWidth))
            }
        }
        self.readouts = readouts
        readoutY = y
        let readoutLineCount = readouts.reduce(0) { max($0, $1.count) }
        if readoutLineCount > 0 { y += Double(readoutLineCount) * RangeFrame.textLeading + 6 }
        summary = TextBlock(Self.summaryText(timeline.summary, frames: frameCount), fontSize: 13, maxWidth: textWidth, y: y, leading: 16)
        y = summary.lastBaseline + 28

        // Main thread lanes, one scale for both.
        func lane(_ name: String, uikit: Bool) -> BarLane {
            let heading = Self.heading(name, y: y)
            let stripTop = heading.lastBaseline + 8
            let l = BarLane(name: name, heading: heading, stripTop: stripTop, barsTop: stripTop + Self.lateStrip, isUIKit: uikit)
            y = l.bottom + Self.laneGap + Self.laneHeading
            return l
        }
        uikitLane = lane("Main thread without Texture: each appearing cell measured, drawn and mounted (ms)", uikit: true)
        textureLane = lane("Main thread with Texture: mounting only (ms)", uikit: false)
        scaleMax = max(frameLength, p.mainThreadBudget) * 1.3

        // Background workers.
        workersHeading = Self.heading("Background threads with Texture: measuring and displaying ahead", y: y)
        workersTop = workersHeading.lastBaseline + 8
        let workers = p.backgroundThreads
        workerHeight = max(3, min(16, 96 / Double(workers)))
        workerGap = workers <= 8 ? 3 : 1
        y = workersTop + Double(workers) * (workerHeight + workerGap) + Self.laneGap + Self.laneHeading

        // Visible cells.
        cellsHeading = Self.heading("What the visible cells show with Texture (items down)", y: y)
        cellsTop = cellsHeading.lastBaseline + 8
        var low = Int.max, high = -1
        for r in run.records where !r.states.visible.isEmpty {
            low = min(low, r.states.visible[0])
            high = max(high, r.states.visible[r.states.visible.count - 1])
        }
        if high < 0 { low = 0; high = -1 }
        lo = low
        hi = high
        let span = max(0, hi - lo + 1)
        let rowLimit = max(1, maxRows)
        itemsPerRow = max(1, (span + rowLimit - 1) / rowLimit)
        rows = (span + itemsPerRow - 1) / itemsPerRow
        rowHeight = rows == 0 ? 0 : max(2, min(9, 180 / Double(rows)))
        let cellsHeight = rows == 0 ? 18 : Double(rows) * rowHeight
        axisY = cellsTop + cellsHeight
        legendTop = axisY + 58
        legendSecondColumn = Self.legendColumn(FrameChart.legendEntries(p), width: w)
        let legendRows = Self.legendRows(p, twoColumns: legendSecondColumn != nil)
        height = legendTop + Double(legendRows) * 21 + m
    }

    // MARK: Words

    /// A lane's heading, its first baseline at `y`.
    static func heading(_ text: String, y: Double) -> TextBlock {
        TextBlock(text, fontSize: laneHeading, maxWidth: width - 2 * margin, bold: true, y: y, leading: laneLeading)
    }

    static func title(_ scenario: RangeScenario) -> String {
        (scenario.title ?? "\(scenario.container.name.capitalizedFirst) scroll") + ": frame by frame"
    }

    static func modelText(_ p: FrameParameters) -> String {
        let threads = p.backgroundThreads == 1 ? "1 background thread" : "\(p.backgroundThreads) background threads"
        return "A model, not a measurement: \(ms(p.refreshRate)) Hz (a frame every \(ms(p.frameLength)) ms), "
            + "main-thread budget \(ms(p.mainThreadBudget)) ms, \(threads); a cell costs "
            + "\(cost(p.cost.measure)) to measure, \(cost(p.cost.display)) to display, \(cost(p.cost.mount)) to mount."
    }

    static func cost(_ c: ItemCosts) -> String {
        if let v = c.uniform { return "\(ms(v)) ms" }
        var lo = Double.infinity, hi = -Double.infinity
        for v in c.values {
            lo = min(lo, v)
            hi = max(hi, v)
        }
        return lo == hi ? "\(ms(lo)) ms" : "\(ms(lo))–\(ms(hi)) ms"
    }

    static func summaryText(_ s: FrameSummary, frames: Int) -> String {
        "Over \(frames) frame\(frames == 1 ? "" : "s"): UIKit \(late(s.uikitLateFrames)), Texture \(late(s.textureLateFrames)); "
            + "with Texture a cell showed its placeholder for \(s.placeholderFrames) cell-frame\(s.placeholderFrames == 1 ? "" : "s") "
            + "and nothing for \(s.blankFrames)."
    }

    static func late(_ n: Int) -> String {
        n == 0 ? "never late" : "\(n) frame\(n == 1 ? "" : "s") late in all"
    }

    static func readout(_ f: FrameRecord, count: Int, parameters p: FrameParameters) -> String {
        let start = FrameTimeline.start(of: f.step, length: p.frameLength)
        func main(_ m: MainThreadFrame) -> String {
            let state = m.late == 0 ? "on time" : "\(m.late) frame\(m.late == 1 ? "" : "s") late"
            return "\(ms(m.main)) ms, \(state)"
        }
        var text = "Frame \(f.step) of \(count - 1) (\(ms(start))–\(ms(start + p.frameLength)) ms). "
        text += "UIKit: \(main(f.uikit)). Texture: \(main(f.texture)); "
        text += "\(f.placeholders.count) placeholder\(f.placeholders.count == 1 ? "" : "s"), \(f.blanks.count) blank"
        if f.cancelledDisplays > 0 {
            text += "; \(f.cancelledDisplays) queued display\(f.cancelledDisplays == 1 ? "" : "s") cancelled"
        }
        return text + "."
    }

    /// Milliseconds in labels: at most one decimal (two below 0.1).
    static func ms(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let digits = v != 0 && abs(v) < 0.1 ? 100.0 : 10.0
        let rounded = (v * digits).rounded() / digits
        return svgNumber(rounded)
    }

    // MARK: Mapping

    /// The x of an instant, in ms from the first frame's start.
    func x(time t: Double) -> Double {
        Self.plotLeft + t / frameLength / Double(stepsPerColumn) * cellWidth
    }

    func columnX(_ c: Int) -> Double {
        Self.plotLeft + Double(c) * cellWidth
    }

    func frames(inColumn c: Int) -> Range<Int> {
        (c * stepsPerColumn)..<min(frameCount, (c + 1) * stepsPerColumn)
    }

    func framesText(_ c: Int) -> String {
        let r = frames(inColumn: c)
        return r.count == 1 ? "frame \(r.lowerBound)" : "frames \(r.lowerBound)–\(r.upperBound - 1)"
    }

    // MARK: Document

    var thrownID: String { "\(idPrefix)-frames-thrown" }

    func openDocument(_ svg: inout SVGBuilder) {
        svg.openDrawing(class: "swatch-frame-timeline", width: Self.width, height: height, extra: [
            // For a page's script: which frames a click on the plot picks.
            ("data-plot-left", svgNumber(Self.plotLeft)), ("data-column-width", svgNumber(cellWidth)),
            ("data-frames-per-column", String(stepsPerColumn)), ("data-frames", String(frameCount)),
        ])
        svg.element("title", text: Self.title(scenario))
        svg.newline()
        svg.paper(width: Self.width, height: height)
        svg.open("defs")
        svg.open("pattern", ["id": thrownID, "patternUnits": "userSpaceOnUse", "width": "4", "height": "4",
                             "patternTransform": "rotate(45)"])
        svg.empty("rect", ["x": "0", "y": "0", "width": "4", "height": "4", "fill": "#ffffff"])
        svg.empty("rect", ["x": "0", "y": "0", "width": "2", "height": "4", "fill": FramePalette.display])
        svg.close("pattern")
        svg.close("defs")
        svg.newline()
    }

    func drawHeader(_ svg: inout SVGBuilder) {
        let m = Self.margin
        svg.textBlock(title, x: m, ["font-size": svgNumber(RangeFrame.titleSize), "font-weight": "600", "fill": RangePalette.text])
        svg.textBlock(model, x: m, ["class": "swatch-frame-model", "font-size": "13", "fill": RangePalette.mutedText])
        svg.textBlock(summary, x: m, ["class": "swatch-frame-summary", "font-size": "13", "fill": RangePalette.text])
        svg.newline()
    }

    // MARK: Cursor

    /// The outline of the frame the page shows and the words describing it,
    /// stepped with the same timing as the range animation.
    func drawCursor(_ svg: inout SVGBuilder) {
        guard let cursor, cursor.steps > 0 else { return }
        let n = cursor.steps
        let duration = svgNumber(Double(n) * cursor.secondsPerStep) + "s"
        let keyTimes = (0..<n).map { svgNumber(Double($0) / Double(n)) }.joined(separator: ";")
        func discrete(_ attribute: String, _ values: [String]) -> [(String, String)] {
            [("attributeName", attribute), ("values", values.joined(separator: ";")), ("keyTimes", keyTimes),
             ("calcMode", "discrete"), ("dur", duration), ("repeatCount", "indefinite")]
        }
        // One outline per lane, so the lanes' headings stay clear; the group
        // moves from frame to frame.
        let shifts = (0..<n).map { "\(svgNumber(Double($0 / stepsPerColumn) * cellWidth)) 0" }
        var cursorAttributes = [("class", "swatch-frame-cursor"), ("pointer-events", "none")]
        if let still = cursor.still { cursorAttributes.append(("transform", "translate(\(shifts[still]))")) }
        svg.open("g", list: cursorAttributes)
        if n > 1 && cursor.still == nil { svg.empty("animateTransform", list: [("type", "translate")] + discrete("transform", shifts)) }
        let workersBottom = workerTop(timeline.parameters.backgroundThreads - 1) + workerHeight
        let spans = [(uikitLane.stripTop - 2, uikitLane.bottom + 2), (textureLane.stripTop - 2, textureLane.bottom + 2),
                     (workersTop - 2, workersBottom + 2), (cellsTop - 2, axisY + 2)]
        for (top, bottom) in spans {
            svg.empty("rect", list: [("x", svgNumber(Self.plotLeft - 1)), ("y", svgNumber(top)),
                                     ("width", svgNumber(cellWidth + 2)), ("height", svgNumber(bottom - top)),
                                     ("fill", FramePalette.cursor), ("fill-opacity", "0.07"), ("stroke", FramePalette.cursor),
                                     ("stroke-width", "1.5"), ("rx", "2")])
        }
        svg.close("g")
        svg.newline()
        // Each step's words, a group that may follow later; a still has its one.
        for k in cursor.still.map({ $0...$0 }) ?? 0...(n - 1) {
            svg.updateGroup("swatch-frame-step", step: k, of: n, dataStep: k, duration: duration, still: cursor.still != nil) { svg in
                svg.open("text", ["font-size": svgNumber(RangeFrame.textSize), "fill": RangePalette.text])
                svg.tspans(readouts[k], x: Self.margin, y: readoutY, leading: RangeFrame.textLeading)
                svg.close("text")
            }
            svg.newline()
        }
    }
}
