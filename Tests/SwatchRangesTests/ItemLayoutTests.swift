import SwatchGeometry
import SwatchRanges
import XCTest

/// R6: item frames per container and membership by positive-area intersection.
final class ItemLayoutTests: XCTestCase {
    func testTouchingEdgesDoNotIntersect() {
        let layout = ItemLayout(container: .table, viewport: Size(width: 375, height: 600),
                                heights: Array(repeating: 100, count: 20))
        XCTAssertEqual(layout.items(in: Rect(x: 0, y: 100, width: 375, height: 600)), Array(1...6))
        XCTAssertEqual(layout.items(in: Rect(x: 0, y: 100.5, width: 375, height: 600)), Array(1...7))
    }

    func testTableRowsStackAndTakeTheTableWidth() {
        let layout = ItemLayout(container: .table, viewport: Size(width: 320, height: 500), heights: [10, 20.5, 30])
        XCTAssertEqual(layout.frame(of: 2), Rect(x: 0, y: 30.5, width: 320, height: 30))
        XCTAssertEqual(layout.contentSize, Size(width: 320, height: 60.5))
    }

    func testCollectionRowsAreAsTallAsTheirTallestItemWhichCentresTheOthers() {
        let layout = ItemLayout(container: .collection(columns: 2), viewport: Size(width: 300, height: 500),
                                heights: [100, 40, 50, 50, 80])
        XCTAssertEqual(layout.frame(of: 0), Rect(x: 0, y: 0, width: 150, height: 100))
        XCTAssertEqual(layout.frame(of: 1), Rect(x: 150, y: 30, width: 150, height: 40))
        XCTAssertEqual(layout.frame(of: 4), Rect(x: 0, y: 150, width: 150, height: 80))
        XCTAssertEqual(layout.contentSize, Size(width: 300, height: 230))
        // A rect ending inside row 0 above the short item misses it.
        XCTAssertEqual(layout.items(in: Rect(x: 0, y: -10, width: 300, height: 40)), [0])
        XCTAssertEqual(layout.items(in: Rect(x: 0, y: 60, width: 300, height: 50)), [0, 1, 2, 3])
    }

    func testAppendingReflowsACollectionsLastRow() {
        var layout = ItemLayout(container: .collection(columns: 2), viewport: Size(width: 300, height: 500),
                                heights: [100, 40, 50])
        layout.append(heights: [90, 10])
        XCTAssertEqual(layout.frame(of: 2), Rect(x: 0, y: 120, width: 150, height: 50))
        XCTAssertEqual(layout.frame(of: 3), Rect(x: 150, y: 100, width: 150, height: 90))
        XCTAssertEqual(layout.contentSize.height, 200)
        XCTAssertEqual(layout.count, 5)
    }

    func testPagesAreTheViewportWhateverTheirSize() {
        let layout = ItemLayout(container: .pager, viewport: Size(width: 375, height: 667), heights: [1, 2, 3, 4])
        XCTAssertEqual(layout.frame(of: 2), Rect(x: 750, y: 0, width: 375, height: 667))
        XCTAssertEqual(layout.contentSize, Size(width: 1500, height: 667))
        XCTAssertEqual(layout.items(in: Rect(x: 375, y: 0, width: 375, height: 667)), [1])
        XCTAssertEqual(layout.items(in: Rect(x: -375, y: 0, width: 1125, height: 667)), [0, 1])
    }

    func testAZeroWidthContainerHoldsNoItems() {
        let layout = ItemLayout(container: .table, viewport: Size(width: 0, height: 600), heights: [100, 100])
        XCTAssertEqual(layout.items(in: Rect(x: 0, y: 0, width: 0, height: 600)), [])
    }

    func testRunningSumsMakeOneRowsBottomTheNextRowsTop() {
        let layout = ItemLayout(container: .table, viewport: Size(width: 10, height: 10),
                                heights: Array(repeating: 0.1, count: 10))
        for i in 0..<9 {
            XCTAssertEqual(layout.frame(of: i).maxY, layout.frame(of: i + 1).minY)
        }
        // The rect's top is exactly row 3's bottom: row 3 is out.
        let top = layout.frame(of: 3).maxY
        XCTAssertEqual(layout.items(in: Rect(x: 0, y: top, width: 10, height: 0.15)).first, 4)
    }
}
