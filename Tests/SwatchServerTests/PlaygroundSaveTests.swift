import Foundation
import SwatchHTTP
@testable import SwatchServer
import XCTest

/// Saving through `/api/specs/NAME` as `swatch serve` assembles it with the
/// playground: scenarios are specs files too, a save addressed to another
/// host is refused on loopback, and the guide draws a saved spec on the very
/// next request. (`SpecAPITests` has the API's own rules.)
final class PlaygroundSaveTests: XCTestCase {
    static let red = PlaygroundFixture.box
    static let blue = red.replacingOccurrences(of: "#ff0000", with: "#0000ff")

    func testTheGuideDrawsASavedSpecOnTheNextRequest() throws {
        let fixture = try PlaygroundFixture(self)
        XCTAssertTrue(fixture.send(.get, "/guide/boxes/").text.contains("#ff0000"))
        let etag = try XCTUnwrap(fixture.send(.get, "/api/specs/box").headers["ETag"])
        XCTAssertEqual(fixture.put("box", Self.blue, ifMatch: etag).status, .ok)
        // No waiting for the watcher's next poll: the save told it.
        let page = fixture.send(.get, "/guide/boxes/").text
        XCTAssertTrue(page.contains("#0000ff"), "the guide draws the saved spec")
        XCTAssertFalse(page.contains("#ff0000"))
        // And the playground opens it with its new tag.
        let playground = fixture.send(.get, "/playground?spec=box").text
        XCTAssertEqual(textareaText(playground), Self.blue)
        XCTAssertTrue(playground.contains(
            "data-etag=\"" + EntityTag.strong(for: Array(Self.blue.utf8)).replacingOccurrences(of: "\"", with: "&quot;")))
    }

    func testARangeScenarioIsSavedAndCheckedAsAScenario() throws {
        let fixture = try PlaygroundFixture(self)
        let etag = try XCTUnwrap(fixture.send(.get, "/api/specs/feed").headers["ETag"])
        let longer = PlaygroundFixture.feed.replacingOccurrences(of: "\"count\": 30", with: "\"count\": 40")
        let saved = fixture.put("feed", longer, ifMatch: etag)
        XCTAssertEqual(saved.status, .ok, saved.text)
        XCTAssertEqual(try fixture.file("feed"), longer)
        let newTag = try XCTUnwrap(saved.headers["ETag"])
        let bad = fixture.put("feed", #"{"items": {"count": 3, "size": [375, -1]}}"#, ifMatch: newTag)
        XCTAssertEqual(bad.status, .badRequest)
        XCTAssertTrue(bad.text.contains("\"path\":\"items.size[1]\""), bad.text)
        XCTAssertEqual(try fixture.file("feed"), longer, "the file is untouched")
        let badSpec = fixture.put("box", "{\"root\": {\"type\": \"node\",\n  \"intrinsicSize\": [10, -4]}}",
                                  ifMatch: try XCTUnwrap(fixture.send(.get, "/api/specs/box").headers["ETag"]))
        XCTAssertEqual(badSpec.status, .badRequest)
        XCTAssertTrue(badSpec.text.contains("\"path\":\"root.intrinsicSize[1]\",\"line\":2"), badSpec.text)
        XCTAssertEqual(try fixture.folder(), ["box.json", "feed.json"], "no temporary file is left")
    }

    func testOnLoopbackASaveMustAddressALoopbackHost() throws {
        let fixture = try PlaygroundFixture(self)
        let etag = try XCTUnwrap(fixture.send(.get, "/api/specs/box").headers["ETag"])
        // A page whose own name resolves to 127.0.0.1 (DNS rebinding) reaches this server under its name.
        for host in ["attacker.example:8080", "127.0.0.1.nip.io"] {
            let refused = fixture.put("box", Self.blue, ifMatch: etag, host: host)
            XCTAssertEqual(refused.status, .forbidden, host)
            XCTAssertTrue(refused.text.contains("only from this machine"), refused.text)
        }
        XCTAssertEqual(try fixture.file("box"), Self.red)
        XCTAssertEqual(fixture.put("box", Self.blue, ifMatch: etag, host: "localhost:8080").status, .ok)
        // With --allow-edit the server may be addressed by any name.
        let open = try PlaygroundFixture(self, loopbackHostOnly: false)
        let openTag = try XCTUnwrap(open.send(.get, "/api/specs/box").headers["ETag"])
        XCTAssertEqual(open.put("box", Self.blue, ifMatch: openTag, host: "swatch.example:8080").status, .ok)
    }

    func testLoopbackHostNames() {
        for host in ["localhost:8080", "LOCALHOST", "127.0.0.1", "127.1.2.3:9", "[::1]:8080", "[::1]", "app.localhost",
                     "localhost."]
        {
            XCTAssertTrue(LoopbackHost.matches(host), host)
        }
        for host in ["127.0.0.1.example", "128.0.0.1", "[::2]", "localhost.example", "0x7f.0.0.1", "127.0.0.256",
                     "127.0.0", "", "[::1", "evil-localhost"]
        {
            XCTAssertFalse(LoopbackHost.matches(host), host)
        }
    }

    func testWhenSavingIsOffThePageOffersNoSaveAndTheAPIRefuses() throws {
        let fixture = try PlaygroundFixture(self, editing: false)
        XCTAssertFalse(fixture.send(.get, "/playground").text.contains("swatch-token"))
        let etag = try XCTUnwrap(fixture.send(.get, "/api/specs/box").headers["ETag"])
        XCTAssertEqual(fixture.put("box", Self.blue, ifMatch: etag).status, .forbidden)
        XCTAssertEqual(try fixture.file("box"), Self.red)
    }
}
