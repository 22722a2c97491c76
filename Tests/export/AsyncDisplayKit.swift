// The part of Texture's API (and of UIKit's) that exported Swift code uses,
// declared as Swift's importer presents Texture's Objective-C headers
// (Source/ASDisplayNode.h, ASCellNode.h, ASControlNode.h, ASButtonNode.h,
// ASTextNode.h, ASImageNode.h, ASNetworkImageNode.h,
// Source/Layout/AS*LayoutSpec.h, ASLayoutElement.h,
// ASStackLayoutElement.h, ASAbsoluteLayoutElement.h, ASDimension.h,
// ASStackLayoutDefines.h), so that generated code compiles on Linux as it
// would against the framework.
//
// Nothing here lays anything out: every class only records what it is given,
// so a test can read back the tree `layoutSpecThatFits:` built and turn it
// into a spec again. An image named by the app (`UIImage(named:)`) has the
// size the test's asset catalog (`UIImage.assets`) gives it; an image
// modification block's result says what it did. Compiled as the module
// `AsyncDisplayKit` by Tests/SwatchExportTests/ExportCompileTests.swift.
// A type the guide's samples use too (AsyncDisplayKit+Guide.swift) is
// declared here once, with the members those samples add (control states
// and events, a button's per-state getters, a cell's selection, paths that
// are not rounded rectangles).

@_exported import Foundation

// MARK: UIKit

open class UIColor {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
}

open class UIFont {
    public struct Weight: Hashable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let bold = Weight(rawValue: 0.4)
    }

    public let pointSize: CGFloat
    public let weight: Weight

    init(pointSize: CGFloat, weight: Weight) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// What `+[UIFont buttonFontSize]` answers on iOS.
    open class var buttonFontSize: CGFloat { 18 }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }
}

open class UIImage {
    public let size: CGSize
    /// 1, as every bitmap Texture hands a modification block is: its size
    /// is in pixels (ASImageNode.mm 492).
    public let scale: CGFloat = 1
    /// What drew it, when an image modification block did
    /// (`roundedCorners 8`, `roundBorder 2 <colour>`, `tint <colour>`).
    public let modification: String?

    public init(size: CGSize, modification: String? = nil) {
        self.size = size
        self.modification = modification
    }

    /// The app's assets by name, with their sizes in points: what the test
    /// gives the spec it exported.
    nonisolated(unsafe) public static var assets: [String: CGSize] = [:]

    public convenience init?(named name: String) {
        guard let size = UIImage.assets[name] else { return nil }
        self.init(size: size)
    }

    open func draw(in rect: CGRect) {
        UIGraphicsImageRenderer.current?.drawn = true
    }
}

open class UIGraphicsImageRendererContext {}

/// The scale Texture draws image nodes at (ASInternalHelpers.h): the test's
/// screen is 3×, so a length in points that forgets it shows.
public func ASScreenScale() -> CGFloat { 3 }

open class UIGraphicsImageRendererFormat {
    /// The screen's, unless set.
    open var scale: CGFloat = ASScreenScale()

    public init() {}
}

open class UIGraphicsImageRenderer {
    let size: CGSize
    let scale: CGFloat
    /// The renderer drawing now, and what its actions did.
    nonisolated(unsafe) static var current: UIGraphicsImageRenderer?
    var clip: CGFloat?
    var drawn = false

    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.scale = format.scale
    }

    /// What it drew: a clip's radius back in points (the bitmaps blocks are
    /// given are in pixels, at scale 1), or that it drew at another scale
    /// than the bitmap it was given, a bitmap `scale` times too large.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let outer = UIGraphicsImageRenderer.current
        UIGraphicsImageRenderer.current = self
        actions(UIGraphicsImageRendererContext())
        UIGraphicsImageRenderer.current = outer
        guard scale == 1 else { return UIImage(size: size, modification: "drawn at scale \(Double(scale))") }
        let modification = clip.map { "roundedCorners \(Double($0 / ASScreenScale()))" }
        return UIImage(size: size, modification: drawn ? modification : "nothing drawn")
    }
}

