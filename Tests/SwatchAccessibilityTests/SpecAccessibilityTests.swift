import SwatchJSON
import Foundation
import SwatchAccessibility
import SwatchKit
import SwatchSpec
import SwatchTestSupport
import XCTest

/// The spec keys (SPEC.md "Accessibility"), each node type's defaults as
/// Texture's inits set them, and the `accessibility` list of the frames
/// output, for specs as a cell is written.
final class SpecAccessibilityTests: XCTestCase {
    struct Element: Equatable, CustomStringConvertible {
        var label: String
        var traits: [String]
        var nodes: [String]
        var actions: [String]

        var description: String { "\(label) \(traits) \(nodes) \(actions)" }
    }

    /// The `accessibility` list `swatch layout --format json` prints for `spec`.
    func read(_ spec: String) throws -> [Element] {
        let json = try LayoutRenderer.render(spec, format: .json, textMeasurer: MonospaceTextMeasurer())
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let list = try XCTUnwrap(object["accessibility"] as? [[String: Any]])
        return try list.map { e in
            XCTAssertEqual((e["frame"] as? [Double])?.count, 4)
            return Element(
                label: try XCTUnwrap(e["label"] as? String), traits: try XCTUnwrap(e["traits"] as? [String]),
                nodes: try XCTUnwrap(e["nodes"] as? [String]), actions: try XCTUnwrap(e["actions"] as? [String]))
        }
    }

