import SwatchMarkdown
import SwatchSite
import XCTest

/// A guide page whose `swatch-import` block holds hostile code (a flat
/// chain of thousands of terms, a string doubled 64 times) renders: the
/// block becomes an error figure with the guide file's line, and the
/// page's other blocks are still drawn.
final class ImportFenceBoundsTests: XCTestCase {
    private let drawing = DemoRenderer { _ in DemoFigure(svg: "<svg></svg>", title: nil) }

    private func page(_ body: String) -> String {
        "override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec {\n\(body)\n  return ASLayoutSpec()\n}\n"
    }

    func testHostileImportBlocksBecomeErrorFigures() throws {
        let chain = "  let x = " + Array(repeating: "1", count: 2_700).joined(separator: " + ")
        let doubling = "  var s = \"ab\"\n  for _ in 0..<64 { s = s + s }"
        let text = "---\ntitle: D\n---\n```swatch-import language=swift\n" + page(chain) + "```\n\n"
            + "```swatch-import language=swift\n" + page(doubling) + "```\n\n"
            + "```swatch-import language=swift\n" + page("") + "```\n"
        let site = try Site.render(
            SiteContent(pages: [SourceFile(path: "content/guide/d.md", text: text)]), options: SiteOptions(demoRenderers: [.swatch: drawing]))
        let html = String(decoding: try XCTUnwrap(site.file(at: "/guide/d/")).contents, as: UTF8.self)
        XCTAssertEqual(site.diagnostics.map(\.severity), [.error, .error], "\(site.diagnostics)")
        XCTAssertTrue(site.diagnostics[0].description.contains("line 6, column"), "\(site.diagnostics)")
        XCTAssertTrue(site.diagnostics[0].description.contains("deeper than"), "\(site.diagnostics)")
        XCTAssertTrue(site.diagnostics[1].description.contains("line 14, column"), "\(site.diagnostics)")
        XCTAssertTrue(site.diagnostics[1].description.contains("string of more than"), "\(site.diagnostics)")
        XCTAssertEqual(html.components(separatedBy: "This code cannot be imported").count, 3)
        XCTAssertEqual(html.components(separatedBy: "<svg></svg>").count, 2, "the readable block is drawn")
    }
}
