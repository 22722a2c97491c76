import Foundation
import SwatchTestSupport
import XCTest

/// What every command that reads a document does alike (`swatch layout`,
/// `ranges` and `transition`, run as the built binary): it reads a file or
/// standard input (`-`) and prints JSON unless told otherwise; a syntax
/// error or bytes that are not UTF-8 exit 2 naming their line and column; a
/// file that is not there exits 1.
final class DocumentCommandTests: XCTestCase {
    /// Each command, a small document it reads, and a member its JSON answer has.
    static let commands: [(name: String, document: String, member: String)] = [
        ("layout", #"{"sizeRange": [200, 100], "root": {"type": "node", "id": "a"}}"#, "nodes"),
        ("ranges", #"{"viewport": [375, 600], "items": {"count": 20, "size": [375, 100]}, "scroll": [{"offset": 0}]}"#, "steps"),
        ("transition", #"{"states": [{"name": "a", "root": {"type": "node", "id": "r", "layout": {"type": "stack", "children": []}}}, {"name": "b", "root": {"type": "node", "id": "r", "layout": {"type": "stack", "children": [{"type": "node", "id": "n", "intrinsicSize": [10, 10]}]}}}]}"#, "transitions"),
    ]

    func testEachReadsStandardInputAndAFileAndDefaultsToJSON() throws {
        for command in Self.commands {
            let fromInput = try assertSucceeds([command.name, "-"], stdin: command.document)
            let object = try JSONSerialization.jsonObject(with: Data(fromInput.utf8)) as? [String: Any]
            XCTAssertNotNil(object?[command.member], "\(command.name): \(fromInput.prefix(200))")
            let fromFile = try assertSucceeds([command.name, try Executable.temporaryFile(command.document)])
            XCTAssertEqual(fromFile, fromInput, command.name)
        }
    }

    func testEachNamesASyntaxErrorsLineAndColumn() throws {
        for command in Self.commands {
            try assertRefused([command.name, "-"], stdin: "{\"title\": [1,]}", saying: ["swatch \(command.name): <stdin>: line 1, column 14"])
        }
    }

    func testEachNamesBytesThatAreNotUTF8() throws {
        let swatch = Executable.productsDirectory.appendingPathComponent("swatch").path
        for command in Self.commands {
            let input = Array(#"{"title": "caf"#.utf8) + [0xE9] + Array(#""}"#.utf8)
            let result = try Executable.runProgram(swatch, [command.name, "-"], input: input)
            XCTAssertEqual(result.status, 2, "\(command.name): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("<stdin>: line 1, column 15: invalid UTF-8"), "\(command.name): \(result.stderr)")
        }
    }

    func testEachExitsOneForAMissingFile() throws {
        for command in Self.commands {
            let result = try Executable.run("swatch", [command.name, "/nonexistent/document.json"])
            XCTAssertEqual(result.status, 1, command.name)
            XCTAssertTrue(result.stderr.contains("no such file"), "\(command.name): \(result.stderr)")
        }
    }
}
