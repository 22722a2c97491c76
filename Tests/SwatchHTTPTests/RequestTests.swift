import Glibc
import SwatchHTTP
import XCTest

final class RequestTests: XCTestCase {
    func testTargetSplitsIntoRawPathAndDecodedQuery() {
        let request = Request(method: .get, target: "/a%20b/c?spec=notification-cell&q=x+y%21&flag&empty=")
        XCTAssertEqual(request.path, "/a%20b/c")
        XCTAssertEqual(request.query["spec"], "notification-cell")
        XCTAssertEqual(request.query["q"], "x y!")
        XCTAssertEqual(request.query["flag"], "")
        XCTAssertEqual(request.query["empty"], "")
        XCTAssertNil(request.query["missing"])
        XCTAssertEqual(request.query.items.map(\.name), ["spec", "q", "flag", "empty"])
    }

    func testAbsoluteFormTargetsAreReducedToPathAndQuery() {
        let request = Request(method: .get, target: "http://127.0.0.1:8080/guide/stack/?x=1")
        XCTAssertEqual(request.path, "/guide/stack/")
        XCTAssertEqual(request.query["x"], "1")
        XCTAssertEqual(request.target, "http://127.0.0.1:8080/guide/stack/?x=1")
        XCTAssertEqual(Request(method: .get, target: "HTTPS://example.com").path, "/")
        XCTAssertEqual(Request(method: .get, target: "http://example.com?q=1").path, "/")
        XCTAssertEqual(Request(method: .get, target: "*").path, "*")
        XCTAssertEqual(Request(method: .get, target: "/a://b").path, "/a://b")
    }

    func testQueryKeepsRawTextOfMalformedEscapesAndRepeatedNames() {
        let request = Request(method: .get, target: "/?a=%zz&a=2")
        XCTAssertEqual(request.query.values(for: "a"), ["%zz", "2"])
    }

    func testPathSegmentsAreDecodedOneByOneSoEncodedSlashesStayInsideASegment() {
        XCTAssertEqual(Request(method: .get, target: "/public/a%2Fb/c%20d").pathSegments, ["public", "a/b", "c d"])
        XCTAssertEqual(Request(method: .get, target: "/public/%2e%2e/x").pathSegments, ["public", "..", "x"])
        XCTAssertEqual(Request(method: .get, target: "/").pathSegments, [""])
        XCTAssertEqual(Request(method: .get, target: "/a/").pathSegments, ["a", ""])
        XCTAssertEqual(Request(method: .get, target: "/caf%C3%A9").pathSegments, ["café"])
    }

    func testMalformedOrNonUTF8EscapesGiveNoSegments() {
        XCTAssertNil(Request(method: .get, target: "/a%2").pathSegments)
        XCTAssertNil(Request(method: .get, target: "/a%g0").pathSegments)
        XCTAssertNil(Request(method: .get, target: "/a%ff").pathSegments)
    }

    func testPercentDecodingTreatsPlusAsSpaceOnlyWhenAsked() {
        XCTAssertEqual(PercentDecoding.decode("a+b%2B"), "a+b+")
        XCTAssertEqual(PercentDecoding.decode("a+b%2B", plusIsSpace: true), "a b+")
        XCTAssertEqual(PercentDecoding.decode("%00"), "\u{0}")
    }

    func testBodyTextIsNilForInvalidUTF8() {
        XCTAssertEqual(Request(method: .post, target: "/", body: Array("hé".utf8)).bodyText, "hé")
        XCTAssertNil(Request(method: .post, target: "/", body: [0xff, 0xfe]).bodyText)
    }
}

final class HTTPHeadersTests: XCTestCase {
    func testLookupIgnoresASCIICase() {
        let headers: HTTPHeaders = ["Content-Type": "text/html", "X-Custom": "1"]
        XCTAssertEqual(headers["content-type"], "text/html")
        XCTAssertEqual(headers["CONTENT-TYPE"], "text/html")
        XCTAssertEqual(headers["x-custom"], "1")
        XCTAssertNil(headers["Content-Length"])
    }

    func testSettingReplacesEveryFieldOfThatNameKeepingThePosition() {
        var headers = HTTPHeaders([("A", "1"), ("Vary", "x"), ("B", "2"), ("vary", "y")])
        headers["VARY"] = "z"
        XCTAssertEqual(headers.fields.map(\.name), ["A", "VARY", "B"])
        XCTAssertEqual(headers["vary"], "z")
        headers["A"] = nil
        XCTAssertEqual(headers.fields.map(\.name), ["VARY", "B"])
    }

    func testAddKeepsRepeatedFields() {
        var headers = HTTPHeaders()
        headers.add(name: "Set-Cookie", value: "a=1")
        headers.add(name: "set-cookie", value: "b=2")
        XCTAssertEqual(headers.values(for: "SET-COOKIE"), ["a=1", "b=2"])
    }
}

final class ResponseTests: XCTestCase {
    func testHelpersSetContentTypeAndBody() {
        XCTAssertEqual(Response.html("<p>x</p>").contentType, "text/html; charset=utf-8")
        XCTAssertEqual(Response.json("{}", status: .badRequest).status, .badRequest)
        XCTAssertEqual(Response.json("{}").contentType, "application/json")
        XCTAssertEqual(Response.text("hi").body.text, "hi")
        XCTAssertEqual(Response.empty(status: .noContent).body.count, 0)
    }

    func testCopiesOfABodyShareTheirStorage() {
        let body = ResponseBody(Array(repeating: UInt8(7), count: 1000))
        let response = Response(body: body)
        var copy = response
        copy.headers["X"] = "1"
        XCTAssertTrue(copy.body.isSameStorage(as: body))
        XCTAssertFalse(ResponseBody("a").isSameStorage(as: ResponseBody("a")))
    }

    func testStreamPollDeliversWritesThenTheEnd() {
        let stream = ResponseStream()
        XCTAssertEqual(stream.poll(), .pending)
        XCTAssertTrue(stream.send("a"))
        XCTAssertTrue(stream.send([98]))
        XCTAssertEqual(stream.poll(), .data([97, 98]))
        stream.finish()
        XCTAssertFalse(stream.send("c"))
        XCTAssertTrue(stream.isClosed)
        XCTAssertEqual(stream.poll(), .finished)
        XCTAssertNil(ResponseBody.stream(stream).count)
    }
}

final class TerminationSignalsTests: XCTestCase {
    func testWaitReturnsTheSignalThatArrived() {
        let signals = TerminationSignals(signals: [SIGUSR2])
        raise(SIGUSR2)
        XCTAssertEqual(signals.wait(), SIGUSR2)
    }
}
