import SwatchGeometry
import SwatchRanges

/// An animated SVG stepping through every range update in pure SMIL (no
/// script): the content scrolls past a fixed viewport, cells change colour
/// as their states change, the range rects move and flip with the scroll
/// direction, and a counter names the step.
public struct RangeAnimation: MarkedRunDrawing, Sendable {
    /// Seconds each update stays on screen.
    public var secondsPerStep: Double
    /// Most updates animated; longer runs show their first ones.
    public var maxSteps: Int
    /// Most cells drawn; runs that would draw more animate fewer updates.
    public var maxCells: Int
    /// Prefix of the ids the drawing defines, unique per page.
    public var idPrefix: String
    /// The real rows, when the scenario's items are cells.
    public var rows: RangeRows?

    public init(secondsPerStep: Double = 0.8, maxSteps: Int = 400, maxCells: Int = 2_500, idPrefix: String = "swatch") {
        self.secondsPerStep = secondsPerStep
        self.maxSteps = maxSteps
        self.maxCells = maxCells
        self.idPrefix = idPrefix
    }

    /// The animation, its updates' groups marked as groups that may follow
    /// later (`SVGLaterGroup`: a page can show the update in view first).
    public func marked(scenario: RangeScenario, run: RangeRun) -> MarkedSVG {
        write(scenario: scenario, run: run, still: nil)
    }

    /// The animation as it shows its update `step` (from 0, among the
    /// updates animated; clamped to them), not animated: the same picture
    /// with only what that update shows (the cells in its window, its
    /// labels), for a page to show while the whole animation is made.
    public func still(scenario: RangeScenario, run: RangeRun, step: Int) -> String {
        write(scenario: scenario, run: run, still: step).text
    }

