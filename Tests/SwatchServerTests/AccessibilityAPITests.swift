import SwatchHTTP
import SwatchServer
import XCTest

/// `POST /api/layout` answers what VoiceOver reads with the frames.
final class AccessibilityAPITests: XCTestCase {
    func testTheFramesListWhatVoiceOverReads() throws {
        var router = Router()
        LayoutAPI().install(on: &router)
        let spec = #"""
            {"sizeRange": [200, 100], "root": {"type": "node", "id": "card", "isAccessibilityContainer": true,
             "accessibilityLabel": "A card", "layout": {"type": "node", "id": "inner", "accessibilityLabel": "unread"}}}
            """#
        let response = router.respond(to: Request(method: .post, target: "/api/layout", body: Array(spec.utf8)))
        XCTAssertEqual(response.status, .ok)
        let text = try XCTUnwrap(response.body.text)
        XCTAssertTrue(
            text.contains(#""accessibility": [\#n    {"label": "A card", "traits": [], "frame": [0, 0, 200, 100], "nodes": ["card"], "actions": []}\#n  ]"#),
            text)
    }
}
