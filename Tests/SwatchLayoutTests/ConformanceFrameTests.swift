import SwatchTestSupport
import Testing
import XCTest

/// The public conformance cases (derived from Texture's snapshot tests),
/// copied into Tests/Fixtures/frames: each case a test of its own, named
/// after its fixture, with the checker's pass rule.
@Suite struct ConformanceFrameCases {
    @Test("frames fixture", arguments: Fixtures.names("frames"))
    func fixture(_ name: String) throws {
        let testCase = try FrameCase(url: Fixtures.url("frames", name))
        let result = try layOut(testCase.specText)
        #expect(testCase.mismatch(size: result.size, frames: result.frames) == nil)
    }

    @Test func theFixturesAreThere() {
        #expect(Fixtures.names("frames").count >= 21)
    }
}

final class ConformanceFrameTests: XCTestCase {
    func testTheCheckerRuleRejectsAWrongFrame() throws {
        // The runner itself must be able to fail: move one node by a point.
        let testCase = try FrameCase(url: Fixtures.url("frames", "overlay-testOverlay"))
        var result = try layOut(testCase.specText)
        let id = try XCTUnwrap(result.frames.keys.sorted().first { testCase.mismatch(size: result.size, frames: [$0: [-100, -100, 1, 1]]) != nil })
        result.frames[id]?[0] += 1
        XCTAssertNotNil(testCase.mismatch(size: result.size, frames: result.frames))
    }
}
