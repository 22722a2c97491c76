import SwatchMarkdown
import XCTest

final class HeadingTests: XCTestCase {
    func testHeadingsGetStableUniqueIDsAndSelfLinks() throws {
        let page = try GuideParser().parse(
            """
            # Layout Specs
            ## ASStackLayoutSpec (Flexbox Container)
            ### CALayer's .cornerRadius is *Expensive*
            ## Layout Specs
            ## Layout Specs
            ## `ASDimension` & friends
            ## 2.0 Release — Notes!
            ## !!!
            """, file: "h.md")
        XCTAssertEqual(
            page.headings.map(\.id),
            [
                "layout-specs", "asstacklayoutspec-flexbox-container", "calayers-cornerradius-is-expensive",
                "layout-specs-1", "layout-specs-2", "asdimension--friends", "20-release--notes", "section",
            ])
        XCTAssertEqual(page.headings.map(\.level), [1, 2, 3, 2, 2, 2, 2, 2])
        XCTAssertEqual(page.headings[2].text, "CALayer’s .cornerRadius is Expensive")
        XCTAssertEqual(page.headings.map(\.line), Array(1...8))
        XCTAssertEqual(page.anchors, Set(page.headings.map(\.id)))
        XCTAssertTrue(
            page.html.hasPrefix(
                "<h1 id=\"layout-specs\">Layout Specs<a class=\"anchor\" href=\"#layout-specs\" "
                    + "aria-label=\"Link to this section\">#</a></h1>\n"), page.html)
        XCTAssertTrue(
            page.html.contains(
                "<h3 id=\"calayers-cornerradius-is-expensive\">CALayer’s .cornerRadius is <em>Expensive</em><a class=\"anchor\""))
    }

    func testPlainTextHoldsHeadingsAndProseButNotMarkup() throws {
        let page = try GuideParser(options: .init(trustsRawHTML: true)).parse(
            "## Ranges\n\nA *preload* range, `ASRangeController`.\n\n<table><tr><td>cell</td><td>node</td></tr></table>\n\n<pre>code()</pre>\n",
            file: "p.md")
        XCTAssertEqual(page.plainText, "Ranges A preload range, ASRangeController. cell node")
    }
}
