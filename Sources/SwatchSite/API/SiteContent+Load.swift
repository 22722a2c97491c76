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
    ///
    /// Nothing outside the two directories is read unless
    /// `followsLinksOutside`: a symbolic link leading out of its directory
    /// (`guide/x.md -> /etc/passwd`) is left out with a warning in
    /// `diagnostics` naming where it leads, as is a link that loops or leads
    /// nowhere. A file that cannot be read is an error giving the reason.
    public static func load(
        content directory: String, public publicDirectory: String?, followsLinksOutside: Bool = false
    ) throws(SiteError) -> SiteContent {
        guard Self.isDirectory(directory) else {
            throw SiteError(file: directory, "content directory not found")
        }
        var tree = try ContentTree(root: directory, followsLinksOutside: followsLinksOutside)
        let guide = join(directory, "guide")
        let pageDirectory = tree.kind(of: guide) == .directory ? guide : directory
        var pages: [SourceFile] = []
        for name in try tree.names(in: pageDirectory)
        where isMarkdown(name) && !(pageDirectory == directory && name == "index.md") {
            let path = join(pageDirectory, name)
            if tree.kind(of: path) != nil { pages.append(try read(path)) }
        }
        let homePath = join(directory, "index.md")
        let home = tree.kind(of: homePath) != nil ? try read(homePath) : nil
        var specs: [String: SourceFile] = [:]
        let specDirectory = join(directory, "specs")
        if tree.kind(of: specDirectory) == .directory {
            for name in try tree.names(in: specDirectory) where name.hasSuffix(".json") {
                let path = join(specDirectory, name)
                if tree.kind(of: path) != nil { specs[String(name.dropLast(5))] = try read(path) }
            }
        }
        var diagnostics = tree.diagnostics
        var publicPaths: Set<String> = []
        if let publicDirectory, Self.isDirectory(publicDirectory) {
            var publicTree = try ContentTree(root: publicDirectory, followsLinksOutside: followsLinksOutside)
            for path in try publicFiles(in: &publicTree) { publicPaths.insert(Site.publicPrefix + path) }
            diagnostics += publicTree.diagnostics
        }
        return SiteContent(pages: pages, home: home, specs: specs, publicPaths: publicPaths, diagnostics: diagnostics)
    }

    /// True for a content directory with a `specs` folder: Swatch's own kind
    /// of content, whose site publishes the spec language (its reference page
    /// and JSON Schema).
    public static func hasSpecs(content directory: String) -> Bool {
        isDirectory(join(directory, "specs"))
    }

    /// Relative paths of the files under `tree`'s directory, sorted; hidden
    /// files are skipped, linked directories inside it are followed (a link
    /// back to a directory it is in is skipped as a loop).
    static func publicFiles(in tree: inout ContentTree) throws(SiteError) -> [String] {
        var out: [String] = []
        var pending: [(relative: String, ancestors: Set<String>)] = [("", [tree.realRoot])]
        while let (relative, ancestors) = pending.popLast() {
            let directory = relative.isEmpty ? tree.root : join(tree.root, relative)
            for name in try tree.names(in: directory) {
                let path = relative.isEmpty ? name : relative + "/" + name
                let full = join(tree.root, path)
                switch tree.kind(of: full) {
                case .file:
                    out.append(path)
                case .directory:
                    guard let real = tree.realDirectory(full) else { continue }
                    if ancestors.contains(real) {
                        tree.skip(full, "skipped: a symbolic link to \(real), a directory it is in (a loop)")
                        continue
                    }
                    pending.append((path, ancestors.union([real])))
                case nil:
                    continue
                }
            }
        }
        return out.sorted()
    }

    private static func isMarkdown(_ name: String) -> Bool {
        name.hasSuffix(".md") || name.hasSuffix(".markdown")
    }

    static func read(_ path: String) throws(SiteError) -> SourceFile {
        let bytes = try ContentTree.readFile(path, limit: maximumFileBytes)
        guard let text = String(validating: bytes, as: UTF8.self) else {
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
