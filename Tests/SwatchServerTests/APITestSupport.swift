import SwatchHTTP
import SwatchServer
import XCTest

/// Posts `body` to `target` through a router holding the layout APIs as the
/// server wires them (errors as JSON under /api/), with an `Accept` header
/// when one is given.
func postToLayoutAPI(_ target: String, _ body: String, accept: String? = nil) -> Response {
    postToLayoutAPI(target, bytes: Array(body.utf8), accept: accept)
}

/// `postToLayoutAPI` with a body of any bytes.
func postToLayoutAPI(_ target: String, bytes body: [UInt8], accept: String? = nil) -> Response {
    var router = Router()
    router.useErrorFormat(.json, forPathsUnder: "/api/")
    LayoutAPI().install(on: &router)
    var headers = HTTPHeaders()
    if let accept { headers["Accept"] = accept }
    return router.respond(to: Request(method: .post, target: target, headers: headers, body: body))
}

/// Asserts an answer's status and content type; returns its text.
func answerText(
    _ response: Response, _ status: HTTPStatus, _ contentType: String, file: StaticString = #filePath, line: UInt = #line
) throws -> String {
    XCTAssertEqual(response.status, status, file: file, line: line)
    XCTAssertEqual(response.contentType, contentType, file: file, line: line)
    return try XCTUnwrap(response.body.text, file: file, line: line)
}
