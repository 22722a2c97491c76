import Foundation
import SwatchExport
@testable import SwatchImport
import SwatchTestSupport
import XCTest

/// A parsed source written as bytes and read back runs to the same import,
/// byte for byte (every test through `ImportHarness` checks it too); bytes
/// that are not a parsed source are an error, never a crash.
final class ParsedSourceBytesTests: XCTestCase {
    /// The code `swatch layout --format swift|objc` writes for every spec of
    /// the export's corpus, and Texture's sample apps (from the mirror, when
    /// it is on this machine), each class of each file; and for each, the
    /// walk of what the code made counts what its layout shows as the spec
    /// built from it does.
    func testExportedCodeAndTextureSamplesRunTheSameThroughBytes() throws {
        var sources: [(String, String, ImportLanguage)] = []
        for c in try ExportCorpus.cases() {
            sources.append((c.name, CodeExport.render(c.document, in: .swift), .swift))
            sources.append((c.name, CodeExport.render(c.document, in: .objectiveC), .objectiveC))
        }
        sources += TextureExamplesTests.sampleSources()
        var checked = 0
        var sourceBytes = 0
        var encodedBytes = 0
        var toldByTheReading = 0
        var shown = 0
        for (name, code, language) in sources {
            let classes = CodeImport.classes(in: code, language: language)
            // The classes a reading tells, when it tells them, are those the code read both ways has.
            if case .success(let reading) = CodeImport.read(code, options: ImportOptions(language: language)), let read = reading.classes {
                XCTAssertEqual(read, classes, "\(name): the reading's classes")
                toldByTheReading += 1
            }
            for c in classes.isEmpty ? [nil] : classes.map({ Optional($0) }) {
                let options = ImportOptions(language: language, className: c)
                XCTAssertEqual(
                    ImportHarness.answer(code, options, throughBytes: true), ImportHarness.answer(code, options, throughBytes: false),
                    "\(name) \(c ?? "")")
                // The walk counts what the layout shows as the spec built from it does (runs are kept by the walk's count).
                if let imported = try? CodeImport.imported(code, options: options), let built = try? CodeImport.built(imported) {
                    XCTAssertEqual(imported.content, built.content, "\(name) \(c ?? ""): what the layout shows")
                    shown += built.content
                }
                checked += 1
            }
            if let bytes = try? Self.parsed(code, language).encoded() {
                sourceBytes += code.utf8.count
                encodedBytes += bytes.count
            }
        }
        XCTAssertGreaterThan(checked, 60)
        XCTAssertGreaterThan(shown, checked, "the layouts show text and sizes")
        XCTAssertGreaterThan(toldByTheReading, sources.count / 2, "code without an #if on an undefined name tells its classes when read")
        print("parsed sources: \(checked) imports the same through bytes; \(sourceBytes) bytes of code were \(encodedBytes) bytes parsed")
    }

    /// Code with an `#if` on a name it does not define may lay out other
    /// classes the other way: its reading does not say which it lays out.
    func testAReadingThroughAnUndefinedConditionLeavesTheClassesUntold() throws {
        let code = """
            #if PRO
            class ProNode: ASDisplayNode {
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { ASLayoutSpec() }
            }
            #else
            class FreeNode: ASDisplayNode {
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { ASLayoutSpec() }
            }
            #endif
            """
        let reading = try CodeImport.read(code, options: ImportOptions(language: .swift)).get()
        XCTAssertNil(reading.classes)
        XCTAssertEqual(Set(CodeImport.classes(in: code, language: .swift)), ["ProNode", "FreeNode"])
        let plain = try CodeImport.read(code.replacingOccurrences(of: "#if PRO", with: "#if true"), options: ImportOptions(language: .swift)).get()
        XCTAssertEqual(plain.classes, ["ProNode"])
    }

    /// Every prefix of a parsed source's bytes, and the bytes with any one
    /// byte changed, read back as an error or as a source, never a crash.
    func testDamagedBytesAreAnError() throws {
        let code = """
            class CardNode: ASDisplayNode {
                let title = ASTextNode()
                lazy var icon: ASImageNode = { let n = ASImageNode(); n.style.preferredSize = CGSize(width: 20, height: 20); return n }()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let items = [icon, title].map { $0 }
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center, children: items)
                }
            }
            """
        let bytes = try Self.parsed(code, .swift).encoded()
        Self.assertDamageIsAnError(bytes) { (b: [UInt8]) throws(ImportError) in _ = try ParsedSource(decoding: b) }
        XCTAssertThrowsError(try ParsedSource(decoding: Array("{\"spec\": 1}".utf8)))
    }

    /// `decode` reads `bytes`, and throws for every prefix of them; it reads
    /// them with any one byte changed as an error or as a value, never a crash.
    static func assertDamageIsAnError(
        _ bytes: [UInt8], _ decode: ([UInt8]) throws(ImportError) -> Void, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertNoThrow(try decode(bytes), file: file, line: line)
        for n in 0..<bytes.count {
            XCTAssertThrowsError(try decode(Array(bytes[..<n])), "\(n) bytes", file: file, line: line)
        }
        var changed = 0
        for i in bytes.indices {
            for value: UInt8 in [0, 1, 0x7F, 0x80, 0xFF] where bytes[i] != value {
                var damaged = bytes
                damaged[i] = value
                if (try? decode(damaged)) == nil { changed += 1 }
            }
        }
        XCTAssertGreaterThan(changed, 0, file: file, line: line)
    }

    /// The parsed source of `code` as the import reads it (no `#if` on an unknown name).
    static func parsed(_ code: String, _ language: ImportLanguage) throws -> ParsedSource {
        var book = AssumptionBook()
        var notes = SourceNotes()
        var closed: [ImportWarning] = []
        let tokens = try CodeImport.tokenize(code, language: language, book: &book, notes: &notes, closed: &closed)
        let program = try CodeImport.outline(tokens, language: language)
        return ParsedSource(tokens: tokens, notes: notes, closed: closed, program: program, language: language)
    }
}
