import SwatchMarkdown

/// A whole site rendered in memory: every page and generated file by URL path,
/// the guide pages in reading order, and what was found wrong. The server
/// serves `files` from memory; the static builder writes them.
public struct RenderedSite: Sendable {
    /// Sorted by path.
    public var files: [SiteFile]
    /// The guide pages, in reading order.
    public var guidePages: [GuidePage]
    /// Warnings, and errors that were shown in place (demo errors), sorted by
    /// file and line.
    public var diagnostics: [SiteDiagnostic]

    private var byPath: [String: Int]
    /// The template the pages were rendered with (for `render(_: SitePage)`).
    var template: PageTemplate?

    public init(files: [SiteFile], guidePages: [GuidePage], diagnostics: [SiteDiagnostic]) {
        self.files = files.sorted { $0.path < $1.path }
        self.guidePages = guidePages
        self.diagnostics = diagnostics
        var byPath: [String: Int] = [:]
        for (index, file) in self.files.enumerated() { byPath[file.path] = index }
        self.byPath = byPath
    }

    /// The file at a URL path: exact, or `/x/` asked as `/x` or `/x/index.html`.
    public func file(at path: String) -> SiteFile? {
        RenderedSite.lookup(path) { byPath[$0] }.map { files[$0] }
    }

    /// What `find` gives for a URL path, with the same spellings as
    /// `file(at:)`: for anything keyed by the files' paths (the server's cache).
    public static func lookup<Value>(_ path: String, _ find: (String) -> Value?) -> Value? {
        SiteURL.lookup(path, find)
    }

    /// The 404 page.
    public var notFoundPage: SiteFile? { byPath[Site.notFoundPath].map { files[$0] } }

    /// True when a diagnostic is an error (a demo that cannot be drawn; in strict
    /// mode also broken links and missing specs).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
