import SwatchJSON
import SwatchKit
import SwatchPlayground
import XCTest

/// The page's engine splits a range scenario with `frames`: the ranges
/// module runs it without its frame model and draws the range animation,
/// and hands the frames module the rest (`FramesRequest`), which runs it
/// again with its frame model and draws the frame timeline. Every answer so
/// made is the one made in one go.
final class FramesSplitTests: XCTestCase {
    static let frames = """
        {"container": "table", "viewport": [375, 667], "items": {"count": 60, "size": [375, 120]},
         "frames": {"backgroundThreads": 1, "cost": {"measure": 3, "display": 20, "mount": 0.3}},
         "scroll": [{"offset": 0}, {"offset": 0, "steps": 3}, {"offset": 4000, "steps": 6}]}
        """
    static let plain = #"{"container": "table", "viewport": [375, 600], "items": {"count": 30, "size": [375, 80]}, "scroll": [{"offset": 900, "steps": 3}]}"#

    func testAFigureWithFramesMadeInTwoModulesIsTheAnswerMadeInOne() throws {
        for (step, still) in [(nil, false), (4, false), (2, true), (999, true)] as [(Int?, Bool)] {
            var request = PlaygroundRequest(text: Self.frames, width: 320)
            request.step = step
            request.still = still
            guard case .frames(let half) = request.rangesOrFrames(textMeasurer: nil) else { return XCTFail("drawn without its frames") }
            XCTAssertEqual(half.cursor.still, still ? step : nil)
            let forwarded = try EngineRequest.decode(FramesRequest.figure(request, half).requestJSON())
            XCTAssertEqual(forwarded.module(), .frames, "the frames module draws the frame timeline")
            guard case .frames(.figure(let read, let readHalf)) = forwarded else { return XCTFail("\(forwarded)") }
            XCTAssertEqual(read, request)
            XCTAssertEqual(readHalf, half)
            let whole = request.answer(textMeasurer: nil)
            XCTAssertNil(whole.error)
            XCTAssertEqual(read.framesAnswer(after: readHalf, textMeasurer: nil).json(), whole.json(), "step \(String(describing: step)), still \(still)")
        }
    }

    func testAFigureWithoutFramesIsTheRangesModulesAlone() {
        let request = PlaygroundRequest(text: Self.plain)
        guard case .drawn(let response) = request.rangesOrFrames(textMeasurer: nil) else { return XCTFail("handed on without frames") }
        XCTAssertEqual(response.json(), request.answer(textMeasurer: nil).json())
        // A scenario's error is answered where it is read.
        guard case .drawn(let broken) = PlaygroundRequest(text: #"{"container": "table", "scroll": 3}"#).rangesOrFrames(textMeasurer: nil) else {
            return XCTFail("an error is an answer")
        }
        XCTAssertNotNil(broken.error)
    }

    func testEachOutputComesFromOneHalfAndIsTheCLIs() throws {
        for text in [Self.frames, Self.plain] {
            for format in RangesFormat.allCases {
                let ranges = try RangesRenderer.renderWithoutFrames(text, format: format, textMeasurer: nil, cellFiles: [:])
                let frames = try RangesRenderer.renderFrames(text, format: format, textMeasurer: nil, cellFiles: [:])
                XCTAssertEqual(ranges == nil, frames != nil, "\(format) comes from one half")
                XCTAssertEqual(frames != nil, text == Self.frames && format != .svg, "\(format)")
                XCTAssertEqual(ranges ?? frames, try RangesRenderer.render(text, format: format))
            }
        }
        let request = FramesRequest.output(text: Self.frames, format: .timeline, cellFiles: ["a.json": "{}"])
        guard case .frames(.output(let text, let format, let cells)) = try EngineRequest.decode(request.requestJSON()) else {
            return XCTFail("not the frames call's output")
        }
        XCTAssertEqual(text, Self.frames)
        XCTAssertEqual(format, .timeline)
        XCTAssertEqual(cells, ["a.json": "{}"])
    }

    func testAFigureThatDoesNotFitItsSVGIsABadCallNamingWhere() {
        let call = #"{"call": "frames", "text": "{}", "figure": {"svg": "<svg/>", "later": [[0, 2, 9]], "steps": 1, "secondsPerStep": 0.8}}"#
        XCTAssertThrowsError(try EngineRequest.decode(call)) { error in
            XCTAssertEqual((error as? SpecError)?.path?.description, "figure.later[0]")
        }
        let missing = #"{"call": "frames", "text": "{}", "figure": {"svg": "<svg/>", "later": [], "secondsPerStep": 0.8}}"#
        XCTAssertThrowsError(try EngineRequest.decode(missing)) { error in
            XCTAssertEqual((error as? SpecError)?.path?.description, "figure")
        }
        let stray = #"{"call": "frames", "text": "{}", "format": "json", "width": 320}"#
        XCTAssertThrowsError(try EngineRequest.decode(stray)) { error in
            XCTAssertEqual((error as? SpecError)?.path?.description, "width")
        }
    }
}
