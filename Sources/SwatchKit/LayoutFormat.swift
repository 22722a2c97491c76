/// The forms `swatch layout` and `POST /api/layout` can answer in.
public enum LayoutFormat: String, CaseIterable, Sendable {
    /// SPEC.md's frames JSON.
    case json
    /// A standalone SVG drawing.
    case svg
    /// The element tree as text, one line an element.
    case ascii
    /// The spec as an `ASDisplayNode` subclass in Swift.
    case swift
    /// The same class in Objective-C.
    case objc

    public var mediaType: String {
        switch self {
        case .json: "application/json"
        case .svg: "image/svg+xml"
        case .ascii: "text/plain; charset=utf-8"
        case .swift: "text/x-swift; charset=utf-8"
        case .objc: "text/x-objective-c; charset=utf-8"
        }
    }
}
