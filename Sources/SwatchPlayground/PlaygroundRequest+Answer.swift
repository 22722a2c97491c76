import SwatchGeometry
import SwatchKit
import SwatchLayout
import SwatchRanges
import SwatchSVG
import SwatchSpec

extension PlaygroundRequest {
    /// Lays out, runs or plays the text, whichever kind of document it is.
    /// A document that cannot be used is an answer with its error; so is a
    /// drawing over `AnswerLimits` (a range run is held to it as it runs).
    public func answer(textMeasurer: (any TextMeasuring)?) -> PlaygroundResponse {
        let kind = self.kind ?? DocumentKind.detect(text)
        var response = PlaygroundResponse(kind: kind, scale: scale)
        do throws(SpecError) {
            switch kind {
            case .layout: try layout(try SpecDecoder.decode(text), into: &response, textMeasurer: textMeasurer)
            case .ranges: try ranges(into: &response, textMeasurer: textMeasurer)
            case .transition: try transition(into: &response, textMeasurer: textMeasurer)
            }
            try AnswerLimits.check(response.svg?.utf8.count ?? 0, what: "drawing")
        } catch {
            response.svg = nil
            response.error = error
        }
        return response
    }

    /// A layout spec (or a transition's state) with the request's width and
    /// scale: drawn, its frames listed, its elements outlined.
    func layout(
        _ decoded: SpecDocument, into response: inout PlaygroundResponse, textMeasurer: (any TextMeasuring)?
    ) throws(SpecError) {
        var document = decoded
        if let width {
            let range = document.sizeRange
            document.sizeRange = SizeRange(
                min: Size(width: width, height: range.min.height), max: Size(width: width, height: range.max.height))
        }
        if let scale { document.scale = scale }
        try document.requireText(textMeasurer)
        // Laid out once, for both the drawing and the table.
        let layout = document.layout(text: textMeasurer)
        response.svg = document.svg(layout, drawing: LayoutDrawing(debug: debug, idPrefix: idPrefix))
        response.size = layout.size
        response.sizeWarning = document.sizeWarning(layout)
        response.outline = document.outline()
        let bounds = Rect(origin: Point(x: 0, y: 0), size: layout.size)
        var depth: [Int: Int] = [:]
        for node in layout.frames(in: document.tree) {
            let level = node.parent.map { (depth[$0] ?? 0) + 1 } ?? 0
            depth[node.element] = level
            var row = PlaygroundResponse.FrameRow(
                id: document.elements[node.element].id, depth: level, frame: node.frame,
                overflows: !PlaygroundRequest.contains(bounds, node.frame))
            if let counts = layout.measureCounts {
                row.calculations = counts.calculations[node.element]
                row.cacheHits = counts.cacheHits[node.element]
            }
            response.frames.append(row)
        }
    }

    /// Whether `outer` holds all of `inner` (to a thousandth of a point).
    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        let slack = 0.001
        return inner.origin.x >= outer.origin.x - slack && inner.origin.y >= outer.origin.y - slack
            && inner.origin.x + inner.size.width <= outer.origin.x + outer.size.width + slack
            && inner.origin.y + inner.size.height <= outer.origin.y + outer.size.height + slack
    }

    func ranges(into response: inout PlaygroundResponse, textMeasurer: (any TextMeasuring)?) throws(SpecError) {
        let (scenario, run, cells) = try RangesDocument.runWithCells(text, textMeasurer: textMeasurer, cellFiles: cellFiles)
        let rows = cells.rangeRows
        if run.frames != nil {
            // With frames: the range animation and the frame timeline, one slider for both.
            let pair = RangesRenderer.framesFigure(scenario, run, idPrefix: idPrefix, rows: rows)
            response.svg = pair.ranges + pair.frames
        } else {
            response.svg = RangesRenderer.render(scenario, run, format: .svg, idPrefix: idPrefix, rows: rows)
        }
        response.size = run.contentSize
        for record in run.records.prefix(PlaygroundResponse.maxStepRows) {
            response.steps.append(PlaygroundResponse.StepRow(
                step: record.step, offset: record.offset, direction: record.direction.name,
                mode: record.mode?.name ?? "–", visible: record.states.visible, display: record.states.display,
                preload: record.states.preload, batch: record.batch?.name))
        }
        response.omittedSteps = max(0, run.records.count - PlaygroundResponse.maxStepRows)
    }

    /// Every state laid out and every transition played; or, for a state's
    /// tab, that state laid out as a layout spec.
    func transition(into response: inout PlaygroundResponse, textMeasurer: (any TextMeasuring)?) throws(SpecError) {
        let document = try TransitionDecoder.decode(text)
        response.states = document.states.map { $0.name }
        if let state, state < document.states.count {
            response.state = state
            try layout(document.states[state].document, into: &response, textMeasurer: textMeasurer)
            return
        }
        try document.requireText(textMeasurer)
        let run = document.run(text: textMeasurer)
        response.svg = TransitionDrawing(options: .init(idPrefix: idPrefix, embedsStyle: false)).render(document.scene(run))
        response.size = run.layouts.first?.size
    }
}