open class UIBezierPath {
    /// The rounded rectangle's radius; nil for any other path, whose clip
    /// the renderer does not record.
    let cornerRadius: CGFloat?
    open var lineWidth: CGFloat = 1

    public init() {
        cornerRadius = nil
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius
    }

    public init(ovalIn rect: CGRect) {
        cornerRadius = nil
    }

    open func addClip() {
        UIGraphicsImageRenderer.current?.clip = cornerRadius
    }

    // What the guide's drawing samples call (GuideSampleTests).
    open func move(to point: CGPoint) {}
    open func addLine(to point: CGPoint) {}
    open func close() {}
    open func stroke() {}
    open func fill() {}
}

public struct UIEdgeInsets: Equatable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}

/// A method's name for a target's action; Linux has no Objective-C
/// runtime, so the test writes `#selector(name)` as `Selector(Self.name)`.
public struct Selector {
    public init<T>(_ method: (T) -> () -> Void) {}
}

public struct UIControl {
    public struct State: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

// MARK: ASDimension.h

public enum ASDimensionUnit: Int {
    case auto, points, fraction
}

public struct ASDimension: Equatable {
    public var unit: ASDimensionUnit
    public var value: CGFloat

    public init(unit: ASDimensionUnit, value: CGFloat) {
        self.unit = unit
        self.value = value
    }
}

public let ASDimensionAuto = ASDimension(unit: .auto, value: 0)

public func ASDimensionMake(_ points: CGFloat) -> ASDimension {
    ASDimension(unit: .points, value: points)
}

public func ASDimensionMake(_ unit: ASDimensionUnit, _ value: CGFloat) -> ASDimension {
    ASDimension(unit: unit, value: value)
}

public func ASDimensionMakeWithPoints(_ points: CGFloat) -> ASDimension {
    ASDimension(unit: .points, value: points)
}

public func ASDimensionMakeWithFraction(_ fraction: CGFloat) -> ASDimension {
    ASDimension(unit: .fraction, value: fraction)
}

public struct ASSizeRange {
    public var min: CGSize
    public var max: CGSize

    public init(min: CGSize, max: CGSize) {
        self.min = min
        self.max = max
    }
}

// MARK: ASStackLayoutDefines.h, ASRelativeLayoutSpec.h, ASCenterLayoutSpec.h, ...

public enum ASStackLayoutDirection: UInt8 {
    case vertical, horizontal
}

public enum ASStackLayoutJustifyContent: UInt8 {
    case start, center, end, spaceBetween, spaceAround
}

public enum ASStackLayoutAlignItems: UInt8 {
    case start, end, center, stretch, baselineFirst, baselineLast, notSet
}

public enum ASStackLayoutAlignSelf: UInt8 {
    case auto, start, end, center, stretch
}

public enum ASStackLayoutFlexWrap: UInt8 {
    case noWrap, wrap
}

public enum ASStackLayoutAlignContent: UInt8 {
    case start, center, end, spaceBetween, spaceAround, stretch
}

public enum ASHorizontalAlignment: UInt8 {
    case none, left, middle, right
}

public enum ASVerticalAlignment: UInt8 {
    case none, top, center, bottom
}

public enum ASRelativeLayoutSpecPosition: UInt {
    case none, start, center, end
}

public struct ASRelativeLayoutSpecSizingOption: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let minimumWidth = ASRelativeLayoutSpecSizingOption(rawValue: 1 << 0)
    public static let minimumHeight = ASRelativeLayoutSpecSizingOption(rawValue: 1 << 1)
    public static let minimumSize: ASRelativeLayoutSpecSizingOption = [.minimumWidth, .minimumHeight]
}

public struct ASCenterLayoutSpecCenteringOptions: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let X = ASCenterLayoutSpecCenteringOptions(rawValue: 1 << 0)
    public static let Y = ASCenterLayoutSpecCenteringOptions(rawValue: 1 << 1)
    public static let XY: ASCenterLayoutSpecCenteringOptions = [.X, .Y]
}

