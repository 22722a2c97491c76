internal import CMicroHTTPD
import Glibc

// libmicrohttpd 0.9.75 refuses some requests itself, before the server sees
// them, with a page of its own that carries none of the server's headers.
//
// One kind the server can take over: a head whose Content-Length
// libmicrohttpd cannot read (not a number: 400; past 64 bits: 413). It
// refuses it as soon as the head is in, and then writes its head twice (it
// builds the head on refusing and again as it goes on to answer). It writes
// one line to its error log just before queuing that answer; on that line
// the server finds the request, answers it itself on the socket (dressed
// as its own refusals are, through the responder, with one head and
// `Connection: close`), and shuts the socket for writing, so nothing of
// libmicrohttpd's answer is ever sent (its send fails, and it closes the
// connection).
//
// The request is known without a doubt: of the loop's connections, it is
// the only one whose head libmicrohttpd has read (it tells its size) that
// was never handed to the server and has no answer queued, since a head
// that is read is handed over in the same turn unless libmicrohttpd refuses
// it. libmicrohttpd's other refusals come while a request line, a header
// line or a chunk is still being read (a line it cannot parse, more header
// lines than the connection's memory holds, an HTTP/2 request line), when
// no request is in that state: those keep its answer, and the completion
// callback logs them.

/// The error-log line libmicrohttpd writes before an answer of its own.
let libraryRefusalCallback: @convention(c) (UnsafeMutableRawPointer?, UInt32) -> Void = { cls, status in
    guard let cls else { return }
    let loop = Unmanaged<EventLoop>.fromOpaque(cls).takeUnretainedValue()
    loop.answerLibraryRefusal(status: Int(status))
}

extension EventLoop {
    /// Answers, in libmicrohttpd's place, the request whose head it is
    /// refusing, when there is exactly one such request (see above).
    func answerLibraryRefusal(status: Int) {
        guard let record = table.only(where: { record in
            guard let state = record.request, !state.started, !state.responded, let connection = record.connection
            else { return false }
            return swatch_mhd_head_size(connection) > 0 && swatch_mhd_queued_status(connection) == 0
        }), let state = record.request, let connection = record.connection
        else { return }
        state.started = true
        state.responded = true
        state.method = HTTPMethod.unknown
        state.headers = requestHeaders(connection)
        // libmicrohttpd gives no version here: the Host rule of HTTP/1.0
        // (none needed) keeps a missing Host from hiding the framing error.
        let refusal =
            headRefusal(state, version: "HTTP/1.0", connection: connection, core: core)
            ?? .text("The request's Content-Length could not be read.\n", status: HTTPStatus(code: status))
        let answer = core.serverAnswer(refusal, for: state, connection: connection)
        record.phase = .answering
        DirectAnswer.send(answer, on: record.socket)
    }
}

extension ServerCore {
    /// Logs an answer libmicrohttpd made itself (through the responder,
    /// whose middleware logs; what it returns is not sent).
    func logLibraryAnswer(for state: RequestState, status: Int) {
        let request = Request(
            method: state.started ? state.method : HTTPMethod.unknown, target: state.target,
            headers: state.headers, remoteAddress: state.record?.client ?? "")
        _ = responder.finishing(Response(status: HTTPStatus(code: status)), for: request)
    }
}
