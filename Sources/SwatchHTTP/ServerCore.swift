internal import CMicroHTTPD
import Glibc
internal import Synchronization

/// State shared by every worker thread of one running server; libmicrohttpd
/// callbacks reach it through their closure argument.
final class ServerCore: Sendable {
    let responder: any Responder
    let maxBodySize: Int
    /// How much of an oversized body of unknown length is read (and dropped)
    /// before the connection is closed instead of answering 413.
    let maxDiscardedBody: Int

    let stopping = Atomic<Bool>(false)
    let inFlight = Atomic<Int>(0)
    let streams = Mutex<[ObjectIdentifier: ResponseStream]>([:])

    init(responder: any Responder, maxBodySize: Int) {
        self.responder = responder
        self.maxBodySize = maxBodySize
        self.maxDiscardedBody = max(maxBodySize, 1 << 20) * 4
    }

    func register(_ stream: ResponseStream) {
        streams.withLock { $0[ObjectIdentifier(stream)] = stream }
    }

    func unregister(_ stream: ResponseStream) {
        _ = streams.withLock { $0.removeValue(forKey: ObjectIdentifier(stream)) }
    }

    /// Ends every stream being sent, so no connection stays parked.
    func finishAllStreams() {
        let open = streams.withLock { Array($0.values) }
        for stream in open { stream.finish() }
    }
}

/// A connection pointer carried to another thread to wake a parked stream.
/// libmicrohttpd allows `MHD_resume_connection` from any thread.
struct ConnectionHandle: @unchecked Sendable {
    let connection: OpaquePointer
}
