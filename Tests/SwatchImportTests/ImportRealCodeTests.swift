import SwatchGeometry
import SwatchImport
import SwatchSpec
import XCTest

/// Constructs that real cells use, written in the style of public Texture
/// apps' cells (closure-initialised and `lazy` properties, `Then`'s
/// `.then { }`, Swift 5.9's `if` and `switch` expressions, property
/// observers, `case .photo(let url)`, libextobjc's `@weakify`, a block passed
/// in parentheses, a GNU statement expression, `--class` naming a later
/// class), each with the frames Texture gives it: the cell is a table's
/// width (375) and as tall as its layout.
final class ImportRealCodeTests: XCTestCase {
    func assertFrames(
        _ code: String, _ language: ImportLanguage, className: String? = nil, _ expected: [(String, Rect)],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let imported = try ImportHarness.run(code, language, className: className, file: file, line: line)
        let frames = imported.frames
        XCTAssertEqual(frames.map(\.id), expected.map { $0.0 }, imported.result.spec, file: file, line: line)
        XCTAssertEqual(frames.map(\.frame), expected.map { $0.1 }, imported.result.spec, file: file, line: line)
    }

    /// Properties made by a closure run once (`lazy var`, `let`): a row of
    /// the avatar and the badge, 4 apart, at the top.
    func testPropertiesInitialisedByAClosure() throws {
        try assertFrames(Self.closureProperties, .swift, [
            ("ProfileCellNode", Rect(x: 0, y: 0, width: 375, height: 48)), ("avatarNode", Rect(x: 0, y: 0, width: 48, height: 48)),
            ("badgeNode", Rect(x: 52, y: 0, width: 12, height: 12)),
        ])
    }

    /// `.then { }` sets up the value it follows; `if` and `switch` give
    /// the spacing (8: not compact) and the insets (375 is not under 320).
    /// The inset's child is offered exactly 375 - 16 wide, which its
    /// preferred width of 60 cannot shrink below (the range wins in Texture).
    func testTrailingSetUpClosuresAndIfSwitchExpressions() throws {
        try assertFrames(Self.thenAndExpressions, .swift, [
            ("TagCellNode", Rect(x: 0, y: 0, width: 375, height: 36)), ("titleNode", Rect(x: 8, y: 8, width: 359, height: 20)),
        ])
    }

    /// `didSet` observers are read past; `case .text(let string)` matches
    /// the media's case and binds its text (from data: an assumption).
    func testPropertyObserversAndCaseBindings() throws {
        let imported = try ImportHarness.run(Self.observersAndBindings, .swift)
        XCTAssertEqual(imported.frames.map(\.id), ["MediaCellNode", "textNode"])
        XCTAssertNotNil(imported.assumption("string"), "\(imported.result.assumptions)")
        let photo = Self.observersAndBindings.replacingOccurrences(of: "var media: Media = .text(\"\")", with: "var media: Media = .photo(URL(string: \"https://example.com/a.jpg\")!)")
        let shown = try ImportHarness.run(photo, .swift)
        XCTAssertEqual(shown.frames.map(\.frame), [Rect(x: 0, y: 0, width: 375, height: 80), Rect(x: 0, y: 0, width: 100, height: 80)])
    }

    /// `@weakify(self)` and `@strongify(self)` are read as doing nothing,
    /// with a warning; the icon is inset by 4 in the cell's width.
    func testLibextobjcMacrosAreNoOps() throws {
        try assertFrames(Self.weakify, .objectiveC, [
            ("LikeCellNode", Rect(x: 0, y: 0, width: 375, height: 28)), ("iconNode", Rect(x: 4, y: 4, width: 367, height: 20)),
        ])
        let imported = try ImportHarness.run(Self.weakify, .objectiveC)
        XCTAssertTrue(imported.result.warnings.contains { $0.message == "'@weakify' (libextobjc) is read as doing nothing" && $0.location.line == 13 },
                      "\(imported.result.warnings)")
    }

    /// A call given a block whose statements end in `;`
    /// (`ASPerformBlockOnMainThread(^{ a; b; })`), a block variable called,
    /// and a block called in place: the node is 30 tall, as wide as the cell.
    func testBlocksPassedInParenthesesAndStatementExpressions() throws {
        try assertFrames(Self.blocks, .objectiveC, [
            ("FeedCellNode", Rect(x: 0, y: 0, width: 375, height: 30)), ("a", Rect(x: 0, y: 0, width: 375, height: 30)),
        ])
        try assertFrames(Self.statementExpression, .objectiveC, [
            ("FeedCellNode", Rect(x: 0, y: 0, width: 375, height: 0)), ("a", Rect(x: 0, y: 0, width: 0, height: 0)),
            ("b", Rect(x: 0, y: 0, width: 0, height: 0)),
        ])
    }

