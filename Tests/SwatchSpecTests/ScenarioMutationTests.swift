import Foundation
import SwatchJSON
import SwatchRanges
import SwatchSpec
import SwatchTestSupport
import XCTest

/// Mutated scenario texts are rejected with an error or run within limits:
/// never a crash or a hang.
final class ScenarioMutationTests: XCTestCase {
    func testMutatedFixturesNeverCrash() throws {
        let directory = Fixtures.directory.appendingPathComponent("ranges")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        var g = RepeatableRandomNumberGenerator(seed: 42)
        let replacements: [String] = ["-1", "0", "1e9", "\"x\"", "null", "[]", "{}", "true", "0.5", "99999999", "[1, 2, 3]"]
        var accepted = 0, rejected = 0
        for name in names {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            guard let value = try? JSONParser.parse(text), let scenario = value.objectMembers?["scenario"] else { continue }
            let base = ScenarioMutationTests.render(scenario)
            // Replace each number or literal token in turn with a hostile one.
            let tokens = base.tokenRanges
            for _ in 0..<60 {
                guard let range = tokens.randomElement(using: &g) else { break }
                var mutated = base
                mutated.replaceSubrange(range, with: replacements.randomElement(using: &g)!)
                do {
                    let decoded = try ScenarioDecoder.decode(mutated)
                    _ = try RangesDocument.run(decoded, limits: RangeLimits(workBudget: 2_000_000))
                    accepted += 1
                } catch {
                    // A rejection names where: a JSON path, and a line and column
                    // unless the engine's work limit stopped the run.
                    guard let path = error.path else { return XCTFail("\(name): no path in \(error)") }
                    if error.location == nil {
                        XCTAssertEqual(path.description, "scroll", "\(name): \(error)")
                        XCTAssertTrue(error.message.contains("work"), "\(name): \(error)")
                    }
                    XCTAssertTrue(error.description.hasPrefix(path.description + ": "), "\(error)")
                    rejected += 1
                }
            }
        }
        XCTAssertGreaterThan(accepted, 0)
        XCTAssertGreaterThan(rejected, 0)
    }
}

extension ScenarioMutationTests {
    /// A JSON value back to compact text.
    static func render(_ v: JSONValue) -> String {
        switch v.kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : "\(n)"
        case .string(let s): return "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .array(let items): return "[" + items.map(render).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { "\"\($0.key)\":" + render($0.value) }.joined(separator: ",") + "}"
        }
    }
}

extension String {
    /// Ranges of numbers and literals (not keys) in compact JSON text.
    var tokenRanges: [Range<String.Index>] {
        var out: [Range<String.Index>] = []
        var i = startIndex
        var inString = false
        while i < endIndex {
            let c = self[i]
            if inString {
                if c == "\\" { i = index(after: i) } else if c == "\"" { inString = false }
                i = index(after: i)
                continue
            }
            if c == "\"" { inString = true; i = index(after: i); continue }
            if c == "-" || c.isNumber || c == "t" || c == "f" || c == "n" {
                let start = i
                while i < endIndex, "-+.eE0123456789truefalsn".contains(self[i]) { i = index(after: i) }
                out.append(start..<i)
                continue
            }
            i = index(after: i)
        }
        return out
    }
}
