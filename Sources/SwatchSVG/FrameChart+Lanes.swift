import SwatchGeometry
import SwatchRanges

/// The main-thread lanes (bars against the budget) and the background
/// workers' lanes (tasks at their times).
extension FrameChart {
    /// A column's main-thread work in one model: the most of its frames, and
    /// their late frames.
    struct MainColumn {
        var most = 0.0
        var late = 0
        var lateFrames = 0
    }

    func mainColumns(uikit: Bool) -> [MainColumn] {
        var out = Array(repeating: MainColumn(), count: columns)
        for (k, f) in timeline.frames.enumerated() {
            let m = uikit ? f.uikit : f.texture
            let c = k / stepsPerColumn
            out[c].most = max(out[c].most, m.main)
            out[c].late = max(out[c].late, m.late)
            if m.late > 0 { out[c].lateFrames = out[c].lateFrames.addingReportingOverflow(m.late).partialValue }
        }
        return out
    }

    /// The y of `ms` in a lane's bars (cut at the scale's top).
    func barY(_ ms: Double, _ lane: BarLane) -> Double {
        lane.bottom - min(1, max(0, ms / scaleMax)) * Self.barsHeight
    }

    func drawLaneHeading(_ svg: inout SVGBuilder, _ heading: TextBlock) {
        svg.textBlock(heading, x: Self.margin, ["font-size": svgNumber(Self.laneHeading), "font-weight": "600", "fill": RangePalette.text])
    }

    func drawMainThread(_ svg: inout SVGBuilder, _ lane: BarLane) {
        let p = timeline.parameters
        drawLaneHeading(&svg, lane.heading)
        svg.open("g", ["class": lane.isUIKit ? "swatch-frame-uikit" : "swatch-frame-texture"])
        svg.empty("rect", list: [("x", svgNumber(Self.plotLeft)), ("y", svgNumber(lane.barsTop)), ("width", svgNumber(plotWidth)),
                                 ("height", svgNumber(Self.barsHeight)), ("fill", FramePalette.lane)])

        // Ticks in the gutter: 0, the budget and the frame's length (the
        // frame's only where it does not crowd the budget's).
        var ticks: [(Double, String)] = []
        for value in [0, p.mainThreadBudget, frameLength]
        where ticks.allSatisfy({ abs(barY($0.0, lane) - barY(value, lane)) >= Self.tickSize + 1 }) {
            ticks.append((value, Self.ms(value)))
        }
        for (value, label) in ticks {
            svg.element("text", ["x": svgNumber(Self.plotLeft - 5), "y": svgNumber(barY(value, lane) + 4),
                                 "font-size": svgNumber(Self.tickSize), "text-anchor": "end", "fill": RangePalette.mutedText],
                        text: label)
        }

        let bars = mainColumns(uikit: lane.isUIKit)
        let barWidth = cellWidth >= 4 ? cellWidth * 0.72 : cellWidth
        svg.open("g", ["shape-rendering": "crispEdges"])
        for (c, bar) in bars.enumerated() where bar.most > 0 {
            let top = barY(bar.most, lane)
            let x = columnX(c) + (cellWidth - barWidth) / 2
            let color = bar.late > 0 ? FramePalette.late : FramePalette.onTime
            svg.open("rect", list: [("x", svgNumber(x)), ("y", svgNumber(top)), ("width", svgNumber(barWidth)),
                                    ("height", svgNumber(max(1, lane.bottom - top))), ("fill", color)])
            svg.element("title", text: barTitle(c, bar, uikit: lane.isUIKit))
            svg.close("rect")
            // A bar past the scale is cut: a white notch says so.
            if bar.most > scaleMax, barWidth >= 3 {
                svg.empty("path", list: [("d", "M \(svgNumber(x)) \(svgNumber(top + 5)) l \(svgNumber(barWidth)) -3"),
                                         ("stroke", "#ffffff"), ("stroke-width", "1.5"), ("fill", "none")])
            }
        }
        svg.close("g")

        // The budget (dashed) and the frame's length (dotted), over the bars.
        svg.empty("line", list: [("x1", svgNumber(Self.plotLeft)), ("x2", svgNumber(plotRight)),
                                 ("y1", svgNumber(barY(frameLength, lane))), ("y2", svgNumber(barY(frameLength, lane))),
                                 ("stroke", FramePalette.frameLength), ("stroke-width", "1"), ("stroke-dasharray", "1 2")])
        svg.empty("line", list: [("x1", svgNumber(Self.plotLeft)), ("x2", svgNumber(plotRight)),
                                 ("y1", svgNumber(barY(p.mainThreadBudget, lane))), ("y2", svgNumber(barY(p.mainThreadBudget, lane))),
                                 ("stroke", FramePalette.budget), ("stroke-width", "1.5"), ("stroke-dasharray", "5 3")])

        // Late marks above the bars: "+n" where it fits, else a triangle.
        for (c, bar) in bars.enumerated() where bar.late > 0 {
            let mid = columnX(c) + cellWidth / 2
            let label = "+\(bar.lateFrames)"
            let labelWidth = TextEstimate.width(label, fontSize: 10, bold: true)
            if labelWidth <= cellWidth + 1 {
                svg.element("text", ["x": svgNumber(mid), "y": svgNumber(lane.barsTop - 4), "font-size": "10", "font-weight": "600",
                                     "text-anchor": "middle", "fill": FramePalette.late], text: label)
            } else {
                let half = min(4, max(1, cellWidth / 2))
                svg.empty("path", list: [("d", "M \(svgNumber(mid - half)) \(svgNumber(lane.barsTop - 9)) L \(svgNumber(mid + half)) \(svgNumber(lane.barsTop - 9)) L \(svgNumber(mid)) \(svgNumber(lane.barsTop - 3)) z"),
                                         ("fill", FramePalette.late)])
            }
        }
        svg.close("g")
        svg.newline()
    }

