import SwatchTestSupport
import XCTest

/// `swatch layout`'s accessibility list and `--show accessibility`, run as
/// the built binary.
final class AccessibilityCommandTests: XCTestCase {
    let row = #"""
        {"root": {"type": "cell", "id": "cell", "layout": {"type": "stack", "spacing": 8, "children": [
          {"type": "image", "id": "avatar", "imageSize": [40, 40], "accessibilityElementsHidden": true},
          {"type": "button", "id": "follow", "title": {"text": "Follow"}, "userInteractionEnabled": true}]}}}
        """#

    func testTheFramesListWhatVoiceOverReads() throws {
        let result = try Executable.run("swatch", ["layout", "-"], stdin: row)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(#""accessibility": [\#n    {"label": "Follow", "traits": ["button"], "frame": [48, "#), result.stdout)
        XCTAssertTrue(result.stdout.contains(#""nodes": ["follow"], "actions": []}\#n  ]\#n}"#), result.stdout)
    }

    func testShowAccessibilityAddsToAPresentation() throws {
        let shown = try Executable.run("swatch", ["layout", "-", "--format", "svg", "--show", "measured", "--show", "accessibility"], stdin: row)
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.contains(#"<g class="swatch-accessibility" pointer-events="none">"#), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("<title>1. Follow [button]</title>"), shown.stdout)
        let plain = try Executable.run("swatch", ["layout", "-", "--format", "svg"], stdin: row)
        XCTAssertFalse(plain.stdout.contains("swatch-accessibility"))
    }
}
