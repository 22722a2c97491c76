import Foundation
import SwatchTestSupport
import XCTest

/// `swatch import`, run as the built binary: the language by extension (or
/// `--language`, or guessed from standard input), the spec on standard
/// output and `swatch layout` accepting it, assumptions on standard error
/// with their line and column, `--set`, `--class`, `--format json`, and the
/// exit statuses.
final class ImportCommandTests: XCTestCase {
    let cell = """
        import AsyncDisplayKit

        final class MessageCellNode: ASCellNode {
            let bubble = ASDisplayNode()
            let text = ASTextNode()
            private let message: Message

            init(message: Message) {
                self.message = message
                super.init()
                text.attributedText = NSAttributedString(string: message.body, attributes: [.font: UIFont.systemFont(ofSize: 15)])
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let inset = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: text)
                let background = ASBackgroundLayoutSpec(child: inset, background: bubble)
                let row = ASStackLayoutSpec.horizontal()
                row.justifyContent = message.isOutgoing ? .end : .start
                row.children = [background]
                return row
            }
        }
        """

    func swatch(_ arguments: [String], stdin: String? = nil) throws -> ExecutableResult {
        try Executable.run("swatch", arguments, stdin: stdin)
    }

    /// Runs `swatch ARGUMENTS` and asserts its exit status (a failure shows
    /// what it printed on standard error).
    func swatch(
        _ arguments: [String], stdin: String? = nil, exits status: Int32, file: StaticString = #filePath, line: UInt = #line
    ) throws -> ExecutableResult {
        let result = try swatch(arguments, stdin: stdin)
        XCTAssertEqual(result.status, status, result.stderr, file: file, line: line)
        return result
    }

    func testASwiftFileImportsToASpecThatLaysOut() throws {
        let file = try Executable.temporaryFile(cell, name: "MessageCellNode.swift")
        let result = try swatch(["import", file], exits: 0)
        let spec = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((spec?["root"] as? [String: Any])?["id"] as? String, "MessageCellNode")
        // Assumptions, each with its line and column.
        XCTAssertTrue(result.stderr.contains("swatch import: \(file): line 11, column 58: assumed message.body = Body (text the code takes from data); --set 'message.body=…' changes it"), result.stderr)
        XCTAssertTrue(result.stderr.contains("line 18, column 30: assumed message.isOutgoing = true (the branch that shows more)"), result.stderr)
        // swatch layout takes what import prints.
        let laidOut = try swatch(["layout", "-", "--format", "json"], stdin: result.stdout, exits: 0)
        XCTAssertTrue(laidOut.stdout.contains("\"id\": \"text\""), laidOut.stdout)
    }

    func testSetChoosesAnAssumptionAndAnUnknownNameIsAnError() throws {
        let file = try Executable.temporaryFile(cell, name: "MessageCellNode.swift")
        let set = try swatch(["import", file, "--set", "message.isOutgoing=false", "--set", "message.body=Hi"], exits: 0)
        XCTAssertTrue(set.stdout.contains("\"justifyContent\": \"start\""), set.stdout)
        XCTAssertTrue(set.stdout.contains("\"text\": \"Hi\""), set.stdout)
        XCTAssertTrue(set.stderr.contains("set message.isOutgoing = false;"), set.stderr)
        let unknown = try swatch(["import", file, "--set", "isOutgoin=false"], exits: 2)
        XCTAssertTrue(unknown.stderr.contains("--set isOutgoin: the code has no assumption of that name; its assumptions are message.body, message.isOutgoing"), unknown.stderr)
        let malformed = try swatch(["import", file, "--set", "isOutgoing"], exits: 64)
        XCTAssertTrue(malformed.stderr.contains("--set takes NAME=VALUE"), malformed.stderr)
    }

    func testObjectiveCFromStandardInputAndTheJSONFormat() throws {
        let objc = """
            @interface BadgeNode : ASDisplayNode
            @property (nonatomic, strong) ASTextNode *count;
            @end
            @implementation BadgeNode
            - (instancetype)init { if (self = [super init]) { _count = [ASTextNode new]; } return self; }
            - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
            {
              return [ASCenterLayoutSpec centerLayoutSpecWithCenteringOptions:ASCenterLayoutSpecCenteringXY sizingOptions:ASCenterLayoutSpecSizingOptionDefault child:_count];
            }
            @end
            """
        let result = try swatch(["import", "-", "--format", "json"], stdin: objc, exits: 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
        XCTAssertEqual(json["language"] as? String, "objc")
        XCTAssertEqual(json["class"] as? String, "BadgeNode")
        XCTAssertEqual(json["classes"] as? [String], ["BadgeNode"])
        XCTAssertEqual(((json["spec"] as? [String: Any])?["root"] as? [String: Any])?["id"] as? String, "BadgeNode")
        XCTAssertNotNil(json["assumptions"] as? [Any])
        let swift = try swatch(["import", "-", "--language", "swift"], stdin: objc)
        XCTAssertEqual(swift.status, 2, "Objective-C read as Swift: \(swift.stdout)")
    }

    func testUnreadableCodeIsAnErrorWithItsLineAndColumn() throws {
        let file = try Executable.temporaryFile("class A: ASDisplayNode {\n  override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec {\n    return ASInsetLayoutSpec(insets: .zero child: x)\n  }\n}\n", name: "A.swift")
        let result = try swatch(["import", file], exits: 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "swatch import: \(file): line 3, column 44: expected ',' or ')' in the arguments, found 'child'\n")
    }

    func testClassesAreChosenWithClass() throws {
        let two = """
            class A: ASDisplayNode { override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec { return ASLayoutSpec() } }
            class B: ASCellNode { override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec { return ASLayoutSpec() } }
            """
        let file = try Executable.temporaryFile(two, name: "Two.swift")
        let both = try swatch(["import", file], exits: 2)
        XCTAssertTrue(both.stderr.contains("several classes lay themselves out (A, B); choose one with --class"), both.stderr)
        let b = try swatch(["import", file, "--class", "B"], exits: 0)
        XCTAssertTrue(b.stdout.contains("\"id\": \"B\""), b.stdout)
    }

    func testFilesThatCannotBeReadOrAreNotText() throws {
        let missing = try swatch(["import", "/nonexistent/Cell.swift"], exits: 1)
        XCTAssertEqual(missing.stderr, "swatch import: /nonexistent/Cell.swift: no such file\n")
        let url = URL(fileURLWithPath: try Executable.temporaryFile("", name: "Bad.m"))
        try Data([0x2F, 0x2F, 0x0A, 0xC3, 0x28]).write(to: url)
        let binary = try swatch(["import", url.path], exits: 2)
        XCTAssertTrue(binary.stderr.contains("line 2, column 1: the code is not UTF-8 text"), binary.stderr)
    }

    func testHelpNamesTheCommandsOptions() throws {
        let help = try swatch(["import", "--help"], exits: 0)
        for word in ["--language", "--class", "--set <NAME=VALUE>", "--format", "layoutSpecThatFits:", "the branch that shows more"] {
            XCTAssertTrue(help.stdout.contains(word), "\(word) in:\n\(help.stdout)")
        }
    }
}
