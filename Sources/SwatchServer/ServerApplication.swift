import SwatchSpec
public import SwatchHTTP
public import SwatchLayout
public import SwatchSite

/// `swatch serve` put together:
/// - the guide's pages, rendered from `content/` and cached until a file
///   under `content/` or `Public/` changes (`GuideSite`), with the site's
///   404 page for unknown paths;
/// - `Public/` files at the root (where pages link them) and at `/public/...`,
///   and the site's icon at `/favicon.ico` too;
/// - `POST /api/layout`, `/api/ranges` and `/api/transition` (`LayoutAPI`),
///   `POST /api/hit` (`HitAPI`), `GET`/`PUT /api/specs/NAME` (`SpecAPI`), JSON
///   errors under `/api/`;
/// - `/_events`, which tells open pages to reload (`LiveReload`);
/// - the request log, security headers and compression around everything
///   (cached pages and files keep compressed forms of their own).
///
/// Cached pages, cached `Public/` files and live reload are answered on the
/// server's event loop; everything else (the API, the playground, a page
/// whose render is due, a file read for the first time) on its work
/// threads, so that slow requests never hold up pages.
/// Other layers add routes (the playground) through `routes`.
///
///     let app = try ServerApplication(options: .init(contentDirectory: "content", publicDirectory: "Public"))
///     let server = HTTPServer(configuration: .init(port: 8080), responder: app.responder)
public final class ServerApplication: Sendable {
    public struct Options: Sendable {
        public var contentDirectory: String
        /// nil serves no static files.
        public var publicDirectory: String?
        public var log: LogSink
        /// How often the watcher checks the trees.
        public var watchInterval: Duration
        /// How guide pages are rendered; nil serves no guide.
        public var site: SiteOptions?
        /// Measures text nodes for `/api/layout`, `/api/ranges` and `/api/transition`.
        public var textMeasurer: (any TextMeasuring)?
        /// Told about every render of the guide.
        public var onRender: (@Sendable (GuideSite.RenderReport) -> Void)?

        public init(
            contentDirectory: String, publicDirectory: String?, log: LogSink = .standardError,
            watchInterval: Duration = .milliseconds(250), site: SiteOptions? = GuideSite.defaultOptions,
            textMeasurer: (any TextMeasuring)? = nil
        ) {
            self.contentDirectory = contentDirectory
            self.publicDirectory = publicDirectory
            self.log = log
            self.watchInterval = watchInterval
            self.site = site
            self.textMeasurer = textMeasurer
            self.onRender = nil
        }
    }

    public let options: Options
    /// Watches `content/` and `Public/`; caches compare its generation.
    public let watcher: FileWatcher
    public let liveReload: LiveReload
    public let staticFiles: StaticFiles?
    public let guide: GuideSite?
    /// `/api/specs/NAME` over `content/specs/`; saving is off until `allowEditing`.
    public let specs: SpecAPI
    public let router: Router
    /// The router behind the log and security-header middleware.
    public let responder: any Responder

    /// `routes` adds the routes of other layers to the router.
    public init(options: Options, routes: (inout Router, ServerApplication.Parts) throws -> Void = { _, _ in }) throws {
        self.options = options
        var roots = [options.contentDirectory]
        if let publicDirectory = options.publicDirectory { roots.append(publicDirectory) }
        let watcher = FileWatcher(roots: roots, interval: options.watchInterval)
        let liveReload = LiveReload(watcher: watcher)
        // Cached answers carry the security headers from the start.
        let security = SecurityHeadersMiddleware()
        let staticFiles = try options.publicDirectory.map { try StaticFiles(root: $0, watcher: watcher, dressing: security.headers) }
        self.watcher = watcher
        self.liveReload = liveReload
        self.staticFiles = staticFiles
        let guide = options.site.map {
            GuideSite(
                contentDirectory: options.contentDirectory, publicDirectory: options.publicDirectory, options: $0,
                watcher: watcher, onRender: options.onRender, dressing: security.headers)
        }
        self.guide = guide
        let measurer = options.textMeasurer
        let store = SpecStore(directory: options.contentDirectory + "/specs", content: options.contentDirectory)
        let specs = SpecAPI(
            store: store,
            validate: { try DocumentKind.validate($0, textMeasurer: measurer, cellFiles: store.cellFiles(for: $0)) }
        ) { _ in
            watcher.checkNow()
        }
        self.specs = specs

        var router = Router()
        router.useErrorFormat(.json, forPathsUnder: ReservedRoutes.api)
        if let staticFiles {
            router.get(
                ReservedRoutes.publicFiles + "**", work: { staticFiles.isCached($0.parameters.rest, for: $0.request) ? .quick : .long }
            ) {
                try staticFiles.response(for: $0)
            }
            // The icon every page links, for browsers that ask anyway.
            let icon = Site.iconPath.dropFirst(ReservedRoutes.publicFiles.count).split(separator: "/").map(String.init)
            router.get(ReservedRoutes.favicon, work: { staticFiles.isCached(icon, for: $0.request) ? .quick : .long }) {
                try staticFiles.response(forSegments: icon, request: $0.request)
            }
        }
        liveReload.install(on: &router)
        LayoutAPI(textMeasurer: options.textMeasurer, cellFiles: store.cellFiles(for:)).install(on: &router)
        HitAPI(textMeasurer: options.textMeasurer).install(on: &router)
        specs.install(on: &router)
        router.fallback(
            exists: { ServerApplication.exists($0, guide: guide, staticFiles: staticFiles) },
            work: { ServerApplication.work(for: $0, guide: guide) },
            quick: { ServerApplication.currentPage($0, guide: guide) }
        ) { context in
            try ServerApplication.page(context, guide: guide, staticFiles: staticFiles)
        }
        try routes(&router, Parts(watcher: watcher, liveReload: liveReload, guide: guide, specs: specs, dressing: security.headers))
        guide?.answers(router.plainGetPaths)
        self.router = router
        let dressing: [any Middleware] = [security, CompressionMiddleware()]
        let middleware = options.log.isEnabled ? [LogMiddleware(sink: options.log)] + dressing : dressing
        responder = router.wrapped(in: middleware)
    }

