import SwatchHTTP
import SwatchServer
import XCTest

final class LayoutAPITests: XCTestCase {
    let spec = #"""
        {"title": "Two boxes", "sizeRange": [200, 100],
         "root": {"type": "stack", "children": [
           {"type": "node", "id": "a", "style": {"width": 50}},
           {"type": "node", "id": "b", "style": {"flexGrow": 1}}]}}
        """#

    func testFramesAsJSONByDefault() throws {
        let response = postToLayoutAPI("/api/layout", spec)
        let text = try answerText(response, .ok, "application/json")
        XCTAssertEqual(response.headers["Cache-Control"], "no-store")
        XCTAssertTrue(text.contains(#""size": [200, 100]"#), text)
        XCTAssertTrue(text.contains(#"{"id": "a", "parent": null, "frame": [0, 0, 50, 100], "touch": [0, 0, 50, 100], "measure": {"calculations": 1, "cacheHits": 0}}"#), text)
        XCTAssertTrue(text.contains(#"{"id": "b", "parent": null, "frame": [50, 0, 150, 100], "touch": [50, 0, 150, 100], "measure": {"calculations": 2, "cacheHits": 0}}"#), text)
    }

    /// SPEC.md 1.2 and 1.3: after the nodes come the layout's warnings, then what VoiceOver visits, as `swatch layout` prints them.
    func testJSONCarriesTheLayoutsWarnings() throws {
        let clean = try XCTUnwrap(postToLayoutAPI("/api/layout", spec).body.text)
        XCTAssertTrue(clean.hasSuffix("],\n  \"warnings\": [],\n  \"accessibility\": []\n}\n"), clean)
        let mistake = #"{"sizeRange": [100, 100], "root": {"type": "inset", "id": "box", "style": {"width": 50}, "child": {"type": "node"}}}"#
        let text = try XCTUnwrap(postToLayoutAPI("/api/layout", mistake).body.text)
        XCTAssertTrue(text.contains(#"{"code": "ignored-style", "path": "root", "id": "box", "key": "width", "message": "an inset spec skips"#), text)
    }

    func testAcceptChoosesSVGOrJSON() throws {
        let svg = postToLayoutAPI("/api/layout", spec, accept: "image/svg+xml")
        XCTAssertEqual(svg.contentType, "image/svg+xml")
        XCTAssertTrue(svg.body.text?.hasPrefix("<svg") == true)
        XCTAssertEqual(postToLayoutAPI("/api/layout", spec, accept: "application/json").contentType, "application/json")
        XCTAssertEqual(postToLayoutAPI("/api/layout", spec, accept: "text/html;q=0.9, image/svg+xml").contentType, "image/svg+xml")
        XCTAssertEqual(postToLayoutAPI("/api/layout", spec, accept: "image/svg+xml;q=0.5, application/json").contentType, "application/json")
        XCTAssertEqual(postToLayoutAPI("/api/layout", spec, accept: "*/*").contentType, "application/json")
        XCTAssertEqual(postToLayoutAPI("/api/layout", spec, accept: "image/*").contentType, "image/svg+xml")
    }

    func testFormatQueryWinsOverAccept() {
        XCTAssertEqual(postToLayoutAPI("/api/layout?format=svg", spec, accept: "application/json").contentType, "image/svg+xml")
        XCTAssertEqual(postToLayoutAPI("/api/layout?format=json", spec, accept: "image/svg+xml").contentType, "application/json")
        let unknown = postToLayoutAPI("/api/layout?format=png", spec)
        XCTAssertEqual(unknown.status, .badRequest)
        XCTAssertTrue(unknown.body.text?.contains("format=png") == true)
    }

    func testCodeInSwiftAndObjectiveC() throws {
        let swift = postToLayoutAPI("/api/layout?format=swift", spec)
        let swiftText = try answerText(swift, .ok, "text/x-swift; charset=utf-8")
        XCTAssertTrue(swiftText.hasPrefix("import AsyncDisplayKit\n"), swiftText)
        XCTAssertTrue(swiftText.contains("final class TwoBoxesNode: ASDisplayNode {"), swiftText)
        XCTAssertTrue(swiftText.contains("aNode.style.width = ASDimensionMake(50)"), swiftText)

        let objc = postToLayoutAPI("/api/layout", spec, accept: "text/x-objective-c")
        XCTAssertEqual(objc.contentType, "text/x-objective-c; charset=utf-8")
        let objcText = try XCTUnwrap(objc.body.text)
        XCTAssertTrue(objcText.contains("@interface TwoBoxesNode : ASDisplayNode"), objcText)
        XCTAssertTrue(objcText.contains("_bNode.style.flexGrow = 1;"), objcText)
        XCTAssertEqual(postToLayoutAPI("/api/layout?format=objc", spec).body.text, objcText)
    }

    func testCodeNeedsNoFontsForText() throws {
        // The router has no text measurer: frames of a text node cannot be
        // had, its code can.
        let text = #"{"root": {"type": "text", "id": "title", "text": "Hi", "fontSize": 13}}"#
        XCTAssertEqual(postToLayoutAPI("/api/layout?format=json", text).status, .badRequest)
        let swift = postToLayoutAPI("/api/layout?format=swift", text)
        XCTAssertEqual(swift.status, .ok)
        XCTAssertTrue(swift.body.text?.contains("UIFont.systemFont(ofSize: 13)") == true, swift.body.text ?? "")
    }

    func testABadSpecAsCodeIs400WithItsPath() throws {
        let response = postToLayoutAPI("/api/layout?format=swift", #"{"root": {"type": "stack", "spacing": "wide"}}"#)
        XCTAssertEqual(response.status, .badRequest)
        XCTAssertTrue(response.body.text?.contains("root.spacing") == true, response.body.text ?? "")
    }

    func testAnAcceptAllowingNoFormIs406() {
        let response = postToLayoutAPI("/api/layout", spec, accept: "text/html")
        XCTAssertEqual(response.status, .notAcceptable)
        XCTAssertEqual(response.contentType, "application/json")
    }

    func testABadSpecIs400WithPathLineAndColumn() throws {
        let bad = "{\"root\": {\"type\": \"stack\",\n  \"children\": [{\"type\": \"node\", \"style\": {\"flexGrow\": -1}}]}}"
        let response = postToLayoutAPI("/api/layout", bad)
        let text = try answerText(response, .badRequest, "application/json")
        XCTAssertTrue(text.contains(#""path":"root.children[0].style.flexGrow""#), text)
        XCTAssertTrue(text.contains(#""line":2"#), text)
        XCTAssertTrue(text.contains(#""column":"#), text)
    }

    func testJSONSyntaxErrorsHaveNoPathButALocation() throws {
        let text = try XCTUnwrap(postToLayoutAPI("/api/layout", "{\"root\": ").body.text)
        XCTAssertTrue(text.contains(#""path":null,"line":1,"column":10"#), text)
    }

    func testABodyThatIsNotUTF8Is400() {
        let response = postToLayoutAPI("/api/layout", bytes: [0xff, 0xfe, 0x00])
        XCTAssertEqual(response.status, .badRequest)
    }

    func testRangesRunAScenario() throws {
        let scenario = #"{"container": "table", "viewport": [375, 667], "items": {"count": 20, "size": [375, 100]}}"#
        let response = postToLayoutAPI("/api/ranges", scenario)
        XCTAssertEqual(response.status, .ok)
        XCTAssertTrue(response.body.text?.contains(#""steps""#) == true)
        XCTAssertEqual(postToLayoutAPI("/api/ranges?format=timeline", scenario).contentType, "image/svg+xml")
        XCTAssertEqual(postToLayoutAPI("/api/ranges?step=-1", scenario).status, .badRequest)
        XCTAssertEqual(postToLayoutAPI("/api/ranges", "{\"items\": 3}").status, .badRequest)
    }

    func testRangesWithBadFramesAreABadRequestNamingThePath() throws {
        let scenario = #"{"items": {"count": 20, "size": [375, 100]}, "frames": {"refreshRate": 0}}"#
        let response = postToLayoutAPI("/api/ranges", scenario)
        XCTAssertEqual(response.status, .badRequest)
        XCTAssertTrue(response.body.text?.contains("frames.refreshRate") == true, response.body.text ?? "")
        let good = #"{"items": {"count": 20, "size": [375, 100]}, "frames": {}}"#
        XCTAssertTrue(postToLayoutAPI("/api/ranges", good).body.text?.contains(#""frame": {"uikit""#) == true)
    }
}
