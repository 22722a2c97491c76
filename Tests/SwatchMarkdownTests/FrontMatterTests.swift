import SwatchMarkdown
import XCTest

final class FrontMatterTests: XCTestCase {
    private let parser = GuideParser()

    func testReadsJekyllKeysAndKeepsUnknownOnes() throws {
        let page = try parser.parse(
            """
            ---
            # the guide's own keys
            title: "Working range: what loads when"
            layout: docs
            permalink: /docs/working-range.html   # a comment
            prevPage: 'intelligent-preloading.html'
            nextPage: layout-specs.html
            order: 3
            description: It's about 'ranges'
            tags:
              - ranges
              - "display state"
            custom_key: kept
            ---
            Body.
            """, file: "guide/working-range.md")
        XCTAssertEqual(page.title, "Working range: what loads when")
        XCTAssertEqual(page.layout, "docs")
        XCTAssertEqual(page.permalink, "/docs/working-range.html")
        XCTAssertTrue(page.hasExplicitPermalink)
        XCTAssertEqual(page.prev, NeighborLink(target: "intelligent-preloading.html", line: 6))
        XCTAssertEqual(page.next, NeighborLink(target: "layout-specs.html", line: 7))
        XCTAssertEqual(page.order, 3)
        XCTAssertEqual(page.description, "It's about 'ranges'")
        XCTAssertEqual(page.frontMatter["tags"], .list(["ranges", "display state"]))
        XCTAssertEqual(page.frontMatter.entry("custom_key")?.line, 13)
        XCTAssertEqual(page.frontMatter["custom_key"], .scalar("kept"))
        XCTAssertEqual(page.html, "<p>Body.</p>\n")
    }

    func testQuotedScalarsDecodeTheirEscapes() throws {
        let page = try parser.parse(
            """
            ---
            title: "Tab\\there \\"quoted\\" \\u00e9"
            description: 'It''s # not a comment'
            layout: plain # comment
            ---
            """, file: "x.md")
        XCTAssertEqual(page.title, "Tab here “quoted” é")
        XCTAssertEqual(page.frontMatter["title"], .scalar("Tab\there \"quoted\" é"))
        XCTAssertEqual(page.description, "It's # not a comment")
        XCTAssertEqual(page.layout, "plain")
    }

    func testPrevAndNextShortKeysAndEmptyValueMeaningNone() throws {
        let page = try parser.parse("---\nprev: a.html\nnext:\n---\n", file: "x.md")
        XCTAssertEqual(page.prev, NeighborLink(target: "a.html", line: 2))
        XCTAssertEqual(page.next, NeighborLink(target: nil, line: 3))
    }

    func testWithoutFrontMatterTheSlugGivesURLAndTitle() throws {
        let page = try parser.parse("Just text.\n", file: "content/guide/layout-specs.md")
        XCTAssertTrue(page.frontMatter.isEmpty)
        XCTAssertEqual(page.slug, "layout-specs")
        XCTAssertEqual(page.permalink, "/guide/layout-specs/")
        XCTAssertFalse(page.hasExplicitPermalink)
        XCTAssertEqual(page.title, "layout-specs")
        XCTAssertNil(page.order)
    }

    func testLeadingBlankLinesBeforeTheBlockAreAllowed() throws {
        let page = try parser.parse("\n---\ntitle: api\n---\n\n<p>hi</p>\n", file: "appledocs.md")
        XCTAssertEqual(page.title, "api")
        XCTAssertEqual(page.frontMatter.entry("title")?.line, 3)
    }

    func testBodyLinesKeepTheFilesNumbering() throws {
        let page = try parser.parse("---\ntitle: T\n---\n\n## Second\n", file: "x.md")
        XCTAssertEqual(page.headings.first?.line, 5)
    }

    func testBrokenFrontMatterNamesFileAndLine() {
        let cases: [(String, Int, String)] = [
            ("---\ntitle: Never closed\n\nBody\n", 1, "not closed"),
            ("---\ntitle: ok\njust some words\n---\n", 3, "expected `key: value`"),
            ("---\ntitle: \"unterminated\n---\n", 2, "double-quoted value is not closed"),
            ("---\ntitle: 'unterminated\n---\n", 2, "single-quoted value is not closed"),
            ("---\ntitle: \"done\" trailing\n---\n", 2, "after the closing quote"),
            ("---\ntitle: \"bad \\q escape\"\n---\n", 2, "unknown escape"),
            ("---\ntitle: ok\norder: first\n---\n", 3, "`order` must be a whole number"),
            ("---\norder: 2.5\n---\n", 2, "`order` must be a whole number"),
            ("---\ntitle: a\ntitle: b\n---\n", 3, "duplicate key `title` (first on line 2)"),
            ("---\ntitle: a\n  nested: b\n---\n", 3, "unexpected indentation"),
            ("---\ntitle:\n\t- a\n---\n", 3, "tabs"),
            ("---\n- orphan\n---\n", 2, "list item must follow"),
            ("---\ntags: [a, b]\n---\n", 2, "flow collections"),
            ("---\ndescription: |\n---\n", 2, "block scalars"),
            ("---\ntitle: Colon: inside\n---\n", 2, "cannot contain `: `"),
            ("---\ntitle:\n  - a\n  - b\n---\n", 2, "`title` must be a single value"),
            ("---\nprev: a.html\nprevPage: b.html\n---\n", 3, "both `prev` and `prevPage`"),
            ("---\npermalink: docs/x.html\n---\n", 2, "must start with `/`"),
            ("---\npermalink: /docs/../x.html\n---\n", 2, "`..`"),
            ("---\n\"quoted key\": x\n---\n", 2, "not a valid key"),
        ]
        for (text, line, fragment) in cases {
            XCTAssertThrowsError(try parser.parse(text, file: "guide/broken.md"), text) { error in
                guard let error = error as? GuideError else { return XCTFail("not a GuideError: \(error)") }
                XCTAssertEqual(error.kind, .frontMatter, text)
                XCTAssertEqual(error.file, "guide/broken.md", text)
                XCTAssertEqual(error.line, line, "\(text) -> \(error)")
                XCTAssertTrue(error.message.contains(fragment), "\(error.message) lacks \(fragment)")
                XCTAssertTrue(error.description.hasPrefix("guide/broken.md:\(line): front matter: "), error.description)
            }
        }
    }
}
