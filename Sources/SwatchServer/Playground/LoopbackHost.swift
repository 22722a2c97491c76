/// Names a server on this machine is addressed by: `localhost`, a name under
/// `.localhost`, `127.x.y.z` or `[::1]`, with or without a port.
///
/// A server listening on loopback is reachable only from this machine, but a
/// page from elsewhere can make its own name resolve to 127.0.0.1 (DNS
/// rebinding) and then read and write through it as if it were the site;
/// its requests still carry that foreign name in `Host`, which is how they
/// are told apart.
enum LoopbackHost {
    static func matches(_ header: String) -> Bool {
        var host = Substring(header.trimmingWhitespace()).lowercased()[...]
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            return host[host.index(after: host.startIndex)..<close] == "::1"
        }
        if let colon = host.lastIndex(of: ":") { host = host[..<colon] }
        if host.hasSuffix(".") { host = host.dropLast() }
        if host == "localhost" || host.hasSuffix(".localhost") { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber } && (Int(part) ?? 256) <= 255
        }
    }
}