    func barTitle(_ c: Int, _ bar: MainColumn, uikit: Bool) -> String {
        let who = uikit ? "UIKit" : "Texture"
        let many = frames(inColumn: c).count > 1
        var text = "\(framesText(c)), \(who): \(many ? "at most " : "")\(Self.ms(bar.most)) ms on the main thread"
        text += bar.lateFrames == 0 ? ", on time" : ", \(bar.lateFrames) frame\(bar.lateFrames == 1 ? "" : "s") late"
        return text
    }

    // MARK: Workers

    func drawWorkers(_ svg: inout SVGBuilder) {
        let workers = timeline.parameters.backgroundThreads
        drawLaneHeading(&svg, workersHeading)
        svg.open("g", ["class": "swatch-frame-workers"])
        let labelEvery = RangeFrame.numberSpacing(cellLength: workerHeight + workerGap, tagLength: Self.tickSize + 1)
        for w in 0..<workers {
            let top = workerTop(w)
            svg.empty("rect", list: [("x", svgNumber(Self.plotLeft)), ("y", svgNumber(top)), ("width", svgNumber(plotWidth)),
                                     ("height", svgNumber(workerHeight)), ("fill", FramePalette.lane)])
            if (w + 1) % labelEvery == 0 || w == 0 {
                svg.element("text", ["x": svgNumber(Self.plotLeft - 5), "y": svgNumber(top + workerHeight / 2 + 4),
                                     "font-size": svgNumber(Self.tickSize), "text-anchor": "end", "fill": RangePalette.mutedText],
                            text: "\(w + 1)")
            }
        }
        // Tasks wide enough get a rect and a title each; narrower ones run
        // together with their neighbours of the same kind.
        let end = FrameTimeline.start(of: frameCount, length: frameLength)
        var pending: [TaskRun?] = Array(repeating: nil, count: workers)
        svg.open("g", ["shape-rendering": "crispEdges"])
        for task in timeline.tasks where task.end > task.start && task.start < end {
            let x0 = x(time: task.start), x1 = x(time: min(task.end, end))
            let run = TaskRun(task: task, x0: x0, x1: x1)
            if x1 - x0 >= 4 {
                if let open = pending[task.worker] { drawRun(&svg, open) }
                pending[task.worker] = nil
                drawRun(&svg, run)
            } else if var open = pending[task.worker], open.joins(run) {
                open.add(run)
                pending[task.worker] = open
            } else {
                if let open = pending[task.worker] { drawRun(&svg, open) }
                pending[task.worker] = run
            }
        }
        for open in pending { if let open { drawRun(&svg, open) } }
        svg.close("g")
        svg.close("g")
        svg.newline()
    }

