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
    let root: String
    /// Its real path (links resolved).
    let realRoot: String
    let followsLinksOutside: Bool
    /// Files skipped, as warnings.
    private(set) var diagnostics: [SiteDiagnostic] = []

    enum Kind {
        case file, directory
    }

    init(root: String, followsLinksOutside: Bool) throws(SiteError) {
        self.root = root
        self.followsLinksOutside = followsLinksOutside
        guard let real = ContentTree.realPath(root) else {
            throw SiteError(file: root, "cannot be read (\(ContentTree.errorText(errno)))")
        }
        realRoot = real
    }

    /// What `path` is once links are followed, or nil when it does not exist
    /// or is skipped (the reason recorded in `diagnostics`).
    mutating func kind(of path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            if code != ENOENT { skip(path, "cannot be read (\(Self.errorText(code)))") }
            return nil
        }
        let isLink = info.st_mode & S_IFMT == S_IFLNK
        guard let real = Self.realPath(path) else {
            let code = errno
            if !isLink {
                skip(path, "cannot be read (\(Self.errorText(code)))")
            } else if code == ELOOP {
                skip(path, "skipped: a symbolic link that loops (\(Self.errorText(code)))")
            } else if code == ENOENT {
                skip(path, "skipped: a symbolic link to \(Self.linkTarget(path) ?? "a missing file"), which does not exist")
            } else {
                skip(path, "skipped: a symbolic link that cannot be followed (\(Self.errorText(code)))")
            }
            return nil
        }
        if !followsLinksOutside && !contains(real) {
            let what = isLink ? "a symbolic link to \(real)" : "it is \(real) (through a linked directory)"
            skip(path, "skipped: \(what), which is outside \(root); swatch build --follow-links-outside publishes such files")
            return nil
        }
        guard stat(real, &info) == 0 else {
            skip(path, "cannot be read (\(Self.errorText(errno)))")
            return nil
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default:
            skip(path, "skipped: not a regular file")
            return nil
        }
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

    func contains(_ real: String) -> Bool {
        real == realRoot || real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
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

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