    /// `--class` names the second of two classes that lay themselves out.
    func testClassNamedAfterAnother() throws {
        try assertFrames(Self.twoClasses, .objectiveC, className: "RowNode", [
            ("RowNode", Rect(x: 0, y: 0, width: 375, height: 8)), ("badge", Rect(x: 0, y: 0, width: 8, height: 8)),
        ])
    }

    /// A method pasted alone sets style on nodes it does not declare
    /// (`self.iconNode.style...`): the nodes it lays out keep that style
    /// (their own size, from elsewhere, is assumed): the icon 24 square
    /// beside the title, both at the top of a row 8 apart.
    func testStyleOnNodesAMethodAloneDoesNotDeclare() throws {
        let code = """
            - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
            {
              self.iconNode.style.preferredSize = CGSizeMake(24, 24);
              self.titleNode.style.flexShrink = 1;
              return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal spacing:8
                justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStart children:@[self.iconNode, self.titleNode]];
            }
            """
        try assertFrames(code, .objectiveC, [
            ("root", Rect(x: 0, y: 0, width: 375, height: 44)), ("iconNode", Rect(x: 0, y: 0, width: 24, height: 24)),
            ("titleNode", Rect(x: 32, y: 0, width: 44, height: 44)),
        ])
    }

    /// `for case let item? in items` runs over the items that are there.
    func testForCaseLetOptional() throws {
        let code = """
            class ListNode: ASDisplayNode {
                let items: [ASDisplayNode?] = [ASDisplayNode(), nil, ASDisplayNode()]
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    var children: [ASLayoutElement] = []
                    for case let item? in items {
                        item.style.preferredSize = CGSize(width: 10, height: 10)
                        children.append(item)
                    }
                    return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: children)
                }
            }
            """
        try assertFrames(code, .swift, [
            ("ListNode", Rect(x: 0, y: 0, width: 375, height: 20)), ("node", Rect(x: 0, y: 0, width: 10, height: 10)),
            ("node2", Rect(x: 0, y: 10, width: 10, height: 10)),
        ])
    }

    /// A `hitTestSlop` of 1e308 is a number there (infinity is only an inset's).
    func testAHugeHitTestSlopStaysANumber() throws {
        let code = "@implementation CardNode {\n  ASDisplayNode *_a;\n}\n- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize\n{\n"
            + "  _a = [[ASDisplayNode alloc] init];\n  _a.hitTestSlop = UIEdgeInsetsMake(1e308, -20, -20, -20);\n"
            + "  return [ASWrapperLayoutSpec wrapperWithLayoutElement:_a];\n}\n@end\n"
        let imported = try ImportHarness.run(code, .objectiveC)
        XCTAssertEqual(imported.layout["child"]["style"]["hitTestSlop"]["top"].number, 1e308, imported.result.spec)
    }
}

extension ImportRealCodeTests {
    static let closureProperties = """
        import AsyncDisplayKit

        final class ProfileCellNode: ASCellNode {
            private lazy var avatarNode: ASImageNode = {
                let node = ASImageNode()
                node.style.preferredSize = CGSize(width: 48, height: 48)
                node.cornerRadius = 24
                return node
            }()

            let badgeNode: ASDisplayNode = {
                let node = ASDisplayNode()
                node.style.preferredSize = CGSize(width: 12, height: 12)
                return node
            }()

            override init() {
                super.init()
                automaticallyManagesSubnodes = true
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start, children: [avatarNode, badgeNode])
            }
        }
        """

    static let thenAndExpressions = """
        import AsyncDisplayKit

        final class TagCellNode: ASCellNode {
            let titleNode = ASDisplayNode().then {
                $0.style.preferredSize = CGSize(width: 60, height: 20)
            }
            var isCompact = false

            override init() {
                super.init()
                automaticallyManagesSubnodes = true
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let spacing: CGFloat = if isCompact { 4 } else { 8 }
                let inset = switch constrainedSize.max.width {
                case ..<320: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
                default: UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
                }
                return ASInsetLayoutSpec(insets: inset, child: titleNode).then { $0.style.flexGrow = 1 }
            }
        }
        """