    func workerTop(_ w: Int) -> Double {
        workersTop + Double(w) * (workerHeight + workerGap)
    }

    /// Tasks drawn as one rect: a single task, neighbours of one kind too
    /// narrow to draw apart, or, below a pixel each, neighbours of any kind
    /// within two pixels (drawn in the kind that took most of their time).
    struct TaskRun {
        var worker: Int
        var x0: Double, x1: Double
        var start: Double, end: Double
        var first: Int, last: Int
        var count = 1
        /// Milliseconds of measuring, drawing, and drawing thrown away.
        var measure = 0.0, display = 0.0, thrown = 0.0

        init(task: BackgroundTask, x0: Double, x1: Double) {
            worker = task.worker
            self.x0 = x0
            self.x1 = x1
            start = task.start
            end = task.end
            first = task.item
            last = task.item
            let time = task.end - task.start
            if task.kind == .measure { measure = time } else if task.discarded { thrown = time } else { display = time }
        }

        /// What the rect shows.
        var kind: FrameTaskKind { measure >= display + thrown ? .measure : .display }
        var discarded: Bool { kind == .display && thrown > display }
        var isMixed: Bool { [measure, display, thrown].filter { $0 > 0 }.count > 1 }

        func joins(_ other: TaskRun) -> Bool {
            guard other.x0 <= x1 + 0.75 else { return false }
            if other.kind == kind && other.discarded == discarded && !isMixed && !other.isMixed { return true }
            return other.x1 - other.x0 < 1 && x1 - x0 < 2
        }

        mutating func add(_ other: TaskRun) {
            x1 = max(x1, other.x1)
            end = max(end, other.end)
            first = min(first, other.first)
            last = max(last, other.last)
            count += other.count
            measure += other.measure
            display += other.display
            thrown += other.thrown
        }
    }

    func drawRun(_ svg: inout SVGBuilder, _ run: TaskRun) {
        let fill = run.discarded ? "url(#\(thrownID))" : (run.kind == .measure ? FramePalette.measure : FramePalette.display)
        // Single tasks keep a hairline of lane between them.
        let gap = run.count == 1 && run.x1 - run.x0 >= 4 ? 0.75 : 0
        var attributes: [(String, String)] = [
            ("x", svgNumber(run.x0)), ("y", svgNumber(workerTop(run.worker))),
            ("width", svgNumber(max(0.75, run.x1 - run.x0 - gap))), ("height", svgNumber(workerHeight)), ("fill", fill),
        ]
        if run.discarded { attributes += [("stroke", FramePalette.display), ("stroke-width", "0.75")] }
        svg.open("rect", list: attributes)
        svg.element("title", text: runTitle(run))
        svg.close("rect")
    }

    func runTitle(_ run: TaskRun) -> String {
        let what = run.count == 1 ? "item \(run.first): \(run.kind.name)"
            : run.isMixed ? "\(run.count) measures and displays, items \(run.first)–\(run.last)"
            : "\(run.count) \(run.kind.name)s, items \(run.first)–\(run.last)"
        var text = "thread \(run.worker + 1), \(what), \(Self.ms(run.start))–\(Self.ms(run.end)) ms"
        if run.discarded && !run.isMixed { text += ", thrown away: the cell left the display range while it was drawn" }
        return text
    }
}
