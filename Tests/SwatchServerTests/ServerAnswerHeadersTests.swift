import Foundation
import SwatchHTTP
import SwatchHTTPTestSupport
import SwatchServer
import SwatchSite
import XCTest

/// Answers the HTTP layer makes itself (a head it refuses, a body over the
/// limit, a head over the limit) carry what the application's answers carry:
/// the security headers and a Content-Type. Over a real socket, against the
/// real server with the application's middleware.
final class ServerAnswerHeadersTests: XCTestCase {
    private var server: HTTPServer!
    private var port = 0
    private let log = LockedLines()

    override func setUpWithError() throws {
        var router = Router()
        router.get("/") { _ in .html("<!doctype html><title>Home</title>") }
        router.post("/echo") { context in .text("\(context.request.body.count)") }
        let lines = log
        let app = router.wrapped(in: [LogMiddleware(sink: LogSink { lines.append($0) }), SecurityHeadersMiddleware()])
        // One event loop, so that what one connection sent is read before
        // what a connection opened after it sends.
        server = HTTPServer(configuration: .init(port: 0, threads: 1), responder: app)
        try server.start()
        port = try XCTUnwrap(server.port)
    }

    override func tearDown() {
        server.stop(grace: .zero)
    }

    private func assertDressed(_ response: RawHTTPClient.Response, _ status: Int, _ what: String) {
        XCTAssertEqual(response.status, status, "\(what): \(response.text)")
        XCTAssertEqual(response.header("Content-Type"), "text/plain; charset=utf-8", what)
        XCTAssertEqual(response.header("X-Content-Type-Options"), "nosniff", what)
        XCTAssertEqual(response.header("Content-Security-Policy"), ContentSecurityPolicy.site.headerValue, what)
        XCTAssertEqual(response.header("Referrer-Policy"), "same-origin", what)
        XCTAssertEqual(response.header("Cross-Origin-Opener-Policy"), "same-origin", what)
        XCTAssertEqual(response.header("Connection"), "close", what)
    }

    private func exchange(_ bytes: String) throws -> RawHTTPClient.Response {
        let client = try RawHTTPClient(port: port)
        try client.send(bytes)
        return try client.readResponse()
    }

    /// Sends `request` on a connection of its own and asserts the one answer
    /// is dressed with `status`, then the connection closes.
    private func assertAnsweredOnceAndClosed(_ request: String, _ status: Int, _ what: String) throws {
        let client = try RawHTTPClient(port: port)
        try client.send(request)
        assertDressed(try client.readResponse(), status, what)
        XCTAssertEqual(String(decoding: client.readToEnd(), as: UTF8.self), "", "\(what): one answer, then the close")
    }

    func testARefusedHeadIsDressedAndLogged() throws {
        let noHost = try exchange("GET / HTTP/1.1\r\n\r\n")
        assertDressed(noHost, 400, "no Host")
        XCTAssertTrue(noHost.text.contains("no Host header"))
        assertDressed(try exchange("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"), 400, "two Hosts")
        assertDressed(try exchange("POST /echo HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip\r\n\r\n"), 501, "gzip")
        XCTAssertTrue(log.all.contains { $0.hasPrefix("GET / 400 ") }, "the refusal is logged: \(log.all)")
    }

    /// A request whose framing could be read two ways is refused by the
    /// server, dressed, with one head, and its connection closed. Before,
    /// libmicrohttpd answered a bad Content-Length itself, undressed and
    /// with its head sent twice; and `Transfer-Encoding : chunked` (a space
    /// before the colon, which RFC 9112 forbids) framed nothing, so the
    /// chunked body was read as the next request.
    func testFramingTheServerCannotTrustIsRefusedOnceDressedAndClosed() throws {
        let cases: [(head: String, status: Int, what: String)] = [
            ("Content-Length: 5x", 400, "a Content-Length that is not a number"),
            ("Content-Length: -5", 400, "a negative Content-Length"),
            ("Content-Length: 99999999999999999999999", 413, "a Content-Length past 64 bits"),
            ("Transfer-Encoding : chunked", 400, "a space before the colon"),
            ("Content-Length\t: 2", 400, "a tab before the colon"),
            ("X Custom: 1", 400, "a field name with a space"),
        ]
        for (head, status, what) in cases {
            try assertAnsweredOnceAndClosed("POST /echo HTTP/1.1\r\nHost: a\r\n\(head)\r\n\r\n2\r\n{}\r\n0\r\n\r\n", status, what)
        }
        XCTAssertTrue(log.all.contains { $0.hasPrefix("- /echo 413 ") }, "the refusals are logged, the method unknown: \(log.all)")
    }

