import SwatchGeometry
import SwatchImport
import SwatchJSON
import SwatchSpec
import XCTest

/// Code pasted as people paste it: the top of a cell class down to the end
/// of its `layoutSpecThatFits:`, the rest of the file left out. The open
/// class, `@implementation` and `#if` are read as closed where the code
/// ends, with a warning each; a method cut short is an error at its brace.
final class ImportExcerptTests: XCTestCase {
    static let swiftExcerpt = """
        import AsyncDisplayKit

        final class PostCellNode: ASCellNode {
            private let avatarNode = ASNetworkImageNode()
            private let titleNode = ASDisplayNode()

            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                avatarNode.style.preferredSize = CGSize(width: 40, height: 40)
                titleNode.style.preferredSize = CGSize(width: 100, height: 20)
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start,
                                            children: [avatarNode, titleNode])
                return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: row)
            }

        """

    static let objcExcerpt = """
        #import "PostCellNode.h"

        #if TARGET_OS_IOS
        @implementation PostCellNode {
          ASNetworkImageNode *_avatarNode;
          ASDisplayNode *_titleNode;
        }

        - (instancetype)init
        {
          if (self = [super init]) {
            self.automaticallyManagesSubnodes = YES;
            _avatarNode = [[ASNetworkImageNode alloc] init];
            _avatarNode.style.preferredSize = CGSizeMake(40, 40);
            _titleNode = [[ASDisplayNode alloc] init];
            _titleNode.style.preferredSize = CGSizeMake(100, 20);
          }
          return self;
        }

        - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
        {
          ASStackLayoutSpec *row = [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal spacing:8
            justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStart children:@[_avatarNode, _titleNode]];
          return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(10, 10, 10, 10) child:row];
        }

        """

    /// The cell is 375 wide (a table's width) and as tall as its inset row:
    /// 10 + 40 + 10; the row starts at the inset, the title 8 after the avatar.
    func assertCellFrames(_ imported: ImportHarness.Imported, file: StaticString = #filePath, line: UInt = #line) {
        let frames = imported.frames
        XCTAssertEqual(frames.map(\.frame), [
            Rect(x: 0, y: 0, width: 375, height: 60), Rect(x: 10, y: 10, width: 40, height: 40), Rect(x: 58, y: 10, width: 100, height: 20),
        ], "\(frames)", file: file, line: line)
    }

    func testASwiftClassCutAfterItsLayoutIsReadAsClosed() throws {
        let imported = try ImportHarness.run(Self.swiftExcerpt, .swift)
        assertCellFrames(imported)
        let warning = try XCTUnwrap(imported.result.warnings.first { $0.message.contains("ends inside class PostCellNode") })
        XCTAssertEqual(warning.location.line, 3)
        XCTAssertTrue(warning.message.contains("read as if it were closed where the code ends"))
    }

    func testAnImplementationWithoutEndInsideAnOpenIfIsReadAsClosed() throws {
        let imported = try ImportHarness.run(Self.objcExcerpt, .objectiveC)
        assertCellFrames(imported)
        let messages = imported.result.warnings.map { "\($0.location.line): \($0.message)" }
        XCTAssertTrue(messages.contains("3: this '#if' is not closed by '#endif': read as if it were closed where the code ends"), "\(messages)")
        XCTAssertTrue(
            messages.contains("4: the code ends inside '@implementation PostCellNode': read as if '@end' closed it where the code ends"), "\(messages)")
    }

    func testAMethodCutShortIsAnErrorAtItsBrace() {
        let swiftCut = Self.swiftExcerpt.split(separator: "\n", omittingEmptySubsequences: false).prefix(17).joined(separator: "\n")
        let error = ImportHarness.error(swiftCut, .swift)
        XCTAssertEqual(error?.location, SourceLocation(line: 14, column: 86))
        XCTAssertEqual(error?.message, "the code ends inside 'layoutSpecThatFits': its '{' is not closed; paste the method to its end")
        let objcCut = Self.objcExcerpt.split(separator: "\n", omittingEmptySubsequences: false).prefix(24).joined(separator: "\n")
        let objcError = ImportHarness.error(objcCut, .objectiveC)
        XCTAssertEqual(objcError?.location, SourceLocation(line: 22, column: 1))
        XCTAssertEqual(objcError?.message, "the code ends inside 'layoutSpecThatFits': its '{' is not closed; paste the method to its end")
        // A bracket of an expression left open is named as before.
        let open = "class A: ASDisplayNode {\n  override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec {\n    return ASWrapperLayoutSpec(layoutElement: ("
        XCTAssertEqual(ImportHarness.error(open, .swift)?.message, "this '(' is not closed")
    }

    /// An `#if` the code never closes, with no class at all: the file's
    /// problem is that nothing lays out, said as before.
    func testAnOpenIfAloneSaysNothingLaysOut() {
        XCTAssertEqual(
            ImportHarness.error("#if FOO\n@implementation CardNode\n@end\n", .objectiveC)?.message,
            "no class in the code implements layoutSpecThatFits: (or calculateSizeThatFits:); paste the class, or the method itself")
    }
}
