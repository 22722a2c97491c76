import SwatchSite
import XCTest

/// The static site mounts the playground's page, with its gallery.
final class StaticPlaygroundTests: XCTestCase {
    func testTheBuiltPlaygroundNamesEveryKindOfDocumentAndListsTitles() throws {
        var options = SiteOptions()
        options.includesStaticPlayground = true
        let content = SiteContent(pages: [], specs: [
            "transition-expanding-cell": SourceFile(
                path: "content/specs/transition-expanding-cell.json", text: #"{"title": "A cell that expands", "states": []}"#),
        ])
        let site = try Site.render(content, options: options)
        let page = String(decoding: try XCTUnwrap(site.file(at: options.playgroundPath)).contents, as: UTF8.self)
        XCTAssertTrue(page.contains("Edit a layout spec, a range scenario or a transition document;"), "the lead")
        XCTAssertTrue(page.contains(">A cell that expands</a>"), "the gallery lists the title")
    }
}
