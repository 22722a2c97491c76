import Foundation
import SwatchGeometry
import SwatchJSON
@testable import SwatchPlayground
import SwatchSpec
import XCTest

/// The page's one call into the engine: a request read from JSON (its
/// mistakes named by key), an envelope with a named status, and the tree's
/// edits made in the text.
final class EngineCallTests: XCTestCase {
    func object(_ json: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    func testEachCallIsReadWithItsOwnOptions() throws {
        guard case .playground(let playground) = try EngineRequest.decode(
            #"{"call": "playground", "text": "{}", "width": 320, "debug": true, "accessibility": true, "cells": {"a.json": "{}"}}"#)
        else { return XCTFail("not a playground call") }
        XCTAssertEqual(playground.width, 320)
        XCTAssertTrue(playground.debug)
        XCTAssertTrue(playground.accessibility)
        XCTAssertEqual(playground.cellFiles, ["a.json": "{}"])
        XCTAssertTrue(playground.cellFilesRead)
        guard case .playground(let unread) = try EngineRequest.decode(#"{"call": "playground", "text": "{}"}"#) else { return XCTFail() }
        XCTAssertFalse(unread.cellFilesRead, "without cells the page has not read them yet")
        XCTAssertFalse(unread.accessibility || unread.debug, "drawn plainly unless asked")
        XCTAssertNil(unread.step)
        XCTAssertFalse(unread.still)
        guard case .playground(let still) = try EngineRequest.decode(#"{"call": "playground", "text": "{}", "step": 3, "still": true}"#)
        else { return XCTFail() }
        XCTAssertEqual(still.step, 3)
        XCTAssertTrue(still.still)
        guard case .playground(let far) = try EngineRequest.decode(#"{"call": "playground", "text": "{}", "state": 1e300}"#)
        else { return XCTFail() }
        XCTAssertNil(far.state, "a state no document has is none")

        guard case .layout(_, let format) = try EngineRequest.decode(#"{"call": "layout", "text": "{}", "format": "swift"}"#) else {
            return XCTFail()
        }
        XCTAssertEqual(format, .swift)
        guard case .hit(_, let points) = try EngineRequest.decode(#"{"call": "hit", "text": "{}", "points": [[1, 2], [-0.5, 3]]}"#) else {
            return XCTFail()
        }
        XCTAssertEqual(points, [Point(x: 1, y: 2), Point(x: -0.5, y: 3)])
        guard case .importCode(_, let options) = try EngineRequest.decode(
            #"{"call": "import", "text": "x", "language": "objc", "class": "A", "set": {"isOutgoing": false, "count": 5}}"#)
        else { return XCTFail() }
        XCTAssertEqual(options, ImportRequest(language: "objc", className: "A", settings: [("isOutgoing", "false"), ("count", "5")]))
        guard case .edit(let edit) = try EngineRequest.decode(
            #"{"call": "edit", "text": "{}", "action": "wrap", "path": "root", "type": "inset"}"#)
        else { return XCTFail() }
        XCTAssertEqual(edit.action, .wrap)
        XCTAssertEqual(edit.type, .inset)
    }

    /// Which module answers a request is the request's to say: a page asks
    /// the core and loads the module an `elsewhere` names.
    func testEachRequestNamesTheModuleThatAnswersIt() throws {
        let layout = #"{"root": {"type": "node"}}"#
        let scenario = #"{"container": {"type": "table", "viewport": [320, 480]}, "items": {"count": 3, "size": [320, 44]}, "steps": [{"scroll": 10}]}"#
        let transition = #"{"states": [{"name": "a", "root": {"type": "node"}}, {"name": "b", "root": {"type": "node"}}]}"#
        let cases: [(String, EngineModule)] = [
            (#"{"call": "playground", "text": \#(quoted(layout))}"#, .core),
            (#"{"call": "playground", "text": \#(quoted(scenario))}"#, .ranges),
            (#"{"call": "playground", "text": \#(quoted(transition))}"#, .transitions),
            (#"{"call": "layout", "text": "{}", "format": "svg"}"#, .core),
            (#"{"call": "layout", "text": "{}", "format": "objc"}"#, .code),
            (#"{"call": "hit", "text": "{}", "points": [[1, 2]]}"#, .core),
            (#"{"call": "edit", "text": "{}", "action": "delete", "path": "root"}"#, .edit),
            (#"{"call": "ranges", "text": "{}"}"#, .ranges),
            (#"{"call": "transition", "text": "{}"}"#, .transitions),
            (#"{"call": "import", "text": "class A {}"}"#, .importer),
            (#"{"call": "import", "text": "class A {}", "readings": ["AAEC"], "choices": {"DEBUG": false}}"#, .importer),
            (#"{"call": "import", "text": "", "step": "build", "tree": "AAEC", "classes": ["A"]}"#, .importBuild),
        ]
        for (request, module) in cases {
            let decoded = try EngineRequest.decode(request)
            XCTAssertEqual(decoded.module(), module, request)
            // Modules that never answer the playground send it to the core, which tells the kind.
            let undetected: EngineModule = request.contains(#""playground""#) ? .core : module
            XCTAssertEqual(decoded.module(detectingDocuments: false), undetected, request)
            // A module that does not read the call names the same module, its options unread.
            let unread = try EngineRequest.decode(request, for: NoCall.self)
            guard case .unread(let call, let named) = unread else { return XCTFail("\(unread) was read: \(request)") }
            XCTAssertEqual(call, decoded.call, request)
            XCTAssertEqual(named, undetected, request)
            XCTAssertEqual(unread.module(), undetected, request)
            // One that reads it reads it in full.
            let read = try EngineRequest.decode(request, for: EveryCall.self)
            XCTAssertEqual(read.module(), module, request)
            if case .unread = read { XCTFail("\(request) was left unread") }
        }
    }

    /// What one import step hands the page for the next reads back as the
    /// same request: bytes as base64url, choices in order.
    func testAnImportStepsRequestReadsBackTheSame() throws {
        var request = ImportRequest(language: "swift", className: "Cell", fileName: "Cell.swift", settings: [("isOutgoing", "false"), ("n", "5")])
        request.step = .read
        request.readings = [[0, 1, 2, 250, 255], []]
        request.choices = [("DEBUG", true), ("FEATURE_X", false)]
        request.classes = ["Cell", "Other"]
        request.tree = Array(0...255)
        for step in ImportStep.allCases {
            request.step = step
            let text = "class Cell: ASDisplayNode {}\n\"q\""
            guard case .importCode(let read, let options) = try EngineRequest.decode(request.requestJSON(text: text)) else {
                return XCTFail("not an import call")
            }
            XCTAssertEqual(read, text)
            XCTAssertEqual(options, request)
        }
        XCTAssertThrowsError(try EngineRequest.decode(#"{"call": "import", "text": "", "readings": ["a b"]}"#)) { error in
            XCTAssertEqual((error as? SpecError)?.path?.description, "readings[0]")
        }
        XCTAssertThrowsError(try EngineRequest.decode(#"{"call": "import", "text": "", "choices": {"X": 1}}"#)) { error in
            XCTAssertEqual((error as? SpecError)?.path?.description, "choices.X")
        }
    }

    /// A request of bytes (the import's run step's) is a JSON string of
    /// them in base64url, read back as the same bytes; a call is not one,
    /// and a string of anything else is an error.
    func testARequestOfBytesReadsBackTheSame() throws {
        let bytes: [UInt8] = Array(0...255) + [0]
        XCTAssertEqual(try ByteRequest.bytes(ByteRequest.json(bytes)), bytes)
        XCTAssertEqual(try ByteRequest.bytes(ByteRequest.json([])), [])
        let answer = EngineAnswer.elsewhere(.importRun, bytes: [1, 2, 3])
        XCTAssertEqual(answer.encoded(), #"{"status":"elsewhere","module":"import_run","request":"AQID"}"#)
        XCTAssertNil(try ByteRequest.bytes(#"{"call": "import", "text": ""}"#))
        XCTAssertNil(try ByteRequest.bytes(""))
        XCTAssertThrowsError(try ByteRequest.bytes(#""a b""#))
    }

    /// A call a module does not read is still a call: an unknown key or a
    /// missing text is a bad call wherever it is sent.
    func testAnUnreadCallIsStillCheckedForItsKeys() {
        XCTAssertThrowsError(try EngineRequest.decode(#"{"call": "import", "text": "x", "widht": 3}"#, for: LayoutCall.self)) { error in
            XCTAssertEqual((error as? SpecError)?.path?.description, "widht")
        }
        XCTAssertThrowsError(try EngineRequest.decode(#"{"call": "edit", "action": "delete"}"#, for: LayoutCall.self))
        XCTAssertThrowsError(try EngineRequest.decode(#"{"call": "layout", "text": "{}", "format": "gif"}"#, for: PlaygroundCall.self)) { error in
            XCTAssertEqual((error as? SpecError)?.path?.description, "format")
        }
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    func testABadRequestNamesItsKey() {
        let cases: [(String, String, String)] = [
            (#"{"call": "layout", "text": "{}", "format": "pdf"}"#, "format", "must be one of json, svg, ascii, swift, objc"),
            (#"{"call": "dance", "text": "{}"}"#, "call", "must be one of playground, layout"),
            (#"{"call": "layout", "text": 5}"#, "text", "must be a string, got a number"),
            (#"{"call": "layout", "text": "{}", "width": 5}"#, "width", "a layout call takes no key \"width\""),
            (#"{"call": "hit", "text": "{}", "points": [[1]]}"#, "points[0]", "must be a point [x, y]"),
            (#"{"call": "edit", "text": "{}", "action": "wrap", "path": "root", "type": "box"}"#, "type", "is not an element type"),
            (#"{"call": "playground", "text": "{}", "step": -1}"#, "step", "must be a whole number from 0"),
            (#"{"call": "playground", "text": "{}", "step": 2.5}"#, "step", "must be a whole number from 0"),
            (#"{"call": "playground", "text": "{}", "still": 1}"#, "still", "must be true or false"),
        ]
        for (request, path, message) in cases {
            XCTAssertThrowsError(try EngineRequest.decode(request), request) { error in
                let error = error as? SpecError
                XCTAssertEqual(error?.path?.description, path, request)
                XCTAssertTrue(error?.message.contains(message) == true, "\(request): \(String(describing: error))")
            }
        }
        XCTAssertThrowsError(try EngineRequest.decode(#"{"text": "{}"}"#)) { error in
            XCTAssertEqual((error as? SpecError)?.message, "the request needs \"call\"")
        }
    }

    func testTheEnvelopeNamesItsStatusAndTheErrorsParts() throws {
        XCTAssertEqual(try object(EngineAnswer.text("<svg/>").encoded()) as NSDictionary, ["status": "ok", "text": "<svg/>"])
        XCTAssertEqual(try object(EngineAnswer.json(#"{"a": [1]}"#).encoded()) as NSDictionary, ["status": "ok", "answer": ["a": [1]]])
        XCTAssertEqual(try object(EngineAnswer.elsewhere(.ranges).encoded()) as NSDictionary, ["status": "elsewhere", "module": "ranges"])
        XCTAssertEqual(try object(EngineAnswer.files(["a.json"]).encoded()) as NSDictionary, ["status": "files", "files": ["a.json"]])
        let error = SpecError(
            "must be >= 0, got -1", path: SpecPath().appending("root").appending("style").appending("flexGrow"),
            location: SourceLocation(line: 3, column: 14))
        let invalid = try object(EngineAnswer.invalid(error, classes: ["A", "B"]).encoded())
        XCTAssertEqual(invalid["status"] as? String, "invalid")
        XCTAssertEqual(invalid["classes"] as? [String], ["A", "B"])
        XCTAssertEqual(
            invalid["error"] as? NSDictionary,
            [
                "message": "must be >= 0, got -1", "line": 3, "column": 14, "path": "root.style.flexGrow",
                "description": error.description,
            ])
        let bad = try object(EngineAnswer.badCall("no").encoded())
        XCTAssertEqual(bad["error"] as? NSDictionary, ["message": "no", "description": "no"], "no place where none is known")
    }

    // MARK: Edits

    static let spec = """
        {
          "root": {
            "type": "stack",
            "children": [
              {"type": "node", "id": "a"},
              {"type": "node", "id": "b"}
            ]
          }
        }
        """

    func edited(_ text: String, _ action: SpecEditRequest.Action, _ path: String, _ type: ElementType? = nil) throws -> (String, String) {
        let answer = SpecEditRequest(text: text, action: action, path: path, type: type).answer()
        XCTAssertEqual(answer.status, .ok, answer.encoded())
        let object = try object(try XCTUnwrap(answer.json))
        let edited = try XCTUnwrap(object["text"] as? String)
        XCTAssertNoThrow(try SpecDecoder.decode(edited), "the edit leaves a spec that lays out:\n\(edited)")
        return (edited, try XCTUnwrap(object["select"] as? String))
    }

    func testAnAddedChildIsTheTypesExampleWithFreshIdsInTheListsOwnLayout() throws {
        let (text, select) = try edited(Self.spec, .add, "root", .node)
        XCTAssertEqual(select, "root.children[2]")
        XCTAssertTrue(text.contains(#"      {"type": "node", "id": "b"},"# + "\n" + #"      {"type": "node", "id": "box""#), text)
        // The example's id is taken now: the next one is numbered, as the importer numbers.
        let (again, _) = try edited(text, .add, "root", .node)
        XCTAssertTrue(again.contains(#""id": "box2""#), again)
        let (stack, selectStack) = try edited(Self.spec, .add, "root", .stack)
        XCTAssertEqual(selectStack, "root.children[2]")
        XCTAssertTrue(stack.contains(#""id": "a2""#) && stack.contains(#""id": "b2""#), "the example's own ids are made new: \(stack)")
    }

    func testWrappingKeepsTheWrappersExampleAndTheIndentation() throws {
        let (text, select) = try edited(Self.spec, .wrap, "root.children[1]", .inset)
        XCTAssertEqual(select, "root.children[1]")
        XCTAssertTrue(
            text.contains(#"{"type": "inset", "insets": {"top": 10, "left": 15, "bottom": 10, "right": 15}, "child": {"type": "node", "id": "b"}}"#),
            text)
        let (whole, _) = try edited(Self.spec, .wrap, "root", .inset)
        XCTAssertTrue(whole.contains("\n    \"type\": \"inset\",\n"), whole)
        XCTAssertTrue(whole.contains("\n      \"type\": \"stack\","), "the wrapped element moves in a step: \(whole)")
        XCTAssertEqual(try edited(whole, .unwrap, "root").0, Self.spec, "unwrapping gives the text back")
        let (overlaid, _) = try edited(Self.spec, .wrap, "root", .overlay)
        XCTAssertTrue(overlaid.contains(#""id": "scrim""#), "an overlay keeps its example's overlay: \(overlaid)")
    }

    func testDeletingAndMovingKeepTheCommasAndSayWhatToSelect() throws {
        let (deleted, parent) = try edited(Self.spec, .delete, "root.children[0]")
        XCTAssertEqual(parent, "root")
        XCTAssertFalse(deleted.contains(#""id": "a""#))
        XCTAssertTrue(deleted.contains("[\n      {\"type\": \"node\", \"id\": \"b\"}\n    ]"), deleted)
        let (moved, select) = try edited(Self.spec, .down, "root.children[0]")
        XCTAssertEqual(select, "root.children[1]")
        XCTAssertTrue(moved.contains("{\"type\": \"node\", \"id\": \"b\"},\n      {\"type\": \"node\", \"id\": \"a\"}"), moved)
        XCTAssertEqual(try edited(moved, .up, "root.children[1]").0, Self.spec)
    }

    func testAnEditThatCannotBeMadeSaysWhy() {
        let cases: [(SpecEditRequest, EngineAnswer.Status, String)] = [
            (SpecEditRequest(text: Self.spec, action: .up, path: "root.children[0]"), .badCall, "no sibling before it"),
            (SpecEditRequest(text: Self.spec, action: .delete, path: "root"), .badCall, "the root cannot be deleted"),
            (SpecEditRequest(text: Self.spec, action: .unwrap, path: "root"), .badCall, "only an element with one child"),
            (SpecEditRequest(text: Self.spec, action: .add, path: "root.children[5]", type: .node), .badCall, "no element of the spec is at"),
            (
                SpecEditRequest(text: #"{"root": {"type": "image", "id": "i", "imageSize": [1, 1]}}"#, action: .add, path: "root", type: .node),
                .badCall, "has no slot for another child"
            ),
            (SpecEditRequest(text: "{", action: .delete, path: "root"), .invalid, "unexpected end of input"),
        ]
        for (request, status, message) in cases {
            let answer = request.answer()
            XCTAssertEqual(answer.status, status, "\(request.action) \(request.path): \(answer.encoded())")
            XCTAssertTrue(answer.error?.message.contains(message) == true, answer.encoded())
        }
    }

    func testTheAnswerSaysWhichPanelsTheDocumentHas() throws {
        let layout = PlaygroundRequest(text: #"{"root": {"type": "node", "intrinsicSize": [10, 10]}}"#).answer(textMeasurer: nil)
        XCTAssertEqual(
            layout.panels, .init(width: true, code: true, tree: true, stepper: false, touch: true, states: false, offThread: false, still: false))
        let scenario = PlaygroundRequest(text: #"{"items": {"count": 3, "size": [375, 44]}, "scroll": [{"offset": 0}]}"#)
            .answer(textMeasurer: nil)
        XCTAssertEqual(
            scenario.panels, .init(width: false, code: false, tree: false, stepper: true, touch: false, states: false, offThread: true, still: true))
        let panels = try XCTUnwrap(try object(layout.json(html: false))["panels"] as? [String: Bool])
        XCTAssertEqual(panels["width"], true)
        XCTAssertEqual(panels["offThread"], false)
    }

    func testAScenarioNamingCellFilesAsksForThemUntilTheyAreRead() {
        let text = #"{"items": [{"cell": "row.json"}, {"cell": "row.json"}, {"cell": "other.json"}], "scroll": [{"offset": 0}]}"#
        var request = PlaygroundRequest(text: text)
        request.cellFilesRead = false
        XCTAssertEqual(request.cellFilesWanted, ["row.json", "other.json"])
        request.cellFiles = ["row.json": "{}"]
        XCTAssertEqual(request.cellFilesWanted, ["other.json"])
        request.cellFilesRead = true
        XCTAssertEqual(request.cellFilesWanted, [], "once read, a missing file is the scenario's error")
    }
}

private enum NoCall: RequestReading {
    static var calls: EngineCalls { [] }
}

private enum LayoutCall: RequestReading {
    static var calls: EngineCalls { .layout }
}

private enum PlaygroundCall: RequestReading {
    static var calls: EngineCalls { .playground }
}
