import Foundation
import SwatchGeometry
import SwatchFonts
import SwatchText
import SwatchSpec
import SwatchTestSupport
import Testing
import XCTest

/// The public touch cases, copied into Tests/Fixtures/touch, with
/// `check-touch`'s rule: every hit's node and chain exactly, every expected
/// node's `touch` within 0.01 (null where null), as the frames and hit
/// outputs print them.
final class ConformanceTouchTests: XCTestCase {
    static let fonts: TextEngine? = try? TextFontFiles.engine(
        directory: Fixtures.repositoryRoot.appendingPathComponent("Public/fonts").path)

    struct Case {
        var name: String
        var spec: String
        var points: [Point]
        var hits: [(node: String?, chain: [String])]
        var touch: [String: [Double]?]

        init(url: URL) throws {
            name = url.deletingPathExtension().lastPathComponent
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            spec = String(decoding: try JSONSerialization.data(withJSONObject: try XCTUnwrap(object["spec"])), as: UTF8.self)
            points = try XCTUnwrap(object["points"] as? [[Double]]).map { Point(x: $0[0], y: $0[1]) }
            let expected = try XCTUnwrap(object["expected"] as? [String: Any])
            hits = try XCTUnwrap(expected["hits"] as? [[String: Any]]).map { ($0["node"] as? String, $0["chain"] as? [String] ?? []) }
            touch = try XCTUnwrap(expected["touch"] as? [String: Any]).mapValues { $0 as? [Double] }
        }

        /// The first difference from what the engine answers, or nil.
        func mismatch(hitsJSON: String, framesJSON: String) throws -> String? {
            let gotHits = try XCTUnwrap(
                (try JSONSerialization.jsonObject(with: Data(hitsJSON.utf8)) as? [String: Any])?["hits"] as? [[String: Any]])
            guard gotHits.count == hits.count else { return "\(gotHits.count) hits for \(hits.count) points" }
            for (k, (got, want)) in zip(gotHits, hits).enumerated() {
                let node = got["node"] as? String
                let chain = got["chain"] as? [String] ?? []
                let point = got["point"] as? [Double] ?? []
                guard point.count == 2, abs(point[0] - points[k].x) <= 0.001, abs(point[1] - points[k].y) <= 0.001 else {
                    return "hits[\(k)]: point \(point)"
                }
                if node != want.node || chain != want.chain {
                    return "at \(points[k]): expected \(want.node ?? "null") \(want.chain), got \(node ?? "null") \(chain)"
                }
            }
            let nodes = try XCTUnwrap(
                (try JSONSerialization.jsonObject(with: Data(framesJSON.utf8)) as? [String: Any])?["nodes"] as? [[String: Any]])
            for (id, want) in touch.sorted(by: { $0.key < $1.key }) {
                guard let node = nodes.first(where: { $0["id"] as? String == id }), node.keys.contains("touch") else {
                    return "\(id): no touch"
                }
                let got = node["touch"] as? [Double]
                switch (want, got) {
                case (nil, nil): continue
                case (let w?, let g?) where w.count == 4 && g.count == 4 && zip(w, g).allSatisfy({ abs($0 - $1) <= 0.01 }): continue
                default: return "\(id).touch: expected \(String(describing: want)), got \(String(describing: got))"
                }
            }
            return nil
        }
    }

    static func answers(_ testCase: Case) throws -> (hits: String, frames: String) {
        let document = try SpecDecoder.decode(testCase.spec)
        let layout = document.layout(text: Self.fonts)
        return (HitsJSON.render(document, layout, points: testCase.points), FramesJSON.render(document, layout))
    }

    func testTheCheckerRuleRejectsAWrongAnswer() throws {
        let url = Fixtures.directory.appendingPathComponent("touch/seed-text-button-44.json")
        var testCase = try Case(url: url)
        let (hits, frames) = try Self.answers(testCase)
        XCTAssertNil(try testCase.mismatch(hitsJSON: hits, framesJSON: frames))
        testCase.touch["button"] = [157.5, 18, 60, 44.5]
        XCTAssertNotNil(try testCase.mismatch(hitsJSON: hits, framesJSON: frames))
        testCase = try Case(url: url)
        testCase.hits[0].chain = ["button"]
        XCTAssertNotNil(try testCase.mismatch(hitsJSON: hits, framesJSON: frames))
    }

    func testTheGuidesReplyButtonIs44PointsSquareAsMeasured() throws {
        // content/guide/touch-targets.md computes the slop from the measured
        // label: (44 - height) / 2. If the fonts change, this says so.
        let text = try Fixtures.text(Fixtures.repositoryRoot.appendingPathComponent("content/specs/touch-reply-button.json"))
        let document = try SpecDecoder.decode(text)
        let layout = document.layout(text: try XCTUnwrap(Self.fonts))
        let touch = document.touch(layout)
        let reply = try XCTUnwrap(touch.frames.indices.first { document.elements[touch.element($0)].id == "reply" })
        XCTAssertEqual(touch.frames[reply].frame.size, Size(width: 33, height: 15), "the page quotes 33 × 15")
        XCTAssertEqual(touch.areas[reply]?.rect.size, Size(width: 44, height: 44))
    }
}

@Suite struct ConformanceTouchCases {
    @Test("touch fixture", arguments: Fixtures.names("touch"))
    func fixture(_ name: String) throws {
        try #require(ConformanceTouchTests.fonts != nil, "the fonts in Public/fonts load")
        let testCase = try ConformanceTouchTests.Case(url: Fixtures.url("touch", name))
        let (hits, frames) = try ConformanceTouchTests.answers(testCase)
        #expect(try testCase.mismatch(hitsJSON: hits, framesJSON: frames) == nil)
    }

    @Test func theFixturesAreThere() {
        #expect(Fixtures.names("touch").count >= 5)
    }
}
