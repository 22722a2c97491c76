internal import CMicroHTTPD
import Glibc

// libmicrohttpd 0.9.75 refuses some requests itself, before the server
// sees them (connection.c, transmit_error_response_len), with a page of
// its own: no Content-Type, none of the server's headers. A request line
// it cannot read (400: a version that is not `HTTP/d.d`) or of another
// major version (505), a header line without a colon (400), a head larger
// than its memory for a connection (414 before the request line is read,
// 431 after), a Content-Length it cannot read (400, 413: that answer's
// head it writes twice), a chunk it cannot read (400) or whose size is
// past 64 bits (413).
//
// For the refused connection it calls nothing of the server's before it
// writes that answer, in the same call (daemon.c, call_handlers: the
// write follows the read that brought the bytes it refuses); it only
// writes one line to its error log, with the status, just before it queues
// the answer. On that line the server finds the refused connection and
// answers it itself on the socket (dressed as its own refusals are,
// through the responder; one head; `Connection: close`), then shuts the
// socket for writing, so nothing of libmicrohttpd's answer is ever sent
// (its send fails, and it closes the connection).
//
// The log line names no connection, so the server finds it by elimination,
// keeping only the connections that may be the one refused, and answers
// when exactly one is left:
//
// - A head read whole but neither handed to the server nor answered can
//   only be a Content-Length being refused (a head that is read is handed
//   over in the same turn unless libmicrohttpd refuses it).
// - Otherwise the refused connection is waiting for a head (for a refused
//   chunk: receiving a body), has no answer queued, and has just read the
//   bytes refused: libmicrohttpd has read more from its socket than it has
//   handed to the server (`ConnectionRecord.handedOver`: every head and
//   body byte). A connection idle between requests, or whose body has
//   reached the server as it came, has read exactly what it handed over,
//   and drops out. The kernel tells what was read (`swatch_socket_bytes_read`),
//   asked only here, of at most `probeLimit` connections.
//
// What stays libmicrohttpd's (its page, closing the connection, and a log
// line from the server): a refusal while another connection has also read
// part of a request not yet handed over (a head arriving in pieces, a
// chunked body), since the line tells nothing that separates the two; and
// more than `probeLimit` connections waiting for a head at that moment.

/// The error-log line libmicrohttpd writes before an answer of its own.
let libraryRefusalCallback: @convention(c) (UnsafeMutableRawPointer?, UInt32, Int32) -> Void = { cls, status, inBody in
    guard let cls else { return }
    let loop = Unmanaged<EventLoop>.fromOpaque(cls).takeUnretainedValue()
    loop.answerLibraryRefusal(status: Int(status), inBody: inBody != 0)
}

extension EventLoop {
    /// Most connections whose sockets are asked what they have read, for one refusal.
    static let probeLimit = 64

    /// Answers, in libmicrohttpd's place, the request it is refusing, when
    /// exactly one connection can be it (see above); else logs the refusal.
    func answerLibraryRefusal(status: Int, inBody: Bool) {
        guard let record = libraryRefused(status: status, inBody: inBody), let connection = record.connection else {
            _ = core.responder.finishing(Response(status: HTTPStatus(code: status)), for: Request(method: .unknown, target: "-"))
            return
        }
        let state = record.request ?? RequestState(target: "-", record: record)
        let headIsRead = !inBody && swatch_mhd_head_size(connection) > 0
        let refusal: Response
        if headIsRead {
            state.headers = requestHeaders(connection)
            // libmicrohttpd gives no version here: the Host rule of HTTP/1.0
            // (none needed) keeps a missing Host from hiding the framing error.
            refusal =
                headRefusal(state, version: "HTTP/1.0", connection: connection, core: core)
                ?? LibraryRefusal.answer(status: status, inBody: false, requestLineRead: true, headLimit: core.maxHeadSize)
        } else {
            refusal = LibraryRefusal.answer(
                status: status, inBody: inBody, requestLineRead: record.request != nil, headLimit: core.maxHeadSize)
        }
        if !state.started { state.method = HTTPMethod.unknown }
        state.started = true
        state.responded = true
        record.phase = .answering
        DirectAnswer.send(core.serverAnswer(refusal, for: state, connection: connection), on: record.socket)
    }

    /// The one connection libmicrohttpd can be refusing, or nil.
    private func libraryRefused(status: Int, inBody: Bool) -> ConnectionRecord? {
        if !inBody, let record = table.only(where: { record in
            guard let state = record.request, !state.started, let connection = record.connection else { return false }
            return swatch_mhd_head_size(connection) > 0 && swatch_mhd_queued_status(connection) == 0
        }) {
            return record
        }
        var found: ConnectionRecord?
        var probed = 0
        for record in table.all where LibraryRefusal.mayBeRefused(record, status: status, inBody: inBody) {
            probed += 1
            if probed > EventLoop.probeLimit { return nil }
            let read = swatch_socket_bytes_read(record.socket)
            if read >= 0 && UInt64(read) <= record.handedOver { continue }
            if found != nil { return nil }
            found = record
        }
        return found
    }
}

enum LibraryRefusal {
    /// Whether `record` is where a refusal of `status` can happen: waiting
    /// for a head (505 and 414 before its request line is taken, 431
    /// after), or for a refused chunk, receiving a body; no answer queued.
    static func mayBeRefused(_ record: ConnectionRecord, status: Int, inBody: Bool) -> Bool {
        guard let connection = record.connection, swatch_mhd_queued_status(connection) == 0 else { return false }
        if inBody {
            guard let state = record.request else { return false }
            return record.phase == .receivingBody && state.started && !state.responded
        }
        guard record.phase == .awaitingHead, !(record.request?.started ?? false) else { return false }
        switch status {
        case 505, 414: return record.request == nil
        case 431: return record.request != nil
        default: return true
        }
    }

    /// The server's answer in place of libmicrohttpd's refusal of `status`.
    static func answer(status: Int, inBody: Bool, requestLineRead: Bool, headLimit: Int) -> Response {
        switch (status, inBody) {
        case (505, _):
            return .text(
                "The request's HTTP version is not supported; send HTTP/1.1 (or HTTP/1.0).\n",
                status: .httpVersionNotSupported)
        case (414, _):
            return .text(
                "The request line is over the limit of \(headLimit) bytes for a request head; send a shorter URL.\n",
                status: .uriTooLong)
        case (431, _):
            return .text(
                "The request head is over the limit of \(headLimit) bytes; send fewer or shorter headers.\n",
                status: .requestHeaderFieldsTooLarge)
        case (413, true):
            return .text("A chunk size of the request body is past 64 bits.\n", status: .contentTooLarge)
        case (_, true):
            return .text(
                "The request body's chunked encoding could not be read (a chunk size in hexadecimal, "
                    + "CRLF, the chunk, CRLF).\n", status: HTTPStatus(code: status))
        case (413, false):
            return .text("The request's Content-Length is past 64 bits.\n", status: .contentTooLarge)
        default:
            return .text(
                requestLineRead
                    ? "A header line could not be read; each is a name, a colon and a value.\n"
                    : "The request line could not be read; send METHOD /path HTTP/1.1.\n",
                status: HTTPStatus(code: status))
        }
    }
}
