import SwatchGeometry
import SwatchJSON
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
    /// The parsed text, for the line and column of an element that a later
    /// step (layout without a text engine, say) rejects.
    let source: JSONTape?

    public init(title: String?, sizeRange: SizeRange, scale: Double, tree: LayoutTree, elements: [ElementInfo]) {
        self.init(title: title, sizeRange: sizeRange, scale: scale, tree: tree, elements: elements, source: nil)
    }

    init(title: String?, sizeRange: SizeRange, scale: Double, tree: LayoutTree, elements: [ElementInfo], source: JSONTape?) {
        self.title = title
        self.sizeRange = sizeRange
        self.scale = scale
        self.tree = tree
        self.elements = elements
        self.source = source
    }

    /// `ASTableView`'s cell range for a 375-point table, SPEC.md's default.
    public static let defaultSizeRange = SizeRange(
        min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity))
    public static let defaultScale = 2.0

    /// Where element `index` was written, when the document came from text.
    public func location(ofElement index: Int) -> SourceLocation? {
        source?.location(of: elements[index].offset)
    }
}

/// What is known of an element beyond its layout: its id, where it was
/// written, and how to draw it.
public struct ElementInfo: Hashable, Sendable {
    /// The `id` given, or type + 1-based pre-order index among the written
    /// elements (`node3`); a button's subnodes are `<button id>.titleNode`
    /// and the like.
    public var id: String
    public var hasExplicitID: Bool
    /// The element's `type` as written (`center` stays `center`).
    public var type: ElementType
    /// Where the element was written: its JSON path and its byte offset in
    /// the text (`SpecDocument.location(ofElement:)` gives line and column).
    public var path: SpecPath
    public var offset: Int
    /// A CSS colour to draw a display node with.
    public var color: String?
    /// Display nodes: a corner radius to draw with, and how it is drawn;
    /// image nodes: the image's URL.
    public var cornerRadius: Double?
    public var cornerRoundingType = CornerRoundingType.defaultSlowCALayer
    public var url: String?
    /// A button's image or a default image made by
    /// `as_resizableRoundedImage`: its corner radius.
    public var resizableRoundedImage: Double?
    /// Display nodes: `hitTestSlop` (from the style, kept here rather than in
    /// the layout's style) and `userInteractionEnabled`, for hit testing.
    public var hitTestSlop = Insets.zero
    public var userInteractionEnabled: Bool
    /// `image`, `networkImage` and a button's images: what
    /// `imageModificationBlock` does to the drawing.
    public var imageModification: ImageModification?
    /// `networkImage`: its URL, downloaded size, default image and state.
    public var networkImage: NetworkImageState?
    /// `button`: its layout properties and subnodes.
    public var button: ButtonSettings?
    /// Display nodes: the accessibility keys the spec gives.
    public var accessibility = AccessibilitySettings()
    /// Set on the elements Texture makes for a written one (a button's
    /// layout specs and subnodes): which element and which part.
    public var part: ElementPart?

    public init(
        id: String, hasExplicitID: Bool, type: ElementType, path: SpecPath, offset: Int = 0, color: String? = nil,
        cornerRadius: Double? = nil, url: String? = nil
    ) {
        self.userInteractionEnabled = ElementReadPlan.plan(type).userInteractionByDefault
        self.id = id
        self.hasExplicitID = hasExplicitID
        self.type = type
        self.path = path
        self.offset = offset
        self.color = color
        self.cornerRadius = cornerRadius
        self.url = url
    }
}
