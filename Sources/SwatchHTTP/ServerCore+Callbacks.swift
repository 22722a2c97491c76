internal import CMicroHTTPD
import Glibc

// The C callbacks libmicrohttpd calls, all on the thread of the event loop
// that runs the daemon. Each gets that `EventLoop` (unretained; the server
// keeps it alive while the daemon runs). Per-connection state lives in the
// connection's socket context (a `ConnectionRecord`), per-request state in
// the request's context slot (a `RequestState`); both are retained there and
// released when libmicrohttpd says the connection or request is over.

/// A connection was opened or closed.
let connectionNotifyCallback: @convention(c) (
    UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    MHD_ConnectionNotificationCode
) -> Void = { cls, connection, context, code in
    guard let cls, let connection, let context else { return }
    let loop = Unmanaged<EventLoop>.fromOpaque(cls).takeUnretainedValue()
    if code.rawValue == 0 {  // MHD_CONNECTION_NOTIFY_STARTED
        let record = ConnectionRecord(
            socket: swatch_mhd_connection_fd(connection), client: loop.acceptingClient ?? remoteAddress(connection),
            now: MonotonicTime.nowMilliseconds(), connection: connection)
        context.pointee = Unmanaged.passRetained(record).toOpaque()
        loop.table.opened(record)
    } else if let raw = context.pointee {
        context.pointee = nil
        let record = Unmanaged<ConnectionRecord>.fromOpaque(raw).takeRetainedValue()
        record.request = nil
        loop.table.closed(record)
    }
}

/// Called with the raw request target before anything is decoded; its result
/// becomes the request's context.
///
/// The target is kept whole here, and its query is then cut off in
/// libmicrohttpd's buffer (`QueryCut`), so that libmicrohttpd stores none
/// of its parameters: the server parses the query itself (`Request`).
let uriLogCallback: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?)
    -> UnsafeMutableRawPointer? = { cls, uri, connection in
        guard let cls else { return nil }
        let loop = Unmanaged<EventLoop>.fromOpaque(cls).takeUnretainedValue()
        loop.core.inFlight.wrappingAdd(1, ordering: .relaxed)
        let target = uri.map { String(cString: $0) } ?? "/"
        if let uri { QueryCut.apply(to: uri) }
        let record = connection.flatMap(swatch_mhd_socket_context).map {
            Unmanaged<ConnectionRecord>.fromOpaque($0).takeUnretainedValue()
        }
        let state = RequestState(target: target, record: record)
        record?.request = state
        return Unmanaged.passRetained(state).toOpaque()
    }

/// Called once a request is over (answered, failed, or its client gone).
let requestCompletedCallback: @convention(c) (
    UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    MHD_RequestTerminationCode
) -> Void = { cls, connection, context, _ in
    guard let cls, let context, let raw = context.pointee else { return }
    context.pointee = nil
    let loop = Unmanaged<EventLoop>.fromOpaque(cls).takeUnretainedValue()
    let core = loop.core
    let state = Unmanaged<RequestState>.fromOpaque(raw).takeRetainedValue()
    if let stream = state.stream {
        stream.close()
        core.unregister(stream)
    }
    if let pending = state.pending { core.unregister(pending) }
    if let record = state.record {
        // The connection now owes the server its next request.
        if record.request === state { record.request = nil }
        record.phase = .awaitingHead
        record.since = MonotonicTime.nowMilliseconds()
    }
    core.inFlight.wrappingSubtract(1, ordering: .relaxed)
}

