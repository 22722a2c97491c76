// The rest of Texture's API (and of UIKit's) that the guide's code samples
// use, beside what exported code uses (AsyncDisplayKit.swift): lists, cells,
// view controllers, image options, drawing and layout transitions. Declared
// as Swift's importer presents Texture's Objective-C headers at be0b74b
// (Source/ASTableNode.h, ASCollectionNode.h, ASCollectionView.h, ASPagerNode.h, ASCellNode.h, Layout/ASStackLayoutSpec.h,
// ASDKViewController.h, ASImageNode.h, ASNetworkImageNode.h,
// ASContextTransitioning.h, ASDisplayNode+Beta.h,
// Details/ASLayoutRangeType.h, ASBatchContext.h, UIImage+ASConvenience.h,
// Debug/AsyncDisplayKit+Debug.h) and from Apple's documented interfaces, so
// that Tests/SwatchExportTests/GuideSampleTests.swift can type-check every
// Swift sample of content/guide on Linux. The importer's main-actor
// annotations (NS_SWIFT_UI_ACTOR) are left out: Swift 5 mode treats them as
// @preconcurrency, so they would change no sample's verdict.
//
// Compiled together with AsyncDisplayKit.swift as the module
// `AsyncDisplayKit`, for type-checking only: nothing here runs, so bodies are
// placeholders. Members a sample overrides live in the class bodies of
// AsyncDisplayKit.swift (Swift cannot override what an extension declares),
// and so does every type both declare (buttons, controls and their events,
// cells, UIBezierPath): each is declared once.

@_exported import Foundation

// MARK: UIKit

extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}

open class UIEvent {}

open class UIResponder {
    public init() {}
}

open class UIView: UIResponder {
    open var bounds = CGRect.zero
    open var frame = CGRect.zero
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled = true
    open var safeAreaInsets: UIEdgeInsets { .zero }

    open func addSubview(_ view: UIView) {}
    /// ASDisplayNode.h's `UIView (AsyncDisplayKit)`: the node's view (or layer) as a subview.
    open func addSubnode(_ node: ASDisplayNode) {}

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
}

open class UIGestureRecognizer {
    public init() {}
}

open class UIScrollView: UIView {
    open var contentInset = UIEdgeInsets.zero
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    open var contentOffset = CGPoint.zero
}

open class UITableViewCell: UIView {
    public enum SeparatorStyle: Int {
        case none, singleLine
    }
}

open class UITableView: UIScrollView {
    public enum Style: Int {
        case plain, grouped, insetGrouped
    }

    public enum RowAnimation: Int {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    public enum ScrollPosition: Int {
        case none, top, middle, bottom
    }

    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
}

open class UICollectionViewLayout {
    public init() {}
}

open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var sectionInset = UIEdgeInsets.zero
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
}

open class UICollectionView: UIScrollView {
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

open class UIViewController: UIResponder {
    open var view: UIView! { nil }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open var title: String?

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
}

extension UIColor {
    open func setStroke() {}
    open func setFill() {}
}

extension UIImage {
    open func draw(at point: CGPoint) {}

    // UIImage+ASConvenience.h (as_resizableRoundedImage, which exported
    // code uses too, is in AsyncDisplayKit.swift)
    open class func as_imageNamed(_ imageName: String) -> UIImage? { nil }
}

// MARK: Layout/ASStackLayoutSpec.h

extension ASStackLayoutSpec {
    /// `+verticalStackLayoutSpec`.
    public class func vertical() -> ASStackLayoutSpec {
        let spec = ASStackLayoutSpec()
        spec.direction = .vertical
        return spec
    }

