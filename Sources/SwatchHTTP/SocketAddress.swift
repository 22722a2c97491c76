import Glibc

/// A numeric IPv4 or IPv6 socket address, as text and port.
struct SocketAddress: Equatable {
    let host: String
    let port: Int
    let isLoopback: Bool

    init?(storage: sockaddr_storage) {
        var storage = storage
        let parsed: SocketAddress? = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SocketAddress(address: $0) }
        }
        guard let parsed else { return nil }
        self = parsed
    }

    init?(address: UnsafePointer<sockaddr>) {
        let capacity = Int(INET6_ADDRSTRLEN) + 1
        let parsed: (String, Int, Bool)? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { text in
            guard let base = text.baseAddress else { return nil }
            switch Int32(address.pointee.sa_family) {
            case AF_INET:
                let v4 = UnsafeRawPointer(address).loadUnaligned(as: sockaddr_in.self)
                var bits = v4.sin_addr
                guard inet_ntop(AF_INET, &bits, base, socklen_t(capacity)) != nil else { return nil }
                let loopback = UInt32(bigEndian: v4.sin_addr.s_addr) >> 24 == 127
                return (String(cString: base), Int(UInt16(bigEndian: v4.sin_port)), loopback)
            case AF_INET6:
                let v6 = UnsafeRawPointer(address).loadUnaligned(as: sockaddr_in6.self)
                var bits = v6.sin6_addr
                guard inet_ntop(AF_INET6, &bits, base, socklen_t(capacity)) != nil else { return nil }
                let loopback = withUnsafeBytes(of: v6.sin6_addr) { bytes in
                    let isOne = bytes[0..<15].allSatisfy { $0 == 0 } && bytes[15] == 1
                    let isMapped = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xff && bytes[11] == 0xff
                    return isOne || (isMapped && bytes[12] == 127)
                }
                return (String(cString: base), Int(UInt16(bigEndian: v6.sin6_port)), loopback)
            default:
                return nil
            }
        }
        guard let (host, port, isLoopback) = parsed else { return nil }
        self.host = host
        self.port = port
        self.isLoopback = isLoopback
    }
}
