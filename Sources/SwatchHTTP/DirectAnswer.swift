import Glibc

/// An answer written straight on a connection's socket, past libmicrohttpd,
/// for the one case where libmicrohttpd would otherwise answer itself
/// (`LibraryRefusal.swift`): a small refusal, sent whole into the socket's
/// empty buffer, then the socket shut for writing (the client reads the
/// answer, then the end of the stream).
enum DirectAnswer {
    static func send(_ response: Response, on socket: Int32) {
        guard socket >= 0 else { return }
        let bytes = serialized(response, date: HTTPDate.now())
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            }
            if sent <= 0 { break }
            offset += sent
        }
        shutdown(socket, Int32(SHUT_WR))
    }

    /// The status line, `Date`, the response's headers (less those the
    /// server writes itself, and any that could split the head),
    /// `Content-Length`, `Connection: close`, the blank line and the body.
    static func serialized(_ response: Response, date: String) -> [UInt8] {
        var head = "HTTP/1.1 \(response.status.code) \(response.status.reasonPhrase)\r\nDate: \(date)\r\n"
        for field in response.headers {
            if ["Content-Length", "Transfer-Encoding", "Connection", "Date"].contains(where: { HTTPHeaders.sameName(field.name, $0) }) {
                continue
            }
            guard HeaderValidation.isValidName(field.name), HeaderValidation.isValidValue(field.value) else { continue }
            head += "\(field.name): \(field.value)\r\n"
        }
        let body = response.body.bytes
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + body
    }
}

/// The current time as an HTTP date (RFC 9110 IMF-fixdate):
/// `Sun, 06 Nov 1994 08:49:37 GMT`.
enum HTTPDate {
    static func now() -> String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return format(parts)
    }

    static func format(_ parts: tm) -> String {
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(days[Int(parts.tm_wday) % 7]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon) % 12]) \(1900 + parts.tm_year) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
