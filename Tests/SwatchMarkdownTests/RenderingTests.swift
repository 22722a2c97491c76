import SwatchMarkdown
import XCTest

final class RenderingTests: XCTestCase {
    private func render(_ markdown: String, trusted: Bool = false) throws -> GuidePage {
        try GuideParser(options: .init(trustsRawHTML: trusted)).parse(markdown, file: "page.md")
    }

    /// Renders `markdown` and asserts the HTML it makes; returns the page.
    @discardableResult
    private func assertRendered(
        _ markdown: String, trusted: Bool = false, as html: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> GuidePage {
        let page = try render(markdown, trusted: trusted)
        XCTAssertEqual(page.html, html, file: file, line: line)
        return page
    }

    func testSmartPunctuation() throws {
        let page = try assertRendered(
            "\"Quoted\" and 'single', it's -- en --- em... done\n", as: "<p>“Quoted” and ‘single’, it’s – en — em… done</p>\n")
        XCTAssertEqual(page.plainText, "“Quoted” and ‘single’, it’s – en — em… done")
    }

    func testSmartPunctuationCanBeTurnedOff() throws {
        let page = try GuideParser(options: .init(smartPunctuation: false)).parse("\"a\" -- b\n", file: "p.md")
        XCTAssertEqual(page.html, "<p>&quot;a&quot; -- b</p>\n")
    }

    func testRawHTMLPassesThroughForTrustedContent() throws {
        try assertRendered(
            "<div class=\"note\">Hi</div>\n\nText <b>bold</b>.\n", trusted: true,
            as: "<div class=\"note\">Hi</div>\n<p>Text <b>bold</b>.</p>\n")
    }

    func testRawHTMLIsEscapedForUntrustedContent() throws {
        let page = try assertRendered(
            "<script>alert(1)</script>\n\nText <b onclick=\"x()\">bold</b>.\n",
            as: "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>Text &lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt;.</p>\n")
        XCTAssertFalse(page.html.contains("<script"))
        XCTAssertFalse(page.html.contains("<b"))
    }

    func testDangerousURLsAreDroppedForUntrustedContent() throws {
        try assertRendered(
            "[x](javascript:alert(1)) ![i](data:image/png;base64,AA)\n",
            as: "<p><a href=\"\">x</a> <img src=\"data:image/png;base64,AA\" alt=\"i\" /></p>\n")
        try assertRendered("[x](javascript:void(0))\n", trusted: true, as: "<p><a href=\"javascript:void(0)\">x</a></p>\n")
    }

    func testLinksImagesAndCodeAreEscapedAsCmarkDoes() throws {
        try assertRendered(
            "[a & b](/x?y=1&z='2' \"T<>\") ![alt *em*](</i m.png>) `<tag>`\n",
            as: "<p><a href=\"/x?y=1&amp;z=&#x27;2&#x27;\" title=\"T&lt;&gt;\">a &amp; b</a> "
                + "<img src=\"/i%20m.png\" alt=\"alt em\" /> <code>&lt;tag&gt;</code></p>\n")
    }

    func testFencesWithoutRendererAreEscapedCodeWithLanguageClass() throws {
        let page = try assertRendered(
            "```objc\n[node setNeedsLayout]; // <ok> & \"done\"\n```\n\n    indented\n",
            as: "<pre><code class=\"language-objc\">[node setNeedsLayout]; // &lt;ok&gt; &amp; &quot;done&quot;\n</code></pre>\n"
                + "<pre><code>indented\n</code></pre>\n")
        XCTAssertEqual(page.plainText, "", "code blocks stay out of the search text")
    }

    func testListsQuotesAndBreaksMatchCmark() throws {
        try assertRendered(
            "1. one\n2. two\n\n3) three\n\n> quote  \n> next\n\n---\n",
            as: "<ol>\n<li>one</li>\n<li>two</li>\n</ol>\n<ol start=\"3\">\n<li>three</li>\n</ol>\n"
                + "<blockquote>\n<p>quote<br />\nnext</p>\n</blockquote>\n<hr />\n")
    }

    func testTitleIsInlineMarkdownWithPlainTextVersion() throws {
        let page = try GuideParser(options: .init(trustsRawHTML: true)).parse(
            "---\ntitle: \"ASNodeController <b><i>(Beta)</i></b>\"\n---\n", file: "x.md")
        XCTAssertEqual(page.title, "ASNodeController (Beta)")
        XCTAssertEqual(page.titleHTML, "ASNodeController <b><i>(Beta)</i></b>")
        let code = try render("---\ntitle: Prefer `nodeBlocks` for \"speed\"\n---\n")
        XCTAssertEqual(code.title, "Prefer nodeBlocks for “speed”")
        XCTAssertEqual(code.titleHTML, "Prefer <code>nodeBlocks</code> for “speed”")
        let untrusted = try render("---\ntitle: A <b>B</b>\n---\n")
        XCTAssertEqual(untrusted.titleHTML, "A &lt;b&gt;B&lt;/b&gt;")
    }

    func testTitleFallsBackToTheFirstLevelOneHeading() throws {
        let page = try render("Intro\n\n## Not this\n\n# The *Title*\n")
        XCTAssertEqual(page.title, "The Title")
    }

    func testRawPreformattedBlockWithBlankLinesStaysWhole() throws {
        let markdown = """
            <div class="code">
            <pre lang="objc">
            - (void)first;

            - (void)second;
            </pre>
            </div>

            After.
            """
        let page = try assertRendered(
            markdown, trusted: true,
            as: "<div class=\"code\">\n<pre lang=\"objc\">\n- (void)first;\n\n- (void)second;\n</pre>\n</div>\n<p>After.</p>\n")
        XCTAssertFalse(page.html.contains("<li>"))
    }

    func testDeepNestingIsRefusedNotCrashed() {
        let deep = String(repeating: ">", count: 500) + " deep\n"
        XCTAssertThrowsError(try render(deep)) { error in
            XCTAssertEqual((error as? GuideError)?.kind, .file)
            XCTAssertTrue("\(error)".contains("nests deeper than 64"), "\(error)")
        }
        XCTAssertNoThrow(try render(String(repeating: ">", count: 20) + " fine\n"))
    }

    func testOversizedFileIsRefused() {
        let parser = GuideParser(options: .init(maximumBytes: 100))
        XCTAssertThrowsError(try parser.parse(String(repeating: "a", count: 101), file: "big.md")) { error in
            XCTAssertEqual("\(error)", "big.md:1: file: larger than 100 bytes")
        }
    }
}
