import Foundation
import SwatchFuzz
import SwatchGeometry
import SwatchLayout
import SwatchSpec
import SwatchTestSupport
import XCTest

/// `swatch explain`'s numbers: every element's size lies in the range its
/// kept layout was asked for (within a device pixel; an inverted range gives
/// its minimum), and each stack line's content and violation are the
/// arithmetic of `ASStackUnpositionedLayout` over its children's base sizes.
final class ExplanationTests: XCTestCase {
    func check(_ text: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let document = try SpecDecoder.decode(text)
        let layout = document.layout(text: MonospaceTextMeasurer())
        let explanation = try document.explain(layout)
        let records = explanation.records
        let px = 1 / document.scale + 1e-9
        for i in explanation.elements {
            let record = records.elements[i]
            guard let range = record.range, let size = record.size else { continue }
            if layout.refusedSize != nil { break }
            // An undefined bound (a fraction of an undefined parent size in
            // a stretch, say) makes the size undefined, which ASLayout turns
            // into 0 x 0 on both axes.
            let undefined = [range.min.width, range.min.height, range.max.width, range.max.height].contains { $0.isNaN }
            for (lo, hi, v) in [(range.min.width, range.max.width, size.width), (range.min.height, range.max.height, size.height)]
            where !undefined {
                if lo > hi {
                    XCTAssertEqual(v, lo, accuracy: px, "\(label) element \(i): an inverted range gives its minimum", file: file, line: line)
                } else {
                    XCTAssertTrue(v >= lo - px && v <= hi + px, "\(label) element \(i): \(v) in \(lo)...\(hi)", file: file, line: line)
                }
            }
            guard case .stack(let options) = document.tree.elements[i].kind else { continue }
            let vertical = options.direction == .vertical
            let (mainMin, mainMax) = vertical ? (range.min.height, range.max.height) : (range.min.width, range.max.width)
            var seen = 0
            for stackLine in records.lines(ofStack: i, in: document.tree) {
                var content = options.spacing * Double(stackLine.children.count - 1)
                for c in stackLine.children {
                    let style = document.tree.style(of: c)
                    content += style.spacingBefore + style.spacingAfter
                }
                for c in stackLine.children { content += records.stackChildren[c].base }
                seen += stackLine.children.count
                guard content.isFinite else { continue }
                XCTAssertEqual(stackLine.content, content, accuracy: 1e-6, "\(label) stack \(i): content", file: file, line: line)
                let violation = content < mainMin ? mainMin - content : content > mainMax ? mainMax - content : 0
                XCTAssertEqual(stackLine.violation, violation, accuracy: 1e-6, "\(label) stack \(i): violation", file: file, line: line)
            }
            XCTAssertEqual(seen, Int(document.tree.elements[i].childCount), "\(label) stack \(i): every child in a line")
        }
        // The JSON is what SPEC.md defines, and it parses.
        let json = try JSONSerialization.jsonObject(with: Data(explanation.json().utf8)) as! [String: Any]
        XCTAssertEqual((json["elements"] as! [Any]).count, document.tree.count, label)
        XCTAssertNotNil(json["warnings"] as? [Any], label)
        _ = explanation.text()
    }

    func testTheConformanceCasesAndTheWarningFixtures() throws {
        for url in Fixtures.jsonFiles(in: Fixtures.directory.appendingPathComponent("frames")) {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
            try check(String(decoding: try JSONSerialization.data(withJSONObject: object["spec"]!), as: UTF8.self), url.lastPathComponent)
        }
        for name in Fixtures.names("warnings") {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.url("warnings", name))) as! [String: Any]
            for c in object["cases"] as! [[String: Any]] {
                for key in ["mistake", "fix"] {
                    try check(String(decoding: try JSONSerialization.data(withJSONObject: c[key]!), as: UTF8.self), "\(name) \(key)")
                }
            }
        }
    }

    func testRandomSpecs() throws {
        for seed in UInt64(1)...300 {
            var generator = RandomSpecTests.Generator(rng: RepeatableRandomNumberGenerator(seed: seed))
            try check(generator.document(), "seed \(seed)")
        }
    }

    /// The flexing a stack child records: its base and what flexing changed,
    /// as Texture's E1 (`reference/layout.md` 4.10) computes them.
    func testShrinkIsRecordedAsTextureComputesIt() throws {
        let document = try SpecDecoder.decode(#"""
            {"sizeRange": {"min": [0, 0], "max": [300, "inf"]}, "root": {"type": "stack", "spacing": 10, "alignItems": "start",
              "children": [{"type": "node", "id": "a", "intrinsicSize": [200, 40], "style": {"flexShrink": 1}},
                           {"type": "node", "id": "b", "intrinsicSize": [150, 20], "style": {"flexShrink": 1}},
                           {"type": "node", "id": "c", "intrinsicSize": [50, 30]}]}}
            """#)
        let explanation = try document.explain(document.layout())
        let lines = explanation.records.lines(ofStack: 0, in: document.tree)
        XCTAssertEqual(lines.map(\.content), [420])
        XCTAssertEqual(lines.map(\.violation), [-120])
        let children = explanation.records.stackChildren
        XCTAssertEqual([children[1].base, children[2].base, children[3].base], [200, 150, 50])
        // 200 − 68.571 = 131.43, rounded up to 131.5; 150 − 51.429 = 98.57, to 99.
        XCTAssertEqual([children[1].adjustment, children[2].adjustment, children[3].adjustment], [-68.5, -51, 0])
        XCTAssertTrue(explanation.text().contains(
            "The stack at root is 300 wide; its children want 420; 120 over; `a` gives 68.5 and `b` gives 51, each in proportion to its width times its flexShrink"),
            explanation.text())
    }

    func testTheOnlyChildWithFlexShrinkGivesTheOverflow() throws {
        let document = try SpecDecoder.decode(#"""
            {"sizeRange": [300, 50], "root": {"type": "stack", "id": "row", "children": [
              {"type": "node", "id": "icon", "intrinsicSize": [50, 20]},
              {"type": "node", "id": "name", "intrinsicSize": [300, 20], "style": {"flexShrink": 1}}]}}
            """#)
        let text = try document.explain(document.layout()).text()
        XCTAssertTrue(text.contains("`row` is 300 wide; its children want 350; 50 over; `name` gives 50: it is the only child with flexShrink."), text)
        XCTAssertTrue(text.contains("`row` asked for exactly 250 wide and exactly 50 tall, flexing it from 300 to 250 wide"), text)
    }

    func testOneElementAndItsSubtree() throws {
        let document = try SpecDecoder.decode(#"""
            {"root": {"type": "stack", "children": [{"type": "inset", "child": {"type": "node", "id": "a"}}, {"type": "node", "id": "b"}]}}
            """#)
        let layout = document.layout()
        let inset = try document.element(atPath: "root.children[0]")
        XCTAssertEqual(try document.explain(layout, from: inset).elements, [1, 2])
        XCTAssertEqual(try document.element(withID: "b"), 3)
        XCTAssertThrowsError(try document.element(withID: "zzz")) { error in
            XCTAssertTrue("\(error)".contains("no element has the id \"zzz\" (ids: a, b)"), "\(error)")
        }
        XCTAssertThrowsError(try document.element(atPath: "root.child")) { error in
            XCTAssertTrue("\(error)".contains("no element is at the path root.child"), "\(error)")
        }
    }
}
