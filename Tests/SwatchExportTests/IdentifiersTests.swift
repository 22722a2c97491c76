@testable import SwatchExport
import XCTest

/// Unique names cost one try each: before, the n-th node without an id
/// tried `displayNode`, `displayNode2`... up to its own number, so 9,999 of
/// them took 50 million tries (16 s for `swatch layout --format swift`).
final class IdentifiersTests: XCTestCase {
    func testNumberedNamesCostAboutOneTryEach() {
        var identifiers = Identifiers()
        let names = (0..<10_000).map { _ in identifiers.unique("displayNode") }
        XCTAssertEqual(Array(names.prefix(3)), ["displayNode", "displayNode2", "displayNode3"])
        XCTAssertEqual(names.last, "displayNode10000")
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertLessThanOrEqual(identifiers.tries, 2 * names.count, "\(identifiers.tries) tries")
    }

    func testANumberTakenByAnotherNameIsSkipped() {
        var identifiers = Identifiers()
        XCTAssertEqual(identifiers.unique("row"), "row")
        XCTAssertEqual(identifiers.unique("row2"), "row2", "an id that ends in a number")
        XCTAssertEqual(identifiers.unique("row"), "row3")
        XCTAssertEqual(identifiers.unique("row4"), "row4")
        XCTAssertEqual(identifiers.unique("row"), "row5")
        XCTAssertEqual(identifiers.unique("row"), "row6")
        XCTAssertEqual(identifiers.unique("new"), "theNew", "ARC's ownership words gain `the`")
        XCTAssertEqual(identifiers.unique("new"), "theNew2")
        XCTAssertEqual(identifiers.unique("node"), "node2", "reserved")
    }
}
