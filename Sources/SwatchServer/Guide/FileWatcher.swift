@preconcurrency import Dispatch
import Glibc
internal import Synchronization

/// Watches directory trees by polling, and counts changes.
///
/// Every check compares each file's size, modification time and inode with
/// the previous check; any file added, removed or changed increases
/// `generation` and calls the observers with the changed paths. Caches keep
/// the generation they were built at and rebuild when it moved on (a change
/// token); the live-reload stream observes the watcher to tell pages.
/// Polling works the same for editors that save in place or by rename, on
/// any file system, through symbolic links to files.
///
///     let watcher = FileWatcher(roots: ["content", "Public"])
///     watcher.observe { change in reload(change.paths) }
///     watcher.start()
public final class FileWatcher: Sendable {
    /// One batch of changes seen by a check.
    public struct Change: Sendable, Equatable {
        /// The watcher's generation after this change.
        public let generation: UInt64
        /// Paths added, removed or modified (root joined with the relative path), sorted.
        public let paths: [String]
    }

    /// An observer registration, to remove it again.
    public struct Observation: Sendable, Hashable {
        let id: Int
    }

    public let roots: [String]
    public let interval: Duration
    /// The most entries scanned per check, so a huge tree cannot stall the server.
    public let maxEntries: Int

    private let generationValue = Atomic<UInt64>(0)
    private let snapshot: Mutex<[String: FileSignature]>
    private let observers = Mutex<(next: Int, handlers: [Int: @Sendable (Change) -> Void])>((0, [:]))
    private let timer = Mutex<(any DispatchSourceTimer)?>(nil)

    /// Takes the first snapshot now. Roots that do not exist yet are watched
    /// for appearing.
    public init(roots: [String], interval: Duration = .milliseconds(250), maxEntries: Int = 100_000) {
        self.roots = roots
        self.interval = interval
        self.maxEntries = maxEntries
        snapshot = Mutex(FileWatcher.scan(roots: roots, maxEntries: maxEntries))
    }

    /// Increases by one for every check that saw a change.
    public var generation: UInt64 { generationValue.load(ordering: .acquiring) }

    /// Calls `handler` (on the watcher's thread) after each change.
    @discardableResult
    public func observe(_ handler: @escaping @Sendable (Change) -> Void) -> Observation {
        observers.withLock { state in
            state.next += 1
            state.handlers[state.next] = handler
            return Observation(id: state.next)
        }
    }

    public func removeObservation(_ observation: Observation) {
        _ = observers.withLock { $0.handlers.removeValue(forKey: observation.id) }
    }

    /// Scans now; returns the change (after notifying observers), or nil.
    @discardableResult
    public func checkNow() -> Change? {
        let change: Change? = snapshot.withLock { previous in
            let current = FileWatcher.scan(roots: roots, maxEntries: maxEntries)
            let changed = FileWatcher.difference(previous, current)
            guard !changed.isEmpty else { return nil }
            previous = current
            let generation = generationValue.add(1, ordering: .acquiringAndReleasing).newValue
            return Change(generation: generation, paths: changed)
        }
        if let change {
            let handlers = observers.withLock { Array($0.handlers.sorted { $0.key < $1.key }.map(\.value)) }
            for handler in handlers { handler(change) }
        }
        return change
    }

    /// Checks every `interval` on a background queue until `stop()`.
    public func start() {
        timer.withLock { timer in
            guard timer == nil else { return }
            timer = RepeatingTimer.start(label: "swatch.file-watcher", every: interval) { [weak self] in self?.checkNow() }
        }
    }

    public func stop() {
        timer.withLock { timer in
            timer?.cancel()
            timer = nil
        }
    }

    deinit { stop() }

    static func difference(_ old: [String: FileSignature], _ new: [String: FileSignature]) -> [String] {
        var changed: [String] = []
        for (path, signature) in new where old[path] != signature { changed.append(path) }
        for path in old.keys where new[path] == nil { changed.append(path) }
        return changed.sorted()
    }

    static func scan(roots: [String], maxEntries: Int) -> [String: FileSignature] {
        var entries: [String: FileSignature] = [:]
        for root in roots {
            var info = stat()
            guard stat(root, &info) == 0 else { continue }
            entries[root] = FileSignature(info)
            if (info.st_mode & S_IFMT) == S_IFDIR {
                scanDirectory(root, depth: 0, into: &entries, maxEntries: maxEntries)
            }
        }
        return entries
    }

    private static func scanDirectory(_ path: String, depth: Int, into entries: inout [String: FileSignature], maxEntries: Int) {
        guard depth < 32 else { return }
        DirectoryNames.forEach(in: path) { name in
            guard entries.count < maxEntries else { return false }
            let child = path.hasSuffix("/") ? path + name : path + "/" + name
            var info = stat()
            guard stat(child, &info) == 0 else { return true }  // a dangling link or a file just removed
            entries[child] = FileSignature(info)
            var linkInfo = stat()
            let isRealDirectory = lstat(child, &linkInfo) == 0 && (linkInfo.st_mode & S_IFMT) == S_IFDIR
            if isRealDirectory {
                scanDirectory(child, depth: depth + 1, into: &entries, maxEntries: maxEntries)
            }
            return true
        }
    }
}

/// What a check compares for one path.
struct FileSignature: Equatable, Sendable {
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int
    let changedSeconds: Int
    let changedNanoseconds: Int
    let inode: UInt64
    let mode: UInt32

    init(_ info: stat) {
        size = Int64(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
        changedSeconds = Int(info.st_ctim.tv_sec)
        changedNanoseconds = Int(info.st_ctim.tv_nsec)
        inode = UInt64(info.st_ino)
        mode = UInt32(info.st_mode)
    }
}
