/// Why a server could not start, worded for a person at a terminal.
public enum HTTPServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Another process already listens on that address and port.
    case addressInUse(host: String, port: Int)
    /// The host is not an address of this machine, or does not resolve.
    case cannotResolve(host: String, reason: String)
    /// The socket could not be created, bound or put to listening.
    case cannotListen(host: String, port: Int, reason: String)
    /// libmicrohttpd refused to start on the bound socket.
    case cannotStart(reason: String)
    /// `start()` was called on a server that is running or was stopped.
    case alreadyStarted

    public var description: String {
        switch self {
        case let .addressInUse(host, port):
            "cannot listen on \(HostPort.format(host: host, port: port)): the port is already in use "
                + "(another server is running there; choose another with --port)"
        case let .cannotResolve(host, reason):
            "cannot listen on host '\(host)': \(reason)"
        case let .cannotListen(host, port, reason):
            "cannot listen on \(HostPort.format(host: host, port: port)): \(reason)"
        case let .cannotStart(reason):
            "cannot start the HTTP server: \(reason)"
        case .alreadyStarted:
            "the HTTP server was already started"
        }
    }
}

enum HostPort {
    /// `127.0.0.1:8080`, `[::1]:8080`.
    static func format(host: String, port: Int) -> String {
        host.utf8.contains(UInt8(ascii: ":")) ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
