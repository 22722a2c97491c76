import SwatchJSON
import SwatchLayout
import SwatchSpec

/// Why the selected element has its size, as the playground's inspector
/// shows it ("Why this size"): what `swatch explain --path P` says of that
/// element, in words (its header and sentences) and in numbers (its member
/// of `--format json`'s `elements`), and which stack's arithmetic the
/// drawing shows for it (`LayoutDrawing.arithmetic`).
public struct PlaygroundExplanation: Sendable, Equatable {
    /// The element's JSON path, as the request named it.
    public var path: String
    /// `root.children[1]: text `name`, 248 x 41.5`.
    public var title: String
    /// What asked it for what, what it answered, how often it was
    /// calculated, a stack's arithmetic (`Explanation.sentences(of:)`).
    public var sentences: [String]
    /// Its numbers (`Explanation.json(ofElement:)`); nil when the layout
    /// kept no records to explain it with.
    public var numbers: String?
    /// The path of the stack whose arithmetic the drawing shows: the
    /// element's own, or its parent's; nil for neither.
    public var stack: String?

    /// The explanation of element `i` of `document` laid out as `layout`
    /// (whose `warnings` are known); a layout too large to record is
    /// explained by that error.
    static func of(_ i: Int, in document: SpecDocument, _ layout: Layout, warnings: [LayoutWarning], stack: Int?) -> PlaygroundExplanation {
        let path = document.elements[i].path.description
        let stackPath = stack.map { document.elements[$0].path.description }
        do throws(SpecError) {
            let explanation = try document.explain(layout, from: i, warnings: warnings)
            return PlaygroundExplanation(
                path: path, title: explanation.header(of: i), sentences: explanation.sentences(of: i),
                numbers: explanation.json(ofElement: i), stack: stackPath)
        } catch {
            return PlaygroundExplanation(path: path, title: path, sentences: [error.message], numbers: nil, stack: stackPath)
        }
    }

    /// `{"path", "title", "sentences", "numbers", "stack"}` into `out`.
    func write(into out: inout JSONByteWriter) {
        out.append("{\"path\":")
        out.append(string: path)
        out.append(",\"title\":")
        out.append(string: title)
        out.append(",\"sentences\":")
        out.append(strings: sentences)
        out.append(",\"numbers\":")
        if let numbers { out.append(raw: numbers) } else { out.append("null") }
        out.append(",\"stack\":")
        if let stack { out.append(string: stack) } else { out.append("null") }
        out.append("}")
    }
}
