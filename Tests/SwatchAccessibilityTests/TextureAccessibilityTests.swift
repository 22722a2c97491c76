import SwatchAccessibility
import SwatchGeometry
import XCTest

/// Texture's own accessibility tests (`Tests/ASDisplayViewAccessibilityTests.mm`
/// at be0b74b), each written as the node tree it builds, with what it
/// asserts; and the rules of `Source/Details/_ASDisplayViewAccessiblity.mm`
/// those tests leave out. A tree's first node is the test's container node,
/// whose view the test asks for its `accessibilityElements`.
final class TextureAccessibilityTests: XCTestCase {
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    /// An `ASTextNode` with `text`: an element labelled with it, static text.
    func text(_ text: String, _ frame: Rect, parent: Int?, layerBacked: Bool = false) -> AccessibilityNode {
        AccessibilityNode(
            frame: frame, parent: parent, label: text, traits: .staticText, isElement: !text.isEmpty, isLayerBacked: layerBacked)
    }

    func plain(_ frame: Rect, parent: Int?, label: String = "", container: Bool = false) -> AccessibilityNode {
        AccessibilityNode(frame: frame, parent: parent, label: label, isContainer: container)
    }

    func labels(_ nodes: [AccessibilityNode]) -> [String] {
        AccessibilityTree(nodes: nodes).elements().map(\.label)
    }

    // MARK: ASDisplayViewAccessibilityTests.mm

    /// testAccessibilityElementsAccessors: a subnode made an element with a
    /// label is the view's first element.
    func testASubnodeMadeAnElementIsRead() {
        var sub = plain(.zero, parent: 0, label: "foo")
        sub.isElement = true
        XCTAssertEqual(labels([plain(.zero, parent: nil), sub]), ["foo"])
    }

    /// testThatSubnodeAccessibilityLabelAggregationWorks: a container reads
    /// its subnodes' labels as one, joined by ", " (they are no elements).
    func testAContainerJoinsItsSubnodesLabels() {
        let elements = AccessibilityTree(nodes: [
            plain(.zero, parent: nil, container: true), plain(.zero, parent: 0, label: "hello"), plain(.zero, parent: 0, label: "world"),
        ]).elements()
        XCTAssertEqual(elements.first?.label, "hello, world")
        XCTAssertEqual(elements.first?.nodes, [0, 1, 2])
    }

    /// testThatContainerAccessibilityLabelOverrideStopsAggregation.
    func testAContainersOwnLabelStopsTheJoin() {
        let elements = AccessibilityTree(nodes: [
            plain(.zero, parent: nil, label: "hello", container: true), plain(.zero, parent: 0, label: "world"),
        ]).elements()
        XCTAssertEqual(elements.map(\.label), ["hello"])
        XCTAssertEqual(elements.first?.labelNodes, [0])
    }

    /// testAccessibilityLayerBackedContainerWithinAccessibilityContainer: two
    /// elements, the outer container (empty: nothing of its own to read)
    /// first by its frame, then the inner one reading its two texts.
    func testAContainerInAContainerIsAnElementOfItsOwn() {
        let nodes = [
            plain(rect(50, 50, 200, 600), parent: nil, container: true),
            AccessibilityNode(frame: rect(100, 100, 200, 600), parent: 0, isContainer: true, isLayerBacked: true),
            text("hello", rect(150, 200, 200, 200), parent: 1, layerBacked: true),
            text("world", rect(150, 400, 200, 200), parent: 1, layerBacked: true),
        ]
        let elements = AccessibilityTree(nodes: nodes).elements()
        XCTAssertEqual(elements.count, 2)
        XCTAssertEqual(elements[1].label, "hello, world")
        XCTAssertEqual(elements[0].label, "", "Texture adds the container's element even with nothing to read")
        XCTAssertEqual(elements.map(\.node), [0, 1])
    }

