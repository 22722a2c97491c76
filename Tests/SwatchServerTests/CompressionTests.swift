import Foundation
import SwatchCompression
import SwatchHTTP
import SwatchServer
import SwatchSite
import XCTest

/// Answers are compressed for clients that accept it: cached pages and
/// files once per coding, kept with them (the same bytes every time);
/// answers made for one request when they are large enough; never what
/// does not compress or what the client refuses.
final class CompressionTests: XCTestCase {
    var base = ""

    override func setUpWithError() throws {
        base = try makeTemporaryDirectory(self)
        let paragraphs = (0..<200).map { "Paragraph \($0): Texture lays out nodes off the main thread." }.joined(separator: "\n\n")
        try write("---\ntitle: First page\npermalink: /guide/first/\n---\n\n\(paragraphs)\n", to: base + "/content/guide/first.md")
        try write(String(repeating: "body { color: #222 }\n", count: 200), to: base + "/Public/css/swatch.css")
        try write(String(repeating: "x", count: 4000), to: base + "/Public/img/photo.png")
        try write("tiny\n", to: base + "/Public/tiny.txt")
    }

    func makeApplication() throws -> ServerApplication {
        try ServerApplication(options: .init(contentDirectory: base + "/content", publicDirectory: base + "/Public", log: .none))
    }

    func get(_ app: ServerApplication, _ target: String, _ headers: HTTPHeaders = HTTPHeaders()) -> Response {
        app.responder.respond(to: Request(method: .get, target: target, headers: headers))
    }

    func decoded(_ response: Response) throws -> [UInt8] {
        guard let name = response.headers["Content-Encoding"] else { return response.body.bytes }
        let coding = try XCTUnwrap(ContentCoding(rawValue: name), name)
        return try XCTUnwrap(coding.decode(response.body.bytes, limit: 1 << 26), "\(name) does not decode")
    }

    func testAPageIsCompressedOncePerCodingAndDecodesToThePage() throws {
        let app = try makeApplication()
        let plain = get(app, "/guide/first/")
        XCTAssertEqual(plain.headers["Vary"], "Accept-Encoding")
        XCTAssertNil(plain.headers["Content-Encoding"])
        for (accept, coding) in [("gzip, deflate, br", "br"), ("gzip", "gzip"), ("br;q=0, gzip;q=0.5", "gzip"), ("x-gzip", "gzip")] {
            let page = get(app, "/guide/first/", ["Accept-Encoding": accept])
            XCTAssertEqual(page.headers["Content-Encoding"], coding, accept)
            XCTAssertEqual(page.headers["Vary"], "Accept-Encoding", accept)
            XCTAssertLessThan(page.body.count ?? 0, (plain.body.count ?? 0) / 3, accept)
            XCTAssertEqual(try decoded(page), plain.body.bytes, accept)
            XCTAssertNotEqual(page.headers["ETag"], plain.headers["ETag"], accept)
            XCTAssertNotNil(page.headers["Content-Security-Policy"], accept)
            // Kept: the next request gets the very same bytes.
            XCTAssertTrue(get(app, "/guide/first/", ["Accept-Encoding": accept]).body.isSameStorage(as: page.body), accept)
        }
        for refused in ["identity", "br;q=0, gzip;q=0", "*;q=0", "compress", ""] {
            XCTAssertNil(get(app, "/guide/first/", ["Accept-Encoding": refused]).headers["Content-Encoding"], refused)
        }
    }

    func testACompressedFormIsRevalidatedByItsOwnTag() throws {
        let app = try makeApplication()
        let page = get(app, "/guide/first/", ["Accept-Encoding": "br"])
        let tag = try XCTUnwrap(page.headers["ETag"])
        let again = get(app, "/guide/first/", ["Accept-Encoding": "br", "If-None-Match": tag])
        XCTAssertEqual(again.status, .notModified)
        XCTAssertEqual(again.headers["ETag"], tag)
        XCTAssertEqual(again.headers["Vary"], "Accept-Encoding")
        // The tag of the brotli form is not the gzip form's.
        XCTAssertEqual(get(app, "/guide/first/", ["Accept-Encoding": "gzip", "If-None-Match": tag]).status, .ok)
    }

    func testFilesCompressWhenTheirTypeDoes() throws {
        let app = try makeApplication()
        let css = get(app, "/css/swatch.css", ["Accept-Encoding": "br, gzip"])
        XCTAssertEqual(css.headers["Content-Encoding"], "br")
        XCTAssertEqual(String(decoding: try decoded(css), as: UTF8.self), String(repeating: "body { color: #222 }\n", count: 200))
        let photo = get(app, "/img/photo.png", ["Accept-Encoding": "br, gzip"])
        XCTAssertNil(photo.headers["Content-Encoding"], "images are compressed already")
        XCTAssertNil(photo.headers["Vary"])
        XCTAssertNil(get(app, "/tiny.txt", ["Accept-Encoding": "br"]).headers["Content-Encoding"], "too small to gain")
    }

