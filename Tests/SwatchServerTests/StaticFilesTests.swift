import Foundation
import SwatchHTTP
import SwatchServer
import XCTest

final class StaticFilesTests: XCTestCase {
    var base = ""
    var publicDirectory = ""

    override func setUpWithError() throws {
        base = try makeTemporaryDirectory(self)
        publicDirectory = base + "/Public"
        try write("body { color: red }\n", to: publicDirectory + "/css/site.css")
        try write("console.log(1)\n", to: publicDirectory + "/js/app.js")
        try write("<svg/>", to: publicDirectory + "/img/logo.svg")
        try write("secret", to: publicDirectory + "/.env")
        try write("outside", to: base + "/outside.txt")
        try FileManager.default.createSymbolicLink(atPath: publicDirectory + "/escape.txt", withDestinationPath: base + "/outside.txt")
        try FileManager.default.createSymbolicLink(atPath: publicDirectory + "/alias.css", withDestinationPath: publicDirectory + "/css/site.css")
        try FileManager.default.createSymbolicLink(atPath: publicDirectory + "/up", withDestinationPath: base)
    }

    func makeApp(watcher: FileWatcher? = nil) throws -> Router {
        let files = try StaticFiles(root: publicDirectory, watcher: watcher)
        var router = Router()
        router.get("/public/**") { try files.response(for: $0) }
        return router
    }

    func get(_ app: Router, _ target: String, headers: HTTPHeaders = HTTPHeaders()) -> Response {
        app.respond(to: Request(method: .get, target: target, headers: headers))
    }

    func testServesFilesWithTheirMediaTypeETagAndCacheControl() throws {
        let app = try makeApp()
        let css = get(app, "/public/css/site.css")
        XCTAssertEqual(css.status, .ok)
        XCTAssertEqual(css.body.text, "body { color: red }\n")
        XCTAssertEqual(css.contentType, "text/css; charset=utf-8")
        XCTAssertEqual(css.headers["Cache-Control"], "no-cache")
        let etag = try XCTUnwrap(css.headers["ETag"])
        XCTAssertTrue(etag.hasPrefix("\"") && etag.hasSuffix("\"") && !etag.hasPrefix("W/"), etag)
        XCTAssertEqual(get(app, "/public/js/app.js").contentType, "text/javascript; charset=utf-8")
        XCTAssertEqual(get(app, "/public/img/logo.svg").contentType, "image/svg+xml")
    }

    func testMediaTypesForCommonExtensions() {
        XCTAssertEqual(MediaType.forFile(named: "a.HTML"), "text/html; charset=utf-8")
        XCTAssertEqual(MediaType.forFile(named: "f.woff2"), "font/woff2")
        XCTAssertEqual(MediaType.forFile(named: "p.png"), "image/png")
        XCTAssertEqual(MediaType.forFile(named: "d.json"), "application/json")
        XCTAssertEqual(MediaType.forFile(named: "noextension"), "application/octet-stream")
        XCTAssertEqual(MediaType.forFile(named: ".hidden"), "application/octet-stream")
    }

    func testIfNoneMatchWithTheCurrentTagIs304() throws {
        let app = try makeApp()
        let etag = try XCTUnwrap(get(app, "/public/css/site.css").headers["ETag"])
        for condition in [etag, "W/\(etag)", "\"other\", \(etag)", "*"] {
            let response = get(app, "/public/css/site.css", headers: ["If-None-Match": condition])
            XCTAssertEqual(response.status, .notModified, condition)
            XCTAssertEqual(response.headers["ETag"], etag)
            XCTAssertEqual(response.body.count, 0)
        }
        XCTAssertEqual(get(app, "/public/css/site.css", headers: ["If-None-Match": "\"stale\""]).status, .ok)
    }

    func testTheCachedCopyIsServedUntilTheFileChanges() throws {
        let app = try makeApp()
        let first = get(app, "/public/css/site.css")
        XCTAssertTrue(get(app, "/public/css/site.css").body.isSameStorage(as: first.body))
        try write("body { color: blue; }\n", to: publicDirectory + "/css/site.css")
        let changed = get(app, "/public/css/site.css")
        XCTAssertEqual(changed.body.text, "body { color: blue; }\n")
        XCTAssertNotEqual(changed.headers["ETag"], first.headers["ETag"])
    }

