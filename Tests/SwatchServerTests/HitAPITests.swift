import SwatchHTTP
import SwatchServer
import XCTest

/// `POST /api/hit`: the spec in the body, the points in the query.
final class HitAPITests: XCTestCase {
    func post(_ target: String, _ body: String) -> Response {
        var router = Router()
        router.useErrorFormat(.json, forPathsUnder: "/api/")
        HitAPI().install(on: &router)
        return router.respond(to: Request(method: .post, target: target, body: Array(body.utf8)))
    }

    func testAnswersEachPointInOrder() throws {
        // a's slop reaches 10 points into b, which is in front there.
        let spec = #"{"sizeRange": [200, 100], "root": {"type": "stack", "children": [{"type": "node", "id": "a", "style": {"width": 50, "hitTestSlop": {"right": -10}}}, {"type": "node", "id": "b", "style": {"flexGrow": 1}}]}}"#
        let response = post("/api/hit?point=55,10&point=-0.25,10&point=120,99.75", spec)
        XCTAssertEqual(response.status, .ok)
        XCTAssertEqual(response.contentType, "application/json")
        XCTAssertEqual(response.body.text, """
            {"hits": [
              {"point": [55, 10], "node": "b", "chain": ["b"]},
              {"point": [-0.25, 10], "node": null, "chain": []},
              {"point": [120, 99.75], "node": "b", "chain": ["b"]}
            ]}

            """)
    }

    func testAMissingOrMalformedPointIs400() throws {
        let none = post("/api/hit", "{}")
        XCTAssertEqual(none.status, .badRequest)
        XCTAssertTrue(none.body.text?.contains("point=X,Y") == true, none.body.text ?? "")
        let bad = post("/api/hit?point=1,2&point=abc", "{}")
        XCTAssertEqual(bad.status, .badRequest)
        XCTAssertTrue(bad.body.text?.contains("point=abc (point 2)") == true, bad.body.text ?? "")
    }

    func testABadSpecIs400WithItsPath() throws {
        let response = post("/api/hit?point=1,1", #"{"root": {"type": "node", "style": {"hitTestSlop": {"top": true}}}}"#)
        XCTAssertEqual(response.status, .badRequest)
        XCTAssertTrue(response.body.text?.contains(#""path":"root.style.hitTestSlop.top""#) == true, response.body.text ?? "")
    }
}