public struct ASCenterLayoutSpecSizingOptions: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let minimumX = ASCenterLayoutSpecSizingOptions(rawValue: 1 << 0)
    public static let minimumY = ASCenterLayoutSpecSizingOptions(rawValue: 1 << 1)
    public static let minimumXY: ASCenterLayoutSpecSizingOptions = [.minimumX, .minimumY]
}

public enum ASAbsoluteLayoutSpecSizing: Int {
    case `default`, sizeToFit
}

public enum ASCornerLayoutLocation: Int {
    case topLeft, topRight, bottomLeft, bottomRight
}

// MARK: ASLayoutElement.h, ASStackLayoutElement.h, ASAbsoluteLayoutElement.h

public protocol ASLayoutElement: AnyObject {
    var style: ASLayoutElementStyle { get }
}

open class ASLayoutElementStyle {
    public var width = ASDimensionAuto
    public var height = ASDimensionAuto
    public var minWidth = ASDimensionAuto
    public var maxWidth = ASDimensionAuto
    public var minHeight = ASDimensionAuto
    public var maxHeight = ASDimensionAuto
    public var spacingBefore: CGFloat = 0
    public var spacingAfter: CGFloat = 0
    public var flexGrow: CGFloat = 0
    public var flexShrink: CGFloat = 0
    public var flexBasis = ASDimensionAuto
    public var alignSelf = ASStackLayoutAlignSelf.auto
    public var ascender: CGFloat = 0
    public var descender: CGFloat = 0
    public var layoutPosition = CGPoint.zero

    /// Sets `width` and `height` in points, as `-setPreferredSize:` does.
    public var preferredSize: CGSize {
        get { CGSize(width: width.value, height: height.value) }
        set {
            width = ASDimensionMake(newValue.width)
            height = ASDimensionMake(newValue.height)
        }
    }

    /// Sets `minWidth` and `minHeight` in points, as `-setMinSize:` does.
    public var minSize: CGSize {
        get { CGSize(width: minWidth.value, height: minHeight.value) }
        set {
            minWidth = ASDimensionMake(newValue.width)
            minHeight = ASDimensionMake(newValue.height)
        }
    }

    /// Sets `maxWidth` and `maxHeight` in points, as `-setMaxSize:` does.
    public var maxSize: CGSize {
        get { CGSize(width: maxWidth.value, height: maxHeight.value) }
        set {
            maxWidth = ASDimensionMake(newValue.width)
            maxHeight = ASDimensionMake(newValue.height)
        }
    }

    public init() {}
}

// MARK: ASDisplayNode.h, ASDisplayNode+LayoutSpec.h, ASDisplayNode+Subclasses.h

public typealias ASLayoutSpecBlock = (ASDisplayNode, ASSizeRange) -> ASLayoutSpec

/// `UIAccessibilityTraits` (UIAccessibilityConstants.h), UIKit's bits.
public struct UIAccessibilityTraits: OptionSet, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// ASDisplayNode.h 70-74.
public enum ASCornerRoundingType: UInt8 {
    case defaultSlowCALayer, precomposited, clipping
}

open class ASDisplayNode: ASLayoutElement {
    public let style = ASLayoutElementStyle()
    public var automaticallyManagesSubnodes = false
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var cornerRoundingType = ASCornerRoundingType.defaultSlowCALayer
    public var isUserInteractionEnabled = true
    public var hitTestSlop = UIEdgeInsets.zero
    public var layoutSpecBlock: ASLayoutSpecBlock?
    // Accessibility (ASDisplayNode.h, ASDisplayNode+Beta.h): the recorder
    // notes which the code sets (`accessibilitySet`, by property name), as
    // the spec says only what it gives.
    public var accessibilityLabel: String? { didSet { accessibilitySet.insert("accessibilityLabel") } }
    public var accessibilityTraits = UIAccessibilityTraits() { didSet { accessibilitySet.insert("accessibilityTraits") } }
    public var isAccessibilityElement = false { didSet { accessibilitySet.insert("isAccessibilityElement") } }
    public var isAccessibilityContainer = false { didSet { accessibilitySet.insert("isAccessibilityContainer") } }
    public var accessibilityElementsHidden = false { didSet { accessibilitySet.insert("accessibilityElementsHidden") } }
    public private(set) var accessibilitySet = Set<String>()

