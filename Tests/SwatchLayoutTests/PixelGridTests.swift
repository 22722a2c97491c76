import SwatchGeometry
import XCTest

final class PixelGridTests: XCTestCase {
    func testCeilAbsorbsFloatNoiseAtScale3() {
        let grid = PixelGrid(scale: 3)
        XCTAssertEqual(grid.ceil(100.666666666669), 302.0 / 3)
        XCTAssertEqual(grid.ceil(100.7), 101)
    }

    func testCeilFloorRoundAtScale2() {
        let grid = PixelGrid(scale: 2)
        XCTAssertEqual(grid.ceil(131.43), 131.5)
        XCTAssertEqual(grid.floor(25.7), 25.5)
        XCTAssertEqual(grid.round(99.25), 99.5)
        XCTAssertEqual(grid.round(-0.25), -0.5, "halves round away from zero")
    }

    func testCeilOfZeroIsPositiveZeroForSizes() {
        let size = PixelGrid(scale: 2).ceil(Size(width: 0, height: 0))
        XCTAssertEqual(size.width.sign, .plus)
    }

    func testInvalidSizeBecomesZeroInBothAxes() {
        let grid = PixelGrid(scale: 2)
        XCTAssertEqual(grid.ceil(Size(width: 375, height: .infinity)), .zero)
        XCTAssertEqual(grid.ceil(Size(width: .nan, height: 10)), .zero)
        XCTAssertEqual(grid.ceil(Size(width: 1e7, height: 10)), .zero)
    }
}
