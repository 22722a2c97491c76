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
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            let v4 = UnsafeRawPointer(address).loadUnaligned(as: sockaddr_in.self)
            var bits = v4.sin_addr
            guard inet_ntop(AF_INET, &bits, &text, socklen_t(text.count)) != nil else { return nil }
            port = Int(UInt16(bigEndian: v4.sin_port))
            isLoopback = UInt32(bigEndian: v4.sin_addr.s_addr) >> 24 == 127
        case AF_INET6:
            let v6 = UnsafeRawPointer(address).loadUnaligned(as: sockaddr_in6.self)
            var bits = v6.sin6_addr
            guard inet_ntop(AF_INET6, &bits, &text, socklen_t(text.count)) != nil else { return nil }
            port = Int(UInt16(bigEndian: v6.sin6_port))
            let bytes = withUnsafeBytes(of: v6.sin6_addr) { Array($0) }
            let isOne = bytes[0..<15].allSatisfy { $0 == 0 } && bytes[15] == 1
            let isMapped = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xff && bytes[11] == 0xff
            isLoopback = isOne || (isMapped && bytes[12] == 127)
        default:
            return nil
        }
        let length = text.firstIndex(of: 0) ?? text.count
        host = String(decoding: text[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
