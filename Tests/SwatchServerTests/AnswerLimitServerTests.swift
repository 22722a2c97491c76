import Foundation
import SwatchHTTP
import SwatchHTTPTestSupport
import SwatchServer
import XCTest

/// The server's answers are held to the answer limit, and long work stops
/// when its client has hung up. Over real sockets.
final class AnswerLimitServerTests: XCTestCase {
    /// The issue's 99-byte body, whose JSON answer was 313 MB.
    static let issueBody = #"{"items":{"count":1000000,"size":[375,1]},"scroll":[{"offset":0},{"offset":1000000,"steps":1000}]}"#

    func testTheIssuesBodyIsRefusedNamingTheLimit() throws {
        var router = Router()
        router.useErrorFormat(.json, forPathsUnder: "/api/")
        LayoutAPI().install(on: &router)
        let server = HTTPServer(configuration: .init(port: 0), responder: router)
        try server.start()
        defer { server.stop(grace: .zero) }
        let client = try RawHTTPClient(port: try XCTUnwrap(server.port), timeoutSeconds: 120)
        let response = try client.request("POST", "/api/ranges", body: Array(Self.issueBody.utf8))
        XCTAssertEqual(response.status, 400, response.text)
        XCTAssertEqual(response.header("Content-Type"), "application/json")
        XCTAssertTrue(response.text.contains("the answer would be larger than the limit of 64 MiB"), response.text)
        XCTAssertTrue(response.text.contains("use fewer steps"), response.text)
        XCTAssertLessThan(response.body.count, 2000)
    }

    /// A request answered on a work thread can tell that its client hung
    /// up: the handler below asks until it is told (or gives up after 20 s,
    /// which fails the test).
    func testWorkCanTellItsClientHasGone() throws {
        let told = Flag()
        let started = Flag()
        let server = HTTPServer(
            configuration: .init(port: 0, workThreads: 1),
            responder: ClosureResponder(takesLong: { _ in true }) { request in
                started.set()
                let deadline = Date().addingTimeInterval(20)
                while Date() < deadline {
                    if request.clientHasGone() {
                        told.set()
                        break
                    }
                    usleep(5_000)
                }
                return .text("done")
            })
        try server.start()
        defer { server.stop(grace: .zero) }
        let port = try XCTUnwrap(server.port)
        do {
            let client = try RawHTTPClient(port: port)
            try client.send("POST /work HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}")
            while !started.isSet { usleep(1_000) }
            // Still there: not told.
            usleep(50_000)
            XCTAssertFalse(told.isSet, "a client that waits has not gone")
        }  // the client closes here
        let deadline = Date().addingTimeInterval(20)
        while !told.isSet && Date() < deadline { usleep(5_000) }
        XCTAssertTrue(told.isSet, "the work was told its client had gone")
    }

    /// `/api/ranges` stops its run when the client has gone.
    func testTheRangesAPIStopsWhenItsClientHasGone() {
        var request = Request(method: .post, target: "/api/ranges", body: Array(Self.issueBody.utf8))
        request.clientHasGone = { true }
        XCTAssertThrowsError(try LayoutAPI().ranges(request)) { error in
            XCTAssertTrue("\(error)".contains("the run was stopped at update 32 of 1001"), "\(error)")
        }
    }
}

private final class Flag: @unchecked Sendable {
    private var value = false
    private let lock = NSLock()
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