    func testACachedFormNotMadeYetIsMadeOnAWorkThread() throws {
        let app = try makeApplication()
        let br = Request(method: .get, target: "/guide/first/", headers: ["Accept-Encoding": "br"])
        _ = get(app, "/guide/first/")  // rendered, identity ready
        XCTAssertFalse(app.responder.mayTakeLong(Request(method: .get, target: "/guide/first/")))
        XCTAssertTrue(app.responder.mayTakeLong(br), "compressing is work")
        _ = app.responder.respond(to: br)
        XCTAssertFalse(app.responder.mayTakeLong(br), "kept, now answered from memory")
    }

    func testLargeAnswersMadeForOneRequestAreCompressedSmallOnesAreNot() throws {
        let app = try makeApplication()
        let scenario = #"{"container":"table","viewport":[375,667],"items":{"count":500,"size":[375,20]},"scroll":[{"offset":0},{"offset":9000,"steps":40}]}"#
        let plain = app.responder.respond(to: Request(method: .post, target: "/api/ranges", body: Array(scenario.utf8)))
        XCTAssertEqual(plain.status, .ok)
        XCTAssertGreaterThan(plain.body.count ?? 0, 4096)
        let compressed = app.responder.respond(to: Request(
            method: .post, target: "/api/ranges", headers: ["Accept-Encoding": "gzip, br"], body: Array(scenario.utf8)))
        XCTAssertEqual(compressed.headers["Content-Encoding"], "br")
        XCTAssertEqual(compressed.headers["Vary"], "Accept-Encoding")
        XCTAssertEqual(try decoded(compressed), plain.body.bytes)
        let small = app.responder.respond(to: Request(
            method: .post, target: "/api/layout", headers: ["Accept-Encoding": "br"],
            body: Array(#"{"sizeRange": [10, 10], "root": {"type": "node"}}"#.utf8)))
        XCTAssertEqual(small.status, .ok)
        XCTAssertNil(small.headers["Content-Encoding"], "under 4 KiB: sent as it is")
    }

    /// The engine's module travels as binary `application/wasm`,
    /// compressed; its base64 script is for pages read from disk.
    func testTheEnginesModuleIsServedAsCompressedBinary() throws {
        let module = (0..<40_000).map { UInt8(truncatingIfNeeded: $0 % 97 == 0 ? $0 : $0 % 13) }
        try FileManager.default.createDirectory(atPath: base + "/wasm", withIntermediateDirectories: true)
        try Data(module).write(to: URL(fileURLWithPath: base + "/wasm/swatch-core.wasm"))
        let files = EngineFiles.make(textEngine: nil, environment: ["SWATCH_WASM": base + "/wasm"])
        let app = try ServerApplication(options: .init(contentDirectory: base + "/content", publicDirectory: base + "/Public", log: .none)) {
            router, parts in
            LiveEngineFiles(directory: files.directory, files: files) { files }.install(on: &router, dressing: parts.dressing)
        }
        let script = get(app, "/js/swatch-core-module.js")
        XCTAssertEqual(script.body.text, "swatch._module(\"core\", \"\(Data(module).base64EncodedString())\");\n")
        for path in ["/js/swatch-core.wasm", "/public/js/swatch-core.wasm"] {
            let plain = get(app, path)
            XCTAssertEqual(plain.contentType, "application/wasm", path)
            XCTAssertEqual(plain.body.bytes, module, path)
            let compressed = get(app, path, ["Accept-Encoding": "br"])
            XCTAssertEqual(compressed.headers["Content-Encoding"], "br", path)
            XCTAssertLessThan(compressed.body.count ?? 0, module.count / 2, path)
            XCTAssertEqual(try decoded(compressed), module, path)
        }
    }

    func testAcceptEncodingWeightsAndWildcards() {
        XCTAssertEqual(AcceptEncoding.preferred("gzip, deflate, br, zstd"), .brotli)
        XCTAssertEqual(AcceptEncoding.preferred("br;q=0.5, gzip"), .gzip)
        XCTAssertEqual(AcceptEncoding.preferred("BR;Q=1, GZIP;q=1"), .brotli, "names and q are case-insensitive")
        XCTAssertEqual(AcceptEncoding.preferred("*"), .brotli)
        XCTAssertEqual(AcceptEncoding.preferred("*;q=0.5, br;q=0"), .gzip)
        XCTAssertEqual(AcceptEncoding.preferred(" gzip ; q=0.8 , identity"), .gzip)
        XCTAssertNil(AcceptEncoding.preferred(nil))
        XCTAssertNil(AcceptEncoding.preferred("identity"))
        XCTAssertNil(AcceptEncoding.preferred("gzip;q=0"))
        XCTAssertNil(AcceptEncoding.preferred("gzip;q=abc"), "an unreadable weight accepts nothing")
        XCTAssertNil(AcceptEncoding.preferred("*;q=0"))
        XCTAssertEqual(AcceptEncoding.preferred("br, gzip", among: [.gzip]), .gzip)
    }
}