    static let observersAndBindings = """
        import AsyncDisplayKit

        enum Media {
            case photo(URL)
            case text(String)
        }

        final class MediaCellNode: ASCellNode {
            let imageNode = ASNetworkImageNode()
            let textNode = ASTextNode()
            var media: Media = .text("") {
                didSet { setNeedsLayout() }
            }
            var title: String? {
                didSet {
                    textNode.attributedText = NSAttributedString(string: title ?? "")
                }
            }

            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                imageNode.style.preferredSize = CGSize(width: 100, height: 80)
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                var children: [ASLayoutElement] = []
                switch media {
                case .photo(let url):
                    imageNode.url = url
                    children.append(imageNode)
                case .text(let string):
                    textNode.attributedText = NSAttributedString(string: string)
                    children.append(textNode)
                }
                if let title, !title.isEmpty, let first = children.first {
                    _ = first
                }
                return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: children)
            }
        }
        """

    static let weakify = """
        #import <AsyncDisplayKit/AsyncDisplayKit.h>
        #import <libextobjc/EXTScope.h>

        @implementation LikeCellNode {
          ASDisplayNode *_iconNode;
        }

        - (instancetype)init
        {
          if (self = [super init]) {
            _iconNode = [[ASDisplayNode alloc] init];
            _iconNode.style.preferredSize = CGSizeMake(20, 20);
            @weakify(self);
            dispatch_async(dispatch_get_main_queue(), ^{
              @strongify(self);
              [self setNeedsLayout];
            });
            [self addSubnode:_iconNode];
          }
          return self;
        }

        - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
        {
          ASDisplayNodeAssertMainThread();
          return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(4, 4, 4, 4) child:_iconNode];
        }
        @end
        """

    static let blocks = """
        @implementation FeedCellNode {
          ASDisplayNode *_a;
        }
        - (instancetype)init
        {
          if (self = [super init]) {
            _a = [[ASDisplayNode alloc] init];
            ASPerformBlockOnMainThread(^{ self->_a.backgroundColor = [UIColor redColor]; [self setNeedsLayout]; });
            dispatch_async(dispatch_get_main_queue(), (^{ [self setNeedsLayout]; self.alpha = 1; }));
          }
          return self;
        }
        - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
        {
          void (^configure)(ASDisplayNode *) = ^(ASDisplayNode *n) { n.style.width = ASDimensionMake(30); n.style.height = ASDimensionMake(30); };
          configure(_a);
          ASLayoutSpec *spec = ((ASLayoutSpec *(^)(void))^{ ASInsetLayoutSpec *i = [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsZero child:_a]; return i; })();
          return spec;
        }
        @end
        """

    static let statementExpression = """
        @implementation FeedCellNode {
          ASDisplayNode *_a;
          ASDisplayNode *_b;
        }
        - (instancetype)init
        {
          if (self = [super init]) {
            _a = [[ASDisplayNode alloc] init];
            _b = [[ASDisplayNode alloc] init];
            [self setupWithBlock:(^{ self->_a.style.preferredSize = CGSizeMake(10, 10); self->_b.style.preferredSize = CGSizeMake(20, 20); })];
          }
          return self;
        }
        - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
        {
          NSArray *children = ({ NSMutableArray *list = [NSMutableArray array]; [list addObject:_a]; [list addObject:_b]; list; });
          [children enumerateObjectsUsingBlock:(^(id obj, NSUInteger idx, BOOL *stop) { ((ASDisplayNode *)obj).style.flexShrink = 1; })];
          return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical spacing:0 justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStart children:children];
        }
        @end
        """

    static let twoClasses = """
        @interface BadgeNode : ASDisplayNode
        @end
        @implementation BadgeNode
        - (instancetype)init { if (self = [super init]) { self.style.preferredSize = CGSizeMake(8, 8); } return self; }
        - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize { return [ASLayoutSpec new]; }
        @end

        @interface RowNode : ASDisplayNode
        @property (nonatomic, strong) BadgeNode *badge;
        @end
        @implementation RowNode
        - (instancetype)init { if (self = [super init]) { _badge = [[BadgeNode alloc] init]; } return self; }
        - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
        {
          return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal spacing:0 justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStart children:@[_badge]];
        }
        @end
        """
}
