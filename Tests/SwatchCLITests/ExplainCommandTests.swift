import Foundation
import SwatchTestSupport
import XCTest

/// `swatch explain` and the warnings of `swatch layout`, run as the built
/// binary.
final class ExplainCommandTests: XCTestCase {
    /// Text in a row, in an inset, with flexShrink on the text: the mistake
    /// of TextureGroup/Texture #381, #1778, #2087.
    let row = ##"""
        {"sizeRange": {"min": [300, 0], "max": [300, "inf"]},
         "root": {"type": "stack", "id": "row", "spacing": 8, "alignItems": "start", "children": [
           {"type": "image", "id": "avatar", "imageSize": [44, 44]},
           {"type": "inset", "id": "nameInset", "insets": {"top": 4, "left": 0, "bottom": 4, "right": 0},
            "child": {"type": "text", "id": "name", "text": "A display name far too long for its row", "style": {"flexShrink": 1}}}]}}
        """##

    let shrink = ##"""
        {"sizeRange": [300, 50], "root": {"type": "stack", "id": "row", "children": [
          {"type": "node", "id": "icon", "intrinsicSize": [50, 20]},
          {"type": "node", "id": "name", "intrinsicSize": [300, 20], "style": {"flexShrink": 1}}]}}
        """##

    func testTextSaysTheStacksArithmetic() throws {
        let result = try Executable.run("swatch", ["explain", try Executable.temporaryFile(shrink)])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.contains(
            "`row` is 300 wide; its children want 350; 50 over; `name` gives 50: it is the only child with flexShrink."), result.stdout)
        XCTAssertTrue(result.stdout.contains("root.children[1]: node `name`, 250 x 50"), result.stdout)
        XCTAssertTrue(result.stdout.contains("The document's sizeRange asks for exactly 300 wide and exactly 50 tall"), result.stdout)
    }

    func testJSONHasSpecsKeysForEveryElement() throws {
        let result = try assertSucceeds(["explain", "-", "--format", "json"], stdin: row)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["elements", "warnings"])
        let elements = try XCTUnwrap(object["elements"] as? [[String: Any]])
        XCTAssertEqual(elements.map { $0["path"] as? String }, ["root", "root.children[0]", "root.children[1]", "root.children[1].child"])
        XCTAssertEqual(elements.map { $0["type"] as? String }, ["stack", "image", "inset", "text"])
        let common: Set = ["path", "id", "type", "constrained", "parentSize", "size", "calculations"]
        XCTAssertEqual(Set(elements[0].keys), common.union(["lines"]))
        XCTAssertEqual(Set(elements[1].keys), common.union(["flex"]))
        XCTAssertEqual(Set(elements[3].keys), common)
        let root = elements[0]
        XCTAssertEqual((root["constrained"] as? [String: Any])?["max"] as? [AnyHashable], [300, "inf"])
        XCTAssertEqual(root["parentSize"] as? [AnyHashable], [300, "inf"])
        let lines = try XCTUnwrap(root["lines"] as? [[String: Double]])
        XCTAssertEqual(lines.count, 1)
        let bases = elements[1...2].map { ($0["flex"] as? [String: Double])?["base"] ?? -1 }
        XCTAssertEqual(lines[0]["content"], 8 + bases[0] + bases[1], "content: spacing plus sizes before flexing")
        XCTAssertEqual(lines[0]["violation"], 300 - lines[0]["content"]!, "violation: the max minus the content")
        // A stack leaves its height undefined for its children: null.
        XCTAssertEqual((elements[1]["parentSize"] as? [Any])?.count, 2)
        XCTAssertTrue((elements[1]["parentSize"] as? [Any])?[1] is NSNull)
        let warnings = try XCTUnwrap(object["warnings"] as? [[String: Any]])
        XCTAssertEqual(warnings.map { $0["code"] as? String }, ["overflow", "ignored-style"])
        XCTAssertEqual(warnings.map { $0["key"] as? String }, [nil, "flexShrink"])
        XCTAssertTrue((warnings[0]["message"] as? String ?? "").contains("move flexShrink from `name` to `nameInset`"))
    }

    func testPathAndIDExplainOneElementAndWhatItHolds() throws {
        let file = try Executable.temporaryFile(row)
        let byID = try assertSucceeds(["explain", file, "--id", "nameInset", "--format", "json"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(byID.utf8)) as? [String: Any])
        XCTAssertEqual((object["elements"] as? [[String: Any]])?.map { $0["id"] as? String }, ["nameInset", "name"])
        XCTAssertEqual((object["warnings"] as? [[String: Any]])?.map { $0["code"] as? String }, ["ignored-style"])
        let byPath = try assertSucceeds(["explain", file, "--path", "root.children[0]"])
        XCTAssertTrue(byPath.hasPrefix("root.children[0]: image `avatar`, 44 x 44\n"), byPath)
    }

    func testANameThatMatchesNothingIsRefused() throws {
        let file = try Executable.temporaryFile(row)
        try assertRefused(["explain", file, "--id", "missing"], saying: ["no element has the id \"missing\" (ids: row, avatar, nameInset, name)"])
        try assertRefused(["explain", file, "--path", "root.child"], saying: ["no element is at the path root.child (elements are at root, "])
    }

    func testBadSpecsAreRefusedAsLayoutRefusesThem() throws {
        try assertRefused(["explain", "-"], stdin: "{\"root\": [1,]}", saying: ["swatch explain: <stdin>: line 1, column 13"])
        let bad = "{\n  \"root\": {\"type\": \"stack\", \"children\": [\n    {\"type\": \"node\", \"style\": {\"flexGrow\": -1}}]}\n}"
        try assertRefused(["explain", try Executable.temporaryFile(bad)], saying: ["root.children[0].style.flexGrow", "line 3, column"])
        let missing = try Executable.run("swatch", ["explain", "/nonexistent/spec.json"])
        XCTAssertEqual(missing.status, 1)
    }

    func testLayoutCarriesWarningsInJSONAndOnStandardErrorOtherwise() throws {
        let file = try Executable.temporaryFile(row)
        let json = try Executable.run("swatch", ["layout", file])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertEqual(json.stderr, "", "the JSON carries them")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((object["warnings"] as? [[String: Any]])?.count, 2)
        XCTAssertTrue(json.stdout.hasSuffix("  ]\n}\n"), "warnings come last")
        for format in ["ascii", "svg"] {
            let result = try Executable.run("swatch", ["layout", file, "--format", format, "--no-embed-fonts"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 2, result.stderr)
            XCTAssertTrue(lines[0].hasPrefix("swatch layout: warning: overflow at root (`row`): "), result.stderr)
            XCTAssertTrue(lines[1].hasPrefix("swatch layout: warning: ignored-style at root.children[1].child (`name`), flexShrink: "), result.stderr)
        }
        let clean = try Executable.run("swatch", ["layout", try Executable.temporaryFile(shrink), "--format", "ascii"])
        XCTAssertEqual(clean.stderr, "")
    }

    /// Every layout spec in content/specs lays out without a warning, except
    /// the few that show a mistake on purpose, with the warnings they show.
    func testContentSpecsWarnOnlyWhereTheyShowAMistake() throws {
        let onPurpose: [String: [String]] = [
            "custom-size-unbounded": ["collapsed"],
            "network-image-before-after": ["unsized-image"],
            "photo-loading": ["unsized-image"],
        ]
        let folder = Fixtures.repositoryRoot.appendingPathComponent("content/specs")
        var checked = 0
        for url in Fixtures.jsonFiles(in: folder) {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
            guard object?["root"] != nil, object?["states"] == nil else { continue }
            let name = url.deletingPathExtension().lastPathComponent
            let result = try Executable.run("swatch", ["layout", url.path])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            let answer = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            let codes = (answer?["warnings"] as? [[String: Any]] ?? []).map { $0["code"] as? String ?? "" }
            XCTAssertEqual(codes, onPurpose[name] ?? [], "\(name): \(result.stdout.suffix(600))")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 20)
    }
}
