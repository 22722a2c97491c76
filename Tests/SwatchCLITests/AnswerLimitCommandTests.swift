import Foundation
import SwatchTestSupport
import XCTest

/// `swatch ranges` holds its answer to the limit: the issue's 139-byte
/// scenario (a 627 MB answer before) exits 2 with a message naming the
/// limit and what to change, and prints nothing.
final class AnswerLimitCommandTests: XCTestCase {
    static let scenario = #"{"items":{"count":1000000,"size":[375,1]},"scroll":[{"offset":0},{"offset":1000000,"steps":1000},{"offset":0,"steps":999}]}"#

    func testTheIssuesScenarioIsRefusedInEveryFormat() throws {
        let file = try Executable.temporaryFile(Self.scenario)
        for format in ["json", "svg"] {
            let result = try Executable.run("swatch", ["ranges", file, "--format", format])
            XCTAssertEqual(result.status, 2, "\(format): \(result.stderr)")
            XCTAssertEqual(result.output.count, 0, "nothing printed")
            XCTAssertTrue(result.stderr.contains("scroll: the answer would be larger than the limit of 64 MiB"), result.stderr)
            XCTAssertTrue(result.stderr.contains("use fewer steps, or fewer items in range"), result.stderr)
        }
    }

    func testAScenarioUnderTheLimitIsAnsweredWhole() throws {
        let smaller = #"{"items":{"count":1000000,"size":[375,1]},"scroll":[{"offset":0},{"offset":1000000,"steps":20}]}"#
        let result = try Executable.run("swatch", ["ranges", try Executable.temporaryFile(smaller)])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertGreaterThan(result.output.count, 10_000_000)
        XCTAssertTrue(result.stdout.hasSuffix("\n]}\n"))
    }
}
