public import SwatchHTTP

/// The generic parts of `swatch serve` put together: static files from
/// `Public/` at `/public/...`, live reload for changes under `content/` and
/// `Public/`, JSON errors under `/api/`, the request log and security
/// headers around everything. The site and kit layers add their routes
/// (guide pages, `/api/layout`) through `routes` before the responder is built.
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

        public init(
            contentDirectory: String, publicDirectory: String?, log: LogSink = .standardError,
            watchInterval: Duration = .milliseconds(250)
        ) {
            self.contentDirectory = contentDirectory
            self.publicDirectory = publicDirectory
            self.log = log
            self.watchInterval = watchInterval
        }
    }

    public let options: Options
    /// Watches `content/` and `Public/`; caches compare its generation.
    public let watcher: FileWatcher
    public let liveReload: LiveReload
    public let staticFiles: StaticFiles?
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
        let staticFiles = try options.publicDirectory.map { try StaticFiles(root: $0, watcher: watcher) }
        self.watcher = watcher
        self.liveReload = liveReload
        self.staticFiles = staticFiles

        var router = Router()
        router.useErrorFormat(.json, forPathsUnder: "/api/")
        if let staticFiles {
            router.get("/public/**") { try staticFiles.response(for: $0) }
        }
        liveReload.install(on: &router)
        try routes(&router, Parts(watcher: watcher, liveReload: liveReload))
        self.router = router
        responder = router.wrapped(in: [LogMiddleware(sink: options.log), SecurityHeadersMiddleware()])
    }

    /// What other layers' routes may use.
    public struct Parts: Sendable {
        public let watcher: FileWatcher
        public let liveReload: LiveReload
    }

    /// Starts watching the file trees.
    public func start() { watcher.start() }

    /// Stops watching and ends open event streams.
    public func stop() {
        watcher.stop()
        liveReload.finishAll()
    }
}
