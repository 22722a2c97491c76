import Foundation
import SwatchHTTP
@testable import SwatchServer
import SwatchSite
import SwatchKit
import SwatchPlayground
import SwatchSVG
import SwatchTestSupport
import XCTest

/// `/playground` in process: the page, the form without script, share links.
final class PlaygroundPageTests: XCTestCase {
    func testThePlaygroundOpensWithTheStarterSpecLaidOut() throws {
        let fixture = try PlaygroundFixture(self)
        let response = fixture.send(.get, "/playground")
        XCTAssertEqual(response.status, .ok)
        XCTAssertEqual(response.contentType, "text/html; charset=utf-8")
        XCTAssertEqual(response.headers["Cache-Control"], "no-store")
        let html = response.text
        XCTAssertEqual(textareaText(html), PlaygroundStarter.text)
        XCTAssertTrue(html.contains("<svg"), "the starter is drawn")
        for id in ["avatar", "name", "message", "badge"] {
            XCTAssertTrue(html.contains("<tr data-id=\"\(id)\">"), "a frames row for \(id)")
        }
        XCTAssertTrue(html.contains("<th scope=\"col\">id</th><th scope=\"col\">x</th><th scope=\"col\">y</th>"))
        XCTAssertFalse(html.contains("pg-error-title"), "no error")
        // In the site's template, with the playground's own files, under the site's policy.
        XCTAssertTrue(html.contains("class=\"site-header\""))
        XCTAssertTrue(html.contains("<link rel=\"stylesheet\" href=\"/public/css/playground.css\">"))
        XCTAssertTrue(html.contains("<script type=\"module\" src=\"/public/js/playground/main.js\"></script>"))
        XCTAssertNotNil(response.headers["Content-Security-Policy"])
        XCTAssertFalse(html.contains("<script>"), "no inline script: the policy would block it")
        XCTAssertFalse(html.contains("live-reload"), "saving must not reload the page")
        // The gallery: each preset drawn, one click away.
        XCTAssertTrue(html.contains("href=\"/playground?spec=box\""))
        XCTAssertTrue(html.contains("href=\"/playground?spec=feed\""), "other specs are listed")
    }

    func testTheTokenIsInThePageOnlyWhenSavingIsAllowed() throws {
        let allowed = try PlaygroundFixture(self)
        XCTAssertTrue(allowed.send(.get, "/playground").text.contains(
            "<meta name=\"swatch-token\" content=\"\(allowed.app.specs.token)\">"))
        XCTAssertTrue(allowed.send(.get, "/playground").text.contains("data-editable=\"true\""))
        let refused = try PlaygroundFixture(self, editing: false)
        let html = refused.send(.get, "/playground").text
        XCTAssertFalse(html.contains("swatch-token"))
        XCTAssertTrue(html.contains("data-editable=\"false\""))
        XCTAssertNotEqual(allowed.app.specs.token, refused.app.specs.token, "a new token per start")
    }