    /// `+horizontalStackLayoutSpec`.
    public class func horizontal() -> ASStackLayoutSpec {
        let spec = ASStackLayoutSpec()
        spec.direction = .horizontal
        return spec
    }
}

// MARK: Layout/ASDimension.h

/// True for 0 and for normal numbers from 0 up to 10,000,000: a length a
/// layer can have (`CGFLOAT_MAX` and infinity are not).
public func ASPointsValidForSize(_ points: CGFloat) -> Bool {
    (points.isNormal || points == 0) && points >= 0 && points < 10_000_000
}

// MARK: ASTraitCollection.h, ASDisplayNode+Beta.h, AsyncDisplayKit+Debug.h

/// The layer of a node's view (`_ASDisplayLayer.h`).
open class _ASDisplayLayer {}

extension ASDisplayNode {
    public var isNodeLoaded: Bool { false }
    public var isLayerBacked: Bool { get { false } set {} }
    public var isOpaque: Bool { get { true } set {} }
    public var clipsToBounds: Bool { get { false } set {} }
    public var frame: CGRect { get { .zero } set {} }
    public var bounds: CGRect { get { .zero } set {} }
    public var alpha: CGFloat { get { 1 } set {} }
    public var placeholderEnabled: Bool { get { false } set {} }
    public var placeholderFadeDuration: TimeInterval { get { 0 } set {} }
    public var displaysAsynchronously: Bool { get { true } set {} }
    public var debugName: String? { get { nil } set {} }
    public var calculatedSize: CGSize { .zero }
    public var defaultLayoutTransitionDuration: TimeInterval { get { 0.2 } set {} }
    public var defaultLayoutTransitionDelay: TimeInterval { get { 0 } set {} }

    public func setNeedsLayout() {}
    public func setNeedsDisplay() {}
    public func invalidateCalculatedLayout() {}
    public func layoutIfNeeded() {}
    public func addSubnode(_ subnode: ASDisplayNode) {}
    public func removeFromSupernode() {}
    public func enableSubtreeRasterization() {}
    public func asciiArtString() -> String { "" }

    public func transitionLayout(
        withAnimation animated: Bool, shouldMeasureAsync: Bool, measurementCompletion completion: (() -> Void)? = nil
    ) {}

    // ASDisplayNode+Beta.h, AsyncDisplayKit+Debug.h
    public class func setRangeModeForMemoryWarnings(_ rangeMode: ASLayoutRangeMode) {}
    public class var shouldShowRangeDebugOverlay: Bool { get { false } set {} }
}

extension ASLayoutSpec {
    public func asciiArtString() -> String { "" }
}

// MARK: Layout/ASLayout.h, ASDisplayNode+Layout (layoutThatFits:)

/// A node's calculated layout: its size, and its sublayouts' positions.
open class ASLayout {
    public let size: CGSize

    public init(size: CGSize) {
        self.size = size
    }
}

extension ASDisplayNode {
    public func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout { ASLayout(size: constrainedSize.min) }
}

// MARK: ASScrollNode.h

open class ASScrollNode: ASDisplayNode {
    open var automaticallyManagesContentSize = false
    open override var view: UIScrollView { UIScrollView() }
}

// MARK: ASContextTransitioning.h

public let ASTransitionContextFromLayoutKey = "from"
public let ASTransitionContextToLayoutKey = "to"

public protocol ASContextTransitioning: AnyObject {
    func isAnimated() -> Bool
    func constrainedSize(forKey key: String) -> ASSizeRange
    func subnodes(forKey key: String) -> [ASDisplayNode]
    func insertedSubnodes() -> [ASDisplayNode]
    func removedSubnodes() -> [ASDisplayNode]
    func initialFrame(for node: ASDisplayNode) -> CGRect
    func finalFrame(for node: ASDisplayNode) -> CGRect
    func completeTransition(_ didComplete: Bool)
}

// MARK: ASImageNode.h, ASNetworkImageNode.h

public enum UIViewContentMode: Int {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

extension UIView {
    public typealias ContentMode = UIViewContentMode
}

extension ASImageNode {
    public var placeholderColor: UIColor? { get { nil } set {} }
    public var contentMode: UIView.ContentMode { get { .scaleAspectFill } set {} }
    public var forcedSize: CGSize { get { .zero } set {} }
    public var forceUpscaling: Bool { get { false } set {} }
    public var cropRect: CGRect { get { .zero } set {} }
}

public protocol ASNetworkImageNodeDelegate: AnyObject {
    func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage)
    func imageNode(_ imageNode: ASNetworkImageNode, didFailWithError error: Error)
}

extension ASNetworkImageNodeDelegate {
    public func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage) {}
    public func imageNode(_ imageNode: ASNetworkImageNode, didFailWithError error: Error) {}
}

