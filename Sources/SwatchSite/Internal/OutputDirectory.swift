import Foundation
import Glibc

/// Replaces a build output directory as a whole: the new site is written to a
/// sibling temporary directory (files equal to the current ones are hard links
/// to them, so they keep their inode and time) and swapped in with one
/// `renameat2(RENAME_EXCHANGE)`. Until the swap the old site is untouched; a
/// failure removes the temporary directory and leaves it as it was.
struct OutputDirectory {
    /// Marks a directory as a build output; replacing anything else is refused.
    static let markerName = ".swatch-site"

    let path: String

    enum Outcome {
        case unchanged
        case replaced(written: [String], removed: [String])
    }

    struct Failure: Error {
        var message: String
    }

    /// Makes `path` hold exactly `files` (relative path -> bytes).
    func replace(with files: [String: [UInt8]]) throws(Failure) -> Outcome {
        let manager = FileManager.default
        let parent = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let exists = SiteContent.isDirectory(path)
        if manager.fileExists(atPath: path) && !exists {
            throw Failure(message: "\(path) exists and is not a directory")
        }
        var old: Set<String> = []
        if exists {
            // The marker is looked for before anything is listed: a directory
            // that is not a build output (`/`, a home folder) is refused at once.
            if !Self.isMarkedOrEmpty(path) {
                throw Failure(
                    message: "refusing to replace \(path): it is not a previous build output (no \(Self.markerName))")
            }
            do {
                old = Set(try Self.allFiles(in: path))
            } catch {
                throw Failure(message: "cannot list \(path)")
            }
        }

        // Nothing changed: touch nothing.
        var same: Set<String> = []
        if exists {
            for (file, bytes) in files where old.contains(file) {
                if Self.file(path + "/" + file, equals: bytes) { same.insert(file) }
            }
            if same.count == files.count && old == Set(files.keys) { return .unchanged }
        }

        // Build beside it.
        removeLeftovers(in: parent.isEmpty ? "." : parent, name: name)
        let temporary = (parent.isEmpty ? "." : parent) + "/.\(name).swatch-tmp-\(getpid())"
        do {
            try manager.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        } catch {
            throw Failure(message: "cannot create \(temporary)")
        }
        // Files go in on every core: creating inodes is kernel work that
        // dominates a large build, and Hugo does the same.
        let sorted = files.keys.sorted(), unchanged = same
        let outcomes = ParallelMap.map(sorted) { file -> WriteOutcome in
            let target = temporary + "/" + file
            guard Self.makeDirectories((target as NSString).deletingLastPathComponent) else {
                return .failed("cannot create the folder of \(target): \(String(cString: strerror(errno)))")
            }
            if unchanged.contains(file), link(path + "/" + file, target) == 0 { return .linked }
            guard let bytes = files[file], Self.write(bytes, to: target) else {
                return .failed("cannot write \(target): \(String(cString: strerror(errno)))")
            }
            return .written
        }
        var written: [String] = []
        for (file, outcome) in zip(sorted, outcomes) {
            switch outcome {
            case .written: written.append(file)
            case .linked: break
            case .failed(let message):
                try? manager.removeItem(atPath: temporary)
                throw Failure(message: message)
            }
        }

        // Swap.
        if exists {
            if Self.exchange(temporary, path) {
                try? manager.removeItem(atPath: temporary)
            } else {
                let previous = temporary + "-old"
                guard rename(path, previous) == 0 else {
                    try? manager.removeItem(atPath: temporary)
                    throw Failure(message: "cannot move \(path) aside: \(String(cString: strerror(errno)))")
                }
                guard rename(temporary, path) == 0 else {
                    _ = rename(previous, path)
                    try? manager.removeItem(atPath: temporary)
                    throw Failure(message: "cannot move the new site to \(path): \(String(cString: strerror(errno)))")
                }
                try? manager.removeItem(atPath: previous)
            }
        } else {
            guard rename(temporary, path) == 0 else {
                try? manager.removeItem(atPath: temporary)
                throw Failure(message: "cannot move the new site to \(path): \(String(cString: strerror(errno)))")
            }
        }
        let removed = old.subtracting(files.keys).sorted()
        return .replaced(written: written, removed: removed)
    }

    private enum WriteOutcome: Sendable {
        case written, linked
        case failed(String)
    }

    /// True when `directory` holds the marker file, or nothing at all.
    static func isMarkedOrEmpty(_ directory: String) -> Bool {
        var info = stat()
        if lstat(directory + "/" + markerName, &info) == 0 { return info.st_mode & S_IFMT == S_IFREG }
        guard let stream = opendir(directory) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { return false }
        }
        return true
    }

    /// `mkdir -p`, safe when other threads make the same folders at once.
    static func makeDirectories(_ directory: String) -> Bool {
        if mkdir(directory, 0o755) == 0 || errno == EEXIST { return isDirectoryPath(directory) }
        guard errno == ENOENT else { return false }
        let parent = (directory as NSString).deletingLastPathComponent
        guard !parent.isEmpty, parent != directory, makeDirectories(parent) else { return false }
        return mkdir(directory, 0o755) == 0 || (errno == EEXIST && isDirectoryPath(directory))
    }

    private static func isDirectoryPath(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// True when the file at `path` holds exactly `bytes`.
    static func file(_ path: String, equals bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size == bytes.count else { return false }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        while offset < bytes.count {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0, offset + count <= bytes.count else { return false }
            let same = buffer.withUnsafeBytes { chunk in
                bytes.withUnsafeBytes { whole in
                    guard let a = chunk.baseAddress, let b = whole.baseAddress else { return false }
                    return memcmp(a, b + offset, count) == 0
                }
            }
            guard same else { return false }
            offset += count
        }
        return true
    }

    /// Writes a new file (the temporary directory is ours alone).
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { whole -> Int in
                guard let base = whole.baseAddress else { return -1 }
                return Glibc.write(descriptor, base + offset, whole.count - offset)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Temporary directories of builds that were killed.
    private func removeLeftovers(in parent: String, name: String) {
        let prefix = ".\(name).swatch-tmp-"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            try? FileManager.default.removeItem(atPath: parent + "/" + entry)
        }
    }

    /// Relative paths of every regular file under `directory`, hidden ones included.
    static func allFiles(in directory: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var out: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory + "/" + relative, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                out.append(relative)
            }
        }
        return out.sorted()
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// Atomically exchanges two paths (Linux `renameat2` with `RENAME_EXCHANGE`,
    /// looked up at run time as the C library's headers hide it). False when the
    /// system or file system cannot.
    private static func exchange(_ a: String, _ b: String) -> Bool {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
    }
}