    func testANamedSpecOpensWithItsETag() throws {
        let fixture = try PlaygroundFixture(self)
        for target in ["/playground?spec=box", "/playground/?spec=box"] {
            let response = fixture.send(.get, target)
            XCTAssertEqual(response.status, .ok, target)
            XCTAssertEqual(textareaText(response.text), PlaygroundFixture.box, target)
        }
        let html = fixture.send(.get, "/playground?spec=box").text
        let etag = EntityTag.strong(for: Array(PlaygroundFixture.box.utf8))
        XCTAssertTrue(html.contains("data-etag=\"\(etag.replacingOccurrences(of: "\"", with: "&quot;"))\""), html)
        XCTAssertTrue(html.contains("data-name=\"box\""))
        XCTAssertTrue(html.contains("<tr data-id=\"box\"><th scope=\"row\" style=\"--depth: 0\">box</th><td>0</td><td>0</td><td>100</td><td>50</td><td class=\"pg-measure\">1×</td></tr>"))
        XCTAssertEqual(fixture.send(.head, "/playground?spec=box").status, .ok)
    }

    func testAnUnknownOrMalformedSpecNameShowsTheStarterWithANote() throws {
        let fixture = try PlaygroundFixture(self)
        let missing = fixture.send(.get, "/playground?spec=nothing-here")
        XCTAssertEqual(missing.status, .notFound)
        XCTAssertTrue(missing.text.contains("There is no spec named nothing-here"))
        XCTAssertEqual(textareaText(missing.text), PlaygroundStarter.text)
        for name in ["../box", "Box", "box.json", "%2e%2e"] {
            let bad = fixture.send(.get, "/playground?spec=" + name)
            XCTAssertEqual(bad.status, .badRequest, name)
            XCTAssertTrue(bad.text.contains("is not a spec name"), name)
            XCTAssertEqual(textareaText(bad.text), PlaygroundStarter.text, name)
        }
    }

    func testPostingAGoodSpecAnswersItsDrawingAndFrames() throws {
        let fixture = try PlaygroundFixture(self)
        let spec = #"{"sizeRange": {"min": [0, 0], "max": [200, "inf"]}, "root": {"type": "stack", "children": [{"type": "node", "id": "a", "style": {"height": 20}}]}}"#
        let response = fixture.postForm([("spec", spec), ("name", "box")])
        XCTAssertEqual(response.status, .ok)
        let html = response.text
        XCTAssertEqual(textareaText(html), spec)
        XCTAssertTrue(html.contains("<g class=\"swatch-node\" data-id=\"a\" "), "drawn")
        XCTAssertTrue(html.contains("<tr data-id=\"a\"><th scope=\"row\" style=\"--depth: 0\">a</th><td>0</td><td>0</td><td>0</td><td>20</td><td class=\"pg-measure\">1×</td></tr>"))
        XCTAssertTrue(html.contains("Laid out at 0 × 20 pt"))
        XCTAssertTrue(html.contains("data-name=\"box\""), "the name is kept")
    }

    func testTheDrawingIsTheEnginesSVGOfTheSpec() throws {
        let fixture = try PlaygroundFixture(self)
        let html = fixture.postForm([("spec", PlaygroundFixture.box)]).text
        let svg = try LayoutRenderer.render(PlaygroundFixture.box, format: .svg, drawing: LayoutDrawing(idPrefix: "pg"))
        XCTAssertTrue(html.contains("<div class=\"pg-drawing\" id=\"pg-drawing\">" + svg + "</div>"), html)
    }

    /// The stage (width, drawing, size) is one box the page keeps in view;
    /// the tree and the inspector are in the editing column, under the text.
    func testTheStageHoldsTheWidthAndTheDrawingAndTheTreeIsBesideTheText() throws {
        let html = try PlaygroundFixture(self).send(.get, "/playground").text
        func at(_ needle: String) throws -> String.Index {
            try XCTUnwrap(html.range(of: needle)?.lowerBound, "the page has \(needle)")
        }
        let stage = try at("<div class=\"pg-stage\" id=\"pg-stage\">")
        let stageEnd = try XCTUnwrap(html.range(of: "</p></div>", range: stage..<html.endIndex)?.upperBound)
        for part in ["id=\"pg-width\"", "id=\"pg-drawing\"", "id=\"pg-size\""] {
            let index = try at(part)
            XCTAssertTrue(stage < index && index < stageEnd, "\(part) is on the stage")
        }
        XCTAssertTrue(try at("id=\"pg-options\"") > stageEnd, "the options follow the stage")
        XCTAssertTrue(try at("id=\"pg-editor\"") < at("id=\"pg-tree-panel\""), "the tree follows the text")
        XCTAssertTrue(try at("id=\"pg-tree-panel\"") < at("id=\"pg-view\""), "in the editing column")
    }

    func testAPresetWidthLaysTheSpecOutAtThatWidth() throws {
        let fixture = try PlaygroundFixture(self)
        let spec = #"{"root": {"type": "node", "id": "a"}, "sizeRange": {"min": [10, 30], "max": [500, 30]}}"#
        // The hidden field holds the width in force; a preset button sends its own after it.
        let html = fixture.postForm([("spec", spec), ("width", ""), ("width", "320")]).text
        XCTAssertTrue(html.contains("<td>0</td><td>0</td><td>320</td><td>30</td>"), html)
        XCTAssertTrue(html.contains("<button type=\"submit\" name=\"width\" value=\"320\" aria-pressed=\"true\">"))
        let own = fixture.postForm([("spec", spec), ("width", "320"), ("width", "")]).text
        XCTAssertTrue(own.contains("<td>0</td><td>0</td><td>500</td><td>30</td>"), "the spec's own range")
        for nonsense in ["-5", "0", "1e9", "abc", "nan"] {
            XCTAssertTrue(fixture.postForm([("spec", spec), ("width", nonsense)]).text.contains("<td>500</td>"), nonsense)
        }
    }

    func testPostingABadSpecShowsTheErrorBesideTheTextAsTyped() throws {
        let fixture = try PlaygroundFixture(self)
        // Typed text with markup, a leading newline and CRLF line ends, as a browser sends a textarea.
        let typed = "\r\n{\"title\": \"<b>&amp;</b> </textarea>\",\r\n \"root\": {\"type\": \"stack\", \"children\": [\r\n  {\"type\": \"node\", \"style\": {\"flexGrow\": -1}}]}}"
        let response = fixture.postForm([("spec", typed)])
        XCTAssertEqual(response.status, .badRequest)
        let html = response.text
        XCTAssertEqual(textareaText(html), typed.replacingOccurrences(of: "\r\n", with: "\n"), "the text is never lost")
        XCTAssertTrue(html.contains("<div class=\"pg-error\" id=\"pg-error\" role=\"alert\" data-line=\"4\" data-column=\"42\">"), html)
        XCTAssertTrue(html.contains("Line 4, column 42"))
        XCTAssertTrue(html.contains("<code class=\"pg-error-path\">root.children[0].style.flexGrow</code>"))
        XCTAssertTrue(
            html.contains("<p class=\"pg-error-message\">flexGrow must not be negative, got -1</p>"),
            "the reason alone: path and place are shown apart")
        XCTAssertTrue(html.contains("aria-invalid=\"true\" aria-errormessage=\"pg-error\" data-error-line=\"4\""), "the text box names its error's line")
        XCTAssertFalse(html.contains("<b>&amp;</b>"), "typed markup is escaped")
    }

    func testPostingBrokenJSONNamesLineAndColumn() throws {
        let fixture = try PlaygroundFixture(self)
        let typed = "{\n  \"root\": {\"type\": \"node\",, }\n}"
        let html = fixture.postForm([("spec", typed)]).text
        XCTAssertEqual(textareaText(html), typed)
        XCTAssertTrue(html.contains("Line 2, column 27"), html)
        XCTAssertTrue(html.contains("<p class=\"pg-error-message\">expected a member name in double quotes, found ','</p>"), html)
        XCTAssertTrue(html.contains("data-error-line=\"2\""))
    }

    func testPostingARangeScenarioShowsTheAnimationAndTheSteps() throws {
        let fixture = try PlaygroundFixture(self)
        let html = fixture.postForm([("spec", PlaygroundFixture.feed)]).text
        XCTAssertTrue(html.contains("data-kind=\"ranges\""))
        XCTAssertTrue(html.contains("<span class=\"pg-kind\" id=\"pg-kind\">Range scenario</span>"))
        XCTAssertTrue(html.contains("class=\"swatch-ranges\""), "the animated drawing")
        XCTAssertTrue(html.contains("<table class=\"pg-table pg-steps\" id=\"pg-steps\">"))
        // Updates counted from 1, as people count; data-step keeps the record's own number.
        XCTAssertTrue(html.contains("<tr data-step=\"3\"><th scope=\"row\">4</th><td>0, 900</td><td>down</td><td>full</td>"), html)
        XCTAssertTrue(html.contains("<fieldset class=\"pg-width\" id=\"pg-width\" hidden>"), "no width for scenarios")
        let bad = fixture.postForm([("spec", #"{"items": {"count": -1, "size": [1, 1]}}"#)])
        XCTAssertEqual(bad.status, .badRequest)
        XCTAssertTrue(bad.text.contains("This scenario cannot be run"))
        XCTAssertTrue(bad.text.contains("items.count"))
    }

    func testAFormThatIsNotURLEncodedIsRefused() throws {
        let fixture = try PlaygroundFixture(self)
        let response = fixture.send(.post, "/playground", body: "{}", headers: ["Content-Type": "application/json"])
        XCTAssertEqual(response.status, .unsupportedMediaType)
        XCTAssertEqual(fixture.send(.delete, "/playground").status, .methodNotAllowed)
    }

    // MARK: - Share links

    func testAShareLinkRoundTripsTheTextExactly() throws {
        let fixture = try PlaygroundFixture(self)
        let texts = [
            PlaygroundFixture.box,
            "\n\n{\"title\": \"Grüße, 日本語, \\\"quotes\\\", <tags> & tabs\t\", \"root\": {\"type\": \"node\"}}\n",
            String(repeating: PlaygroundFixture.feed, count: 40),  // long and repetitive: back references
        ]
        var checked = 0
        for text in texts {
            for level in [0, 1, 9] {  // stored blocks, fixed and dynamic codes
                guard let packed = try Zlib.deflateRaw(text, level: level) else { throw XCTSkip("python3 not installed") }
                let response = fixture.send(.get, "/playground?z=" + Zlib.base64URL(packed))
                XCTAssertEqual(textareaText(response.text), text, "level \(level)")
                XCTAssertTrue(response.text.contains("data-name=\"\""), "a shared text has no file name")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 9)
    }

    func testEveryEditInPlaygroundLinkOfAGuidePageOpensItsSpecExactly() throws {
        let fixture = try PlaygroundFixture(self)
        let inline = "{\"title\": \"Inline: <&> “quotes”\",\n  \"sizeRange\": [60, 30],\n  \"root\": {\"type\": \"node\", \"id\": \"dot\"}}\n"
        try write("---\ntitle: Inline\npermalink: /guide/inline/\n---\n\n```swatch\n" + inline + "```\n\n```swatch spec=box\n```\n",
                  to: fixture.base + "/content/guide/inline.md")
        fixture.app.watcher.checkNow()
        let page = fixture.send(.get, "/guide/inline/").text
        var links: [String] = []
        var rest = page[...]
        while let found = rest.range(of: "<a class=\"demo-edit\" href=\"") {
            let href = rest[found.upperBound...].prefix { $0 != "\"" }
            links.append(String(href).replacingOccurrences(of: "&amp;", with: "&"))
            rest = rest[found.upperBound...]
        }
        XCTAssertEqual(links.count, 2, page)
        // As a browser sends them: no fragment.
        let targets = links.map { String($0.prefix { $0 != "#" }) }
        XCTAssertEqual(textareaText(fixture.send(.get, targets[0]).text), inline)
        XCTAssertEqual(textareaText(fixture.send(.get, targets[1]).text), PlaygroundFixture.box)
        XCTAssertEqual(targets[1], "/playground/?spec=box")
    }

    func testADamagedShareLinkShowsTheStarterWithANote() throws {
        let fixture = try PlaygroundFixture(self)
        for value in ["%%%", "AAAA", "q", "_____", Zlib.base64URL([0xff, 0xff, 0xff, 0xff])] {
            let response = fixture.send(.get, "/playground?z=" + value)
            XCTAssertEqual(response.status, .badRequest, value)
            XCTAssertTrue(response.text.contains("This share link is damaged"), value)
            XCTAssertEqual(textareaText(response.text), PlaygroundStarter.text)
        }
    }
}
