import SwatchGeometry

/// What an element is: a display node (which gets a frame) or a layout spec
/// (which only positions its children). Options are value types read by the
/// layout passes; children live in the `LayoutTree`, in sublayout order.
public enum ElementKind: Hashable, Sendable {
    /// `ASDisplayNode`. With a layout child it is laid out by that element
    /// (its `layoutSpecThatFits:`); with `intrinsicSize` it reports that size
    /// from `calculateSizeThatFits:`; otherwise it asks for the range's max.
    case node(intrinsicSize: Size?)
    /// A custom `ASDisplayNode` whose `calculateSizeThatFits:` follows the
    /// width it is offered: `(width, width × ratio)` (a chart, a map). An
    /// unbounded width gives a size no layout can hold, which `ASLayout`
    /// makes 0 x 0.
    case aspect(ratio: Double)
    /// `ASImageNode` with a loaded image of this size in points.
    case image(imageSize: Size)
    /// `ASTextNode`: its content is `LayoutTree.texts[index]`, measured by the
    /// engine's `TextMeasuring`.
    case text(index: Int32)
    case stack(StackOptions)
    case inset(Insets)
    /// Children: child, overlay.
    case overlay
    /// Children: background, child (sublayout order).
    case background
    /// `ASRelativeLayoutSpec`; `ASCenterLayoutSpec` maps onto it.
    case relative(RelativeOptions)
    /// height / width, > 0.
    case ratio(Double)
    case absolute(AbsoluteSizing)
    /// Children: child, corner.
    case corner(CornerOptions)
    /// `ASWrapperLayoutSpec`: one or more children laid out in the same range.
    case wrapper

    /// Display nodes get frames; specs do not.
    public var isDisplayNode: Bool {
        switch self {
        case .node, .aspect, .image, .text: true
        default: false
        }
    }
}

public enum StackDirection: UInt8, Hashable, Sendable {
    case horizontal, vertical
}

public enum JustifyContent: UInt8, Hashable, Sendable {
    case start, center, end, spaceBetween, spaceAround
}

public enum AlignItems: UInt8, Hashable, Sendable {
    case start, end, center, stretch, baselineFirst, baselineLast
}

public enum AlignContent: UInt8, Hashable, Sendable {
    case start, center, end, spaceBetween, spaceAround, stretch
}

public enum HorizontalAlignment: UInt8, Hashable, Sendable {
    case none, left, middle, right
}

public enum VerticalAlignment: UInt8, Hashable, Sendable {
    case none, top, center, bottom
}

/// `ASStackLayoutSpec`'s properties. `horizontalAlignment`/`verticalAlignment`
/// are applied by `init` the way Texture's setters apply them, so the layout
/// pass only reads `justifyContent` and `alignItems`.
public struct StackOptions: Hashable, Sendable {
    public var direction: StackDirection
    public var spacing: Double
    public var justifyContent: JustifyContent
    public var alignItems: AlignItems
    public var wrap: Bool
    public var alignContent: AlignContent
    public var lineSpacing: Double
    public var horizontalAlignment: HorizontalAlignment
    public var verticalAlignment: VerticalAlignment

    public init(
        direction: StackDirection = .horizontal,
        spacing: Double = 0,
        justifyContent: JustifyContent = .start,
        alignItems: AlignItems = .stretch,
        wrap: Bool = false,
        alignContent: AlignContent = .start,
        lineSpacing: Double = 0,
        horizontalAlignment: HorizontalAlignment = .none,
        verticalAlignment: VerticalAlignment = .none
    ) {
        self.direction = direction
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.wrap = wrap
        self.alignContent = alignContent
        self.lineSpacing = lineSpacing
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        applyAlignments()
    }

    /// A child's alignment in this stack: its `alignSelf` unless auto, else
    /// `alignItems` (`alignment` in ASStackLayoutSpecUtilities.h).
    @inlinable
    public func alignment(_ alignSelf: AlignSelf) -> AlignItems {
        switch alignSelf {
        case .auto: alignItems
        case .start: .start
        case .end: .end
        case .center: .center
        case .stretch: .stretch
        }
    }

    /// Texture's `resolveHorizontalAlignment` / `resolveVerticalAlignment`:
    /// a non-`none` alignment rewrites justifyContent or alignItems, whichever
    /// runs along its axis for this direction.
    mutating func applyAlignments() {
        let horizontalJustify: JustifyContent? = switch horizontalAlignment {
        case .none: nil
        case .left: .start
        case .middle: .center
        case .right: .end
        }
        let verticalJustify: JustifyContent? = switch verticalAlignment {
        case .none: nil
        case .top: .start
        case .center: .center
        case .bottom: .end
        }
        let horizontalAlign: AlignItems? = switch horizontalAlignment {
        case .none: nil
        case .left: .start
        case .middle: .center
        case .right: .end
        }
        let verticalAlign: AlignItems? = switch verticalAlignment {
        case .none: nil
        case .top: .start
        case .center: .center
        case .bottom: .end
        }
        switch direction {
        case .horizontal:
            if let j = horizontalJustify { justifyContent = j }
            if let a = verticalAlign { alignItems = a }
        case .vertical:
            if let a = horizontalAlign { alignItems = a }
            if let j = verticalJustify { justifyContent = j }
        }
    }
}

/// `ASRelativeLayoutSpecPosition`.
public enum RelativePosition: UInt8, Hashable, Sendable {
    case none, start, center, end

    /// Where along the free space the child sits: 0, 0.5 or 1.
    var proportion: Double {
        switch self {
        case .none, .start: 0
        case .center: 0.5
        case .end: 1
        }
    }
}

/// `ASRelativeLayoutSpec`'s options (a center spec is one with centre or none
/// on each axis).
public struct RelativeOptions: Hashable, Sendable {
    public var horizontalPosition: RelativePosition
    public var verticalPosition: RelativePosition
    /// `ASRelativeLayoutSpecSizingOptionMinimumWidth`.
    public var minimumWidth: Bool
    /// `ASRelativeLayoutSpecSizingOptionMinimumHeight`.
    public var minimumHeight: Bool
    /// True when written as a `center` spec (for labels only).
    public var isCenter: Bool

    public init(
        horizontalPosition: RelativePosition = .none, verticalPosition: RelativePosition = .none,
        minimumWidth: Bool = false, minimumHeight: Bool = false, isCenter: Bool = false
    ) {
        self.horizontalPosition = horizontalPosition
        self.verticalPosition = verticalPosition
        self.minimumWidth = minimumWidth
        self.minimumHeight = minimumHeight
        self.isCenter = isCenter
    }
}

/// `ASAbsoluteLayoutSpecSizing`.
public enum AbsoluteSizing: UInt8, Hashable, Sendable {
    case `default`, sizeToFit
}

public enum CornerLocation: UInt8, Hashable, Sendable {
    case topLeft, topRight, bottomLeft, bottomRight
}

/// `ASCornerLayoutSpec`'s options.
public struct CornerOptions: Hashable, Sendable {
    public var location: CornerLocation
    public var offset: Point
    public var wrapsCorner: Bool

    public init(location: CornerLocation, offset: Point = .zero, wrapsCorner: Bool = false) {
        self.location = location
        self.offset = offset
        self.wrapsCorner = wrapsCorner
    }
}
