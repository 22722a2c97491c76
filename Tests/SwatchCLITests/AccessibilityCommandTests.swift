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
        let result = try assertSucceeds(["layout", "-"], stdin: row)
        XCTAssertTrue(result.contains(#""accessibility": [\#n    {"label": "Follow", "traits": ["button"], "frame": [48, "#), result)
        XCTAssertTrue(result.contains(#""nodes": ["follow"], "actions": []}\#n  ]\#n}"#), result)
    }

    func testShowAccessibilityAddsToAPresentation() throws {
        let shown = try assertSucceeds(["layout", "-", "--format", "svg", "--show", "measured", "--show", "accessibility"], stdin: row)
        XCTAssertTrue(shown.contains(#"<g class="swatch-accessibility" pointer-events="none">"#), shown)
        XCTAssertTrue(shown.contains("<title>1. Follow [button]</title>"), shown)
        let plain = try Executable.run("swatch", ["layout", "-", "--format", "svg"], stdin: row)
        XCTAssertFalse(plain.stdout.contains("swatch-accessibility"))
    }
}
