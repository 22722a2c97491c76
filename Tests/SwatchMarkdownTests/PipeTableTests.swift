import SwatchMarkdown
import XCTest

/// Pipe tables (GitHub-flavoured Markdown), which libcmark alone reads as a
/// paragraph of pipes: written as `<table>` with inline Markdown in the cells.
final class PipeTableTests: XCTestCase {
    private func render(_ markdown: String, trusted: Bool = false) throws -> GuidePage {
        try GuideParser(options: .init(trustsRawHTML: trusted)).parse(markdown, file: "page.md")
    }

    func testATableIsWrittenWithHeaderCellsAndInlineMarkdown() throws {
        let page = try render("""
            | key | value |
            |---|---|
            | `scale` | *from* 1 to [4](#limits) |
            | `title` | "string" |

            """)
        XCTAssertEqual(
            page.html,
            """
            <table>
            <thead>
            <tr>
            <th>key</th>
            <th>value</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td><code>scale</code></td>
            <td><em>from</em> 1 to <a href="#limits">4</a></td>
            </tr>
            <tr>
            <td><code>title</code></td>
            <td>“string”</td>
            </tr>
            </tbody>
            </table>

            """)
        XCTAssertEqual(page.plainText, "key value scale from 1 to 4 title “string”")
        XCTAssertEqual(page.links.map(\.url), ["#limits"])
        XCTAssertEqual(page.links.map(\.line), [3], "a cell's link has its row's line")
    }

    func testAlignmentsEscapedPipesAndRaggedRows() throws {
        let page = try render("""
            a | b | c
            :-- | :-: | --:
            `x \\| y` | 2
            1 | 2 | 3 | 4

            """)
        XCTAssertTrue(page.html.contains("<th style=\"text-align: left\">a</th>\n<th style=\"text-align: center\">b</th>\n<th style=\"text-align: right\">c</th>"), page.html)
        XCTAssertTrue(page.html.contains("<td style=\"text-align: left\"><code>x | y</code></td>\n<td style=\"text-align: center\">2</td>\n<td style=\"text-align: right\"></td>"), page.html)
        XCTAssertTrue(page.html.contains("<td style=\"text-align: right\">3</td>\n</tr>"), page.html)
        XCTAssertFalse(page.html.contains(">4<"), "cells past the header's are dropped")
        XCTAssertEqual(page.plainText, "a b c x | y 2 1 2 3", "no table markup; the escaped pipe as written")
    }

    func testLongNamesInCodeMayBreakAfterDotsAndColons() throws {
        let page = try render("| Texture | default |\n|---|---|\n| `ASStackLayoutSpec.direction`, `set<Title>:forState:` | `0.5` |\n")
        XCTAssertTrue(
            page.html.contains("<td><code>ASStackLayoutSpec.<wbr>direction</code>, <code>set&lt;Title&gt;:<wbr>forState:</code></td>\n<td><code>0.5</code></td>"),
            page.html)
        XCTAssertEqual(page.plainText, "Texture default ASStackLayoutSpec.direction, set<Title>:forState: 0.5")
        let paragraph = try render("`ASStackLayoutSpec.direction`\n")
        XCTAssertEqual(paragraph.html, "<p><code>ASStackLayoutSpec.direction</code></p>\n", "only in tables")
    }

    func testCellsAreInlineNeverBlocks() throws {
        let page = try render("| a | b |\n|---|---|\n| # not a heading | - not a list |\n")
        XCTAssertTrue(page.html.contains("<td># not a heading</td>\n<td>- not a list</td>"), page.html)
        XCTAssertTrue(page.headings.isEmpty)
    }

    func testUntrustedCellsAreEscapedAndTrustedOnesPassHTML() throws {
        let source = "| a |\n|---|\n| <b onclick=\"x()\">b</b> [l](javascript:alert(1)) |\n"
        let untrusted = try render(source)
        XCTAssertTrue(untrusted.html.contains("<td>&lt;b onclick=&quot;x()&quot;&gt;b&lt;/b&gt; <a href=\"\">l</a></td>"), untrusted.html)
        let trusted = try render(source, trusted: true)
        XCTAssertTrue(trusted.html.contains("<td><b onclick=\"x()\">b</b> <a href=\"javascript:alert(1)\">l</a></td>"), trusted.html)
    }

    func testLinesBeforeTheHeaderStayAParagraph() throws {
        let page = try render("Some *text*\n| a | b |\n| - | - |\n")
        XCTAssertEqual(page.html, "<p>Some <em>text</em></p>\n<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n</table>\n")
    }

    func testTablesInQuotesAndListItems() throws {
        let page = try render("> | a | b |\n> |---|---|\n> | 1 | 2 |\n\n- | c |\n  |---|\n  | 3 |\n")
        XCTAssertTrue(page.html.contains("<blockquote>\n<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>"), page.html)
        XCTAssertTrue(page.html.contains("<td>1</td>\n<td>2</td>"), page.html)
        XCTAssertTrue(page.html.contains("<li>\n<table>\n<thead>\n<tr>\n<th>c</th>"), page.html)
        XCTAssertTrue(page.html.contains("<td>3</td>"), page.html)
    }

    func testPipesWithoutADelimiterRowStayText() throws {
        let page = try render("a | b\nc | d\n\n| x |\n|-x-|\n")
        XCTAssertEqual(page.html, "<p>a | b\nc | d</p>\n<p>| x |\n|-x-|</p>\n")
        let mismatched = try render("| a | b |\n|---|\n")
        XCTAssertFalse(mismatched.html.contains("<table>"), "a delimiter row must have the header's cell count")
    }
}
