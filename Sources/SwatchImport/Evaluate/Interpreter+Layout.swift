import SwatchSpec

/// The layout methods Texture calls: `layoutSpecThatFits:` and
/// `calculateSizeThatFits:` of a node of the file's classes.
extension Interpreter {
    var layoutMethodName: String { language == .swift ? "layoutSpecThatFits" : "layoutSpecThatFits:" }
    var sizeMethodName: String { language == .swift ? "calculateSizeThatFits" : "calculateSizeThatFits:" }

    /// The `ASSizeRange` a layout method is given.
    mutating func layoutRange() -> Value {
        .sizeRange(sizeRange.minWidth, sizeRange.minHeight, sizeRange.maxWidth, sizeRange.maxHeight)
    }

    /// What the node's `layoutSpecThatFits:` returns, nil when its class has none.
    mutating func ownLayout(of id: ObjectID, className: String) throws(ImportError) -> Value? {
        guard let (method, owner) = program.method(layoutMethodName, labels: nil, in: className) else { return nil }
        let frame = Frame(scope: newScope(0), selfObject: id, className: owner)
        return try invoke(method, arguments: [layoutRange()], frame: frame, at: method.token)
    }

    /// What a node's `calculateSizeThatFits:` answers.
    enum OwnSize {
        /// The same size whatever it is offered (`intrinsicSize`).
        case fixed(Double, Double)
        /// The width offered, and that times a ratio tall (`aspectRatio`).
        case followingWidth(ratio: Double)
    }

    /// What the node's `calculateSizeThatFits:` answers, nil when its class
    /// has none: asked at two widths, a size that follows the width (the
    /// width offered, and a height in proportion) is an aspect ratio; any
    /// other is the size it answers at the size range's width.
    mutating func ownSize(of id: ObjectID, className: String) throws(ImportError) -> OwnSize? {
        guard let (method, owner) = program.method(sizeMethodName, labels: nil, in: className) else { return nil }
        func answer(_ width: Double, _ interpreter: inout Interpreter) throws(ImportError) -> (Double, Double)? {
            let frame = Frame(scope: interpreter.newScope(0), selfObject: id, className: owner)
            let value = try interpreter.invoke(method, arguments: [.size(width, interpreter.sizeRange.maxHeight)], frame: frame, at: method.token)
            switch value {
            case .size(let w, let h) where w.isFinite && h.isFinite && w >= 0 && h >= 0: return (w, h)
            case .unknown(let u): return interpreter.book.size(u.name, fallback: (44, 44), at: u.location)
            default:
                interpreter.warn(
                    "calculateSizeThatFits: returns \(value.described), not a finite size; the node's size is left to Texture",
                    at: interpreter.location(method.token))
                return nil
            }
        }
        guard let (w, h) = try answer(sizeRange.maxWidth, &self) else { return nil }
        let probe = sizeRange.maxWidth.isFinite && sizeRange.maxWidth > 0 ? sizeRange.maxWidth / 2 : 100
        if w > 0, h > 0, w == sizeRange.maxWidth, let (w2, h2) = try answer(probe, &self), w2 == probe, abs(h2 / w2 - h / w) < 1e-9 {
            return .followingWidth(ratio: h / w)
        }
        return .fixed(w, h)
    }
}

/// Blocks Texture calls to draw: an image node's `imageModificationBlock`.
extension Interpreter {
    /// The radius of the rounded rectangle an `imageModificationBlock`
    /// clips its image to (`UIBezierPath(roundedRect: rect, cornerRadius: 8)`
    /// or `[UIBezierPath bezierPathWithRoundedRect:rect cornerRadius:8]`
    /// in it), evaluated where the block was written, in points: the block
    /// draws on a bitmap in pixels (Texture's ASImageNode.mm 492, 543-544),
    /// so the radius is divided by the spec's scale (`8 * ASScreenScale()`
    /// is 8 points); nil when it makes no such path.
    mutating func roundedClipRadius(_ block: ClosureValue) throws(ImportError) -> Double? {
        guard let e = try code.clipRadius(block.source) else { return nil }
        let frame = Frame(scope: newScope(block.scope), selfObject: block.selfObject, className: block.className)
        let radius = try number(try evaluate(e, frame), e, fallback: 8) / SpecDocument.defaultScale
        return radius.isFinite && radius >= 0 ? radius : nil
    }
}
