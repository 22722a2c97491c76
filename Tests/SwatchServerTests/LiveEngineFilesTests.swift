import Foundation
import SwatchHTTP
import SwatchPlayground
@testable import SwatchServer
@testable import SwatchSite
import Synchronization
import XCTest

/// A server started before the engine's modules were built serves them once
/// they are, and says so; until then their paths answer 404.
final class LiveEngineFilesTests: XCTestCase {
    func router(_ engine: LiveEngineFiles) -> Router {
        var router = Router()
        engine.install(on: &router)
        return router
    }

    func get(_ router: Router, _ path: String) -> Response {
        router.respond(to: Request(method: .get, target: path))
    }

    func testModulesBuiltWhileServingAreAnsweredOnceThereAndAnnounced() throws {
        let directory = try makeTemporaryDirectory(self)
        let environment = ["SWATCH_WASM": directory]
        let first = EngineFiles.make(textEngine: nil, environment: environment)
        XCTAssertEqual(first.directory, directory)
        let engine = LiveEngineFiles(directory: first.directory, files: first) {
            EngineFiles.make(textEngine: nil, environment: environment)
        }
        let routes = router(engine)
        XCTAssertEqual(get(routes, "/public/js/swatch-core.wasm").status, .notFound)
        XCTAssertTrue(get(routes, "/public/js/swatch-core-module.js").body.text?.hasPrefix("swatch._missing(\"core\"") == true)

        let notes = Mutex<[String?]>([])
        engine.check { note in notes.withLock { $0.append(note) } }
        XCTAssertTrue(notes.withLock { $0.isEmpty }, "nothing changed, nothing said")

        let bytes: [UInt8] = [0, 0x61, 0x73, 0x6D, 1, 0, 0, 0]
        FileManager.default.createFile(atPath: directory + "/" + EngineModule.core.fileName, contents: Data(bytes))
        engine.check { note in notes.withLock { $0.append(note) } }
        XCTAssertEqual(notes.withLock { $0.count }, 1, "the new module is announced")
        XCTAssertTrue(notes.withLock { $0[0] }?.contains("swatch-ranges.wasm") == true, "with what is missing still")
        let served = get(routes, "/public/js/swatch-core.wasm")
        XCTAssertEqual(served.status, .ok)
        XCTAssertEqual(served.body.bytes, bytes)
        XCTAssertEqual(served.headers["Content-Type"], "application/wasm")
        XCTAssertEqual(get(routes, "/js/swatch-core.wasm").body.bytes, bytes, "at the root too")
        let etag = try XCTUnwrap(served.headers["ETag"])
        let again = routes.respond(to: Request(method: .get, target: "/public/js/swatch-core.wasm", headers: ["If-None-Match": etag]))
        XCTAssertEqual(again.status, .notModified)

        engine.check { note in notes.withLock { $0.append(note) } }
        XCTAssertEqual(notes.withLock { $0.count }, 1, "said once")
    }

    func testWithoutADirectoryNothingIsWatched() {
        let files = EngineFiles(files: [], note: "nothing", directory: nil)
        let engine = LiveEngineFiles(directory: nil, files: files) { files }
        engine.watch(every: .milliseconds(1)) { _ in XCTFail("nothing to watch") }
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(get(router(engine), "/js/swatch-core.wasm").status, .notFound)
    }
}
