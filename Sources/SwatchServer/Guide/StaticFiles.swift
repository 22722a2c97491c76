public import SwatchHTTP
import Glibc
import SwatchSite
internal import Synchronization

/// Serves the files under one directory (`Public/`), read once and kept in
/// memory, with a strong `ETag`, `If-None-Match` answered by 304, the right
/// `Content-Type`, and compressed for clients that accept it (each file's
/// compressed form made once, `CachedAnswer`).
///
/// Nothing outside the directory can be reached: `..`, `.`, encoded slashes
/// (`%2F`), backslashes and NUL in a segment are refused with 400; hidden
/// names (starting with `.`) and anything whose real path (symbolic links
/// resolved) leaves the directory (`ContentRoot`, the rule every reader of
/// content follows) are 404.
///
/// With a `FileWatcher`, the cache is dropped whenever the watcher's
/// generation moves on; without one, every request checks the file's size,
/// modification time and inode before using the cached copy.
///
///     router.get("/public/**") { try files.response(for: $0) }
public final class StaticFiles: Sendable {
    /// The directory's real path (symbolic links resolved).
    public let root: String
    public let cacheControl: String
    /// What below the root may be read.
    let content: ContentRoot
    /// Files larger than this are not served (403).
    public let maxFileSize: Int
    let watcher: FileWatcher?
    /// The headers every file is cached with (`CachedAnswer`).
    let dressing: HTTPHeaders
    let cache = Mutex<(generation: UInt64, files: [String: CachedFile])>((0, [:]))

    struct CachedFile: Sendable {
        let answer: CachedAnswer
        let signature: FileSignature
    }

    /// Fails when `root` does not exist or is not a directory.
    public init(
        root: String, cacheControl: String = "no-cache", maxFileSize: Int = 32 << 20, watcher: FileWatcher? = nil,
        dressing: HTTPHeaders = HTTPHeaders()
    ) throws(StaticFilesError) {
        self.dressing = dressing
        guard let real = StaticFiles.realPath(root) else { throw .missingRoot(root) }
        var info = stat()
        guard stat(real, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { throw .notADirectory(root) }
        self.root = real
        content = ContentRoot(real)
        self.cacheControl = cacheControl
        self.maxFileSize = maxFileSize
        self.watcher = watcher
    }

    /// The response for a route whose trailing `**` captured the file's path.
    public func response(for context: RequestContext) throws(HTTPError) -> Response {
        try response(forSegments: context.parameters.rest, request: context.request)
    }

    /// The response for the file at `segments` (decoded) below the root.
    public func response(forSegments segments: [String], request: Request) throws(HTTPError) -> Response {
        let relative = try StaticFiles.relativePath(segments)
        return try cachedFile(relative).answer.answer(request)
    }

    /// Whether the file at `segments` is in memory already in the form
    /// `request` asks for (answering it then reads and compresses
    /// nothing). Quick.
    public func isCached(_ segments: [String], for request: Request) -> Bool {
        guard let generation = watcher?.generation, !segments.isEmpty else { return false }
        let relative = segments.joined(separator: "/")
        guard let file = cache.withLock({ $0.generation == generation ? $0.files[relative] : nil }) else { return false }
        return file.answer.isReady(file.answer.coding(for: request))
    }

    /// Checks decoded path segments and joins them; throws 400 for a
    /// segment that could escape the root, 404 for hidden or empty names.
    public static func relativePath(_ segments: [String]) throws(HTTPError) -> String {
        guard !segments.isEmpty else { throw HTTPError(.notFound, "There is no file here.") }
        for segment in segments {
            if segment == "." || segment == ".." || segment.utf8.contains(UInt8(ascii: "/")) || segment.utf8.contains(UInt8(ascii: "\\"))
                || segment.utf8.contains(0)
            {
                throw HTTPError(.badRequest, "The file path is not allowed.")
            }
            if segment.isEmpty || segment.hasPrefix(".") {
                throw HTTPError(.notFound, "There is no such file.")
            }
        }
        return segments.joined(separator: "/")
    }

    func cachedFile(_ relative: String) throws(HTTPError) -> CachedFile {
        let generation = watcher?.generation
        if let generation {
            let hit = cache.withLock { cache -> CachedFile? in
                if cache.generation != generation {
                    cache = (generation, [:])
                    return nil
                }
                return cache.files[relative]
            }
            if let hit { return hit }
        }
        let (path, info) = try resolve(relative)
        let signature = FileSignature(info)
        if generation == nil, let hit = cache.withLock({ $0.files[relative] }), hit.signature == signature {
            return hit
        }
        let file = try load(path: path, relative: relative, signature: signature)
        cache.withLock { cache in
            if generation == nil || cache.generation == generation { cache.files[relative] = file }
        }
        return file
    }

    /// The real path of a file below the root, refusing anything that leaves it.
    func resolve(_ relative: String) throws(HTTPError) -> (String, stat) {
        guard case .file(let real) = content.entry(root + "/" + relative) else {
            throw HTTPError(.notFound, "There is no such file.")
        }
        var info = stat()
        guard stat(real, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw HTTPError(.notFound, "There is no such file.")
        }
        guard Int(info.st_size) <= maxFileSize else {
            throw HTTPError(.forbidden, "The file is larger than the server's limit of \(maxFileSize) bytes.")
        }
        return (real, info)
    }

    func load(path: String, relative: String, signature: FileSignature) throws(HTTPError) -> CachedFile {
        guard let bytes = StaticFiles.readFile(path, limit: maxFileSize) else {
            throw HTTPError(.notFound, "There is no such file.")
        }
        let etag = EntityTag.strong(for: bytes)
        let response = Response(
            status: .ok,
            headers: [
                "Content-Type": MediaType.forFile(named: relative),
                "ETag": etag,
                "Cache-Control": cacheControl,
            ],
            body: ResponseBody(bytes))
        return CachedFile(answer: CachedAnswer(response, etag: etag, dressing: dressing), signature: signature)
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The whole file, or nil when it cannot be read or exceeds `limit`.
    static func readFile(_ path: String, limit: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { return nil }
        }
    }
}

/// Why a `StaticFiles` could not be set up.
public enum StaticFilesError: Error, Equatable, CustomStringConvertible {
    case missingRoot(String)
    case notADirectory(String)

    public var description: String {
        switch self {
        case .missingRoot(let path): "the public directory '\(path)' does not exist"
        case .notADirectory(let path): "'\(path)' is not a directory"
        }
    }
}
