import Glibc

/// A TCP socket bound and listening, made here (not by libmicrohttpd) so a
/// failure to bind is reported with its cause, and port 0 gets a free port.
struct ListeningSocket {
    let descriptor: Int32
    /// The numeric address bound (`127.0.0.1`, `::1`).
    let address: String
    let port: Int
    let isLoopback: Bool

    static func open(host: String, port: Int, backlog: Int32) throws(HTTPServerError) -> ListeningSocket {
        guard (0...65535).contains(port) else {
            throw .cannotListen(host: host, port: port, reason: "the port must be between 0 and 65535")
        }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let lookup = getaddrinfo(host.isEmpty ? nil : host, String(port), &hints, &list)
        guard lookup == 0, let info = list else {
            throw .cannotResolve(host: host, reason: String(cString: gai_strerror(lookup)))
        }
        defer { freeaddrinfo(list) }

        let family = info.pointee.ai_family
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw .cannotListen(host: host, port: port, reason: ListeningSocket.lastError()) }
        var on: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        if family == AF_INET6 {
            setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, socklen_t(MemoryLayout<Int32>.size))
        }
        guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
            let code = errno
            close(fd)
            if code == EADDRINUSE { throw .addressInUse(host: host, port: port) }
            throw .cannotListen(host: host, port: port, reason: ListeningSocket.describe(code))
        }
        guard listen(fd, backlog) == 0 else {
            let code = errno
            close(fd)
            if code == EADDRINUSE { throw .addressInUse(host: host, port: port) }
            throw .cannotListen(host: host, port: port, reason: ListeningSocket.describe(code))
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0, let bound = SocketAddress(storage: storage) else {
            let code = errno
            close(fd)
            throw .cannotListen(host: host, port: port, reason: ListeningSocket.describe(code))
        }
        return ListeningSocket(
            descriptor: fd, address: bound.host, port: bound.port,
            isLoopback: bound.isLoopback)
    }

    static func lastError() -> String { describe(errno) }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
