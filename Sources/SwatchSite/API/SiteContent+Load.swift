import Foundation

extension SiteContent {
    /// Larger content files are refused.
    public static let maximumFileBytes = 4 << 20

    /// Reads a content directory and a public directory:
    /// - pages: `DIR/guide/*.md` when `DIR/guide` exists, else `DIR/*.md`
    ///   (so a folder of Markdown files, like a Jekyll `_docs`, works as is);
    /// - home: `DIR/index.md`, when present;
    /// - specs: `DIR/specs/*.json`;
    /// - public paths: every file under `publicDirectory` (which may be absent),
    ///   as served: `/public/css/swatch.css`.
    /// Files are reported by `DIR/...` as given. Sorted by name, so the result
    /// does not depend on the order the file system lists them in.
    public static func load(content directory: String, public publicDirectory: String?) throws(SiteError) -> SiteContent {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SiteError(file: directory, "content directory not found")
        }
        let guide = join(directory, "guide")
        let pageDirectory = Self.isDirectory(guide) ? guide : directory
        var pages: [SourceFile] = []
        for name in try markdownNames(in: pageDirectory) where !(pageDirectory == directory && name == "index.md") {
            pages.append(try read(join(pageDirectory, name)))
        }
        let homePath = join(directory, "index.md")
        let home = files.fileExists(atPath: homePath) ? try read(homePath) : nil
        var specs: [String: SourceFile] = [:]
        let specDirectory = join(directory, "specs")
        if Self.isDirectory(specDirectory) {
            for name in try names(in: specDirectory) where name.hasSuffix(".json") {
                specs[String(name.dropLast(5))] = try read(join(specDirectory, name))
            }
        }
        var publicPaths: Set<String> = []
        if let publicDirectory, Self.isDirectory(publicDirectory) {
            for path in try publicFiles(in: publicDirectory) { publicPaths.insert(Site.publicPrefix + path) }
        }
        return SiteContent(pages: pages, home: home, specs: specs, publicPaths: publicPaths)
    }

    /// True for a content directory with a `specs` folder: Swatch's own kind
    /// of content, whose site publishes the spec language (its reference page
    /// and JSON Schema).
    public static func hasSpecs(content directory: String) -> Bool {
        isDirectory(join(directory, "specs"))
    }

    /// Relative paths of the regular files under `directory`, sorted; hidden
    /// files are skipped.
    static func publicFiles(in directory: String) throws(SiteError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw SiteError(file: directory, "cannot list the public directory")
        }
        var out: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: join(directory, relative), isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                out.append(relative)
            }
        }
        return out.sorted()
    }

    private static func markdownNames(in directory: String) throws(SiteError) -> [String] {
        try names(in: directory).filter { $0.hasSuffix(".md") || $0.hasSuffix(".markdown") }
    }

    private static func names(in directory: String) throws(SiteError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory).filter { !$0.hasPrefix(".") }.sorted()
        } catch {
            throw SiteError(file: directory, "cannot list directory")
        }
    }

    static func read(_ path: String) throws(SiteError) -> SourceFile {
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = attributes[.size] as? Int, size > maximumFileBytes {
                throw SiteError(file: path, "\(size) bytes; the limit is \(maximumFileBytes)")
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let error as SiteError {
            throw error
        } catch {
            throw SiteError(file: path, "cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SiteError(file: path, "not valid UTF-8")
        }
        return SourceFile(path: path, text: text)
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
