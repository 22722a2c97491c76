import SwatchGeometry
import SwatchLayout
import SwatchMarkup
import SwatchRanges
import SwatchSVG
import SwatchSpec

/// What the playground shows beside its editor for one document: the
/// drawing, the line under it, the table (frames of a layout spec, updates of
/// a range scenario), and the error box when the document cannot be used.
///
/// Produced once, here, for every place the playground runs: the server's
/// page (no script needed), `POST /api/playground` (the page's script while
/// it types) and the WebAssembly engine (the same answer with no server).
/// The element ids and classes it writes are the page's contract with its
/// script, listed in `Public/js/playground/README.md`.
public struct PlaygroundView: Sendable {
    /// What the reader chose beside the text.
    public struct Options: Hashable, Sendable {
        /// Replaces the spec's size range width (points), keeping its heights.
        public var width: Double?
        /// Replaces the spec's scale (1, 2 or 3 points per pixel...).
        public var scale: Double?
        /// Every layout spec's frame outlined and labelled.
        public var debug: Bool
        /// A transition document's state (from 0) drawn still, for its tab;
        /// nil plays the transitions.
        public var state: Int?
        /// Prefix of the ids the drawing defines.
        public var idPrefix: String

        public init(width: Double? = nil, scale: Double? = nil, debug: Bool = false, state: Int? = nil, idPrefix: String = "pg") {
            self.width = width
            self.scale = scale
            self.debug = debug
            self.state = state
            self.idPrefix = idPrefix
        }

        /// Widths the width control offers: 1 to 4096 points.
        public static let widthLimits = 1.0...4096.0
        /// Scales the scale switch offers.
        public static let scales: [Double] = [1, 2, 3]

