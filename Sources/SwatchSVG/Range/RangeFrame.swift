import SwatchGeometry
import SwatchRanges

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
    let title: TextBlock
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
    /// The real rows of a scenario whose items are cells.
    var rows: RangeRows?

    init(scenario: RangeScenario, run: RangeRun, idPrefix: String) {
        self.scenario = scenario
        self.run = run
        areaClipID = "\(idPrefix)-range-area"
        arrowID = "\(idPrefix)-arrow"
        let w = Self.width, m = Self.margin
        width = w
        title = Self.titleBlock(Self.title(scenario), width: w)
        headlineY = title.lastBaseline + 22
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
        height = legendTop + Self.legendHeight(nested: run.hasNestedContainers, width: w, sizeRanges: Self.sizeRangeLines(run).count) + 16
    }

    static func title(_ scenario: RangeScenario) -> String {
        scenario.title ?? "\(scenario.container.name.capitalizedFirst) working ranges"
    }

    /// A range drawing's title: `text` wrapped to a drawing `width` wide, set at its top.
    static func titleBlock(_ text: String, width: Double) -> TextBlock {
        TextBlock(text, fontSize: titleSize, maxWidth: width - 2 * margin, bold: true, y: margin + titleSize - 2, leading: titleLeading)
    }

    func caption(step: Int) -> String {
        (scenario.title.map { $0 + ": " } ?? "") + "\(scenario.container.name) range update \(step + 1)"
    }

    func openDocument(_ svg: inout SVGBuilder, title: String) {
        svg.openDrawing(class: "swatch-ranges", width: width, height: height)
        svg.element("title", text: title)
        svg.newline()
        svg.paper(width: width, height: height)
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

    /// A rect element with `extra` attributes after its frame.
    func rectElement(_ svg: inout SVGBuilder, _ r: Rect, _ extra: [(String, String)]) {
        svg.empty("rect", list: rectAttributes(r, extra))
    }
}
