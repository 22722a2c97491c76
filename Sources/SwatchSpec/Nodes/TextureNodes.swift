import SwatchGeometry
import SwatchLayout

// What the decoder keeps of Texture's own nodes (SPEC.md "Texture's own
// nodes"): a button's settings and the elements its `layoutSpecThatFits:`
// makes, a network image's state, an image's modification. Layout needs
// none of it (the decoder writes a button out as the layout Texture builds
// for it); drawing, touch and code export read it from `ElementInfo`.

/// `ASButtonNodeImageAlignment`: where the image sits beside the title.
public enum ButtonImageAlignment: UInt8, Hashable, Sendable {
    case beginning, end
}

/// An `ASButtonNode`'s layout properties, and the elements of its layout.
public struct ButtonSettings: Hashable, Sendable {
    public var contentSpacing = 8.0
    public var laysOutHorizontally = true
    public var contentHorizontalAlignment = HorizontalAlignment.middle
    public var contentVerticalAlignment = VerticalAlignment.center
    public var contentEdgeInsets = Insets.zero
    public var imageAlignment = ButtonImageAlignment.beginning
    /// Element indices of its subnodes: nil when it has no such part (no
    /// image, no title text, no background image), as Texture leaves them
    /// out of the layout.
    public var imageNode: Int?
    public var titleNode: Int?
    public var backgroundImageNode: Int?

    public init() {}
}

/// What `imageModificationBlock` does to a drawn image. It changes the
/// drawing, never the size.
public enum ImageModification: Hashable, Sendable {
    /// `ASImageNodeRoundBorderModificationBlock(borderWidth, borderColor)`:
    /// the image clipped to the oval of its bounds, then the oval stroked
    /// (half of the stroke falls outside the clip).
    case roundBorder(width: Double, color: String?)
    /// A block clipping to `UIBezierPath(roundedRect:cornerRadius:)`, as
    /// apps write it.
    case cornerRadius(Double)
    /// `ASImageNodeTintColorModificationBlock(color)`: the image drawn as a
    /// template in one colour.
    case tint(String)
}

/// A `UIImage` a spec describes: its size and how it is drawn.
public struct ImageContent: Hashable, Sendable {
    public var size: Size
    public var url: String?
    public var cornerRadius: Double?
    public var cornerRoundingType = CornerRoundingType.defaultSlowCALayer
    /// `as_resizableRoundedImage`'s corner radius, for an image made by it.
    public var resizableRoundedImage: Double?
    public var color: String?
    public var modification: ImageModification?
}

/// An `ASNetworkImageNode`'s state: where its image comes from, whether it
/// has arrived, and what it shows until then.
public struct NetworkImageState: Hashable, Sendable {
    public var url: String
    /// The downloaded image's size.
    public var imageSize: Size?
    public var defaultImage: ImageContent?
    public var loaded = false

    /// Whether the node shows the downloaded image (loaded, with a size).
    public var showsDownloadedImage: Bool { loaded && imageSize != nil }
}

/// An element Texture makes rather than the spec: a part of the written
/// element at `owner` (a button's layout specs and subnodes).
public struct ElementPart: Hashable, Sendable {
    public enum Role: UInt8, Hashable, Sendable {
        /// A stack, inset or background spec of the button's `layoutSpecThatFits:`.
        case buttonLayout
        /// `ASButtonNode.imageNode`.
        case imageNode
        /// `ASButtonNode.titleNode`.
        case titleNode
        /// `ASButtonNode.backgroundImageNode`.
        case backgroundImageNode

        /// The subnode's property name, as ids and code name it: `titleNode`.
        public var propertyName: String {
            switch self {
            case .buttonLayout: "layout"
            case .imageNode: "imageNode"
            case .titleNode: "titleNode"
            case .backgroundImageNode: "backgroundImageNode"
            }
        }
    }

    /// The written element's index.
    public var owner: Int
    public var role: Role
}
