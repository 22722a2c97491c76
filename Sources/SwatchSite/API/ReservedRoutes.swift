import SwatchPlayground
import SwatchSpec

/// The paths Swatch answers itself, ahead of any guide page: one list, from
/// which `swatch serve` takes its routes' paths and against which `swatch
/// serve` and `swatch build` alike refuse a page's permalink, in the same
/// words (a page there could never be reached when served, or would be
/// overwritten when built).
public enum ReservedRoutes {
    /// `Public/`'s files (and the engine's module scripts beside them).
    public static let publicFiles = Site.publicPrefix
    /// The server's API: layout, ranges, transitions, hits, the spec files.
    public static let api = "/api/"
    /// Live reload's event stream.
    public static let events = "/_events"
    /// The server's own scripts.
    public static let serverScripts = "/_swatch/"
    /// Live reload's script, among the server's own.
    public static let liveReloadScript = serverScripts + "live-reload.js"
    public static let sitemap = "/sitemap.xml"
    /// Where browsers look for a site's icon unless a page links one:
    /// answered with the icon every page links (`Site.iconPath`).
    public static let favicon = "/favicon.ico"

    /// A path, or every path below a prefix (ending in `/`), and what owns it.
    public struct Route: Sendable, Equatable {
        public let path: String
        public let owner: String

        public var isPrefix: Bool { path.hasSuffix("/") && path != "/" }

        /// Whether `permalink` (`/x`, `/x/`, `/x/index.html`) lands on this
        /// route; `variants` are the permalink's (`ReservedRoutes.variants`).
        func holds(_ permalink: String, variants: [String]) -> Bool {
            if isPrefix { return permalink.hasPrefix(path) || permalink + "/" == path }
            return variants.contains(path)
        }
    }

    /// Every reserved route.
    public static let all: [Route] = {
        var routes = [
            Route(path: publicFiles, owner: "the public files (Public/)"),
            Route(path: api, owner: "the server's API"),
            Route(path: events, owner: "live reload"),
            Route(path: serverScripts, owner: "the server's own scripts"),
            Route(path: sitemap, owner: "the sitemap"),
            Route(path: favicon, owner: "the site's icon"),
            Route(path: PlaygroundPage.path, owner: "the playground"),
            Route(path: SpecSchema.schemaPath, owner: "the JSON Schema"),
            Route(path: Site.searchPath, owner: "the search page"),
            Route(path: Site.searchIndexPath, owner: "the search index"),
            Route(path: Site.searchScriptPath, owner: "the search index"),
            Route(path: Site.notFoundPath, owner: "the 404 page"),
            Route(path: "/" + OutputDirectory.markerName, owner: "the build's marker"),
        ]
        for path in EngineFiles.publicPaths {
            routes.append(Route(path: "/" + path, owner: "the engine's files"))
        }
        for path in EditorFiles.publicPaths {
            routes.append(Route(path: "/" + path, owner: "the code editor's files"))
        }
        return routes
    }()

    /// What owns `permalink`, or nil when a page may have it.
    public static func owner(of permalink: String) -> String? {
        let variants = variants(of: permalink)
        return all.first { $0.holds(permalink, variants: variants) }?.owner
    }

    /// The message both commands give for a page at a reserved path.
    public static func refusal(_ permalink: String, owner: String) -> String {
        "URL \(permalink) is reserved for \(owner) (swatch serve and swatch build answer it themselves); choose another permalink"
    }

    /// `/x`, `/x/` and `/x/index.html` are one page.
    static func variants(of permalink: String) -> [String] {
        var base = permalink
        if base.hasSuffix("/index.html") { base.removeLast("index.html".count) }
        if base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        return [base, base + "/", base + "/index.html"]
    }
}