    public init() {}

    /// The block's spec; the recorder's `ASLayoutSpec.notImplemented` for a
    /// node that has neither the block nor an override (Texture asserts).
    open func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        layoutSpecBlock?(self, constrainedSize) ?? ASLayoutSpec.notImplemented
    }

    /// The recorder's `ASDisplayNode.noSize` for a node that does not
    /// override it (a plain node: Texture answers its range's max).
    open func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        ASDisplayNode.noSize
    }

    public static let noSize = CGSize(width: -1, height: -1)

    // What the guide's samples override (GuideSampleTests; the types are in
    // AsyncDisplayKit+Guide.swift). Nothing calls them here.
    open var view: UIView { UIView() }
    open func didLoad() {}
    open func layout() {}
    open func layoutDidFinish() {}
    open func didEnterPreloadState() {}
    open func didExitPreloadState() {}
    open func didEnterDisplayState() {}
    open func didExitDisplayState() {}
    open func didEnterVisibleState() {}
    open func didExitVisibleState() {}
    open func displayWillStartAsynchronously(_ asynchronously: Bool) {}
    open func displayDidFinish() {}
    open func placeholderImage() -> UIImage? { nil }
    open func drawParameters(forAsyncLayer layer: _ASDisplayLayer) -> NSObjectProtocol? { nil }
    open class func draw(
        _ bounds: CGRect, withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool, isRasterizing: Bool
    ) {}
    open class func display(withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool) -> UIImage? { nil }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    open func animateLayoutTransition(_ context: ASContextTransitioning) {}
    open func didCompleteLayoutTransition(_ context: ASContextTransitioning) {}
}

open class ASTextNode: ASDisplayNode {
    public var attributedText: NSAttributedString?
    public var truncationAttributedText: NSAttributedString?
    public var maximumNumberOfLines: UInt = 0

    public override init() {
        super.init()
        isUserInteractionEnabled = false
    }
}

// MARK: ASControlNode.h

public struct ASControlNodeEvent: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = ASControlNodeEvent(rawValue: 1 << 0)
    public static let touchDownRepeat = ASControlNodeEvent(rawValue: 1 << 1)
    public static let touchDragInside = ASControlNodeEvent(rawValue: 1 << 2)
    public static let touchDragOutside = ASControlNodeEvent(rawValue: 1 << 3)
    public static let touchUpInside = ASControlNodeEvent(rawValue: 1 << 4)
    public static let touchUpOutside = ASControlNodeEvent(rawValue: 1 << 5)
    public static let touchCancel = ASControlNodeEvent(rawValue: 1 << 6)
    public static let valueChanged = ASControlNodeEvent(rawValue: 1 << 12)
    public static let primaryActionTriggered = ASControlNodeEvent(rawValue: 1 << 13)
    public static let allEvents = ASControlNodeEvent(rawValue: 0xFFFF_FFFF)
}

open class ASControlNode: ASDisplayNode {
    open var isEnabled = true
    open var isHighlighted = false
    open var isSelected = false
    public var isTracking: Bool { false }
    public var isTouchInside: Bool { false }

    public override init() {
        super.init()
        // Interaction is off until a target is added.
        isUserInteractionEnabled = false
    }

    open func addTarget(_ target: Any?, action: Selector, forControlEvents controlEvents: ASControlNodeEvent) {
        isUserInteractionEnabled = true
    }
}

// MARK: ASImageNode.h, ASTraitCollection.h

public struct ASPrimitiveTraitCollection {
    public init() {}
}

public typealias asimagenode_modification_block_t = (UIImage, ASPrimitiveTraitCollection) -> UIImage?

public func ASPrimitiveTraitCollectionMakeDefault() -> ASPrimitiveTraitCollection { ASPrimitiveTraitCollection() }

