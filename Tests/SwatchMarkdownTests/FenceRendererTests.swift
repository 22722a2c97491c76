import SwatchMarkdown
import XCTest

final class FenceRendererTests: XCTestCase {
    struct DemoError: Error, CustomStringConvertible {
        var description: String { "root.children[0]: unknown key \"colour\" (line 2, column 5)" }
    }

    func testRendererGetsLanguageAttributesCodeAndLineAndIsSplicedInPlace() throws {
        let seen = Recorder()
        var parser = GuideParser()
        parser.addFenceRenderer(
            for: "swatch",
            .html { block in
                seen.append(block)
                return "<figure data-spec=\"\(block.attributes["spec"] ?? "inline")\"></figure>"
            })
        let page = try parser.parse(
            """
            ---
            title: Demo
            ---
            Before.

            ```swatch spec=notification-cell title="Two lines" caption='a "b"'
            {"root": {}}
            ```

            ```swatch
            {"inline": true}
            ```

            ```swift
            let x = 1
            ```
            After.
            """, file: "guide/demo.md")
        XCTAssertEqual(
            page.html,
            "<p>Before.</p>\n<figure data-spec=\"notification-cell\"></figure>\n<figure data-spec=\"inline\"></figure>\n"
                + "<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n<p>After.</p>\n")
        let blocks = seen.blocks
        XCTAssertEqual(blocks.count, 2)
        XCTAssertEqual(blocks[0].language, "swatch")
        XCTAssertEqual(blocks[0].attributes.map(\.key), ["spec", "title", "caption"])
        XCTAssertEqual(blocks[0].attributes["spec"], "notification-cell")
        XCTAssertEqual(blocks[0].attributes["title"], "Two lines")
        XCTAssertEqual(blocks[0].attributes["caption"], "a \"b\"")
        XCTAssertEqual(blocks[0].code, "{\"root\": {}}\n")
        XCTAssertEqual(blocks[0].line, 6)
        XCTAssertEqual(blocks[0].file, "guide/demo.md")
        XCTAssertTrue(blocks[1].attributes.isEmpty)
        XCTAssertEqual(blocks[1].line, 10)
    }

    func testRenderersAreKeyedByFirstWordOnly() throws {
        let parser = GuideParser(fenceRenderers: [
            "swatch": .html { _ in "<p>layout</p>" },
            "swatch-ranges": .html { block in "<p>ranges \(block.attributes["scenario"] ?? "")</p>" },
        ])
        let page = try parser.parse("```swatch-ranges scenario=feed\n{}\n```\n", file: "r.md")
        XCTAssertEqual(page.html, "<p>ranges feed</p>\n")
    }

    func testThrowingRendererStopsThePageWithFileAndLine() {
        let parser = GuideParser(fenceRenderers: ["swatch": .html { _ in throw DemoError() }])
        XCTAssertThrowsError(try parser.parse("# T\n\n\n```swatch\n{}\n```\n", file: "guide/bad.md")) { error in
            guard let error = error as? GuideError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.kind, .fenceRenderer)
            XCTAssertEqual(error.line, 4)
            XCTAssertEqual(
                error.description,
                "guide/bad.md:4: fence renderer: `swatch` block: root.children[0]: unknown key \"colour\" (line 2, column 5)")
        }
    }

    func testMalformedAttributesAreErrorsWithTheFenceLine() {
        let parser = GuideParser(fenceRenderers: ["swatch": .html { _ in "" }])
        let cases: [(String, String)] = [
            ("swatch spec", "expected key=value"),
            ("swatch spec=a spec=b", "given twice"),
            ("swatch title=\"open", "not closed"),
            ("swatch spec=", "has no value"),
            ("swatch sp@c=x", "not an attribute name"),
            ("swatch title=\"a\"b", "space after the closing quote"),
        ]
        for (info, fragment) in cases {
            XCTAssertThrowsError(try parser.parse("text\n\n```\(info)\n{}\n```\n", file: "f.md"), info) { error in
                guard let error = error as? GuideError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.kind, .fenceInfo, info)
                XCTAssertEqual(error.line, 3, info)
                XCTAssertTrue(error.message.contains(fragment), "\(error.message) lacks \(fragment)")
            }
        }
        // Without a renderer the same info string is just a language class.
        XCTAssertNoThrow(try GuideParser().parse("```swatch spec\n{}\n```\n", file: "f.md"))
    }

    func testRendererDiagnosticsAreReportedWithFileAndLine() throws {
        let parser = GuideParser(fenceRenderers: [
            "swatch": FenceRenderer { block in
                FenceOutput(
                    html: "<div class=\"demo-error\">missing</div>",
                    diagnostics: [.init(.warning, "no spec named `\(block.attributes["spec"] ?? "")`")])
            }
        ])
        let page = try parser.parse("A\n\n```swatch spec=gone\n```\n", file: "g.md")
        XCTAssertEqual(page.diagnostics, [GuideDiagnostic(.warning, file: "g.md", line: 3, "no spec named `gone`")])
        XCTAssertEqual(page.diagnostics.first?.description, "g.md:3: warning: no spec named `gone`")
        XCTAssertEqual(page.html, "<p>A</p>\n<div class=\"demo-error\">missing</div>\n")
    }
}

/// Collects what a renderer saw; renderers are `@Sendable`.
final class Recorder: @unchecked Sendable {
    private var storage: [FencedBlock] = []
    func append(_ block: FencedBlock) { storage.append(block) }
    var blocks: [FencedBlock] { storage }
}
