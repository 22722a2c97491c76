import SwatchGeometry
import SwatchLayout
import XCTest

/// A tree keeps its styles in a table keyed by style: styles that differ in
/// any field hash apart. Before, only four fields were hashed, and the 9,999
/// children of an `absolute` spec, each at its own `layoutPosition`, shared
/// one bucket (3 s to read the spec, quadratic).
final class StyleHashTests: XCTestCase {
    func testStylesThatDifferInAnyFieldHashApart() {
        var variants = [Style()]
        func vary(_ change: (inout Style) -> Void) {
            var style = Style()
            change(&style)
            variants.append(style)
        }
        vary { $0.width = .points(1) }
        vary { $0.height = .points(1) }
        vary { $0.minWidth = .points(1) }
        vary { $0.maxWidth = .points(1) }
        vary { $0.minHeight = .points(1) }
        vary { $0.maxHeight = .points(1) }
        vary { $0.spacingBefore = 1 }
        vary { $0.spacingAfter = 1 }
        vary { $0.flexGrow = 1 }
        vary { $0.flexShrink = 1 }
        vary { $0.flexBasis = .points(1) }
        vary { $0.alignSelf = .center }
        vary { $0.ascender = 1 }
        vary { $0.descender = 1 }
        vary { $0.layoutPosition = Point(x: 1, y: 0) }
        vary { $0.layoutPosition = Point(x: 0, y: 1) }
        XCTAssertEqual(Set(variants).count, variants.count)
        XCTAssertEqual(Set(variants.map(\.hashValue)).count, variants.count)
    }

    func testAnAbsoluteSpecsChildrenKeepAStyleEach() {
        var tree = LayoutTree()
        let root = tree.append(.absolute(.default))
        for i in 0..<10_000 {
            var style = Style()
            style.width = .points(10)
            style.height = .points(10)
            style.layoutPosition = Point(x: Double(i % 300), y: Double(i / 300))
            tree.append(.node(intrinsicSize: nil), style: style, parent: root)
        }
        XCTAssertEqual(tree.styles.count, 10_001)
        XCTAssertEqual(Set(tree.styles.map(\.hashValue)).count, 10_001, "one bucket each")
    }
}
