import SwatchExport
import SwatchGeometry
import SwatchImport
import SwatchSpec
import SwatchTestSupport
import XCTest

/// What `swatch layout --format swift|objc` writes, imported, lays out to
/// the same frames as the spec it came from: every spec of the export's
/// corpus (content, the export's fixtures, the guide's figures, the
/// conformance cases), in both languages. The screen's scale is not in
/// code, so the imported spec takes the original's.
final class ImportRoundTripTests: XCTestCase {
    func testExportedCodeImportsToTheSameLayout() throws {
        if Fixtures.shared == nil { print("conformance cases skipped: ../shared is absent") }
        let cases = try ExportCorpus.cases()
        XCTAssertGreaterThan(cases.count, 30, "the content's specs are missing")
        var checked = 0
        for c in cases {
            let original = frames(c.document)
            for language in [ImportLanguage.swift, .objectiveC] {
                let code = CodeExport.render(c.document, in: language == .swift ? .swift : .objectiveC)
                let result = CodeImport.run(code, options: ImportOptions(language: language))
                guard case .success(let imported) = result else {
                    XCTFail("\(c.name) (\(language.title)): \(result)")
                    continue
                }
                var document = try SpecDecoder.decode(imported.spec)
                document.scale = c.document.scale
                var got = frames(document)
                // The class's own node holds a root that was not a node.
                if got.count == original.count + 1 { got.removeFirst() }
                XCTAssertEqual(got.count, original.count, "\(c.name) (\(language.title)): nodes")
                for (a, b) in zip(original, got) where a != b {
                    XCTFail("\(c.name) (\(language.title)): \(a) became \(b)\n\(imported.spec)")
                    break
                }
                XCTAssertEqual(document.layout(text: MonospaceTextMeasurer()).size, c.document.layout(text: MonospaceTextMeasurer()).size, "\(c.name) (\(language.title))")
                checked += 1
            }
        }
        print("round trip: \(checked) exports imported to the same frames")
    }

    func frames(_ document: SpecDocument) -> [Rect] {
        document.layout(text: MonospaceTextMeasurer()).frames(in: document.tree).map { $0.frame }
    }
}
