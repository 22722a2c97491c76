import SwatchJSON
import SwatchGeometry
import SwatchKit
import SwatchLayout
import SwatchSVG
import SwatchSpec

extension PlaygroundRequest {
    /// `range` with its width fixed at `width` (the request's, a
    /// variant's), its heights kept.
    static func range(_ range: SizeRange, width: Double) -> SizeRange {
        SizeRange(min: Size(width: width, height: range.min.height), max: Size(width: width, height: range.max.height))
    }

    /// The variants row of a layout spec: for each text size, the tree with
    /// its text at that size, laid out at each width (and the request's
    /// scale), drawn small with each element it warns of marked.
    func variantRow(
        _ decoded: SpecDocument, _ row: PlaygroundVariants, into response: inout PlaygroundResponse, textMeasurer: (any TextMeasuring)?
    ) throws(SpecError) {
        if let problem = row.problem { throw SpecError("the variants row \(problem)", path: nil, location: nil) }
        var document = decoded
        if let scale { document.scale = scale }
        try document.requireText(textMeasurer)
        let tree = document.tree
        var bytes = 0
        for textSize in row.textSizes {
            document.tree = tree.withTextSize(textSize)
            let drawables = document.drawables
            for width in row.widths {
                var variant = document
                variant.sizeRange = PlaygroundRequest.range(document.sizeRange, width: width)
                let layout = variant.layout(text: textMeasurer)
                let warnings = variant.warnings(layout)
                var drawing = LayoutDrawing(idPrefix: idPrefix + "-v" + String(response.variants.count))
                drawing.mark(warnings)
                drawing.showsWarningMarks = true
                let svg = drawing.render(tree: variant.tree, layout: layout, elements: drawables, title: nil)
                bytes += svg.utf8.count
                try AnswerLimits.check(bytes, what: "variants row")
                response.variants.append(PlaygroundResponse.Variant(
                    width: width, textSize: textSize, size: layout.size, svg: svg, warnings: warnings))
            }
        }
    }
}
