import SwatchTestSupport
import XCTest

/// The public conformance cases (derived from Texture's snapshot tests),
/// copied into Tests/Fixtures/frames, with the checker's pass rule.
final class ConformanceFrameTests: XCTestCase {
    func testEveryFrameCasePasses() throws {
        let files = Fixtures.jsonFiles(in: Fixtures.directory.appendingPathComponent("frames"))
        XCTAssertGreaterThanOrEqual(files.count, 21, "the fixtures are missing")
        var failures: [String] = []
        for file in files {
            let testCase = try FrameCase(url: file)
            do {
                let result = try layOut(testCase.specText)
                if let mismatch = testCase.mismatch(size: result.size, frames: result.frames) {
                    failures.append("\(testCase.name): \(mismatch)")
                }
            } catch {
                failures.append("\(testCase.name): \(error)")
            }
        }
        XCTAssertEqual(failures, [], "\(files.count - failures.count) passed, \(failures.count) failed")
    }

    func testTheCheckerRuleRejectsAWrongFrame() throws {
        // The runner itself must be able to fail: move one node by a point.
        let file = Fixtures.directory.appendingPathComponent("frames/overlay-testOverlay.json")
        let testCase = try FrameCase(url: file)
        var result = try layOut(testCase.specText)
        let id = try XCTUnwrap(result.frames.keys.sorted().first { testCase.mismatch(size: result.size, frames: [$0: [-100, -100, 1, 1]]) != nil })
        result.frames[id]?[0] += 1
        XCTAssertNotNil(testCase.mismatch(size: result.size, frames: result.frames))
    }
}
