import SwatchGeometry
import SwatchJSON
import SwatchLayout
import SwatchRanges

/// The rows of a range scenario whose items are cells (`items.cell`, or an
/// item's `cell`): each cell's spec and its layout at the container's
/// width, for drawing the real rows. A `cell` written as a string names a
/// layout spec file, whose root is the cell; the readers never open files:
/// whoever reads the scenario (the command line, the server, the site
/// builder) reads the files it names (`ScenarioDecoder.cellFileNames`) and
/// hands their texts over, by name.
public struct ScenarioCells: Sendable {
    /// One laid-out cell (shared, not copied, by every item it is).
    public final class Row: Sendable {
        public let document: SpecDocument
        public let layout: Layout

        init(document: SpecDocument, layout: Layout) {
            self.document = document
            self.layout = layout
        }
    }

    /// The row of every item, when the items are all alike.
    public var uniform: Row?
    /// Per item of a list (nil where an item has only a size).
    public var items: [Row?] = []

    public init() {}

    public var isEmpty: Bool { uniform == nil && !items.contains { $0 != nil } }

    /// The row of item `index`; items a batch fetch appends copy the last.
    public func row(_ index: Int) -> Row? {
        if let uniform { return uniform }
        guard !items.isEmpty else { return nil }
        return items[min(index, items.count - 1)]
    }
}

extension ScenarioDecoder {
    /// The file names a scenario's `cell` keys give, in order (each once),
    /// for the reader of the scenario to read before decoding it.
    public static func cellFileNames(_ value: JSONValue) -> [String] {
        var names: [String] = []
        func add(_ item: JSONValue) {
            guard item.isObject else { return }
            for member in item.members where member.specKey == .cell {
                if let name = member.value.string, !names.contains(name) { names.append(name) }
            }
        }
        for member in value.members where member.specKey == .items {
            if case .array(let entries) = member.value.kind {
                for entry in entries { add(entry) }
            } else {
                add(member.value)
            }
        }
        return names
    }

    /// Screen scale the cells of `items.cell` are laid out at (SPEC.md's default).
    static let cellScale = 2.0

    /// A `cell`: one element tree (inline, or the root of the spec file it
    /// names), laid out by the layout engine in `{"min": [w, 0], "max": [w,
    /// "inf"]}` with `w` the width a cell gets (the table's, a column's, a
    /// page's), or in `range` when a flow layout decided one; its item is
    /// that size.
    static func cell(
        _ value: JSONValue, at path: SpecPath, container: ContainerKind, viewport: Size, range: SizeRange? = nil,
        context: CellContext
    ) throws(SpecError) -> (Size, ScenarioCells.Row) {
        let document: SpecDocument
        if let name = value.string {
            guard let text = context.files[name] else {
                throw SpecError(
                    "the cell file \"\(name)\" is not available here (a cell file is read by swatch ranges, swatch serve and swatch build, next to the scenario; write the cell inline to run it elsewhere)",
                    path: path, location: value.location)
            }
            do throws(SpecError) {
                document = try SpecDecoder.decode(text)
            } catch {
                var place = error.path.map { " at \($0)" } ?? ""
                if let l = error.location { place += " (line \(l.line), column \(l.column))" }
                throw SpecError("the cell file \"\(name)\" cannot be used: \(error.message)\(place)", path: path, location: value.location)
            }
        } else {
            let (tree, elements) = try SpecDecoder.decodeElementTree(value, at: path)
            document = SpecDocument(title: nil, sizeRange: SpecDocument.defaultSizeRange, scale: cellScale, tree: tree, elements: elements)
        }
        if context.textMeasurer == nil, let i = document.firstTextElement {
            if value.string != nil {
                throw SpecError("text nodes need the text engine, and none is available here (the cell file's \(document.elements[i].path))",
                                path: path, location: value.location)
            }
            throw SpecError("text nodes need the text engine, and none is available here",
                            path: document.elements[i].path, location: value.tape.location(of: document.elements[i].offset))
        }
        let width: Double
        switch container {
        case .table: width = viewport.width
        case .collection(let columns): width = viewport.width / Double(max(1, columns))
        case .pager: width = viewport.width
        }
        var laidOut = document
        laidOut.sizeRange = range ?? SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
        laidOut.scale = cellScale
        let layout = LayoutEngine.layout(laidOut.tree, in: laidOut.sizeRange, scale: cellScale, text: context.textMeasurer)
        let row = ScenarioCells.Row(document: laidOut, layout: layout)
        if case .pager = container { return (viewport, row) }
        let size = layout.size
        guard size.height.isFinite, size.height >= 0, size.height <= ScenarioLimits.maxDimension else {
            throw SpecError("the cell lays out \(JSONWriter.number(size.height)) points tall; a cell must be between 0 and \(JSONWriter.number(ScenarioLimits.maxDimension))",
                            path: path, location: value.location)
        }
        guard range != nil else { return (Size(width: width, height: size.height), row) }
        guard size.width.isFinite, size.width >= 0, size.width <= ScenarioLimits.maxDimension else {
            throw SpecError("the cell lays out \(JSONWriter.number(size.width)) points wide; a cell must be between 0 and \(JSONWriter.number(ScenarioLimits.maxDimension))",
                            path: path, location: value.location)
        }
        return (size, row)
    }
}

/// What decoding a scenario's cells needs: the text measurer, the texts of
/// the cell files it names, and where the laid-out rows go.
final class CellContext {
    let textMeasurer: (any TextMeasuring)?
    let files: [String: String]
    var cells = ScenarioCells()

    init(textMeasurer: (any TextMeasuring)?, files: [String: String]) {
        self.textMeasurer = textMeasurer
        self.files = files
    }
}
