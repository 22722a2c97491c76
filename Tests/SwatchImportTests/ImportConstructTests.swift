import SwatchGeometry
import SwatchImport
import SwatchSpec
import XCTest

/// One test per construct `layoutSpecThatFits:` code is made of, each in
/// Swift and in Objective-C: both import, to the same spec, which says
/// what the code says.
final class ImportConstructTests: XCTestCase {
    /// `CardNode` with `members`, after the file's declarations `before` it.
    func swift(_ members: String, superclass: String = "ASDisplayNode", before: String = "") -> String {
        "import AsyncDisplayKit\n\n\(before)final class CardNode: \(superclass) {\n\(members)\n}\n"
    }

    /// `CardNode` with `properties` and `methods`, after the file's macros
    /// and declarations `before` it.
    func objc(_ properties: String, _ methods: String, superclass: String = "ASDisplayNode", before: String = "") -> String {
        "#import <AsyncDisplayKit/AsyncDisplayKit.h>\n\n\(before)@interface CardNode : \(superclass)\n\(properties)\n@end\n\n@implementation CardNode\n\(methods)\n@end\n"
    }

    // MARK: Layout specs

    func testStackFullInitializer() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let a = ASDisplayNode()
                let b = ASDisplayNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    return ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .spaceBetween, alignItems: .center, children: [a, b])
                }
                """),
            objc: objc("@property (nonatomic, strong) ASDisplayNode *a;\n@property (nonatomic, strong) ASDisplayNode *b;", """
                - (instancetype)init { if (self = [super init]) { _a = [[ASDisplayNode alloc] init]; _b = [ASDisplayNode new]; } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical spacing:8
                    justifyContent:ASStackLayoutJustifyContentSpaceBetween alignItems:ASStackLayoutAlignItemsCenter children:@[_a, _b]];
                }
                """))
        XCTAssertEqual(i.layout["type"].string, "stack")
        XCTAssertEqual(i.layout["direction"].string, "vertical")
        XCTAssertEqual(i.layout["spacing"].number, 8)
        XCTAssertEqual(i.layout["justifyContent"].string, "spaceBetween")
        XCTAssertEqual(i.layout["alignItems"].string, "center")
        XCTAssertEqual(i.json["root"]["layout"]["children"][1]["id"].string, "b")
        XCTAssertEqual(i.root["id"].string, "CardNode")
    }

    func testStackConvenienceMakersAndPropertiesSetAfter() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let a = ASDisplayNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let row = ASStackLayoutSpec.horizontal()
                    row.spacing = 4
                    row.alignItems = .baselineFirst
                    row.flexWrap = .wrap
                    row.lineSpacing = 2
                    row.horizontalAlignment = .right
                    row.children = [a]
                    let column = ASStackLayoutSpec.vertical()
                    column.children = [row]
                    return column
                }
                """),
            objc: objc("@property (nonatomic, strong) ASDisplayNode *a;", """
                - (instancetype)init { self = [super init]; if (self) { _a = [[ASDisplayNode alloc] init]; } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  ASStackLayoutSpec *row = [ASStackLayoutSpec horizontalStackLayoutSpec];
                  row.spacing = 4;
                  row.alignItems = ASStackLayoutAlignItemsBaselineFirst;
                  row.flexWrap = ASStackLayoutFlexWrapWrap;
                  [row setLineSpacing:2];
                  row.horizontalAlignment = ASHorizontalAlignmentRight;
                  row.children = @[_a];
                  ASStackLayoutSpec *column = [ASStackLayoutSpec verticalStackLayoutSpec];
                  column.children = @[row];
                  return column;
                }
                """))
        XCTAssertEqual(i.layout["direction"].string, "vertical")
        let row = i.json["root"]["layout"]["children"][0]
        XCTAssertEqual(row["direction"].string, "horizontal")
        XCTAssertEqual(row["id"].string, "row")
        XCTAssertEqual(row["alignItems"].string, "baselineFirst")
        XCTAssertEqual(row["flexWrap"].string, "wrap")
        XCTAssertEqual(row["lineSpacing"].number, 2)
        XCTAssertEqual(row["horizontalAlignment"].string, "right")
    }

    func testChildrenAppendedOneByOne() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let a = ASDisplayNode()
                let b = ASDisplayNode()
                let c = ASDisplayNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let stack = ASStackLayoutSpec.vertical()
                    stack.children?.append(a)
                    var more: [ASLayoutElement] = []
                    more.append(b)
                    more.insert(c, at: 0)
                    stack.children?.append(contentsOf: more)
                    return stack
                }
                """),
            objc: objc("@property (nonatomic, strong) ASDisplayNode *a, *b, *c;", """
                - (instancetype)init { if (self = [super init]) { _a = [ASDisplayNode new]; _b = [ASDisplayNode new]; _c = [ASDisplayNode new]; } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  ASStackLayoutSpec *stack = [ASStackLayoutSpec verticalStackLayoutSpec];
                  NSMutableArray *children = [NSMutableArray arrayWithObject:_a];
                  NSMutableArray *more = [[NSMutableArray alloc] init];
                  [more addObject:_b];
                  [more insertObject:_c atIndex:0];
                  [children addObjectsFromArray:more];
                  stack.children = children;
                  return stack;
                }
                """))
        let ids = i.layout["children"].elements.compactMap { $0["id"].string }
        XCTAssertEqual(ids, ["a", "c", "b"])
    }

    func testInsetsWithInfinityAndUIEdgeInsetsMake() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let title = ASDisplayNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let insets = UIEdgeInsets(top: .infinity, left: 12, bottom: 12, right: CGFloat.infinity)
                    return ASInsetLayoutSpec(insets: insets, child: title)
                }
                """),
            objc: objc("@property (nonatomic, strong) ASDisplayNode *title;", """
                - (instancetype)init { if (self = [super init]) { _title = [ASDisplayNode new]; } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  UIEdgeInsets insets = UIEdgeInsetsMake(INFINITY, 12, 12, INFINITY);
                  return [ASInsetLayoutSpec insetLayoutSpecWithInsets:insets child:_title];
                }
                """))
        XCTAssertEqual(i.layout["type"].string, "inset")
        let insets = i.layout["insets"]
        XCTAssertEqual(insets["top"].string, "inf")
        XCTAssertEqual(insets["left"].number, 12)
        XCTAssertEqual(insets["right"].string, "inf")
        XCTAssertEqual(i.json["root"]["layout"]["child"]["id"].string, "title")
    }

    func testEveryOtherLayoutSpec() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let photo = ASDisplayNode()
                let badge = ASDisplayNode()
                let scrim = ASDisplayNode()
                let card = ASDisplayNode()
                let dot = ASDisplayNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let ratio = ASRatioLayoutSpec(ratio: 0.5, child: photo)
                    let overlay = ASOverlayLayoutSpec(child: ratio, overlay: scrim)
                    let corner = ASCornerLayoutSpec(child: overlay, corner: badge, location: .topRight)
                    corner.offset = CGPoint(x: -2, y: 2)
                    corner.wrapsCorner = true
                    let background = ASBackgroundLayoutSpec(child: corner, background: card)
                    let center = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: .minimumX, child: background)
                    let relative = ASRelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .center, sizingOption: [], child: center)
                    dot.style.layoutPosition = CGPoint(x: 4, y: 6)
                    let absolute = ASAbsoluteLayoutSpec(sizing: .sizeToFit, children: [dot])
                    return ASWrapperLayoutSpec(layoutElements: [relative, absolute])
                }
                """),
            objc: objc("@property (nonatomic, strong) ASDisplayNode *photo, *badge, *scrim, *card, *dot;", """
                - (instancetype)init {
                  if (self = [super init]) { _photo = [ASDisplayNode new]; _badge = [ASDisplayNode new]; _scrim = [ASDisplayNode new]; _card = [ASDisplayNode new]; _dot = [ASDisplayNode new]; }
                  return self;
                }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  ASRatioLayoutSpec *ratio = [ASRatioLayoutSpec ratioLayoutSpecWithRatio:0.5 child:_photo];
                  ASOverlayLayoutSpec *overlay = [ASOverlayLayoutSpec overlayLayoutSpecWithChild:ratio overlay:_scrim];
                  ASCornerLayoutSpec *corner = [ASCornerLayoutSpec cornerLayoutSpecWithChild:overlay corner:_badge location:ASCornerLayoutLocationTopRight];
                  corner.offset = CGPointMake(-2, 2);
                  corner.wrapsCorner = YES;
                  ASBackgroundLayoutSpec *background = [ASBackgroundLayoutSpec backgroundLayoutSpecWithChild:corner background:_card];
                  ASCenterLayoutSpec *center = [ASCenterLayoutSpec centerLayoutSpecWithCenteringOptions:ASCenterLayoutSpecCenteringXY sizingOptions:ASCenterLayoutSpecSizingOptionMinimumX child:background];
                  ASRelativeLayoutSpec *relative = [ASRelativeLayoutSpec relativePositionLayoutSpecWithHorizontalPosition:ASRelativeLayoutSpecPositionEnd verticalPosition:ASRelativeLayoutSpecPositionCenter sizingOption:ASRelativeLayoutSpecSizingOptionDefault child:center];
                  _dot.style.layoutPosition = CGPointMake(4, 6);
                  ASAbsoluteLayoutSpec *absolute = [ASAbsoluteLayoutSpec absoluteLayoutSpecWithSizing:ASAbsoluteLayoutSpecSizingSizeToFit children:@[_dot]];
                  return [ASWrapperLayoutSpec wrapperWithLayoutElements:@[relative, absolute]];
                }
                """))
        XCTAssertEqual(i.layout["type"].string, "wrapper")
        let relative = i.json["root"]["layout"]["children"][0]
        XCTAssertEqual(relative["type"].string, "relative")
        XCTAssertEqual(relative["horizontalPosition"].string, "end")
        XCTAssertEqual(relative["sizingOption"].string, "default")
        let center = relative["child"]
        XCTAssertEqual(center["centeringOptions"].string, "xy")
        XCTAssertEqual(center["sizingOptions"].string, "minimumX")
        let corner = center["child"]["child"]
        XCTAssertEqual(corner["type"].string, "corner")
        XCTAssertEqual(corner["location"].string, "topRight")
        XCTAssertEqual(corner["offset"].numbers, [-2, 2])
        XCTAssertEqual(corner["wrapsCorner"].bool, true)
        XCTAssertEqual(corner["child"]["type"].string, "overlay")
        XCTAssertEqual(corner["child"]["child"]["ratio"].number, 0.5)
        XCTAssertEqual(corner["child"]["overlay"]["id"].string, "scrim")
        let absolute = i.json["root"]["layout"]["children"][1]
        XCTAssertEqual(absolute["sizing"].string, "sizeToFit")
        XCTAssertEqual(absolute["children"][0]["style"]["layoutPosition"].numbers, [4, 6])
    }

    func testSpacerIsAnEmptyLayoutSpecThatGrows() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let a = ASDisplayNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let spacer = ASLayoutSpec()
                    spacer.style.flexGrow = 1.0
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .center, children: [spacer, a])
                }
                """),
            objc: objc("@property (nonatomic, strong) ASDisplayNode *a;", """
                - (instancetype)init { if (self = [super init]) { _a = [ASDisplayNode new]; } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  ASLayoutSpec *spacer = [[ASLayoutSpec alloc] init];
                  spacer.style.flexGrow = 1.0;
                  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal spacing:0
                    justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsCenter children:@[spacer, _a]];
                }
                """))
        let spacer = i.json["root"]["layout"]["children"][0]
        XCTAssertEqual(spacer["type"].string, "stack")
        XCTAssertEqual(spacer["style"]["flexGrow"].number, 1)
    }

    // MARK: Style

    func testStyleSetInTheInitializerDidLoadAndTheLayoutMethod() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let a = ASDisplayNode()
                override init() {
                    super.init()
                    a.style.flexGrow = 2
                    a.style.width = ASDimensionMake(100)
                }
                override func didLoad() {
                    super.didLoad()
                    a.style.flexShrink = 1
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    a.style.height = ASDimensionMakeWithFraction(0.5)
                    a.style.maxWidth = ASDimensionMake("25%")
                    a.style.minHeight = ASDimension(unit: .points, value: 10)
                    a.style.spacingBefore = 3
                    a.style.alignSelf = .stretch
                    return ASWrapperLayoutSpec(layoutElement: a)
                }
                """),
            objc: objc("@property (nonatomic, strong) ASDisplayNode *a;", """
                - (instancetype)init {
                  if (self = [super init]) {
                    _a = [[ASDisplayNode alloc] init];
                    _a.style.flexGrow = 2;
                    _a.style.width = ASDimensionMake(100);
                  }
                  return self;
                }
                - (void)didLoad { [super didLoad]; _a.style.flexShrink = 1; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  self.a.style.height = ASDimensionMakeWithFraction(0.5);
                  _a.style.maxWidth = ASDimensionMake(@"25%");
                  _a.style.minHeight = ASDimensionMake(ASDimensionUnitPoints, 10);
                  _a.style.spacingBefore = 3;
                  _a.style.alignSelf = ASStackLayoutAlignSelfStretch;
                  return [ASWrapperLayoutSpec wrapperWithLayoutElement:_a];
                }
                """))
        let style = i.json["root"]["layout"]["child"]["style"]
        XCTAssertEqual(style["flexGrow"].number, 2)
        XCTAssertEqual(style["width"].number, 100)
        XCTAssertEqual(style["flexShrink"].number, 1)
        XCTAssertEqual(style["height"].string, "50%")
        XCTAssertEqual(style["maxWidth"].string, "25%")
        XCTAssertEqual(style["minHeight"].number, 10)
        XCTAssertEqual(style["spacingBefore"].number, 3)
        XCTAssertEqual(style["alignSelf"].string, "stretch")
    }

    func testPreferredSizesAndLayoutSizes() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let a = ASDisplayNode()
                let b = ASDisplayNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    a.style.preferredSize = CGSize(width: 40, height: 30)
                    a.style.minSize = CGSize(width: 10, height: 10)
                    b.style.preferredLayoutSize = ASLayoutSizeMake(ASDimensionMake(20), ASDimensionMakeWithFraction(1))
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [a, b])
                }
                """),
            objc: objc("@property (nonatomic, strong) ASDisplayNode *a, *b;", """
                - (instancetype)init { if (self = [super init]) { _a = [ASDisplayNode new]; _b = [ASDisplayNode new]; } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  _a.style.preferredSize = CGSizeMake(40, 30);
                  _a.style.minSize = CGSizeMake(10, 10);
                  _b.style.preferredLayoutSize = ASLayoutSizeMake(ASDimensionMake(20), ASDimensionMakeWithFraction(1));
                  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal spacing:0
                    justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStart children:@[_a, _b]];
                }
                """))
        XCTAssertEqual(i.json["root"]["layout"]["children"][0]["style"]["preferredSize"].numbers, [40, 30])
        XCTAssertEqual(i.json["root"]["layout"]["children"][0]["style"]["minSize"].numbers, [10, 10])
        XCTAssertEqual(i.json["root"]["layout"]["children"][1]["style"]["width"].number, 20)
        XCTAssertEqual(i.json["root"]["layout"]["children"][1]["style"]["height"].string, "100%")
        XCTAssertEqual(i.frames.first { $0.id == "a" }?.frame.size.width, 40)
    }

    // MARK: Values

    func testConstantsAndArithmetic() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                struct Metrics { static let avatar: CGFloat = 40 }
                let a = ASDisplayNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let half = kPadding / 2
                    let side = Metrics.avatar + 2 * half - 1
                    a.style.preferredSize = CGSize(width: side, height: max(side, 20) / 4)
                    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: half, left: kPadding, bottom: 7 % 4, right: -half), child: a)
                }
                """, before: "private let kPadding: CGFloat = 10\n"),
            objc: objc("@property (nonatomic, strong) ASDisplayNode *a;", """
                - (instancetype)init { if (self = [super init]) { _a = [ASDisplayNode new]; } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  CGFloat half = HALF(kPadding);
                  CGFloat side = kAvatar + 2 * half - 1;
                  _a.style.preferredSize = CGSizeMake(side, MAX(side, 20) / 4);
                  return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(half, kPadding, 7 % 4, -half) child:_a];
                }
                """, before: "#define kPadding 10\n#define HALF(x) ((x) / 2.0)\nstatic const CGFloat kAvatar = 40;\n"))
        XCTAssertEqual(i.json["root"]["layout"]["child"]["style"]["preferredSize"].numbers, [49, 12.25])
        let insets = i.layout["insets"]
        XCTAssertEqual(insets["top"].number, 5)
        XCTAssertEqual(insets["left"].number, 10)
        XCTAssertEqual(insets["bottom"].number, 3)
        XCTAssertEqual(insets["right"].number, -5)
        XCTAssertTrue(i.result.assumptions.isEmpty, "\(i.result.assumptions)")
    }

    func testIntegerDivisionIsCsInObjectiveC() throws {
        let i = try ImportHarness.run("""
            @implementation CardNode
            - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
            {
              ASLayoutSpec *s = [ASLayoutSpec new];
              s.style.spacingBefore = 7 / 2;
              s.style.spacingAfter = 7 / 2.0;
              return s;
            }
            @end
            """, .objectiveC)
        XCTAssertEqual(i.json["root"]["layout"]["style"]["spacingBefore"].number, 3)
        XCTAssertEqual(i.json["root"]["layout"]["style"]["spacingAfter"].number, 3.5)
    }

    func testTheWidthComesFromTheSizeRange() throws {
        let swiftCode = swift("""
            let photo = ASDisplayNode()
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let side = constrainedSize.max.width / 4.0
                photo.style.preferredSize = CGSize(width: side, height: UIScreen.main.bounds.width / 5)
                return ASWrapperLayoutSpec(layoutElement: photo)
            }
            """)
        let objcCode = objc("@property (nonatomic, strong) ASDisplayNode *photo;", """
            - (instancetype)init { if (self = [super init]) { _photo = [ASDisplayNode new]; } return self; }
            - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
            {
              CGFloat side = constrainedSize.max.width / 4.0;
              _photo.style.preferredSize = CGSizeMake(side, [UIScreen mainScreen].bounds.size.width / 5);
              return [ASWrapperLayoutSpec wrapperWithLayoutElement:_photo];
            }
            """)
        let i = try ImportHarness.pair(swift: swiftCode, objc: objcCode)
        XCTAssertEqual(i.json["root"]["layout"]["child"]["style"]["preferredSize"].numbers, [93.75, 75])
        XCTAssertEqual(i.assumption("constrainedSize.max.width")?.value, .number(375))
        let set = try ImportHarness.pair(swift: swiftCode, objc: objcCode, set: ["constrainedSize.max.width=320"])
        XCTAssertEqual(set.json["root"]["layout"]["child"]["style"]["preferredSize"].numbers, [80, 64])
        XCTAssertEqual(set.json["sizeRange"]["max"][0].number, 320)
        XCTAssertEqual(set.json["sizeRange"]["min"][0].number, 320)
    }

    // MARK: Control flow

    func testAConditionOnDataTakesTheBranchThatShowsMore() throws {
        let swiftCode = swift("""
            let name = ASTextNode()
            let badge = ASDisplayNode()
            var unreadCount = 0
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let row = ASStackLayoutSpec.horizontal()
                if unreadCount > 0 {
                    row.children = [name, badge]
                } else {
                    row.children = [name]
                }
                return row
            }
            """)
        let objcCode = objc("@property (nonatomic, strong) ASTextNode *name;\n@property (nonatomic, strong) ASDisplayNode *badge;\n@property (nonatomic) NSInteger unreadCount;", """
            - (instancetype)init { if (self = [super init]) { _name = [ASTextNode new]; _badge = [ASDisplayNode new]; } return self; }
            - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
            {
              ASStackLayoutSpec *row = [ASStackLayoutSpec horizontalStackLayoutSpec];
              if (self.unreadCount > 0) {
                row.children = @[_name, _badge];
              } else {
                row.children = @[_name];
              }
              return row;
            }
            """)
        // The property starts at 0 in the Swift code: a known value, no assumption.
        let known = try ImportHarness.run(swiftCode, .swift)
        XCTAssertEqual(known.layout["children"].count, 1)
        // In Objective-C it is data: assumed, the branch that shows more.
        let o = try ImportHarness.run(objcCode, .objectiveC)
        XCTAssertEqual(o.layout["children"].count, 2)
        let a = try XCTUnwrap(o.assumption("self.unreadCount > 0"))
        XCTAssertEqual(a.kind, .condition)
        XCTAssertEqual(a.value, .bool(true))
        XCTAssertEqual(a.location.line, 14)
        let flipped = try ImportHarness.run(objcCode, .objectiveC, set: ["self.unreadCount > 0=false"])
        XCTAssertEqual(flipped.layout["children"].count, 1)
        XCTAssertEqual(flipped.assumption("self.unreadCount > 0")?.isSet, true)
    }

    func testTheBranchThatShowsMoreIsFoundEitherWay() throws {
        // The else branch has more: the condition is taken as false.
        let i = try ImportHarness.run(swift("""
            let a = ASDisplayNode()
            let b = ASDisplayNode()
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                if model.isCompact {
                    return ASWrapperLayoutSpec(layoutElement: a)
                }
                return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [a, b])
            }
            """), .swift)
        XCTAssertEqual(i.assumption("model.isCompact")?.value, .bool(false))
        XCTAssertEqual(i.layout["type"].string, "stack")
    }

    func testTernaries() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let a = ASDisplayNode()
                let b = ASDisplayNode()
                var isOutgoing = false
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let stack = ASStackLayoutSpec.horizontal()
                    stack.spacing = isOutgoing ? 4 : 12
                    stack.children = isOutgoing ? [b, a] : [a, b]
                    return stack
                }
                """),
            objc: objc("@property (nonatomic, strong) ASDisplayNode *a, *b;\n@property (nonatomic) BOOL isOutgoing;", """
                - (instancetype)init { if (self = [super init]) { _a = [ASDisplayNode new]; _b = [ASDisplayNode new]; _isOutgoing = NO; } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  ASStackLayoutSpec *stack = [ASStackLayoutSpec horizontalStackLayoutSpec];
                  stack.spacing = _isOutgoing ? 4 : 12;
                  stack.children = self.isOutgoing ? @[_b, _a] : @[_a, _b];
                  return stack;
                }
                """))
        XCTAssertEqual(i.layout["spacing"].number, 12)
        XCTAssertEqual(i.json["root"]["layout"]["children"][0]["id"].string, "a")
        // On data, the ternary's condition is an assumption.
        let data = try ImportHarness.run(swift("""
            let a = ASDisplayNode()
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                a.style.flexGrow = message.isOutgoing ? 1 : 0
                return ASWrapperLayoutSpec(layoutElement: a)
            }
            """), .swift, set: ["message.isOutgoing=false"])
        XCTAssertEqual(data.json["root"]["layout"]["child"]["style"]["flexGrow"].number, 0)
        XCTAssertEqual(data.assumption("message.isOutgoing")?.isSet, true)
    }

    func testIfLetAndGuard() throws {
        let i = try ImportHarness.run(swift("""
            let a = ASDisplayNode()
            let b = ASDisplayNode()
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                guard let user = post.author else {
                    return ASWrapperLayoutSpec(layoutElement: a)
                }
                var children: [ASLayoutElement] = [a]
                if let _ = user.avatar {
                    children.append(b)
                }
                return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: children)
            }
            """), .swift)
        XCTAssertEqual(i.assumption("post.author != nil")?.value, .bool(true))
        XCTAssertEqual(i.assumption("user.avatar != nil")?.value, .bool(true))
        XCTAssertEqual(i.layout["children"].count, 2)
    }

    func testLoopsOverLiteralArraysCountsAndData() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    var dots: [ASLayoutElement] = []
                    for size in [8, 12] {
                        let dot = ASDisplayNode()
                        dot.style.preferredSize = CGSize(width: size, height: size)
                        dots.append(dot)
                    }
                    for _ in 0..<2 {
                        dots.append(ASDisplayNode())
                    }
                    for tag in post.tags {
                        let text = ASTextNode()
                        text.attributedText = NSAttributedString(string: tag.name)
                        dots.append(text)
                    }
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 2, justifyContent: .start, alignItems: .center, children: dots)
                }
                """),
            objc: objc("", """
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  NSMutableArray *dots = [NSMutableArray array];
                  for (NSNumber *size in @[@8, @12]) {
                    ASDisplayNode *dot = [[ASDisplayNode alloc] init];
                    dot.style.preferredSize = CGSizeMake(size.floatValue, size.floatValue);
                    [dots addObject:dot];
                  }
                  for (int i = 0; i < 2; i++) {
                    [dots addObject:[ASDisplayNode new]];
                  }
                  for (Tag *tag in post.tags) {
                    ASTextNode *text = [ASTextNode new];
                    text.attributedText = [[NSAttributedString alloc] initWithString:tag.name];
                    [dots addObject:text];
                  }
                  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal spacing:2
                    justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsCenter children:dots];
                }
                """))
        let children = i.layout["children"].elements
        XCTAssertEqual(children.count, 7)
        XCTAssertEqual(children[1]["style"]["preferredSize"].numbers, [12, 12])
        XCTAssertEqual(children[6]["type"].string, "text")
        XCTAssertEqual(i.assumption("post.tags")?.kind, .count)
        XCTAssertEqual(i.assumption("post.tags")?.value, .number(3))
        XCTAssertEqual(i.assumption("tag.name")?.kind, .text)
        XCTAssertEqual(children[6]["text"].string, "Name")
        let five = try ImportHarness.run(swift("""
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let stack = ASStackLayoutSpec.vertical()
                for comment in post.comments {
                    let text = ASTextNode()
                    text.attributedText = NSAttributedString(string: comment.text)
                    stack.children?.append(text)
                }
                return stack
            }
            """), .swift, set: ["post.comments=5", "comment.text=Nice photo!"])
        XCTAssertEqual(five.layout["children"].count, 5)
        XCTAssertEqual(five.json["root"]["layout"]["children"][4]["text"].string, "Nice photo!")
    }

    func testSwitchStatements() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let a = ASDisplayNode()
                var style = 2
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let stack = ASStackLayoutSpec.vertical()
                    switch style {
                    case 1:
                        stack.spacing = 1
                    case 2, 3:
                        stack.spacing = 2
                    default:
                        stack.spacing = 9
                    }
                    stack.children = [a]
                    return stack
                }
                """),
            objc: objc("@property (nonatomic, strong) ASDisplayNode *a;\n@property (nonatomic) NSInteger style;", """
                - (instancetype)init { if (self = [super init]) { _a = [ASDisplayNode new]; _style = 2; } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  ASStackLayoutSpec *stack = [ASStackLayoutSpec verticalStackLayoutSpec];
                  switch (_style) {
                    case 1:
                      stack.spacing = 1;
                      break;
                    case 2:
                    case 3:
                      stack.spacing = 2;
                      break;
                    default:
                      stack.spacing = 9;
                  }
                  stack.children = @[_a];
                  return stack;
                }
                """))
        XCTAssertEqual(i.layout["spacing"].number, 2)
    }

    func testHelperMethodsThatReturnSpecs() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let title = ASTextNode()
                let subtitle = ASTextNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: textStack(spacing: 2))
                }
                private func textStack(spacing: CGFloat) -> ASLayoutSpec {
                    let stack = ASStackLayoutSpec.vertical()
                    stack.spacing = spacing * 2
                    stack.children = [title, subtitle]
                    return stack
                }
                """),
            objc: objc("@property (nonatomic, strong) ASTextNode *title, *subtitle;", """
                - (instancetype)init { if (self = [super init]) { _title = [ASTextNode new]; _subtitle = [ASTextNode new]; } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(8, 8, 8, 8) child:[self textStackWithSpacing:2]];
                }
                - (ASLayoutSpec *)textStackWithSpacing:(CGFloat)spacing
                {
                  ASStackLayoutSpec *stack = [ASStackLayoutSpec verticalStackLayoutSpec];
                  stack.spacing = spacing * 2;
                  stack.children = @[_title, _subtitle];
                  return stack;
                }
                """))
        XCTAssertEqual(i.json["root"]["layout"]["child"]["spacing"].number, 4)
        XCTAssertEqual(i.json["root"]["layout"]["child"]["children"][1]["id"].string, "subtitle")
    }

    // MARK: Nodes

    func testTextNodesWithAttributedStrings() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let title = ASTextNode()
                let body = ASTextNode()
                override init() {
                    super.init()
                    title.attributedText = NSAttributedString(string: "Hello", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
                    title.maximumNumberOfLines = 1
                    title.truncationAttributedText = NSAttributedString(string: "…more")
                    let font = UIFont.systemFont(ofSize: 13, weight: .semibold)
                    body.attributedText = NSAttributedString(string: "Body text", attributes: [NSAttributedString.Key.font: font])
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [title, body])
                }
                """),
            objc: objc("@property (nonatomic, strong) ASTextNode *title, *body;", """
                - (instancetype)init
                {
                  if (self = [super init]) {
                    _title = [[ASTextNode alloc] init];
                    _title.attributedText = [[NSAttributedString alloc] initWithString:@"Hello"
                      attributes:@{NSFontAttributeName: [UIFont boldSystemFontOfSize:20], NSForegroundColorAttributeName: [UIColor redColor]}];
                    _title.maximumNumberOfLines = 1;
                    _title.truncationAttributedText = [[NSAttributedString alloc] initWithString:@"…more"];
                    _body = [[ASTextNode alloc] init];
                    UIFont *font = [UIFont systemFontOfSize:13 weight:UIFontWeightSemibold];
                    _body.attributedText = [[NSAttributedString alloc] initWithString:@"Body text" attributes:@{NSFontAttributeName: font}];
                  }
                  return self;
                }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical spacing:0
                    justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStretch children:@[_title, _body]];
                }
                """))
        let title = i.json["root"]["layout"]["children"][0]
        XCTAssertEqual(title["type"].string, "text")
        XCTAssertEqual(title["text"].string, "Hello")
        XCTAssertEqual(title["fontSize"].number, 20)
        XCTAssertEqual(title["fontWeight"].string, "bold")
        XCTAssertEqual(title["color"].string, "#ff0000")
        XCTAssertEqual(title["maximumNumberOfLines"].number, 1)
        XCTAssertEqual(title["truncation"].string, "…more")
        let body = i.json["root"]["layout"]["children"][1]
        XCTAssertEqual(body["fontSize"].number, 13)
        XCTAssertEqual(body["fontWeight"].string, "bold")
        XCTAssertTrue(i.result.warnings.contains { $0.message.contains("semibold") }, "\(i.result.warnings)")
    }

    func testTextFromAModelIsPlaceholderText() throws {
        let code = swift("""
            let name = ASTextNode()
            init(user: User) {
                super.init()
                name.attributedText = NSAttributedString(string: user.displayName, attributes: [.font: UIFont.systemFont(ofSize: 15)])
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                return ASWrapperLayoutSpec(layoutElement: name)
            }
            """)
        let i = try ImportHarness.run(code, .swift)
        XCTAssertEqual(i.assumption("user.displayName")?.kind, .text)
        XCTAssertEqual(i.json["root"]["layout"]["child"]["text"].string, "Display name")
        XCTAssertEqual(i.json["root"]["layout"]["child"]["fontSize"].number, 15)
        let set = try ImportHarness.run(code, .swift, set: ["user.displayName=Ada Lovelace"])
        XCTAssertEqual(set.json["root"]["layout"]["child"]["text"].string, "Ada Lovelace")
    }

    func testImagesAndNetworkImages() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let icon = ASImageNode()
                let separator = ASImageNode()
                let photo = ASNetworkImageNode()
                override init() {
                    super.init()
                    icon.image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16)).image { _ in }
                    separator.image = UIImage.as_resizableRoundedImage(withCornerRadius: 2, cornerColor: .black, fill: .black)
                    photo.url = URL(string: "https://example.com/p.png")
                    photo.style.preferredSize = CGSize(width: 60, height: 60)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [icon, separator, photo])
                }
                """),
            objc: objc("@property (nonatomic, strong) ASImageNode *icon, *separator;\n@property (nonatomic, strong) ASNetworkImageNode *photo;", """
                - (instancetype)init
                {
                  if (self = [super init]) {
                    _icon = [ASImageNode new];
                    _icon.image = [[[UIGraphicsImageRenderer alloc] initWithSize:CGSizeMake(24, 16)] imageWithActions:^(UIGraphicsImageRendererContext *c) {}];
                    _separator = [ASImageNode new];
                    _separator.image = [UIImage as_resizableRoundedImageWithCornerRadius:2 cornerColor:[UIColor blackColor] fillColor:[UIColor blackColor] traitCollection:self.primitiveTraitCollection];
                    _photo = [[ASNetworkImageNode alloc] init];
                    _photo.URL = [NSURL URLWithString:@"https://example.com/p.png"];
                    _photo.style.preferredSize = CGSizeMake(60, 60);
                  }
                  return self;
                }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal spacing:0
                    justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStart children:@[_icon, _separator, _photo]];
                }
                """))
        XCTAssertEqual(i.json["root"]["layout"]["children"][0]["imageSize"].numbers, [24, 16])
        XCTAssertEqual(i.json["root"]["layout"]["children"][1]["imageSize"].numbers, [5, 5])
        let photo = i.json["root"]["layout"]["children"][2]
        XCTAssertEqual(photo["url"].string, "https://example.com/p.png")
        XCTAssertEqual(photo["id"].string, "photo")
        XCTAssertEqual(i.frames.first { $0.id == "photo" }?.frame.size.width, 60)
    }

    func testAnAssetsSizeIsAnAssumption() throws {
        let i = try ImportHarness.run(swift("""
            let icon = ASImageNode()
            override init() {
                super.init()
                icon.image = UIImage(named: "chevron")
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                return ASWrapperLayoutSpec(layoutElement: icon)
            }
            """), .swift, set: [#"UIImage(named: "chevron") size=8x13"#])
        XCTAssertEqual(i.json["root"]["layout"]["child"]["imageSize"].numbers, [8, 13])
        XCTAssertEqual(i.result.assumptions.first?.kind, .constant)
    }

    func testTheClassesNodeIsACellForACellNode() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                override init() {
                    super.init()
                    backgroundColor = .white
                    style.minHeight = ASDimensionMake(44)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    return ASLayoutSpec()
                }
                """, superclass: "ASCellNode"),
            objc: objc("", """
                - (instancetype)init { if (self = [super init]) { self.backgroundColor = [UIColor whiteColor]; self.style.minHeight = ASDimensionMake(44); } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize { return [[ASLayoutSpec alloc] init]; }
                """, superclass: "ASCellNode"))
        // A `cell` where the schema has one (version 1.1), else a plain node.
        XCTAssertEqual(i.root["type"].string, TextureNames_hasCell ? "cell" : "node")
        XCTAssertEqual(i.root["color"].string, "#ffffff")
        XCTAssertEqual(i.json["root"]["style"]["minHeight"].number, 44)
    }

    var TextureNames_hasCell: Bool { SpecSchema.elementTypes.contains { $0.name == "cell" } }

    func testNodesOfTheFilesClassesLayThemselvesOut() throws {
        let i = try ImportHarness.pair(
            swift: """
                import AsyncDisplayKit
                final class BadgeNode: ASDisplayNode {
                    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                        return CGSize(width: 20, height: 12)
                    }
                }
                final class RowNode: ASDisplayNode {
                    let badge = BadgeNode()
                    let label = ASTextNode()
                    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                        return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .center, children: [label, badge])
                    }
                }
                final class CardNode: ASDisplayNode {
                    let row = RowNode()
                    let footer = ASDisplayNode()
                    override init() {
                        super.init()
                        footer.automaticallyManagesSubnodes = true
                        footer.layoutSpecBlock = { [weak self] _, _ in
                            return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2), child: ASLayoutSpec())
                        }
                    }
                    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [row, footer])
                    }
                }
                """,
            objc: """
                @interface BadgeNode : ASDisplayNode
                @end
                @implementation BadgeNode
                - (CGSize)calculateSizeThatFits:(CGSize)constrainedSize { return CGSizeMake(20, 12); }
                @end
                @interface RowNode : ASDisplayNode
                @property (nonatomic, strong) BadgeNode *badge;
                @property (nonatomic, strong) ASTextNode *label;
                @end
                @implementation RowNode
                - (instancetype)init { if (self = [super init]) { _badge = [[BadgeNode alloc] init]; _label = [ASTextNode new]; } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal spacing:4
                    justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsCenter children:@[_label, _badge]];
                }
                @end
                @interface CardNode : ASDisplayNode
                @property (nonatomic, strong) RowNode *row;
                @property (nonatomic, strong) ASDisplayNode *footer;
                @end
                @implementation CardNode
                - (instancetype)init
                {
                  if (self = [super init]) {
                    _row = [[RowNode alloc] init];
                    _footer = [[ASDisplayNode alloc] init];
                    _footer.automaticallyManagesSubnodes = YES;
                    _footer.layoutSpecBlock = ^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {
                      return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(2, 2, 2, 2) child:[ASLayoutSpec new]];
                    };
                  }
                  return self;
                }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical spacing:0
                    justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStretch children:@[_row, _footer]];
                }
                @end
                """, className: "CardNode")
        let row = i.json["root"]["layout"]["children"][0]
        XCTAssertEqual(row["id"].string, "row")
        XCTAssertEqual(row["layout"]["type"].string, "stack")
        XCTAssertEqual(row["layout"]["children"][1]["intrinsicSize"].numbers, [20, 12])
        XCTAssertEqual(i.json["root"]["layout"]["children"][1]["layout"]["type"].string, "inset")
    }

    func testNodesOfClassesFromElsewhereHaveAnAssumedSize() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let rating = StarRatingNode(rating: 4)
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    return ASWrapperLayoutSpec(layoutElement: rating)
                }
                """),
            objc: objc("@property (nonatomic, strong) StarRatingNode *rating;", """
                - (instancetype)init { if (self = [super init]) { _rating = [[StarRatingNode alloc] initWithRating:4]; } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize { return [ASWrapperLayoutSpec wrapperWithLayoutElement:_rating]; }
                """), set: ["StarRatingNode size=80x16"])
        XCTAssertEqual(i.json["root"]["layout"]["child"]["intrinsicSize"].numbers, [80, 16])
        XCTAssertEqual(i.assumption("StarRatingNode size")?.value, .size(width: 80, height: 16))
    }

    func testButtonsKeepTheirTitle() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let reply = ASButtonNode()
                override init() {
                    super.init()
                    reply.setTitle("Reply", with: UIFont.systemFont(ofSize: 14), with: .blue, for: .normal)
                    reply.addTarget(self, action: #selector(tapped), forControlEvents: .touchUpInside)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    return ASWrapperLayoutSpec(layoutElement: reply)
                }
                """),
            objc: objc("@property (nonatomic, strong) ASButtonNode *reply;", """
                - (instancetype)init
                {
                  if (self = [super init]) {
                    _reply = [[ASButtonNode alloc] init];
                    [_reply setTitle:@"Reply" withFont:[UIFont systemFontOfSize:14] withColor:[UIColor blueColor] forState:UIControlStateNormal];
                    [_reply addTarget:self action:@selector(tapped) forControlEvents:ASControlNodeEventTouchUpInside];
                  }
                  return self;
                }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize { return [ASWrapperLayoutSpec wrapperWithLayoutElement:_reply]; }
                """))
        let button = i.json["root"]["layout"]["child"]
        XCTAssertEqual(button["id"].string, "reply")
        XCTAssertEqual(button["userInteractionEnabled"].bool, true)
        if SpecSchema.elementTypes.contains(where: { $0.name == "button" }) {
            XCTAssertEqual(button["type"].string, "button")
            XCTAssertEqual(button["title"]["text"].string, "Reply")
            XCTAssertEqual(button["title"]["fontSize"].number, 14)
        }
    }

    func testButtonSubnodesDrawTheButtonsImages() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let like = ASButtonNode()
                override init() {
                    super.init()
                    like.setImage(UIImage(named: "heart"), for: .normal) // 20 × 20 points
                    like.imageNode.imageModificationBlock = ASImageNodeTintColorModificationBlock(.red)
                    like.imageNode.cornerRadius = 4
                    like.setBackgroundImage(UIImage(named: "pill"), for: .normal) // 8 × 8 points
                    like.backgroundImageNode.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(2, .blue)
                    like.titleNode.maximumNumberOfLines = 1
                    like.setTitle("Like", with: nil, with: nil, for: .normal)
                }
                @objc private func didTapLike() {}
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    return ASWrapperLayoutSpec(layoutElement: like)
                }
                """),
            objc: objc("@property (nonatomic, strong) ASButtonNode *like;", """
                - (instancetype)init
                {
                  if (self = [super init]) {
                    _like = [[ASButtonNode alloc] init];
                    [_like setImage:[UIImage imageNamed:@"heart"] forState:UIControlStateNormal]; // 20 × 20 points
                    _like.imageNode.imageModificationBlock = ASImageNodeTintColorModificationBlock([UIColor redColor]);
                    _like.imageNode.cornerRadius = 4;
                    // "pill" is 8 × 8 points.
                    [_like setBackgroundImage:[UIImage imageNamed:@"pill"]
                                     forState:UIControlStateNormal];
                    _like.backgroundImageNode.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(2, [UIColor blueColor]);
                    _like.titleNode.maximumNumberOfLines = 1;
                    [_like setTitle:@"Like" withFont:nil withColor:nil forState:UIControlStateNormal];
                  }
                  return self;
                }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize { return [ASWrapperLayoutSpec wrapperWithLayoutElement:_like]; }
                """))
        let button = i.json["root"]["layout"]["child"]
        XCTAssertEqual(button["type"].string, "button")
        XCTAssertEqual(button["image"]["imageSize"].numbers, [20, 20])
        XCTAssertEqual(button["image"]["imageModification"]["tintColor"].string, "#ff0000")
        XCTAssertEqual(button["image"]["cornerRadius"].number, 4)
        XCTAssertEqual(button["backgroundImage"]["imageSize"].numbers, [8, 8])
        XCTAssertEqual(button["backgroundImage"]["imageModification"]["roundBorder"]["borderWidth"].number, 2)
        XCTAssertEqual(button["backgroundImage"]["imageModification"]["roundBorder"]["borderColor"].string, "#0000ff")
        XCTAssertEqual(button["title"]["maximumNumberOfLines"].number, 1)
        // The assets' sizes are the notes' values, still assumptions that --set changes.
        let heart = i.result.assumptions.first { $0.name.contains("heart") }
        XCTAssertEqual(heart?.value, .size(width: 20, height: 20))
        XCTAssertEqual(heart?.isNoted, true)
    }

    func testImageModificationBlocks() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let avatar = ASImageNode()
                let photo = ASImageNode()
                let radius: CGFloat = 6
                override init() {
                    super.init()
                    avatar.image = UIImage(named: "avatar") // 40 × 40 points
                    avatar.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(0, nil)
                    photo.image = UIImage(named: "photo") // 80 × 60 points
                    photo.imageModificationBlock = { image, _ in
                        let rect = CGRect(x: 0, y: 0, width: image.size.width, height: image.size.height)
                        return UIGraphicsImageRenderer(size: image.size).image { _ in
                            UIBezierPath(roundedRect: rect, cornerRadius: self.radius * 2).addClip()
                            image.draw(in: rect)
                        }
                    }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [avatar, photo])
                }
                """),
            objc: objc("@property (nonatomic, strong) ASImageNode *avatar, *photo;\n@property (nonatomic) CGFloat radius;", """
                - (instancetype)init
                {
                  if (self = [super init]) {
                    _radius = 6;
                    _avatar = [ASImageNode new];
                    _avatar.image = [UIImage imageNamed:@"avatar"]; // 40 × 40 points
                    _avatar.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(0, nil);
                    _photo = [ASImageNode new];
                    _photo.image = [UIImage imageNamed:@"photo"]; // 80 × 60 points
                    _photo.imageModificationBlock = ^UIImage *(UIImage *image, ASPrimitiveTraitCollection traits) {
                      CGRect rect = CGRectMake(0, 0, image.size.width, image.size.height);
                      UIGraphicsImageRenderer *renderer = [[UIGraphicsImageRenderer alloc] initWithSize:image.size];
                      return [renderer imageWithActions:^(UIGraphicsImageRendererContext *context) {
                        [[UIBezierPath bezierPathWithRoundedRect:rect cornerRadius:self.radius * 2] addClip];
                        [image drawInRect:rect];
                      }];
                    };
                  }
                  return self;
                }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal spacing:0
                    justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStart children:@[_avatar, _photo]];
                }
                """))
        XCTAssertEqual(i.json["root"]["layout"]["children"][0]["imageSize"].numbers, [40, 40])
        XCTAssertTrue(i.json["root"]["layout"]["children"][0]["imageModification"]["roundBorder"].exists)
        // 12 pixels of the bitmap the block draws on: 6 points at the spec's scale of 2.
        XCTAssertEqual(i.json["root"]["layout"]["children"][1]["imageModification"]["cornerRadius"].number, 6)
        XCTAssertEqual(i.frames.first { $0.id == "photo" }?.frame.size.width, 80)
    }

    func testADownloadANoteSaysIsLaidOutDownloaded() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let photo = ASNetworkImageNode()
                let thumb = ASNetworkImageNode()
                override init() {
                    super.init()
                    photo.url = URL(string: "https://example.com/p.jpg")
                    // Laid out with its image downloaded, 320 × 240 points.
                    thumb.url = URL(string: "https://example.com/t.jpg")
                    thumb.defaultImage = UIImage(named: "placeholder") // 30 × 30 points
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [photo, thumb])
                }
                """),
            objc: objc("@property (nonatomic, strong) ASNetworkImageNode *photo, *thumb;", """
                - (instancetype)init
                {
                  if (self = [super init]) {
                    _photo = [ASNetworkImageNode new];
                    _photo.URL = [NSURL URLWithString:@"https://example.com/p.jpg"];
                    // Laid out with its image downloaded, 320 × 240 points.
                    _thumb = [ASNetworkImageNode new];
                    _thumb.URL = [NSURL URLWithString:@"https://example.com/t.jpg"];
                    _thumb.defaultImage = [UIImage imageNamed:@"placeholder"]; // 30 × 30 points
                  }
                  return self;
                }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical spacing:0
                    justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStart children:@[_photo, _thumb]];
                }
                """))
        let photo = i.json["root"]["layout"]["children"][0]
        XCTAssertEqual(photo["type"].string, "networkImage")
        XCTAssertEqual(photo["loaded"].bool, true)
        XCTAssertEqual(photo["imageSize"].numbers, [320, 240])
        let thumb = i.json["root"]["layout"]["children"][1]
        XCTAssertFalse(thumb["loaded"].exists)
        XCTAssertEqual(thumb["defaultImage"]["imageSize"].numbers, [30, 30])
        XCTAssertEqual(i.frames.first { $0.id == "photo" }?.frame.size, Size(width: 320, height: 240))
        XCTAssertEqual(i.frames.first { $0.id == "thumb" }?.frame.size, Size(width: 30, height: 30))
    }

    func testANodeWhoseSizeFollowsTheWidthHasAnAspectRatio() throws {
        let i = try ImportHarness.pair(
            swift: """
                import AsyncDisplayKit
                final class ChartNode: ASDisplayNode {
                    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                        return CGSize(width: constrainedSize.width, height: constrainedSize.width * 0.5)
                    }
                }
                final class CardNode: ASDisplayNode {
                    let chart = ChartNode()
                    let dot = DotNode()
                    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [chart, dot])
                    }
                    private final class DotNode: ASDisplayNode {
                        override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                            return CGSize(width: 8, height: 8)
                        }
                    }
                }
                """,
            objc: """
                @interface ChartNode : ASDisplayNode
                @end
                @implementation ChartNode
                - (CGSize)calculateSizeThatFits:(CGSize)constrainedSize { return CGSizeMake(constrainedSize.width, constrainedSize.width * 0.5); }
                @end
                @interface DotNode : ASDisplayNode
                @end
                @implementation DotNode
                - (CGSize)calculateSizeThatFits:(CGSize)constrainedSize { return CGSizeMake(8, 8); }
                @end
                @interface CardNode : ASDisplayNode
                @property (nonatomic, strong) ChartNode *chart;
                @property (nonatomic, strong) DotNode *dot;
                @end
                @implementation CardNode
                - (instancetype)init { if (self = [super init]) { _chart = [ChartNode new]; _dot = [DotNode new]; } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical spacing:0
                    justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStretch children:@[_chart, _dot]];
                }
                @end
                """, className: "CardNode")
        XCTAssertEqual(i.json["root"]["layout"]["children"][0]["aspectRatio"].number, 0.5)
        XCTAssertFalse(i.json["root"]["layout"]["children"][0]["intrinsicSize"].exists)
        XCTAssertEqual(i.json["root"]["layout"]["children"][1]["intrinsicSize"].numbers, [8, 8])
        XCTAssertEqual(i.frames.first { $0.id == "chart" }?.frame.size, Size(width: 375, height: 187.5))
    }

    func testStyledWithBlockAndMapClosures() throws {
        let i = try ImportHarness.pair(
            swift: swift("""
                let a = ASDisplayNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let sizes: [CGFloat] = [10, 20, 30]
                    let boxes = sizes.map { side -> ASDisplayNode in
                        let box = ASDisplayNode()
                        box.style.preferredSize = CGSize(width: side, height: side)
                        return box
                    }
                    let wide = sizes.filter { $0 > 15 }.count
                    a.style.flexGrow = CGFloat(wide)
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: boxes + [a])
                }
                """),
            objc: objc("@property (nonatomic, strong) ASDisplayNode *a;", """
                - (instancetype)init { if (self = [super init]) { _a = [ASDisplayNode new]; } return self; }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  NSMutableArray *boxes = [NSMutableArray array];
                  for (NSNumber *side in @[@10, @20, @30]) {
                    ASDisplayNode *box = [ASDisplayNode new];
                    [boxes addObject:[box styledWithBlock:^(ASLayoutElementStyle *style) {
                      style.preferredSize = CGSizeMake(side.floatValue, side.floatValue);
                    }]];
                  }
                  _a.style.flexGrow = 2;
                  [boxes addObject:_a];
                  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal spacing:0
                    justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStart children:boxes];
                }
                """))
        XCTAssertEqual(i.json["root"]["layout"]["children"][2]["style"]["preferredSize"].numbers, [30, 30])
        XCTAssertEqual(i.json["root"]["layout"]["children"][3]["style"]["flexGrow"].number, 2)
    }

    // MARK: Source

    func testConditionalCompilationAndMacros() throws {
        let code = """
            #define USE_ROW 1
            #define PADDING 6
            #define INSETS UIEdgeInsetsMake(PADDING, PADDING, PADDING, PADDING)
            @implementation CardNode
            - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
            {
            #if USE_ROW
              ASStackLayoutSpec *s = [ASStackLayoutSpec horizontalStackLayoutSpec];
            #else
              ASStackLayoutSpec *s = [ASStackLayoutSpec verticalStackLayoutSpec];
            #endif
            #ifdef SHOW_DEBUG_BORDERS
              s.spacing = 100;
            #endif
              return [ASInsetLayoutSpec insetLayoutSpecWithInsets:INSETS child:s];
            }
            @end
            """
        let i = try ImportHarness.run(code, .objectiveC)
        XCTAssertEqual(i.json["root"]["layout"]["child"]["direction"].string, "horizontal")
        XCTAssertEqual(i.json["root"]["layout"]["insets"]["top"].number, 6)
        // An undefined macro is a condition: defined takes the branch with more, here no more, so not.
        XCTAssertEqual(i.assumption("defined(SHOW_DEBUG_BORDERS)")?.value, .bool(false))
        let debug = try ImportHarness.run(code, .objectiveC, set: ["defined(SHOW_DEBUG_BORDERS)=true"])
        XCTAssertEqual(debug.json["root"]["layout"]["child"]["spacing"].number, 100)
    }

    func testAMethodPastedAlone() throws {
        let i = try ImportHarness.pair(
            swift: """
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .stretch, children: [titleNode, bodyNode])
                }
                """,
            objc: """
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical spacing:4
                    justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStretch children:@[titleNode, bodyNode]];
                }
                """)
        XCTAssertEqual(i.root["id"].string, "root")
        XCTAssertEqual(i.json["root"]["layout"]["children"][0]["id"].string, "titleNode")
        XCTAssertEqual(i.json["root"]["layout"]["children"][1]["intrinsicSize"].numbers, [44, 44])
        XCTAssertEqual(i.assumption("bodyNode size")?.kind, .constant)
    }
}
