import SwatchJSON
import Foundation
@testable import SwatchPlayground
import SwatchSpec
import SwatchTestSupport
import XCTest

/// A warning's fix (`LayoutWarning.fix`, offered in the playground's answer
/// as an edit): applied as the page applies it (the answer's `edit` sent as
/// an engine `edit` call), the warning is gone, no other appears, and the
/// spec is otherwise as it was: the same elements, the same members, the
/// style changed only in the key the fix names on the elements it names.
final class WarningFixTests: XCTestCase {
    let measurer = MonospaceTextMeasurer()

    func answer(_ text: String) throws -> (response: PlaygroundResponse, warnings: [[String: Any]]) {
        let response = PlaygroundRequest(text: text).answer(textMeasurer: measurer)
        XCTAssertNil(response.error, text)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(response.json().utf8)) as? [String: Any])
        return (response, try XCTUnwrap(object["warnings"] as? [[String: Any]]))
    }

    /// The fix's edit, made by the engine's `edit` call: the new text and the path it selects.
    func apply(_ fix: [String: Any], to text: String) throws -> (text: String, select: String) {
        var call = try XCTUnwrap(fix["edit"] as? [String: Any])
        call["call"] = "edit"
        call["text"] = text
        let request = String(decoding: try JSONSerialization.data(withJSONObject: call), as: UTF8.self)
        guard case .edit(let edit) = try EngineRequest.decode(request) else { throw XCTSkip("not an edit call") }
        let answer = edit.answer()
        XCTAssertEqual(answer.status, .ok, answer.encoded())
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try XCTUnwrap(answer.json).utf8)) as? [String: Any])
        return (try XCTUnwrap(object["text"] as? String), try XCTUnwrap(object["select"] as? String))
    }

    static func identity(_ warning: [String: Any]) -> String {
        "\(warning["code"] as? String ?? "") at \(warning["path"] as? String ?? "") (\(warning["key"] as? String ?? "-"))"
    }

    /// Each element's members as written, apart from its child slots and
    /// its style, and its style's members: what a fix may not change, and
    /// what it changes.
    static func members(_ text: String) throws -> [(path: String, own: [String: String], style: [String: String])] {
        let units = Array(text.utf16)
        let outline = try XCTUnwrap(try SpecDecoder.decode(text).outline())
        func written(_ value: SpecOutline.Value) -> String { String(decoding: units[value.range], as: UTF16.self) }
        return outline.elements.filter { $0.part == nil }.map { element in
            var own: [String: String] = [:], style: [String: String] = [:]
            guard case .object(let members) = element.value.content else { return (element.path.description, own, style) }
            for member in members where !element.slots.contains(where: { $0.key.name == member.key }) {
                if member.key == "style", case .object(let keys) = member.value.content {
                    for key in keys { style[key.key] = written(key.value) }
                } else {
                    own[member.key] = written(member.value)
                }
            }
            return (element.path.description, own, style)
        }
    }

    /// Applies every fix `text`'s answer offers, one at a time; checks each
    /// and gives the codes fixed.
    @discardableResult
    func checkFixes(_ text: String, _ label: String) throws -> Set<String> {
        let (response, warnings) = try answer(text)
        var fixed: Set<String> = []
        for (warning, placed) in zip(warnings, response.warnings) {
            guard let fix = warning["fix"] as? [String: Any] else { continue }
            let name = "\(label): \(Self.identity(warning)), \(fix["label"] as? String ?? "")"
            let (after, select) = try apply(fix, to: text)
            let (laidOut, remaining) = try answer(after)
            let before = Set(warnings.map(Self.identity)), now = remaining.map(Self.identity)
            XCTAssertFalse(now.contains(Self.identity(warning)), "\(name): the warning is gone\n\(after)")
            XCTAssertTrue(Set(now).isSubset(of: before), "\(name): no new warning: \(now)")
            // The same elements and members; only the fix's key moved, taken off or set.
            let old = try Self.members(text), new = try Self.members(after)
            XCTAssertEqual(old.map(\.path), new.map(\.path), "\(name): the same elements")
            let edit = try XCTUnwrap(fix["edit"] as? [String: Any])
            let key = try XCTUnwrap(edit["key"] as? String)
            let touched = [edit["path"] as? String, edit["to"] as? String].compactMap { $0 }
            XCTAssertEqual(select, touched.last, "\(name): selects the element the key went to or was set on")
            for (a, b) in zip(old, new) {
                XCTAssertEqual(a.own, b.own, "\(name): \(a.path)'s own members")
                var oldStyle = a.style, newStyle = b.style
                if touched.contains(a.path) {
                    oldStyle[key] = nil
                    newStyle[key] = nil
                }
                XCTAssertEqual(oldStyle, newStyle, "\(name): \(a.path)'s other style keys")
            }
            if edit["action"] as? String == "move-style" {
                XCTAssertEqual(new.first { $0.path == touched[1] }?.style[key], old.first { $0.path == touched[0] }?.style[key],
                               "\(name): the value moves as written")
            }
            // A key taken off where nothing read it changes no frame.
            if edit["action"] as? String == "remove-style" { XCTAssertEqual(laidOut.frames, response.frames, name) }
            XCTAssertEqual(placed.fixEdit(in: text)?.key, key)
            fixed.insert(warning["code"] as? String ?? "")
        }
        return fixed
    }

    /// The spec as the playground's editor holds it: one key a line.
    static func text(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
    }

    func testEveryWarningsFixInTheFixturesIsGoneOnceApplied() throws {
        var fixed: Set<String> = []
        for name in Fixtures.names("warnings") {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.url("warnings", name))) as! [String: Any]
            for c in object["cases"] as! [[String: Any]] {
                fixed.formUnion(try checkFixes(try Self.text(c["mistake"]!), "\(name): \(c["name"] as! String)"))
            }
        }
        XCTAssertEqual(fixed, ["overflow", "ignored-style", "grow-ignored", "percent-ignored"],
                       "a code whose message names one change of a style key has a fix")
    }

    /// #2087: the text in an inset with flexShrink on the text. Both
    /// warnings (the row overflows; the key is read by no stack) have the
    /// same fix, and it writes the style before the inset's child.
    static let nameInInset = """
        {
          "sizeRange": [300, 64],
          "root": {"type": "stack", "id": "row", "spacing": 8, "children": [
            {"type": "image", "id": "avatar", "imageSize": [40, 40]},
            {"type": "inset", "id": "nameInset", "insets": {"top": 0, "left": 4, "bottom": 0, "right": 4},
             "child": {"type": "text", "id": "name", "text": "Alexandra Konstantinopoulou-Whitfield", "maximumNumberOfLines": 1,
                       "style": {"flexShrink": 0.5}}}
          ]}
        }
        """

    func testFlexShrinkMovesFromTheTextToTheInsetThatIsTheStacksChild() throws {
        let (_, warnings) = try answer(Self.nameInInset)
        XCTAssertEqual(warnings.map(Self.identity), ["overflow at root (-)", "ignored-style at root.children[1].child (flexShrink)"])
        let fixes = warnings.compactMap { $0["fix"] as? [String: Any] }
        XCTAssertEqual(fixes.count, 2)
        XCTAssertEqual(fixes.map { $0["label"] as? String }, ["Move flexShrink to `nameInset`", "Move flexShrink to `nameInset`"])
        let (after, select) = try apply(fixes[0], to: Self.nameInInset)
        XCTAssertEqual(select, "root.children[1]")
        XCTAssertTrue(after.contains("""
                 "style": {"flexShrink": 0.5},
                 "child": {"type": "text", "id": "name", "text": "Alexandra Konstantinopoulou-Whitfield", "maximumNumberOfLines": 1}}
            """), after)
        XCTAssertEqual(try answer(after).warnings.count, 0)
        try checkFixes(Self.nameInInset, "name in inset")
    }

    /// Keys the message says to remove (no ancestor is a stack's child), or
    /// to set on the stack that has room to give, or that a stack across
    /// reads only when it does not stretch.
    func testRemovingSettingAndAligning() throws {
        let removal = try answer("""
            {"sizeRange": [200, 100], "root": {"type": "inset", "insets": {"top": 4}, "style": {"flexGrow": 1, "flexShrink": 1},
              "child": {"type": "node", "id": "box"}}}
            """)
        XCTAssertEqual(removal.warnings.compactMap { ($0["fix"] as? [String: Any])?["label"] as? String },
                       ["Remove flexGrow from the inset at root", "Remove flexShrink from the inset at root"])
        let onlyKey = #"{"sizeRange": [200, 100], "root": {"type": "inset", "insets": {"top": 4}, "style": {"flexGrow": 1}, "child": {"type": "node"}}}"#
        let (cleaned, _) = try apply(try XCTUnwrap(try answer(onlyKey).warnings.first?["fix"] as? [String: Any]), to: onlyKey)
        XCTAssertEqual(cleaned, #"{"sizeRange": [200, 100], "root": {"type": "inset", "insets": {"top": 4}, "child": {"type": "node"}}}"#,
                       "a style left empty goes with its key")
        let nested = """
            {"sizeRange": [300, 40], "root": {"type": "stack", "children": [
              {"type": "stack", "id": "inner", "children": [
                {"type": "node", "id": "label", "intrinsicSize": [80, 20]},
                {"type": "node", "id": "spacer", "style": {"flexGrow": 1}}
              ]}
            ]}}
            """
        let grown = try answer(nested)
        XCTAssertEqual(grown.warnings.map(Self.identity), ["grow-ignored at root.children[0].children[1] (flexGrow)"])
        XCTAssertEqual((grown.warnings[0]["fix"] as? [String: Any])?["label"] as? String, "Give `inner` flexGrow 1")
        XCTAssertEqual(try checkFixes(nested, "nested row"), ["grow-ignored"])
        for text in [Self.nameInInset, nested] { try checkFixes(text, "again") }
    }

    /// No fix where the message names no one change: a key the ancestor
    /// sets itself, layoutPosition, an image with no size, a shrinking
    /// child that keeps its width.
    func testNoFixWhereTheMessageNamesNoOneChange() throws {
        let texts = [
            """
            {"sizeRange": [300, 40], "root": {"type": "stack", "children": [
              {"type": "inset", "insets": {"top": 1}, "style": {"flexGrow": 2}, "child": {"type": "node", "style": {"flexGrow": 1}}}
            ]}}
            """,
            #"{"sizeRange": [200, 100], "root": {"type": "wrapper", "children": [{"type": "node", "style": {"layoutPosition": [5, 5]}}]}}"#,
            #"{"sizeRange": [200, 100], "root": {"type": "stack", "children": [{"type": "networkImage", "url": "https://example.com/a.png"}]}}"#,
        ]
        for text in texts {
            let (_, warnings) = try answer(text)
            XCTAssertFalse(warnings.isEmpty, text)
            for warning in warnings { XCTAssertTrue(warning["fix"] is NSNull, "\(Self.identity(warning)) in \(text)") }
        }
    }

    /// The edit call's style keys: what each action needs, named when missing.
    func testAStyleEditNamesWhatItLacks() throws {
        for (request, key) in [
            (#"{"call": "edit", "text": "{}", "action": "move-style", "path": "root", "key": "flexGrow"}"#, "to"),
            (#"{"call": "edit", "text": "{}", "action": "set-style", "path": "root", "key": "flexGrow"}"#, "value"),
            (#"{"call": "edit", "text": "{}", "action": "remove-style", "path": "root"}"#, "key"),
        ] {
            XCTAssertThrowsError(try EngineRequest.decode(request), request) { error in
                XCTAssertTrue((error as? SpecError)?.message.contains("\"\(key)\"") ?? false, "\(error)")
            }
        }
        let text = #"{"root": {"type": "node", "id": "a"}}"#
        let missing = SpecEditRequest(text: text, action: .removeStyle, path: "root")
        var edit = missing
        edit.key = "flexGrow"
        XCTAssertEqual(edit.answer().status, .badCall, "no such key to take off")
        edit.action = .setStyle
        edit.value = .name("start")
        edit.key = "alignSelf"
        XCTAssertEqual(try XCTUnwrap(edit.answer().json), #"{"text":"{\"root\": {\"type\": \"node\", \"id\": \"a\", \"style\": {\"alignSelf\": \"start\"}}}","select":"root"}"#)
    }
}