    /// What other layers' routes may use.
    public struct Parts: Sendable {
        public let watcher: FileWatcher
        public let liveReload: LiveReload
        public let guide: GuideSite?
        public let specs: SpecAPI
        /// The headers answers cached by a route should carry (`CachedAnswer`).
        public let dressing: HTTPHeaders
    }

    /// A guide page, else a `Public/` file at the root, else the site's 404
    /// (a JSON 404 under `/api/`).
    static func page(_ context: RequestContext, guide: GuideSite?, staticFiles: StaticFiles?) throws -> Response {
        if context.request.path.hasPrefix(ReservedRoutes.api) {
            throw HTTPError(.notFound, "There is no API at \(context.request.path).")
        }
        // A path with nothing to decode is looked up as it is (one dictionary
        // probe for `/guide/x/`); else the router's decoded segments, which
        // lose a trailing slash (pages answer `/x` as well as `/x/`).
        let raw = context.request.path
        let plain = !raw.utf8.contains(UInt8(ascii: "%"))
        let path = plain ? raw : "/" + context.parameters.rest.joined(separator: "/")
        if plain || context.parameters.rest.allSatisfy({ !$0.utf8.contains(UInt8(ascii: "/")) }),
            let page = guide?.page(atPath: path, request: context.request)
        {
            return page
        }
        if let staticFiles, !context.parameters.rest.isEmpty {
            do {
                return try staticFiles.response(forSegments: context.parameters.rest, request: context.request)
            } catch let error where error.status != .notFound {
                throw error
            } catch {}
        }
        if let guide { return guide.notFound() }
        throw HTTPError(.notFound, "There is nothing at \(context.request.path).")
    }

    /// The page of the current render at a plain path, in the form the
    /// request asks for, made already: the usual case, answered on the
    /// event loop with one lookup; nil for anything else.
    static func currentPage(_ context: RequestContext, guide: GuideSite?) -> Response? {
        let path = context.request.path
        guard let guide, !path.utf8.contains(UInt8(ascii: "%")) else { return nil }
        return guide.currentPage(atPath: path, for: context.request)
    }

    /// Quick for a page of the current render at a plain path (the usual
    /// case); anything else may render the site or read a file.
    static func work(for context: RequestContext, guide: GuideSite?) -> RouteWork {
        let path = context.request.path
        guard let guide, !path.utf8.contains(UInt8(ascii: "%")) else { return .long }
        return guide.hasCurrentPage(atPath: path, for: context.request) ? .quick : .long
    }

    /// Whether a page or a `Public/` file is at the request's path.
    static func exists(_ request: Request, guide: GuideSite?, staticFiles: StaticFiles?) -> Bool {
        if request.path.hasPrefix(ReservedRoutes.api) { return false }
        let probe = Request(method: .get, target: request.path)
        if let page = guide?.page(for: probe), page.status == .ok { return true }
        guard let staticFiles, let segments = request.pathSegments, segments != [""] else { return false }
        return (try? staticFiles.response(forSegments: segments, request: probe)) != nil
    }

    /// Starts watching the file trees.
    public func start() { watcher.start() }

    /// Stops watching and ends open event streams.
    public func stop() {
        watcher.stop()
        liveReload.finishAll()
    }
}
