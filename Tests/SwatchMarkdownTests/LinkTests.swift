import SwatchMarkdown
import XCTest

final class LinkTests: XCTestCase {
    func testLinksFromMarkdownAndRawHTMLWithTheirLines() throws {
        let page = try GuideParser(options: .init(trustsRawHTML: true)).parse(
            """
            ---
            title: Links
            ---
            See [ranges](ranges.html#preload) and
            <a href = "layer-backing.html">Layer Backing</a>.

            ![diagram](/static/images/a.png)

            <div id="top">
            <img
              src="/static/b.png" alt="b">
            <a name="old-anchor"></a><a href="https://example.com/?a=1&amp;b=2">x</a>
            </div>
            """, file: "links.md")
        XCTAssertEqual(
            page.links,
            [
                GuideLink(url: "ranges.html#preload", kind: .href, line: 4),
                GuideLink(url: "layer-backing.html", kind: .href, line: 5),
                GuideLink(url: "/static/images/a.png", kind: .src, line: 7),
                GuideLink(url: "/static/b.png", kind: .src, line: 11),
                GuideLink(url: "https://example.com/?a=1&b=2", kind: .href, line: 12),
            ])
        XCTAssertEqual(page.anchors, ["top", "old-anchor"])
    }

    func testUntrustedRawHTMLYieldsNoLinks() throws {
        let page = try GuideParser().parse("<a href=\"/x\">x</a> [y](/y)\n", file: "u.md")
        XCTAssertEqual(page.links.map(\.url), ["/y"])
    }

    func testRewriterReplacesURLAttributesOnly() {
        let html = """
            <a href="/docs/x.html" title="/not-a-url">x</a><img src='/i.png' srcset="/a.png 1x, /b.png 2x">
            <form action=/search.html></form><!-- <a href="/comment"> --><script>var a = "<a href='/s'>";</script>
            <p>/text stays</p><a href="https://e.com/">e</a><a href="/q?a=1&amp;b=2">q</a>
            """
        var seen: [String] = []
        let out = HTMLURLRewriter.rewrite(html) { url in
            seen.append(url)
            return url.hasPrefix("/") ? "../" + url.dropFirst() : nil
        }
        XCTAssertEqual(seen, ["/docs/x.html", "/i.png", "/a.png", "/b.png", "/search.html", "https://e.com/", "/q?a=1&b=2"])
        XCTAssertEqual(
            out,
            """
            <a href="../docs/x.html" title="/not-a-url">x</a><img src='../i.png' srcset="../a.png 1x, ../b.png 2x">
            <form action="../search.html"></form><!-- <a href="/comment"> --><script>var a = "<a href='/s'>";</script>
            <p>/text stays</p><a href="https://e.com/">e</a><a href="../q?a=1&amp;b=2">q</a>
            """)
        XCTAssertEqual(HTMLURLRewriter.rewrite(html) { _ in nil }, html)
    }
}