/// The access handler. The first call for a request (its head is in) checks
/// the head and sets up state, answering at once only a head it refuses;
/// upload calls collect the body; the last call runs the responder, here
/// when its answer is quick (`Responder.respondIfQuick`) or else on the
/// work pool, and queues its response.
/// Queuing on the first call would make libmicrohttpd close every
/// keep-alive connection.
let accessHandlerCallback: @convention(c) (
    UnsafeMutableRawPointer?, OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
    UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutablePointer<Int>?,
    UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result = { cls, connection, url, method, version, uploadData, uploadSize, context in
    guard let cls, let connection, let context else { return .NO }
    let loop = Unmanaged<EventLoop>.fromOpaque(cls).takeUnretainedValue()
    let core = loop.core
    let state: RequestState
    if let raw = context.pointee {
        state = Unmanaged<RequestState>.fromOpaque(raw).takeUnretainedValue()
    } else {
        // Not reached while the URI log callback is installed; kept for safety.
        core.inFlight.wrappingAdd(1, ordering: .relaxed)
        state = RequestState(target: url.map { String(cString: $0) } ?? "/", record: nil)
        context.pointee = Unmanaged.passRetained(state).toOpaque()
    }

    if !state.started {
        state.started = true
        state.receivedAt = .now
        state.record?.phase = .receivingBody
        state.record?.since = MonotonicTime.nowMilliseconds()
        state.record?.handedOver += UInt64(swatch_mhd_head_size(connection))
        state.method = HTTPMethod(rawValue: method.map { String(cString: $0) } ?? "GET")
        state.headers = requestHeaders(connection)
        let versionText = version.map { String(cString: $0) } ?? "HTTP/1.1"
        if let refusal = headRefusal(state, version: versionText, connection: connection, core: core) {
            // The body (if any) is not read; the connection then closes.
            state.responded = true
            state.record?.phase = .answering
            state.tooLarge = refusal.status == .contentTooLarge
            return queue(core.serverAnswer(refusal, for: state, connection: connection), on: connection, state: state, loop: loop)
        }
        return .YES
    }

    if let uploadSize, uploadSize.pointee > 0 {
        let count = uploadSize.pointee
        uploadSize.pointee = 0
        state.record?.handedOver += UInt64(count)
        if state.responded { return .YES }
        if !state.tooLarge && state.body.count + count <= core.maxBodySize {
            if let uploadData {
                UnsafeRawPointer(uploadData).withMemoryRebound(to: UInt8.self, capacity: count) {
                    state.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
                }
            }
        } else {
            // A body of undeclared length went over the limit: drop the rest,
            // up to a bound, then answer 413 (or give up on the connection).
            state.tooLarge = true
            state.body = []
            state.discarded += count
            if state.discarded > core.maxDiscardedBody { return .NO }
        }
        return .YES
    }

    // The last call: the whole request is in (or, after a resume, its answer is ready).
    if let pending = state.pending {
        guard let response = pending.take() else { return .YES }
        core.unregister(pending)
        state.pending = nil
        return queue(response, on: connection, state: state, loop: loop)
    }
    if state.responded { return .YES }
    state.responded = true
    state.record?.phase = .answering
    if state.tooLarge {
        let response = core.serverAnswer(contentTooLargeResponse(limit: core.maxBodySize), for: state, connection: connection)
        return queue(response, on: connection, state: state, loop: loop)
    }
    var request = Request(
        method: state.method, target: state.target, headers: state.headers,
        body: state.body, remoteAddress: state.record?.client ?? remoteAddress(connection))
    request.receivedAt = state.receivedAt
    state.headers = HTTPHeaders()
    state.body = []
    if let response = core.responder.respondIfQuick(to: request) {
        return queue(response, on: connection, state: state, loop: loop)
    }
    if core.stopping.load(ordering: .relaxed) {
        return queue(core.serverAnswer(ServerCore.stoppingResponse, for: request), on: connection, state: state, loop: loop)
    }
    core.answerLater(request, state: state, connection: connection, loop: loop)
    return .YES
}

/// The answer for a head the server refuses (over the size limit, a target
/// that is not one, framed ambiguously, a body announced over the limit),
/// or nil when it passes.
func headRefusal(_ state: RequestState, version: String, connection: OpaquePointer, core: ServerCore) -> Response? {
    RequestHeadCheck.sizeRefusal(
        requestLine: RequestHeadCheck.requestLineBytes(method: state.method.rawValue, target: state.target, version: version),
        headers: state.headers, limit: core.maxHeadSize)
        ?? RequestHeadCheck.targetRefusal(state.target)
        ?? RequestHeadCheck.refusal(isHTTP10: version == "HTTP/1.0", headers: state.headers)
        ?? declaredContentLength(connection).flatMap { length in
            // Refuse before reading the body.
            length > UInt64(core.maxBodySize) ? contentTooLargeResponse(limit: core.maxBodySize) : nil
        }
}

func contentTooLargeResponse(limit: Int) -> Response {
    .text("The request body is larger than the limit of \(limit) bytes.\n", status: .contentTooLarge)
}

/// The `Content-Length` the client announced, if any.
func declaredContentLength(_ connection: OpaquePointer) -> UInt64? {
    guard let value = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length") else {
        return nil
    }
    var result: UInt64 = 0
    var pointer = value
    var sawDigit = false
    while pointer.pointee != 0 {
        let c = UInt8(bitPattern: pointer.pointee)
        if c >= 48 && c <= 57 {
            sawDigit = true
            let (times, o1) = result.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(UInt64(c - 48))
            if o1 || o2 { return UInt64.max }
            result = sum
        } else if c != 32 && c != 9 {
            return nil
        }
        pointer += 1
    }
    return sawDigit ? result : nil
}

/// The request's header fields, in the order received.
func requestHeaders(_ connection: OpaquePointer) -> HTTPHeaders {
    final class Collector { var fields: [HTTPHeaders.Field] = [] }
    let collector = Collector()
    collector.fields.reserveCapacity(12)
    withExtendedLifetime(collector) {
        _ = MHD_get_connection_values(
            connection, .HEADER_KIND,
            { cls, _, key, value in
                guard let cls, let key else { return .YES }
                let collector = Unmanaged<Collector>.fromOpaque(cls).takeUnretainedValue()
                collector.fields.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
                return .YES
            },
            Unmanaged.passUnretained(collector).toOpaque())
    }
    return HTTPHeaders(collector.fields)
}

/// The client's IP address as text, or "".
func remoteAddress(_ connection: OpaquePointer) -> String {
    guard let address = swatch_mhd_client_address(connection) else { return "" }
    return SocketAddress(address: address)?.host ?? ""
}
