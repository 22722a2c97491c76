import SwatchExport
import SwatchSpec
import XCTest

/// The accessibility keys as Texture code: what the spec gives, after what
/// would reset it (a text node's text, a button's title and target), and
/// nothing for what it leaves to the node.
final class AccessibilityExportTests: XCTestCase {
    let spec = #"""
        {"root": {"type": "cell", "id": "card", "isAccessibilityContainer": true, "accessibilityLabel": "Ada \"AL\" Lovelace",
          "layout": {"type": "stack", "children": [
            {"type": "text", "id": "name", "text": "Ada", "accessibilityTraits": ["header", "staticText"], "isAccessibilityElement": true},
            {"type": "image", "id": "flourish", "imageSize": [10, 10], "accessibilityElementsHidden": true},
            {"type": "button", "id": "follow", "title": {"text": "Follow"}, "userInteractionEnabled": true, "accessibilityTraits": []},
            {"type": "button", "id": "more", "title": {"text": "More"}, "accessibilityTraits": ["button"]}]}}}
        """#

    func lines(_ code: String, containing word: String) -> [String] {
        code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains(word) }
    }

    func testSwift() throws {
        let code = CodeExport.render(try SpecDecoder.decode(spec), in: .swift)
        XCTAssertEqual(lines(code, containing: "ccessib"), [
            #"accessibilityLabel = "Ada \"AL\" Lovelace""#,
            "isAccessibilityContainer = true",
            "nameNode.accessibilityTraits = [.staticText, .header]",
            "nameNode.isAccessibilityElement = true",
            "flourishNode.accessibilityElementsHidden = true",
            "followButtonNode.accessibilityTraits = []",
        ], "the button's own trait is left out")
        let text = try XCTUnwrap(code.range(of: "nameNode.attributedText"))
        let traits = try XCTUnwrap(code.range(of: "nameNode.accessibilityTraits"))
        XCTAssertLessThan(text.lowerBound, traits.lowerBound, "set after the text, which sets the label and the element flag")
        let target = try XCTUnwrap(code.range(of: "followButtonNode.addTarget"))
        XCTAssertLessThan(target.lowerBound, try XCTUnwrap(code.range(of: "followButtonNode.accessibilityTraits")).lowerBound)
    }

    func testObjectiveC() throws {
        let code = CodeExport.render(try SpecDecoder.decode(spec), in: .objectiveC)
        XCTAssertEqual(lines(code, containing: "ccessib"), [
            #"self.accessibilityLabel = @"Ada \"AL\" Lovelace";"#,
            "self.isAccessibilityContainer = YES;",
            "_nameNode.accessibilityTraits = UIAccessibilityTraitStaticText | UIAccessibilityTraitHeader;",
            "_nameNode.isAccessibilityElement = YES;",
            "_flourishNode.accessibilityElementsHidden = YES;",
            "_followButtonNode.accessibilityTraits = UIAccessibilityTraitNone;",
        ])
    }
}
