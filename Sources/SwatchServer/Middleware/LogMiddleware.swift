public import SwatchHTTP
import Glibc

/// Writes one line per request: method, target, status, body bytes sent,
/// and the microseconds taken to produce the response (from when the
/// server had the request's head, so a wait for a work thread counts).
///
///     GET /guide/layout-specs 200 20480 B 57 µs
public struct LogMiddleware: Middleware {
    let sink: LogSink

    public init(sink: LogSink = .standardError) { self.sink = sink }

    public func respond(to request: Request, next: any Responder) -> Response {
        guard sink.isEnabled else { return next.respond(to: request) }
        let start = request.receivedAt ?? ContinuousClock.now
        let response = next.respond(to: request)
        let elapsed = ContinuousClock.now - start
        let micros = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
        let sent = request.method == .head || !response.status.allowsBody ? 0 : (response.body.count ?? 0)
        let bytes = response.body.count == nil && request.method != .head ? "stream" : "\(sent) B"
        sink.write("\(request.method) \(LogSafe.text(request.target, limit: 512)) \(response.status.code) \(bytes) \(micros) µs")
        return response
    }
}

/// Where log lines go.
public struct LogSink: Sendable {
    let write: @Sendable (String) -> Void
    /// False for `.none`: nothing is formatted or written.
    public let isEnabled: Bool

    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
        isEnabled = true
    }

    private init(disabled: Void) {
        write = { _ in }
        isEnabled = false
    }

    func write(_ line: String) { write(line) }

    /// Standard error, one `write(2)` per line (lines from many threads do not interleave).
    public static let standardError = LogSink { line in
        var text = line
        text += "\n"
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(2, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }

    /// Discards every line.
    public static let none = LogSink(disabled: ())
}
