public import SwatchHTTP
import SwatchSite
@preconcurrency import Dispatch
internal import Synchronization

/// Server-sent events telling open pages to reload.
///
/// `GET /_events` opens a `text/event-stream`. Each new stream first gets a
/// `hello` event whose data identifies this server run (a page that sees a
/// different one after reconnecting reloads: the server restarted). A change
/// seen by the `FileWatcher` sends `reload` with the changed paths, one per
/// `data:` line; the site layer can send its own events with `send(event:data:)`
/// (e.g. only to reload pages whose source changed). A comment is sent every
/// `heartbeat` so dead connections are noticed and dropped.
///
/// Pages opt in with `<script src="/_swatch/live-reload.js" defer></script>`
/// (a same-origin script, so the site's Content-Security-Policy allows it).
public final class LiveReload: Sendable {
    public static let eventsPath = ReservedRoutes.events
    public static let scriptPath = ReservedRoutes.liveReloadScript

    /// Identifies this server run in `hello` events.
    public let runID: String
    private let streams = Mutex<[ResponseStream]>([])
    private let timer = Mutex<(any DispatchSourceTimer)?>(nil)
    private let observation: Mutex<(FileWatcher, FileWatcher.Observation)?>

    /// Observes `watcher` (if given) and starts the heartbeat.
    public init(watcher: FileWatcher? = nil, heartbeat: Duration = .seconds(20)) {
        runID = String(UInt64.random(in: 1...UInt64.max), radix: 16)
        observation = Mutex(nil)
        if let watcher {
            let id = watcher.observe { [weak self] change in
                self?.send(event: "reload", data: change.paths.joined(separator: "\n"))
            }
            observation.withLock { $0 = (watcher, id) }
        }
        startHeartbeat(every: heartbeat)
    }

    /// A new event stream response; the stream stays registered until its
    /// client goes away or `finishAll()`.
    public func subscribe() -> Response {
        let stream = ResponseStream()
        stream.send("retry: 1000\n" + LiveReload.event("hello", data: runID))
        streams.withLock { $0.append(stream) }
        return Response(
            status: .ok,
            headers: [
                "Content-Type": "text/event-stream; charset=utf-8",
                "Cache-Control": "no-cache",
            ],
            body: .stream(stream))
    }

    /// Sends one event to every open stream; returns how many received it.
    @discardableResult
    public func send(event: String, data: String) -> Int {
        let text = LiveReload.event(event, data: data)
        return broadcast(text)
    }

    /// Open streams (closed ones are dropped on the next send or heartbeat).
    public var subscriberCount: Int {
        streams.withLock { streams in
            streams.removeAll { $0.isClosed }
            return streams.count
        }
    }

    /// Ends every stream (their pages reconnect later).
    public func finishAll() {
        let open = streams.withLock { streams in
            defer { streams.removeAll() }
            return streams
        }
        for stream in open { stream.finish() }
    }

    /// Adds `GET /_events` and `GET /_swatch/live-reload.js` to a router.
    public func install(on router: inout Router) {
        router.get(LiveReload.eventsPath, work: .quick) { [self] _ in subscribe() }
        let script = Response(
            status: .ok,
            headers: ["Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache"],
            body: ResponseBody(LiveReload.script))
        router.get(LiveReload.scriptPath, work: .quick) { _ in script }
    }

    /// One event in the wire format; each line of `data` becomes a `data:` line.
    public static func event(_ name: String, data: String) -> String {
        let safeName = String(name.unicodeScalars.filter { $0 != "\n" && $0 != "\r" })
        var text = "event: \(safeName)\n"
        let lines = data.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for line in lines { text += "data: \(line)\n" }
        return text + "\n"
    }

    /// The page side: reloads on `reload`, or on a `hello` from a new server run.
    public static let script = """
        // Reloads this page when the server sees its sources change.
        (function () {
          "use strict";
          if (!("EventSource" in window)) return;
          var run = null;
          var source = new EventSource("\(eventsPath)");
          source.addEventListener("hello", function (event) {
            if (run === null) run = event.data;
            else if (event.data !== run) window.location.reload();
          });
          source.addEventListener("reload", function () { window.location.reload(); });
          window.addEventListener("pagehide", function () { source.close(); });
        })();

        """

    private func broadcast(_ text: String) -> Int {
        let bytes = Array(text.utf8)
        let open = streams.withLock { streams in
            streams.removeAll { $0.isClosed }
            return streams
        }
        return open.reduce(0) { $0 + ($1.send(bytes) ? 1 : 0) }
    }

    private func startHeartbeat(every interval: Duration) {
        let source = RepeatingTimer.start(label: "swatch.live-reload", every: interval) { [weak self] in
            _ = self?.broadcast(": ping\n\n")
        }
        timer.withLock { $0 = source }
    }

    deinit {
        timer.withLock { $0?.cancel() }
        observation.withLock { pair in
            if let (watcher, id) = pair { watcher.removeObservation(id) }
        }
        finishAll()
    }
}
