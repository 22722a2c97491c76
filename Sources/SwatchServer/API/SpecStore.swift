import Glibc
import SwatchJSON
import SwatchSite
internal import Synchronization
public import SwatchSpec

/// The spec files of `content/specs/`, read and written by name, with
/// strong entity tags and atomic replacement.
///
/// Names are `[a-z0-9][a-z0-9-]*` (at most 100 characters), so no name can reach
/// outside the directory; a file that a symbolic link leads to outside the
/// content directory is neither read nor replaced (`ContentRoot`, the rule
/// page rendering and `swatch build` follow). A save writes a temporary file in the same
/// directory, syncs it, and renames it over the old one, so readers see the
/// old file or the new one, never a part; the temporary file is removed
/// when anything fails. Saves are serialised, and each checks the caller's
/// precondition against the file as it is at that moment.
public final class SpecStore: Sendable {
    public let directory: String
    /// What may be read: files whose real path is inside the content directory.
    let content: ContentRoot
    /// Called after the temporary file is written and before the rename; a
    /// throw aborts the save (tests simulate a crash mid-save with it).
    let beforeRename: @Sendable (String) throws -> Void
    private let saving = Mutex<Void>(())

    /// `content` is the directory nothing is read outside of (by default
    /// `directory` itself).
    public convenience init(directory: String, content: String? = nil) {
        self.init(directory: directory, content: content, beforeRename: { _ in })
    }

    init(directory: String, content: String? = nil, beforeRename: @escaping @Sendable (String) throws -> Void) {
        self.directory = directory
        self.content = ContentRoot(content ?? directory)
        self.beforeRename = beforeRename
        removeStaleTemporaries()
    }

    /// Removes temporary files a save killed mid-write left behind (a save that
    /// fails removes its own): `.NAME.json.tmp-HEX` in the directory.
    func removeStaleTemporaries() {
        DirectoryNames.forEach(in: directory) { name in
            guard name.hasPrefix("."), let marker = name.range(of: ".json.tmp-") else { return true }
            let hex = name[marker.upperBound...]
            if !hex.isEmpty, hex.allSatisfy({ $0.isHexDigit }) { unlink(directory + "/" + name) }
            return true
        }
    }

    /// What a save requires of the file's current state.
    public enum Precondition: Sendable, Equatable {
        /// `If-Match`: the file exists with one of these tags (or `*`: exists at all).
        case matches([String])
        /// `If-None-Match: *`: the file does not exist yet.
        case absent
    }

    public enum Failure: Error, Equatable, Sendable {
        case invalidName(String)
        case notFound(String)
        /// The name's file is a symbolic link leading out of the content directory.
        case outside(String)
        /// The file changed since the caller read it (or exists when it should not).
        case preconditionFailed(String)
        case io(String)
    }

    public struct Stored: Sendable, Equatable {
        public let bytes: [UInt8]
        public let etag: String
    }

