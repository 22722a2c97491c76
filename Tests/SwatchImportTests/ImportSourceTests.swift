import SwatchExport
import SwatchImport
import SwatchSpec
import SwatchTestSupport
import XCTest

/// Where the imported code made each element and set each style key
/// (`ImportResult.sources`): the playground names that line beside a
/// warning about the element or the key.
final class ImportSourceTests: XCTestCase {
    static let swift = """
        import AsyncDisplayKit

        final class NameCell: ASCellNode {
            let avatarNode = ASImageNode()
            let nameNode = ASTextNode()

            override init() {
                super.init()
                avatarNode.style.preferredSize = CGSize(width: 40, height: 40)
                nameNode.attributedText = NSAttributedString(string: "Alexandra")
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                nameNode.style.flexShrink = 1
                nameNode.style.flexShrink = 0.5
                let nameInset = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4), child: nameNode)
                let row = ASStackLayoutSpec.horizontal()
                row.children = [avatarNode, nameInset]
                return row
            }
        }
        """

    func sources(_ code: String, _ language: ImportLanguage = .swift) throws -> (ImportResult, [String: Int]) {
        guard case .success(let result) = CodeImport.run(code, options: ImportOptions(language: language)) else {
            throw XCTSkip("the code does not import")
        }
        var lines: [String: Int] = [:]
        for source in result.sources { lines[source.path.description + " " + (source.key ?? "-")] = source.location.line }
        return (result, lines)
    }

    func testEachElementAndStyleKeyHasTheLineThatMadeOrSetIt() throws {
        let (result, lines) = try sources(Self.swift)
        XCTAssertEqual(lines["root -"], 3, "the class's node")
        XCTAssertEqual(lines["root.layout -"], 17, "the row, where it is made")
        XCTAssertEqual(lines["root.layout.children[0] -"], 4)
        XCTAssertEqual(lines["root.layout.children[0] preferredSize"], 9)
        XCTAssertEqual(lines["root.layout.children[0] width"], 9, "a pair's lengths, as warnings name them")
        XCTAssertEqual(lines["root.layout.children[0] height"], 9)
        XCTAssertEqual(lines["root.layout.children[1] -"], 16, "the inset")
        XCTAssertEqual(lines["root.layout.children[1].child -"], 5)
        XCTAssertEqual(lines["root.layout.children[1].child flexShrink"], 15, "a key set twice: where it was set last")
        XCTAssertEqual(result.sources.filter { $0.key == "flexShrink" }.count, 1)
        XCTAssertTrue(result.json.contains(#"{"path": "root.layout.children[1].child", "key": "flexShrink", "line": 15, "column": 9}"#),
                      result.json)
    }

    /// Every source of every exported spec names an element of the
    /// imported spec, and a key its style writes (or the pair writing it);
    /// a root the export's note gives back (its layout, not the node that
    /// holds it) has its paths from `root`.
    func testEverySourceIsAnElementAndAKeyOfTheImportedSpec() throws {
        var held = 0
        for c in try ExportCorpus.cases() {
            let code = CodeExport.render(c.document, in: .swift)
            let (result, _) = try sources(code)
            let outline = try XCTUnwrap(try SpecDecoder.decode(result.spec).outline())
            var elements: [String: SpecOutline.Element] = [:]
            for element in outline.elements where element.part == nil { elements[element.path.description] = element }
            XCTAssertFalse(result.sources.isEmpty, c.name)
            for source in result.sources {
                let element = try XCTUnwrap(elements[source.path.description], "\(c.name): \(source.path) is an element\n\(result.spec)")
                guard let key = source.key else { continue }
                guard let style = element.value.content.member("style"), case .object(let keys) = style.content else {
                    XCTFail("\(c.name): \(source.path) has a style for \(key)")
                    continue
                }
                let written = Set(keys.map(\.key))
                let pairs = ["width": "preferredSize", "height": "preferredSize", "minWidth": "minSize", "minHeight": "minSize",
                             "maxWidth": "maxSize", "maxHeight": "maxSize"]
                XCTAssertTrue(written.contains(key) || pairs[key].map(written.contains) == true, "\(c.name): \(source.path) writes \(key)")
            }
            if !result.json.contains("\"root.layout") && c.document.elements.first?.type.isDisplayNode == false { held += 1 }
        }
        XCTAssertGreaterThan(held, 0, "some roots are layout specs the export's note gives back")
    }
}

extension SpecOutline.Value.Content {
    /// An object's member `key`'s value.
    func member(_ key: String) -> SpecOutline.Value? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
