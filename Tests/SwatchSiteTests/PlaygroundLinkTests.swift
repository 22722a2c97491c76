@testable import SwatchSite
import SwatchPlayground
import XCTest

/// "Edit in playground" links: a named spec by name, an inline one as its
/// share link (`ShareLink`, checked both ways in SwatchPlaygroundTests).
final class PlaygroundLinkTests: XCTestCase {
    func testLinksForNamedAndInlineSpecs() throws {
        XCTAssertEqual(PlaygroundLink.named("chat-bubble", playgroundPath: "/playground/"), "/playground/?spec=chat-bubble")
        let link = PlaygroundLink.sharing("{\"a\": 1}\n", playgroundPath: "/playground/")
        XCTAssertTrue(link.hasPrefix("/playground/?z="))
        XCTAssertEqual(try ShareLink.decode(String(link.dropFirst("/playground/?z=".count))), "{\"a\": 1}\n")
    }
}
