import Foundation

/// Where a build may write, decided before anything is read or written: the
/// output directory's real path (a symbolic link is followed, so the site
/// replaces what the link leads to and the link stays), refused when it is
/// unnamed, the root of the file system, a file, a directory that is neither
/// empty nor a previous build's output, or overlaps a directory the site is
/// read from (the content or public directory inside the output would be
/// replaced with it; the output inside either would be read back into the
/// next build).
struct OutputPlacement {
    /// The output directory as given, for messages.
    let given: String
    /// Its real path: links resolved, and where it does not exist yet, the real
    /// path of its nearest existing ancestor with the rest appended.
    let real: String

    struct Refusal: Error {
        var message: String
    }

    /// A directory the site is read from, by its role ("content", "public").
    struct Source {
        var role: String
        var path: String
    }

    init(output: String, sources: [Source]) throws(Refusal) {
        given = output
        guard !output.isEmpty else {
            throw Refusal(message: "no output directory named (--out is empty)")
        }
        var link = stat()
        if lstat(output, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, ContentTree.realPath(output) == nil {
            let target = ContentTree.linkTarget(output) ?? "a missing file"
            throw Refusal(message: "a symbolic link to \(target), which does not exist; make the directory or point --out elsewhere")
        }
        guard let real = Self.realPathAllowingMissing(output) else {
            throw Refusal(message: "cannot find where it is (\(ContentTree.errorText(errno)))")
        }
        self.real = real
        if real == "/" {
            throw Refusal(message: "refusing to replace / (the root of the file system); name a directory of its own")
        }
        for source in sources {
            guard let sourceReal = ContentTree.realPath(source.path) else { continue }
            if Self.isInside(sourceReal, real) {
                let same = sourceReal == real
                throw Refusal(
                    message: same
                        ? "refusing to build into the \(source.role) directory \(source.path) itself; choose another --out"
                        : "refusing to build: the \(source.role) directory \(source.path) is inside the output directory, "
                            + "which the build replaces as a whole; choose an --out outside it")
            }
            if Self.isInside(real, sourceReal) {
                throw Refusal(
                    message: "refusing to build inside the \(source.role) directory \(source.path): "
                        + "the site would be read back into the next build; choose an --out outside it")
            }
        }
        var info = stat()
        if stat(real, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw Refusal(message: "\(output) exists and is not a directory") }
            if !OutputDirectory.isMarkedOrEmpty(real) {
                throw Refusal(
                    message: "refusing to replace \(output): it is not a previous build output (no \(OutputDirectory.markerName))")
            }
        }
    }

    /// True when `path` is `directory` or below it (both real paths).
    static func isInside(_ path: String, _ directory: String) -> Bool {
        path == directory || path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
    }

    /// The real path of `path`, which need not exist: its nearest existing
    /// ancestor resolved, the missing rest appended (`.` and `..` applied).
    static func realPathAllowingMissing(_ path: String) -> String? {
        if let real = ContentTree.realPath(path) { return real }
        guard errno == ENOENT else { return nil }
        let absolute =
            path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var missing: [String] = []
        while let last = existing.popLast() {
            missing.insert(last, at: 0)
            let prefix = "/" + existing.joined(separator: "/")
            if let real = ContentTree.realPath(prefix) {
                var parts = real.split(separator: "/").map(String.init)
                for part in missing {
                    switch part {
                    case ".": continue
                    case "..": _ = parts.popLast()
                    default: parts.append(part)
                    }
                }
                return "/" + parts.joined(separator: "/")
            }
            guard errno == ENOENT || errno == ENOTDIR else { return nil }
        }
        return nil
    }
}
