import SwatchJSON
@testable import SwatchSpec
import Synchronization
import XCTest

/// Lines and columns cost nothing until something asks for one: reading a
/// document written on one long line scans no bytes for locations, however
/// many elements it has, and an error scans the text once. (Counting each
/// element's column from the start of its line made a 1 MiB one-line spec
/// take seconds.) Work is counted in bytes scanned, not timed.
final class LocationCostTests: XCTestCase {
    /// `{"root": {"type": "stack", "children": [...]}}` on one line, with
    /// `elements` elements in all; `last` replaces the last child.
    func oneLineSpec(elements: Int, last: String = #"{"type":"node","intrinsicSize":[10,10]}"#) -> [UInt8] {
        var children = Array(repeating: #"{"type":"node","intrinsicSize":[10,10]}"#, count: elements - 2)
        children.append(last)
        return Array(#"{"root":{"type":"stack","direction":"vertical","children":[\#(children.joined(separator: ","))]}}"#.utf8)
    }

    func scanned(_ value: JSONValue) -> Int {
        value.tape.bytesScannedForLocations.load(ordering: .relaxed)
    }

    func testReadingAOneLineSpecOf10000ElementsScansNoBytesForLocations() throws {
        for elements in [5_000, 10_000] {
            let value = try JSONParser.parse(bytes: oneLineSpec(elements: elements))
            let document = try SpecDecoder.decode(value)
            XCTAssertEqual(document.elements.count, elements)
            XCTAssertEqual(scanned(value), 0, "\(elements) elements")
        }
        // A scenario's cell is read by the same reader.
        let cell = String(decoding: oneLineSpec(elements: 10_000).dropFirst(8).dropLast(1), as: UTF8.self)
        let scenario = try JSONParser.parse(#"{"items": {"count": 2, "cell": \#(cell)}}"#)
        XCTAssertNoThrow(try ScenarioDecoder.decode(scenario))
        XCTAssertEqual(scanned(scenario), 0, "a 10,000-element cell")
    }

    func testAnElementsLocationIsWorkedOutWhenAskedFor() throws {
        let bytes = oneLineSpec(elements: 10_000)
        let value = try JSONParser.parse(bytes: bytes)
        let document = try SpecDecoder.decode(value)
        let expectedColumn = bytes.count - #"{"type":"node","intrinsicSize":[10,10]}]}}"#.utf8.count + 1
        XCTAssertEqual(document.location(ofElement: 9_999), SourceLocation(line: 1, column: expectedColumn))
        XCTAssertEqual(scanned(value), expectedColumn - 1, "one pass over the bytes before it")
        XCTAssertEqual(document.location(ofElement: 0), SourceLocation(line: 1, column: 9))
    }

    func testAnErrorAtTheEndOfAOneLineSpecScansTheTextOnce() throws {
        let bytes = oneLineSpec(elements: 10_000, last: #"{"type":"node","intrinsicSize":[-1,10]}"#)
        let value = try JSONParser.parse(bytes: bytes)
        XCTAssertThrowsError(try SpecDecoder.decode(value)) { error in
            let e = error as! SpecError
            XCTAssertEqual(e.path?.description, "root.children[9998].intrinsicSize[0]")
            XCTAssertEqual(e.location?.line, 1)
            XCTAssertLessThanOrEqual(scanned(value), bytes.count, "one pass at most")
            XCTAssertGreaterThan(scanned(value), 0)
        }
    }

    /// An object with many keys is checked for repeats by hashing, so 20,000
    /// keys take linear time (comparing each with every other was quadratic).
    func testAnObjectWithManyKeysFindsARepeatedKeyAtTheEnd() throws {
        let keys = (0..<20_000).map { "\"k\($0)\":0" }.joined(separator: ",")
        XCTAssertNoThrow(try JSONParser.parse("{\(keys)}"))
        XCTAssertThrowsError(try JSONParser.parse("{\(keys),\"k19999\":1}")) { error in
            let e = error as! SpecError
            XCTAssertTrue(e.message.contains("duplicate key \"k19999\""), e.message)
            XCTAssertEqual(e.location?.column, keys.utf8.count + 3)
        }
    }
}