    /// testAccessibilityNonLayerbackedNodesOperationInNonContainer: each text
    /// is an element; a text under another is not read (its parent, an
    /// element, is taken whole).
    func testAnElementHidesTheNodesUnderIt() {
        var nodes = [
            plain(rect(50, 50, 200, 600), parent: nil),
            text("hello", rect(100, 150, 200, 200), parent: 0),
            text("world", rect(100, 350, 200, 200), parent: 0),
        ]
        XCTAssertEqual(labels(nodes), ["hello", "world"])
        nodes.append(text("!!!!", rect(150, 750, 200, 100), parent: 2))
        XCTAssertEqual(labels(nodes), ["hello", "world"])
    }

    /// testThatAccessibilityElementsWorks: a label and a button with a
    /// target, in their frames' order.
    func testALabelAndAButtonAreReadInOrder() {
        let button = AccessibilityNode(frame: rect(0, 25, 100, 20), parent: 0, label: "tap me", traits: .button, isElement: true)
        let elements = AccessibilityTree(nodes: [
            plain(rect(0, 0, 100, 200), parent: nil), button, text("test label", rect(0, 0, 100, 20), parent: 0),
        ]).elements()
        XCTAssertEqual(elements.map(\.node), [2, 1])
        XCTAssertEqual(elements.map(\.traits), [.staticText, .button])
    }

    /// testHiddenAccessibilityElements and testTransparentAccessibilityElements
    /// (hidden, alpha 0: the spec language says `accessibilityElementsHidden`,
    /// the third of `nodeIsHiddenFromAcessibility`'s tests).
    func testAHiddenSubnodeIsSkipped() {
        var hidden = text("hidden label", rect(0, 24, 100, 20), parent: 0)
        hidden.elementsHidden = true
        XCTAssertEqual(labels([plain(rect(0, 0, 100, 200), parent: nil), text("test label", rect(0, 0, 100, 20), parent: 0), hidden]),
                       ["test label"])
    }

    /// testAccessibilityElementsHidden: hiding the node hides all of it.
    func testAHiddenNodeReadsNothing() {
        var root = plain(rect(0, 0, 320, 568), parent: nil)
        let nodes = [root, text("on screen", rect(0, 0, 100, 20), parent: 0), text("partially on screen y", rect(0, 20, 100, 20), parent: 0)]
        XCTAssertEqual(labels(nodes), ["on screen", "partially on screen y"])
        root.elementsHidden = true
        XCTAssertEqual(labels([root] + nodes.dropFirst()), [])
    }

    /// testAccessibilitySort: by y, then x, then height, then width.
    func testTheSortIsYThenXThenHeightThenWidth() {
        let frames = [rect(0, 0, 100, 200), rect(1, 1, 100, 200), rect(0, 1, 100, 200), rect(0, 0, 50, 200)]
        XCTAssertEqual(AccessibilityOrder.sorted(frames) { $0 }, [frames[3], frames[0], frames[2], frames[1]])
        let shorter = [rect(0, 0, 10, 30), rect(0, 0, 20, 20)]
        XCTAssertEqual(AccessibilityOrder.sorted(shorter) { $0 }, [shorter[1], shorter[0]], "at one origin the shorter first")
        let same = [(rect(5, 5, 5, 5), "a"), (rect(5, 5, 5, 5), "b")]
        XCTAssertEqual(AccessibilityOrder.sorted(same) { $0.0 }.map(\.1), ["a", "b"], "alike frames keep their order")
    }

    // MARK: _ASDisplayViewAccessiblity.mm beyond the tests

    /// `CollectAccessibilityElementsForContainer`: a labelled node with an
    /// interactive trait is a custom action, sorted by frame; the walk goes
    /// on under it, so a button's title node (its label, the title again)
    /// joins the container's label.
    func testAButtonInAContainerIsAnActionAndItsTitleJoinsTheLabel() {
        let nodes = [
            plain(rect(0, 0, 375, 60), parent: nil, container: true),
            text("Ada Lovelace", rect(16, 12, 200, 18), parent: 0),
            AccessibilityNode(frame: rect(300, 15, 60, 30), parent: 0, label: "Follow", traits: .button, isElement: true),
            text("Follow", rect(310, 21, 40, 18), parent: 2, layerBacked: true),
            text("2 h", rect(16, 32, 30, 16), parent: 0),
        ]
        let elements = AccessibilityTree(nodes: nodes).elements()
        XCTAssertEqual(elements.count, 1)
        XCTAssertEqual(elements[0].label, "Ada Lovelace, Follow, 2 h")
        XCTAssertEqual(elements[0].actions.map(\.name), ["Follow"])
        XCTAssertEqual(elements[0].actions.map(\.node), [2])
        XCTAssertEqual(elements[0].nodes, [0, 1, 3, 4])
    }

