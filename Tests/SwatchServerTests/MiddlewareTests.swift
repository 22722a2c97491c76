import SwatchHTTP
import SwatchServer
import XCTest

final class MiddlewareTests: XCTestCase {
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    func testLogLineNamesMethodTargetStatusBytesAndMicroseconds() throws {
        let lines = Lines()
        let app = ClosureResponder { request in
            request.path == "/missing" ? .text("nope", status: .notFound) : .text("12345")
        }.wrapped(in: [LogMiddleware(sink: LogSink { lines.append($0) })])
        _ = app.respond(to: Request(method: .get, target: "/page?x=1"))
        _ = app.respond(to: Request(method: .post, target: "/missing"))
        _ = app.respond(to: Request(method: .head, target: "/page"))
        XCTAssertEqual(lines.all.count, 3)
        let pattern = try Regex(#"^GET /page\?x=1 200 5 B \d+ µs$"#)
        XCTAssertNotNil(try pattern.wholeMatch(in: lines.all[0]), lines.all[0])
        XCTAssertTrue(lines.all[1].hasPrefix("POST /missing 404 4 B "), lines.all[1])
        XCTAssertTrue(lines.all[2].hasPrefix("HEAD /page 200 0 B "), lines.all[2])
    }

    func testLogLinesCannotBeForgedWithControlCharacters() {
        let lines = Lines()
        let app = ClosureResponder { _ in .text("") }.wrapped(in: [LogMiddleware(sink: LogSink { lines.append($0) })])
        _ = app.respond(to: Request(method: .get, target: "/a\nGET /fake 200"))
        XCTAssertEqual(lines.all.count, 1)
        XCTAssertFalse(lines.all[0].contains("\n"))
    }

    func testSecurityHeadersAreOnEveryResponseIncludingErrors() {
        var router = Router()
        router.get("/") { _ in .html("ok") }
        let app = router.wrapped(in: [SecurityHeadersMiddleware()])
        for target in ["/", "/missing"] {
            let response = app.respond(to: Request(method: .get, target: target))
            let csp = response.headers["Content-Security-Policy"] ?? ""
            // Scripts from the site only, no inline script and no eval; the
            // engine's WebAssembly may be compiled.
            let directives = csp.split(separator: ";").map { String($0.drop { $0 == " " }) }
            XCTAssertEqual(directives.filter { $0.hasPrefix("script-src ") }, ["script-src 'self' 'wasm-unsafe-eval'"], csp)
            XCTAssertTrue(csp.contains("style-src 'self'"), csp)
            XCTAssertTrue(csp.contains("default-src 'self'"), csp)
            XCTAssertTrue(csp.contains("frame-ancestors 'none'"), csp)
            XCTAssertEqual(response.headers["X-Content-Type-Options"], "nosniff")
            XCTAssertEqual(response.headers["Referrer-Policy"], "same-origin")
        }
        XCTAssertEqual(app.respond(to: Request(method: .delete, target: "/")).headers["X-Content-Type-Options"], "nosniff")
    }

    func testAResponseKeepsASecurityHeaderItSetItself() {
        let app = ClosureResponder { _ in
            var response = Response.html("embed")
            response.headers["Content-Security-Policy"] = "default-src 'none'"
            return response
        }.wrapped(in: [SecurityHeadersMiddleware()])
        let response = app.respond(to: Request(method: .get, target: "/"))
        XCTAssertEqual(response.headers.values(for: "Content-Security-Policy"), ["default-src 'none'"])
    }

    func testMiddlewareRunsOutermostFirst() {
        struct Tag: Middleware {
            let name: String
            func respond(to request: Request, next: any Responder) -> Response {
                var response = next.respond(to: request)
                response.headers.add(name: "X-Order", value: name)
                return response
            }
        }
        let app = ClosureResponder { _ in .text("") }.wrapped(in: [Tag(name: "outer"), Tag(name: "inner")])
        XCTAssertEqual(app.respond(to: Request(method: .get, target: "/")).headers.values(for: "X-Order"), ["inner", "outer"])
    }
}
