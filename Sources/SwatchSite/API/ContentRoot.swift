import Foundation

/// A directory content is read from (`content/`, `Public/`) and the one rule
/// for what below it may be read: a path whose real path (symbolic links
/// resolved) lies inside the directory. A link leading out of it
/// (`specs/x.json -> /etc/passwd`), or a file in a linked directory outside
/// it, is not read, unless the caller was asked to follow such links
/// (`swatch build --follow-links-outside`). Page rendering, `swatch build`,
/// the spec API, the playground and its gallery, and the served `Public/`
/// files all ask here.
public struct ContentRoot: Sendable {
    /// The directory as given, for messages.
    public let path: String
    /// Its real path, nil when it does not exist (then nothing below it does).
    public let realPath: String?

    public init(_ path: String) {
        self.path = path
        realPath = Self.resolve(path)
    }

    /// What is at a path below the directory, as far as reading goes.
    public enum Entry: Sendable, Equatable {
        /// A regular file that may be read, at its real path (read that, not
        /// the path asked for, so a link changed meanwhile is not followed).
        case file(realPath: String)
        /// A directory that may be listed, at its real path.
        case directory(realPath: String)
        /// Nothing there.
        case absent
        /// The real path lies outside the directory: through a symbolic link
        /// at the path itself, or through a linked directory above it.
        case outside(realPath: String, throughLink: Bool)
        /// A symbolic link that loops.
        case loop
        /// A symbolic link to nothing (its target, when it can be read).
        case dangling(target: String?)
        /// Neither a regular file nor a directory.
        case special
        /// The system refused (the `errno` it gave).
        case unreadable(Int32)
    }

    /// What `path` (the directory's path joined with a relative one) is.
    public func entry(_ path: String, followsLinksOutside: Bool = false) -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            return code == ENOENT || code == ENOTDIR ? .absent : .unreadable(code)
        }
        let isLink = info.st_mode & S_IFMT == S_IFLNK
        guard let real = Self.resolve(path) else {
            let code = errno
            if !isLink { return .unreadable(code) }
            if code == ELOOP { return .loop }
            if code == ENOENT { return .dangling(target: Self.linkTarget(path)) }
            return .unreadable(code)
        }
        if !followsLinksOutside && !contains(realPath: real) {
            return .outside(realPath: real, throughLink: isLink)
        }
        guard stat(real, &info) == 0 else { return .unreadable(errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(realPath: real)
        case S_IFDIR: return .directory(realPath: real)
        default: return .special
        }
    }

    /// Whether a real path is the directory or below it.
    public func contains(realPath real: String) -> Bool {
        guard let root = realPath else { return false }
        return real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The real path of `path`, or nil (with `errno` set).
    static func resolve(_ path: String) -> String? {
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
}
