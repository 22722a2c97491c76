import Glibc

/// A minimal HTTP/1.1 client on a plain TCP socket, for live server tests:
/// it sends exactly the bytes given (so tests can send what browsers would
/// normalise away, like `..` or `%2e%2e`) and parses responses strictly.
public final class RawHTTPClient {
    public struct Response {
        public let status: Int
        public let headers: [(name: String, value: String)]
        public let body: [UInt8]

        public func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    public enum Failure: Error, CustomStringConvertible {
        case connect(Int32)
        case closed
        case timedOut
        case malformed(String)

        public var description: String {
            switch self {
            case .connect(let code): "connect failed: \(String(cString: strerror(code)))"
            case .closed: "connection closed"
            case .timedOut: "timed out"
            case .malformed(let what): "malformed response: \(what)"
            }
        }
    }

    let fd: Int32
    var buffer: [UInt8] = []

    /// Connects to `host:port` (IPv4 or IPv6 literal), with a receive
    /// timeout; from the IPv4 address `source` when given (another
    /// loopback address, such as 127.0.0.2, acts as another client).
    public init(host: String = "127.0.0.1", port: Int, timeoutSeconds: Int = 10, source: String? = nil) throws {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let info = list else {
            throw Failure.connect(EINVAL)
        }
        defer { freeaddrinfo(list) }
        fd = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure.connect(errno) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if let source, !bindIPv4(fd, source) {
            let code = errno
            close(fd)
            throw Failure.connect(code)
        }
        guard connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
            let code = errno
            close(fd)
            throw Failure.connect(code)
        }
    }

    deinit { close(fd) }

    /// Sends raw bytes.
    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { throw Failure.closed }
            offset += sent
        }
    }

    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// Sends a request with `Host` and, when there is a body, `Content-Length`.
    public func request(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []
    ) throws -> Response {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: test\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try send(Array(head.utf8) + body)
        return try readResponse(bodyExpected: method != "HEAD")
    }

    /// Reads one response: by `Content-Length`, chunked, or to the close.
    public func readResponse(bodyExpected: Bool = true) throws -> Response {
        let headEnd = try readUntil([13, 10, 13, 10])
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        var lines = head.split(separator: "\r\n").map(String.init)
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]) else {
            throw Failure.malformed(head)
        }
        let headers: [(name: String, value: String)] = lines.map { line in
            let parts = line.split(separator: ":", maxSplits: 1)
            return (String(parts[0]), parts.count > 1 ? String(parts[1].drop { $0 == " " }) : "")
        }
        let response = { (body: [UInt8]) in Response(status: status, headers: headers, body: body) }
        func value(_ name: String) -> String? { headers.first { $0.name.lowercased() == name }?.value }
        if !bodyExpected || status == 304 || status == 204 || status < 200 { return response([]) }
        if let length = value("content-length").flatMap(Int.init) {
            try fill(length)
            let body = Array(buffer[..<length])
            buffer.removeFirst(length)
            return response(body)
        }
        if value("transfer-encoding")?.lowercased() == "chunked" {
            var body: [UInt8] = []
            while let chunk = try readChunk() { body += chunk }
            return response(body)
        }
        while (try? receive()) == true {}
        defer { buffer.removeAll() }
        return response(buffer)
    }

    /// Reads the head of a streamed response and returns it (body empty);
    /// then read chunks with `readChunk()`.
    public func readStreamHead() throws -> Response {
        let headEnd = try readUntil([13, 10, 13, 10])
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        var lines = head.split(separator: "\r\n").map(String.init)
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure.malformed(head) }
        let headers: [(name: String, value: String)] = lines.map { line in
            let parts = line.split(separator: ":", maxSplits: 1)
            return (String(parts[0]), parts.count > 1 ? String(parts[1].drop { $0 == " " }) : "")
        }
        return Response(status: status, headers: headers, body: [])
    }

    /// One chunk of a chunked body, or nil at the last (empty) chunk.
    public func readChunk() throws -> [UInt8]? {
        let lineEnd = try readUntil([13, 10])
        let sizeText = String(decoding: buffer[..<lineEnd], as: UTF8.self).split(separator: ";")[0]
        buffer.removeFirst(lineEnd + 2)
        guard let size = Int(sizeText, radix: 16) else { throw Failure.malformed("chunk size \(sizeText)") }
        if size == 0 {
            _ = try readUntil([13, 10])
            buffer.removeFirst(2)
            return nil
        }
        try fill(size + 2)
        let chunk = Array(buffer[..<size])
        buffer.removeFirst(size + 2)
        return chunk
    }

    /// Everything the server sends until it closes the connection (or the
    /// read times out), past what was read already: after an answer that
    /// closes the connection, empty unless a second answer followed.
    public func readToEnd() -> [UInt8] {
        while (try? receive()) == true {}
        defer { buffer.removeAll() }
        return buffer
    }

    /// Whether the server closed the connection (reads until EOF or timeout).
    public func isClosedByPeer() -> Bool {
        do {
            while try receive() {}
            return true
        } catch Failure.timedOut {
            return false
        } catch {
            return true
        }
    }

    func readUntil(_ marker: [UInt8]) throws -> Int {
        var searchFrom = 0
        while true {
            if buffer.count >= marker.count {
                var index = searchFrom
                while index + marker.count <= buffer.count {
                    if Array(buffer[index..<index + marker.count]) == marker { return index }
                    index += 1
                }
                searchFrom = max(0, buffer.count - marker.count + 1)
            }
            guard try receive() else { throw Failure.closed }
        }
    }

    func fill(_ count: Int) throws {
        while buffer.count < count {
            guard try receive() else { throw Failure.closed }
        }
    }

    /// Reads what is available; false at end of stream.
    func receive() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK { throw Failure.timedOut }
            if errno == ECONNRESET { return false }
            throw Failure.closed
        }
        if count == 0 { return false }
        buffer += chunk[..<count]
        return true
    }
}

/// Binds a socket to an IPv4 address (any port); false on failure.
func bindIPv4(_ fd: Int32, _ address: String) -> Bool {
    var local = sockaddr_in()
    local.sin_family = sa_family_t(AF_INET)
    guard inet_pton(AF_INET, address, &local.sin_addr) == 1 else { return false }
    return withUnsafePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
    }
}
