import Foundation
import SwatchTestSupport
import XCTest

/// `swatch layout`, run as the built binary.
final class LayoutCommandTests: XCTestCase {
    let good = ##"{"title": "Two", "sizeRange": [200, 100], "root": {"type": "stack", "children": [{"type": "node", "id": "a", "color": "#f00", "style": {"flexGrow": 1}}, {"type": "node", "id": "b", "color": "blue", "intrinsicSize": [50, 10]}]}}"##

    func testJSONFramesFromAFile() throws {
        let result = try assertSucceeds(["layout", try Executable.temporaryFile(good), "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any]
        XCTAssertEqual(object?["size"] as? [Double], [200, 100])
        let nodes = object?["nodes"] as? [[String: Any]] ?? []
        XCTAssertEqual(nodes.map { $0["id"] as? String }, ["a", "b"])
        XCTAssertEqual(nodes.last?["frame"] as? [Double], [150, 0, 50, 100])
        XCTAssertTrue(nodes.first?["parent"] is NSNull)
    }

    func testBadSpecExitsTwoNamingThePath() throws {
        let bad = "{\n  \"root\": {\"type\": \"stack\", \"children\": [\n    {\"type\": \"node\", \"style\": {\"flexGrow\": -1}}]}\n}"
        try assertRefused(["layout", try Executable.temporaryFile(bad)], saying: ["root.children[0].style.flexGrow", "line 3, column"])
    }

    /// (Bytes that are not UTF-8 inside a string: DocumentCommandTests.)
    func testABytePastAStringThatIsNotUTF8ExitsTwoNamingItsLineAndColumn() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-latin1-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(Array("{\n  \"root\": ".utf8) + [0xFF, 0xFE]).write(to: file)
        let outside = try Executable.run("swatch", ["layout", file.path])
        XCTAssertEqual(outside.status, 2, outside.stderr)
        XCTAssertTrue(outside.stderr.contains("line 2, column 11: unexpected byte 0xFF"), outside.stderr)
    }

    func testASpecOverTheSizeLimitExitsTwoNamingTheLimit() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-large-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        // A valid spec padded with spaces past 8 MiB.
        try Data(Array(#"{"root": {"type": "node"}}"#.utf8) + [UInt8](repeating: 0x20, count: 8 << 20)).write(to: file)
        let result = try Executable.run("swatch", ["layout", file.path])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("the spec is 8388634 bytes; the limit is 8388608 bytes (8 MiB)"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testADirectoryExitsOne() throws {
        let result = try Executable.run("swatch", ["layout", FileManager.default.temporaryDirectory.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("is a directory"), result.stderr)
    }

    func testSVGHasARectWithATitlePerNode() throws {
        let result = try assertSucceeds(["layout", "-", "--format", "svg"], stdin: good)
        XCTAssertTrue(result.hasPrefix("<svg"))
        XCTAssertEqual(result.components(separatedBy: "class=\"swatch-node\"").count - 1, 2)
        XCTAssertTrue(result.contains("<title>b [150, 0, 50, 100]</title>"), result)
        XCTAssertTrue(result.contains("fill=\"#f00\""))
        XCTAssertFalse(result.contains("swatch-spec"), "specs are outlined only with --debug")
    }

    func testDebugSVGOutlinesAndLabelsEverySpec() throws {
        let result = try Executable.run("swatch", ["layout", "-", "--format", "svg", "--debug"], stdin: good)
        XCTAssertEqual(result.stdout.components(separatedBy: "class=\"swatch-spec\"").count - 1, 1)
        XCTAssertTrue(result.stdout.contains(">stack</text>"))
    }

    func testASCIIPrintsOneLineAnElementWithItsFrame() throws {
        let result = try Executable.run("swatch", ["layout", "-", "--format", "ascii"], stdin: good)
        XCTAssertEqual(result.stdout, "stack  [0, 0, 200, 100]\n  node a  [0, 0, 150, 100]\n  node b  [150, 0, 50, 100]\n")
    }

    func testHelpDescribesTheCommand() throws {
        let result = try Executable.run("swatch", ["layout", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("--format"))
        XCTAssertTrue(result.stdout.contains("--debug"))
    }
}
