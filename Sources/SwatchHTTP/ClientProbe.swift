import Glibc

/// Whether a client is still there, asked of its socket without reading:
/// `poll` with no wait, for the end of its sending side (`POLLRDHUP`: the
/// client closed the connection, or at least its half of it, as a client
/// that gave up does), a reset or an error. Quick (one system call), for
/// long work to ask now and then, as nginx stops a proxied request whose
/// client closed.
enum ClientProbe {
    static let readHangUp = Int16(0x2000)  // POLLRDHUP (Linux)

    static func hasHungUp(_ socket: Int32) -> Bool {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN) | readHangUp, revents: 0)
        guard poll(&descriptor, 1, 0) == 1 else { return false }
        return descriptor.revents & (readHangUp | Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)) != 0
    }
}
