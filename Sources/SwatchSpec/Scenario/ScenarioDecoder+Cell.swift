import SwatchGeometry
import SwatchLayout
import SwatchRanges

extension ScenarioDecoder {
    /// Screen scale the cells of `items.cell` are laid out at (SPEC.md's default).
    static let cellScale = 2.0

    /// `items.cell`: one element tree, laid out by the layout engine in
    /// `{"min": [w, 0], "max": [w, "inf"]}` with `w` the width a cell gets
    /// (the table's, a column's, a page's); every item is that size.
    static func cellSize(
        _ value: JSONValue, at path: SpecPath, container: ContainerKind, viewport: Size,
        textMeasurer: (any TextMeasuring)?
    ) throws(SpecError) -> Size {
        let (tree, elements) = try SpecDecoder.decodeElementTree(value, at: path)
        if textMeasurer == nil, !tree.texts.isEmpty,
           let i = tree.elements.firstIndex(where: { if case .text = $0.kind { true } else { false } }) {
            throw SpecError("text nodes need the text engine, and none is available here",
                            path: elements[i].path, location: value.tape.location(of: elements[i].offset))
        }
        let width: Double
        switch container {
        case .table: width = viewport.width
        case .collection(let columns): width = viewport.width / Double(max(1, columns))
        case .pager: return viewport
        }
        let range = SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
        let layout = LayoutEngine.layout(tree, in: range, scale: cellScale, text: textMeasurer)
        let size = layout.size
        guard size.height.isFinite, size.height >= 0, size.height <= ScenarioLimits.maxDimension else {
            throw SpecError("the cell lays out \(JSONWriter.number(size.height)) points tall; a cell must be between 0 and \(JSONWriter.number(ScenarioLimits.maxDimension))",
                            path: path, location: value.location)
        }
        return Size(width: width, height: size.height)
    }
}
