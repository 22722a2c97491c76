import Glibc

/// Many plain TCP connections to a server held open at once, as a slow or
/// idle client (or a crowd of them) holds them: each may send part of a
/// request and then trickle, or nothing at all. For tests and load checks
/// of the server's limits.
public final class HeldConnections {
    public private(set) var descriptors: [Int32] = []

    public init() {}

    deinit { closeAll() }

    /// Opens `count` connections to 127.0.0.1:`port`, spread over the
    /// IPv4 loopback `sources` in turn, each sending `opening` (may be
    /// empty). Returns how many connected; stops at the first failure.
    @discardableResult
    public func open(
        _ count: Int, port: Int, sources: [String] = ["127.0.0.1"], opening: String = ""
    ) -> Int {
        var target = sockaddr_in()
        target.sin_family = sa_family_t(AF_INET)
        target.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, "127.0.0.1", &target.sin_addr)
        var opened = 0
        for index in 0..<count {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else { break }
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let source = sources[index % sources.count]
            let connected = bindIPv4(fd, source) && withUnsafePointer(to: &target) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            guard connected else {
                close(fd)
                break
            }
            if !opening.isEmpty { _ = sendAll(fd, Array(opening.utf8)) }
            // Reads never wait: closed-by-server checks peek without blocking.
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            descriptors.append(fd)
            opened += 1
        }
        return opened
    }

    /// Sends `text` on every connection the server has not closed; returns
    /// how many took it.
    @discardableResult
    public func trickle(_ text: String) -> Int {
        let bytes = Array(text.utf8)
        var sent = 0
        for fd in descriptors where !isClosedByServer(fd) {
            if sendAll(fd, bytes) { sent += 1 }
        }
        return sent
    }

    /// How many connections the server has closed (end of stream or reset).
    public var closedByServer: Int {
        descriptors.reduce(0) { $0 + (isClosedByServer($1) ? 1 : 0) }
    }

    public func closeAll() {
        for fd in descriptors { close(fd) }
        descriptors.removeAll()
    }

    func isClosedByServer(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(fd, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT))
        if count == 0 { return true }
        if count < 0 { return errno != EAGAIN && errno != EWOULDBLOCK }
        return false
    }

    func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }
}
