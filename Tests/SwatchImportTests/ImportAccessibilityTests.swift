import SwatchImport
import SwatchSpec
import SwatchTestSupport
import XCTest

/// The accessibility properties a node's code sets, read back as the spec's
/// keys (SPEC.md "Accessibility"), alike in Swift and Objective-C.
final class ImportAccessibilityTests: XCTestCase {
    func testEveryAccessibilityPropertyIsRead() throws {
        let i = try ImportHarness.pair(
            swift: """
                import AsyncDisplayKit

                final class CardNode: ASDisplayNode {
                    let title = ASTextNode()
                    let more = ASButtonNode()
                    override init() {
                        super.init()
                        isAccessibilityContainer = true
                        accessibilityLabel = "A card"
                        title.attributedText = NSAttributedString(string: "Title")
                        title.accessibilityTraits = [.header, .staticText]
                        title.isAccessibilityElement = false
                        more.accessibilityTraits = .none
                        more.accessibilityElementsHidden = true
                    }
                    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [title, more])
                    }
                }
                """,
            objc: """
                #import <AsyncDisplayKit/AsyncDisplayKit.h>

                @interface CardNode : ASDisplayNode
                @property (nonatomic, strong) ASTextNode *title;
                @property (nonatomic, strong) ASButtonNode *more;
                @end

                @implementation CardNode
                - (instancetype)init {
                  if (self = [super init]) {
                    self.isAccessibilityContainer = YES;
                    self.accessibilityLabel = @"A card";
                    _title = [[ASTextNode alloc] init];
                    _title.attributedText = [[NSAttributedString alloc] initWithString:@"Title"];
                    _title.accessibilityTraits = UIAccessibilityTraitHeader | UIAccessibilityTraitStaticText;
                    _title.isAccessibilityElement = NO;
                    _more = [[ASButtonNode alloc] init];
                    _more.accessibilityTraits = UIAccessibilityTraitNone;
                    _more.accessibilityElementsHidden = YES;
                  }
                  return self;
                }
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
                  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical spacing:0
                    justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStart children:@[_title, _more]];
                }
                @end
                """)
        XCTAssertEqual(i.root["isAccessibilityContainer"].bool, true)
        XCTAssertEqual(i.root["accessibilityLabel"].string, "A card")
        XCTAssertEqual(i.json["root"]["layout"]["children"][0]["accessibilityTraits"].strings, ["header", "staticText"])
        XCTAssertEqual(i.json["root"]["layout"]["children"][0]["isAccessibilityElement"].bool, false)
        XCTAssertEqual(i.json["root"]["layout"]["children"][1]["accessibilityTraits"].strings, [])
        XCTAssertEqual(i.json["root"]["layout"]["children"][1]["accessibilityElementsHidden"].bool, true)
        let read = i.document.accessibility(i.document.layout(text: MonospaceTextMeasurer()))
        XCTAssertEqual(read.map(\.label), ["A card"], "a container with a label of its own")
    }
}
