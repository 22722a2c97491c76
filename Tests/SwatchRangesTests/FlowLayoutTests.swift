import SwatchGeometry
import SwatchRanges
import XCTest

/// A collection's flow layout: each cell's size range as Texture's
/// ASCollectionViewFlowLayoutInspector decides it (delegate, then itemSize,
/// then the scroll direction's range), and where the flow puts the cells.
final class FlowLayoutTests: XCTestCase {
    let bounds = Size(width: 375, height: 667)

    func testWithoutDelegateOrItemSizeACellGetsZeroUpToTheWidthAndUnboundedHeight() {
        // ASCollectionViewFlowLayoutInspector.mm 86-87, NodeConstrainedSizeForScrollDirection.
        XCTAssertEqual(FlowLayout().sizeRange(delegate: nil, bounds: bounds),
                       SizeRange(min: .zero, max: Size(width: 375, height: .infinity)))
    }

    func testAnItemSizeOtherThanTheDefaultIsTheExactRange() {
        // ASCollectionViewFlowLayoutInspector.mm 82-84.
        let layout = FlowLayout(itemSize: Size(width: 120, height: 90))
        XCTAssertEqual(layout.sizeRange(delegate: nil, bounds: bounds), SizeRange(exactly: Size(width: 120, height: 90)))
        // 50 x 50 is UIKit's default, which Texture reads as "not set".
        XCTAssertEqual(FlowLayout(itemSize: Size(width: 50, height: 50)).sizeRange(delegate: nil, bounds: bounds).max.width, 375)
        // 50 x 51 is not the default.
        XCTAssertEqual(FlowLayout(itemSize: Size(width: 50, height: 51)).sizeRange(delegate: nil, bounds: bounds),
                       SizeRange(exactly: Size(width: 50, height: 51)))
    }

    func testTheDelegatesAnswerComesFirstUnlessItIsUnconstrained() {
        // ASCollectionViewFlowLayoutInspector.mm 67-68, 80.
        let layout = FlowLayout(itemSize: Size(width: 120, height: 90))
        let answer = SizeRange(min: Size(width: 100, height: 0), max: Size(width: 100, height: .infinity))
        XCTAssertEqual(layout.sizeRange(delegate: answer, bounds: bounds), answer)
        XCTAssertEqual(layout.sizeRange(delegate: .unconstrained, bounds: bounds), SizeRange(exactly: Size(width: 120, height: 90)))
        XCTAssertEqual(FlowLayout().sizeRange(delegate: .unconstrained, bounds: bounds).max, Size(width: 375, height: .infinity))
    }

    func testLinesFillInOrderAndShareWhatTheyLeaveBetweenTheirGaps() {
        // 375 less 10 + 10 of insets: 355 points a line; three 115s and two 5s take 355.
        let layout = FlowLayout(minimumInteritemSpacing: 5, minimumLineSpacing: 5,
                                sectionInset: Insets(top: 10, left: 10, bottom: 10, right: 10))
        let frames = FlowFrames(layout: layout, width: 375, sizes: Array(repeating: Size(width: 115, height: 115), count: 5))
        XCTAssertEqual(frames.frames[0], Rect(x: 10, y: 10, width: 115, height: 115))
        XCTAssertEqual(frames.frames[2], Rect(x: 250, y: 10, width: 115, height: 115))
        XCTAssertEqual(frames.frames[3], Rect(x: 10, y: 130, width: 115, height: 115))
        // The last line's two items are spread to its edges.
        XCTAssertEqual(frames.frames[4], Rect(x: 250, y: 130, width: 115, height: 115))
        XCTAssertEqual(frames.contentHeight, 255)
    }

    func testALoneItemIsCentredAndATallItemCentresItsLine() {
        let frames = FlowFrames(layout: FlowLayout(), width: 300,
                                sizes: [Size(width: 100, height: 40), Size(width: 100, height: 80), Size(width: 200, height: 20)])
        // 100 + 10 + 100 fit in 300; the third (200) does not.
        XCTAssertEqual(frames.frames[0], Rect(x: 0, y: 20, width: 100, height: 40))
        XCTAssertEqual(frames.frames[1], Rect(x: 200, y: 0, width: 100, height: 80))
        XCTAssertEqual(frames.frames[2], Rect(x: 50, y: 90, width: 200, height: 20))
        XCTAssertEqual(frames.contentHeight, 110)
    }

    func testAnItemWiderThanTheLineHasALineToItself() {
        let frames = FlowFrames(layout: FlowLayout(sectionInset: Insets(top: 0, left: 20, bottom: 0, right: 20)), width: 300,
                                sizes: [Size(width: 400, height: 10), Size(width: 10, height: 10)])
        XCTAssertEqual(frames.frames[0], Rect(x: 20, y: 0, width: 400, height: 10))
        XCTAssertEqual(frames.frames[1], Rect(x: 145, y: 20, width: 10, height: 10))
    }

    func testAppendingLaysTheLastLineOutAgain() {
        var frames = FlowFrames(layout: FlowLayout(minimumInteritemSpacing: 0, minimumLineSpacing: 0), width: 300,
                                sizes: [Size(width: 100, height: 50)], sizeRanges: [SizeRange(exactly: Size(width: 100, height: 50))])
        XCTAssertEqual(frames.frames[0].minX, 100)  // alone, centred
        frames.append(sizes: Array(repeating: Size(width: 100, height: 50), count: 3), sizeRanges: [])
        XCTAssertEqual(frames.frames.map(\.minX), [0, 100, 200, 100])
        XCTAssertEqual(frames.frames.map(\.minY), [0, 0, 0, 50])
        XCTAssertEqual(frames.sizeRanges.count, 4)
        XCTAssertEqual(frames.sizeRanges[3], SizeRange(exactly: Size(width: 100, height: 50)))
        XCTAssertEqual(frames.contentHeight(firstItems: 3), 50)
        XCTAssertEqual(frames.contentHeight, 100)
    }

    func testItemsInARectAreFoundLineByLine() {
        let layout = FlowLayout(minimumInteritemSpacing: 0, minimumLineSpacing: 10)
        let items = ItemLayout(container: .collection(columns: 2), flow: layout, viewport: Size(width: 200, height: 100),
                               sizes: Array(repeating: Size(width: 100, height: 100), count: 6), sizeRanges: [])
        XCTAssertEqual(items.contentSize, Size(width: 200, height: 320))
        // The gap between lines 0 and 1 (100 to 110) holds nothing.
        XCTAssertEqual(items.items(in: Rect(x: 0, y: 100, width: 200, height: 10)), [])
        XCTAssertEqual(items.items(in: Rect(x: 0, y: 105, width: 200, height: 10)), [2, 3])
        XCTAssertEqual(items.items(in: Rect(x: 100, y: 0, width: 100, height: 320)), [1, 3, 5])
    }
}
