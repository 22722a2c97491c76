import Foundation
import SwatchServer
import XCTest

final class FileWatcherTests: XCTestCase {
    /// A temporary directory holding one file, `text` at `path` in it, and
    /// a watcher of the directory that has seen it.
    private func watchedDirectory(holding text: String, at path: String) throws -> (root: String, watcher: FileWatcher) {
        let root = try makeTemporaryDirectory(self)
        try write(text, to: root + path)
        return (root, FileWatcher(roots: [root]))
    }

    func testNoChangeIsNoChange() throws {
        let (_, watcher) = try watchedDirectory(holding: "a", at: "/a.md")
        XCTAssertNil(watcher.checkNow())
        XCTAssertEqual(watcher.generation, 0)
    }

    func testAddedModifiedAndRemovedFilesEachMoveTheGeneration() throws {
        let (root, watcher) = try watchedDirectory(holding: "a", at: "/guide/a.md")

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
        let (root, watcher) = try watchedDirectory(holding: "one", at: "/page.md")
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
