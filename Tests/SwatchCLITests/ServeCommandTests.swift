import Foundation
import SwatchHTTPTestSupport
import SwatchTestSupport
import XCTest

/// `swatch serve` as a user runs it: a real process on a free port, spoken
/// to over TCP, stopped with SIGTERM.
final class ServeCommandTests: XCTestCase {
    struct Served {
        let process: Process
        let port: Int
        let stderr: Pipe
    }

    func makeSite() throws -> String {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-serve-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: base) }
        let files = [
            "content/guide/first.md": """
                ---
                title: First page
                permalink: /guide/first/
                ---

                A demo:

                ```swatch
                {"sizeRange": [100, 40], "root": {"type": "node", "id": "box", "color": "#0a0"}}
                ```
                """,
            "Public/css/swatch.css": "body { margin: 0 }\n",
            "secret.txt": "not for the web\n",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: base + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return base
    }

    /// Starts `swatch serve --port 0` and reads the port it prints.
    func serve(_ base: String, extra: [String] = []) throws -> Served {
        let process = Process()
        process.executableURL = Executable.productsDirectory.appendingPathComponent("swatch")
        process.arguments = ["serve", "--port", "0", "--content", base + "/content", "--public", base + "/Public"] + extra
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        addTeardownBlock { if process.isRunning { process.terminate(); process.waitUntilExit() } }
        var text = ""
        while !text.contains("\n") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        let match = try XCTUnwrap(text.firstMatch(of: /Serving http:\/\/127\.0\.0\.1:(\d+)\//), "stdout: \(text)")
        return Served(process: process, port: try XCTUnwrap(Int(match.1)), stderr: err)
    }

    func testServesTheGuideOverHTTPAndStopsCleanlyOnSIGTERM() throws {
        let base = try makeSite()
        let served = try serve(base)

        let client = try RawHTTPClient(port: served.port)
        let page = try client.request("GET", "/guide/first/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.text.contains("<svg"), "the demo is drawn")
        XCTAssertEqual(page.header("X-Content-Type-Options"), "nosniff")
        let etag = try XCTUnwrap(page.header("ETag"))
        // Same connection: keep-alive, then 304 and HEAD.
        XCTAssertEqual(try client.request("GET", "/guide/first/", headers: [("If-None-Match", etag)]).status, 304)
        let head = try client.request("HEAD", "/")
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.body.count, 0)
        XCTAssertEqual(try client.request("GET", "/css/swatch.css").header("Content-Type"), "text/css; charset=utf-8")
        XCTAssertEqual(try client.request("DELETE", "/").status, 405)
        XCTAssertEqual(try client.request("GET", "/missing").status, 404)

        let layout = try client.request(
            "POST", "/api/layout?format=json", body: Array(#"{"sizeRange": [10, 10], "root": {"type": "node"}}"#.utf8))
        XCTAssertEqual(layout.status, 200)
        XCTAssertTrue(layout.text.contains(#""size": [10, 10]"#), layout.text)
        XCTAssertEqual(try client.request("POST", "/api/layout", body: Array("{".utf8)).status, 400)

        for target in ["/../secret.txt", "/public/%2e%2e/secret.txt", "/css/..%2f..%2fsecret.txt"] {
            let response = try RawHTTPClient(port: served.port).request("GET", target)
            XCTAssertEqual(response.status, 400, target)
        }

        let big = try RawHTTPClient(port: served.port)
        try big.send("POST /api/layout HTTP/1.1\r\nHost: test\r\nContent-Length: 2000000\r\n\r\n")
        XCTAssertEqual(try big.readResponse().status, 413)

        kill(served.process.processIdentifier, SIGTERM)
        served.process.waitUntilExit()
        XCTAssertEqual(served.process.terminationReason, .exit)
        XCTAssertEqual(served.process.terminationStatus, 0)
        let log = String(decoding: served.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(log.contains("GET /guide/first/ 200 "), log)
        XCTAssertTrue(log.contains("stopping"), log)
    }

    /// The project's own guide links to the server's own routes (the
    /// playground, the schema): serving it reports no broken link, and the
    /// strict static build agrees.
    func testTheProjectsGuideServesWithoutAWarning() throws {
        let root = Fixtures.repositoryRoot.path
        let served = try serve(root)
        let client = try RawHTTPClient(port: served.port)
        XCTAssertEqual(try client.request("GET", "/").status, 200, "the first request renders the guide")
        XCTAssertEqual(try client.request("GET", "/playground").status, 200)
        served.process.terminate()
        served.process.waitUntilExit()
        let log = String(decoding: served.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(log.contains("rendered"), log)
        XCTAssertFalse(log.contains("warning"), log)
        XCTAssertFalse(log.contains("problem"), log)

        let out2 = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-strict-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: out2) }
        let strict = try Executable.run(
            "swatch", ["build", "--strict", "--content", root + "/content", "--public", root + "/Public", "--out", out2])
        XCTAssertEqual(strict.status, 0, strict.stderr)
        XCTAssertFalse(strict.stderr.contains("warning"), strict.stderr)
    }

    func testAPortInUseIsAClearErrorAndExitStatus1() throws {
        let base = try makeSite()
        let first = try serve(base)
        let second = try Executable.run(
            "swatch", ["serve", "--port", String(first.port), "--content", base + "/content", "--public", base + "/Public"])
        XCTAssertEqual(second.status, 1)
        XCTAssertTrue(second.stderr.contains("already in use"), second.stderr)
        XCTAssertTrue(second.stderr.contains("127.0.0.1:\(first.port)"), second.stderr)
    }

    func testAMissingPublicDirectoryGivenExplicitlyIsAnError() throws {
        let result = try Executable.run("swatch", ["serve", "--port", "0", "--public", "/nonexistent/Public"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("/nonexistent/Public"), result.stderr)
    }
}
