import Foundation
import SwatchHTTP
import SwatchHTTPTestSupport
import SwatchServer
import XCTest

/// Router, middleware, static files and live reload behind the real server.
final class ServerLiveTests: XCTestCase {
    func testTheWholeStackOverTheWire() throws {
        let base = try makeTemporaryDirectory(self)
        let publicDirectory = base + "/Public"
        try write("body { margin: 0 }\n", to: publicDirectory + "/css/site.css")
        try write("top secret\n", to: base + "/secret.txt")

        let watcher = FileWatcher(roots: [publicDirectory])
        let files = try StaticFiles(root: publicDirectory, watcher: watcher)
        let live = LiveReload(watcher: watcher)
        var router = Router()
        router.useErrorFormat(.json, forPathsUnder: "/api/")
        router.get("/") { _ in .html("<!doctype html><title>Home</title>") }
        router.get("/public/**") { try files.response(for: $0) }
        live.install(on: &router)
        let app = router.wrapped(in: [LogMiddleware(sink: .none), SecurityHeadersMiddleware()])

        let server = HTTPServer(configuration: .init(port: 0), responder: app)
        try server.start()
        defer { server.stop(grace: .zero) }
        let port = try XCTUnwrap(server.port)

        // One keep-alive connection for several requests.
        let client = try RawHTTPClient(port: port)
        let home = try client.request("GET", "/")
        XCTAssertEqual(home.status, 200)
        XCTAssertEqual(home.header("X-Content-Type-Options"), "nosniff")
        XCTAssertNotNil(home.header("Content-Security-Policy"))

        let css = try client.request("GET", "/public/css/site.css")
        XCTAssertEqual(css.status, 200)
        XCTAssertEqual(css.header("Content-Type"), "text/css; charset=utf-8")
        let etag = try XCTUnwrap(css.header("ETag"))
        let notModified = try client.request("GET", "/public/css/site.css", headers: [("If-None-Match", etag)])
        XCTAssertEqual(notModified.status, 304)
        XCTAssertEqual(notModified.body.count, 0)
        XCTAssertEqual(notModified.header("ETag"), etag)

        let head = try client.request("HEAD", "/public/css/site.css")
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.header("Content-Length"), "\(css.body.count)")

        let notAllowed = try client.request("DELETE", "/")
        XCTAssertEqual(notAllowed.status, 405)
        XCTAssertEqual(notAllowed.header("Allow"), "GET, HEAD")
        XCTAssertEqual(try client.request("GET", "/nowhere").status, 404)
        let apiMissing = try client.request("GET", "/api/nothing")
        XCTAssertEqual(apiMissing.status, 404)
        XCTAssertEqual(apiMissing.header("Content-Type"), "application/json")

        // Escapes, sent byte for byte as written.
        for target in [
            "/public/../secret.txt", "/public/%2e%2e/secret.txt", "/public/%2E%2E/%2e%2e/secret.txt",
            "/public/..%2fsecret.txt", "/public/css%2f..%2f..%2fsecret.txt", "/public/css/site.css%00",
        ] {
            let response = try RawHTTPClient(port: port).request("GET", target)
            XCTAssertEqual(response.status, 400, target)
            XCTAssertFalse(response.text.contains("top secret"), target)
        }

        // A change under Public/ reaches an open event stream, and the file is served fresh.
        let events = try RawHTTPClient(port: port)
        try events.send("GET /_events HTTP/1.1\r\nHost: test\r\nAccept: text/event-stream\r\n\r\n")
        let eventHead = try events.readStreamHead()
        XCTAssertEqual(eventHead.header("Content-Type"), "text/event-stream; charset=utf-8")
        let hello = String(decoding: try XCTUnwrap(events.readChunk()), as: UTF8.self)
        XCTAssertTrue(hello.contains("event: hello\ndata: \(live.runID)\n"), hello)
        try write("body { margin: 1em }\n", to: publicDirectory + "/css/site.css")
        watcher.checkNow()
        let reload = String(decoding: try XCTUnwrap(events.readChunk()), as: UTF8.self)
        XCTAssertTrue(reload.hasPrefix("event: reload\n"), reload)
        XCTAssertTrue(reload.contains("site.css"), reload)
        let fresh = try client.request("GET", "/public/css/site.css", headers: [("If-None-Match", etag)])
        XCTAssertEqual(fresh.status, 200)
        XCTAssertEqual(fresh.text, "body { margin: 1em }\n")

        // Stopping ends the open stream instead of hanging on it.
        server.stop(grace: .seconds(2))
        XCTAssertNil(try events.readChunk())
    }
}
