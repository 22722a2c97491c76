import SwatchMarkdown

/// Draws the spec of a `swatch` (or `swatch-ranges`) block: spec text in, SVG
/// and the spec's title out. Throws for a spec it cannot draw; the site shows
/// that error in place of the figure.
public struct DemoRenderer: Sendable {
    private let body: @Sendable (String) throws -> DemoFigure

    public init(_ body: @escaping @Sendable (String) throws -> DemoFigure) {
        self.body = body
    }

    public func render(_ spec: String) throws -> DemoFigure {
        try body(spec)
    }
}

/// A drawn demo: inline SVG markup (placed in the page as is) and a caption.
public struct DemoFigure: Hashable, Sendable {
    public var svg: String
    public var title: String?

    public init(svg: String, title: String?) {
        self.svg = svg
        self.title = title
    }
}

extension FenceLanguage {
    /// A layout spec (SPEC.md), inline or `spec=NAME`.
    public static let swatch: FenceLanguage = "swatch"
    /// A range scenario (SPEC.md), inline or `spec=NAME`.
    public static let swatchRanges: FenceLanguage = "swatch-ranges"
}
