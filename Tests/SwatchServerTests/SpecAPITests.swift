import Foundation
import SwatchHTTP
@testable import SwatchServer
import XCTest

final class SpecAPITests: XCTestCase {
    let originalSpec = ##"{"title": "Box", "sizeRange": [100, 50], "root": {"type": "node", "id": "box", "color": "#f00"}}"## + "\n"
    let editedSpec = ##"{"title": "Box", "sizeRange": [100, 50], "root": {"type": "node", "id": "box", "color": "#00f"}}"## + "\n"
    var directory = ""

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory(self) + "/specs"
        try write(originalSpec, to: directory + "/box.json")
    }

    func makeAPI(store: SpecStore? = nil, editing: Bool = true) -> (SpecAPI, Router) {
        let api = SpecAPI(store: store ?? SpecStore(directory: directory), token: "t0ken")
        api.allowEditing(editing)
        var router = Router()
        router.useErrorFormat(.json, forPathsUnder: "/api/")
        api.install(on: &router)
        return (api, router)
    }

    func request(_ router: Router, _ method: HTTPMethod, _ name: String, body: String = "", headers: HTTPHeaders = HTTPHeaders()) -> Response {
        router.respond(to: Request(method: method, target: "/api/specs/" + name, headers: headers, body: Array(body.utf8)))
    }

    func onDisk(_ name: String = "box") -> String? {
        try? String(contentsOfFile: directory + "/\(name).json", encoding: .utf8)
    }

    func testGetAnswersTheSpecWithAnETag() throws {
        let (_, router) = makeAPI()
        let response = request(router, .get, "box")
        XCTAssertEqual(response.status, .ok)
        XCTAssertEqual(response.body.text, originalSpec)
        XCTAssertEqual(response.contentType, "application/json")
        let etag = try XCTUnwrap(response.headers["ETag"])
        XCTAssertEqual(request(router, .get, "box", headers: ["If-None-Match": etag]).status, .notModified)
    }

    func testTheListNamesEverySpecSoANewNameIsToldWithoutA404() throws {
        try write(originalSpec, to: directory + "/a-cell.json")
        try write("not a spec", to: directory + "/notes.txt")
        let (_, router) = makeAPI()
        for path in ["", "/"].map({ "/api/specs" + $0 }) {
            let response = router.respond(to: Request(method: .get, target: path))
            XCTAssertEqual(response.status, .ok, path)
            XCTAssertEqual(response.contentType, "application/json")
            XCTAssertEqual(response.body.text, #"{"names":["a-cell","box"]}"# + "\n", path)
        }
    }

    func testUnknownNamesAre404AndNamesOutsideTheAlphabetAre400() {
        let (_, router) = makeAPI()
        XCTAssertEqual(request(router, .get, "nothing").status, .notFound)
        for name in ["Box", "a.b", "..", "%2e%2e", "%2e%2e%2fsecret", "a_b", "a%00b", String(repeating: "a", count: 101), "-", "--x", "-a"] {
            let response = request(router, .get, name)
            XCTAssertEqual(response.status, .badRequest, name)
            XCTAssertEqual(response.contentType, "application/json", name)
        }
    }

    func testSavingWithTheTokenAndCurrentETagReplacesTheFile() throws {
        let (_, router) = makeAPI()
        let etag = try XCTUnwrap(request(router, .get, "box").headers["ETag"])
        let saved = request(router, .put, "box", body: editedSpec, headers: ["X-Swatch-Token": "t0ken", "If-Match": etag])
        XCTAssertEqual(saved.status, .ok, saved.body.text ?? "")
        let newTag = try XCTUnwrap(saved.headers["ETag"])
        XCTAssertNotEqual(newTag, etag)
        XCTAssertEqual(onDisk(), editedSpec)
        XCTAssertEqual(request(router, .get, "box").headers["ETag"], newTag)
    }

    func testAStaleETagIs412AndTheFileIsKept() {
        let (_, router) = makeAPI()
        let response = request(router, .put, "box", body: editedSpec, headers: ["X-Swatch-Token": "t0ken", "If-Match": "\"stale\""])
        XCTAssertEqual(response.status, .preconditionFailed)
        XCTAssertTrue(response.body.text?.contains("changed on disk since it was opened") == true)
        XCTAssertEqual(onDisk(), originalSpec)
    }

    func testAWeakTagNeverMatchesIfMatch() throws {
        let (_, router) = makeAPI()
        let etag = try XCTUnwrap(request(router, .get, "box").headers["ETag"])
        let response = request(router, .put, "box", body: editedSpec, headers: ["X-Swatch-Token": "t0ken", "If-Match": "W/" + etag])
        XCTAssertEqual(response.status, .preconditionFailed)
        XCTAssertEqual(onDisk(), originalSpec)
    }

    func testTemporaryFilesOfAKilledSaveAreRemovedWhenTheStoreOpens() throws {
        let stale = directory + "/.box.json.tmp-1f2e3d"
        let unrelated = directory + "/.keep-me"
        try write("half a spec", to: stale)
        try write("x", to: unrelated)
        _ = SpecStore(directory: directory)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
        XCTAssertTrue(FileManager.default.fileExists(atPath: unrelated))
        XCTAssertEqual(onDisk(), originalSpec)
    }

    func testMissingOrWrongTokenIs403() {
        let (_, router) = makeAPI()
        XCTAssertEqual(request(router, .put, "box", body: editedSpec, headers: ["If-Match": "*"]).status, .forbidden)
        XCTAssertEqual(
            request(router, .put, "box", body: editedSpec, headers: ["X-Swatch-Token": "t0kem", "If-Match": "*"]).status,
            .forbidden)
        XCTAssertEqual(onDisk(), originalSpec)
    }

    func testSavingIsRefusedWhenEditingIsOff() {
        let (_, router) = makeAPI(editing: false)
        let response = request(router, .put, "box", body: editedSpec, headers: ["X-Swatch-Token": "t0ken", "If-Match": "*"])
        XCTAssertEqual(response.status, .forbidden)
        XCTAssertTrue(response.body.text?.contains("--allow-edit") == true)
    }

    func testAnInvalidSpecIs400WithItsErrorAndTheFileIsUntouched() throws {
        let (_, router) = makeAPI()
        let response = request(
            router, .put, "box", body: #"{"root": {"type": "nod"}}"#, headers: ["X-Swatch-Token": "t0ken", "If-Match": "*"])
        XCTAssertEqual(response.status, .badRequest)
        XCTAssertTrue(response.body.text?.contains(#""path":"root.type""#) == true, response.body.text ?? "")
        XCTAssertEqual(onDisk(), originalSpec)
    }

    /// Names that read as options (`-.json`, `--x.json`) are refused, and no file is made.
    func testNamesStartingWithADashAreRefused() throws {
        let (_, router) = makeAPI()
        for name in ["-", "--x", "-rf"] {
            let response = request(router, .put, name, body: editedSpec, headers: ["X-Swatch-Token": "t0ken", "If-None-Match": "*"])
            XCTAssertEqual(response.status, .badRequest, name)
            XCTAssertTrue(response.body.text?.contains("starting with a letter or digit") == true, response.body.text ?? "")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["box.json"])
        XCTAssertEqual(request(router, .put, "a-", body: editedSpec, headers: ["X-Swatch-Token": "t0ken", "If-None-Match": "*"]).status, .ok)
    }

    func testSavingWithoutAPreconditionIs428() {
        let (_, router) = makeAPI()
        XCTAssertEqual(request(router, .put, "box", body: editedSpec, headers: ["X-Swatch-Token": "t0ken"]).status, .preconditionRequired)
    }

    func testANewSpecIsCreatedWithIfNoneMatchStarOnlyOnce() {
        let (_, router) = makeAPI()
        let headers: HTTPHeaders = ["X-Swatch-Token": "t0ken", "If-None-Match": "*"]
        XCTAssertEqual(request(router, .put, "new-one", body: editedSpec, headers: headers).status, .ok)
        XCTAssertEqual(onDisk("new-one"), editedSpec)
        XCTAssertEqual(request(router, .put, "new-one", body: originalSpec, headers: headers).status, .preconditionFailed)
        XCTAssertEqual(request(router, .put, "missing", body: editedSpec, headers: ["X-Swatch-Token": "t0ken", "If-Match": "*"]).status, .preconditionFailed)
    }

    func testACrashBeforeTheRenameLeavesTheOldFileWholeAndNoTemporaryFile() throws {
        struct Crash: Error {}
        let store = SpecStore(directory: directory) { temporary in
            XCTAssertTrue(FileManager.default.fileExists(atPath: temporary))
            throw Crash()
        }
        let (_, router) = makeAPI(store: store)
        let response = request(router, .put, "box", body: editedSpec, headers: ["X-Swatch-Token": "t0ken", "If-Match": "*"])
        XCTAssertEqual(response.status, .internalServerError)
        XCTAssertEqual(onDisk(), originalSpec)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["box.json"])
    }

    func testOfTwoSavesFromTheSameVersionOnlyOneWins() throws {
        let (_, router) = makeAPI()
        let etag = try XCTUnwrap(request(router, .get, "box").headers["ETag"])
        let statuses = Statuses()
        let edited = editedSpec
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let body = edited.replacingOccurrences(of: "#00f", with: "#00\(index)")
            let response = router.respond(to: Request(
                method: .put, target: "/api/specs/box", headers: ["X-Swatch-Token": "t0ken", "If-Match": etag],
                body: Array(body.utf8)))
            statuses.add(response.status.code)
        }
        XCTAssertEqual(statuses.values.sorted(), [200] + Array(repeating: 412, count: 7))
    }

    func testTokensAreRandomAndLong() {
        XCTAssertEqual(SpecAPI.newToken().count, 32)
        XCTAssertNotEqual(SpecAPI.newToken(), SpecAPI.newToken())
    }

    final class Statuses: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [Int] = []
        func add(_ value: Int) { lock.withLock { list.append(value) } }
        var values: [Int] { lock.withLock { list } }
    }
}
