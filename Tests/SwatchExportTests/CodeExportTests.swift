import SwatchExport
import SwatchSpec
import SwatchTestSupport
import XCTest

/// What the exported code says: names, values, defaults left out, the
/// Texture API chosen. (That it compiles and builds the same layout is
/// ExportCompileTests.)
final class CodeExportTests: XCTestCase {
    func swift(_ spec: String, className: String? = nil) throws -> String {
        CodeExport.render(try SpecDecoder.decode(spec), in: .swift, className: className)
    }

    func objc(_ spec: String) throws -> String {
        CodeExport.render(try SpecDecoder.decode(spec), in: .objectiveC)
    }

    func testPropertiesAreNamedAfterIdsValidAndUnique() throws {
        let spec = #"""
            {"root": {"type": "stack", "children": [
              {"type": "node", "id": "body-line-1"}, {"type": "text", "id": "title", "text": "a"},
              {"type": "text", "id": "title_node", "text": "b"}, {"type": "node", "id": "2nd"},
              {"type": "image", "id": "é"}, {"type": "node"}, {"type": "node"}, {"type": "node", "id": "supernode"},
              {"type": "stack", "id": "row"}, {"type": "stack", "direction": "vertical"}, {"type": "node", "id": "new"},
              {"type": "node", "id": "init-view"}, {"type": "node", "id": "news"}]}}
            """#
        let document = try SpecDecoder.decode(spec)
        XCTAssertEqual(CodeExport.names(document), [
            "horizontalStack", "bodyLine1Node", "titleNode", "titleNode2", "display2ndNode", "imageNode", "displayNode",
            "displayNode2", "supernode2", "rowStack", "verticalStack", "theNewNode", "theInitViewNode", "newsNode",
        ])
        let code = CodeExport.render(document, in: .swift)
        XCTAssertTrue(code.contains("private let bodyLine1Node = ASDisplayNode()\n"), code)
        XCTAssertTrue(code.contains("private let titleNode2 = ASTextNode()\n"), code)
    }

    func testTheClassIsNamedAfterTheTitleOrTheRootsId() throws {
        func name(_ spec: String) throws -> String? { try swift(spec).split(separator: "\n").first { $0.hasPrefix("final class") }.map(String.init) }
        XCTAssertEqual(try name(#"{"title": "Notification cell (read)", "root": {"type": "node"}}"#), "final class NotificationCellNode: ASDisplayNode {")
        XCTAssertEqual(try name(#"{"title": "A feed with a pager", "root": {"type": "node"}}"#), "final class FeedNode: ASDisplayNode {")
        XCTAssertEqual(try name(#"{"title": "Photo cell sized before its photo arrives", "root": {"type": "cell"}}"#), "final class PhotoCellNode: ASCellNode {")
        XCTAssertEqual(try name(#"{"title": "A label 15 points tall", "root": {"type": "node"}}"#), "final class LabelNode: ASDisplayNode {")
        XCTAssertEqual(try name(#"{"root": {"type": "node", "id": "profile-header"}}"#), "final class ProfileHeaderNode: ASDisplayNode {")
        XCTAssertEqual(try name(#"{"title": "ASDisplay", "root": {"type": "node"}}"#), "final class MyASDisplayNode: ASDisplayNode {")
        XCTAssertEqual(try name(#"{"title": "…", "root": {"type": "node"}}"#), "final class LayoutNode: ASDisplayNode {")
        XCTAssertTrue(try swift(#"{"root": {"type": "node"}}"#, className: "CardNode").contains("final class CardNode: ASDisplayNode {"))
    }

    func testDefaultsAreLeftOutButInitializersTakeEveryArgument() throws {
        let code = try swift(#"{"root": {"type": "stack", "spacing": 0, "alignItems": "stretch", "flexWrap": "noWrap", "children": [{"type": "node", "id": "a", "style": {"flexGrow": 0, "alignSelf": "auto"}}]}}"#)
        XCTAssertTrue(code.contains("""
                    return ASStackLayoutSpec(
                        direction: .horizontal,
                        spacing: 0,
                        justifyContent: .start,
                        alignItems: .stretch,
                        children: [aNode]
                    )
            """), code)
        XCTAssertFalse(code.contains("flexWrap"), code)
        XCTAssertFalse(code.contains("aNode."), "nothing is set on the node: \(code)")
        XCTAssertFalse(code.contains("setUpSubnodes"), code)
    }

    func testSettingsBeyondTheInitializerAreProperties() throws {
        let code = try swift(#"{"root": {"type": "stack", "id": "tags", "flexWrap": "wrap", "lineSpacing": 4, "style": {"flexGrow": 1}}}"#)
        XCTAssertTrue(code.contains("let tagsStack = ASStackLayoutSpec("), code)
        XCTAssertTrue(code.contains("tagsStack.flexWrap = .wrap\n"), code)
        XCTAssertTrue(code.contains("tagsStack.lineSpacing = 4\n"), code)
        XCTAssertTrue(code.contains("tagsStack.style.flexGrow = 1\n"), code)
        XCTAssertTrue(code.contains("return tagsStack\n"), code)
        let objcCode = try objc(#"{"root": {"type": "stack", "id": "tags", "flexWrap": "wrap"}}"#)
        XCTAssertTrue(objcCode.contains("tagsStack.flexWrap = ASStackLayoutFlexWrapWrap;\n"), objcCode)
    }

    func testEnumerationsAndOptionSetsAsEachLanguageSpellsThem() throws {
        let spec = #"{"root": {"type": "center", "centeringOptions": "xy", "child": {"type": "relative", "horizontalPosition": "end", "sizingOption": "minimumWidth", "child": {"type": "node", "id": "dot"}}}}"#
        let code = try swift(spec)
        XCTAssertTrue(code.contains("ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: dotRelative)"), code)
        XCTAssertTrue(code.contains("horizontalPosition: .end,\n            verticalPosition: .none,\n            sizingOption: .minimumWidth,"), code)
        let objcCode = try objc(spec)
        XCTAssertTrue(objcCode.contains("centerLayoutSpecWithCenteringOptions:ASCenterLayoutSpecCenteringXY"), objcCode)
        XCTAssertTrue(objcCode.contains("sizingOptions:ASCenterLayoutSpecSizingOptionDefault"), objcCode)
        XCTAssertTrue(objcCode.contains("relativePositionLayoutSpecWithHorizontalPosition:ASRelativeLayoutSpecPositionEnd"), objcCode)
    }

    func testStyleDimensionsAndPreferredSize() throws {
        let code = try swift(#"{"root": {"type": "stack", "children": [{"type": "node", "id": "a", "style": {"width": 40, "height": 20, "minWidth": "50%", "flexBasis": "25%", "layoutPosition": [1, 2]}}, {"type": "node", "id": "b", "style": {"width": 40}}]}}"#)
        XCTAssertTrue(code.contains("aNode.style.preferredSize = CGSize(width: 40, height: 20)\n"), code)
        XCTAssertTrue(code.contains("aNode.style.minWidth = ASDimensionMakeWithFraction(0.5)\n"), code)
        XCTAssertTrue(code.contains("aNode.style.flexBasis = ASDimensionMakeWithFraction(0.25)\n"), code)
        XCTAssertTrue(code.contains("aNode.style.layoutPosition = CGPoint(x: 1, y: 2)\n"), code)
        XCTAssertTrue(code.contains("bNode.style.width = ASDimensionMake(40)\n"), code)
    }

    func testColoursFromEveryCSSForm() throws {
        func colour(_ css: String) throws -> String {
            let code = try swift(#"{"root": {"type": "stack", "children": [{"type": "node", "id": "a", "color": "\#(css)"}]}}"#)
            return code.split(separator: "\n").first { $0.contains("aNode.backgroundColor") || $0.contains("// backgroundColor") }
                .map { String($0.drop(while: { $0 == " " })) } ?? code
        }
        XCTAssertEqual(try colour("#4a90d9"), "aNode.backgroundColor = UIColor(red: 0.29, green: 0.565, blue: 0.85, alpha: 1)")
        XCTAssertEqual(try colour("#F00"), "aNode.backgroundColor = UIColor.red")
        XCTAssertEqual(try colour("#ffffff80"), "aNode.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 0.5)")
        XCTAssertEqual(try colour("rebeccapurple"), "aNode.backgroundColor = UIColor(red: 0.4, green: 0.2, blue: 0.6, alpha: 1)")
        XCTAssertEqual(try colour("rgba(0,0,0,0.3)"), "aNode.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)")
        XCTAssertEqual(try colour("rgb(100% 50% 0% / 25%)"), "aNode.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)")
        XCTAssertEqual(try colour("hsl(120, 100%, 25%)"), "aNode.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)")
        XCTAssertEqual(try colour("transparent"), "aNode.backgroundColor = UIColor.clear")
        XCTAssertEqual(try colour("oklch(0.7 0.1 200)"),
                       #"// backgroundColor: the colour "oklch(0.7 0.1 200)" has no sRGB value; set it by hand"#)
        XCTAssertTrue(try objc(#"{"root": {"type": "stack", "children": [{"type": "node", "id": "a", "color": "white"}]}}"#)
            .contains("_aNode.backgroundColor = [UIColor whiteColor];"))
    }

    func testTextIsAnAttributedStringWithItsFontColourAndTruncation() throws {
        let spec = ##"{"root": {"type": "text", "id": "t", "text": "Say \"hi\"\\\n\u0001", "fontSize": 13, "fontWeight": "bold", "color": "#000", "maximumNumberOfLines": 1, "truncation": "??!"}}"##
        let code = try swift(spec)
        XCTAssertTrue(code.contains(#"string: "Say \"hi\"\\\n\u{1}","#), code)
        XCTAssertTrue(code.contains("""
                        attributes: [
                            .font: UIFont.systemFont(ofSize: 13, weight: .bold),
                            .foregroundColor: UIColor.black
                        ]
            """), code)
        XCTAssertTrue(code.contains("tNode.maximumNumberOfLines = 1\n"), code)
        XCTAssertTrue(code.contains("tNode.truncationAttributedText = NSAttributedString(\n"), code)
        XCTAssertTrue(code.contains("return ASWrapperLayoutSpec(layoutElement: tNode)"), code)
        let objcCode = try objc(spec)
        XCTAssertTrue(objcCode.contains(#"initWithString:@"Say \"hi\"\\\n\001""#), objcCode)
        XCTAssertTrue(objcCode.contains(#"initWithString:@"?\?!""#), "no trigraph: \(objcCode)")
        XCTAssertFalse(try swift(#"{"root": {"type": "text", "text": "x", "truncation": "…"}}"#).contains("truncation"))
    }

    func testImagesAreTheAppsAssetsWithTheirSizeInAComment() throws {
        let spec = #"{"root": {"type": "stack", "children": [{"type": "image", "id": "a", "imageSize": [44, 44], "url": "https://example.com/a.png", "cornerRadius": 22}, {"type": "image", "id": "b", "imageSize": [10, 10]}, {"type": "image", "imageSize": [1, 2]}]}}"#
        let code = try swift(spec)
        assertContains(code, [
            "private let aNode = ASNetworkImageNode()\n",
            "aNode.defaultImage = UIImage(named: \"a\") // 44 × 44 points\n",
            "aNode.url = URL(string: \"https://example.com/a.png\")\n",
            "aNode.cornerRadius = 22\n",
            "bNode.image = UIImage(named: \"b\") // 10 × 10 points\n",
        ])
        XCTAssertTrue(code.contains("imageNode.image = UIImage(named: \"image4\") // 1 × 2 points\n"), "an image without an id is named by the spec's own id: \(code)")
        XCTAssertFalse(code.contains("UIGraphicsImageRenderer"), "no blank image is drawn to give a size: \(code)")
        let objcCode = try objc(spec)
        XCTAssertTrue(objcCode.contains("_aNode.URL = [NSURL URLWithString:@\"https://example.com/a.png\"];"), objcCode)
        XCTAssertTrue(objcCode.contains("_bNode.image = [UIImage imageNamed:@\"b\"]; // 10 × 10 points\n"), objcCode)
        let assets = CodeExport.assets(try SpecDecoder.decode(spec))
        XCTAssertEqual(assets.map(\.name), ["a", "b", "image4"])
        XCTAssertEqual(assets.map(\.size.width), [44, 10, 1])
    }

    func testSpecsAreNamedForWhatTheyHold() throws {
        let spec = #"""
            {"root": {"type": "stack", "direction": "vertical", "children": [
              {"type": "inset", "insets": {"top": 8}, "child": {"type": "stack", "children": [
                {"type": "inset", "insets": {"left": 4}, "child": {"type": "image", "id": "avatar", "imageSize": [30, 30]}},
                {"type": "stack", "direction": "vertical", "children": [{"type": "text", "id": "name", "text": "n"}, {"type": "text", "id": "location", "text": "l"}]}]}},
              {"type": "ratio", "ratio": 1, "child": {"type": "image", "id": "photo", "imageSize": [10, 10]}},
              {"type": "inset", "child": {"type": "inset", "child": {"type": "stack", "id": "footer", "children": [{"type": "node"}, {"type": "node"}, {"type": "node"}, {"type": "node"}]}}},
              {"type": "overlay", "child": {"type": "node"}, "overlay": {"type": "node"}},
              {"type": "stack", "children": [{"type": "text", "id": "first-word", "text": "a"}, {"type": "text", "id": "second-word", "text": "b"}]}
            ]}}
            """#
        let document = try SpecDecoder.decode(spec)
        let names = CodeExport.names(document)
        let specs = document.elements.indices.filter { !document.elements[$0].type.isDisplayNode }.compactMap { names[$0] }
        XCTAssertEqual(specs, [
            "verticalStack", "avatarNameLocationInset", "avatarNameLocationStack", "avatarInset", "nameLocationStack", "photoRatio",
            "outerFooterInset", "footerInset", "footerStack", "overlaySpec", "horizontalStack",
        ])
        for name in specs {
            XCTAssertNil(name.last.flatMap { Int(String($0)) }, "\(name): no name is told apart by a number")
        }

        // Children too many words to name together are named by the words they share.
        let rows = try SpecDecoder.decode(#"""
            {"root": {"type": "stack", "direction": "vertical", "children": [
              {"type": "stack", "children": [{"type": "node", "id": "start-a"}, {"type": "node", "id": "start-b"}, {"type": "node", "id": "start-c"}]},
              {"type": "background", "background": {"type": "node", "id": "row-end"},
               "child": {"type": "stack", "children": [{"type": "node", "id": "end-left-a"}, {"type": "node", "id": "end-left-b"}]}},
              {"type": "stack", "children": [{"type": "node", "id": "up-a"}, {"type": "node", "id": "down-b"}, {"type": "node", "id": "left-c"}]}
            ]}}
            """#)
        let rowNames = CodeExport.names(rows)
        XCTAssertEqual(rows.elements.indices.filter { !rows.elements[$0].type.isDisplayNode }.compactMap { rowNames[$0] }, [
            "verticalStack", "startStack", "endLeftBackground", "endLeftStack", "horizontalStack",
        ])
    }

    func testAFixedSizeIsACustomNodeNamedForWhatItIs() throws {
        let spec = #"{"title": "Card", "root": {"type": "stack", "children": [{"type": "node", "id": "date-label", "intrinsicSize": [84, 10]}, {"type": "node", "intrinsicSize": [1, 1]}, {"type": "node", "id": "card", "intrinsicSize": [2, 2]}]}}"#
        let code = try swift(spec)
        XCTAssertTrue(code.contains("    private let dateLabelNode = DateLabelNode()\n"), code)
        XCTAssertTrue(code.contains("""
                /// Measures itself: 84 × 10 points, whatever size it is offered.
                private final class DateLabelNode: ASDisplayNode {
                    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                        return CGSize(width: 84, height: 10)
                    }
                }
            """), code)
        XCTAssertTrue(code.contains("private let displayNode = FixedSizeNode()\n"), "a node without an id says only what it does: \(code)")
        XCTAssertTrue(code.contains("private let cardNode = CardNode2()\n"), "the exported class keeps its name: \(code)")
        let objcCode = try objc(spec)
        XCTAssertTrue(objcCode.contains("@interface CardDateLabelNode : ASDisplayNode\n@end\n"), objcCode)
        XCTAssertTrue(objcCode.contains("@property (nonatomic, readonly) CardDateLabelNode *dateLabelNode;\n"), objcCode)
        XCTAssertTrue(objcCode.contains("_dateLabelNode = [[CardDateLabelNode alloc] init];\n"), objcCode)
    }

    func testSizesThatAreStylesAreSizes() throws {
        let code = try swift(#"{"root": {"type": "stack", "children": [{"type": "node", "id": "a", "style": {"minWidth": 10, "minHeight": 20, "maxWidth": 30, "maxHeight": "50%"}}]}}"#)
        XCTAssertTrue(code.contains("aNode.style.minSize = CGSize(width: 10, height: 20)\n"), code)
        XCTAssertTrue(code.contains("aNode.style.maxWidth = ASDimensionMake(30)\n"), code)
        XCTAssertTrue(code.contains("aNode.style.maxHeight = ASDimensionMakeWithFraction(0.5)\n"), code)
    }

    func testInteractionDiffersFromEachClassesDefault() throws {
        let code = try swift(#"{"root": {"type": "stack", "children": [{"type": "node", "id": "a", "userInteractionEnabled": true}, {"type": "text", "id": "b", "text": "x", "userInteractionEnabled": true, "style": {"hitTestSlop": {"top": -10, "left": 0, "bottom": -10, "right": 0}}}, {"type": "node", "id": "c", "userInteractionEnabled": false}]}}"#)
        XCTAssertFalse(code.contains("aNode.isUserInteractionEnabled"), code)
        XCTAssertTrue(code.contains("bNode.isUserInteractionEnabled = true\n"), code)
        XCTAssertTrue(code.contains("bNode.hitTestSlop = UIEdgeInsets(top: -10, left: 0, bottom: -10, right: 0)\n"), code)
        XCTAssertTrue(code.contains("cNode.isUserInteractionEnabled = false\n"), code)
    }

    func testARootNodeIsTheClassAndAFixedSizeIsItsOwn() throws {
        let code = try swift(##"{"root": {"type": "node", "id": "box", "color": "#00f", "intrinsicSize": [120, 80], "style": {"flexGrow": 1}}}"##)
        XCTAssertTrue(code.contains("""
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    backgroundColor = UIColor.blue
                    style.flexGrow = 1
                }

                override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                    return CGSize(width: 120, height: 80)
                }
            """), code)
        XCTAssertFalse(code.contains("layoutSpecThatFits"), code)
        XCTAssertFalse(code.contains("private final class"), "the root's size is the class's own: \(code)")
    }

    func testInfiniteInsetsAndAnOverlayWithoutOverlay() throws {
        let spec = #"{"root": {"type": "overlay", "child": {"type": "inset", "insets": {"top": "inf", "left": 0, "bottom": 0, "right": 0}, "child": {"type": "node", "id": "a"}}}}"#
        let code = try swift(spec)
        XCTAssertTrue(code.contains("UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)"), code)
        XCTAssertTrue(code.contains("let aOverlay = ASOverlayLayoutSpec()\n        aOverlay.child = aInset\n"), code)
        XCTAssertTrue(try objc(spec).contains("UIEdgeInsetsMake(INFINITY, 0, 0, 0)"))
    }

    func testANodesOwnLayoutIsABlockHoldingItsSubnodes() throws {
        let spec = #"{"root": {"type": "stack", "children": [{"type": "node", "id": "card", "layout": {"type": "inset", "child": {"type": "node", "id": "label"}}}]}}"#
        let code = try swift(spec)
        XCTAssertTrue(code.contains("""
                    cardNode.automaticallyManagesSubnodes = true
                    cardNode.layoutSpecBlock = { [labelNode] _, _ in
                        return ASInsetLayoutSpec(insets: UIEdgeInsets.zero, child: labelNode)
                    }
            """), code)
        let objcCode = try objc(spec)
        XCTAssertTrue(objcCode.contains("""
                ASDisplayNode *labelNode = _labelNode;
                _cardNode.layoutSpecBlock = ^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {
                  return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsZero child:labelNode];
                };
            """), objcCode)
        // Every subnode exists before a block holds it.
        let made = try XCTUnwrap(objcCode.range(of: "_labelNode = [[ASDisplayNode alloc] init];"))
        let held = try XCTUnwrap(objcCode.range(of: "ASDisplayNode *labelNode = _labelNode;"))
        XCTAssertLessThan(made.lowerBound, held.lowerBound)
    }

    // MARK: Texture's own nodes

    func testACellIsAnASCellNodeSubclass() throws {
        let spec = #"{"title": "Profile header", "root": {"type": "cell", "layout": {"type": "inset", "child": {"type": "cell", "id": "row"}}}}"#
        let code = try swift(spec)
        XCTAssertTrue(code.contains("final class ProfileHeaderCellNode: ASCellNode {\n"), code)
        XCTAssertTrue(code.contains("private let rowNode = ASCellNode()\n"), code)
        XCTAssertTrue(try swift(#"{"title": "Notification cell", "root": {"type": "cell"}}"#).contains("final class NotificationCellNode: ASCellNode {"))
        let objcCode = try objc(spec)
        XCTAssertTrue(objcCode.contains("@interface ProfileHeaderCellNode : ASCellNode\n"), objcCode)
    }

    func testAButtonIsAnASButtonNodeWithItsTitleImagesAndTarget() throws {
        let spec = #"""
            {"root": {"type": "stack", "children": [
              {"type": "button", "id": "follow", "title": {"text": "Follow", "fontSize": 14, "color": "#fff"}, "image": {"imageSize": [12, 12]},
               "backgroundImage": {"imageSize": [8, 8], "imageModification": {"cornerRadius": 4}}, "contentSpacing": 4, "laysOutHorizontally": false,
               "contentHorizontalAlignment": "left", "contentEdgeInsets": {"top": 6, "left": 10, "bottom": 6, "right": 10}, "userInteractionEnabled": true},
              {"type": "button", "id": "more-button", "title": {"text": "More"}, "contentSpacing": 8}]}}
            """#
        let code = try swift(spec)
        XCTAssertTrue(code.contains("private let followButtonNode = ASButtonNode()\n"), code)
        XCTAssertTrue(code.contains("private let moreButtonNode = ASButtonNode()\n"), "an id that says button says it once: \(code)")
        XCTAssertTrue(code.contains(#"""
                    followButtonNode.setTitle(
                        "Follow",
                        with: UIFont.systemFont(ofSize: 14),
                        with: UIColor.white,
                        for: .normal
                    )
            """#), code)
        XCTAssertTrue(code.contains(#"moreButtonNode.setTitle("More", with: nil, with: nil, for: .normal)"#), "buttonFontSize is Texture's choice: \(code)")
        assertContains(code, [
            #"followButtonNode.setImage(UIImage(named: "follow.image"), for: .normal) // 12 × 12 points"#,
            #"followButtonNode.setBackgroundImage(UIImage(named: "follow.backgroundImage"), for: .normal)"#,
            "followButtonNode.backgroundImageNode.imageModificationBlock = { image, _ in\n",
            "followButtonNode.contentSpacing = 4\n",
            "followButtonNode.laysOutHorizontally = false\n",
            "followButtonNode.contentHorizontalAlignment = .left\n",
            "followButtonNode.contentEdgeInsets = UIEdgeInsets(top: 6, left: 10, bottom: 6, right: 10)\n",
        ])
        XCTAssertFalse(code.contains("moreButtonNode.contentSpacing"), "defaults are left out: \(code)")
        XCTAssertTrue(code.contains("""
                    followButtonNode.addTarget(
                        self,
                        action: #selector(didTapFollowButton),
                        forControlEvents: .touchUpInside
                    )
            """), code)
        XCTAssertTrue(code.contains("    @objc private func didTapFollowButton() {}\n"), code)
        XCTAssertFalse(code.contains("isUserInteractionEnabled"), "the target turns interaction on: \(code)")
        XCTAssertFalse(code.contains("ASBackgroundLayoutSpec"), "the button lays itself out: \(code)")

        let objcCode = try objc(spec)
        XCTAssertTrue(objcCode.contains(#"[_moreButtonNode setTitle:@"More" withFont:nil withColor:nil forState:UIControlStateNormal];"#), objcCode)
        XCTAssertTrue(objcCode.contains("[_followButtonNode addTarget:self\n"), objcCode)
        XCTAssertTrue(objcCode.contains("action:@selector(didTapFollowButton)"), objcCode)
        XCTAssertTrue(objcCode.contains("- (void)didTapFollowButton\n{\n}\n"), objcCode)
        XCTAssertTrue(objcCode.contains("_followButtonNode.contentHorizontalAlignment = ASHorizontalAlignmentLeft;"), objcCode)

        let document = try SpecDecoder.decode(spec)
        XCTAssertEqual(CodeExport.assets(document).map(\.name), ["follow.image", "follow.backgroundImage"])
        let names = CodeExport.names(document)
        let title = try XCTUnwrap(document.elements.firstIndex { $0.id == "follow.titleNode" })
        XCTAssertEqual(names[title], "followButtonNode.titleNode", "a button's subnodes are its properties")
    }

    func testANetworkImageHasItsURLAndDefaultImage() throws {
        let spec = #"""
            {"root": {"type": "stack", "children": [
              {"type": "networkImage", "id": "photo", "url": "https://example.com/p.jpg", "imageSize": [300, 200], "loaded": true, "defaultImage": {"imageSize": [30, 20]}},
              {"type": "networkImage", "id": "cover", "url": "https://example.com/c.jpg", "imageSize": [300, 200]},
              {"type": "image", "id": "icon", "url": "https://example.com/i.png", "imageSize": [16, 16]}]}}
            """#
        let code = try swift(spec)
        XCTAssertTrue(code.contains("""
                    photoNode.url = URL(string: "https://example.com/p.jpg")
                    // Laid out with its image downloaded, 300 × 200 points.
                    photoNode.defaultImage = UIImage(named: "photo.defaultImage") // 30 × 20 points

            """), code)
        XCTAssertTrue(code.contains("        coverNode.url = URL(string: \"https://example.com/c.jpg\")\n\n"), "not loaded, no default: the URL alone: \(code)")
        XCTAssertTrue(code.contains("private let iconNode = ASNetworkImageNode()\n"), code)
        XCTAssertTrue(code.contains("iconNode.defaultImage = UIImage(named: \"icon\") // 16 × 16 points\n"), code)
        XCTAssertEqual(CodeExport.assets(try SpecDecoder.decode(spec)).map(\.name), ["photo.defaultImage", "icon"])
    }

    func testImageModificationsAreTheBlocksAppsWrite() throws {
        let spec = #"""
            {"root": {"type": "stack", "children": [
              {"type": "image", "id": "a", "imageSize": [40, 40], "imageModification": {"roundBorder": {"borderWidth": 2, "borderColor": "white"}}},
              {"type": "image", "id": "b", "imageSize": [40, 40], "imageModification": {"roundBorder": {}}},
              {"type": "image", "id": "c", "imageSize": [40, 40], "imageModification": {"tintColor": "red"}},
              {"type": "image", "id": "d", "imageSize": [40, 40], "imageModification": {"cornerRadius": 6}}]}}
            """#
        let code = try swift(spec)
        XCTAssertTrue(code.contains("aNode.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(2, UIColor.white)\n"), code)
        XCTAssertTrue(code.contains("bNode.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(0, nil)\n"), code)
        XCTAssertTrue(code.contains("cNode.imageModificationBlock = ASImageNodeTintColorModificationBlock(UIColor.red)\n"), code)
        XCTAssertTrue(code.contains("""
                    dNode.imageModificationBlock = { image, _ in
                        let rect = CGRect(x: 0, y: 0, width: image.size.width, height: image.size.height)
                        let format = UIGraphicsImageRendererFormat()
                        format.scale = image.scale
                        let renderer = UIGraphicsImageRenderer(size: image.size, format: format)
                        return renderer.image { _ in
                            UIBezierPath(roundedRect: rect, cornerRadius: 6 * ASScreenScale()).addClip()
                            image.draw(in: rect)
                        }
                    }

            """), code)
        let objcCode = try objc(spec)
        XCTAssertTrue(objcCode.contains("_aNode.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(2, [UIColor whiteColor]);"), objcCode)
        XCTAssertTrue(objcCode.contains("""
                _dNode.imageModificationBlock = ^UIImage *(UIImage *image, ASPrimitiveTraitCollection traitCollection) {
                  CGRect rect = CGRectMake(0, 0, image.size.width, image.size.height);
                  UIGraphicsImageRendererFormat *format = [[UIGraphicsImageRendererFormat alloc] init];
                  format.scale = image.scale;
                  UIGraphicsImageRenderer *renderer = [[UIGraphicsImageRenderer alloc] initWithSize:image.size format:format];
                  return [renderer imageWithActions:^(UIGraphicsImageRendererContext *context) {
                    [[UIBezierPath bezierPathWithRoundedRect:rect cornerRadius:6 * ASScreenScale()] addClip];
                    [image drawInRect:rect];
                  }];
                };

            """), objcCode)
    }

    func testASizeThatFollowsTheWidthIsACustomNode() throws {
        let code = try swift(#"{"root": {"type": "stack", "children": [{"type": "node", "id": "chart", "aspectRatio": 0.5}]}}"#)
        XCTAssertTrue(code.contains("private let chartNode = ChartNode()\n"), code)
        XCTAssertTrue(code.contains("""
                private final class ChartNode: ASDisplayNode {
                    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                        return CGSize(width: constrainedSize.width, height: constrainedSize.width * 0.5)
                    }
                }
            """), code)
        let root = try objc(#"{"root": {"type": "node", "id": "map", "aspectRatio": 0.75}}"#)
        XCTAssertTrue(root.contains("return CGSizeMake(constrainedSize.width, constrainedSize.width * 0.75);"), root)
    }
}
