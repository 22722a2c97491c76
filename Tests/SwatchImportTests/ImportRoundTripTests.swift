import SwatchExport
import SwatchGeometry
import SwatchImport
import SwatchSpec
import SwatchTestSupport
import XCTest

/// What `swatch layout --format swift|objc` writes, imported, lays out as
/// the spec it came from: every spec of the export's corpus (content, the
/// export's fixtures, the guide's figures, the conformance cases), in both
/// languages, gives each display node the same frame, touch area, measure
/// counts, element type (an image with a URL comes back as the
/// `ASNetworkImageNode` its code makes) and image modification, the same
/// size, and VoiceOver reads the same elements (labels, traits, frames,
/// actions) in the same order. The screen's scale is not in code, so the imported spec
/// takes the original's.
final class ImportRoundTripTests: XCTestCase {
    func testExportedCodeImportsToTheSameLayout() throws {
        if Fixtures.shared == nil { print("conformance cases skipped: ../shared is absent") }
        let cases = try ExportCorpus.cases()
        XCTAssertGreaterThan(cases.count, 30, "the content's specs are missing")
        var checked = 0
        var types: Set<String> = []
        for c in cases {
            let original = nodes(c.document)
            for language in [ImportLanguage.swift, .objectiveC] {
                let code = CodeExport.render(c.document, in: language == .swift ? .swift : .objectiveC)
                let result = CodeImport.run(code, options: ImportOptions(language: language))
                guard case .success(let imported) = result else {
                    XCTFail("\(c.name) (\(language.title)): \(result)")
                    continue
                }
                var document = try SpecDecoder.decode(imported.spec)
                document.scale = c.document.scale
                let got = nodes(document)
                XCTAssertEqual(got.count, original.count, "\(c.name) (\(language.title)): nodes")
                for (a, b) in zip(original, got) where !a.matches(b) {
                    XCTFail("\(c.name) (\(language.title)): \(a) became \(b)\n\(imported.spec)")
                    break
                }
                XCTAssertEqual(
                    document.layout(text: MonospaceTextMeasurer()).size, c.document.layout(text: MonospaceTextMeasurer()).size,
                    "\(c.name) (\(language.title))")
                XCTAssertEqual(spoken(document), spoken(c.document), "\(c.name) (\(language.title)): what VoiceOver reads")
                for node in got { types.insert(node.type) }
                checked += 1
            }
        }
        // Texture's own nodes come back as themselves.
        for type in ["button", "networkImage", "cell", "image", "text", "node"] {
            XCTAssertTrue(types.contains(type), "no imported spec has a \(type)")
        }
        print("round trip: \(checked) exports imported to the same layout")
    }

    /// What the round trip compares of one display node.
    struct Node: CustomStringConvertible {
        var type: String
        var hasURL: Bool
        var frame: Rect
        var touch: Rect?
        var measure: String
        var modification: String

        func matches(_ imported: Node) -> Bool {
            let sameType = type == imported.type || (type == "image" && hasURL && imported.type == "networkImage")
            return sameType && frame == imported.frame && touch == imported.touch && measure == imported.measure
                && modification == imported.modification
        }

        var description: String {
            "\(type) \(frame), touch \(touch.map { "\($0)" } ?? "none"), measured \(measure)\(modification.isEmpty ? "" : ", " + modification)"
        }
    }

    /// What VoiceOver reads, element by element (the nodes' names aside).
    func spoken(_ document: SpecDocument) -> [String] {
        document.accessibility(document.layout(text: MonospaceTextMeasurer())).map {
            "\($0.label) \($0.traits.names) \($0.frame) actions \($0.actions.map(\.name))"
        }
    }

    func nodes(_ document: SpecDocument) -> [Node] {
        let layout = document.layout(text: MonospaceTextMeasurer())
        let frames = layout.frames(in: document.tree)
        let touch = document.touch(layout, frames: frames).areas
        let counts = layout.measureCounts
        return frames.enumerated().map { n, frame in
            let info = document.elements[frame.element]
            var modification = ""
            switch info.imageModification {
            case .roundBorder(let width, let color)?: modification = "round border \(width)\(color == nil ? "" : " coloured")"
            case .cornerRadius(let radius)?: modification = "corners \(radius)"
            case .tint?: modification = "tint"
            case nil: break
            }
            let measure = counts.map { "\($0.calculations[frame.element])/\($0.cacheHits[frame.element])" } ?? "-"
            return Node(
                type: info.type.name, hasURL: info.url != nil, frame: frame.frame, touch: touch[n]?.rect, measure: measure,
                modification: modification)
        }
    }
}
