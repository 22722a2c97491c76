internal import Synchronization

/// A response body: immutable bytes shared by every copy of the value (so a
/// cached body is never copied per request), or a stream written over time.
public struct ResponseBody: Sendable {
    enum Storage: Sendable {
        case bytes(BodyBytes)
        case stream(ResponseStream)
    }

    let storage: Storage

    public init(_ bytes: [UInt8]) { storage = .bytes(BodyBytes(bytes)) }

    /// The text's UTF-8 bytes, copied once (a 56 MB answer is not copied
    /// through an array first).
    public init<S: StringProtocol>(_ text: S) {
        var string = String(text)
        storage = .bytes(string.withUTF8 { BodyBytes(copying: UnsafeRawBufferPointer($0)) })
    }

    public static var empty: ResponseBody { ResponseBody(emptyStorage) }
    private static let emptyStorage = BodyBytes([])
    private init(_ storage: BodyBytes) { self.storage = .bytes(storage) }

    /// A streamed body (sent chunked); the server reads it as it is written.
    public static func stream(_ stream: ResponseStream) -> ResponseBody {
        ResponseBody(stream: stream)
    }
    private init(stream: ResponseStream) { storage = .stream(stream) }

    /// The size in bytes, or nil for a stream.
    public var count: Int? {
        switch storage {
        case .bytes(let bytes): bytes.count
        case .stream: nil
        }
    }

    /// A copy of the bytes ([] for a stream).
    public var bytes: [UInt8] {
        switch storage {
        case .bytes(let bytes): bytes.copy()
        case .stream: []
        }
    }

    /// The bytes as UTF-8 text, or nil (also for a stream).
    public var text: String? {
        switch storage {
        case .bytes(let bytes): String(validating: bytes.copy(), as: UTF8.self)
        case .stream: nil
        }
    }

    /// Calls `body` with the bytes in place (none for a stream).
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        switch storage {
        case .bytes(let bytes): try body(UnsafeRawBufferPointer(start: bytes.memory.address, count: bytes.memory.count))
        case .stream: try body(UnsafeRawBufferPointer(start: nil, count: 0))
        }
    }

    /// The stream, when the body is one.
    public var stream: ResponseStream? {
        if case .stream(let stream) = storage { return stream }
        return nil
    }

    /// Whether two bodies share the same storage (not merely equal bytes).
    public func isSameStorage(as other: ResponseBody) -> Bool {
        switch (storage, other.storage) {
        case let (.bytes(a), .bytes(b)): a === b
        case let (.stream(a), .stream(b)): a === b
        default: false
        }
    }
}

/// Immutable bytes at a stable address, owned by a class so that copies of
/// a `ResponseBody` share them. The server keeps, beside them, the native
/// response it built for them last, to reuse it while the headers match.
final class BodyBytes: Sendable {
    let memory: ByteMemory
    let prepared = Mutex<PreparedResponse?>(nil)

    init(_ bytes: [UInt8]) { memory = bytes.withUnsafeBytes { ByteMemory(copying: $0) } }

    init(copying bytes: UnsafeRawBufferPointer) { memory = ByteMemory(copying: bytes) }

    var count: Int { memory.count }

    func copy() -> [UInt8] {
        guard memory.count > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: memory.address, count: memory.count))
    }

    deinit {
        prepared.withLock { $0?.release() }
    }
}

/// One heap allocation holding bytes; freed when the last owner (a body, or
/// a native response still being sent) lets go.
final class ByteMemory: @unchecked Sendable {
    // Written once in init, read-only afterwards.
    let address: UnsafeMutableRawPointer?
    let count: Int

    init(copying bytes: UnsafeRawBufferPointer) {
        count = bytes.count
        if let base = bytes.baseAddress, bytes.count > 0 {
            let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes.count, alignment: 16)
            memory.copyMemory(from: base, byteCount: bytes.count)
            address = memory
        } else {
            address = nil
        }
    }

    deinit { address?.deallocate() }
}
