import Foundation
import SwatchHTTP
@testable import SwatchServer
import SwatchSite
import XCTest

/// The server's routes all come from `ReservedRoutes`, the list its guide
/// and `swatch build` refuse permalinks by.
final class ReservedRoutesServerTests: XCTestCase {
    private func application(_ base: String) throws -> ServerApplication {
        let content = base + "/content"
        return try ServerApplication(options: .init(contentDirectory: content, publicDirectory: base + "/Public", log: .none)) {
            router, parts in
            Playground(options: .init(contentDirectory: content), parts: parts).install(on: &router)
            let files = EngineFiles.make(textEngine: nil, environment: ["SWATCH_WASM": base + "/no-modules"])
            LiveEngineFiles(directory: files.directory, files: files) { files }.install(on: &router)
            for file in EditorFiles.make().files { PublicFileRoute(file: file).install(on: &router) }
        }
    }

    func testEveryRouteOfTheServerIsReserved() throws {
        let base = try makeTemporaryDirectory(self)
        try write("---\ntitle: A\n---\nHello.\n", to: base + "/content/guide/a.md")
        try write("body {}\n", to: base + "/Public/css/swatch.css")
        let app = try application(base)
        XCTAssertGreaterThan(app.router.routes.count, 10)
        for route in app.router.routes {
            // A path the route answers: parameters and `**` filled in.
            let path = "/" + route.pattern.segments.map { segment -> String in
                switch segment {
                case .literal(let name): name
                case .parameter, .rest: "x"
                }
            }.joined(separator: "/")
            XCTAssertNotNil(ReservedRoutes.owner(of: path), "\(route.method) \(route.pattern) is not in ReservedRoutes")
        }
    }

    /// Before, the route won and the page could never be reached, silently.
    func testAServedGuideWithAPageAtARouteSaysWhich() throws {
        let base = try makeTemporaryDirectory(self)
        try write("---\ntitle: A\n---\nHello.\n", to: base + "/content/guide/a.md")
        try write("---\ntitle: Script\npermalink: /public/js/swatch.js\n---\nShadowed.\n", to: base + "/content/guide/b.md")
        try write("body {}\n", to: base + "/Public/css/swatch.css")
        let app = try application(base)
        let response = app.responder.respond(to: Request(method: .get, target: "/guide/a/"))
        XCTAssertEqual(response.status, .internalServerError)
        let text = response.body.text ?? ""
        XCTAssertTrue(
            text.contains("URL /public/js/swatch.js is reserved for the public files (Public/) (swatch serve and swatch build answer it themselves)"),
            text)
    }
}