    /// What libmicrohttpd 0.9.75 refuses before the server sees the request
    /// (a request line or header line it cannot read, another HTTP version,
    /// a head over its memory, a chunk it cannot read) is answered by the
    /// server in its place: dressed, one head, the connection closed.
    /// Before, each got libmicrohttpd's own HTML page with no Content-Type
    /// and none of the site's headers.
    func testWhatLibmicrohttpdRefusesIsAnsweredByTheServer() throws {
        let chunked = "POST /echo HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
        let cases: [(request: String, status: Int, what: String)] = [
            ("GET / HTTP/2.0\r\nHost: a\r\n\r\n", 505, "HTTP/2.0"),
            ("GET / HTTP/0.9\r\nHost: a\r\n\r\n", 505, "HTTP/0.9"),
            ("GET / HTTX/1.1\r\nHost: a\r\n\r\n", 400, "a version that is not HTTP/d.d"),
            ("GET /\r\nHost: a\r\n\r\n", 400, "no version"),
            ("GET / HTTP/1.1\r\nHost: a\r\nNoColonHere\r\n\r\n", 400, "a header line without a colon"),
            ("GET / HTTP/1.1\r\nHost: a\r\nX-Big: \(String(repeating: "b", count: 30_000))\r\n\r\n", 431,
             "a head over libmicrohttpd's memory"),
            ("GET /\(String(repeating: "a", count: 30_000)) HTTP/1.1\r\nHost: a\r\n\r\n", 414,
             "a request line over libmicrohttpd's memory"),
            (chunked + "zz\r\n{}\r\n0\r\n\r\n", 400, "a chunk size that is not a number"),
            (chunked + "2\r\n{}XX0\r\n\r\n", 400, "a chunk not followed by CRLF"),
            (chunked + "fffffffffffffffffffff\r\n{}\r\n0\r\n\r\n", 413, "a chunk size past 64 bits"),
        ]
        for (request, status, what) in cases {
            try assertAnsweredOnceAndClosed(request, status, what)
        }
        XCTAssertTrue(log.all.contains { $0.hasPrefix("- - 505 ") }, "a refused request line is logged: \(log.all)")
        XCTAssertTrue(log.all.contains { $0.hasPrefix("POST /echo 413 ") }, "a refused chunk is logged: \(log.all)")
    }

