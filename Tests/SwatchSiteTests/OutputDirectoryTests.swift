import Dispatch
import Foundation
@testable import SwatchSite
import XCTest

/// The output folder is filled from every core at once.
final class OutputDirectoryTests: XCTestCase {
    func testManyThreadsMakingTheSameFoldersAllSucceed() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let results = ResultSlots(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            results.set(index, OutputDirectory.makeDirectories(temporary.path + "/a/b/c\(index % 4)/d"))
        }
        XCTAssertEqual(results.values, Array(repeating: true, count: 64))
        for index in 0..<4 {
            var isDirectory: ObjCBool = false
            XCTAssertTrue(FileManager.default.fileExists(atPath: temporary.path + "/a/b/c\(index)/d", isDirectory: &isDirectory))
            XCTAssertTrue(isDirectory.boolValue)
        }
    }

    func testAFolderWhereAFileIsFails() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try temporary.write("taken", "a file")
        XCTAssertFalse(OutputDirectory.makeDirectories(temporary.path + "/taken"))
        XCTAssertFalse(OutputDirectory.makeDirectories(temporary.path + "/taken/inside"))
    }

    func testAFileThatCannotBeWrittenFailsTheWholeReplacementAndLeavesNoTemporaryFolder() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let output = OutputDirectory(path: temporary.path + "/site")
        // "page" is both a file and a folder: one of the two must fail.
        var files: [String: [UInt8]] = [OutputDirectory.markerName: [], "page": Array("x".utf8)]
        for index in 0..<50 { files["page/\(index).html"] = Array("<p>\(index)".utf8) }
        XCTAssertThrowsError(try output.replace(with: files))
        XCTAssertFalse(temporary.exists("site"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        XCTAssertEqual(leftovers, [])
    }
}

private final class ResultSlots: @unchecked Sendable {
    private var storage: [Bool]
    private let lock = NSLock()
    init(count: Int) { storage = Array(repeating: false, count: count) }
    func set(_ index: Int, _ value: Bool) { lock.withLock { storage[index] = value } }
    var values: [Bool] { lock.withLock { storage } }
}
