import Glibc
import SwatchHTTP
import SwatchHTTPTestSupport
import XCTest

/// The real libmicrohttpd server on a free port, spoken to over TCP.
final class HTTPServerLiveTests: XCTestCase {
    /// Echoes what it received, so tests can see the request value.
    struct EchoResponder: Responder {
        func respond(to request: Request) -> Response {
            var lines = [
                "method=\(request.method)", "target=\(request.target)", "path=\(request.path)",
                "remote=\(request.remoteAddress)", "body=\(request.body.count)",
                "x-test=\(request.headers["x-TEST"] ?? "-")",
            ]
            for item in request.query { lines.append("query.\(item.name)=\(item.value)") }
            return .text(lines.joined(separator: "\n"))
        }
    }

    func startServer(_ responder: some Responder, maxBodySize: Int = 1 << 20, threads: Int = 2) throws -> HTTPServer {
        let server = HTTPServer(
            configuration: .init(port: 0, threads: threads, maxBodySize: maxBodySize), responder: responder)
        try server.start()
        addTeardownBlock { server.stop(grace: .zero) }
        return server
    }

    func testPortZeroBindsAFreePortOnLoopback() throws {
        let server = try startServer(EchoResponder())
        let endpoint = try XCTUnwrap(server.endpoint)
        XCTAssertGreaterThan(endpoint.port, 0)
        XCTAssertEqual(endpoint.host, "127.0.0.1")
        XCTAssertTrue(endpoint.isLoopback)
        XCTAssertEqual(endpoint.url, "http://127.0.0.1:\(endpoint.port)")
    }

    func testAllInterfacesIsNotLoopback() throws {
        let server = HTTPServer(configuration: .init(host: "0.0.0.0", port: 0), responder: EchoResponder())
        try server.start()
        defer { server.stop(grace: .zero) }
        let endpoint = try XCTUnwrap(server.endpoint)
        XCTAssertEqual(endpoint.host, "0.0.0.0")
        XCTAssertFalse(endpoint.isLoopback)
        XCTAssertEqual(try RawHTTPClient(port: endpoint.port).request("GET", "/any").status, 200)
    }

    func testRequestCarriesMethodRawTargetDecodedQueryHeadersAndPeer() throws {
        let server = try startServer(EchoResponder())
        let client = try RawHTTPClient(port: server.port!)
        let response = try client.request("GET", "/a%2Fb/c?x=1+2&y=%C3%A9", headers: [("X-Test", "yes")])
        XCTAssertEqual(response.status, 200)
        let text = response.text
        XCTAssertTrue(text.contains("target=/a%2Fb/c?x=1+2&y=%C3%A9"), text)
        XCTAssertTrue(text.contains("path=/a%2Fb/c\n"), text)
        XCTAssertTrue(text.contains("query.x=1 2"), text)
        XCTAssertTrue(text.contains("query.y=é"), text)
        XCTAssertTrue(text.contains("x-test=yes"), text)
        XCTAssertTrue(text.contains("remote=127.0.0.1"), text)
        XCTAssertNotNil(response.header("Date"))
    }

    /// Over a thousand query parameters within the head limit are answered,
    /// every one in order. libmicrohttpd 0.9.75 kept each in 56 bytes of the
    /// connection's memory, so about 750 of them (a 3.2 KB URL, such as
    /// `POST /api/hit` with 750 points) used it up, and the connection was
    /// dropped with no answer at all.
    func testOverAThousandQueryParametersWithinTheHeadLimitAreAnswered() throws {
        let server = try startServer(EchoResponder())
        let client = try RawHTTPClient(port: server.port!)
        let query = (0..<1200).map { "point=\($0),\($0 % 7)" }.joined(separator: "&")
        let response = try client.request("POST", "/api/hit?" + query, body: Array("{}".utf8))
        XCTAssertEqual(response.status, 200)
        let points = response.text.split(separator: "\n").filter { $0.hasPrefix("query.point=") }
        XCTAssertEqual(points.count, 1200)
        XCTAssertEqual(points.last, "query.point=1199,2")
        // The connection is still usable.
        XCTAssertEqual(try client.request("GET", "/after?a&&b").status, 200)
    }

    /// A header whose value holds a line break, or whose name is not a
    /// token, is left out: no answer's field can add another.
    func testAHeaderThatCouldSplitTheHeadIsLeftOut() throws {
        let server = try startServer(ClosureResponder { _ in
            var response = Response.text("ok")
            response.headers["X-Split"] = "a\r\nX-Injected: 1"
            response.headers["X-Bad Name"] = "b"
            response.headers["X-Kept"] = "c"
            return response
        })
        let response = try RawHTTPClient(port: server.port!).request("GET", "/")
        XCTAssertEqual(response.status, 200)
        XCTAssertNil(response.header("X-Injected"))
        XCTAssertNil(response.header("X-Split"))
        XCTAssertNil(response.header("X-Bad Name"))
        XCTAssertEqual(response.header("X-Kept"), "c")
    }

