import SwatchMarkdown
import SwatchSite
import XCTest

/// `accessibility=toggle` on a layout figure: both drawings, the plain one
/// first, and the button that switches them; a value other than true,
/// false or toggle is an error naming the page and line.
final class VoiceOverFenceTests: XCTestCase {
    private let spec = ##"""
        {"sizeRange": [200, 60], "root": {"type": "stack", "id": "row", "direction": "horizontal", "children": [
          {"type": "image", "id": "photo", "imageSize": [40, 40], "isAccessibilityElement": true, "accessibilityLabel": "Ada's photo"},
          {"type": "node", "id": "dot", "intrinsicSize": [10, 10], "isAccessibilityElement": true, "accessibilityLabel": "Unread"}]}}
        """##

    private func render(_ fence: String) throws -> (RenderedSite, String) {
        let body = "```swatch \(fence)\n\(spec)\n```\n"
        let content = SiteContent(pages: [SourceFile(path: "content/guide/d.md", text: "---\ntitle: D\n---\n" + body)])
        let site = try Site.render(content, options: SiteOptions(demoRenderers: [.swatch: .layout]))
        let file = try XCTUnwrap(site.file(at: "/guide/d/"))
        return (site, String(decoding: file.contents, as: UTF8.self))
    }

    private func count(_ text: String, in html: String) -> Int {
        html.components(separatedBy: text).count - 1
    }

    func testToggleDrawsThePlainDrawingThenWhatVoiceOverReadsAndAHiddenButton() throws {
        let (site, html) = try render("accessibility=toggle")
        XCTAssertTrue(site.diagnostics.isEmpty, "\(site.diagnostics)")
        XCTAssertEqual(count("<svg ", in: html), 2, html)
        XCTAssertEqual(count("class=\"swatch-accessibility\"", in: html), 1, "one drawing has the overlay: \(html)")
        let plain = try XCTUnwrap(html.range(of: "<div class=\"demo-view\" data-view=\"plain\"><div class=\"demo-drawing\"><svg "))
        let spoken = try XCTUnwrap(html.range(
            of: "<div class=\"demo-view\" data-view=\"voiceover\" id=\"voiceover-4\"><div class=\"demo-drawing\"><svg "))
        let overlay = try XCTUnwrap(html.range(of: "class=\"swatch-accessibility\""))
        XCTAssertLessThan(plain.upperBound, spoken.lowerBound, "the plain drawing comes first")
        XCTAssertLessThan(spoken.upperBound, overlay.lowerBound, "the overlay is in the second drawing")
        XCTAssertTrue(html.contains("VoiceOver reads, in this order:"), html)
        XCTAssertTrue(html.contains(
            "<div class=\"voiceover-tools\" hidden><button type=\"button\" class=\"voiceover-toggle\" aria-pressed=\"false\" "
                + "aria-controls=\"voiceover-4\">What VoiceOver reads</button></div>"),
            html)
        let button = try XCTUnwrap(html.range(of: "class=\"voiceover-toggle\""))
        let caption = try XCTUnwrap(html.range(of: "<figcaption>"))
        XCTAssertLessThan(spoken.upperBound, button.lowerBound, "the button is under the drawings")
        XCTAssertLessThan(button.upperBound, caption.lowerBound, "and above the caption")
        // Ids stay unique in the page: each drawing has its own prefix.
        XCTAssertTrue(html.contains("id=\"demo-4-clip-0\""), html)
        XCTAssertTrue(html.contains("id=\"demo-4-voiceover-clip-0\""), html)
    }

    func testTrueAndFalseDrawOneDrawingWithoutAButton() throws {
        let (shownSite, shown) = try render("accessibility=true")
        let (plainSite, plain) = try render("accessibility=false")
        XCTAssertTrue(shownSite.diagnostics.isEmpty && plainSite.diagnostics.isEmpty)
        for html in [shown, plain] {
            XCTAssertEqual(count("<svg ", in: html), 1)
            XCTAssertFalse(html.contains("voiceover-toggle"))
            XCTAssertFalse(html.contains("demo-view"))
        }
        XCTAssertTrue(shown.contains("class=\"swatch-accessibility\""))
        XCTAssertFalse(plain.contains("class=\"swatch-accessibility\""))
    }

    func testAnotherValueIsAnErrorNamingThePageAndLine() throws {
        let (site, html) = try render("accessibility=both")
        XCTAssertEqual(
            site.diagnostics.map(\.description),
            ["content/guide/d.md:4: error: demo: accessibility=both: expected true, false or toggle"])
        XCTAssertTrue(site.hasErrors)
        XCTAssertTrue(html.contains("content/guide/d.md:4: accessibility=both: expected true, false or toggle"), html)
    }
}
