import SwatchGeometry
import SwatchJSON
import SwatchKit
import SwatchLayout
import SwatchSVG
import SwatchSpec

extension PlaygroundRequest {
    /// The answer for a layout spec.
    public func layoutAnswer(textMeasurer: (any TextMeasuring)?) -> PlaygroundResponse {
        answer(.layout) { response throws(SpecError) in
            let document = try SpecDecoder.decode(text)
            if let variants { return try variantRow(document, variants, into: &response, textMeasurer: textMeasurer) }
            try layout(document, into: &response, textMeasurer: textMeasurer, explaining: explained)
        }
    }

    /// The selected element's explanation (`explain`) in the answer, its
    /// stack's arithmetic drawn over the figure: a layout spec's, not a
    /// transition state's (so the transitions module does without it).
    func explained(
        _ document: SpecDocument, _ layout: Layout, _ warnings: [LayoutWarning], _ drawing: inout LayoutDrawing,
        _ response: inout PlaygroundResponse
    ) {
        guard let explain, let element = document.elements.firstIndex(where: { $0.path.description == explain }) else { return }
        let stack = document.arithmeticStack(of: element)
        response.explanation = PlaygroundExplanation.of(element, in: document, layout, warnings: warnings, stack: stack)
        drawing.arithmetic = document.stackArithmetic(layout, selected: element)
    }

    /// A layout spec (or a transition's state) with the request's width and
    /// scale: drawn, its frames listed, its elements outlined; `explaining`
    /// adds what the page asked to have explained.
    func layout(
        _ decoded: SpecDocument, into response: inout PlaygroundResponse, textMeasurer: (any TextMeasuring)?,
        explaining: (SpecDocument, Layout, [LayoutWarning], inout LayoutDrawing, inout PlaygroundResponse) -> Void = { _, _, _, _, _ in }
    ) throws(SpecError) {
        var document = decoded
        if let width { document.sizeRange = PlaygroundRequest.range(document.sizeRange, width: width) }
        if let scale { document.scale = scale }
        try document.requireText(textMeasurer)
        // Laid out once, for both the drawing and the table.
        let layout = document.layout(text: textMeasurer)
        let warnings = document.warnings(layout)
        var drawing = LayoutDrawing(debug: debug, idPrefix: idPrefix)
        drawing.showsAccessibility = accessibility
        explaining(document, layout, warnings, &drawing, &response)
        drawing.mark(warnings)
        response.svg = document.svg(layout, drawing: drawing)
        response.size = layout.size
        response.sizeWarning = document.sizeWarning(layout)
        response.outline = document.outline()
        response.warnings = PlaygroundWarning.placed(warnings, outline: response.outline, text: text)
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
}

extension LayoutDrawing {
    /// Each warning outlined on its element, its message the outline's title.
    mutating func mark(_ warnings: [LayoutWarning]) {
        for warning in warnings { markWarning(on: warning.element, warning.message) }
    }
}