    func testTwoRequestsShareOneKeepAliveConnection() throws {
        let server = try startServer(EchoResponder())
        let client = try RawHTTPClient(port: server.port!)
        let first = try client.request("GET", "/first")
        XCTAssertEqual(first.status, 200)
        XCTAssertNotEqual(first.header("Connection")?.lowercased(), "close")
        let second = try client.request("POST", "/second", body: Array("hello".utf8))
        XCTAssertEqual(second.status, 200)
        XCTAssertTrue(second.text.contains("path=/second"))
        XCTAssertTrue(second.text.contains("body=5"))
    }

    func testHeadSendsTheHeadersOfGetWithoutTheBody() throws {
        let page = Response.html(String(repeating: "x", count: 5000))
        let server = try startServer(ClosureResponder { _ in page })
        let client = try RawHTTPClient(port: server.port!)
        let head = try client.request("HEAD", "/")
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.header("Content-Length"), "5000")
        XCTAssertEqual(head.header("Content-Type"), "text/html; charset=utf-8")
        XCTAssertEqual(head.body.count, 0)
        // Had the body been sent, it would be read here as the next response.
        let get = try client.request("GET", "/")
        XCTAssertEqual(get.status, 200)
        XCTAssertEqual(get.body.count, 5000)
    }

    func testAnnouncedBodyOverTheLimitGets413BeforeTheBodyIsSent() throws {
        let server = try startServer(EchoResponder(), maxBodySize: 1024)
        let client = try RawHTTPClient(port: server.port!)
        // Only the head is sent: the answer must not wait for 10 MB.
        try client.send("POST /upload HTTP/1.1\r\nHost: test\r\nContent-Length: 10000000\r\n\r\n")
        let response = try client.readResponse()
        XCTAssertEqual(response.status, 413)
        XCTAssertEqual(response.header("Connection")?.lowercased(), "close")
        XCTAssertTrue(response.text.contains("1024"))
        XCTAssertTrue(client.isClosedByPeer())
    }

    func testA413IsReadableEvenWhileTheClientIsStillSendingItsBody() throws {
        let server = try startServer(EchoResponder(), maxBodySize: 1024)
        for _ in 0..<5 {
            let client = try RawHTTPClient(port: server.port!)
            try client.send("POST /upload HTTP/1.1\r\nHost: test\r\nContent-Length: 2000000\r\n\r\n")
            try? client.send(Array(repeating: UInt8(ascii: "a"), count: 200_000))
            let response = try client.readResponse()
            XCTAssertEqual(response.status, 413)
        }
    }

    func testChunkedBodyOverTheLimitGets413() throws {
        let server = try startServer(EchoResponder(), maxBodySize: 1024)
        let client = try RawHTTPClient(port: server.port!)
        var request = "POST /upload HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\n"
        for _ in 0..<3 { request += "400\r\n" + String(repeating: "a", count: 1024) + "\r\n" }
        request += "0\r\n\r\n"
        try client.send(request)
        let response = try client.readResponse()
        XCTAssertEqual(response.status, 413)
    }

    func testBodyAtTheLimitIsAccepted() throws {
        let server = try startServer(EchoResponder(), maxBodySize: 1024)
        let client = try RawHTTPClient(port: server.port!)
        let response = try client.request("PUT", "/x", body: Array(repeating: 65, count: 1024))
        XCTAssertEqual(response.status, 200)
        XCTAssertTrue(response.text.contains("body=1024"))
    }

    func testACachedBodyIsServedAgainAndItsHeadersFollowTheResponse() throws {
        let body = ResponseBody(Array(repeating: UInt8(ascii: "z"), count: 20 * 1024))
        let server = try startServer(ClosureResponder { request in
            var response = Response(body: body)
            response.headers["X-Variant"] = request.path
            return response
        })
        let client = try RawHTTPClient(port: server.port!)
        for path in ["/a", "/a", "/b", "/a"] {
            let response = try client.request("GET", path)
            XCTAssertEqual(response.body.count, 20 * 1024)
            XCTAssertTrue(response.body.allSatisfy { $0 == UInt8(ascii: "z") })
            XCTAssertEqual(response.header("X-Variant"), path)
        }
    }

    /// A large cached body sent again goes out from an in-memory file
    /// (sendfile): the same bytes, whole, every time, HEAD included.
    func testALargeCachedBodySentAgainIsTheSameBytes() throws {
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        let page = Response(headers: ["Content-Type": "application/octet-stream"], body: ResponseBody(bytes))
        let server = try startServer(ClosureResponder { _ in page })
        let client = try RawHTTPClient(port: server.port!)
        for round in 0..<4 {
            let response = try client.request("GET", "/big")
            XCTAssertEqual(response.body.count, bytes.count, "round \(round)")
            XCTAssertTrue(response.body == bytes, "round \(round)")
        }
        let head = try client.request("HEAD", "/big")
        XCTAssertEqual(head.header("Content-Length"), "\(bytes.count)")
        XCTAssertEqual(try client.request("GET", "/big").body.count, bytes.count)
    }

    func testManyConcurrentClientsAllGetTheirAnswers() throws {
        let server = try startServer(EchoResponder())
        let port = server.port!
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            do {
                let client = try RawHTTPClient(port: port)
                for round in 0..<20 {
                    let response = try client.request("GET", "/c\(index)/r\(round)")
                    if !response.text.contains("path=/c\(index)/r\(round)\n") { failures.add() }
                }
            } catch {
                failures.add()
            }
        }
        XCTAssertEqual(failures.value, 0)
    }

    func testSecondServerOnTheSamePortReportsAddressInUse() throws {
        let server = try startServer(EchoResponder())
        let port = try XCTUnwrap(server.port)
        let second = HTTPServer(configuration: .init(port: port), responder: EchoResponder())
        XCTAssertThrowsError(try second.start()) { error in
            XCTAssertEqual(error as? HTTPServerError, .addressInUse(host: "127.0.0.1", port: port))
            XCTAssertTrue("\(error)".contains("already in use"))
        }
    }

    func testUnknownHostAndBadPortAreClearErrors() {
        let server = HTTPServer(configuration: .init(host: "no-such-host.invalid", port: 0), responder: EchoResponder())
        XCTAssertThrowsError(try server.start()) { error in
            guard case .cannotResolve(let host, _)? = error as? HTTPServerError else { return XCTFail("\(error)") }
            XCTAssertEqual(host, "no-such-host.invalid")
        }
        let badPort = HTTPServer(configuration: .init(port: 70000), responder: EchoResponder())
        XCTAssertThrowsError(try badPort.start())
    }

    func testStartingTwiceIsAnError() throws {
        let server = try startServer(EchoResponder())
        XCTAssertThrowsError(try server.start()) { XCTAssertEqual($0 as? HTTPServerError, .alreadyStarted) }
    }

    func testIPv6LoopbackWhenAvailable() throws {
        let server = HTTPServer(configuration: .init(host: "::1", port: 0), responder: EchoResponder())
        do { try server.start() } catch { throw XCTSkip("no IPv6 loopback here: \(error)") }
        defer { server.stop(grace: .zero) }
        let endpoint = try XCTUnwrap(server.endpoint)
        XCTAssertEqual(endpoint.host, "::1")
        XCTAssertTrue(endpoint.isLoopback)
        let client = try RawHTTPClient(host: "::1", port: endpoint.port)
        XCTAssertTrue(try client.request("GET", "/v6").text.contains("remote=::1"))
    }

    func testStopFinishesTheRequestInFlightAndRefusesNewConnections() throws {
        let entered = DispatchSemaphore(value: 0)
        let server = try startServer(ClosureResponder { _ in
            entered.signal()
            usleep(300_000)
            return .text("finished")
        })
        let port = server.port!
        let client = try RawHTTPClient(port: port)
        try client.send("GET /slow HTTP/1.1\r\nHost: test\r\n\r\n")
        XCTAssertEqual(entered.wait(timeout: .now() + 5), .success)
        let stopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            server.stop()
            stopped.signal()
        }
        let response = try client.readResponse()
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.text, "finished")
        XCTAssertEqual(stopped.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(server.requestsInFlight, 0)
        XCTAssertThrowsError(try RawHTTPClient(port: port))
    }

    func testAStreamIsSentAsItIsWrittenAndEndsWhenTheServerStops() throws {
        let stream = ResponseStream()
        stream.send("first\n")
        let server = try startServer(ClosureResponder { request in
            request.path == "/events"
                ? Response(headers: ["Content-Type": "text/event-stream"], body: .stream(stream)) : .text("ok")
        })
        let client = try RawHTTPClient(port: server.port!)
        try client.send("GET /events HTTP/1.1\r\nHost: test\r\n\r\n")
        let head = try client.readStreamHead()
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.header("Transfer-Encoding")?.lowercased(), "chunked")
        XCTAssertEqual(try client.readChunk().map { String(decoding: $0, as: UTF8.self) }, "first\n")
        // The connection is parked now; a write from another thread wakes it.
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { stream.send("second\n") }
        XCTAssertEqual(try client.readChunk().map { String(decoding: $0, as: UTF8.self) }, "second\n")
        // Other requests are still served while the stream is parked.
        let other = try RawHTTPClient(port: server.port!)
        XCTAssertEqual(try other.request("GET", "/other").text, "ok")
        // A stream is sent by one response only; a second use is refused.
        XCTAssertEqual(try other.request("GET", "/events").status, 500)
        server.stop(grace: .seconds(2))
        XCTAssertNil(try client.readChunk())
        XCTAssertTrue(stream.isClosed)
    }

    func testAStreamWhoseClientLeftIsClosed() throws {
        let stream = ResponseStream()
        let server = try startServer(ClosureResponder { _ in Response(body: .stream(stream)) })
        do {
            let client = try RawHTTPClient(port: server.port!)
            try client.send("GET /events HTTP/1.1\r\nHost: test\r\n\r\n")
            _ = try client.readStreamHead()
        }
        // The client is gone; the next write fails on the socket and closes the stream.
        let deadline = Date().addingTimeInterval(5)
        while !stream.isClosed && Date() < deadline {
            stream.send("ping\n")
            usleep(20_000)
        }
        XCTAssertTrue(stream.isClosed)
        XCTAssertFalse(stream.send("late"))
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
