/// What a layout drawing needs to know of one element besides its frame.
public struct DrawableElement: Sendable {
    /// What the element's content is, once displayed.
    public enum Content: Sendable {
        /// A layout spec: nothing of its own to draw.
        case spec
        /// A display node showing its background colour.
        case node
        /// An image node: a picture (the URL is kept for the title only: demos
        /// draw without loading anything).
        case image(url: String?)
        /// A text node: its lines (from the layout) set in the bundled sans.
        case text(fontSize: Double, bold: Bool)
    }

    public var id: String
    public var type: String
    /// Shown with --debug: the type, with the id when one was given.
    public var label: String
    public var color: String?
    public var cornerRadius: Double?
    public var content: Content
    /// The node's own `userInteractionEnabled` (a page's touch test explains
    /// a tap that passes through it).
    public var userInteractionEnabled: Bool

    public init(
        id: String, type: String, label: String? = nil, color: String? = nil, cornerRadius: Double? = nil,
        content: Content = .node, userInteractionEnabled: Bool = true
    ) {
        self.id = id
        self.type = type
        self.label = label ?? type
        self.color = color
        self.cornerRadius = cornerRadius
        self.content = content
        self.userInteractionEnabled = userInteractionEnabled
    }
}