    func write(scenario: RangeScenario, run: RangeRun, still: Int?) -> MarkedSVG {
        var frame = RangeFrame(scenario: scenario, run: run, idPrefix: idPrefix)
        frame.rows = rows
        let scene = frame.scene
        var svg = SVGBuilder()
        let documentTitle = (scenario.title.map { $0 + ": " } ?? "") + "\(scenario.container.name) range updates, animated"
        guard !run.records.isEmpty else {
            frame.openDocument(&svg, title: documentTitle)
            svg.close("svg")
            return MarkedSVG(svg)
        }

        let (animated, allItems) = selection(scene: scene, run: run)
        let n = animated.count
        // The updates whose values are written: every one animated, or the one still.
        let shownAt = still.map { max(0, min($0, n - 1)) }
        let steps = shownAt.map { [animated[$0]] } ?? animated
        // A still draws only what its update shows: the cells in its window.
        var items = allItems
        if let first = steps.first, shownAt != nil {
            let record = run.records[first]
            let window = Set(scene.itemsInWindow(camera: scene.camera(record), count: record.itemCount))
            items = allItems.filter { window.contains($0) }
        }
        // A line under the legend says when the animation stops short.
        if n < run.records.count { frame.height += 20 }
        frame.openDocument(&svg, title: documentTitle)
        frame.drawTitle(&svg)
        frame.drawProgressTrack(&svg)
        let duration = svgNumber(Double(n) * secondsPerStep) + "s"
        let keyTimes = (0..<n).map { svgNumber(Double($0) / Double(n)) }.joined(separator: ";")

        func discrete(_ attribute: String, _ values: [String]) -> [(String, String)] {
            [("attributeName", attribute), ("values", values.joined(separator: ";")), ("keyTimes", keyTimes),
             ("calcMode", "discrete"), ("dur", duration), ("repeatCount", "indefinite")]
        }

        // The scrolling content: cells, outlines and the trigger line in
        // world position, moved by the camera.
        svg.open("g", ["clip-path": "url(#\(frame.areaClipID))"])
        let shift = steps.map { -scene.camera(run.records[$0]) * scene.scale }
        let translate = { (v: Double) -> String in
            scene.axis == .vertical ? "0 \(svgNumber(v))" : "\(svgNumber(v)) 0"
        }
        svg.open("g", list: [("transform", "translate(\(translate(shift[0])))")])
        if Set(shift).count > 1 {
            svg.empty("animateTransform", list: [("type", "translate")] + discrete("transform", shift.map(translate)))
        }
        svg.newline()

        // Content extent.
        let extents = steps.map { scene.screen(frame.extent(itemCount: run.records[$0].itemCount), camera: 0) }
        svg.open("rect", list: rectAttributes(extents[0], frame.extentStyle))
        animateSpan(&svg, values: extents, discrete: discrete)
        svg.close("rect")
        svg.newline()

        // Cells, each with its fill per step.
        var nested: [Int: StateLists] = [:]
        var nestedHistory: [[Int: StateLists]] = []
        if run.hasNestedContainers {
            var cursor = 0
            for index in steps {
                while cursor <= index {
                    for record in run.records[cursor].nested { nested[record.item] = record.states }
                    cursor += 1
                }
                nestedHistory.append(nested)
            }
        }
        for item in items {
            let r = scene.screen(run.finalLayout.frame(of: item), camera: 0)
            // Cells a batch fetch has not inserted yet are hidden (a "none"
            // paint does not animate reliably, visibility does).
            let exists = steps.map { item < run.records[$0].itemCount ? "visible" : "hidden" }
            let fills = steps.map { index -> String in
                let record = run.records[index]
                return RangePalette.fill(item < record.itemCount ? record.states.state(of: item) : .none)
            }
            svg.open("g", list: [("visibility", exists[0])])
            if Set(exists).count > 1 { svg.empty("animate", list: discrete("visibility", exists)) }
            svg.open("rect", list: rectAttributes(frame.cellRect(r), [("class", "swatch-cell"), ("data-item", String(item)), ("fill", fills[0]), ("rx", "2")]))
            svg.element("title", text: "item \(item)")
            if Set(fills).count > 1 { svg.empty("animate", list: discrete("fill", fills)) }
            svg.close("rect")
            frame.drawRow(&svg, item: item, rect: frame.cellRect(r))
            if let spec = scenario.items.item(item)?.nested {
                drawNested(&svg, spec: spec, item: item, rect: r, history: nestedHistory, discrete: discrete)
            }
            svg.close("g")
            svg.newline()
        }

        // Outlines: position and size per step, hidden while null.
        let outlineSets = steps.map { frame.outlines(run.records[$0]) }
        for k in outlineSets[0].indices {
            let outline = outlineSets[0][k]
            let rects: [Rect?] = outlineSets.map { set in set[k].rect.map { frame.outlineRect(set[k], $0, camera: 0) } }
            let fallback = rects.compactMap { $0 }.first ?? Rect(x: 0, y: 0, width: 0, height: 0)
            svg.open("rect", list: rectAttributes(rects[0] ?? fallback, frame.outlineStyle(outline)
                                                  + [("visibility", rects[0] == nil ? "hidden" : "visible")]))
            animateSpan(&svg, values: rects.map { $0 ?? fallback }, discrete: discrete)
            let shown = rects.map { $0 == nil ? "hidden" : "visible" }
            if Set(shown).count > 1 { svg.empty("animate", list: discrete("visibility", shown)) }
            svg.close("rect")
            svg.newline()
        }

        // The batch trigger line (its colour marks the records that fetch).
        if scenario.batchFetching != nil {
            let positions = steps.map { frame.triggerPosition(itemCount: run.records[$0].itemCount) ?? 0 }
            let drawn = positions.map { scene.screenAlong($0, camera: 0) }
            let colors = steps.map { frame.batchStroke(run.records[$0]).color }
            svg.open("line", list: frame.batchLine(at: drawn[0], stroke: frame.batchStroke(run.records[steps[0]])))
            if Set(drawn).count > 1 {
                let along = scene.axis == .vertical ? ("y1", "y2") : ("x1", "x2")
                svg.empty("animate", list: discrete(along.0, drawn.map(svgNumber)))
                svg.empty("animate", list: discrete(along.1, drawn.map(svgNumber)))
            }
            if Set(colors).count > 1 { svg.empty("animate", list: discrete("stroke", colors)) }
            svg.close("line")
            svg.newline()
        }
        // Numbers over the outlines and the trigger line.
        for item in items {
            let r = scene.screen(run.finalLayout.frame(of: item), camera: 0)
            guard frame.itemNumber(item, rect: r) != nil else { continue }
            let exists = steps.map { item < run.records[$0].itemCount ? "visible" : "hidden" }
            svg.open("g", list: [("visibility", exists[0])])
            if Set(exists).count > 1 { svg.empty("animate", list: discrete("visibility", exists)) }
            frame.drawIndex(&svg, item: item, rect: r)
            svg.close("g")
        }
        svg.newline()
        svg.close("g")
        svg.close("g")
        svg.newline()

        // Per step: the counter, labels, direction and batch badge, each a
        // group that may follow later.
        for (k, index) in steps.enumerated() {
            let record = run.records[index]
            svg.updateGroup("swatch-step", step: shownAt ?? k, of: n, dataStep: record.step, duration: duration, still: shownAt != nil) { svg in
                frame.drawHeadline(&svg, record: record, count: run.records.count)
                frame.drawLabels(&svg, frame.labels(record))
                frame.drawDirection(&svg, record: record)
            }
            svg.newline()
        }
        if n < run.records.count {
            svg.element("text", ["x": svgNumber(RangeFrame.margin), "y": svgNumber(frame.height - 18), "font-size": "13", "fill": RangePalette.mutedText],
                        text: "animating the first \(n) of \(run.records.count) updates")
        }
        frame.drawLegend(&svg)
        drawProgress(&svg, frame: frame, steps: n, duration: duration, still: shownAt)
        svg.close("svg")
        svg.newline()
        return MarkedSVG(svg)
    }

