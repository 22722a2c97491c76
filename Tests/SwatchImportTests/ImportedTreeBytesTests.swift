import SwatchJSON
@testable import SwatchImport
import SwatchSpec
import XCTest

/// An imported tree written as bytes and read back builds the same spec,
/// byte for byte (every test through `ImportHarness` checks it, with the
/// parsed source through bytes too); the three steps as a page's modules
/// take them (`CodeImport.read`, `run(parsed:)`, `build(imported:)`) answer
/// as the import in one process; bytes that are not an imported tree are
/// an error, never a crash.
final class ImportedTreeBytesTests: XCTestCase {
    static let code = """
        class CardNode: ASDisplayNode {
            let title = ASTextNode()
            let badge = ASTextNode()
            lazy var icon: ASImageNode = { let n = ASImageNode(); n.style.preferredSize = CGSize(width: 20, height: 20); return n }()
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                title.attributedText = NSAttributedString(string: post.title, attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
                title.style.flexShrink = 1
                var items: [ASLayoutElement] = [icon, title]
                if post.isNew { items.append(badge) }
                let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center, children: items)
                return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: .infinity), child: row)
            }
        }
        """

    func testTheStepsAsModulesAnswerAsTheImport() throws {
        for settings in [[], [AssumptionSetting(name: "post.isNew", value: "false"), AssumptionSetting(name: "nothing", value: "1")]] {
            let options = ImportOptions(language: .swift, settings: settings)
            let parsed = try CodeImport.read(Self.code, options: options).get().bytes
            guard case .imported(let imported) = try CodeImport.run(parsed: [parsed], options: options).get() else {
                return XCTFail("the code has no #if to read again")
            }
            let split = try CodeImport.build(imported: imported).get()
            let whole = try CodeImport.run(Self.code, options: options).get()
            XCTAssertEqual(split.json, whole.json)
            XCTAssertEqual(split.spec, whole.spec)
            XCTAssertEqual(split.unusedSettings, whole.unusedSettings)
            XCTAssertEqual(split.classes, whole.classes)
        }
    }

    func testAnErrorOfTheRunIsTheImportsError() {
        let options = ImportOptions(language: .swift, className: "Missing")
        guard case .success(let parsed) = CodeImport.read(Self.code, options: options),
            case .failure(let error) = CodeImport.run(parsed: [parsed.bytes], options: options),
            case .failure(let whole) = CodeImport.run(Self.code, options: options)
        else { return XCTFail("the class is missing") }
        XCTAssertEqual(error.description, whole.description)
    }

    /// Every prefix of an imported tree's bytes, and the bytes with any one
    /// byte changed, read back as an error or as a tree, never a crash.
    func testDamagedBytesAreAnError() throws {
        let options = ImportOptions(language: .swift)
        guard case .imported(let bytes) = try CodeImport.run(parsed: [try CodeImport.read(Self.code, options: options).get().bytes], options: options).get()
        else { return XCTFail("the code has no #if to read again") }
        ParsedSourceBytesTests.assertDamageIsAnError(bytes) { (b: [UInt8]) throws(ImportError) in _ = try ImportedTree(decoding: b) }
        // A parsed source is not an imported tree, nor the other way round.
        let parsed = try CodeImport.read(Self.code, options: options).get().bytes
        XCTAssertThrowsError(try ImportedTree(decoding: parsed))
        XCTAssertThrowsError(try ParsedSource(decoding: bytes))
        if case .success = CodeImport.build(imported: Array("{\"spec\": 1}".utf8)) { XCTFail("JSON is not an imported tree") }
        if case .success = CodeImport.run(parsed: [], options: options) { XCTFail("nothing to run") }
    }

    /// Code with an `#if` on a name it does not define: the run asks for
    /// the source read with the choices of the run that tried the other
    /// branch, and with both readings answers as the import in one process.
    func testARunAsksForTheReadingItsChoicesNeed() throws {
        let code = """
            class BadgeNode: ASDisplayNode {
                let title = ASTextNode()
                let badge = ASTextNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    #if SHOW_BADGE
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .center, children: [title])
                    #else
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .center, children: [title, badge])
                    #endif
                }
            }
            """
        let options = ImportOptions(language: .swift)
        let first = try CodeImport.read(code, options: options).get().bytes
        guard case .read(let choices) = try CodeImport.run(parsed: [first], options: options).get() else {
            return XCTFail("the other branch of the #if is not read yet")
        }
        XCTAssertEqual(choices, ["SHOW_BADGE": false])
        let second = try CodeImport.read(code, options: options, choices: choices).get().bytes
        guard case .imported(let imported) = try CodeImport.run(parsed: [first, second], options: options).get() else {
            return XCTFail("both readings are there")
        }
        let split = try CodeImport.build(imported: imported).get()
        let whole = try CodeImport.run(code, options: options).get()
        XCTAssertEqual(split.json, whole.json)
        XCTAssertTrue(split.spec.contains("badge"))
        XCTAssertEqual(split.assumptions.map(\.name), ["SHOW_BADGE"])
    }

