import Foundation
import SwatchTestSupport
import XCTest

/// `swatch transition`, run as the built binary.
final class TransitionCommandTests: XCTestCase {
    static func state(_ name: String, _ children: String) -> String {
        #"{"name": "\#(name)", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "direction": "vertical", "children": [\#(children)]}}}"#
    }

    let good = #"{"states": [\#(state("short", #"{"type": "node", "id": "a", "style": {"height": 40}}, {"type": "node", "id": "c", "style": {"height": 40}}"#)), \#(state("long", #"{"type": "node", "id": "a", "style": {"height": 40}}, {"type": "node", "id": "b", "style": {"height": 40}}, {"type": "node", "id": "c", "style": {"height": 40}}"#))]}"#

    func testJSONStatesAndTransitionsFromAFile() throws {
        let result = try assertSucceeds(["transition", try Executable.temporaryFile(good), "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any]
        let states = object?["states"] as? [[String: Any]] ?? []
        XCTAssertEqual(states.map { $0["name"] as? String }, ["short", "long"])
        XCTAssertEqual(states.last?["size"] as? [Double], [375, 120])
        let transitions = object?["transitions"] as? [[String: Any]] ?? []
        XCTAssertEqual(transitions.map { $0["from"] as? String }, ["short", "long"])
        XCTAssertEqual(transitions.map { $0["to"] as? String }, ["long", "short"])
        XCTAssertEqual(transitions.first?["inserted"] as? [String], ["b"])
        XCTAssertEqual(transitions.first?["moved"] as? [String], ["c"])
        XCTAssertEqual(transitions.first?["frameAnimated"] as? [String], ["c"])
        XCTAssertEqual((transitions.last?["subnodes"] as? [String: Any])?["during"] as? [String], ["a", "c", "b"])
    }

    /// The answer's states are exactly what `swatch layout` prints for each state's spec.
    func testStatesAreTheLayoutCommandsFrames() throws {
        let result = try assertSucceeds(["transition", "-"], stdin: good)
        let spec = #"{"root": {"type": "node", "id": "cell", "layout": {"type": "stack", "direction": "vertical", "children": [{"type": "node", "id": "a", "style": {"height": 40}}, {"type": "node", "id": "c", "style": {"height": 40}}]}}}"#
        let layout = try Executable.run("swatch", ["layout", "-"], stdin: spec)
        let transition = try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any]
        let frames = try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any]
        let first = (transition?["states"] as? [[String: Any]])?.first
        XCTAssertEqual(first?["size"] as? [Double], frames?["size"] as? [Double])
        XCTAssertEqual((first?["nodes"] as? NSArray), (frames?["nodes"] as? NSArray))
    }

    func testANodeWithoutAnIDExitsTwoNamingItsPath() throws {
        let bad = "{\"states\": [\n  \(Self.state("a", #"{"type": "node", "id": "x"}"#)),\n  \(Self.state("b", #"{"type": "node", "id": "x"}, {"type": "node"}"#))\n]}"
        try assertRefused(
            ["transition", try Executable.temporaryFile(bad)],
            saying: ["states[1].root.layout.children[1]: a node in a transition document needs an id", "(line 3, column"])
    }

    func testAnIDWhoseTypeChangesExitsTwoNamingItsPath() throws {
        let bad = #"{"states": [\#(Self.state("a", #"{"type": "node", "id": "x"}"#)), \#(Self.state("b", #"{"type": "image", "id": "x", "imageSize": [10, 10]}"#))]}"#
        try assertRefused(
            ["transition", "-", "--format", "svg"], stdin: bad,
            saying: ["states[1].root.layout.children[0]: \"x\" is an image here but a node in state \"a\"", "line 1, column"])
    }

    func testSVGPlaysTheTransitionsAndSlowsDownOnRequest() throws {
        let normal = try assertSucceeds(["transition", "-", "--format", "svg"], stdin: good)
        XCTAssertTrue(normal.hasPrefix("<svg"))
        XCTAssertTrue(normal.contains("swatch-transition-fade-in"))
        XCTAssertTrue(normal.contains("prefers-reduced-motion"))
        let slow = try Executable.run("swatch", ["transition", "-", "--format", "svg", "--slow", "5"], stdin: good)
        XCTAssertTrue(slow.stdout.contains("shown 5× slower"))
        let tooSlow = try Executable.run("swatch", ["transition", "-", "--slow", "0.5"], stdin: good)
        XCTAssertNotEqual(tooSlow.status, 0)
        XCTAssertTrue(tooSlow.stderr.contains("--slow must be between 1 and 50"), tooSlow.stderr)
    }

    func testHelpDescribesTheCommand() throws {
        let result = try Executable.run("swatch", ["transition", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("--format"), result.stdout)
        XCTAssertTrue(result.stdout.contains("--slow"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Transition documents"), result.stdout)
        let top = try Executable.run("swatch", ["--help"])
        XCTAssertTrue(top.stdout.contains("transition"), top.stdout)
    }
}
