import SwatchMarkdown
import SwatchSite
import XCTest

final class DemoFenceTests: XCTestCase {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "cannot draw this" }
    }

    /// A stand-in drawing: the spec's length, so tests see which spec was drawn.
    private let counting = DemoRenderer { request in
        DemoFigure(svg: "<svg data-length=\"\(request.spec.count)\"></svg>", title: "Drawn <\(request.spec.count)>")
    }

    private func render(_ body: String, specs: [String: SourceFile] = [:], options: SiteOptions) throws -> (RenderedSite, String) {
        let content = SiteContent(pages: [SourceFile(path: "content/guide/d.md", text: "---\ntitle: D\n---\n" + body)], specs: specs)
        let site = try Site.render(content, options: options)
        let file = try XCTUnwrap(site.file(at: "/guide/d/"))
        return (site, String(decoding: file.contents, as: UTF8.self))
    }

    func testInlineAndNamedSpecsBecomeFiguresFromThePluggedRenderer() throws {
        let (site, html) = try render(
            "```swatch\n{\"a\": 1}\n```\n\n```swatch spec=cell\n```\n",
            specs: ["cell": SourceFile(path: "content/specs/cell.json", text: "{\"named\": true}")],
            options: SiteOptions(demoRenderers: [.swatch: counting]))
        XCTAssertTrue(site.diagnostics.isEmpty, "\(site.diagnostics)")
        XCTAssertTrue(
            html.contains(
                "<figure class=\"demo demo-swatch\"><div class=\"demo-drawing\"><svg data-length=\"9\"></svg></div>"
                    + "<figcaption><span class=\"demo-title\">Drawn &lt;9&gt;</span><div class=\"demo-tools\">"
                    + "<a class=\"demo-edit\" href=\"\(PlaygroundLink.sharing("{\"a\": 1}\n", playgroundPath: "/playground/"))\">Edit in playground</a>"
                    + "<details class=\"demo-spec\"><summary>Show spec</summary><pre><code class=\"language-json\">{\"a\": 1}\n"
                    + "</code></pre></details></div></figcaption></figure>"),
            html)
        XCTAssertTrue(html.contains("<svg data-length=\"15\"></svg>"))
        let (_, titled) = try render(
            "```swatch spec=cell title=\"Shown twice, captioned once\"\n```\n",
            specs: ["cell": SourceFile(path: "content/specs/cell.json", text: "{}")],
            options: SiteOptions(demoRenderers: [.swatch: counting]))
        XCTAssertTrue(titled.contains("<span class=\"demo-title\">Shown twice, captioned once</span>"), "the fence's title wins")
        XCTAssertTrue(html.contains("<a class=\"demo-edit\" href=\"/playground/?spec=cell#spec-cell\">Edit in playground</a>"))
    }

    func testRangeFencesUseTheirOwnRenderer() throws {
        let ranges = DemoRenderer { _ in DemoFigure(svg: "<svg class=\"ranges\"></svg>", title: nil) }
        let (_, html) = try render(
            "```swatch-ranges\n{}\n```\n", options: SiteOptions(demoRenderers: [.swatch: counting, .swatchRanges: ranges]))
        XCTAssertTrue(html.contains("<figure class=\"demo demo-swatch-ranges\"><div class=\"demo-drawing\"><svg class=\"ranges\"></svg>"))
    }

    func testMissingSpecIsAWarningOrInStrictModeAnError() throws {
        let (site, html) = try render("Text\n\n```swatch spec=gone\n```\n", options: SiteOptions(demoRenderers: [.swatch: counting]))
        XCTAssertEqual(
            site.diagnostics.map(\.description),
            ["content/guide/d.md:6: warning: missing spec: no spec named `gone` (expected content/specs/gone.json)"])
        XCTAssertTrue(html.contains("<figure class=\"demo demo-error\" role=\"alert\">"))
        XCTAssertTrue(html.contains("content/guide/d.md:6: no spec named `gone`"))
        let (strict, _) = try render("```swatch spec=gone\n```\n", options: SiteOptions(demoRenderers: [.swatch: counting], strict: true))
        XCTAssertEqual(strict.diagnostics.map(\.severity), [.error])
        XCTAssertEqual(strict.diagnostics.first?.kind, .missingSpec)
    }

    func testADemoThatCannotBeDrawnShowsItsErrorInPlace() throws {
        let failing = DemoRenderer { _ in throw Refused() }
        let (site, html) = try render("```swatch\n{}\n```\n", options: SiteOptions(demoRenderers: [.swatch: failing]))
        XCTAssertEqual(site.diagnostics.map(\.description), ["content/guide/d.md:4: error: demo: cannot draw this"])
        XCTAssertTrue(site.hasErrors)
        XCTAssertTrue(html.contains("<p class=\"demo-error-title\">This demo cannot be drawn</p><pre><code>content/guide/d.md:4: cannot draw this</code></pre>"))
    }

    func testWithoutARendererTheSpecIsShownWithANote() throws {
        let (site, html) = try render("```swatch-ranges\n{}\n```\n", options: SiteOptions(demoRenderers: [:]))
        XCTAssertEqual(site.diagnostics.map(\.severity), [.warning])
        XCTAssertTrue(html.contains("<p class=\"demo-note\">"))
        XCTAssertTrue(html.contains("<summary>Show spec</summary>"))
    }

    func testRendererGetsTheOtherAttributesAndAnIDPrefixUniqueInThePage() throws {
        let seen = RequestRecorder()
        let recording = DemoRenderer { request in
            seen.append(request)
            return DemoFigure(svg: "<svg></svg>", title: nil)
        }
        _ = try render(
            "```swatch show=measured title=\"Cell\"\n{}\n```\n\n```swatch spec=cell fade=0.5\n```\n",
            specs: ["cell": SourceFile(path: "content/specs/cell.json", text: "{}")],
            options: SiteOptions(demoRenderers: [.swatch: recording]))
        XCTAssertEqual(seen.requests.map(\.attributes), [FenceAttributes([("show", "measured")]), FenceAttributes([("fade", "0.5")])])
        XCTAssertEqual(seen.requests.map(\.idPrefix), ["demo-4", "demo-8"])
    }

    func testTwoFiguresOfOneSpecGetTextAlternativesSayingWhatEachShows() throws {
        let spec = ##"{"title": "Photo cell", "sizeRange": [100, 100], "root": {"type": "image", "id": "photo", "imageSize": [80, 60]}}"##
        let (site, html) = try render(
            "```swatch spec=cell show=measured title=\"Measured: a placeholder\"\n```\n\n"
                + "```swatch spec=cell show=displayed title=\"Displayed: the photo\"\n```\n\n```swatch spec=cell\n```\n",
            specs: ["cell": SourceFile(path: "content/specs/cell.json", text: spec)],
            options: SiteOptions(demoRenderers: [.swatch: .layout]))
        XCTAssertTrue(site.diagnostics.isEmpty, "\(site.diagnostics)")
        let names = html.components(separatedBy: "role=\"img\"><title>").dropFirst().map { $0.prefix { $0 != "<" } }
        XCTAssertEqual(names, ["Measured: a placeholder (Photo cell)", "Displayed: the photo (Photo cell)", "Photo cell"])
        XCTAssertTrue(html.contains("// Photo cell\n"), "the code keeps the spec's title")
        XCTAssertFalse(html.contains("// Measured"), "the code keeps the spec's title")
        XCTAssertEqual(DemoRequest(spec: "", caption: "Same").textAlternative(title: "Same"), "Same")
        XCTAssertEqual(DemoRequest(spec: "", caption: "Shown").textAlternative(title: nil), "Shown")
    }

    func testShowSpecOfALayoutFigureHasJSONSwiftAndObjectiveCTabs() throws {
        let spec = ##"{"sizeRange": [100, 100], "root": {"type": "image", "id": "photo", "imageSize": [80, 60]}}"##
        let (site, html) = try render("```swatch\n\(spec)\n```\n", options: SiteOptions(demoRenderers: [.swatch: .layout]))
        XCTAssertTrue(site.diagnostics.isEmpty, "\(site.diagnostics)")
        // One radio group a figure, JSON chosen, a label for each.
        XCTAssertTrue(html.contains(
            "<input type=\"radio\" class=\"spec-tab\" name=\"spec-4\" id=\"spec-4-json\" value=\"json\" checked><label for=\"spec-4-json\">JSON</label>"),
            html)
        XCTAssertTrue(html.contains("<label for=\"spec-4-swift\">Swift</label>"), html)
        XCTAssertTrue(html.contains("<label for=\"spec-4-objectivec\">Objective-C</label>"), html)
        // The JSON listing comes first, as before; then the code, escaped.
        let json = try XCTUnwrap(html.range(of: "<code class=\"language-json\">"))
        let swift = try XCTUnwrap(html.range(of: "<div class=\"spec-panel\" data-language=\"swift\"><pre><code class=\"language-swift\">import AsyncDisplayKit"))
        let objc = try XCTUnwrap(html.range(of: "<code class=\"language-objectivec\">#import &lt;AsyncDisplayKit/AsyncDisplayKit.h&gt;"))
        XCTAssertLessThan(json.lowerBound, swift.lowerBound)
        XCTAssertLessThan(swift.lowerBound, objc.lowerBound)
        XCTAssertTrue(html.contains("return ASWrapperLayoutSpec(layoutElement: photoNode)"), html)
    }

    func testRangeFiguresShowTheirSpecWithoutTabs() throws {
        let ranges = DemoRenderer { _ in DemoFigure(svg: "<svg></svg>", title: nil) }
        let (_, html) = try render("```swatch-ranges\n{}\n```\n", options: SiteOptions(demoRenderers: [.swatchRanges: ranges]))
        XCTAssertTrue(html.contains("<summary>Show spec</summary><pre><code class=\"language-json\">"), html)
        XCTAssertFalse(html.contains("spec-tab"), html)
    }

    func testLayoutAttributesChooseTheDrawingAndUnknownOnesAreErrors() throws {
        let spec = ##"{"sizeRange": [100, 100], "root": {"type": "image", "id": "photo", "imageSize": [80, 60], "color": "#cccccc"}}"##
        let (animated, html) = try render(
            "```swatch fade=0.5\n\(spec)\n```\n", options: SiteOptions(demoRenderers: [.swatch: .layout]))
        XCTAssertTrue(animated.diagnostics.isEmpty, "\(animated.diagnostics)")
        XCTAssertTrue(html.contains("<animate"), "placeholders fade into contents: \(html)")
        XCTAssertTrue(html.contains("clip-path=\"url(#demo-4-clip-0)\""), "ids unique in the page: \(html)")
        let (_, still) = try render("```swatch\n\(spec)\n```\n", options: SiteOptions(demoRenderers: [.swatch: .layout]))
        XCTAssertFalse(still.contains("<animate"))
        let (bad, _) = try render(
            "```swatch colour=red\n\(spec)\n```\n", options: SiteOptions(demoRenderers: [.swatch: .layout]))
        XCTAssertEqual(
            bad.diagnostics.map(\.message),
            ["unknown attribute `colour` (a `swatch` block takes spec, title, show, fade, debug, touch, accessibility, warns, explain)"])
    }

    /// A figure lists its layout's warnings under the drawing; one that
    /// warns without declaring it (`warns=CODE`) is reported, as an error
    /// in a strict build, and so is one that declares a warning it lacks.
    func testFiguresShowTheirWarningsAndUndeclaredOnesAreReported() throws {
        let mistake = ##"{"sizeRange": [100, 100], "root": {"type": "inset", "id": "box", "style": {"width": 50}, "child": {"type": "node"}}}"##
        let options = SiteOptions(demoRenderers: [.swatch: .layout])
        let (undeclared, html) = try render("```swatch\n\(mistake)\n```\n", options: options)
        XCTAssertTrue(html.contains(
            "<div class=\"demo-warnings\"><p class=\"demo-warnings-heading\">Swatch warns:</p><ul><li><code>ignored-style</code> at <code>root</code>, <code>width</code>: an inset spec skips"),
            html)
        XCTAssertEqual(undeclared.diagnostics.map(\.severity), [.warning])
        XCTAssertTrue(undeclared.diagnostics.first?.message.contains("declare warns=ignored-style") == true, "\(undeclared.diagnostics)")
        var strictOptions = options
        strictOptions.strict = true
        XCTAssertEqual(try render("```swatch\n\(mistake)\n```\n", options: strictOptions).0.diagnostics.map(\.severity), [.error])
        let (declared, shown) = try render("```swatch warns=ignored-style\n\(mistake)\n```\n", options: strictOptions)
        XCTAssertTrue(declared.diagnostics.isEmpty, "\(declared.diagnostics)")
        XCTAssertTrue(shown.contains("demo-warnings"))
        let clean = ##"{"sizeRange": [100, 100], "root": {"type": "node", "id": "a"}}"##
        let (overclaimed, plain) = try render("```swatch warns=overflow\n\(clean)\n```\n", options: options)
        XCTAssertEqual(overclaimed.diagnostics.map(\.message), ["the figure declares warns=overflow but its layout gives no warning"])
        XCTAssertFalse(plain.contains("demo-warnings"))
        let (unknown, _) = try render("```swatch warns=oops\n\(clean)\n```\n", options: options)
        XCTAssertEqual(unknown.diagnostics.map(\.severity), [.error])
    }

    /// `explain=ID` sets what `swatch explain` says of that element under
    /// the drawing; an id the spec lacks is an error naming the ids it has.
    func testAFigureExplainsTheElementItNames() throws {
        let spec = ##"{"sizeRange": [300, 50], "root": {"type": "stack", "id": "row", "children": [{"type": "node", "id": "icon", "intrinsicSize": [50, 20]}, {"type": "node", "id": "name", "intrinsicSize": [300, 20], "style": {"flexShrink": 1}}]}}"##
        let options = SiteOptions(demoRenderers: [.swatch: .layout])
        let (site, html) = try render("```swatch explain=row\n\(spec)\n```\n", options: options)
        XCTAssertTrue(site.diagnostics.isEmpty, "\(site.diagnostics)")
        XCTAssertTrue(html.contains("<p class=\"demo-story-heading\">Why <code>row</code> is 300 x 50, as swatch explain says it:</p>"), html)
        XCTAssertTrue(html.contains(
            "<li><code>row</code> is 300 wide; its children want 350; 50 over; <code>name</code> gives 50: it is the only child with flexShrink.</li>"),
            html)
        let (missing, _) = try render("```swatch explain=nobody\n\(spec)\n```\n", options: options)
        XCTAssertEqual(missing.diagnostics.map(\.severity), [.error])
        XCTAssertTrue(missing.diagnostics.first?.message.contains("no element has the id \"nobody\" (ids: row, icon, name)") == true,
                      "\(missing.diagnostics)")
    }

    func testTheRangeEngineDrawsARealScenario() throws {
        let scenario = #"{"title": "Feed", "items": {"count": 12, "size": [375, 120]}, "scroll": [{"offset": 0}, {"offset": 600, "steps": 2}]}"#
        let (site, html) = try render(
            "```swatch-ranges\n\(scenario)\n```\n", options: SiteOptions(demoRenderers: [.swatchRanges: .ranges]))
        XCTAssertTrue(site.diagnostics.isEmpty, "\(site.diagnostics)")
        XCTAssertTrue(html.contains("<span class=\"demo-title\">Feed</span>"))
        XCTAssertTrue(html.contains("<svg"))
    }

    func testChosenUpdatesOfAScenarioAreDrawnSideBySide() throws {
        let scenario = #"{"title": "Feed", "items": {"count": 12, "size": [375, 120]}, "scroll": [{"offset": 0}, {"offset": 600, "steps": 2}]}"#
        let options = SiteOptions(demoRenderers: [.swatchRanges: .ranges])
        let (site, html) = try render("```swatch-ranges steps=0,2\n\(scenario)\n```\n", options: options)
        XCTAssertTrue(site.diagnostics.isEmpty, "\(site.diagnostics)")
        XCTAssertTrue(html.contains("class=\"swatch-range-panels\""))
        XCTAssertEqual(html.components(separatedBy: "class=\"swatch-panel\"").count - 1, 2)
        for bad in ["steps=0,9", "steps=a", "steps=\"\""] {
            let (failed, _) = try render("```swatch-ranges \(bad)\n\(scenario)\n```\n", options: options)
            XCTAssertEqual(failed.diagnostics.count, 1, bad)
        }
    }

    func testAScenarioWithFramesShowsItsAnimationAndItsFrameTimelineTogether() throws {
        let scenario = #"{"title": "Frames", "items": {"count": 12, "size": [375, 120]}, "frames": {}, "scroll": [{"offset": 0}, {"offset": 600, "steps": 2}]}"#
        let options = SiteOptions(demoRenderers: [.swatchRanges: .ranges])
        let (site, html) = try render("```swatch-ranges\n\(scenario)\n```\n", options: options)
        XCTAssertTrue(site.diagnostics.isEmpty, "\(site.diagnostics)")
        let drawing = try XCTUnwrap(html.range(of: "<div class=\"demo-drawing\"><svg"))
        let rest = html[drawing.upperBound...]
        XCTAssertTrue(rest.hasPrefix(" xmlns=\"http://www.w3.org/2000/svg\" class=\"swatch-ranges\""), String(rest.prefix(120)))
        let second = try XCTUnwrap(rest.range(of: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"swatch-frame-timeline\""))
        XCTAssertTrue(rest[..<second.lowerBound].hasSuffix("</svg>\n"), "the timeline follows the animation in the same drawing")
        XCTAssertTrue(html.contains("class=\"swatch-frame-cursor\""))

        // One drawing or the other on request; frames are needed for the pair.
        let (_, timeline) = try render("```swatch-ranges view=timeline\n\(scenario)\n```\n", options: options)
        XCTAssertTrue(timeline.contains("swatch-frame-timeline"))
        XCTAssertFalse(timeline.contains("class=\"swatch-ranges\""))
        XCTAssertFalse(timeline.contains("swatch-frame-cursor"))
        let (_, animation) = try render("```swatch-ranges view=animation\n\(scenario)\n```\n", options: options)
        XCTAssertFalse(animation.contains("swatch-frame-timeline"))
        let plain = #"{"items": {"count": 12, "size": [375, 120]}}"#
        let (bad, _) = try render("```swatch-ranges view=frames\n\(plain)\n```\n", options: options)
        XCTAssertEqual(bad.diagnostics.map(\.message), [#"view=frames: the scenario has no "frames" key to draw frames from"#])
    }

    func testTheLayoutEngineDrawsARealSpec() throws {
        let spec = """
            {"title": "Two squares", "sizeRange": [200, 100],
             "root": {"type": "stack", "spacing": 10, "children": [
               {"type": "node", "id": "a", "color": "#ff0000", "style": {"width": 40, "height": 40}},
               {"type": "node", "id": "b", "color": "#0000ff", "style": {"width": 40, "height": 40}}]}}
            """
        let (site, html) = try render("```swatch\n\(spec)\n```\n", options: SiteOptions(demoRenderers: [.swatch: .layout]))
        XCTAssertTrue(site.diagnostics.isEmpty, "\(site.diagnostics)")
        XCTAssertTrue(html.contains("<figcaption><span class=\"demo-title\">Two squares</span>"))
        XCTAssertTrue(html.contains("<g class=\"swatch-node\" data-id=\"a\" data-type=\"node\" data-name=\"node a\" data-frame=\"0 0 40 40\" data-touch=\"0 0 40 40\"><title>a [0, 0, 40, 40]</title>"), html)
        XCTAssertTrue(html.contains("<g class=\"swatch-node\" data-id=\"b\" data-type=\"node\" data-name=\"node b\" data-frame=\"50 0 40 40\" data-touch=\"50 0 40 40\"><title>b [50, 0, 40, 40]</title>"), html)
    }

    func testASpecErrorNamesTheFileLineAndJSONPath() throws {
        let spec = "{\n  \"root\": {\"type\": \"node\", \"colour\": \"red\"}\n}"
        let (site, _) = try render("Intro\n\n```swatch\n\(spec)\n```\n", options: SiteOptions(demoRenderers: [.swatch: .layout]))
        let diagnostic = try XCTUnwrap(site.diagnostics.first)
        XCTAssertEqual(diagnostic.kind, .demo)
        XCTAssertEqual(diagnostic.line, 6)
        XCTAssertTrue(diagnostic.message.hasPrefix("root.colour: "), diagnostic.message)
        XCTAssertTrue(diagnostic.message.hasSuffix("(line 8, column 38)"), diagnostic.message)
    }
}

/// Collects what a renderer was asked; renderers are `@Sendable`.
extension DemoFenceTests {
    static let importedCode = """
        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            let row = ASStackLayoutSpec.horizontal()
            if isOutgoing {
                row.children = [bubbleNode]
            } else {
                row.children = [avatarNode, bubbleNode]
            }
            return row
        }

        """

    /// A `swatch-import` block: the code as written, and the layout the
    /// import reads from it drawn by the `swatch` renderer, with what was
    /// assumed listed; `set` sets an assumption as `--set` does.
    func testImportFencesDrawTheLayoutTheCodeBuilds() throws {
        let seen = RequestRecorder()
        let recording = DemoRenderer { request in
            seen.append(request)
            return DemoFigure(svg: "<svg></svg>", title: nil)
        }
        let (site, html) = try render(
            "```swatch-import language=swift title=\"Imported\"\n" + Self.importedCode + "```\n\n"
                + "```swatch-import code=hidden set=\"isOutgoing=true\"\n" + Self.importedCode + "```\n",
            options: SiteOptions(demoRenderers: [.swatch: recording]))
        XCTAssertTrue(site.diagnostics.isEmpty, "\(site.diagnostics)")
        XCTAssertEqual(seen.requests.count, 2)
        let incoming = seen.requests[0].spec, outgoing = seen.requests[1].spec
        XCTAssertTrue(incoming.contains("\"id\": \"avatarNode\""), "the branch that shows more: \(incoming)")
        XCTAssertFalse(outgoing.contains("avatarNode"), "isOutgoing set: \(outgoing)")
        XCTAssertTrue(seen.requests.allSatisfy { $0.attributes["set"] == nil && $0.attributes["language"] == nil })
        XCTAssertTrue(html.contains("<pre class=\"demo-import-code\"><code class=\"language-swift\">override func layoutSpecThatFits"))
        XCTAssertEqual(html.components(separatedBy: "demo-import-code").count, 2, "code=hidden draws without the code")
        XCTAssertTrue(html.contains("<span class=\"demo-title\">Imported</span>"))
        XCTAssertTrue(html.contains("<li><code>isOutgoing</code> is <code>false</code> (a condition on data: the branch that shows more, line 3)</li>"), html)
        XCTAssertTrue(html.contains("<li><code>isOutgoing</code> is <code>true</code> (set, line 3)</li>"))
    }

    /// Code the import cannot read is an error with the guide file's line.
    func testAnImportFenceThatCannotBeReadNamesItsLine() throws {
        let (site, html) = try render(
            "Text\n\n```swatch-import\noverride func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec {\n  return ASStackLayoutSpec(\n}\n```\n",
            options: SiteOptions(demoRenderers: [.swatch: counting]))
        XCTAssertEqual(site.diagnostics.map(\.severity), [.error])
        XCTAssertTrue(site.diagnostics.first?.description.contains("line 9, column") == true, "\(site.diagnostics)")
        XCTAssertTrue(html.contains("This code cannot be imported"))
        let (unknown, _) = try render(
            "```swatch-import set=\"nothing=1\"\n" + Self.importedCode + "```\n", options: SiteOptions(demoRenderers: [.swatch: counting]))
        XCTAssertTrue(unknown.diagnostics.first?.description.contains("no assumption named nothing") == true, "\(unknown.diagnostics)")
    }
}

final class RequestRecorder: @unchecked Sendable {
    private var storage: [DemoRequest] = []
    func append(_ request: DemoRequest) { storage.append(request) }
    var requests: [DemoRequest] { storage }
}

extension DemoFenceTests {
    static let transition = #"""
        {"title": "Grow", "states": [
          {"name": "short", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "direction": "vertical", "children": [{"type": "node", "id": "title", "style": {"height": 20}}]}}},
          {"name": "long", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "direction": "vertical", "children": [{"type": "node", "id": "body", "style": {"height": 60}}, {"type": "node", "id": "title", "style": {"height": 20}}]}}}]}
        """#

    /// A `swatch-transition` block: the animation without a style element
    /// (the page's stylesheet has its rules), and each transition told in words.
    func testTheTransitionEngineDrawsAndTellsADocument() throws {
        let content = SiteContent(
            pages: [SourceFile(path: "content/guide/d.md", text: "---\ntitle: D\n---\n```swatch-transition slow=4\n\(Self.transition)\n```\n")])
        let site = try Site.render(content, options: SiteOptions(demoRenderers: [.swatchTransition: .transition]))
        XCTAssertTrue(site.diagnostics.isEmpty, "\(site.diagnostics)")
        let html = String(decoding: try XCTUnwrap(site.file(at: "/guide/d/")).contents, as: UTF8.self)
        XCTAssertTrue(html.contains("<figure class=\"demo demo-swatch-transition\"><div class=\"demo-drawing\"><svg"), html)
        XCTAssertTrue(html.contains("shown 4× slower"))
        XCTAssertFalse(html.contains("<style"))
        XCTAssertTrue(html.contains(
            "<div class=\"demo-story\"><p class=\"demo-story-heading\"><strong>short</strong> → <strong>long</strong></p>"
                + "<ul><li><code>body</code> is inserted and fades in at its final frame.</li>"
                + "<li><code>title</code> slides down 60 pt (it is moved: its index goes from 0 to 1).</li>"
                + "<li><code>cell</code> grows from 20 to 80 pt tall.</li></ul>"), html)
        XCTAssertTrue(html.contains("<span class=\"demo-title\">Grow</span>"))
    }

    func testATransitionBlockRefusesUnknownAttributesAndBadFactors() throws {
        for (attributes, message) in [
            ("colour=red", "unknown attribute `colour` (a `swatch-transition` block takes spec, title, slow)"),
            ("slow=0", "slow=0: expected a factor from 1 to 50"),
        ] {
            let content = SiteContent(
                pages: [SourceFile(path: "content/guide/d.md", text: "---\ntitle: D\n---\n```swatch-transition \(attributes)\n\(Self.transition)\n```\n")])
            let site = try Site.render(content, options: SiteOptions(demoRenderers: [.swatchTransition: .transition]))
            XCTAssertEqual(site.diagnostics.map(\.message), [message])
        }
    }
}
