import SwatchJSON
import XCTest

final class JSONParserTests: XCTestCase {
    func testParsesNestedValuesWithLocations() throws {
        let value = try JSONParser.parse("{\n  \"a\": [1, 2.5e1, \"x\\u00e9\"],\n  \"b\": null\n}")
        guard case .object(let members) = value.kind else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["a", "b"])
        XCTAssertEqual(members[0].value.location, SourceLocation(line: 2, column: 8))
        guard case .array(let items) = members[0].value.kind else { return XCTFail("not an array") }
        guard case .number(let n) = items[1].kind else { return XCTFail("not a number") }
        XCTAssertEqual(n, 25)
        guard case .string(let s) = items[2].kind else { return XCTFail("not a string") }
        XCTAssertEqual(s, "xé")
    }

    func testSyntaxErrorsNameLineAndColumn() {
        let cases: [(String, Int, Int, String)] = [
            ("{\"a\": 1,}", 1, 9, "member name"),
            ("[1 2]", 1, 4, "expected ',' or ']'"),
            ("{\n\"a\": tru}", 2, 6, "invalid literal"),
            ("", 1, 1, "empty"),
            ("{\"a\": 01}", 1, 8, "leading zeros"),
            ("{\"a\": 1e999}", 1, 12, "out of range"),
            ("{\"a\": NaN}", 1, 7, "NaN"),
            ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key"),
            ("\"abc", 1, 5, "unterminated"),
            ("[1] x", 1, 5, "after the end"),
        ]
        for (text, line, column, fragment) in cases {
            do {
                _ = try JSONParser.parse(text)
                XCTFail("\(text) parsed")
            } catch {
                XCTAssertEqual(error.location, SourceLocation(line: line, column: column), text)
                XCTAssertTrue(error.message.contains(fragment), "\(text): \(error.message)")
                XCTAssertTrue(error.isSyntax)
            }
        }
    }

    func testColumnsCountScalarsNotBytes() {
        do {
            _ = try JSONParser.parse("[\"日本\" x]")
            XCTFail("parsed")
        } catch {
            XCTAssertEqual(error.location, SourceLocation(line: 1, column: 7))
        }
    }

    func testRepeatedKeysAreFoundInLargeObjects() {
        for repeated in [3, 35] {
            let members = (0..<40).map { "\"k\($0 == 39 ? repeated : $0)\": \($0)" }.joined(separator: ", ")
            XCTAssertThrowsError(try JSONParser.parse("{" + members + "}")) { error in
                XCTAssertTrue((error as? SpecError)?.message.contains("duplicate key \"k\(repeated)\"") == true, "\(error)")
            }
        }
        let unique = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        XCTAssertNoThrow(try JSONParser.parse("{" + unique + "}"))
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try JSONParser.parse(text)) { error in
            XCTAssertTrue((error as? SpecError)?.message.contains("nesting") == true)
        }
    }
}
