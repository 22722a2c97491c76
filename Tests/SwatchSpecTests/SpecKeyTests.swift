import XCTest

@testable import SwatchSpec

/// The key table is spelled out (the WebAssembly build keeps no case names):
/// it must say what each case is called.
final class SpecKeyTests: XCTestCase {
    func testEachKeysNameIsItsCaseName() {
        XCTAssertEqual(SpecKey.names.count, SpecKey.allCases.count)
        for key in SpecKey.allCases {
            XCTAssertEqual(key.name, "\(key)")
            XCTAssertEqual(SpecKey.named("\(key)"), key)
        }
    }
}
