internal import CMicroHTTPD
import Glibc

// The C callbacks libmicrohttpd calls. Each gets the `ServerCore` (unretained;
// the server keeps it alive while the daemon runs) and per-request state kept
// in the request's context slot (retained; released when the request ends).

/// Called with the raw request target before anything is decoded; its result
/// becomes the request's context.
let uriLogCallback: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?)
    -> UnsafeMutableRawPointer? = { cls, uri, _ in
        guard let cls else { return nil }
        let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
        core.inFlight.wrappingAdd(1, ordering: .relaxed)
        let target = uri.map { String(cString: $0) } ?? "/"
        return Unmanaged.passRetained(RequestState(target: target)).toOpaque()
    }

/// Called once a request is over (answered, failed, or its client gone).
let requestCompletedCallback: @convention(c) (
    UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    MHD_RequestTerminationCode
) -> Void = { cls, _, context, _ in
    guard let cls, let context, let raw = context.pointee else { return }
    context.pointee = nil
    let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
    let state = Unmanaged<RequestState>.fromOpaque(raw).takeRetainedValue()
    if let stream = state.stream {
        stream.close()
        core.unregister(stream)
    }
    core.inFlight.wrappingSubtract(1, ordering: .relaxed)
}

/// The access handler. The first call for a request only sets up state (or
/// refuses an announced oversized body); upload calls collect the body; the
/// last call runs the responder and queues its response. Queuing on the
/// first call would make libmicrohttpd close every keep-alive connection.
let accessHandlerCallback: @convention(c) (
    UnsafeMutableRawPointer?, OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
    UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutablePointer<Int>?,
    UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result = { cls, connection, url, method, _, uploadData, uploadSize, context in
    guard let cls, let connection, let context else { return .NO }
    let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
    let state: RequestState
    if let raw = context.pointee {
        state = Unmanaged<RequestState>.fromOpaque(raw).takeUnretainedValue()
    } else {
        // Not reached while the URI log callback is installed; kept for safety.
        core.inFlight.wrappingAdd(1, ordering: .relaxed)
        state = RequestState(target: url.map { String(cString: $0) } ?? "/")
        context.pointee = Unmanaged.passRetained(state).toOpaque()
    }

    if !state.started {
        state.started = true
        state.method = HTTPMethod(rawValue: method.map { String(cString: $0) } ?? "GET")
        if let length = declaredContentLength(connection), length > UInt64(core.maxBodySize) {
            // Refuse before reading the body; the connection then closes.
            state.responded = true
            state.tooLarge = true
            var response = contentTooLargeResponse(limit: core.maxBodySize)
            response.headers["Connection"] = "close"
            return queue(response, on: connection, state: state, core: core)
        }
        return .YES
    }

    if let uploadSize, uploadSize.pointee > 0 {
        let count = uploadSize.pointee
        uploadSize.pointee = 0
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

    if state.responded { return .YES }
    state.responded = true
    if state.tooLarge {
        var response = contentTooLargeResponse(limit: core.maxBodySize)
        response.headers["Connection"] = "close"
        return queue(response, on: connection, state: state, core: core)
    }
    let request = Request(
        method: state.method, target: state.target, headers: requestHeaders(connection),
        body: state.body, remoteAddress: remoteAddress(connection))
    state.body = []
    let response = core.responder.respond(to: request)
    return queue(response, on: connection, state: state, core: core)
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
