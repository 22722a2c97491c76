import Foundation
import SwatchTestSupport
import XCTest

/// A write to standard output that fails is an error in every command that
/// writes one: exit 1 and the system's reason on standard error (run with
/// standard output on /dev/full, which refuses every write with ENOSPC).
final class WriteErrorTests: XCTestCase {
    static let spec = #"{"sizeRange": [100, 50], "root": {"type": "stack", "children": [{"type": "node", "id": "a", "style": {"height": 20}}]}}"#
    static let scenario = #"{"viewport": [375, 600], "items": {"count": 20, "size": [375, 100]}, "scroll": [{"offset": 0}, {"offset": 900, "steps": 3}]}"#
    static let transition = """
        {"sizeRange": [100, 100], "states": [
          {"name": "a", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": [{"type": "node", "id": "x", "style": {"height": 10}}]}}},
          {"name": "b", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": [{"type": "node", "id": "y", "style": {"height": 20}}]}}}]}
        """

    /// Runs `swatch` with standard output on /dev/full.
    private func runIntoFullDevice(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("/dev/full is not here") }
        let process = Process()
        process.executableURL = Executable.productsDirectory.appendingPathComponent("swatch")
        process.arguments = arguments
        let err = Pipe()
        process.standardOutput = full
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testEveryCommandThatWritesSaysSoAndExitsOne() throws {
        let spec = try Executable.temporaryFile(Self.spec)
        let scenario = try Executable.temporaryFile(Self.scenario, name: "scenario.json")
        let transition = try Executable.temporaryFile(Self.transition, name: "transition.json")
        let runs: [[String]] = [
            ["layout", spec], ["layout", spec, "--format", "svg"], ["layout", spec, "--format", "ascii"],
            ["layout", spec, "--format", "swift"], ["hit", spec, "10,10"],
            ["ranges", scenario], ["ranges", scenario, "--format", "svg"], ["ranges", scenario, "--format", "timeline"],
            ["transition", transition], ["transition", transition, "--format", "svg"],
            ["schema"],
        ]
        for arguments in runs {
            let (status, stderr) = try runIntoFullDevice(arguments)
            XCTAssertEqual(status, 1, "\(arguments): \(stderr)")
            XCTAssertTrue(
                stderr.contains("swatch \(arguments[0]): cannot write the output: No space left on device"),
                "\(arguments): \(stderr)")
        }
    }

    /// Help goes to standard output too: before, ArgumentParser's `print`
    /// dropped the error and `swatch --help > /dev/full` exited 0.
    func testHelpSaysSoAndExitsOne() throws {
        for arguments in [["--help"], ["help"], ["layout", "--help"], ["help", "ranges"], []] {
            let (status, stderr) = try runIntoFullDevice(arguments)
            XCTAssertEqual(status, 1, "\(arguments): \(stderr)")
            XCTAssertEqual(stderr, "swatch: cannot write the output: No space left on device\n", "\(arguments)")
        }
        // Written where it can be, help still exits 0 and an unknown option 64.
        let help = try assertSucceeds(["layout", "--help"])
        XCTAssertTrue(help.contains("USAGE: swatch layout"), help)
        XCTAssertEqual(try Executable.run("swatch", ["layout", "--no-such-option"]).status, 64)
    }

    func testBuildSaysSoWhenItsSummaryCannotBeWritten() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-full-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data("---\ntitle: A\n---\nHello.\n".utf8).write(to: root.appendingPathComponent("content/a.md"))
        let (status, stderr) = try runIntoFullDevice(
            ["build", "--content", root.appendingPathComponent("content").path, "--public", root.appendingPathComponent("none").path,
             "--out", root.appendingPathComponent("site").path])
        XCTAssertEqual(status, 1, stderr)
        XCTAssertTrue(stderr.contains("swatch build: cannot write the output: No space left on device"), stderr)
    }

    /// The server's banner: before, a crash (Foundation's FileHandle traps on the error).
    func testServeSaysSoInsteadOfCrashing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-full-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["content", "public"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let (status, stderr) = try runIntoFullDevice(
            ["serve", "--host", "127.0.0.1", "--port", "0", "--content", root.appendingPathComponent("content").path,
             "--public", root.appendingPathComponent("public").path])
        XCTAssertEqual(status, 1, stderr)
        XCTAssertTrue(stderr.contains("swatch serve: cannot write the output: No space left on device"), stderr)
    }
}