    /// `[a-z0-9][a-z0-9-]*`, at most 100 characters: a name never starts
    /// with `-`, so no file name reads as an option (`-.json`, `--x.json`).
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 100 && name.utf8.first != UInt8(ascii: "-")
            && name.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
    }

    public func path(for name: String) throws(Failure) -> String {
        guard SpecStore.isValidName(name) else { throw .invalidName(name) }
        return directory + "/" + name + ".json"
    }

    /// The texts of the cell files a range scenario names (`follow-cell.json`
    /// is `content/specs/follow-cell.json`); names it cannot read are left
    /// out, for the decoder to report where they are written.
    public func cellFiles(for scenario: String) -> [String: String] {
        guard scenario.contains("\"cell\""), let value = try? JSONParser.parse(scenario) else { return [:] }
        var out = [String: String]()
        for name in ScenarioDecoder.cellFileNames(value) {
            let base = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
            if let stored = try? read(base) { out[name] = String(decoding: stored.bytes, as: UTF8.self) }
        }
        return out
    }

    /// The file's bytes and tag.
    public func read(_ name: String) throws(Failure) -> Stored {
        let path = try path(for: name)
        guard let bytes = try readIfAllowed(path, name: name) else { throw .notFound(name) }
        return Stored(bytes: bytes, etag: EntityTag.strong(for: bytes))
    }

    /// Whether `name` has a file that may be read (for listing specs).
    public func isReadable(_ name: String) -> Bool {
        guard SpecStore.isValidName(name), case .file = content.entry(directory + "/" + name + ".json") else { return false }
        return true
    }

    /// The names of the spec files that may be read, sorted.
    public func names() -> [String] {
        var names: [String] = []
        DirectoryNames.forEach(in: directory) { file in
            let name = String(file.dropLast(5))
            if file.hasSuffix(".json") && isReadable(name) { names.append(name) }
            return true
        }
        return names.sorted()
    }

    /// The file's bytes; nil when there is none; `.outside` when its real
    /// path leaves the content directory.
    func readIfAllowed(_ path: String, name: String) throws(Failure) -> [UInt8]? {
        switch content.entry(path) {
        case .file(let real): return SpecStore.readFile(real)
        case .outside: throw .outside(name)
        default: return nil
        }
    }

    /// Replaces (or creates) the file if `precondition` holds; returns the new tag.
    @discardableResult
    public func save(_ name: String, bytes: [UInt8], precondition: Precondition) throws(Failure) -> String {
        let path = try path(for: name)
        return try saving.withLock { _ throws(Failure) -> String in
            let current = try readIfAllowed(path, name: name)
            switch precondition {
            case .absent:
                if current != nil { throw .preconditionFailed("content/specs/\(name).json already exists: open it, look at what would change, then replace it.") }
            case .matches(let tags):
                guard let current else { throw .notFound(name) }
                let etag = EntityTag.strong(for: current)
                // If-Match compares strongly (RFC 9110 13.1.1): a weak tag never matches.
                let matches = tags.contains("*") || tags.contains { !$0.hasPrefix("W/") && $0 == etag }
                if !matches {
                    throw .preconditionFailed(
                        "content/specs/\(name).json changed on disk since it was opened: look at what changed before replacing it.")
                }
            }
            try writeAtomically(bytes, to: path)
            return EntityTag.strong(for: bytes)
        }
    }

    func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
        if mkdir(directory, 0o755) != 0 && errno != EEXIST {
            throw .io("cannot create \(directory): \(String(cString: strerror(errno)))")
        }
        let name = path.split(separator: "/").last.map(String.init) ?? "spec.json"
        let temporary = directory + "/." + name + ".tmp-" + String(UInt64.random(in: 1...UInt64.max), radix: 16)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .io("cannot create a temporary file in \(directory): \(String(cString: strerror(errno)))") }
        var closed = false
        defer {
            if !closed { close(fd) }
        }
        do {
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { buffer -> Int in
                    guard let base = buffer.baseAddress else { return 0 }
                    return write(fd, base + offset, buffer.count - offset)
                }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw Failure.io("cannot write \(temporary): \(String(cString: strerror(errno)))") }
                offset += written
            }
            guard fsync(fd) == 0 else { throw Failure.io("cannot sync \(temporary): \(String(cString: strerror(errno)))") }
            closed = true
            guard close(fd) == 0 else { throw Failure.io("cannot close \(temporary)") }
            do { try beforeRename(temporary) } catch { throw Failure.io("save interrupted: \(error)") }
            guard rename(temporary, path) == 0 else {
                throw Failure.io("cannot replace \(path): \(String(cString: strerror(errno)))")
            }
        } catch let failure as Failure {
            unlink(temporary)
            throw failure
        } catch {
            unlink(temporary)
            throw .io("\(error)")
        }
        // Make the rename itself durable.
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
    }

    static func readFile(_ path: String) -> [UInt8]? {
        StaticFiles.readFile(path, limit: 16 << 20)
    }
}
