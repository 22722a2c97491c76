internal import CMicroHTTPD
import Glibc

// Turning a `Response` into a libmicrohttpd response and queuing it.
//
// Bytes are never copied: the native response points at the body's memory
// and keeps it alive until libmicrohttpd is done with it. The native response
// built for a body is kept beside that body and queued again for every later
// request answered with the same body and headers (a cached page), so
// serving it again allocates nothing.
//
// A body of `PreparedResponse.fileThreshold` bytes (128 KiB) or more that is sent a
// second time (a cached page, file or module: it will be sent again) is
// copied once into an in-memory file, and its native response rebuilt on
// that file: libmicrohttpd then sends it with sendfile(2), and the kernel
// copies the bytes from the file's pages into the socket, where sending them
// from the process's memory copied them in first. That copy was 42% of the
// server's CPU for a 652 KB guide page; nginx, serving files, never makes it.

/// A native response remembered for a body, with the headers it was built with.
struct PreparedResponse: @unchecked Sendable {
    let headers: HTTPHeaders
    let native: OpaquePointer
    /// Whether it sends the body from an in-memory file (sendfile).
    var fromFile = false

    /// Bodies at least this large are sent from an in-memory file once
    /// reused. Below it, one sendmsg of the head and the body costs less
    /// than sendfile's page-by-page splice (the page's 58 KB gzip form:
    /// 23.9 against 27.1 µs of server CPU a request, alternating runs).
    static let fileThreshold = 128 * 1024

    func release() { MHD_destroy_response(native) }
}

/// Keeps a stream and the connection sending it together for the reader callback.
final class StreamBinding: Sendable {
    let stream: ResponseStream
    let connection: ConnectionHandle
    let loop: EventLoop

    init(stream: ResponseStream, connection: ConnectionHandle, loop: EventLoop) {
        self.stream = stream
        self.connection = connection
        self.loop = loop
    }
}

func queue(_ response: Response, on connection: OpaquePointer, state: RequestState, loop: EventLoop) -> MHD_Result {
    let core = loop.core
    let status = UInt32(clamping: response.status.code)
    switch response.body.storage {
    case .bytes(let bytes):
        if let native = reusedNativeResponse(bytes, headers: response.headers) {
            return MHD_queue_response(connection, status, native)
        }
        guard let native = makeNativeResponse(bytes.memory) else { return .NO }
        addHeaders(response.headers, to: native)
        let kept = bytes.prepared.withLock { slot -> Bool in
            guard slot == nil else { return false }
            slot = PreparedResponse(headers: response.headers, native: native)
            return true
        }
        let result = MHD_queue_response(connection, status, native)
        if !kept { MHD_destroy_response(native) }
        return result

    case .stream(let stream):
        guard stream.attach() else {
            let refusal = Response.text("This stream is already being sent.\n", status: .internalServerError)
            return queue(refusal, on: connection, state: state, loop: loop)
        }
        let binding = StreamBinding(stream: stream, connection: ConnectionHandle(connection: connection), loop: loop)
        let context = Unmanaged.passRetained(binding).toOpaque()
        guard let native = MHD_create_response_from_callback(
            swatch_mhd_size_unknown(), 4096, streamReaderCallback, context, streamFreeCallback)
        else {
            Unmanaged<StreamBinding>.fromOpaque(context).release()
            return .NO
        }
        addHeaders(response.headers, to: native)
        state.stream = stream
        core.register(stream)
        let result = MHD_queue_response(connection, status, native)
        MHD_destroy_response(native)
        return result
    }
}

/// The native response kept for `bytes` when it was built with `headers`
/// (moved onto an in-memory file the second time a large body is sent), or nil.
func reusedNativeResponse(_ bytes: BodyBytes, headers: HTTPHeaders) -> OpaquePointer? {
    bytes.prepared.withLock { slot -> OpaquePointer? in
        guard let prepared = slot, prepared.headers == headers else { return nil }
        guard !prepared.fromFile, bytes.count >= PreparedResponse.fileThreshold, let address = bytes.memory.address
        else { return prepared.native }
        let fd = swatch_memory_file(address, bytes.count)
        guard fd >= 0, let native = MHD_create_response_from_fd(bytes.count, fd) else {
            if fd >= 0 { close(fd) }
            slot?.fromFile = true  // keep the one that sends from memory
            return prepared.native
        }
        addHeaders(headers, to: native)
        prepared.release()  // libmicrohttpd keeps it while a connection sends it
        slot = PreparedResponse(headers: headers, native: native, fromFile: true)
        return native
    }
}

func makeNativeResponse(_ memory: ByteMemory) -> OpaquePointer? {
    guard let address = memory.address, memory.count > 0 else {
        return MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT)
    }
    let owner = Unmanaged.passRetained(memory).toOpaque()
    guard let native = MHD_create_response_from_buffer_with_free_callback_cls(
        memory.count, address, byteMemoryFreeCallback, owner)
    else {
        Unmanaged<ByteMemory>.fromOpaque(owner).release()
        return nil
    }
    return native
}

/// Adds the headers libmicrohttpd does not write itself; a field whose
/// name is not a token is left out, and so is one whose value holds a CR
/// or LF (libmicrohttpd refuses those itself: no field can split the head;
/// a NUL ends the value where it is).
func addHeaders(_ headers: HTTPHeaders, to native: OpaquePointer) {
    for field in headers {
        if HTTPHeaders.sameName(field.name, "Content-Length") || HTTPHeaders.sameName(field.name, "Transfer-Encoding") {
            continue
        }
        guard HeaderValidation.isValidName(field.name) else { continue }
        _ = MHD_add_response_header(native, field.name, field.value)
    }
}

let byteMemoryFreeCallback: @convention(c) (UnsafeMutableRawPointer?) -> Void = { owner in
    guard let owner else { return }
    Unmanaged<ByteMemory>.fromOpaque(owner).release()
}

let streamFreeCallback: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
    guard let context else { return }
    Unmanaged<StreamBinding>.fromOpaque(context).release()
}

/// Reads the next chunk of a streamed body, or parks (suspends) the
/// connection until the stream has more: whichever thread writes to it
/// resumes the connection and wakes its event loop.
let streamReaderCallback: @convention(c) (UnsafeMutableRawPointer?, UInt64, UnsafeMutablePointer<CChar>?, Int) -> Int = {
    context, _, buffer, capacity in
    guard let context, let buffer else { return swatch_mhd_end_of_stream() }
    let binding = Unmanaged<StreamBinding>.fromOpaque(context).takeUnretainedValue()
    let handle = binding.connection
    let loop = binding.loop
    let count = binding.stream.read(
        into: UnsafeMutableRawPointer(buffer), capacity: capacity,
        stopping: loop.core.stopping.load(ordering: .relaxed),
        park: { loop.suspend(handle.connection) },
        wake: { loop.resume(handle.connection) })
    return count < 0 ? swatch_mhd_end_of_stream() : count
}
