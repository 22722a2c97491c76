import Foundation
import SwatchGeometry
@testable import SwatchPlayground
import SwatchSpec
import XCTest

/// The playground's model: a request from the API's query, and the answer
/// the page displays (drawing, size as numbers, table, outline, states,
/// error), as the server, the static site and the engine in the page give it.
final class PlaygroundAnswerTests: XCTestCase {
    static let box = #"{"sizeRange": [100, 50], "root": {"type": "stack", "children": [{"type": "node", "id": "box", "style": {"flexGrow": 1}}]}}"#
    static let transition = """
        {"states": [
          {"name": "collapsed", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": [{"type": "node", "id": "a", "intrinsicSize": [10, 10]}]}}},
          {"name": "expanded", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": []}}}
        ]}
        """

    func json(_ answer: PlaygroundResponse, html: Bool = true) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(answer.json(html: html).utf8)) as? [String: Any])
    }

    func testARequestFromAQueryKeepsWhatAFormWouldOffer() {
        let request = PlaygroundRequest(
            text: "{}", query: [("width", "320"), ("scale", "3"), ("debug", "1"), ("accessibility", "1"), ("state", "2"), ("kind", "transition"),
                                ("x", "1"), ("step", "4")])
        var expected = PlaygroundRequest(text: "{}", kind: .transition, width: 320, scale: 3, state: 2, debug: true, accessibility: true)
        expected.step = 4
        XCTAssertEqual(request, expected)
        let wild = PlaygroundRequest(
            text: "", query: [("width", "99999"), ("scale", "1.5"), ("state", "-1"), ("kind", "poem"), ("debug", "yes"), ("step", "-2")])
        XCTAssertEqual(wild, PlaygroundRequest(text: ""))
        XCTAssertEqual(PlaygroundRequest(text: "", query: [("width", "200"), ("width", "300")]).width, 300, "the last one counts")
        XCTAssertNil(PlaygroundRequest(text: "", width: .nan).width)
        XCTAssertNil(PlaygroundRequest(text: "", scale: 4).scale)
    }

    func testALayoutSpecIsAnsweredWithItsSizeFramesAndOutline() throws {
        let answer = PlaygroundRequest(text: Self.box, width: 240, scale: 3).answer(textMeasurer: nil)
        XCTAssertNil(answer.error)
        XCTAssertEqual(answer.kind, .layout)
        XCTAssertEqual(answer.frames.map(\.id), ["box"])
        XCTAssertEqual(answer.outline?.elements.map(\.id), ["stack1", "box"])
        let object = try json(answer)
        XCTAssertEqual(object["size"] as? [String: Double], ["width": 240, "height": 50])
        XCTAssertEqual(object["sizeLine"] as? String, "Laid out at 240 × 50 pt at 3x")
        XCTAssertTrue((object["drawing"] as? String)?.hasPrefix("<svg") ?? false)
        let outline = try XCTUnwrap(object["outline"] as? [String: Any])
        XCTAssertEqual((outline["elements"] as? [[String: Any]])?.map { $0["path"] as? String }, ["root", "root.children[0]"])
        XCTAssertEqual(object["states"] as? [String], [])
        XCTAssertTrue(object["state"] is NSNull)
        XCTAssertTrue(object["error"] is NSNull)
    }

    /// The playground's "What VoiceOver reads" option: each element VoiceOver
    /// visits numbered over the drawing, in its order, and what it says
    /// listed under it (SPEC.md 1.3), only when asked.
    func testWhatVoiceOverReadsIsDrawnWhenAsked() throws {
        let cell = #"{"sizeRange": [200, 100], "root": {"type": "stack", "children": [{"type": "node", "id": "a", "style": {"preferredSize": [40, 40]}, "accessibilityLabel": "Avatar", "isAccessibilityElement": true}, {"type": "node", "id": "b", "style": {"preferredSize": [40, 40]}, "accessibilityLabel": "Name", "accessibilityTraits": ["button"], "isAccessibilityElement": true}]}}"#
        let plain = try XCTUnwrap(PlaygroundRequest(text: cell).answer(textMeasurer: nil).svg)
        XCTAssertFalse(plain.contains("swatch-spoken"), plain)
        let read = try XCTUnwrap(PlaygroundRequest(text: cell, accessibility: true).answer(textMeasurer: nil).svg)
        XCTAssertTrue(read.contains(#"<g class="swatch-spoken" data-order="1" data-nodes="a">"#), read)
        XCTAssertTrue(read.contains(#"<g class="swatch-spoken" data-order="2" data-nodes="b">"#), read)
        XCTAssertTrue(read.contains("VoiceOver reads, in this order: 1. Avatar. 2. Name [button]."), read)
    }

    func testWithoutHTMLOnlyTheModelIsWritten() throws {
        let object = try json(PlaygroundRequest(text: Self.box).answer(textMeasurer: nil), html: false)
        XCTAssertEqual(Set(object.keys), ["kind", "title", "panels", "still", "size", "states", "state", "outline", "error", "warnings",
                                              "explanation", "variants"])
    }

    func testATransitionPlayedNamesItsStatesAndOutlinesNone() throws {
        let answer = PlaygroundRequest(text: Self.transition).answer(textMeasurer: nil)
        XCTAssertNil(answer.error)
        XCTAssertEqual(answer.states, ["collapsed", "expanded"])
        XCTAssertNil(answer.state)
        XCTAssertNil(answer.outline)
        XCTAssertEqual(answer.sizeText.hasPrefix("First state laid out at"), true, answer.sizeText)
    }

    func testATransitionsStateDrawnStillIsOutlinedAtItsPlaceInTheDocument() throws {
        let answer = PlaygroundRequest(text: Self.transition, state: 0).answer(textMeasurer: nil)
        XCTAssertEqual(answer.state, 0)
        XCTAssertEqual(answer.stateName, "collapsed")
        XCTAssertEqual(answer.frames.map(\.id), ["cell", "a"])
        XCTAssertEqual(answer.outline?.elements.map(\.path.description), ["states[0].root", "states[0].root.layout", "states[0].root.layout.children[0]"])
        XCTAssertEqual(answer.outline?.elements.map(\.start.line), [2, 2, 2])
        XCTAssertEqual(try json(answer)["state"] as? Int, 0)
        XCTAssertNil(PlaygroundRequest(text: Self.transition, state: 5).answer(textMeasurer: nil).state, "no such state: played")
    }

    /// The page's engine splits a state's tab: the transitions module reads
    /// the document whole and names the request for the tab, which the core
    /// answers with the state read alone; the answer is the one made in one go.
    func testAStatesTabMadeInTwoStepsIsTheAnswerMadeInOne() throws {
        for state in [0, 1] {
            let request = PlaygroundRequest(text: Self.transition, width: 320, state: state, debug: true, accessibility: true)
            guard case .state(let tab) = request.transitionOrState(textMeasurer: nil) else { return XCTFail("state \(state) was played") }
            XCTAssertEqual(tab.stateNames, ["collapsed", "expanded"])
            let forwarded = try EngineRequest.decode(tab.requestJSON())
            XCTAssertEqual(forwarded.module(), .states, "the states module lays the state out")
            guard case .playground(let read) = forwarded else { return XCTFail("\(forwarded)") }
            XCTAssertEqual(read, tab)
            XCTAssertEqual(read.stateAnswer(textMeasurer: nil).json(), request.answer(textMeasurer: nil).json())
            let alone = try TransitionDecoder.state(state, of: Self.transition)
            let whole = try TransitionDecoder.decode(Self.transition).states[state].document
            XCTAssertEqual(alone.elements, whole.elements)
            XCTAssertEqual(alone.tree.count, whole.tree.count)
            XCTAssertEqual(alone.sizeRange, whole.sizeRange)
            XCTAssertEqual(alone.scale, whole.scale)
        }
        guard case .played = PlaygroundRequest(text: Self.transition).transitionOrState(textMeasurer: nil) else {
            return XCTFail("no state: played")
        }
        // A document that cannot be read answers its error where it is read.
        guard case .played(let broken) = PlaygroundRequest(text: #"{"states": []}"#, state: 0).transitionOrState(textMeasurer: nil) else {
            return XCTFail("an error is an answer")
        }
        XCTAssertNotNil(broken.error)
        // A tab's request naming no such state is an error, not a crash.
        var stray = PlaygroundRequest(text: Self.transition, state: 4)
        stray.stateNames = ["collapsed", "expanded"]
        XCTAssertEqual(stray.stateAnswer(textMeasurer: nil).error?.path?.description, "state")
    }

    /// What a module hands the page to send in its place reads back as the
    /// same request, every member the reader takes written.
    func testAPlaygroundRequestWrittenAsJSONReadsBackTheSame() throws {
        var request = PlaygroundRequest(text: "{\"root\": {\"type\": \"node\"}}\n", width: 375, scale: 2, state: 3, debug: true, accessibility: true)
        request.cellFiles = ["b.json": "{}", "a \"q\".json": "\u{e9}"]
        request.step = 4
        request.still = true
        request.explain = "root.children[1]"
        request.variants = PlaygroundVariants(widths: [320, 768], textSizes: [.large, .accessibilityLarge])
        request.stateNames = ["one", "two"]
        guard case .playground(let read) = try EngineRequest.decode(request.requestJSON()) else { return XCTFail("not a playground call") }
        XCTAssertEqual(read, request)
        var plain = PlaygroundRequest(text: "{}")
        plain.cellFilesRead = false
        guard case .playground(let readPlain) = try EngineRequest.decode(plain.requestJSON()) else { return XCTFail("not a playground call") }
        XCTAssertEqual(readPlain, plain)
    }

    func testARangeScenarioHasStepsAndNoOutline() throws {
        let scenario = #"{"container": "table", "viewport": [375, 600], "items": {"count": 30, "size": [375, 80]}, "scroll": [{"offset": 0}, {"offset": 900, "steps": 3}]}"#
        let answer = PlaygroundRequest(text: scenario).answer(textMeasurer: nil)
        XCTAssertNil(answer.error, "\(answer.error!)")
        XCTAssertEqual(answer.kind, .ranges)
        XCTAssertFalse(answer.steps.isEmpty)
        XCTAssertNil(answer.outline)
        XCTAssertEqual(try json(answer)["size"] as? [String: Double], ["width": 375, "height": 2400])
    }

    func testEachFrameSaysHowOftenItWasMeasured() throws {
        // A flexible child of a stack is measured twice: once for its base
        // size, once at the size it grew to.
        let answer = PlaygroundRequest(text: Self.box).answer(textMeasurer: nil)
        XCTAssertEqual(answer.frames.map(\.calculations), [2])
        XCTAssertEqual(answer.frames.map(\.cacheHits), [0])
        let table = try XCTUnwrap(try json(answer)["table"] as? String)
        XCTAssertTrue(table.contains("<th scope=\"col\" title=\"calculateLayoutThatFits: runs, and answers from the node&#39;s kept layout\">measured</th>"), table)
        XCTAssertTrue(table.contains("<td>50</td><td class=\"pg-measure\">2×</td></tr>"), table)
    }

    /// The cell files a scenario names come with the request (read by the
    /// server or the site builder); without them the scenario is refused, naming the file.
    func testAScenarioGetsTheCellFilesTheRequestCarries() throws {
        let scenario = #"{"viewport": [320, 600], "items": {"count": 8, "cell": "row.json"}, "scroll": [{"offset": 0}, {"offset": 300, "steps": 2}]}"#
        let cell = #"{"root": {"type": "node", "id": "row", "style": {"height": 60}}}"#
        let answer = PlaygroundRequest(text: scenario, cellFiles: ["row.json": cell]).answer(textMeasurer: nil)
        XCTAssertNil(answer.error, "\(answer.error!)")
        XCTAssertEqual(answer.size, Size(width: 320, height: 480))
        let refused = PlaygroundRequest(text: scenario).answer(textMeasurer: nil)
        XCTAssertTrue(refused.error?.message.contains("row.json") ?? false, "\(String(describing: refused.error))")
        XCTAssertEqual(
            PlaygroundRequest(text: scenario, query: [("width", "200")], cellFiles: ["row.json": cell]).cellFiles, ["row.json": cell])
    }

    func testADocumentThatCannotBeUsedIsAnAnswerWithItsPlace() throws {
        let answer = PlaygroundRequest(text: "{\n  \"root\": {\"type\": \"node\",, }\n}").answer(textMeasurer: nil)
        XCTAssertNil(answer.outline)
        XCTAssertNil(answer.size)
        let object = try json(answer)
        let error = try XCTUnwrap(object["error"] as? [String: Any])
        XCTAssertEqual(error["line"] as? Int, 2)
        XCTAssertEqual(error["column"] as? Int, 27)
        XCTAssertEqual(error["message"] as? String, "expected a member name in double quotes, found ','")
        XCTAssertTrue((error["html"] as? String)?.contains("data-line=\"2\" data-column=\"27\"") ?? false)
        XCTAssertTrue(object["size"] is NSNull)
        XCTAssertTrue(object["outline"] is NSNull)
        let missing = try json(PlaygroundRequest(text: #"{"root": {"type": "node", "id": 3}}"#).answer(textMeasurer: nil))
        XCTAssertEqual((missing["error"] as? [String: Any])?["path"] as? String, "root.id")
    }
}
