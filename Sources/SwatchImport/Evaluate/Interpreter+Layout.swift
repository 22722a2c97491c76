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

    /// What the node's `calculateSizeThatFits:` returns, nil when its class has none.
    mutating func ownSize(of id: ObjectID, className: String) throws(ImportError) -> Value? {
        guard let (method, owner) = program.method(sizeMethodName, labels: nil, in: className) else { return nil }
        let frame = Frame(scope: newScope(0), selfObject: id, className: owner)
        let value = try invoke(method, arguments: [.size(sizeRange.maxWidth, sizeRange.maxHeight)], frame: frame, at: method.token)
        switch value {
        case .size(let w, let h) where w.isFinite && h.isFinite && w >= 0 && h >= 0: return value
        case .unknown(let u):
            let (w, h) = book.size(u.name, fallback: (44, 44), at: u.location)
            return .size(w, h)
        default:
            warn("calculateSizeThatFits: returns \(value.described), not a finite size; the node's size is left to Texture", at: location(method.token))
            return nil
        }
    }
}
