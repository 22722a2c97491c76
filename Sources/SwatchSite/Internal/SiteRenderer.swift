import SwatchMarkup
import SwatchMarkdown
import SwatchSpec

/// The steps of `Site.render`: parse, place, check, write.
struct SiteRenderer {
    let content: SiteContent
    let options: SiteOptions
    /// How pages write the site's URLs: root-relative for the server, relative
    /// or prefixed for a static build.
    var linkKind: LinkStyle.Kind = .rootRelative

    private var linkSeverity: GuideDiagnostic.Severity { options.strict ? .error : .warning }

    func render() throws(SiteError) -> RenderedSite {
        // 1. Parse every page (and the home page's introduction).
        let parser = makeParser()
        var problems: [SiteDiagnostic] = []
        var sources = content.pages
        if options.publishesSpecLanguage {
            sources.append(SourceFile(
                path: SpecReference.sourcePath, text: SpecReference.markdown(schemaPath: SpecSchema.schemaPath)))
        }
        let results = ParallelMap.map(sources) { file in
            Result { () throws(GuideError) -> GuidePage in try parser.parse(file.text, file: file.path) }
        }
        var parsed: [GuidePage] = []
        for result in results {
            switch result {
            case .success(let page): parsed.append(page)
            case .failure(let error): problems.append(Self.diagnostic(error))
            }
        }
        var home: GuidePage?
        if let file = content.home {
            do {
                home = try parser.parse(file.text, file: file.path)
            } catch {
                problems.append(Self.diagnostic(error))
            }
        }

        // 2. One URL per page, none of them Swatch's own (`ReservedRoutes`,
        // the same for the server and the static build).
        var owners: [String: String] = [Site.homePath: content.home?.path ?? "the home page"]
        if options.includesStaticPlayground { owners[SiteURL.filePath(for: options.playgroundPath)] = "the playground" }
        for page in parsed {
            let key = SiteURL.filePath(for: page.permalink)
            let line = page.frontMatter.entry("permalink")?.line ?? 0
            if let owner = ReservedRoutes.owner(of: page.permalink) ?? ReservedRoutes.owner(of: "/" + key) {
                problems.append(
                    SiteDiagnostic(.content, .error, file: page.file, line: line, ReservedRoutes.refusal(page.permalink, owner: owner)))
            } else if let owner = owners[key] ?? owners[page.permalink] {
                problems.append(
                    SiteDiagnostic(
                        .content, .error, file: page.file, line: line,
                        "URL \(page.permalink) is already used by \(owner)"))
            } else {
                owners[key] = page.file
                owners[page.permalink] = page.file
            }
        }
        guard problems.isEmpty else { throw SiteError(problems.sorted(by: Self.order)) }

        // 3. Reading order: `order`, then title, then URL.
        let pages = parsed.sorted { a, b in
            let (oa, ob) = (a.order ?? Int.max, b.order ?? Int.max)
            if oa != ob { return oa < ob }
            let (ta, tb) = (a.title.lowercased(), b.title.lowercased())
            if ta != tb { return ta < tb }
            return a.permalink < b.permalink
        }

        // 4. What the site's URLs point at.
        var index = SiteIndex()
        for (n, page) in pages.enumerated() { index.add(page.permalink, .page(.guide(n))) }
        index.add(Site.homePath, .page(.home))
        for path in [Site.searchPath, Site.notFoundPath, Site.searchIndexPath, Site.searchScriptPath, "/sitemap.xml"] {
            index.add(path, .file)
        }
        if options.includesStaticPlayground { index.add(options.playgroundPath, .file) }
        for path in options.servedPaths { index.add(path, .file) }
        if options.publishesSpecLanguage { index.add(SpecSchema.schemaPath, .file) }
        for path in content.publicPaths { index.add(path, .file) }

        // 5. Files left out while reading, shared orders, neighbours, links, demo problems.
        var diagnostics = content.diagnostics
        diagnostics += Self.sharedOrders(pages)
        var neighbours: [(PageTemplate.Link?, PageTemplate.Link?)] = []
        for (n, page) in pages.enumerated() {
            let previous = neighbour(page.prev, fallback: n > 0 ? pages[n - 1] : nil, of: page, pages: pages, index: index, into: &diagnostics)
            let next = neighbour(page.next, fallback: n + 1 < pages.count ? pages[n + 1] : nil, of: page, pages: pages, index: index, into: &diagnostics)
            neighbours.append((previous, next))
        }
        let checker = LinkChecker(
            index: index,
            anchors: { key in
                switch key {
                case .guide(let n): return pages[n].anchors
                case .home: return home?.anchors ?? []
                }
            }, severity: linkSeverity)
        for (n, page) in pages.enumerated() {
            diagnostics += page.diagnostics.map(siteDiagnostic)
            diagnostics += checker.check(page.links, of: .guide(n), at: page.permalink, file: page.file)
        }
        if let home {
            diagnostics += home.diagnostics.map(siteDiagnostic)
            diagnostics += checker.check(home.links, of: .home, at: Site.homePath, file: home.file)
        }

        // 6. Pages through the template.
        var sitePaths = pages.map(\.permalink) + [Site.homePath, Site.searchPath, Site.notFoundPath]
        if options.includesStaticPlayground { sitePaths.append(options.playgroundPath) }
        var outputFiles: [String: String] = [:]
        for path in sitePaths { outputFiles[path] = SiteURL.filePath(for: path) }
        let style = LinkStyle(kind: linkKind, outputFiles: outputFiles)
        let template = PageTemplate(
            siteTitle: options.siteTitle, playgroundPath: options.playgroundPath,
            pages: pages.map { PageTemplate.Link(title: $0.title, path: $0.permalink) }, scripts: options.scripts,
            bundlesModules: options.bundlesModules)
        let links = neighbours
        var files = ParallelMap.map(Array(pages.enumerated())) { (n, page) -> SiteFile in
            let html = template.render(
                PageTemplate.Page(
                    title: page.title, headingHTML: page.html.hasPrefix("<h1") ? nil : page.titleHTML,
                    description: page.description, index: n, bodyHTML: page.html,
                    previous: links[n].0, next: links[n].1,
                    modules: Self.figureModules(for: page.html, content)),
                links: style.page(at: page.permalink))
            return SiteFile(
                path: page.permalink, contents: Array(html.utf8), kind: .guidePage, mediaType: Self.htmlType,
                source: page.file)
        }
        files.append(homePage(home, pages: pages, template: template, links: style.page(at: Site.homePath)))
        files.append(searchPage(template, links: style.page(at: Site.searchPath)))
        files.append(notFoundPage(template, links: style.notFoundPage(at: Site.notFoundPath)))
        if options.includesStaticPlayground {
            files.append(
                StaticPlayground(specs: content.specs, textMeasurer: options.textMeasurer, playgroundPath: options.playgroundPath)
                    .page(template, path: options.playgroundPath, links: style.page(at: options.playgroundPath)))
        }
        let entries = pages.map {
            SearchIndex.Entry(path: $0.permalink, title: $0.title, headings: $0.headings, text: $0.plainText)
        }
        let json = SearchIndex.json(entries)
        files.append(SiteFile(path: Site.searchIndexPath, contents: json, kind: .data, mediaType: "application/json"))
        files.append(
            SiteFile(
                path: Site.searchScriptPath, contents: SearchIndex.script(json: json), kind: .data,
                mediaType: "text/javascript; charset=utf-8"))
        if options.publishesSpecLanguage {
            files.append(SiteFile(
                path: SpecSchema.schemaPath, contents: Array(SpecSchema.jsonSchema().utf8), kind: .data,
                mediaType: "application/schema+json"))
        }
        var site = RenderedSite(files: files, guidePages: pages, diagnostics: diagnostics.sorted(by: Self.order))
        site.template = template
        return site
    }

