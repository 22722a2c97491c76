@preconcurrency import Dispatch
import Glibc
public import SwatchHTTP
import SwatchPlayground
public import SwatchSite
internal import Synchronization

/// The engine's files (`EngineFiles`) as `swatch serve` answers them, made
/// again whenever its modules change on disk: a server started before the
/// modules were built (`make serve` serves first and builds them beside it)
/// answers them once they are there, and says so on the live-reload stream
/// with an `engine` event, on which an open page's engine loads them
/// (`Public/js/swatch.js`). Until then a module's path answers 404, and the
/// page asks the server.
///
///     let engine = LiveEngineFiles(directory: files.directory, files: files) { EngineFiles.make(textEngine: measurer) }
///     engine.install(on: &router)
///     engine.watch { _ in liveReload.send(event: LiveEngineFiles.event, data: "") }
public final class LiveEngineFiles: Sendable {
    /// The live-reload event that tells pages the modules changed.
    public static let event = "engine"
    /// Where the modules are (or will be built).
    public let directory: String?
    private let make: @Sendable () -> EngineFiles
    private let state: Mutex<State>
    private let timer = Mutex<(any DispatchSourceTimer)?>(nil)

    /// The files served now, and the headers their answers carry.
    struct State {
        var signature: String
        var dressing = HTTPHeaders()
        var routes: [String: PublicFileRoute] = [:]
        var files: EngineFiles {
            didSet { makeRoutes() }
        }

        init(signature: String, files: EngineFiles) {
            self.signature = signature
            self.files = files
            makeRoutes()
        }

        mutating func makeRoutes() {
            routes = [:]
            for file in files.files { routes[file.publicPath] = PublicFileRoute(file: file, dressing: dressing) }
        }
    }

    /// Serves `files` (made by `make` from the modules in `directory`) until they change.
    public init(directory: String?, files: EngineFiles, make: @escaping @Sendable () -> EngineFiles) {
        self.directory = directory
        self.make = make
        state = Mutex(State(signature: LiveEngineFiles.signature(of: directory), files: files))
    }

    /// Size, modification time and inode of each module file (a module is
    /// replaced whole: `scripts/build-wasm.sh` moves it into place).
    static func signature(of directory: String?) -> String {
        guard let directory else { return "" }
        return EngineModule.allCases.map { module in
            var info = stat()
            guard stat(directory + "/" + module.fileName, &info) == 0 else { return "-" }
            return "\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ino)"
        }.joined(separator: " ")
    }

    /// Answers every path the engine's files may have: the current file
    /// (compressed once per coding, its answers carrying `dressing`, the
    /// headers every answer carries), or 404.
    public func install(on router: inout Router, dressing: HTTPHeaders = HTTPHeaders()) {
        state.withLock { state in
            state.dressing = dressing
            state.makeRoutes()
        }
        for publicPath in EngineFiles.publicPaths {
            for path in PublicFile.servedPaths(publicPath) {
                let work: Router.WorkRule = { [self] context in
                    state.withLock({ $0.routes[publicPath] })?.work(context.request) ?? .quick
                }
                router.get(path, work: work) { [self] context in
                    guard let route = state.withLock({ $0.routes[publicPath] }) else {
                        throw HTTPError(.notFound, "The engine's \(publicPath) is not built yet.")
                    }
                    return route.answer(context.request)
                }
            }
        }
    }

    /// Looks at the modules every `interval`; when they changed, makes the
    /// files again and calls `changed` with what is missing still (nil when
    /// nothing is).
    public func watch(every interval: Duration = .seconds(1), _ changed: @escaping @Sendable (_ note: String?) -> Void) {
        guard directory != nil else { return }
        let source = RepeatingTimer.start(label: "swatch.engine-files", every: interval) { [weak self] in
            self?.check(changed)
        }
        timer.withLock { $0 = source }
    }

    /// Makes the files again if the modules changed since last seen.
    func check(_ changed: @Sendable (String?) -> Void) {
        let now = LiveEngineFiles.signature(of: directory)
        guard now != state.withLock({ $0.signature }) else { return }
        let files = make()
        state.withLock {
            $0.signature = now
            $0.files = files
        }
        changed(files.note)
    }

    public func stop() {
        timer.withLock {
            $0?.cancel()
            $0 = nil
        }
    }

    deinit { stop() }
}
