import Foundation
import SwatchServer
import XCTest

/// A fresh directory under the system temporary directory, removed at tear-down.
func makeTemporaryDirectory(_ test: XCTestCase) throws -> String {
    let path = NSTemporaryDirectory() + "swatch-server-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

final class FileWatcherTests: XCTestCase {
    func testNoChangeIsNoChange() throws {
        let root = try makeTemporaryDirectory(self)
        try write("a", to: root + "/a.md")
        let watcher = FileWatcher(roots: [root])
        XCTAssertNil(watcher.checkNow())
        XCTAssertEqual(watcher.generation, 0)
    }

    func testAddedModifiedAndRemovedFilesEachMoveTheGeneration() throws {
        let root = try makeTemporaryDirectory(self)
        try write("a", to: root + "/guide/a.md")
        let watcher = FileWatcher(roots: [root])

        try write("b", to: root + "/guide/b.md")
        let added = try XCTUnwrap(watcher.checkNow())
        XCTAssertEqual(added.generation, 1)
        XCTAssertTrue(added.paths.contains(root + "/guide/b.md"))

        try write("a, longer", to: root + "/guide/a.md")
        let modified = try XCTUnwrap(watcher.checkNow())
        XCTAssertEqual(modified.generation, 2)
        XCTAssertEqual(modified.paths, [root + "/guide/a.md"])

        try FileManager.default.removeItem(atPath: root + "/guide/b.md")
        let removed = try XCTUnwrap(watcher.checkNow())
        XCTAssertTrue(removed.paths.contains(root + "/guide/b.md"))
        XCTAssertEqual(watcher.generation, 3)
    }

    func testAFileReplacedByRenameIsAChangeEvenWithTheSameSize() throws {
        let root = try makeTemporaryDirectory(self)
        try write("one", to: root + "/page.md")
        let watcher = FileWatcher(roots: [root])
        try write("two", to: root + "/.page.md.tmp")
        XCTAssertEqual(rename(root + "/.page.md.tmp", root + "/page.md"), 0)
        XCTAssertTrue(watcher.checkNow()?.paths.contains(root + "/page.md") == true)
    }

    func testARootThatAppearsLaterIsSeen() throws {
        let parent = try makeTemporaryDirectory(self)
        let watcher = FileWatcher(roots: [parent + "/Public"])
        XCTAssertNil(watcher.checkNow())
        try write("body{}", to: parent + "/Public/site.css")
        XCTAssertNotNil(watcher.checkNow())
    }

    func testObserversHearEachChangeUntilRemoved() throws {
        let root = try makeTemporaryDirectory(self)
        let watcher = FileWatcher(roots: [root])
        let heard = Heard()
        let observation = watcher.observe { heard.add($0.generation) }
        try write("x", to: root + "/x")
        watcher.checkNow()
        watcher.removeObservation(observation)
        try write("y", to: root + "/y")
        watcher.checkNow()
        XCTAssertEqual(heard.values, [1])
    }

    func testStartedWatcherNoticesChangesOnItsOwn() throws {
        let root = try makeTemporaryDirectory(self)
        let watcher = FileWatcher(roots: [root], interval: .milliseconds(20))
        let seen = expectation(description: "change seen")
        seen.assertForOverFulfill = false
        watcher.observe { _ in seen.fulfill() }
        watcher.start()
        defer { watcher.stop() }
        try write("new", to: root + "/new.md")
        wait(for: [seen], timeout: 5)
    }

    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [UInt64] = []
        func add(_ value: UInt64) { lock.withLock { list.append(value) } }
        var values: [UInt64] { lock.withLock { list } }
    }
}
