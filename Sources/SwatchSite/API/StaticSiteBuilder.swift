import Foundation
import SwatchMarkdown

/// `swatch build`: renders the site and writes it as static files.
///
/// Every page goes to its permalink (`/docs/x.html` -> `docs/x.html`,
/// `/guide/3/` -> `guide/3/index.html`), `Public/` is copied, and `sitemap.xml`,
/// `404.html`, the search page and index are added. Root-relative URLs are made
/// relative to each page, so the site works from `file://` and under any
/// sub-path. Output is byte-identical for the same input. The whole output
/// directory is swapped in at once; a failed build leaves the previous one, and
/// a build that changes nothing touches no file.
public struct StaticSiteBuilder: Sendable {
    public enum URLStyle: String, Sendable, CaseIterable {
        /// Relative to each page (works from `file://` and any sub-path).
        case relative
        /// Prefixed with the base URL's path.
        case absolute
    }

    public struct Options: Sendable {
        public var contentDirectory: String
        /// `Public/`: copied to the output's root. May be absent.
        public var publicDirectory: String?
        public var outputDirectory: String
        /// Where the site will live (`/`, `/swatch/`, `https://example.com/swatch/`):
        /// used by the sitemap, the 404 page and `.absolute` URLs.
        public var baseURL: String
        public var urlStyle: URLStyle
        /// Broken internal links and missing specs fail the build.
        public var strict: Bool
        /// Publish files that symbolic links lead to outside the content and
        /// public directories (left out, with a warning, by default).
        public var followsLinksOutside: Bool
        public var site: SiteOptions
        /// Files written besides the pages and `Public/` (relative path to
        /// bytes), such as the engine's module scripts: asked for once the
        /// pages are rendered, so they can be made meanwhile.
        public var extraFiles: @Sendable () -> [String: [UInt8]] = { [:] }

        public init(
            contentDirectory: String = "content", publicDirectory: String? = "Public", outputDirectory: String = "site",
            baseURL: String = "/", urlStyle: URLStyle = .relative, strict: Bool = false, followsLinksOutside: Bool = false,
            site: SiteOptions = SiteOptions(demoRenderers: [.swatch: .layout, .swatchRanges: .ranges, .swatchTransition: .transition])
        ) {
            self.contentDirectory = contentDirectory
            self.publicDirectory = publicDirectory
            self.outputDirectory = outputDirectory
            self.baseURL = baseURL
            self.urlStyle = urlStyle
            self.strict = strict
            self.followsLinksOutside = followsLinksOutside
            self.site = site
        }
    }

    /// What a build did.
    public struct Report: Sendable {
        /// Guide pages built.
        public var pageCount: Int
        /// Every file of the output (relative paths, sorted).
        public var files: [String]
        /// Files whose bytes are new (empty when nothing changed).
        public var written: [String]
        /// Files of the previous build no longer produced.
        public var removed: [String]
        /// False when the output already held exactly this site.
        public var changed: Bool
        /// Warnings (broken links, missing specs, ...), sorted by file and line.
        public var diagnostics: [SiteDiagnostic]
    }

    /// A step of the build, for a progress line.
    public enum Progress: Sendable {
        case loading
        case rendering(pages: Int)
        case writing(files: Int)
    }

    public var options: Options

    public init(options: Options) {
        self.options = options
    }