    /// The refused connection is told apart from the others: connections
    /// idle between requests, one that has sent a good request before the
    /// refused one (both at once), and one whose body is on its way.
    func testTheRefusedConnectionIsFoundBesideOthers() throws {
        var idle: [RawHTTPClient] = []
        for _ in 0..<4 {
            let client = try RawHTTPClient(port: port)
            XCTAssertEqual(try client.request("GET", "/").status, 200)
            idle.append(client)
        }
        let uploading = try RawHTTPClient(port: port)
        try uploading.send("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 10\r\n\r\n12345")
        let refused = try RawHTTPClient(port: port)
        try refused.send("GET / HTTP/2.0\r\nHost: a\r\n\r\n")
        assertDressed(try refused.readResponse(), 505, "beside idle connections")
        let badChunk = try RawHTTPClient(port: port)
        try badChunk.send("POST /echo HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
        assertDressed(try badChunk.readResponse(), 400, "a bad chunk beside a body on its way")

        let pipelined = try RawHTTPClient(port: port)
        try pipelined.send("GET / HTTP/1.1\r\nHost: a\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\nNoColon\r\n\r\n")
        XCTAssertEqual(try pipelined.readResponse().status, 200)
        assertDressed(try pipelined.readResponse(), 400, "after a good request on the same connection")
        XCTAssertEqual(pipelined.readToEnd(), [])

        // The others were left alone.
        try uploading.send("67890")
        XCTAssertEqual(try uploading.readResponse().text, "10")
        for client in idle { XCTAssertEqual(try client.request("GET", "/").status, 200) }
    }

    /// What the server cannot tell apart: while another connection has
    /// read part of a request not yet handed over (a head arriving in
    /// pieces), libmicrohttpd's refusal names neither, so its own answer
    /// goes out (one head, the connection closed, a log line), and the
    /// other connection is left alone. A request line without a target
    /// libmicrohttpd closes without any answer or call (see README).
    func testARefusalTheServerCannotPlaceIsStillOneAnswerAndTheClose() throws {
        let partial = try RawHTTPClient(port: port)
        try partial.send("GET / HTTP/1.1\r\nHost: a\r\nX-Slow: ")
        // Answered after the partial head was read (one event loop).
        XCTAssertEqual(try RawHTTPClient(port: port).request("GET", "/").status, 200)
        let refused = try RawHTTPClient(port: port)
        try refused.send("GET / HTTP/1.1\r\nHost: a\r\nNoColon\r\n\r\n")
        let answer = try refused.readResponse()
        XCTAssertEqual(answer.status, 400)
        XCTAssertEqual(answer.header("Connection"), "close")
        XCTAssertEqual(refused.readToEnd(), [])
        XCTAssertTrue(log.all.contains { $0.hasPrefix("- - 400 ") }, "\(log.all)")
        try partial.send("1\r\n\r\n")
        XCTAssertEqual(try partial.readResponse().status, 200)

        let noTarget = try RawHTTPClient(port: port)
        try noTarget.send("GET\r\nHost: a\r\n\r\n")
        XCTAssertTrue(noTarget.isClosedByPeer())
    }

    /// A request target that is not one (a space or control character, no
    /// leading `/`, a malformed escape, one that is not UTF-8 or is NUL) is
    /// refused before routing, dressed, and its connection closed; before,
    /// the router answered 400 and kept the connection, or a space made
    /// a 404.
    func testATargetThatIsNotOneIsRefusedAndClosed() throws {
        let targets = ["/a b", "*", "a/b", "/%zz", "/%FF", "/a%00b", "/%4"]
        for target in targets {
            let client = try RawHTTPClient(port: port)
            try client.send("GET \(target) HTTP/1.1\r\nHost: a\r\n\r\n")
            let response = try client.readResponse()
            assertDressed(response, 400, target)
            XCTAssertEqual(client.readToEnd(), [], target)
        }
        // A good target with escapes and a query is routed as before.
        let client = try RawHTTPClient(port: port)
        XCTAssertEqual(try client.request("GET", "/%E2%9C%93?q=%zz").status, 404)
        XCTAssertEqual(try client.request("GET", "http://a/").status, 200)
    }

    func testABodyOverTheLimitIsDressed() throws {
        assertDressed(
            try exchange("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999\r\n\r\n"), 413, "announced too large")
    }

    /// Before, libmicrohttpd answered these itself: its HTML page, no
    /// Content-Type, none of the application's headers.
    func testAHeadOverTheLimitIsTheServersOwnAnswer() throws {
        let longTarget = "/" + String(repeating: "a", count: 18_000)
        let uri = try exchange("GET \(longTarget) HTTP/1.1\r\nHost: a\r\n\r\n")
        assertDressed(uri, 414, "an 18,000-byte target")
        XCTAssertTrue(uri.text.contains("over the limit of 16384 bytes"), uri.text)
        let header = try exchange("GET / HTTP/1.1\r\nHost: a\r\nX-Big: \(String(repeating: "b", count: 18_000))\r\n\r\n")
        assertDressed(header, 431, "an 18,000-byte header")
        let many = (0..<30).map { "X-Header-\($0): \(String(repeating: "c", count: 600))\r\n" }.joined()
        assertDressed(try exchange("GET / HTTP/1.1\r\nHost: a\r\n\(many)\r\n"), 431, "30 headers of 600 bytes")
        // Just under the limit is answered.
        let fits = "/" + String(repeating: "a", count: 15_000)
        let client = try RawHTTPClient(port: port)
        XCTAssertEqual(try client.request("GET", fits).status, 404)
    }
}

/// Log lines collected from any thread.
final class LockedLines: @unchecked Sendable {
    private var lines: [String] = []
    private let lock = NSLock()
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