    /// What the run step is given reads back as written (every option,
    /// readings of any bytes); damaged, it is an error, never a crash.
    func testARunRequestReadsBackTheSame() throws {
        let options = ImportOptions(
            language: .objectiveC, className: "Cell", settings: [AssumptionSetting(name: "n", value: "5"), AssumptionSetting(name: "n", value: "6")],
            fileName: "Cell.m")
        let request = ImportRunRequest(source: "@implementation Cell\n@end\n", options: options, classes: ["Cell", "Other"], readings: [[0, 1, 0xFF], []])
        XCTAssertEqual(try ImportRunRequest(decoding: request.encoded()), request)
        let plain = ImportRunRequest(source: "", options: ImportOptions(), classes: [], readings: [try CodeImport.read(Self.code, options: ImportOptions()).get().bytes])
        XCTAssertEqual(try ImportRunRequest(decoding: plain.encoded()), plain)
        ParsedSourceBytesTests.assertDamageIsAnError(request.encoded()) { (b: [UInt8]) throws(ImportError) in _ = try ImportRunRequest(decoding: b) }
        XCTAssertThrowsError(try ImportRunRequest(decoding: plain.readings[0]))
    }

    /// The building converts the values the run left and warns about them
    /// where the walk met them: a text's weight the spec cannot draw (said
    /// by the building) comes before what running a later node's own code
    /// said, as one walk would say them, in one process and through bytes.
    func testTheBuildingsWarningsFallAmongTheRunsInTheWalksOrder() throws {
        let code = """
            @interface InnerNode : ASDisplayNode
            @end
            @interface CardNode : ASDisplayNode
            @end
            @implementation CardNode {
              ASTextNode *_title;
              InnerNode *_inner;
            }
            - (instancetype)init {
              if (self = [super init]) {
                _title = [[ASTextNode alloc] init];
                _inner = [[InnerNode alloc] init];
              }
              return self;
            }
            - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
              _title.attributedText = [[NSAttributedString alloc] initWithString:@"Hi" attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:15 weight:UIFontWeightMedium]}];
              return [ASStackLayoutSpec verticalStackLayoutSpecWithSpacing:4 justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStart children:@[_title, _inner]];
            }
            @end

            @implementation InnerNode
            - (CGSize)calculateSizeThatFits:(CGSize)constrainedSize {
              return @"wide";
            }
            @end
            """
        let options = ImportOptions(language: .objectiveC, className: "CardNode")
        for throughBytes in [false, true] {
            let result = try CodeImport.importCode(code, options: options, throughBytes: throughBytes)
            let messages = result.warnings.map(\.message)
            let weight = messages.firstIndex { $0.hasPrefix("the font weight medium is drawn regular") }
            let size = messages.firstIndex { $0.hasPrefix("calculateSizeThatFits: returns a string") }
            XCTAssertNotNil(weight, "\(messages)")
            XCTAssertNotNil(size, "\(messages)")
            if let weight, let size { XCTAssertLessThan(weight, size, "\(messages)") }
        }
    }

    /// A value that is no number where a key takes one is said where the
    /// code set it, with the number used in its place (a flex grow of 1).
    func testANumberThatIsNoneIsSaidWhereTheCodeSetIt() throws {
        let code = """
            class CardNode: ASDisplayNode {
                let title = ASTextNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    title.style.flexGrow = "big"
                    return ASInsetLayoutSpec(insets: .zero, child: title)
                }
            }
            """
        let i = try ImportHarness.run(code, .swift)
        XCTAssertEqual(i.result.warnings, [ImportWarning("a string where a number was expected; 1 is used", at: SourceLocation(line: 4, column: 9))])
        XCTAssertEqual(i.layout["child"]["style"]["flexGrow"].number, 1)
    }

    /// Texture's names the running is handed read back as the schema gives
    /// them (every type's keys and slots, the style's keys, the constants,
    /// the directions); damaged, they are an error, never a crash.
    func testTextureNamesReadBackAsTheSchemaGivesThem() throws {
        let standard = TextureVocabulary.standard
        let bytes = standard.encoded()
        let read = try TextureVocabulary(decoding: bytes)
        XCTAssertEqual(read.encoded(), bytes)
        XCTAssertEqual(read.types.count, ElementType.allCases.count)
        for type in ElementType.allCases {
            XCTAssertEqual(read.names(type).textureClass, type.schema.textureClass)
            XCTAssertEqual(read.names(type).isDisplayNode, type.schema.isDisplayNode)
            XCTAssertEqual(read.names(type).keys.map(\.key), type.schema.keys.map(\.key))
            XCTAssertEqual(read.names(type).children.map(\.key), type.schema.children.map(\.key))
        }
        XCTAssertEqual(read.elementType(forClass: "ASStackLayoutSpec"), .stack)
        XCTAssertEqual(read.elementType(forClass: "ASTextNode2"), .text)
        XCTAssertEqual(read.key("cornerLocation", in: .corner)?.key, .location)
        XCTAssertEqual(read.key("layoutElements", in: .wrapper)?.kind, standard.key("layoutElements", in: .wrapper)?.kind)
        XCTAssertEqual(read.styleKeys["flexGrow"], .flexGrow)
        XCTAssertTrue(read.constants.contains("ASStackLayoutAlignItemsCenter"))
        XCTAssertEqual(read.directions.map(\.name), ["horizontal", "vertical"])
        ParsedSourceBytesTests.assertDamageIsAnError(bytes) { (b: [UInt8]) throws(ImportError) in _ = try TextureVocabulary(decoding: b) }
        print("Texture's names: \(bytes.count) bytes, handed to the running with each import")
        XCTAssertThrowsError(try TextureVocabulary(decoding: try CodeImport.read(Self.code, options: ImportOptions()).get().bytes))
    }
}