    static let htmlType = "text/html; charset=utf-8"

    /// Figures come alive with `Public/js/figures.js`, when the site has it:
    /// range demos get a step slider (`ranges.js`), a figure of a drawing and
    /// what VoiceOver reads a button to switch (`voiceover.js`), layout drawings answer
    /// "which node gets a tap here" (`touch.js`), animated drawings get a
    /// pause button and stand still under reduced motion (`motion.js`).
    static let figuresScript = Site.scriptFolder + "figures.js"
    /// The search page's script.
    static let searchScript = Site.scriptFolder + "search.js"
    static let rangeFigureClass = "demo-swatch-ranges"
    static let layoutFigureMarker = "class=\"swatch-layout\""
    static let animationMarker = "<animate"

    /// The figure script, when a page's HTML has a figure it enhances.
    static func figureModules(for html: String, _ content: SiteContent) -> [String] {
        guard content.publicPaths.contains(figuresScript) else { return [] }
        let markers = [rangeFigureClass, layoutFigureMarker, animationMarker]
        return markers.contains(where: { ByteSearch.contains(html, $0) }) ? [figuresScript] : []
    }

    // MARK: - Steps

    private func makeParser() -> GuideParser {
        var parser = GuideParser(options: .init(trustsRawHTML: options.trustsRawHTML))
        let fences = DemoFences(
            specs: content.specs, renderers: options.demoRenderers, playgroundPath: options.playgroundPath,
            referencePath: options.publishesSpecLanguage ? SpecReference.path : nil, strict: options.strict)
        var languages: Set<FenceLanguage> = [.swatch, .swatchRanges, .swatchTransition, .swatchImport]
        languages.formUnion(options.demoRenderers.keys)
        for language in languages {
            parser.addFenceRenderer(for: language, fences.renderer(for: language))
        }
        return parser
    }

