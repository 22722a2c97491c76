import Foundation
import SwatchTestSupport
import XCTest

/// `swatch layout --format swift|objc`, run as the built binary.
final class LayoutCodeTests: XCTestCase {
    let spec = #"""
        {"title": "Greeting: one line", "sizeRange": {"min": [0, 0], "max": [200, "inf"]},
         "root": {"type": "inset", "insets": {"top": 8, "left": 8, "bottom": 8, "right": 8},
                  "child": {"type": "text", "id": "greeting", "text": "Hello", "fontWeight": "bold"}}}
        """#

    func testSwiftFromAFileNeedsNoFonts() throws {
        let file = try Executable.temporaryFile(spec)
        let result = try Executable.runProgram(
            Executable.productsDirectory.appendingPathComponent("swatch").path,
            ["layout", "--format", "swift", "--fonts", "/nonexistent", file], directory: "/")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            import AsyncDisplayKit

            // Greeting: one line
            // Laid out in a size range from 0 × 0 to 200 × ∞ points.
            // The spec's root is this node's layout: the node only holds it.
            final class GreetingNode: ASDisplayNode {
                private let greetingNode = ASTextNode()

                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    setUpSubnodes()
                }

                private func setUpSubnodes() {
                    greetingNode.attributedText = NSAttributedString(
                        string: "Hello",
                        attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .bold)]
                    )
                }

                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    return ASInsetLayoutSpec(
                        insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                        child: greetingNode
                    )
                }
            }

            """)
    }

    func testObjectiveCFromStandardInput() throws {
        let result = try assertSucceeds(["layout", "-", "--format", "objc"], stdin: spec)
        XCTAssertTrue(result.hasPrefix("#import <AsyncDisplayKit/AsyncDisplayKit.h>\n"), result)
        XCTAssertTrue(result.contains("@property (nonatomic, readonly) ASTextNode *greetingNode;"), result)
        XCTAssertTrue(result.contains("""
                _greetingNode.attributedText = [[NSAttributedString alloc]
                    initWithString:@"Hello"
                        attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:17 weight:UIFontWeightBold]}];
            """), result)
        XCTAssertTrue(result.contains(
            "return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(8, 8, 8, 8) child:_greetingNode];"), result)
    }

    func testABadSpecExitsTwoAsForFrames() throws {
        try assertRefused(["layout", "-", "--format", "swift"], stdin: #"{"root": {"type": "box"}}"#, saying: ["root.type"])
    }

    func testHelpNamesTheFormats() throws {
        let result = try Executable.run("swatch", ["help", "layout"])
        XCTAssertTrue(result.stdout.contains("swift or objc"), result.stdout)
        XCTAssertTrue(result.stdout.contains("ASDisplayNode subclass"), result.stdout)
        let words = result.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        XCTAssertTrue(words.contains("an ASCellNode subclass when its root is a cell"), result.stdout)
    }
}
