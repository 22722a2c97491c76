import SwatchJSON
import SwatchGeometry
import SwatchLayout

/// How warnings and explanations name elements, axes and numbers in words.
struct ElementWords {
    let document: SpecDocument

    /// "`name`" for an element with an id (a display node always has one),
    /// else "the inset at root.children[1]".
    func name(_ i: Int) -> String {
        let info = document.elements[i]
        if let id = id(i) { return "`\(id)`" }
        return "the \(info.type.name) at \(info.path.description)"
    }

    /// The id warnings and explanations report: the one given, a display
    /// node's generated one, a button part's; nil for an anonymous spec.
    func id(_ i: Int) -> String? {
        let info = document.elements[i]
        if info.hasExplicitID || document.tree.elements[i].kind.isDisplayNode || info.part != nil { return info.id }
        return nil
    }

    /// The spec's type as written, or "layout spec" for one Texture makes.
    func typeName(_ i: Int) -> String { document.elements[i].type.name }

    /// A length in points, to a hundredth.
    static func points(_ v: Double) -> String {
        guard v.isFinite else { return v > 0 ? "unbounded" : "undefined" }
        return JSONWriter.number((v * 100).rounded() / 100 + 0)
    }

    /// "wide" or "tall" for an axis (0 width, 1 height).
    static func extent(_ axis: Int) -> String { axis == 0 ? "wide" : "tall" }

    /// "width" or "height".
    static func dimension(_ axis: Int) -> String { axis == 0 ? "width" : "height" }

    /// The component of `size` on `axis`.
    static func on(_ axis: Int, _ size: Size) -> Double { axis == 0 ? size.width : size.height }

    /// A stack's main axis: 0 for a horizontal stack, 1 for a vertical one.
    static func mainAxis(_ options: StackOptions) -> Int { options.direction == .vertical ? 1 : 0 }

    /// "row" or "column": how a stack reads in a sentence.
    static func shape(_ options: StackOptions) -> String { options.direction == .vertical ? "column" : "row" }
}

extension SpecDocument {
    /// The id warnings and explanations give element `i` (`ElementWords.id`):
    /// the one written, a display node's generated one, a button part's;
    /// nil for an anonymous spec.
    public func reportedID(of i: Int) -> String? { ElementWords(document: self).id(i) }
}