    /// A container with a label of its own reads it alone, but still offers
    /// the actions under it; one that is itself interactive offers itself as
    /// an action and still joins its subnodes' labels.
    func testAContainersLabelKeepsItsActions() {
        let subnodes = [
            text("Ada Lovelace", rect(16, 12, 200, 18), parent: 0),
            AccessibilityNode(frame: rect(300, 15, 60, 30), parent: 0, label: "Follow", traits: .button, isElement: true),
        ]
        let labelled = AccessibilityTree(nodes: [plain(rect(0, 0, 375, 60), parent: nil, label: "Ada", container: true)] + subnodes).elements()
        XCTAssertEqual(labelled.map(\.label), ["Ada"])
        XCTAssertEqual(labelled[0].actions.map(\.name), ["Follow"])
        var interactive = plain(rect(0, 0, 375, 60), parent: nil, label: "Open", container: true)
        interactive.traits = .link
        let opened = AccessibilityTree(nodes: [interactive] + subnodes).elements()
        XCTAssertEqual(opened.map(\.label), ["Ada Lovelace"])
        XCTAssertEqual(opened[0].actions.map(\.name), ["Open", "Follow"])
    }

    /// The container's walk tests neither hiding nor `isAccessibilityElement`.
    func testAContainerReadsHiddenNodesAndNonElements() {
        var hidden = text("hidden", rect(0, 20, 10, 10), parent: 0)
        hidden.elementsHidden = true
        var silent = text("silent", rect(0, 40, 10, 10), parent: 0)
        silent.isElement = false
        XCTAssertEqual(labels([plain(rect(0, 0, 100, 100), parent: nil, container: true), hidden, silent]), ["hidden, silent"])
    }

    /// A plain node with elements under it is entered where it sorts among
    /// its siblings: its elements come there, in their own order.
    func testAViewWithElementsIsReadInPlace() {
        let nodes = [
            plain(rect(0, 0, 300, 300), parent: nil),
            text("bottom", rect(0, 200, 100, 20), parent: 0),
            plain(rect(0, 100, 300, 50), parent: 0),
            text("right", rect(200, 100, 50, 20), parent: 2),
            text("left", rect(0, 110, 50, 20), parent: 2),
            text("top", rect(0, 0, 100, 20), parent: 0),
        ]
        XCTAssertEqual(labels(nodes), ["top", "right", "left", "bottom"], "y first: right (y 100) before left (y 110)")
    }

    /// A layer-backed node that is no element (a button's image node) is
    /// searched for elements: everything under it, hidden or not.
    func testALayerBackedTreeIsSearchedForElements() {
        var hidden = text("deep", rect(0, 10, 10, 10), parent: 1, layerBacked: true)
        hidden.elementsHidden = true
        let nodes = [
            plain(rect(0, 0, 100, 100), parent: nil),
            AccessibilityNode(frame: rect(0, 0, 50, 50), parent: 0, isLayerBacked: true),
            hidden,
        ]
        XCTAssertEqual(labels(nodes), ["deep"])
    }

    /// The root sits in a window: an element root is read whole.
    func testAnElementRootIsReadAsOne() {
        XCTAssertEqual(labels([text("Hello", rect(0, 0, 100, 20), parent: nil), text("under", rect(0, 0, 10, 10), parent: 0)]), ["Hello"])
        XCTAssertEqual(labels([plain(.zero, parent: nil)]), [])
    }
}

extension Rect {
    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}