extension UIImage {
    /// UIImage+ASConvenience.h: an image (2r + 1) points square whose caps
    /// are the radius; its drawing says what made it.
    open class func as_resizableRoundedImage(
        withCornerRadius cornerRadius: CGFloat, cornerColor: UIColor?, fillColor: UIColor,
        traitCollection: ASPrimitiveTraitCollection
    ) -> UIImage {
        let side = 2 * cornerRadius + 1
        let fill = "\(Double(fillColor.red)) \(Double(fillColor.green)) \(Double(fillColor.blue)) \(Double(fillColor.alpha))"
        return UIImage(size: CGSize(width: side, height: side), modification: "resizableRounded \(Double(cornerRadius)) " + fill)
    }
}

public func ASImageNodeRoundBorderModificationBlock(_ borderWidth: CGFloat, _ borderColor: UIColor?) -> asimagenode_modification_block_t {
    { image, _ in
        let color = borderColor.map { " \(Double($0.red)) \(Double($0.green)) \(Double($0.blue)) \(Double($0.alpha))" } ?? ""
        return UIImage(size: image.size, modification: "roundBorder \(Double(borderWidth))" + color)
    }
}

public func ASImageNodeTintColorModificationBlock(_ color: UIColor) -> asimagenode_modification_block_t {
    { image, _ in
        UIImage(size: image.size, modification: "tint \(Double(color.red)) \(Double(color.green)) \(Double(color.blue)) \(Double(color.alpha))")
    }
}

open class ASImageNode: ASControlNode {
    public var image: UIImage?
    public var imageModificationBlock: asimagenode_modification_block_t?
}

open class ASNetworkImageNode: ASImageNode {
    public var defaultImage: UIImage?
    public var url: URL?
}

// MARK: ASButtonNode.h

public enum ASButtonNodeImageAlignment: UInt8 {
    case beginning, end
}

open class ASButtonNode: ASControlNode {
    public let titleNode = ASTextNode()
    public let imageNode = ASImageNode()
    public let backgroundImageNode = ASImageNode()
    public var contentSpacing: CGFloat = 8
    public var laysOutHorizontally = true
    public var contentHorizontalAlignment = ASHorizontalAlignment.middle
    public var contentVerticalAlignment = ASVerticalAlignment.center
    public var contentEdgeInsets = UIEdgeInsets.zero
    public var imageAlignment = ASButtonNodeImageAlignment.beginning

    /// The title in the font (`buttonFontSize`'s system font when nil) and colour given, as Texture sets it.
    open func setTitle(_ title: String, with font: UIFont?, with color: UIColor?, for state: UIControl.State) {
        var attributes: [NSAttributedString.Key: Any] = [.font: font ?? UIFont.systemFont(ofSize: UIFont.buttonFontSize)]
        if let color { attributes[.foregroundColor] = color }
        titleNode.attributedText = NSAttributedString(string: title, attributes: attributes)
    }

    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        titleNode.attributedText
    }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        titleNode.attributedText = title
    }

    open func image(for state: UIControl.State) -> UIImage? {
        imageNode.image
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        imageNode.image = image
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImageNode.image
    }

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImageNode.image = image
    }
}

// MARK: ASCellNode.h

open class ASCellNode: ASDisplayNode {
    open var neverShowPlaceholders = false
    open var isSelected = false
    open var isHighlighted = false
}

// MARK: ASLayoutSpec.h and the specs

open class ASLayoutSpec: ASLayoutElement {
    public let style = ASLayoutElementStyle()
    public var child: ASLayoutElement?
    public var children: [ASLayoutElement]?

    public init() {}

    public static let notImplemented = ASLayoutSpec()
}

open class ASWrapperLayoutSpec: ASLayoutSpec {
    public convenience init(layoutElement: ASLayoutElement) {
        self.init()
        child = layoutElement
    }

    public convenience init(layoutElements: [ASLayoutElement]) {
        self.init()
        children = layoutElements
    }
}

