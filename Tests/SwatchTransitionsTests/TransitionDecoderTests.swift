import SwatchGeometry
import SwatchJSON
import SwatchSpec
import SwatchTestSupport
import SwatchTransitions
import XCTest

/// SPEC.md "Transition documents": every kind of bad document is rejected
/// with its own message, naming the JSON path and the line and column.
final class TransitionDecoderTests: XCTestCase {
    static func state(_ name: String, _ children: String, root: String = #""type": "node", "id": "cell""#) -> String {
        #"{"name": "\#(name)", "root": {\#(root), "layout": {"type": "stack", "children": [\#(children)]}}}"#
    }

    static let a = state("a", #"{"type": "node", "id": "x", "style": {"height": 10}}"#)
    static let b = state("b", #"{"type": "node", "id": "x", "style": {"height": 20}}, {"type": "node", "id": "y"}"#)

    static func doc(_ states: [String], extra: String = "") -> String {
        #"{\#(extra)"states": [\#(states.joined(separator: ", "))]}"#
    }

    var table: [RefusedDocument] {
        let a = Self.a, b = Self.b
        return [
            RefusedDocument(name: "no states", text: #"{"title": "t"}"#, path: "(document)", fragment: "needs the key \"states\""),
            RefusedDocument(name: "states not an array", text: #"{"states": {}}"#, path: "states", fragment: "must be an array"),
            RefusedDocument(name: "one state", text: Self.doc([a]), path: "states", fragment: "2 to 16 states, got 1"),
            RefusedDocument(name: "seventeen states", text: Self.doc((0..<17).map { Self.state("s\($0)", "") }), path: "states",
                            fragment: "2 to 16 states, got 17"),
            RefusedDocument(name: "unknown top key", text: Self.doc([a, b], extra: #""transitions": {}, "#), path: "transitions",
                            fragment: "did you mean \"transition\""),
            RefusedDocument(name: "root key at the top", text: #"{"root": {"type": "node"}, "states": []}"#, path: "root",
                            fragment: "unknown key \"root\" in a transition document"),
            RefusedDocument(name: "state not an object", text: Self.doc([a, "3"]), path: "states[1]", fragment: "a state must be an object"),
            RefusedDocument(name: "unknown state key", text: #"{"states": [{"name": "a", "root": {}, "title": "x"}, {}]}"#,
                            path: "states[0].title", fragment: "unknown key \"title\" in a state"),
            RefusedDocument(name: "state without name", text: #"{"states": [{"root": {}}, {}]}"#, path: "states[0]",
                            fragment: "needs the key \"name\""),
            RefusedDocument(name: "name not a string", text: #"{"states": [{"name": 1, "root": {}}, {}]}"#, path: "states[0].name",
                            fragment: "expected a string"),
            RefusedDocument(name: "empty name", text: Self.doc([Self.state("", ""), b]), path: "states[0].name",
                            fragment: "1 to 64 characters long, got 0"),
            RefusedDocument(name: "long name", text: Self.doc([Self.state(String(repeating: "é", count: 65), ""), b]), path: "states[0].name",
                            fragment: "1 to 64 characters long, got 65"),
            RefusedDocument(name: "duplicate name", text: Self.doc([a, Self.state("a", "")]), path: "states[1].name",
                            fragment: "duplicate state name \"a\" (first used at states[0].name)"),
            RefusedDocument(name: "state without root", text: #"{"states": [{"name": "a"}, {}]}"#, path: "states[0]",
                            fragment: "needs the key \"root\""),
            RefusedDocument(name: "root is a stack", text: #"{"states": [{"name": "a", "root": {"type": "stack", "children": []}}, {}]}"#,
                            path: "states[0].root", fragment: "must be a node with a layout"),
            RefusedDocument(name: "root without layout", text: #"{"states": [{"name": "a", "root": {"type": "node", "id": "c"}}, {}]}"#,
                            path: "states[0].root", fragment: "the root node needs a layout"),
            RefusedDocument(name: "root without id", text: Self.doc([Self.state("a", "", root: #""type": "node""#), b]),
                            path: "states[0].root", fragment: "the root node needs an id"),
            RefusedDocument(name: "root id changes", text: Self.doc([a, Self.state("b", "", root: #""type": "node", "id": "card""#)]),
                            path: "states[1].root.id", fragment: "\"cell\" in the first state, \"card\" here"),
            RefusedDocument(name: "display node without id",
                        text: Self.doc([a, Self.state("b", #"{"type": "node", "id": "x"}, {"type": "text", "text": "hi"}"#)]),
                            path: "states[1].root.layout.children[1]", fragment: "a text in a transition document needs an id"),
            RefusedDocument(name: "nested display node without id",
                        text: Self.doc([a, Self.state("b", #"{"type": "node", "id": "x", "layout": {"type": "stack", "children": [{"type": "image", "imageSize": [1, 1]}]}}"#)]),
                            path: "states[1].root.layout.children[0].layout.children[0]", fragment: "an image in a transition document needs an id"),
            RefusedDocument(name: "type changes",
                        text: Self.doc([a, Self.state("b", #"{"type": "image", "id": "x", "imageSize": [10, 10]}"#)]),
                            path: "states[1].root.layout.children[0]", fragment: "\"x\" is an image here but a node in state \"a\""),
            RefusedDocument(name: "spec type changes",
                        text: Self.doc([Self.state("a", #"{"type": "inset", "id": "pad", "child": {"type": "node", "id": "x"}}"#),
                                        Self.state("b", #"{"type": "stack", "id": "pad", "children": []}"#)]),
                            path: "states[1].root.layout.children[0]", fragment: "\"pad\" is a stack here but an inset in state \"a\""),
            RefusedDocument(name: "transition not an object", text: Self.doc([a, b], extra: #""transition": 0.2, "#), path: "transition",
                            fragment: "transition must be an object"),
            RefusedDocument(name: "negative duration", text: Self.doc([a, b], extra: #""transition": {"duration": -0.1}, "#),
                            path: "transition.duration", fragment: "duration must not be negative"),
            RefusedDocument(name: "negative delay", text: Self.doc([a, b], extra: #""transition": {"delay": -1}, "#),
                            path: "transition.delay", fragment: "delay must not be negative"),
            RefusedDocument(name: "animated not a bool", text: Self.doc([a, b], extra: #""transition": {"animated": "yes"}, "#),
                            path: "transition.animated", fragment: "expected true or false"),
            RefusedDocument(name: "unknown timing key", text: Self.doc([a, b], extra: #""transition": {"curve": "linear"}, "#),
                            path: "transition.curve", fragment: "unknown key \"curve\" in transition"),
            RefusedDocument(name: "bad element inside a state", text: Self.doc([a, Self.state("b", #"{"type": "node", "id": "x", "style": {"flexGrow": -1}}"#)]),
                            path: "states[1].root.layout.children[0].style.flexGrow", fragment: "must not be negative"),
            RefusedDocument(name: "bad size range", text: Self.doc([a, b], extra: #""sizeRange": {"min": [10, 10]}, "#), path: "sizeRange",
                            fragment: "needs the key \"max\""),
            RefusedDocument(name: "bad scale", text: Self.doc([a, b], extra: #""scale": 0, "#), path: "scale", fragment: "scale must be at least 0.1"),
        ]
    }

    func testEveryBadDocumentIsRejectedWithItsPathAndMessage() {
        for bad in table { bad.assertRefused(by: TransitionDecoder.decode) }
    }

    func testAMissingIDIsReportedAtItsLineAndColumn() {
        let text = "{\"states\": [\n  \(Self.a),\n  \(Self.state("b", "{\"type\": \"node\", \"id\": \"x\"},\n    {\"type\": \"node\"}"))\n]}"
        XCTAssertThrowsError(try TransitionDecoder.decode(text)) { error in
            let e = error as! SpecError
            XCTAssertEqual(e.location, SourceLocation(line: 4, column: 5))
            XCTAssertEqual(e.path?.description, "states[1].root.layout.children[1]")
        }
    }

    func testTitleSizeRangeAndScaleAreSharedAndTimingHasTexturesDefaults() throws {
        let document = try TransitionDecoder.decode(Self.doc([Self.a, Self.b], extra: #""title": "T", "sizeRange": [200, 100], "scale": 3, "#))
        XCTAssertEqual(document.title, "T")
        XCTAssertEqual(document.timing, TransitionTiming(duration: 0.2, delay: 0, animated: true))
        XCTAssertEqual(document.states.map { $0.name }, ["a", "b"])
        for state in document.states {
            XCTAssertEqual(state.document.sizeRange, SizeRange(exactly: Size(width: 200, height: 100)))
            XCTAssertEqual(state.document.scale, 3)
        }
        let defaults = try TransitionDecoder.decode(Self.doc([Self.a, Self.b]))
        XCTAssertEqual(defaults.sizeRange, SpecDocument.defaultSizeRange)
        XCTAssertEqual(defaults.scale, 2)
    }

    func testTimingIsRead() throws {
        let document = try TransitionDecoder.decode(
            Self.doc([Self.a, Self.b], extra: #""transition": {"duration": 0.5, "delay": 0.25, "animated": false}, "#))
        XCTAssertEqual(document.timing, TransitionTiming(duration: 0.5, delay: 0.25, animated: false))
    }

    func testSixteenStatesAndSixtyFourCharacterNamesAreAccepted() {
        let states = (0..<16).map { Self.state(String(repeating: "n", count: 60) + "\($0)".padding(toLength: 4, withPad: "_", startingAt: 0), "") }
        XCTAssertNoThrow(try TransitionDecoder.decode(Self.doc(states)))
    }

    /// A node may change parents between states: the same id, the same type.
    func testAnIDMayMoveBetweenParentsWithTheSameType() throws {
        let nested = Self.state("b", #"{"type": "node", "id": "box", "layout": {"type": "stack", "children": [{"type": "node", "id": "x"}]}}"#)
        let document = try TransitionDecoder.decode(Self.doc([Self.a, nested]))
        let run = document.run()
        XCTAssertEqual(run.transitions[0].removed, ["x"])
        XCTAssertEqual(run.transitions[0].inserted, ["box"])
    }
}

extension TransitionDecoderTests {
    /// The diff's table grows with the product of two states' subnode
    /// counts, so a state may hold at most 2000 subnodes.
    func testMoreThan2000SubnodesInAStateIsRejected() {
        let many = (0..<2_001).map { #"{"type": "node", "id": "n\#($0)"}"# }.joined(separator: ", ")
        XCTAssertThrowsError(try TransitionDecoder.decode(Self.doc([Self.a, Self.state("b", many)]))) { error in
            let e = error as! SpecError
            XCTAssertEqual(e.path?.description, "states[1].root.layout")
            XCTAssertTrue(e.message.contains("2001 subnodes; the limit is 2000"), e.message)
        }
    }
}
