import SwatchGeometry

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
        /// An `ASNetworkImageNode` whose download has not arrived and that
        /// has no default image: its placeholder and a loading mark.
        case pendingImage(url: String)
        /// A custom node whose `calculateSizeThatFits:` follows its width
        /// (a chart): a chart drawn to its frame.
        case chart
        /// A control (`ASButtonNode`): its colour; its subnodes draw the rest.
        case button
    }

    /// How a node's `cornerRadius` is drawn (`ASCornerRoundingType`).
    public enum CornerRounding: Hashable, Sendable {
        /// The layer rounds its background and, for an image (which clips
        /// to its bounds), its picture.
        case layer
        /// Rounded in the node's own drawing, the corners painted in its
        /// colour: an image's or a chart's; a node that draws nothing keeps
        /// square corners.
        case precomposited
        /// Four corners painted in the node's colour over it and its subnodes.
        case clipping
    }

    /// How an image's content is drawn (see `Content.image`).
    public struct ImageDrawing: Hashable, Sendable {
        /// The image's own size: it is scaled to fill the node's bounds
        /// (`UIViewContentModeScaleAspectFill`, ASImageNode's default) and
        /// cropped to them; nil or 0 x 0 fills the bounds.
        public var size: Size?
        /// `UIViewContentModeScaleToFill` (a button's background image).
        public var stretches = false
        /// An asset of one colour rather than a photo (a button's
        /// background): drawn as its colour.
        public var isFlat = false
        /// A network image's default image, shown until the download arrives.
        public var isDefaultImage = false
        public var effect: ImageEffect?
        /// An image made by `as_resizableRoundedImage`: its corner radius,
        /// kept however far the image is stretched.
        public var resizableRadius: Double?

        public init(size: Size? = nil, stretches: Bool = false, isDefaultImage: Bool = false, effect: ImageEffect? = nil) {
            self.size = size
            self.stretches = stretches
            self.isDefaultImage = isDefaultImage
            self.effect = effect
        }
    }

    public var id: String
    public var type: String
    /// Shown with --debug: the type, with the id when one was given.
    public var label: String
    public var color: String?
    public var cornerRadius: Double?
    public var cornerRounding = CornerRounding.layer
    public var content: Content
    /// Images: how the picture is fitted and modified.
    public var image = ImageDrawing()
    /// False for the layout specs a node makes for its own layout (a
    /// button's): outlined in the debug view, but without a tag.
    public var labelled = true
    /// The node's own `userInteractionEnabled` (a page's touch test explains
    /// a tap that passes through it).
    public var userInteractionEnabled: Bool
    /// Whether it is off because that is the default for the node's type
    /// (a text or image node's), not because the spec said so.
    public var interactionOffByDefault = false

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

/// What an image node's `imageModificationBlock` does to its picture, in
/// points of the bitmap the block is given (the node's bounds for a cropped
/// image; the image's own size for a stretched one, which is stretched
/// after).
public enum ImageEffect: Hashable, Sendable {
    /// Clipped to the oval of the bitmap, the oval stroked `width` points
    /// wide in `color` (the clip hides the outer half).
    case roundBorder(width: Double, color: String?)
    /// Clipped to a rectangle with corners of this radius.
    case roundedCorners(Double)
    /// Drawn as a template in one colour.
    case tint(String)
}