    /// The page a `prev`/`next` entry names (resolved like a link from the page),
    /// or the neighbour in reading order when there is no entry.
    private func neighbour(
        _ link: NeighborLink?, fallback: GuidePage?, of page: GuidePage, pages: [GuidePage], index: SiteIndex,
        into diagnostics: inout [SiteDiagnostic]
    ) -> PageTemplate.Link? {
        guard let link else { return fallback.map { PageTemplate.Link(title: $0.title, path: $0.permalink) } }
        guard let target = link.target else { return nil }
        let resolved = SiteURL.resolve(SiteURL.split(target).path, against: page.permalink)
        if case .page(.guide(let n)) = index.lookup(resolved) {
            return PageTemplate.Link(title: pages[n].title, path: pages[n].permalink)
        }
        diagnostics.append(
            SiteDiagnostic(.neighbor, linkSeverity, file: page.file, line: link.line, "`\(target)`: no page at \(resolved)"))
        return nil
    }

    private func siteDiagnostic(_ diagnostic: GuideDiagnostic) -> SiteDiagnostic {
        let prefix = "missing spec: "
        if diagnostic.message.hasPrefix(prefix) {
            return SiteDiagnostic(
                .missingSpec, diagnostic.severity, file: diagnostic.file, line: diagnostic.line,
                String(diagnostic.message.dropFirst(prefix.count)))
        }
        return SiteDiagnostic(.demo, diagnostic.severity, file: diagnostic.file, line: diagnostic.line, diagnostic.message)
    }

    /// Pages that share an `order` are placed by their titles, which nobody
    /// chose: each one after the first is reported (a warning: the site is
    /// still built) at its `order` line, naming the page it collides with.
    static func sharedOrders(_ pages: [GuidePage]) -> [SiteDiagnostic] {
        var first: [Int: GuidePage] = [:]
        var out: [SiteDiagnostic] = []
        for page in pages {
            guard let order = page.order else { continue }
            if let earlier = first[order] {
                out.append(SiteDiagnostic(
                    .content, .warning, file: page.file, line: page.frontMatter.entry("order")?.line ?? 0,
                    "`order: \(order)` is also the order of \(earlier.file); pages that share one are placed by title"))
            } else {
                first[order] = page
            }
        }
        return out
    }