open class ASStackLayoutSpec: ASLayoutSpec {
    public var direction = ASStackLayoutDirection.horizontal
    public var spacing: CGFloat = 0
    public var justifyContent = ASStackLayoutJustifyContent.start
    public var alignItems = ASStackLayoutAlignItems.stretch
    public var flexWrap = ASStackLayoutFlexWrap.noWrap
    public var alignContent = ASStackLayoutAlignContent.start
    public var lineSpacing: CGFloat = 0
    public var horizontalAlignment = ASHorizontalAlignment.none
    public var verticalAlignment = ASVerticalAlignment.none

    public convenience init(
        direction: ASStackLayoutDirection, spacing: CGFloat, justifyContent: ASStackLayoutJustifyContent,
        alignItems: ASStackLayoutAlignItems, children: [ASLayoutElement]
    ) {
        self.init()
        self.direction = direction
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.children = children
    }
}

open class ASInsetLayoutSpec: ASLayoutSpec {
    public var insets = UIEdgeInsets.zero

    public convenience init(insets: UIEdgeInsets, child: ASLayoutElement) {
        self.init()
        self.insets = insets
        self.child = child
    }
}

open class ASOverlayLayoutSpec: ASLayoutSpec {
    public var overlay: ASLayoutElement?

    public convenience init(child: ASLayoutElement, overlay: ASLayoutElement) {
        self.init()
        self.child = child
        self.overlay = overlay
    }
}

open class ASBackgroundLayoutSpec: ASLayoutSpec {
    public var background: ASLayoutElement?

    public convenience init(child: ASLayoutElement, background: ASLayoutElement) {
        self.init()
        self.child = child
        self.background = background
    }
}

open class ASRelativeLayoutSpec: ASLayoutSpec {
    public var horizontalPosition = ASRelativeLayoutSpecPosition.none
    public var verticalPosition = ASRelativeLayoutSpecPosition.none
    public var sizingOption: ASRelativeLayoutSpecSizingOption = []

    public convenience init(
        horizontalPosition: ASRelativeLayoutSpecPosition, verticalPosition: ASRelativeLayoutSpecPosition,
        sizingOption: ASRelativeLayoutSpecSizingOption, child: ASLayoutElement
    ) {
        self.init()
        self.horizontalPosition = horizontalPosition
        self.verticalPosition = verticalPosition
        self.sizingOption = sizingOption
        self.child = child
    }
}

open class ASCenterLayoutSpec: ASRelativeLayoutSpec {
    public var centeringOptions: ASCenterLayoutSpecCenteringOptions = []
    public var sizingOptions: ASCenterLayoutSpecSizingOptions = []

    public convenience init(
        centeringOptions: ASCenterLayoutSpecCenteringOptions, sizingOptions: ASCenterLayoutSpecSizingOptions,
        child: ASLayoutElement
    ) {
        self.init()
        self.centeringOptions = centeringOptions
        self.sizingOptions = sizingOptions
        self.child = child
    }
}

open class ASRatioLayoutSpec: ASLayoutSpec {
    public var ratio: CGFloat = 0

    public convenience init(ratio: CGFloat, child: ASLayoutElement) {
        self.init()
        self.ratio = ratio
        self.child = child
    }
}

open class ASAbsoluteLayoutSpec: ASLayoutSpec {
    public var sizing = ASAbsoluteLayoutSpecSizing.default

    public convenience init(sizing: ASAbsoluteLayoutSpecSizing, children: [ASLayoutElement]) {
        self.init()
        self.sizing = sizing
        self.children = children
    }

    public convenience init(children: [ASLayoutElement]) {
        self.init()
        self.children = children
    }
}

open class ASCornerLayoutSpec: ASLayoutSpec {
    public var corner: ASLayoutElement?
    public var cornerLocation = ASCornerLayoutLocation.topLeft
    public var offset = CGPoint.zero
    public var wrapsCorner = false

    public convenience init(child: ASLayoutElement, corner: ASLayoutElement, location: ASCornerLayoutLocation) {
        self.init()
        self.child = child
        self.corner = corner
        self.cornerLocation = location
    }
}
