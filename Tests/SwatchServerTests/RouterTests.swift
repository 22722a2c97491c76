import SwatchHTTP
import SwatchServer
import XCTest

final class RouterTests: XCTestCase {
    func makeRouter() -> Router {
        var router = Router()
        router.useErrorFormat(.json, forPathsUnder: "/api/")
        router.get("/") { _ in .html("home") }
        router.get("/guide/:page") { .text("page \($0.parameters["page"] ?? "?")") }
        router.get("/guide/index") { _ in .text("guide index") }
        router.get("/public/**") { .text("file " + $0.parameters.rest.joined(separator: "|")) }
        router.post("/api/layout") { .json(#"{"bytes":\#($0.request.body.count)}"#) }
        router.get("/api/specs/:name") { context in
            guard context.parameters["name"] == "cell" else { throw HTTPError(.notFound, "No spec named that.") }
            return .json("{}")
        }
        router.put("/api/specs/:name") { _ in throw HTTPError(.forbidden, "Saving is off.") }
        router.get("/boom") { _ in throw InternalFailure() }
        return router
    }

    struct InternalFailure: Error, CustomStringConvertible {
        var description: String { "secret internal detail" }
    }

    func respond(_ method: HTTPMethod, _ target: String, body: String = "") -> Response {
        makeRouter().respond(to: Request(method: method, target: target, body: Array(body.utf8)))
    }

    func testRoutesByMethodAndPath() {
        XCTAssertEqual(respond(.get, "/").body.text, "home")
        XCTAssertEqual(respond(.get, "/guide/layout-specs").body.text, "page layout-specs")
        XCTAssertEqual(respond(.post, "/api/layout", body: "{}").body.text, #"{"bytes":2}"#)
    }

    func testParametersAreDecodedAndTheQueryIsNotPartOfMatching() {
        XCTAssertEqual(respond(.get, "/guide/caf%C3%A9?x=1").body.text, "page café")
    }

    func testLiteralSegmentsWinOverParameters() {
        XCTAssertEqual(respond(.get, "/guide/index").body.text, "guide index")
    }

    func testTrailingSlashIsNotSignificant() {
        XCTAssertEqual(respond(.get, "/guide/layout/").body.text, "page layout")
    }

    func testCatchAllCapturesTheRemainingDecodedSegments() {
        XCTAssertEqual(respond(.get, "/public/css/site%20x.css").body.text, "file css|site x.css")
    }

    func testUnknownPathIs404InHTML() {
        let response = respond(.get, "/nowhere")
        XCTAssertEqual(response.status, .notFound)
        XCTAssertEqual(response.contentType, "text/html; charset=utf-8")
        XCTAssertTrue(response.body.text?.contains("<h1>404 Not Found</h1>") == true)
    }

    func testUnknownPathUnderAnAPIPrefixIs404InJSON() {
        let response = respond(.get, "/api/nothing")
        XCTAssertEqual(response.status, .notFound)
        XCTAssertEqual(response.contentType, "application/json")
        XCTAssertTrue(response.body.text?.hasPrefix(#"{"error":{"status":404,"message":"#) == true)
    }

    func testAParameterNeverMatchesAnEmptySegment() {
        XCTAssertEqual(respond(.get, "/guide//").status, .notFound)
    }

    func testMethodARouteDoesNotTakeIs405WithAllow() {
        let response = respond(.delete, "/")
        XCTAssertEqual(response.status, .methodNotAllowed)
        XCTAssertEqual(response.headers["Allow"], "GET, HEAD")
        XCTAssertEqual(response.contentType, "text/html; charset=utf-8")

        let api = respond(.get, "/api/layout")
        XCTAssertEqual(api.status, .methodNotAllowed)
        XCTAssertEqual(api.headers["Allow"], "POST")
        XCTAssertEqual(api.contentType, "application/json")

        XCTAssertEqual(respond(.delete, "/api/specs/cell").headers["Allow"], "GET, HEAD, PUT")
    }

    func testHeadIsAnsweredWhereverGetIs() {
        let get = respond(.get, "/guide/a")
        let head = respond(.head, "/guide/a")
        XCTAssertEqual(head.status, .ok)
        XCTAssertEqual(head.headers, get.headers)
        // The body stays in the value so Content-Length is right; the server omits it on the wire.
        XCTAssertEqual(head.body.count, get.body.count)
        XCTAssertEqual(respond(.head, "/api/layout").status, .methodNotAllowed)
    }

    func testAnExplicitHeadRouteWinsOverGet() {
        var router = makeRouter()
        router.add(.head, "/") { _ in .empty(status: .noContent) }
        XCTAssertEqual(router.respond(to: Request(method: .head, target: "/")).status, .noContent)
    }

    func testThrownHTTPErrorsKeepTheirStatusAndTheRoutesFormat() {
        let missing = respond(.get, "/api/specs/other")
        XCTAssertEqual(missing.status, .notFound)
        XCTAssertEqual(missing.body.text, #"{"error":{"status":404,"message":"No spec named that."}}"# + "\n")
        XCTAssertEqual(respond(.put, "/api/specs/cell", body: "{}").status, .forbidden)
    }

    func testOtherErrorsAre500WithoutTheirText() {
        let response = respond(.get, "/boom")
        XCTAssertEqual(response.status, .internalServerError)
        XCTAssertFalse(response.body.text?.contains("secret") == true)
    }

    func testMalformedEscapesAndNULInThePathAre400() {
        XCTAssertEqual(respond(.get, "/guide/%zz").status, .badRequest)
        XCTAssertEqual(respond(.get, "/guide/a%00b").status, .badRequest)
        XCTAssertEqual(respond(.get, "/guide/%ff").status, .badRequest)
        XCTAssertEqual(respond(.get, "/api/specs/%zz").contentType, "application/json")
    }

    func testErrorPagesEscapeWhatTheyEcho() {
        let text = respond(.get, "/%3Cscript%3E").body.text ?? ""
        XCTAssertFalse(text.contains("<script>"), text)
    }

    func testErrorJSONEscapesMessages() {
        let response = ErrorFormat.json.response(status: .badRequest, message: "a \"quoted\"\nline <b>")
        XCTAssertEqual(
            response.body.text,
            #"{"error":{"status":400,"message":"a \"quoted\"\nline \u003cb>"}}"# + "\n")
    }
}
