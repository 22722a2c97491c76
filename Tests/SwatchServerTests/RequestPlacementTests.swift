import Foundation
import SwatchHTTP
import SwatchHTTPTestSupport
import SwatchServer
import XCTest

/// Which requests `swatch serve` answers on its event loop (answers already
/// in memory) and which on its work threads (anything that parses, lays
/// out, renders or touches files), and that a request stuck on a work
/// thread does not hold up guide pages over the wire (issue 10, item 15).
final class RequestPlacementTests: XCTestCase {
    var base = ""

    override func setUpWithError() throws {
        base = try makeTemporaryDirectory(self)
        try writeGuidePage(["title: Boxes", "permalink: /guide/boxes/"], "A page.", to: base + "/content/guide/boxes.md")
        try write("{\"root\": {\"type\": \"node\", \"size\": [10, 10]}}\n", to: base + "/content/specs/box.json")
        try write("body { color: #222 }\n", to: base + "/Public/css/swatch.css")
    }

    func makeApplication(
        routes: @escaping (inout Router, ServerApplication.Parts) throws -> Void = { _, _ in }
    ) throws -> ServerApplication {
        try ServerApplication(
            options: .init(contentDirectory: base + "/content", publicDirectory: base + "/Public", log: .none),
            routes: routes)
    }

    func get(_ target: String) -> Request { Request(method: .get, target: target) }

    func testRoutesRunOnWorkThreadsUnlessMarkedQuick() {
        var router = Router()
        router.get("/computed") { _ in .text("x") }
        router.get("/constant", work: .quick) { _ in .text("x") }
        router.post("/api/layout") { _ in .text("x") }
        router.get("/maybe", work: { $0.request.query["cached"] == "1" ? .quick : .long }) { _ in .text("x") }
        XCTAssertTrue(router.mayTakeLong(get("/computed")))
        XCTAssertTrue(router.mayTakeLong(Request(method: .post, target: "/api/layout")))
        XCTAssertFalse(router.mayTakeLong(get("/constant")))
        XCTAssertFalse(router.mayTakeLong(Request(method: .head, target: "/constant")))
        XCTAssertTrue(router.mayTakeLong(get("/maybe")))
        XCTAssertFalse(router.mayTakeLong(get("/maybe?cached=1")))
        // Errors (404, 405, 400) are answered at once.
        XCTAssertFalse(router.mayTakeLong(get("/nowhere")))
        XCTAssertFalse(router.mayTakeLong(Request(method: .delete, target: "/computed")))
        XCTAssertFalse(router.mayTakeLong(get("/%zz")))
        // Middleware asks the responder behind it.
        let wrapped = router.wrapped(in: [LogMiddleware(sink: .none), SecurityHeadersMiddleware()])
        XCTAssertTrue(wrapped.mayTakeLong(get("/computed")))
        XCTAssertFalse(wrapped.mayTakeLong(get("/constant")))
    }

    func testCachedPagesAndFilesAreQuickAndEverythingElseIsLong() throws {
        let app = try makeApplication()
        let responder = app.responder
        // Before the first render, a page may render the whole guide.
        XCTAssertTrue(responder.mayTakeLong(get("/guide/boxes/")))
        XCTAssertEqual(responder.respond(to: get("/guide/boxes/")).status, .ok)
        XCTAssertFalse(responder.mayTakeLong(get("/guide/boxes/")))
        XCTAssertFalse(responder.mayTakeLong(get("/guide/boxes")))
        XCTAssertFalse(responder.mayTakeLong(Request(method: .head, target: "/guide/boxes/")))
        // A file is read from disk once, then served from memory.
        XCTAssertTrue(responder.mayTakeLong(get("/public/css/swatch.css")))
        XCTAssertEqual(responder.respond(to: get("/public/css/swatch.css")).status, .ok)
        XCTAssertFalse(responder.mayTakeLong(get("/public/css/swatch.css")))
        XCTAssertFalse(responder.mayTakeLong(get("/_swatch/live-reload.js")))
        XCTAssertFalse(responder.mayTakeLong(get("/_events")))
        // The API lays out, reads and writes: work threads.
        XCTAssertTrue(responder.mayTakeLong(Request(method: .post, target: "/api/layout")))
        XCTAssertTrue(responder.mayTakeLong(Request(method: .post, target: "/api/ranges")))
        XCTAssertTrue(responder.mayTakeLong(Request(method: .post, target: "/api/transition")))
        XCTAssertTrue(responder.mayTakeLong(Request(method: .post, target: "/api/hit")))
        XCTAssertTrue(responder.mayTakeLong(get("/api/specs/box")))
        XCTAssertTrue(responder.mayTakeLong(Request(method: .put, target: "/api/specs/box")))
        // Once a source changes, the next page renders again.
        try write("---\ntitle: Boxes\npermalink: /guide/boxes/\n---\n\nChanged.\n", to: base + "/content/guide/boxes.md")
        app.watcher.checkNow()
        XCTAssertTrue(responder.mayTakeLong(get("/guide/boxes/")))
    }

    /// Over the wire, with one event loop and one work thread: while a long
    /// request is stuck on the work thread, guide pages are answered.
    func testGuidePagesAreAnsweredWhileALongRequestIsStuck() throws {
        let gate = DispatchSemaphore(value: 0)
        addTeardownBlock { gate.signal() }  // a failed assertion leaves no thread waiting
        let entered = DispatchSemaphore(value: 0)
        let app = try makeApplication { router, _ in
            router.post("/api/stuck") { _ in
                entered.signal()
                gate.wait()
                return .text("done")
            }
        }
        _ = app.guide?.renderedSite()
        let server = HTTPServer(configuration: .init(port: 0, threads: 1, workThreads: 1), responder: app.responder)
        try server.start()
        defer { server.stop(grace: .zero) }
        let port = try XCTUnwrap(server.port)
        let stuck = try RawHTTPClient(port: port)
        try stuck.send("POST /api/stuck HTTP/1.1\r\nHost: test\r\nContent-Length: 2\r\n\r\n{}")
        XCTAssertEqual(entered.wait(timeout: .now() + 10), .success)
        let reader = try RawHTTPClient(port: port)
        for _ in 0..<3 {
            let page = try reader.request("GET", "/guide/boxes/")
            XCTAssertEqual(page.status, 200)
            XCTAssertTrue(page.text.contains("Boxes"))
        }
        gate.signal()
        XCTAssertEqual(try stuck.readResponse().text, "done")
    }
}
