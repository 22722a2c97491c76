import SwatchMarkup
public import SwatchHTTP
public import SwatchSite
internal import Synchronization

/// The guide, rendered from `content/` and served from memory.
///
/// The whole site is rendered on the first request and again on the first
/// request after the watcher saw a change under `content/` or `Public/`
/// (one render at a time; other requests wait for it rather than render
/// too). Pages are answered with a strong `ETag` (304 on `If-None-Match`),
/// their bodies shared between requests, and compressed (brotli, gzip)
/// for clients that accept it, each page's compressed form made the first
/// time it is asked for and kept with the page (`CachedAnswer`). Every page loads the live-reload
/// script (added to `SiteOptions.scripts`), so an open page reloads when its
/// sources change.
///
/// A site that cannot be rendered at all (broken front matter, two pages at
/// one URL) is answered with a 500 page listing every problem with its file
/// and line, which reloads itself once they are fixed.
public final class GuideSite: Sendable {
    public let contentDirectory: String
    public let publicDirectory: String?
    public let options: SiteOptions
    /// The server's own routes, which the guide's links may point at.
    let servedPaths = Mutex<Set<String>>([])
    let watcher: FileWatcher?
    let state = Mutex<CachedSite?>(nil)
    /// Held while rendering, so only one render runs.
    let renderLock = Mutex<Void>(())

    /// A class, so that reading the current site costs one retain.
    final class CachedSite: Sendable {
        let generation: UInt64
        let pages: [String: CachedAnswer]
        let notFound: Response
        let failure: Response?
        let site: RenderedSite?
        let problems: [String]

        init(
            generation: UInt64, pages: [String: CachedAnswer], notFound: Response, failure: Response?, site: RenderedSite?,
            problems: [String] = []
        ) {
            self.generation = generation
            self.pages = pages
            self.notFound = notFound
            self.failure = failure
            self.site = site
            self.problems = problems
        }
    }

    /// Tells the guide which paths the server answers itself (before the
    /// first render), so that links to them are not reported as broken.
    public func answers(_ paths: [String]) {
        servedPaths.withLock { $0.formUnion(paths) }
    }

    /// What one render did, for a terminal.
    public struct RenderReport: Sendable {
        /// Guide pages rendered (0 when the render failed).
        public let pageCount: Int
        /// Warnings, and demos that failed in place.
        public let diagnostics: [SiteDiagnostic]
        /// What stopped the render, each naming its file and line; empty when it rendered.
        public let problems: [String]
        public let duration: Duration
    }

    let onRender: (@Sendable (RenderReport) -> Void)?
    /// The headers every page is cached with (`CachedAnswer`).
    let dressing: HTTPHeaders

    /// `onRender` is told about every render (the first, and each after a change).
    public init(
        contentDirectory: String, publicDirectory: String?, options: SiteOptions = GuideSite.defaultOptions,
        watcher: FileWatcher?, onRender: (@Sendable (RenderReport) -> Void)? = nil, dressing: HTTPHeaders = HTTPHeaders()
    ) {
        self.dressing = dressing
        self.contentDirectory = contentDirectory
        self.publicDirectory = publicDirectory
        var options = options
        if !options.scripts.contains(LiveReload.scriptPath) { options.scripts.append(LiveReload.scriptPath) }
        self.options = options
        self.watcher = watcher
        self.onRender = onRender
    }

    /// Layout and range demos drawn by the engines.
    public static let defaultOptions = SiteOptions(demoRenderers: [.swatch: .layout, .swatchRanges: .ranges, .swatchTransition: .transition])

    /// The page at a request's path (`/x/` also as `/x` and `/x/index.html`),
    /// or nil when the site has none there.
    public func page(for request: Request) -> Response? {
        guard let path = GuideSite.decodedPath(request) else { return nil }
        return page(atPath: path, request: request)
    }

    /// The page at a decoded path (`/guide/x/`, `/guide/x`), answering `request`'s conditions.
    public func page(atPath path: String, request: Request) -> Response? {
        let site = current()
        if let failure = site.failure { return failure }
        guard let page = RenderedSite.lookup(path, { site.pages[$0] }) else { return nil }
        return page.answer(request)
    }

