import Foundation
import SwatchHTTP
import SwatchServer
import XCTest

/// The assembled `swatch serve` application, in process: guide pages, root
/// and /public/ static files, the APIs, 404/405, caching and rebuilds.
final class ServerApplicationTests: XCTestCase {
    var base = ""

    override func setUpWithError() throws {
        base = try makeTemporaryDirectory(self)
        try writeGuidePage(
            ["title: First page", "permalink: /guide/first/", "order: 1"],
            """
            Hello from the *first* page.

            ```swatch
            {"title": "A box", "sizeRange": [100, 50], "root": {"type": "node", "id": "box", "color": "#f00"}}
            ```
            """,
            to: base + "/content/guide/first.md")
        try writeGuidePage(["title: Second page", "order: 2"], "The second page.", to: base + "/content/guide/second.md")
        try write("body { color: #222 }\n", to: base + "/Public/css/swatch.css")
    }

    func makeApplication() throws -> ServerApplication {
        try ServerApplication(options: .init(
            contentDirectory: base + "/content", publicDirectory: base + "/Public", log: .none))
    }

    func send(_ app: ServerApplication, _ method: HTTPMethod, _ target: String, body: String = "",
              headers: HTTPHeaders = HTTPHeaders()) -> Response {
        app.responder.respond(to: Request(method: method, target: target, headers: headers, body: Array(body.utf8)))
    }

