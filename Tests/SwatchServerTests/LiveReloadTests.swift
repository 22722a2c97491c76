import Foundation
import SwatchHTTP
import SwatchServer
import XCTest

final class LiveReloadTests: XCTestCase {
    func text(_ poll: ResponseStream.Poll) -> String? {
        if case .data(let bytes) = poll { return String(decoding: bytes, as: UTF8.self) }
        return nil
    }

    func testAStreamOpensWithRetryAndAHelloNamingTheServerRun() throws {
        let live = LiveReload()
        let response = live.subscribe()
        XCTAssertEqual(response.contentType, "text/event-stream; charset=utf-8")
        XCTAssertEqual(response.headers["Cache-Control"], "no-cache")
        let stream = try XCTUnwrap(response.body.stream)
        XCTAssertEqual(text(stream.poll()), "retry: 1000\nevent: hello\ndata: \(live.runID)\n\n")
        XCTAssertEqual(stream.poll(), .pending)
    }

    func testAWatchedChangeSendsReloadWithTheChangedPaths() throws {
        let root = try makeTemporaryDirectory(self)
        let watcher = FileWatcher(roots: [root])
        let live = LiveReload(watcher: watcher)
        let stream = try XCTUnwrap(live.subscribe().body.stream)
        _ = stream.poll()
        try write("# Hi", to: root + "/page.md")
        watcher.checkNow()
        let event = try XCTUnwrap(text(stream.poll()))
        XCTAssertTrue(event.hasPrefix("event: reload\n"), event)
        XCTAssertTrue(event.contains("data: \(root)/page.md\n"), event)
        XCTAssertTrue(event.hasSuffix("\n\n"))
    }

    func testEventsSplitMultilineDataAndDropClosedStreams() throws {
        let live = LiveReload()
        let open = try XCTUnwrap(live.subscribe().body.stream)
        let gone = try XCTUnwrap(live.subscribe().body.stream)
        gone.finish()
        XCTAssertEqual(live.send(event: "page", data: "/a\n/b"), 1)
        XCTAssertEqual(live.subscriberCount, 1)
        XCTAssertEqual(
            text(open.poll()), "retry: 1000\nevent: hello\ndata: \(live.runID)\n\n" + "event: page\ndata: /a\ndata: /b\n\n",
            "the open stream got the event after its hello")
        XCTAssertEqual(text(gone.poll()), "retry: 1000\nevent: hello\ndata: \(live.runID)\n\n")
        XCTAssertEqual(gone.poll(), .finished, "nothing was queued on the finished one")
        XCTAssertEqual(LiveReload.event("page", data: "/a\n/b"), "event: page\ndata: /a\ndata: /b\n\n")
        XCTAssertEqual(LiveReload.event("x\ny", data: ""), "event: xy\ndata: \n\n")
    }

    func testAHeartbeatCommentReachesOpenStreams() throws {
        let live = LiveReload(heartbeat: .milliseconds(10))
        let stream = try XCTUnwrap(live.subscribe().body.stream)
        _ = stream.poll()  // the hello
        let deadline = ContinuousClock.now + .seconds(5)
        var received = ""
        while !received.contains(": ping\n\n") && ContinuousClock.now < deadline {
            if let text = text(stream.poll()) { received += text }
            usleep(5_000)
        }
        XCTAssertTrue(received.hasPrefix(": ping\n\n"), received)
    }

    func testRoutesServeTheEventsAndTheScript() throws {
        let live = LiveReload()
        var router = Router()
        live.install(on: &router)
        let script = router.respond(to: Request(method: .get, target: LiveReload.scriptPath))
        XCTAssertEqual(script.contentType, "text/javascript; charset=utf-8")
        XCTAssertTrue(script.body.text?.contains("new EventSource(\"/_events\")") == true)
        let events = router.respond(to: Request(method: .get, target: "/_events"))
        XCTAssertNotNil(events.body.stream)
        XCTAssertEqual(live.subscriberCount, 1)
        live.finishAll()
        XCTAssertEqual(live.subscriberCount, 0)
        XCTAssertTrue(events.body.stream?.isClosed == true)
    }
}