extension ASNetworkImageNode {
    public var delegate: ASNetworkImageNodeDelegate? { get { nil } set {} }
    public var shouldCacheImage: Bool { get { true } set {} }
    public func setURL(_ url: URL?, resetToDefault reset: Bool) {}
}

// MARK: ASCellNode.h, Details/ASLayoutRangeType.h, ASBatchContext.h

public typealias ASCellNodeBlock = () -> ASCellNode

public struct ASRangeTuningParameters {
    public var leadingBufferScreenfuls: CGFloat
    public var trailingBufferScreenfuls: CGFloat

    public init() {
        leadingBufferScreenfuls = 0
        trailingBufferScreenfuls = 0
    }

    public init(leadingBufferScreenfuls: CGFloat, trailingBufferScreenfuls: CGFloat) {
        self.leadingBufferScreenfuls = leadingBufferScreenfuls
        self.trailingBufferScreenfuls = trailingBufferScreenfuls
    }
}

public enum ASLayoutRangeMode: Int8 {
    case unspecified = -1, minimum = 0, full, visibleOnly, lowMemory
}

public enum ASLayoutRangeType: Int {
    case display, preload
}

open class ASBatchContext {
    public func isFetching() -> Bool { false }
    public func batchFetchingWasCancelled() -> Bool { false }
    public func completeBatchFetching(_ didComplete: Bool) {}
    public func cancelBatchFetching() {}
    public func beginBatchFetching() {}
}

// MARK: ASTableNode.h, ASTableView.h

open class ASTableView: UITableView {}

public protocol ASTableDataSource: AnyObject {
    func numberOfSections(in tableNode: ASTableNode) -> Int
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode
}

extension ASTableDataSource {
    public func numberOfSections(in tableNode: ASTableNode) -> Int { 1 }
    public func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 0 }
    public func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock { { ASCellNode() } }
    public func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode { ASCellNode() }
}

public protocol ASTableDelegate: AnyObject {
    func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange
    func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath)
    func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode)
    func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext)
    func shouldBatchFetch(for tableNode: ASTableNode) -> Bool
}

extension ASTableDelegate {
    public func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
        ASSizeRange(min: .zero, max: .zero)
    }
    public func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) {}
    public func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode) {}
    public func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {}
    public func shouldBatchFetch(for tableNode: ASTableNode) -> Bool { true }
}

open class ASTableNode: ASDisplayNode {
    public weak var delegate: ASTableDelegate?
    public weak var dataSource: ASTableDataSource?
    open var leadingScreensForBatching: CGFloat = 2
    open var inverted = false
    open var contentInset = UIEdgeInsets.zero
    open var contentOffset = CGPoint.zero
    open var allowsSelection = true

    /// `@property (readonly) ASTableView *view;`: made on first use, on the main thread.
    open override var view: ASTableView { ASTableView() }

    public convenience override init() { self.init(style: .plain) }
    public init(style: UITableView.Style) { super.init() }

    public func tuningParameters(for rangeType: ASLayoutRangeType) -> ASRangeTuningParameters { ASRangeTuningParameters() }
    public func setTuningParameters(_ tuningParameters: ASRangeTuningParameters, for rangeType: ASLayoutRangeType) {}
    public func tuningParameters(for rangeMode: ASLayoutRangeMode, rangeType: ASLayoutRangeType) -> ASRangeTuningParameters {
        ASRangeTuningParameters()
    }
    public func setTuningParameters(
        _ tuningParameters: ASRangeTuningParameters, for rangeMode: ASLayoutRangeMode, rangeType: ASLayoutRangeType
    ) {}