    func testWithAWatcherTheCacheIsDroppedWhenItsGenerationMoves() throws {
        let watcher = FileWatcher(roots: [publicDirectory])
        let app = try makeApp(watcher: watcher)
        let first = get(app, "/public/js/app.js")
        try write("console.log(2)\n", to: publicDirectory + "/js/app.js")
        watcher.checkNow()
        let changed = get(app, "/public/js/app.js")
        XCTAssertEqual(changed.body.text, "console.log(2)\n")
        XCTAssertNotEqual(changed.headers["ETag"], first.headers["ETag"])
        XCTAssertTrue(get(app, "/public/js/app.js").body.isSameStorage(as: changed.body))
    }

    func testDotSegmentsEncodedOrNotAre400() throws {
        let app = try makeApp()
        for target in [
            "/public/../outside.txt", "/public/css/../../outside.txt", "/public/%2e%2e/outside.txt",
            "/public/%2E%2E/outside.txt", "/public/css/%2e%2e/%2e%2e/outside.txt", "/public/./css/site.css",
        ] {
            XCTAssertEqual(get(app, target).status, .badRequest, target)
        }
    }

    func testEncodedSlashesBackslashesAndNULAre400() throws {
        let app = try makeApp()
        for target in [
            "/public/css%2fsite.css", "/public/css%2Fsite.css", "/public/..%2foutside.txt",
            "/public/..%5coutside.txt", "/public/css/site.css%00.png",
        ] {
            XCTAssertEqual(get(app, target).status, .badRequest, target)
        }
    }

    func testSymbolicLinksLeavingTheDirectoryAre404AndInsideAreServed() throws {
        let app = try makeApp()
        XCTAssertEqual(get(app, "/public/escape.txt").status, .notFound)
        XCTAssertEqual(get(app, "/public/up/outside.txt").status, .notFound)
        XCTAssertEqual(get(app, "/public/alias.css").body.text, "body { color: red }\n")
    }

    func testHiddenFilesDirectoriesAndMissingFilesAre404() throws {
        let app = try makeApp()
        XCTAssertEqual(get(app, "/public/.env").status, .notFound)
        XCTAssertEqual(get(app, "/public/css").status, .notFound)
        XCTAssertEqual(get(app, "/public/").status, .notFound)
        XCTAssertEqual(get(app, "/public/nope.css").status, .notFound)
    }

    func testRelativePathRulesDirectly() {
        XCTAssertEqual(try StaticFiles.relativePath(["css", "site.css"]), "css/site.css")
        XCTAssertThrowsError(try StaticFiles.relativePath([".."])) { XCTAssertEqual(($0 as? HTTPError)?.status, .badRequest) }
        XCTAssertThrowsError(try StaticFiles.relativePath(["a/b"])) { XCTAssertEqual(($0 as? HTTPError)?.status, .badRequest) }
        XCTAssertThrowsError(try StaticFiles.relativePath(["a\u{0}"])) { XCTAssertEqual(($0 as? HTTPError)?.status, .badRequest) }
        XCTAssertThrowsError(try StaticFiles.relativePath([])) { XCTAssertEqual(($0 as? HTTPError)?.status, .notFound) }
    }

    func testAMissingRootIsAClearError() {
        XCTAssertThrowsError(try StaticFiles(root: base + "/NoSuchDir")) { error in
            XCTAssertTrue("\(error)".contains("NoSuchDir"))
        }
        XCTAssertThrowsError(try StaticFiles(root: base + "/outside.txt"))
    }

    func testFilesOverTheSizeLimitAreRefused() throws {
        try write(String(repeating: "x", count: 2000), to: publicDirectory + "/big.txt")
        let files = try StaticFiles(root: publicDirectory, maxFileSize: 1000)
        XCTAssertThrowsError(try files.response(forSegments: ["big.txt"], request: Request(method: .get, target: "/"))) {
            XCTAssertEqual(($0 as? HTTPError)?.status, .forbidden)
        }
    }

    func testEntityTagsFollowTheBytes() {
        XCTAssertEqual(EntityTag.strong(for: Array("abc".utf8)), EntityTag.strong(for: Array("abc".utf8)))
        XCTAssertNotEqual(EntityTag.strong(for: Array("abc".utf8)), EntityTag.strong(for: Array("abd".utf8)))
        XCTAssertFalse(EntityTag.ifNoneMatch("\"a\", \"b\"", matches: "\"c\""))
        XCTAssertTrue(EntityTag.ifNoneMatch(" W/\"c\" ", matches: "\"c\""))
    }
}