    /// Which updates (a prefix of the run) and cells to animate: at most
    /// `maxSteps` updates, and no more than fit `maxCells` cells.
    func selection(scene: RangeScene, run: RangeRun) -> (steps: [Int], items: [Int]) {
        var steps: [Int] = []
        var cells = Set<Int>()
        for index in run.records.indices.prefix(maxSteps) {
            let record = run.records[index]
            let window = scene.itemsInWindow(camera: scene.camera(record), count: record.itemCount)
            if cells.count + window.count > maxCells, !steps.isEmpty {
                let fresh = window.filter { !cells.contains($0) }.count
                if cells.count + fresh > maxCells { break }
            }
            cells.formUnion(window)
            steps.append(index)
        }
        return (steps, cells.sorted())
    }

    /// How many updates, from the first, the animation of `run` steps
    /// through: a drawing following it (the frame timeline's cursor) steps
    /// through the same ones at the same pace.
    public func animatedStepCount(scenario: RangeScenario, run: RangeRun) -> Int {
        guard !run.records.isEmpty else { return 0 }
        var frame = RangeFrame(scenario: scenario, run: run, idPrefix: idPrefix)
        frame.rows = rows
        return selection(scene: frame.scene, run: run).steps.count
    }

    /// Animates a rect's position and length along the scroll axis.
    func animateSpan(_ svg: inout SVGBuilder, values: [Rect], discrete: (String, [String]) -> [(String, String)]) {
        let starts = values.map { $0.minY }, lengths = values.map { $0.size.height }
        let xs = values.map { $0.minX }, widths = values.map { $0.size.width }
        if Set(starts).count > 1 { svg.empty("animate", list: discrete("y", starts.map(svgNumber))) }
        if Set(lengths).count > 1 { svg.empty("animate", list: discrete("height", lengths.map(svgNumber))) }
        if Set(xs).count > 1 { svg.empty("animate", list: discrete("x", xs.map(svgNumber))) }
        if Set(widths).count > 1 { svg.empty("animate", list: discrete("width", widths.map(svgNumber))) }
    }

    func drawNested(_ svg: inout SVGBuilder, spec: NestedContainerSpec, item: Int, rect r: Rect,
                    history: [[Int: StateLists]], discrete: (String, [String]) -> [(String, String)]) {
        guard !history.isEmpty else { return }
        for (i, box) in RangeFrame.nestedBoxes(count: spec.items.count, in: r).enumerated() {
            let fills = history.map { RangePalette.fill(($0[item] ?? StateLists()).state(of: i)) }
            svg.open("rect", list: rectAttributes(box, [("fill", fills[0]), ("stroke", "#ffffff"), ("stroke-width", "1.5"), ("rx", "1.5")]))
            if Set(fills).count > 1 { svg.empty("animate", list: discrete("fill", fills)) }
            svg.close("rect")
        }
    }

    /// The bar under the header filling up as the steps go by (or, still,
    /// as far as update `still`).
    func drawProgress(_ svg: inout SVGBuilder, frame: RangeFrame, steps: Int, duration: String, still: Int?) {
        guard steps > 1 else {
            frame.drawProgressBar(&svg, fraction: 1)
            return
        }
        let track = frame.progressRect
        let widths = (0..<steps).map { svgNumber(track.size.width * Double($0 + 1) / Double(steps)) }
        let keyTimes = (0..<steps).map { svgNumber(Double($0) / Double(steps)) }.joined(separator: ";")
        svg.open("rect", list: [("class", "swatch-progress"), ("x", svgNumber(track.minX)), ("y", svgNumber(track.minY)), ("width", widths[still ?? 0]),
                                ("height", svgNumber(track.size.height)), ("rx", "2.5"), ("fill", RangePalette.text)])
        if still == nil {
            svg.empty("animate", list: [("attributeName", "width"), ("values", widths.joined(separator: ";")), ("keyTimes", keyTimes),
                                        ("calcMode", "discrete"), ("dur", duration), ("repeatCount", "indefinite")])
        }
        svg.close("rect")
    }
}
