import SwatchGeometry
import SwatchLayout

/// A decoded spec: the element tree the engine lays out, the range and scale
/// it is laid out in, and what drawing needs to know of each element.
public struct SpecDocument: Sendable {
    public var title: String?
    public var sizeRange: SizeRange
    public var scale: Double
    public var tree: LayoutTree
    /// One entry per element of `tree`, same index.
    public var elements: [ElementInfo]

    /// `ASTableView`'s cell range for a 375-point table, SPEC.md's default.
    public static let defaultSizeRange = SizeRange(
        min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity))
    public static let defaultScale = 2.0
}

/// What is known of an element beyond its layout: its id, where it was
/// written, and how to draw it.
public struct ElementInfo: Hashable, Sendable {
    /// The `id` given, or type + 1-based pre-order index (`node3`).
    public var id: String
    public var hasExplicitID: Bool
    /// The element's `type` as written (`center` stays `center`).
    public var type: String
    /// Where the element was written.
    public var path: SpecPath
    public var position: SourcePosition
    /// A CSS colour to draw a display node with.
    public var color: String?
    /// Image nodes: a corner radius to draw with, and the image's URL.
    public var cornerRadius: Double?
    public var url: String?

    /// The line and column of the element's opening brace, worked out when read.
    public var location: SourceLocation { position.location }
}
