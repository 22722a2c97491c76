import Foundation
import SwatchJSON
import SwatchRanges
import SwatchSpec
import SwatchTestSupport
import XCTest

/// A range run is held to the answer limit as it runs: its JSON is counted
/// record by record (never under the real size, never far over it), and a
/// run past the limit stops with an error naming the limit and what to
/// change, before its answer's memory is spent.
final class AnswerLimitTests: XCTestCase {
    /// The records, and a flow layout's items (an allowance each).
    private func counted(_ run: RangeRun, frames: Bool) -> Int {
        run.records.reduce(0) { $0 + $1.answerBytes(withFrame: frames) } + itemAllowance(run)
    }

    private func itemAllowance(_ run: RangeRun) -> Int {
        (run.finalLayout.flow?.count ?? 0) * FlowFrames.answerBytesPerItem
    }

    /// Every public case and content scenario: the count is at least the
    /// JSON's size, and within a record's fixed allowance of it.
    func testTheCountBoundsTheJSONFromAbove() throws {
        var scenarios: [String] = []
        for url in Fixtures.jsonFiles(in: Fixtures.directory.appendingPathComponent("ranges")) {
            let object = try JSONSerialization.jsonObject(with: Data(try Fixtures.text(url).utf8)) as? [String: Any]
            scenarios.append(String(decoding: try JSONSerialization.data(withJSONObject: object?["scenario"] ?? [:]), as: UTF8.self))
        }
        for url in Fixtures.jsonFiles(in: Fixtures.repositoryRoot.appendingPathComponent("content/specs")) {
            let text = try Fixtures.text(url)
            if text.contains("\"scroll\"") || text.contains("\"items\"") { scenarios.append(text) }
        }
        scenarios.append(#"{"items": {"count": 100000, "size": [375, 1]}, "scroll": [{"offset": 0}, {"offset": 100000, "steps": 10}]}"#)
        XCTAssertGreaterThan(scenarios.count, 20)
        for text in scenarios {
            guard let (scenario, run) = try? RangesDocument.run(text) else { continue }
            let json = RangesOutput.json(run).utf8.count
            let count = counted(run, frames: scenario.frames != nil)
            XCTAssertGreaterThanOrEqual(count, json - 200, "\(text.prefix(80))")
            XCTAssertLessThanOrEqual(count, json + run.records.count * 400 + itemAllowance(run), "\(text.prefix(80))")
        }
    }

    /// The issue's 139-byte scenario, whose JSON would be 627 MB: refused at
    /// the limit, naming it and what to change.
    func testTheIssuesScenarioStopsAtTheLimit() {
        let text = #"{"items":{"count":1000000,"size":[375,1]},"scroll":[{"offset":0},{"offset":1000000,"steps":1000},{"offset":0,"steps":999}]}"#
        XCTAssertThrowsError(try RangesDocument.run(text)) { error in
            let error = error as! SpecError
            XCTAssertEqual(error.path?.description, "scroll")
            XCTAssertTrue(error.message.hasPrefix("the answer would be larger than the limit of 64 MiB ("), error.message)
            XCTAssertTrue(error.message.contains("of 2000: every update lists each item in its states and each change"), error.message)
            XCTAssertTrue(error.message.hasSuffix("use fewer steps, or fewer items in range (larger items, a smaller viewport or tuning)"))
        }
    }

    func testALimitIsHeldWhateverItIs() throws {
        let text = #"{"items": {"count": 1000, "size": [375, 10]}, "scroll": [{"offset": 0}, {"offset": 5000, "steps": 50}]}"#
        let (_, run) = try RangesDocument.run(text)
        let size = RangesOutput.json(run).utf8.count
        XCTAssertNoThrow(try RangesDocument.run(text, limits: RangeLimits(answerBytes: size + run.records.count * 400)))
        XCTAssertThrowsError(try RangesDocument.run(text, limits: RangeLimits(answerBytes: size / 2)))
    }

    /// `shouldStop` (a server's client that hung up) is asked every 32 records and ends the run.
    func testARunStopsWhenAsked() {
        let text = #"{"items": {"count": 1000, "size": [375, 10]}, "scroll": [{"offset": 0}, {"offset": 5000, "steps": 500}]}"#
        let asked = Counter()
        XCTAssertThrowsError(try RangesDocument.run(text, limits: RangeLimits(shouldStop: { asked.next() >= 2 }))) { error in
            XCTAssertEqual((error as! SpecError).message, "the run was stopped at update 64 of 501: its answer is no longer wanted")
        }
    }

    func testOtherAnswersAreCheckedOnceMade() {
        XCTAssertNoThrow(try AnswerLimits.check(AnswerLimits.maxBytes, what: "answer"))
        XCTAssertThrowsError(try AnswerLimits.check(AnswerLimits.maxBytes + 1, what: "answer")) { error in
            XCTAssertEqual(
                (error as! SpecError).message, "the answer would be 67108865 bytes, over the limit of 64 MiB (67108864 bytes) for an answer")
        }
    }
}

private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func next() -> Int { lock.withLock { value += 1; return value } }
}