    func testGuidePagesAreServedWithDemosDrawnAndTheLiveReloadScript() throws {
        let app = try makeApplication()
        let page = send(app, .get, "/guide/first/")
        XCTAssertEqual(page.status, .ok)
        XCTAssertEqual(page.contentType, "text/html; charset=utf-8")
        let html = try XCTUnwrap(page.body.text)
        XCTAssertTrue(html.contains("<em>first</em>"), html)
        XCTAssertTrue(html.contains("<svg"), "the demo is drawn inline")
        XCTAssertTrue(html.contains(#"<script src="/_swatch/live-reload.js"></script>"#))
        XCTAssertNotNil(page.headers["Content-Security-Policy"])
        // Every spelling of the page answers with the same cached bytes.
        for spelling in ["/guide/first", "/guide/first/index.html", "/guide/%66irst/", "/guide/%66irst"] {
            let other = send(app, .get, spelling)
            XCTAssertEqual(other.status, .ok, spelling)
            XCTAssertTrue(other.body.isSameStorage(as: page.body), spelling)
        }
        XCTAssertEqual(send(app, .get, "/guide/firs").status, .notFound)
        let home = try XCTUnwrap(send(app, .get, "/").body.text)
        XCTAssertTrue(home.contains("First page") && home.contains("Second page"))
    }

    func testPagesAreCachedAndRevalidatedWithTheirETag() throws {
        let app = try makeApplication()
        let first = send(app, .get, "/guide/first/")
        XCTAssertTrue(send(app, .get, "/guide/first/").body.isSameStorage(as: first.body))
        let etag = try XCTUnwrap(first.headers["ETag"])
        XCTAssertEqual(send(app, .get, "/guide/first/", headers: ["If-None-Match": etag]).status, .notModified)
        XCTAssertEqual(send(app, .head, "/guide/first/").body.count, first.body.count)
    }

    func testAChangedSourceRerendersThePageOnTheNextRequest() throws {
        let app = try makeApplication()
        let before = send(app, .get, "/guide/first/")
        try writeGuidePage(
            ["title: First page", "permalink: /guide/first/", "order: 1"], "Rewritten text.", to: base + "/content/guide/first.md")
        app.watcher.checkNow()
        let after = send(app, .get, "/guide/first/")
        XCTAssertTrue(after.body.text?.contains("Rewritten text.") == true)
        XCTAssertNotEqual(after.headers["ETag"], before.headers["ETag"])
    }

    func testBrokenFrontMatterIsA500NamingTheFileAndLine() throws {
        try write("---\ntitle: [unclosed\n---\n\nText.\n", to: base + "/content/guide/broken.md")
        let app = try makeApplication()
        let response = send(app, .get, "/guide/first/")
        XCTAssertEqual(response.status, .internalServerError)
        let html = try XCTUnwrap(response.body.text)
        XCTAssertTrue(html.contains("broken.md"), html)
        XCTAssertTrue(html.contains(#"<script src="/_swatch/live-reload.js" defer></script></body>"#), "the error page reloads once fixed")
        try FileManager.default.removeItem(atPath: base + "/content/guide/broken.md")
        app.watcher.checkNow()
        XCTAssertEqual(send(app, .get, "/guide/first/").status, .ok)
    }

    func testPublicFilesAreServedAtTheRootAndUnderPublic() throws {
        let app = try makeApplication()
        XCTAssertTrue(send(app, .get, "/").body.text?.contains("/public/css/swatch.css") == true)
        for target in ["/css/swatch.css", "/public/css/swatch.css"] {
            let response = send(app, .get, target)
            XCTAssertEqual(response.status, .ok, target)
            XCTAssertEqual(response.contentType, "text/css; charset=utf-8")
        }
        XCTAssertEqual(send(app, .get, "/css/../content/guide/first.md").status, .badRequest)
    }

    func testEveryPageLinksTheIconAndFaviconIcoAnswersIt() throws {
        let icon = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"/>"# + "\n"
        try write(icon, to: base + "/Public/favicon.svg")
        let app = try makeApplication()
        for page in ["/", "/guide/first/", "/search.html", "/no/such/page"] {
            let html = send(app, .get, page).body.text ?? ""
            XCTAssertTrue(html.contains(#"<link rel="icon" href="/public/favicon.svg" type="image/svg+xml">"#), page)
        }
        for target in ["/favicon.ico", "/public/favicon.svg"] {
            let response = send(app, .get, target)
            XCTAssertEqual(response.status, .ok, target)
            XCTAssertEqual(response.contentType, "image/svg+xml", target)
            XCTAssertEqual(response.body.text, icon, target)
        }
    }

    func testUnknownPathsGetTheSites404AndUnknownAPIsAJSON404() throws {
        let app = try makeApplication()
        let page = send(app, .get, "/no/such/page")
        XCTAssertEqual(page.status, .notFound)
        XCTAssertEqual(page.contentType, "text/html; charset=utf-8")
        for method in [HTTPMethod.get, .post, .delete] {
            let api = send(app, method, "/api/nothing")
            XCTAssertEqual(api.status, .notFound, "\(method)")
            XCTAssertEqual(api.contentType, "application/json", "\(method)")
        }
        XCTAssertEqual(send(app, .delete, "/no/such/page").status, .notFound)
    }

    func testAMethodAPageDoesNotTakeIs405() throws {
        let app = try makeApplication()
        for target in ["/", "/guide/first/", "/css/swatch.css"] {
            let response = send(app, .delete, target)
            XCTAssertEqual(response.status, .methodNotAllowed, target)
            XCTAssertEqual(response.headers["Allow"], "GET, HEAD", target)
        }
        let layout = send(app, .get, "/api/layout")
        XCTAssertEqual(layout.status, .methodNotAllowed)
        XCTAssertEqual(layout.headers["Allow"], "POST")
    }

    func testLiveReloadRoutesAreThere() throws {
        let app = try makeApplication()
        XCTAssertEqual(send(app, .get, "/_swatch/live-reload.js").status, .ok)
        let events = send(app, .get, "/_events")
        XCTAssertNotNil(events.body.stream)
        app.stop()
        XCTAssertTrue(events.body.stream?.isClosed == true)
    }
}

final class ServerApplicationSpecTests: XCTestCase {
    func testSavingASpecRerendersThePagesUsingIt() throws {
        let base = try makeTemporaryDirectory(self)
        try writeGuidePage(
            ["title: Box page", "permalink: /guide/box/"],
            "```swatch spec=box\n```",
            to: base + "/content/guide/box.md")
        try write(##"{"sizeRange": [100, 50], "root": {"type": "node", "id": "box", "color": "#ff0000"}}"##, to: base + "/content/specs/box.json")
        let app = try ServerApplication(options: .init(contentDirectory: base + "/content", publicDirectory: nil, log: .none))
        app.specs.allowEditing(true)
        let before = try XCTUnwrap(app.responder.respond(to: Request(method: .get, target: "/guide/box/")).body.text)
        XCTAssertTrue(before.lowercased().contains("#ff0000"), before)
        let etag = try XCTUnwrap(app.responder.respond(to: Request(method: .get, target: "/api/specs/box")).headers["ETag"])
        let saved = app.responder.respond(to: Request(
            method: .put, target: "/api/specs/box",
            headers: ["X-Swatch-Token": app.specs.token, "If-Match": etag],
            body: Array(##"{"sizeRange": [100, 50], "root": {"type": "node", "id": "box", "color": "#0000ff"}}"##.utf8)))
        XCTAssertEqual(saved.status, .ok, saved.body.text ?? "")
        let after = try XCTUnwrap(app.responder.respond(to: Request(method: .get, target: "/guide/box/")).body.text)
        XCTAssertTrue(after.lowercased().contains("#0000ff"), after)
    }
}

final class GuideSiteReportTests: XCTestCase {
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [GuideSite.RenderReport] = []
        func add(_ report: GuideSite.RenderReport) { lock.withLock { list.append(report) } }
        var all: [GuideSite.RenderReport] { lock.withLock { list } }
    }

    func testEveryRenderIsReportedWithItsPagesOrItsProblems() throws {
        let base = try makeTemporaryDirectory(self)
        try write("---\ntitle: One\n---\n\nText.\n", to: base + "/content/guide/one.md")
        let watcher = FileWatcher(roots: [base + "/content"])
        let reports = Reports()
        let guide = GuideSite(contentDirectory: base + "/content", publicDirectory: nil, watcher: watcher) { reports.add($0) }
        XCTAssertNotNil(guide.renderedSite())
        XCTAssertNotNil(guide.renderedSite())
        XCTAssertEqual(reports.all.count, 1, "rendered once until something changes")
        XCTAssertEqual(reports.all.first?.pageCount, 1)
        XCTAssertEqual(reports.all.first?.problems, [])

        try write("---\ntitle: [broken\n---\n", to: base + "/content/guide/two.md")
        watcher.checkNow()
        XCTAssertNil(guide.renderedSite())
        XCTAssertEqual(reports.all.count, 2)
        XCTAssertTrue(reports.all.last?.problems.contains { $0.contains("two.md") } == true, "\(reports.all.last?.problems ?? [])")
    }
}
