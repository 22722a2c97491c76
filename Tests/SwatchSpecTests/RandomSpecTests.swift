import SwatchFuzz
import SwatchKit
import SwatchSpec
import SwatchTestSupport
import XCTest

/// Seeded random specs of every element type and style key: each decodes,
/// lays out without crashing (internal checks are on in test builds: finite,
/// non-negative, pixel-aligned sizes), and gives the same frames twice.
/// Random damage to valid specs is rejected with an error that says where,
/// never a crash, and what is still accepted prints finite numbers.
final class RandomSpecTests: XCTestCase {
    struct Generator {
        var rng: RepeatableRandomNumberGenerator
        var budget = 60

        mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &rng)] }
        mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        mutating func number(_ range: ClosedRange<Double>) -> String {
            let v = Double.random(in: range, using: &rng)
            return chance(0.5) ? String(Int(v)) : String((v * 4).rounded() / 4)
        }

        mutating func dimension() -> String {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return "\"auto\""
            case 1: return "\"\(Int.random(in: 0...100, using: &rng))%\""
            default: return number(0...300)
            }
        }

        mutating func style() -> String {
            var keys: [String] = []
            for key in ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "flexBasis"] where chance(0.15) {
                keys.append("\"\(key)\": \(dimension())")
            }
            for key in ["spacingBefore", "spacingAfter", "ascender", "descender"] where chance(0.15) {
                keys.append("\"\(key)\": \(number(-20...40))")
            }
            for key in ["flexGrow", "flexShrink"] where chance(0.3) {
                keys.append("\"\(key)\": \(number(0...3))")
            }
            if chance(0.2) { keys.append("\"alignSelf\": \"\(pick(["auto", "start", "end", "center", "stretch"]))\"") }
            if chance(0.1) { keys.append("\"preferredSize\": [\(number(0...200)), \(number(0...200))]") }
            if chance(0.2) { keys.append("\"layoutPosition\": [\(number(-30...200)), \(number(-30...200))]") }
            if chance(0.15) {
                let edges = ["top", "left", "bottom", "right"].filter { _ in chance(0.8) }.map { "\"\($0)\": \(number(-25...10))" }
                keys.append("\"hitTestSlop\": {" + edges.joined(separator: ", ") + "}")
            }
            return "{" + keys.joined(separator: ", ") + "}"
        }

        mutating func element(depth: Int) -> String {
            budget -= 1
            let leaf = depth > 6 || budget <= 0
            let type = leaf ? pick(["node", "image"]) : pick(["node", "image", "stack", "stack", "stack", "inset", "overlay", "background", "center", "relative", "ratio", "absolute", "corner", "wrapper"])
            var keys = ["\"type\": \"\(type)\"", "\"style\": \(style())"]
            func child() -> String { element(depth: depth + 1) }
            if (type == "node" || type == "image") && chance(0.2) { keys.append("\"userInteractionEnabled\": \(chance(0.5))") }
            switch type {
            case "node":
                if !leaf && chance(0.2) { keys.append("\"layout\": \(child())") }
                else if chance(0.6) { keys.append("\"intrinsicSize\": [\(number(0...250)), \(number(0...120))]") }
            case "image":
                keys.append("\"imageSize\": [\(number(0...200)), \(number(0...200))]")
            case "stack":
                keys.append("\"direction\": \"\(pick(["horizontal", "vertical"]))\"")
                keys.append("\"spacing\": \(number(-5...20))")
                keys.append("\"justifyContent\": \"\(pick(["start", "center", "end", "spaceBetween", "spaceAround"]))\"")
                keys.append("\"alignItems\": \"\(pick(["start", "end", "center", "stretch", "baselineFirst", "baselineLast"]))\"")
                keys.append("\"flexWrap\": \"\(pick(["noWrap", "wrap"]))\"")
                keys.append("\"alignContent\": \"\(pick(["start", "center", "end", "spaceBetween", "spaceAround", "stretch"]))\"")
                keys.append("\"lineSpacing\": \(number(0...10))")
                if chance(0.2) { keys.append("\"horizontalAlignment\": \"\(pick(["none", "left", "middle", "right"]))\"") }
                if chance(0.2) { keys.append("\"verticalAlignment\": \"\(pick(["none", "top", "center", "bottom"]))\"") }
                let n = Int.random(in: 0...4, using: &rng)
                keys.append("\"children\": [" + (0..<n).map { _ in child() }.joined(separator: ", ") + "]")
            case "inset":
                let edges = ["top", "left", "bottom", "right"].map { "\"\($0)\": \(chance(0.15) ? "\"inf\"" : number(-10...30))" }
                keys.append("\"insets\": {" + edges.joined(separator: ", ") + "}")
                keys.append("\"child\": \(child())")
            case "overlay":
                keys.append("\"child\": \(child())"); keys.append("\"overlay\": \(child())")
            case "background":
                keys.append("\"child\": \(child())"); keys.append("\"background\": \(child())")
            case "center":
                keys.append("\"centeringOptions\": \"\(pick(["none", "x", "y", "xy"]))\"")
                keys.append("\"sizingOptions\": \"\(pick(["default", "minimumX", "minimumY", "minimumXY"]))\"")
                keys.append("\"child\": \(child())")
            case "relative":
                keys.append("\"horizontalPosition\": \"\(pick(["none", "start", "center", "end"]))\"")
                keys.append("\"verticalPosition\": \"\(pick(["none", "start", "center", "end"]))\"")
                keys.append("\"sizingOption\": \"\(pick(["default", "minimumWidth", "minimumHeight", "minimumSize"]))\"")
                keys.append("\"child\": \(child())")
            case "ratio":
                keys.append("\"ratio\": \(pick(["0.25", "0.5", "1", "1.5", "3"]))")
                keys.append("\"child\": \(child())")
            case "absolute":
                keys.append("\"sizing\": \"\(pick(["default", "sizeToFit"]))\"")
                let n = Int.random(in: 0...3, using: &rng)
                keys.append("\"children\": [" + (0..<n).map { _ in child() }.joined(separator: ", ") + "]")
            case "corner":
                keys.append("\"location\": \"\(pick(["topLeft", "topRight", "bottomLeft", "bottomRight"]))\"")
                keys.append("\"offset\": [\(number(-10...10)), \(number(-10...10))]")
                keys.append("\"wrapsCorner\": \(chance(0.5))")
                keys.append("\"child\": \(child())"); keys.append("\"corner\": \(child())")
            default:
                let n = Int.random(in: 1...3, using: &rng)
                keys.append("\"children\": [" + (0..<n).map { _ in child() }.joined(separator: ", ") + "]")
            }
            return "{" + keys.joined(separator: ", ") + "}"
        }

        mutating func document() -> String {
            let maxW = chance(0.2) ? "\"inf\"" : number(50...400)
            let maxH = chance(0.5) ? "\"inf\"" : number(50...800)
            return #"{"sizeRange": {"min": [0, 0], "max": [\#(maxW), \#(maxH)]}, "scale": \#(pick(["1", "2", "3"])), "root": \#(element(depth: 0))}"#
        }
    }

    func testRandomSpecsLayOutDeterministically() throws {
        for seed in UInt64(1)...400 {
            var generator = Generator(rng: RepeatableRandomNumberGenerator(seed: seed))
            let text = generator.document()
            let document: SpecDocument
            do {
                document = try SpecDecoder.decode(text)
            } catch {
                return XCTFail("seed \(seed): generated spec rejected: \(error)\n\(text)")
            }
            let first = document.layout()
            let second = document.layout()
            XCTAssertEqual(first.frames(in: document.tree), second.frames(in: document.tree), "seed \(seed)")
            for frame in first.frames(in: document.tree) {
                let r = frame.frame
                XCTAssertTrue(r.origin.x.isFinite && r.origin.y.isFinite && r.size.width >= 0 && r.size.height >= 0, "seed \(seed)")
            }
        }
    }

    /// Random damage (bytes removed, inserted, replaced): every spec refused
    /// says where (a line and column, or a JSON path), and every spec still
    /// accepted lays out and prints finite numbers (frames JSON, SVG, tree).
    func testDamagedSpecsAreErrorsWithAPlaceAndAcceptedOnesPrintFiniteNumbers() throws {
        var rng = RepeatableRandomNumberGenerator(seed: 7)
        var refused = 0, accepted = 0
        for seed in UInt64(1)...150 {
            var generator = Generator(rng: RepeatableRandomNumberGenerator(seed: seed))
            var bytes = Array(generator.document().utf8)
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: bytes.remove(at: i)
                case 1: bytes.insert(UInt8.random(in: 0x20...0x7E, using: &rng), at: i)
                case 2: bytes[i] = UInt8.random(in: 0...0xFF, using: &rng)
                default:
                    // A digit changed: the JSON stays valid, a number moves (maybe out of range).
                    if let digit = bytes[i...].firstIndex(where: { (0x30...0x39).contains($0) }) {
                        bytes[digit] = UInt8.random(in: 0x30...0x39, using: &rng)
                    }
                }
            }
            let document: SpecDocument
            do {
                document = try SpecDecoder.decode(bytes: bytes)
            } catch {
                refused += 1
                XCTAssertTrue(error.location != nil || error.path != nil, "seed \(seed): refused without a place: \(error)")
                continue
            }
            accepted += 1
            let layout = document.layout()
            XCTAssertNil(OutputNumbers.jsonProblem(FramesJSON.render(document, layout)), "seed \(seed)")
            XCTAssertNil(OutputNumbers.treeTextProblem(ElementTreeText.render(document, layout)), "seed \(seed)")
            XCTAssertNil(OutputNumbers.svgProblem(document.svg(layout)), "seed \(seed)")
        }
        // Both sides were exercised: damage that breaks the spec, and damage it survives.
        XCTAssertGreaterThan(refused, 30, "\(refused) refused, \(accepted) accepted")
        XCTAssertGreaterThan(accepted, 10, "\(refused) refused, \(accepted) accepted")
    }
}
