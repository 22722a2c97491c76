import SwatchExport

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

    /// What answers a format: the layout (frames, drawing, tree), or the
    /// code export, which writes the spec alone. The two have separate
    /// renderers, so a program that only lays out (the engine's WebAssembly
    /// module) carries no code export.
    public enum Kind: Equatable, Sendable {
        case laidOut(LaidOut)
        case code(CodeExport.Language)
    }

    /// The formats that lay the spec out.
    public enum LaidOut: Sendable {
        case json, svg, ascii
    }

    public var kind: Kind {
        switch self {
        case .json: .laidOut(.json)
        case .svg: .laidOut(.svg)
        case .ascii: .laidOut(.ascii)
        case .swift: .code(.swift)
        case .objc: .code(.objectiveC)
        }
    }
}
