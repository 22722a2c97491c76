import Foundation
import SwatchLayout
@testable import SwatchSpec
import SwatchTestSupport
import XCTest

/// The decoder's fast path must give exactly the document the careful
/// decoder gives, and leave every document it does not take to it.
final class FastSpecReaderTests: XCTestCase {
    func assertSame(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let value = try JSONParser.parse(text)
        let careful = try SpecDecoder.decodeCarefully(value)
        guard let fast = FastSpecReader.read(value) else {
            return XCTFail("\(name): the fast path gave up on a valid spec", file: file, line: line)
        }
        XCTAssertEqual(fast.title, careful.title, name, file: file, line: line)
        XCTAssertEqual(fast.sizeRange, careful.sizeRange, name, file: file, line: line)
        XCTAssertEqual(fast.scale, careful.scale, name, file: file, line: line)
        XCTAssertEqual(fast.tree, careful.tree, name, file: file, line: line)
        XCTAssertEqual(fast.elements, careful.elements, name, file: file, line: line)
    }

    func testEveryFixtureAndContentSpecReadsTheSameBothWays() throws {
        var checked = 0
        for file in Fixtures.jsonFiles(in: Fixtures.directory.appendingPathComponent("frames")) {
            try assertSame(try FrameCase(url: file).specText, file.lastPathComponent)
            checked += 1
        }
        for file in Fixtures.jsonFiles(in: Fixtures.repositoryRoot.appendingPathComponent("content/specs")) {
            let text = try Fixtures.text(file)
            // Range scenarios live there too; only layout specs concern this test.
            guard text.contains("\"root\"") else { continue }
            try assertSame(text, file.lastPathComponent)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 25)
    }

    func testRandomSpecsReadTheSameBothWays() throws {
        for seed in UInt64(1)...300 {
            var generator = RandomSpecTests.Generator(rng: RepeatableRandomNumberGenerator(seed: seed))
            try assertSame(generator.document(), "seed \(seed)")
        }
    }

    func testManyIdsAreCheckedForRepeats() throws {
        let unique = (0..<40).map { #"{"type": "node", "id": "n\#($0)"}"# }.joined(separator: ", ")
        try assertSame(#"{"root": {"type": "stack", "children": [\#(unique)]}}"#, "40 ids")
        let repeated = (0..<40).map { #"{"type": "node", "id": "n\#($0 == 30 ? 3 : $0)"}"# }.joined(separator: ", ")
        let text = #"{"root": {"type": "stack", "children": [\#(repeated)]}}"#
        XCTAssertNil(FastSpecReader.read(try JSONParser.parse(text)))
        XCTAssertThrowsError(try SpecDecoder.decode(text)) { error in
            XCTAssertEqual((error as? SpecError)?.path?.description, "root.children[30].id")
        }
    }

    func testTheFastPathLeavesAnythingUnusualToTheCarefulDecoder() throws {
        let unusual = [
            #"{"root": {"type": "node", "colour": "red"}}"#,
            #"{"root": {"type": "stack", "children": [{"type": "node", "id": "a"}, {"type": "node", "id": "a"}]}}"#,
            #"{"root": {"\u0074ype": "node"}}"#,
            #"{"root": {"type": "ratio", "ratio": 0, "child": {"type": "node"}}}"#,
            #"{"sizeRange": {"min": [10, 0]}, "root": {"type": "node"}}"#,
            #"{"scale": 0.05, "root": {"type": "node"}}"#,
            #"{"scale": 5e-324, "root": {"type": "node"}}"#,
        ]
        for text in unusual {
            XCTAssertNil(FastSpecReader.read(try JSONParser.parse(text)), text)
        }
        // An escaped key is still a key: the careful decoder reads it.
        XCTAssertNoThrow(try SpecDecoder.decode(#"{"root": {"\u0074ype": "node"}}"#))
    }
}