        /// Options from `width=375&scale=2&debug=1` (the API's query and the
        /// WebAssembly command's format): unknown names and values out of
        /// range are left out, as a form's would be.
        public init(query: String) {
            self.init()
            for item in query.split(separator: "&") {
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0])
                let value = parts.count > 1 ? String(parts[1]) : ""
                switch name {
                case "width": width = Options.width(value)
                case "scale":
                    if let number = Double(value), Options.scales.contains(number) { scale = number }
                case "debug": debug = value == "1" || value == "true"
                case "state":
                    if let number = Int(value), number >= 0, number < 64 { state = number }
                default: break
                }
            }
        }

        /// A width from a form or query value, or nil for the spec's own.
        public static func width(_ value: String?) -> Double? {
            guard let value, let number = Double(value), number.isFinite, widthLimits.contains(number) else { return nil }
            return number
        }
    }

    /// A row of the frames table.
    public struct FrameRow: Sendable, Equatable {
        public let id: String
        public let depth: Int
        public let frame: Rect
        /// Whether part of the frame lies outside the root's bounds (drawn dimmed).
        public let overflows: Bool
        /// How often it was measured (`MeasureCounts`), when counted.
        public var calculations: UInt32? = nil
        public var cacheHits: UInt32? = nil
    }

    /// A row of the updates table.
    public struct StepRow: Sendable, Equatable {
        public let step: Int
        public let offset: Point
        public let direction: String
        public let mode: String
        public let visible: [Int]
        public let display: [Int]
        public let preload: [Int]
        public let batch: String?
    }

    public var kind: DocumentKind
    public var options: Options
    public var svg: String?
    public var size: Size?
    public var frames: [FrameRow] = []
    public var steps: [StepRow] = []
    /// Records not listed in `steps` (long runs list their first ones).
    public var omittedSteps = 0
    public var error: SpecError?
    /// The transition document's state drawn still (its tab), by name.
    public var stateName: String?
    /// A size Texture lays out as 0 x 0 (`SpecDocument.sizeWarning`).
    public var sizeWarning: String?

    /// Most update records listed in the table.
    public static let maxStepRows = 300

    init(kind: DocumentKind, options: Options) {
        self.kind = kind
        self.options = options
    }

    /// Lays out, runs or plays `text`, whichever kind of document it is.
    public static func evaluate(
        _ text: String, options: Options = Options(), textMeasurer: (any TextMeasuring)?,
        cellFiles: [String: String] = [:]
    ) -> PlaygroundView {
        let kind = DocumentKind.detect(text)
        var view = PlaygroundView(kind: kind, options: options)
        do throws(SpecError) {
            switch kind {
            case .layout: try view.layout(text, textMeasurer: textMeasurer)
            case .ranges: try view.ranges(text, textMeasurer: textMeasurer, cellFiles: cellFiles)
            case .transition: try view.transition(text, textMeasurer: textMeasurer)
            }
        } catch {
            view.error = error
        }
        return view
    }

    mutating func layout(_ text: String, textMeasurer: (any TextMeasuring)?) throws(SpecError) {
        try layout(try SpecDecoder.decode(text), textMeasurer: textMeasurer)
    }

    mutating func layout(_ decoded: SpecDocument, textMeasurer: (any TextMeasuring)?) throws(SpecError) {
        var document = decoded
        if let width = options.width {
            let range = document.sizeRange
            document.sizeRange = SizeRange(
                min: Size(width: width, height: range.min.height), max: Size(width: width, height: range.max.height))
        }
        if let scale = options.scale { document.scale = scale }
        try document.requireText(textMeasurer)
        // Laid out once, for both the drawing and the table.
        let layout = document.layout(text: textMeasurer)
        svg = LayoutDrawing(debug: options.debug, idPrefix: options.idPrefix).render(
            tree: document.tree, layout: layout, elements: document.drawables, title: document.title,
            touch: document.touch(layout).areas)
        size = layout.size
        sizeWarning = document.sizeWarning(layout)
        let bounds = Rect(origin: Point(x: 0, y: 0), size: layout.size)
        var depth: [Int: Int] = [:]
        for node in layout.frames(in: document.tree) {
            let level = node.parent.map { (depth[$0] ?? 0) + 1 } ?? 0
            depth[node.element] = level
            var row = FrameRow(
                id: document.elements[node.element].id, depth: level, frame: node.frame,
                overflows: !PlaygroundView.contains(bounds, node.frame))
            if let counts = layout.measureCounts {
                row.calculations = counts.calculations[node.element]
                row.cacheHits = counts.cacheHits[node.element]
            }
            frames.append(row)
        }
    }

    /// Whether `outer` holds all of `inner` (to a thousandth of a point).
    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        let slack = 0.001
        return inner.origin.x >= outer.origin.x - slack && inner.origin.y >= outer.origin.y - slack
            && inner.origin.x + inner.size.width <= outer.origin.x + outer.size.width + slack
            && inner.origin.y + inner.size.height <= outer.origin.y + outer.size.height + slack
    }

    mutating func ranges(_ text: String, textMeasurer: (any TextMeasuring)?, cellFiles: [String: String]) throws(SpecError) {
        let (scenario, run, cells) = try RangesDocument.runWithCells(text, textMeasurer: textMeasurer, cellFiles: cellFiles)
        let rows = cells.rangeRows
        if run.frames != nil {
            // With frames: the range animation and the frame timeline, one slider for both.
            let pair = RangesRenderer.framesFigure(scenario, run, idPrefix: options.idPrefix, rows: rows)
            svg = pair.ranges + pair.frames
        } else {
            svg = RangesRenderer.render(scenario, run, format: .svg, idPrefix: options.idPrefix, rows: rows)
        }
        size = run.contentSize
        for record in run.records.prefix(PlaygroundView.maxStepRows) {
            steps.append(StepRow(
                step: record.step, offset: record.offset, direction: record.direction.name,
                mode: record.mode?.name ?? "–", visible: record.states.visible, display: record.states.display,
                preload: record.states.preload, batch: record.batch?.name))
        }
        omittedSteps = max(0, run.records.count - PlaygroundView.maxStepRows)
    }

    /// Every state laid out and every transition played; or, for a state's
    /// tab, that state laid out as a layout spec.
    mutating func transition(_ text: String, textMeasurer: (any TextMeasuring)?) throws(SpecError) {
        let document = try TransitionDecoder.decode(text)
        if let state = options.state, state < document.states.count {
            stateName = document.states[state].name
            try layout(document.states[state].document, textMeasurer: textMeasurer)
            return
        }
        try document.requireText(textMeasurer)
        let run = document.run(text: textMeasurer)
        svg = TransitionDrawing(options: .init(idPrefix: options.idPrefix, embedsStyle: false)).render(document.scene(run))
        size = run.layouts.first?.size
    }
}