    static func diagnostic(_ error: GuideError) -> SiteDiagnostic {
        SiteDiagnostic(.content, .error, file: error.file, line: error.line, "\(error.kind.rawValue): \(error.message)")
    }

    static func order(_ a: SiteDiagnostic, _ b: SiteDiagnostic) -> Bool {
        (a.file, a.line, a.message) < (b.file, b.line, b.message)
    }

    // MARK: - Generated pages

    private func homePage(_ home: GuidePage?, pages: [GuidePage], template: PageTemplate, links: PageLinks) -> SiteFile {
        let items = pages.map { page -> HTMLNode in
            var children: [HTMLNode] = [.el("a", [("href", page.permalink)], .text(page.title))]
            if let description = page.description {
                children.append(.el("p", [], .text(description)))
            }
            return .el("li", [], children: children)
        }
        let intro = home?.html
            ?? HTMLNode.el(
                "p", [("class", "lead")],
                .text("Every page of the guide, in reading order.")).rendered
        let body = intro + "\n"
            + HTMLNode.group([
                .el("h2", [("id", "pages-list")], .text("Pages")),
                .el("ol", [("class", "page-list")], children: items),
            ]).rendered + "\n"
        let title: String
        let headingHTML: String?
        if let home, home.frontMatter["title"] != nil {
            (title, headingHTML) = (home.title, home.titleHTML)
        } else {
            (title, headingHTML) = (options.siteTitle, MarkupEscaping.text(options.siteTitle))
        }
        let html = template.render(
            PageTemplate.Page(
                title: title, headingHTML: home?.html.hasPrefix("<h1") == true ? nil : headingHTML,
                description: home?.description, index: nil, bodyHTML: body,
                previous: nil, next: pages.first.map { PageTemplate.Link(title: $0.title, path: $0.permalink) },
                modules: Self.figureModules(for: body, content), bodyClass: "home"),
            links: links)
        return SiteFile(path: Site.homePath, contents: Array(html.utf8), kind: .page, mediaType: Self.htmlType, source: home?.file)
    }

    private func searchPage(_ template: PageTemplate, links: PageLinks) -> SiteFile {
        let body = HTMLNode.group([
            .el(
                "form", [("id", "search-form"), ("class", "search-form"), ("action", Site.searchPath), ("role", "search")],
                .void(
                    "input",
                    [("id", "search-input"), ("type", "search"), ("name", "q"), ("aria-label", "Search the guide"),
                     ("placeholder", "Search the guide")]),
                .el("button", [("type", "submit")], .text("Search"))),
            .el("p", [("id", "search-status"), ("class", "search-status"), ("aria-live", "polite")]),
            .el("ol", [("id", "search-results"), ("class", "search-results")]),
            .el("noscript", [], .el("p", [], .text("Search runs in the browser and needs JavaScript."))),
        ]).rendered
        let html = template.render(
            PageTemplate.Page(
                title: "Search", headingHTML: "Search", description: nil, index: nil, bodyHTML: body,
                previous: nil, next: nil, scripts: [Site.searchScriptPath], modules: [Self.searchScript],
                bodyClass: "search"),
            links: links)
        return SiteFile(path: Site.searchPath, contents: Array(html.utf8), kind: .page, mediaType: Self.htmlType)
    }

    private func notFoundPage(_ template: PageTemplate, links: PageLinks) -> SiteFile {
        let body = HTMLNode.group([
            .el("p", [], .text("There is no page at this address. It may have moved; try the guide’s "),
                .el("a", [("href", "/")], .text("list of pages")), .text(" or "),
                .el("a", [("href", Site.searchPath)], .text("search")), .text(".")),
        ]).rendered
        let html = template.render(
            PageTemplate.Page(
                title: "Page not found", headingHTML: "Page not found", description: nil, index: nil,
                bodyHTML: body, previous: nil, next: nil, bodyClass: "not-found"),
            links: links)
        return SiteFile(path: Site.notFoundPath, contents: Array(html.utf8), kind: .page, mediaType: Self.htmlType)
    }
}
