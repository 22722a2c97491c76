import Foundation

/// One directory tree a site is published from (the content directory, the
/// public directory), read so that nothing outside it is published by
/// accident: a file whose real path lies outside the tree (a symbolic link
/// such as `guide/x.md -> /etc/passwd`, or a file in a linked directory) is
/// skipped with a warning naming where it leads, unless `followsLinksOutside`;
/// a link that loops or leads nowhere is skipped with a warning saying so;
/// and a file that cannot be read is an error giving the system's reason.
struct ContentTree {
    /// The directory as given, for messages.
    var root: String { contentRoot.path }
    /// Its real path (links resolved).
    let realRoot: String
    let followsLinksOutside: Bool
    /// The rule for what below the directory may be read.
    let contentRoot: ContentRoot
    /// Files skipped, as warnings.
    private(set) var diagnostics: [SiteDiagnostic] = []

    enum Kind {
        case file, directory
    }

    init(root: String, followsLinksOutside: Bool) throws(SiteError) {
        contentRoot = ContentRoot(root)
        self.followsLinksOutside = followsLinksOutside
        guard let real = contentRoot.realPath else {
            throw SiteError(file: root, "cannot be read (\(ContentTree.errorText(errno)))")
        }
        realRoot = real
    }

    /// What `path` is once links are followed, or nil when it does not exist
    /// or is skipped (the reason recorded in `diagnostics`).
    mutating func kind(of path: String) -> Kind? {
        switch contentRoot.entry(path, followsLinksOutside: followsLinksOutside) {
        case .file: return .file
        case .directory: return .directory
        case .absent: return nil
        case .outside(let real, let throughLink):
            let what = throughLink ? "a symbolic link to \(real)" : "it is \(real) (through a linked directory)"
            skip(path, "skipped: \(what), which is outside \(root); swatch build --follow-links-outside publishes such files")
        case .loop:
            skip(path, "skipped: a symbolic link that loops (\(Self.errorText(ELOOP)))")
        case .dangling(let target):
            skip(path, "skipped: a symbolic link to \(target ?? "a missing file"), which does not exist")
        case .special:
            skip(path, "skipped: not a regular file")
        case .unreadable(let code):
            var info = stat()
            let isLink = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
            skip(path, isLink ? "skipped: a symbolic link that cannot be followed (\(Self.errorText(code)))" : "cannot be read (\(Self.errorText(code)))")
        }
        return nil
    }

    /// The real path of directory `path`, for telling a linked directory
    /// already walked (a loop) from a new one.
    func realDirectory(_ path: String) -> String? { Self.realPath(path) }

    /// Records that `path` was left out, and why.
    mutating func skip(_ path: String, _ reason: String) {
        diagnostics.append(SiteDiagnostic(.content, .warning, file: path, line: 0, reason))
    }

    /// Names in directory `path`, hidden ones left out, sorted.
    func names(in path: String) throws(SiteError) -> [String] {
        guard let directory = opendir(path) else {
            throw SiteError(file: path, "cannot list the directory (\(Self.errorText(errno)))")
        }
        defer { closedir(directory) }
        var out: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { out.append(name) }
        }
        return out.sorted()
    }

    /// The whole file, at most `limit` bytes; errors name the system's reason.
    static func readFile(_ path: String, limit: Int) throws(SiteError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw SiteError(file: path, "cannot be read (\(errorText(errno)))") }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { throw SiteError(file: path, "cannot be read (\(errorText(EISDIR)))") }
            if Int(info.st_size) > limit { throw SiteError(file: path, "\(info.st_size) bytes; the limit is \(limit)") }
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw SiteError(file: path, "cannot be read (\(errorText(errno)))")
            }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
            if bytes.count > limit { throw SiteError(file: path, "more than \(limit) bytes; the limit is \(limit)") }
        }
    }

    static func realPath(_ path: String) -> String? { ContentRoot.resolve(path) }

    static func linkTarget(_ path: String) -> String? { ContentRoot.linkTarget(path) }

    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