    /// A row: an avatar, a name over a time, a follow button; `cell` and
    /// `follow` take extra keys.
    func row(cell: String = "", follow: String = #""userInteractionEnabled": true"#, avatar: String = "") -> String {
        #"""
        {"root": {"type": "cell", "id": "cell"\#(cell), "layout": {"type": "inset", "insets": {"top": 12, "left": 16, "bottom": 12, "right": 16},
          "child": {"type": "stack", "spacing": 12, "alignItems": "center", "children": [
            {"type": "image", "id": "avatar", "imageSize": [40, 40]\#(avatar)},
            {"type": "stack", "direction": "vertical", "style": {"flexGrow": 1, "flexShrink": 1}, "children": [
              {"type": "text", "id": "name", "text": "Ada Lovelace", "fontSize": 15},
              {"type": "text", "id": "time", "text": "2 h", "fontSize": 13}]},
            {"type": "button", "id": "follow", "title": {"text": "Follow", "fontSize": 14}, \#(follow)}]}}}}
        """#
    }

    func testEachTextAndAButtonWithATargetAreElements() throws {
        XCTAssertEqual(try read(row()), [
            Element(label: "Ada Lovelace", traits: ["staticText"], nodes: ["name"], actions: []),
            Element(label: "Follow", traits: ["button"], nodes: ["follow"], actions: []),
            Element(label: "2 h", traits: ["staticText"], nodes: ["time"], actions: []),
        ], "the button's top is above the time's: y comes first")
    }

    /// Without a target an `ASButtonNode` is no element (`ASControlNode`
    /// turns user interaction, and with it `isAccessibilityElement`, off):
    /// VoiceOver enters it and reads its layer-backed title node, static text.
    func testAButtonWithoutATargetReadsItsTitleAsText() throws {
        let elements = try read(row(follow: #""contentSpacing": 8"#))
        XCTAssertEqual(elements.map(\.nodes), [["name"], ["follow.titleNode"], ["time"]])
        XCTAssertEqual(elements[1].traits, ["staticText"])
    }

    func testAContainerReadsOneSentenceAndOffersTheButtonAsAnAction() throws {
        let elements = try read(row(cell: #", "isAccessibilityContainer": true"#))
        XCTAssertEqual(elements, [
            Element(
                label: "Ada Lovelace, Follow, 2 h", traits: [], nodes: ["cell", "name", "follow.titleNode", "time"], actions: ["Follow"]),
        ], "the container's walk reaches the button's title node: its label joins the sentence")
    }

    func testAContainersOwnLabelSilencesTheRestButKeepsTheActions() throws {
        let elements = try read(row(cell: #", "isAccessibilityContainer": true, "accessibilityLabel": "Ada Lovelace followed you 2 hours ago""#))
        XCTAssertEqual(elements, [
            Element(label: "Ada Lovelace followed you 2 hours ago", traits: [], nodes: ["cell"], actions: ["Follow"]),
        ])
    }

    func testKeysOverrideTheDefaults() throws {
        let elements = try read(row(
            follow: #""userInteractionEnabled": true, "accessibilityLabel": "Follow Ada", "accessibilityTraits": ["button", "selected"]"#,
            avatar: #", "isAccessibilityElement": true, "accessibilityLabel": "Ada's photo", "accessibilityTraits": ["image"]"#))
        XCTAssertEqual(elements.map(\.label), ["Ada's photo", "Ada Lovelace", "Follow Ada", "2 h"], "the avatar's top is highest")
        XCTAssertEqual(elements.map(\.traits), [["image"], ["staticText"], ["button", "selected"], ["staticText"]])
    }

    func testHiddenNodesAndWhatIsUnderThemAreSkipped() throws {
        let spec = #"""
            {"root": {"type": "stack", "direction": "vertical", "children": [
              {"type": "text", "id": "title", "text": "Title"},
              {"type": "node", "id": "decoration", "accessibilityElementsHidden": true, "layout":
                {"type": "text", "id": "inside", "text": "ornament"}},
              {"type": "text", "id": "quiet", "text": "not read", "isAccessibilityElement": false},
              {"type": "text", "id": "empty", "text": ""}]}}
            """#
        XCTAssertEqual(try read(spec).map(\.nodes), [["title"]], "an empty text is no element, as ASTextNode makes it")
    }

    func testATextWithInteractionIsAnElementEvenEmpty() throws {
        let spec = #"{"root": {"type": "text", "id": "t", "text": "", "userInteractionEnabled": true}}"#
        XCTAssertEqual(try read(spec), [Element(label: "", traits: ["staticText"], nodes: ["t"], actions: [])])
    }

    func testTheNotificationCellReadsItsTwoTexts() throws {
        let text = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("content/specs/notification-cell-unread.json"), encoding: .utf8)
        let elements = try read(text)
        XCTAssertEqual(elements.map(\.nodes), [["body"], ["date"]], "the icon and the unread dot are no elements")
    }

    func testTheListIsEmptyWithNothingToRead() throws {
        let json = try LayoutRenderer.render(#"{"root": {"type": "node", "id": "n"}}"#, format: .json)
        XCTAssertTrue(json.contains(#""accessibility": []"#), json)
    }

    // MARK: Errors

    func testBadValuesNameTheirPlace() {
        let cases: [(String, String, String)] = [
            (#""accessibilityTraits": "button""#, "root.accessibilityTraits", "array of trait names"),
            (#""accessibilityTraits": ["button", "bouton"]"#, "root.accessibilityTraits[1]", "\"bouton\" is not one of"),
            (#""accessibilityTraits": ["link", "link"]"#, "root.accessibilityTraits[1]", "listed twice"),
            (#""accessibilityLabel": 3"#, "root.accessibilityLabel", "expected a string"),
            (#""isAccessibilityContainer": "yes""#, "root.isAccessibilityContainer", "expected true or false"),
        ]
        for (member, path, words) in cases {
            XCTAssertThrowsError(try SpecDecoder.decode(#"{"root": {"type": "node", \#(member)}}"#), member) { error in
                let error = error as? SpecError
                XCTAssertEqual(error?.path?.description, path, member)
                XCTAssertTrue(error?.message.contains(words) == true, "\(member): \(error?.message ?? "")")
            }
        }
    }

    func testLayoutSpecsHaveNoAccessibility() {
        XCTAssertThrowsError(try SpecDecoder.decode(#"{"root": {"type": "stack", "accessibilityLabel": "x"}}"#)) { error in
            XCTAssertEqual((error as? SpecError)?.path?.description, "root.accessibilityLabel")
        }
    }

    func testEveryDisplayNodeTypeHasTheKeys() {
        for type in ElementType.allCases {
            for key in AccessibilitySettings.keys {
                XCTAssertEqual(type.schema.key(key) != nil, type.isDisplayNode, "\(type.name).\(key.name)")
            }
        }
    }
}