    /// The page at a plain, decoded path as `page(atPath:request:)` answers
    /// it, when the site as last rendered is current and has it in the form
    /// `request` asks for (answering renders and compresses nothing); nil
    /// otherwise. Quick: what the event loop answers pages with.
    public func currentPage(atPath path: String, for request: Request) -> Response? {
        guard let site = state.withLock({ $0 }), site.generation == (watcher?.generation ?? 0), site.failure == nil,
            let page = RenderedSite.lookup(path, { site.pages[$0] })
        else { return nil }
        return page.readyAnswer(request)
    }

    /// Whether the site as last rendered is current and has a page at
    /// `path` (a plain, decoded path) in the form `request` asks for:
    /// answering it then renders and compresses nothing. Quick.
    public func hasCurrentPage(atPath path: String, for request: Request) -> Bool {
        guard let site = state.withLock({ $0 }), site.generation == (watcher?.generation ?? 0), site.failure == nil,
            let page = RenderedSite.lookup(path, { site.pages[$0] })
        else { return false }
        return page.isReady(page.coding(for: request))
    }

    /// The site's 404 page (status 404).
    public func notFound() -> Response {
        current().notFound
    }

    /// The site as last rendered (rendering it if needed); nil when it failed.
    public func renderedSite() -> RenderedSite? {
        current().site
    }

    /// Problems found by the last render (warnings, and demos that failed in place).
    public var diagnostics: [SiteDiagnostic] { current().site?.diagnostics ?? [] }

    func current() -> CachedSite {
        let generation = watcher?.generation ?? 0
        if let cached = state.withLock({ $0 }), cached.generation == generation, watcher != nil || cached.failure == nil {
            return cached
        }
        return renderLock.withLock { _ in
            let generation = watcher?.generation ?? 0
            if let cached = state.withLock({ $0 }), cached.generation == generation, watcher != nil || cached.failure == nil {
                return cached
            }
            let start = ContinuousClock.now
            let rendered = render(generation: generation)
            state.withLock { $0 = rendered }
            if let onRender {
                onRender(RenderReport(
                    pageCount: rendered.site?.guidePages.count ?? 0, diagnostics: rendered.site?.diagnostics ?? [],
                    problems: rendered.problems, duration: ContinuousClock.now - start))
            }
            return rendered
        }
    }

    func render(generation: UInt64) -> CachedSite {
        let site: RenderedSite
        do {
            let content = try SiteContent.load(content: contentDirectory, public: publicDirectory)
            var options = self.options
            options.servedPaths = servedPaths.withLock { $0 }
            site = try Site.render(content, options: options)
        } catch {
            let problems = error.problems.map(\.description)
            let failure = GuideSite.failurePage(problems)
            return CachedSite(
                generation: generation, pages: [:], notFound: failure, failure: failure, site: nil, problems: problems)
        }
        var pages: [String: CachedAnswer] = [:]
        for file in site.files {
            let bytes = file.contents
            let etag = EntityTag.strong(for: bytes)
            let response = Response(
                status: .ok,
                headers: ["Content-Type": file.mediaType, "ETag": etag, "Cache-Control": "no-cache"],
                body: ResponseBody(bytes))
            pages[file.path] = CachedAnswer(response, etag: etag, dressing: dressing)
        }
        var notFound = ErrorFormat.html.response(status: .notFound, message: "There is no page here.")
        if let page = site.notFoundPage {
            notFound = Response(
                status: .notFound, headers: ["Content-Type": page.mediaType, "Cache-Control": "no-cache"],
                body: ResponseBody(page.contents))
        }
        return CachedSite(generation: generation, pages: pages, notFound: notFound, failure: nil, site: site)
    }

    /// The request path, percent-decoded segment by segment; nil when a
    /// segment is malformed or holds `/` or NUL.
    static func decodedPath(_ request: Request) -> String? {
        guard let segments = request.pathSegments else { return nil }
        for segment in segments where segment.utf8.contains(UInt8(ascii: "/")) || segment.utf8.contains(0) { return nil }
        return "/" + segments.joined(separator: "/")
    }

    static func failurePage(_ problems: [String]) -> Response {
        var html = """
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
            <title>The guide cannot be rendered</title></head>
            <body><h1>The guide cannot be rendered</h1><p>Fix these and the page reloads by itself:</p><ul>
            """
        for problem in problems { html += "<li><code>\(MarkupEscaping.attribute(problem))</code></li>" }
        html += "</ul><script src=\"\(LiveReload.scriptPath)\" defer></script></body></html>\n"
        return Response(
            status: .internalServerError,
            headers: ["Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store"],
            body: ResponseBody(html))
    }
}
