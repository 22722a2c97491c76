import SwatchGeometry
import SwatchLayout
import SwatchSpec
import SwatchTestSupport
import XCTest

@testable import SwatchText

/// The flagship: content/specs/notification-cell-{unread,read}.json laid out
/// with the shipped fonts. The Japanese body is set in the CJK fallback
/// (Droid Sans Fallback from Debian's fonts-droid-fallback, which `make deps`
/// installs); these frames are for that font.
final class NotificationCellTests: XCTestCase {
    func laidOut(_ name: String) throws -> (frames: [String: Rect], lines: [String: [String]], size: Size) {
        guard let engine = TextEngineTests.engine else { throw XCTSkip("fonts did not load") }
        guard engine.fonts.fallbacks.last?.familyName == "Droid Sans Fallback" else {
            throw XCTSkip("these frames are for Droid Sans Fallback (Debian fonts-droid-fallback)")
        }
        let url = Fixtures.repositoryRoot.appendingPathComponent("content/specs/\(name).json")
        let document = try SpecDecoder.decode(try Fixtures.text(url))
        let layout = document.layout(text: engine)
        var frames: [String: Rect] = [:], lines: [String: [String]] = [:]
        for f in layout.frames(in: document.tree) {
            let id = document.elements[f.element].id
            frames[id] = f.frame
            if let text = layout.textLayouts[f.element] { lines[id] = text.lines.map(\.text) }
        }
        return (frames, lines, layout.size)
    }

    func testUnreadCellWrapsItsBoldBodyOverThreeLines() throws {
        let cell = try laidOut("notification-cell-unread")
        XCTAssertEqual(cell.size, Size(width: 375, height: 105))
        XCTAssertEqual(cell.frames["icon"], Rect(x: 12, y: 27.5, width: 50, height: 50))
        XCTAssertEqual(cell.frames["body"], Rect(x: 72, y: 15, width: 252, height: 55))
        XCTAssertEqual(cell.frames["date"], Rect(x: 72, y: 74, width: 85.5, height: 16))
        XCTAssertEqual(cell.frames["unread"], Rect(x: 345, y: 47.5, width: 10, height: 10))
        // 「いい|ね！」: "ね！」" may not be split, so it starts the second line.
        XCTAssertEqual(cell.lines["body"], ["パートナーがあなたの写真に「いい", "ね！」しました。アルバムを開いて、ふ", "たりの思い出を見てみましょう。"])
        XCTAssertEqual(cell.lines["date"], ["12月14日 10:30"])
    }

    func testReadCellHasNoDotSoItsBodyIsWider() throws {
        let cell = try laidOut("notification-cell-read")
        XCTAssertEqual(cell.size, Size(width: 375, height: 105))
        XCTAssertNil(cell.frames["unread"])
        XCTAssertEqual(cell.frames["body"], Rect(x: 72, y: 15, width: 266, height: 55))
        XCTAssertEqual(cell.lines["body"], ["パートナーがあなたの写真に「いいね！」", "しました。アルバムを開いて、ふたりの思", "い出を見てみましょう。"])
    }
}