    public func reloadData() {}
    public func reloadData(completion: (() -> Void)?) {}
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {}
    public func waitUntilAllUpdatesAreProcessed() {}
    public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    public func nodeForRow(at indexPath: IndexPath) -> ASCellNode? { nil }
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}
}

// MARK: ASCollectionNode.h

public protocol ASCollectionDataSource: AnyObject {
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock
    func collectionNode(
        _ collectionNode: ASCollectionNode, nodeBlockForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> ASCellNodeBlock
}

extension ASCollectionDataSource {
    public func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 0 }
    public func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        { ASCellNode() }
    }
    public func collectionNode(
        _ collectionNode: ASCollectionNode, nodeBlockForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> ASCellNodeBlock {
        { ASCellNode() }
    }
}

public protocol ASCollectionDelegate: AnyObject {
    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> ASSizeRange
    func collectionNode(_ collectionNode: ASCollectionNode, didSelectItemAt indexPath: IndexPath)
}

extension ASCollectionDelegate {
    public func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> ASSizeRange {
        ASSizeRange(min: .zero, max: .zero)
    }
    public func collectionNode(_ collectionNode: ASCollectionNode, didSelectItemAt indexPath: IndexPath) {}
}

/// ASCollectionView.h: the flow layout's questions, as size ranges.
public protocol ASCollectionDelegateFlowLayout: ASCollectionDelegate {
    func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int) -> ASSizeRange
    func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForFooterInSection section: Int) -> ASSizeRange
}

extension ASCollectionDelegateFlowLayout {
    public func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int) -> ASSizeRange {
        ASSizeRangeUnconstrained
    }
    public func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForFooterInSection section: Int) -> ASSizeRange {
        ASSizeRangeUnconstrained
    }
}

/// `ASSizeRangeUnconstrained` (Layout/ASDimension.h): 0 x 0 up to infinity.
public let ASSizeRangeUnconstrained = ASSizeRange(min: .zero, max: CGSize(width: CGFloat.infinity, height: .infinity))

open class ASCollectionNode: ASDisplayNode {
    public weak var delegate: ASCollectionDelegate?
    public weak var dataSource: ASCollectionDataSource?
    open var leadingScreensForBatching: CGFloat = 2
    open var inverted = false

    public init(collectionViewLayout layout: UICollectionViewLayout) { super.init() }

    public func registerSupplementaryNode(ofKind elementKind: String) {}
    public func tuningParameters(for rangeMode: ASLayoutRangeMode, rangeType: ASLayoutRangeType) -> ASRangeTuningParameters {
        ASRangeTuningParameters()
    }
    public func setTuningParameters(
        _ tuningParameters: ASRangeTuningParameters, for rangeMode: ASLayoutRangeMode, rangeType: ASLayoutRangeType
    ) {}
}

// MARK: ASPagerNode.h

public protocol ASPagerDataSource: AnyObject {
    func numberOfPages(in pagerNode: ASPagerNode) -> Int
    func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock
}

extension ASPagerDataSource {
    public func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock { { ASCellNode() } }
}

public protocol ASPagerDelegate: ASCollectionDelegate {}

open class ASPagerNode: ASCollectionNode {
    public init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }

    public func setDataSource(_ dataSource: ASPagerDataSource?) {}
    public func setDelegate(_ delegate: ASPagerDelegate?) {}
    public var currentPageIndex: Int { 0 }
    public func scrollToPage(at index: Int, animated: Bool) {}
}

// MARK: ASDKViewController.h

open class ASDKViewController<DisplayNodeType: ASDisplayNode>: UIViewController {
    public private(set) var node: DisplayNodeType!
    open var neverShowPlaceholders = false

    public init(node: DisplayNodeType) {
        self.node = node
        super.init(nibName: nil, bundle: nil)
    }

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