    public func build(progress: (Progress) -> Void = { _ in }) throws(SiteError) -> Report {
        // Where the site goes is settled before anything is read or written.
        var sources = [OutputPlacement.Source(role: "content", path: options.contentDirectory)]
        if let publicDirectory = options.publicDirectory { sources.append(.init(role: "public", path: publicDirectory)) }
        let placement: OutputPlacement
        do {
            placement = try OutputPlacement(output: options.outputDirectory, sources: sources)
        } catch {
            throw SiteError(file: options.outputDirectory.isEmpty ? "--out" : options.outputDirectory, error.message)
        }
        progress(.loading)
        let content = try SiteContent.load(
            content: options.contentDirectory, public: options.publicDirectory,
            followsLinksOutside: options.followsLinksOutside)
        var siteOptions = options.site
        siteOptions.includesStaticPlayground = true
        siteOptions.bundlesModules = true
        siteOptions.strict = options.strict
        progress(.rendering(pages: content.pages.count))
        let basePath = Self.basePath(of: options.baseURL)
        let linkKind: LinkStyle.Kind =
            options.urlStyle == .relative ? .relative(basePath: basePath) : .absolute(basePath: basePath)
        let site = try SiteRenderer(content: content, options: siteOptions, linkKind: linkKind).render()
        if site.hasErrors { throw SiteError(site.diagnostics) }

        let files = try outputFiles(site, publicPaths: content.publicPaths)
        progress(.writing(files: files.count))
        let outcome: OutputDirectory.Outcome
        do {
            outcome = try OutputDirectory(path: placement.real).replace(with: files)
        } catch {
            throw SiteError(file: options.outputDirectory, error.message)
        }
        let all = files.keys.sorted()
        switch outcome {
        case .unchanged:
            return Report(
                pageCount: site.guidePages.count, files: all, written: [], removed: [], changed: false,
                diagnostics: site.diagnostics)
        case .replaced(let written, let removed):
            return Report(
                pageCount: site.guidePages.count, files: all, written: written, removed: removed, changed: true,
                diagnostics: site.diagnostics)
        }
    }

    /// Every output file, by relative path.
    func outputFiles(_ site: RenderedSite, publicPaths: Set<String>) throws(SiteError) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        var origin: [String: String] = [:]
        for file in site.files {
            let path = SiteURL.filePath(for: file.path)
            files[path] = file.contents
            origin[path] = file.source ?? file.path
        }
        if let publicDirectory = options.publicDirectory {
            for urlPath in publicPaths.sorted() where urlPath.hasPrefix(Site.publicPrefix) {
                let relative = String(urlPath.dropFirst(Site.publicPrefix.count))
                let output = String(urlPath.dropFirst())
                let source = SiteContent.join(publicDirectory, relative)
                if let owner = origin[output] {
                    throw SiteError(file: source, "has the same output path as \(owner)")
                }
                files[output] = try ContentTree.readFile(source, limit: Int.max)
                origin[output] = publicDirectory
            }
        }
        try bundleScripts(&files)
        for (path, contents) in options.extraFiles().sorted(by: { $0.key < $1.key }) {
            if let owner = origin[path] { throw SiteError(file: path, "has the same output path as \(owner)") }
            files[path] = contents
            origin[path] = path
        }
        var sitemapPaths = [Site.homePath]
        sitemapPaths += site.guidePages.map(\.permalink)
        sitemapPaths.append(options.site.playgroundPath)
        files[String(ReservedRoutes.sitemap.dropFirst())] = Array(Sitemap.xml(paths: sitemapPaths, base: Self.sitemapBase(options.baseURL)).utf8)
        files[OutputDirectory.markerName] = Array(
            "Built by `swatch build`; this directory is replaced as a whole by the next build.\n".utf8)
        return files
    }

    /// Each of the pages' ES modules (`Site.scriptEntries`) and what it
    /// imports joined into one plain script written in its place, for pages
    /// read from disk (which load no modules); the template loads them so.
    func bundleScripts(_ files: inout [String: [UInt8]]) throws(SiteError) {
        let folder = String(Site.scriptFolder.dropFirst())
        var modules: [String: String] = [:]
        for (path, contents) in files where path.hasPrefix(folder) && path.hasSuffix(".js") {
            modules[String(path.dropFirst(folder.count))] = String(decoding: contents, as: UTF8.self)
        }
        for entry in Site.scriptEntries {
            let module = String(entry.dropFirst(Site.scriptFolder.count))
            guard modules[module] != nil else { continue }
            do {
                files[String(entry.dropFirst())] = Array(try ScriptBundle(modules: modules).bundle(entry: module).utf8)
            } catch {
                throw SiteError(file: folder + module, error.description)
            }
        }
    }

    /// `/`, `/swatch/` from `--base-url` (`https://example.com/swatch` too).
    static func basePath(of baseURL: String) -> String {
        var path = baseURL
        if let scheme = path.range(of: "://") {
            let afterHost = path[scheme.upperBound...].firstIndex(of: "/") ?? path.endIndex
            path = String(path[afterHost...])
        }
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        return path
    }

    /// The base URL with a final slash, for sitemap locations.
    static func sitemapBase(_ baseURL: String) -> String {
        if baseURL.contains("://") { return baseURL.hasSuffix("/") ? baseURL : baseURL + "/" }
        return basePath(of: baseURL)
    }
}
