/// The checks a request head must pass before anything else happens
/// (RFC 9112): a request target that is a path or an absolute URL and
/// whose path can be read, every field name a token (no space or tab before its
/// colon), exactly one valid `Host` in HTTP/1.1 (at most one in 1.0), a
/// body framed by a plain `Content-Length` or by `chunked` alone. A head
/// that fails is answered at once and the connection closed, instead of
/// waiting for a body whose end cannot be found.
enum RequestHeadCheck {
    /// The answer for a head that fails, or nil when it passes. Allocates
    /// nothing for the usual head (one Host, no body framing or one).
    static func refusal(isHTTP10: Bool, headers: HTTPHeaders) -> Response? {
        var hostCount = 0
        var host = ""
        var lengths: [String] = []
        var encodings: [String] = []
        for field in headers {
            if !HeaderValidation.isValidName(field.name) {
                // libmicrohttpd keeps "Transfer-Encoding " (from
                // "Transfer-Encoding : chunked") as a name of its own, so
                // the body's framing would be read one way here and
                // another way by a proxy in front.
                return .text(
                    "The header name \"\(LogSafe.text(field.name))\" is not a token; "
                        + "a space or tab before the colon is not allowed.\n",
                    status: .badRequest)
            }
            if HTTPHeaders.sameName(field.name, "Host") {
                hostCount += 1
                host = field.value
            } else if HTTPHeaders.sameName(field.name, "Content-Length") {
                lengths.append(field.value)
            } else if HTTPHeaders.sameName(field.name, "Transfer-Encoding") {
                encodings.append(field.value)
            }
        }
        if hostCount > 1 {
            return .text("The request has \(hostCount) Host headers; send exactly one.\n", status: .badRequest)
        }
        if hostCount == 0 && !isHTTP10 {
            return .text("The request has no Host header; HTTP/1.1 requires one.\n", status: .badRequest)
        }
        if hostCount == 1 && !isValidHost(host) {
            return .text("The Host header is not a host name or address.\n", status: .badRequest)
        }
        if !encodings.isEmpty {
            let codings = encodings.joined(separator: ",").split(separator: ",").map { $0.trimmingSpaces().lowercased() }
            guard codings == ["chunked"] else {
                return .text(
                    "Transfer-Encoding \"\(LogSafe.text(encodings.joined(separator: ", ")))\" is not supported; "
                        + "send the body with Content-Length or as chunked alone.\n",
                    status: .notImplemented)
            }
            if !lengths.isEmpty {
                return .text("The request has both Content-Length and Transfer-Encoding; send one.\n", status: .badRequest)
            }
        }
        if !lengths.isEmpty {
            let values = lengths.map { $0.trimmingSpaces() }
            guard values.allSatisfy(isDigits), Set(values).count == 1 else {
                return .text("The Content-Length header is not one whole number.\n", status: .badRequest)
            }
        }
        return nil
    }

    /// The answer for a request target that is not one (RFC 9112, 3.2), or
    /// nil: a space or control character in it, a form other than a path
    /// (`/...`) or an absolute `http(s)://` URL (so no `*`), or a path whose
    /// percent-escapes are malformed or decode to bytes that are not UTF-8,
    /// or to NUL (a path no route can read). Allocates nothing for a plain
    /// path.
    static func targetRefusal(_ target: String) -> Response? {
        var hasEscape = false
        for byte in target.utf8 {
            if byte <= 0x20 || byte == 0x7f {
                return .text(
                    "The request target contains a space or a control character; percent-encode it.\n",
                    status: .badRequest)
            }
            if byte == UInt8(ascii: "%") { hasEscape = true }
        }
        let origin = Request.originForm(target)
        guard origin.utf8.first == UInt8(ascii: "/") else {
            return .text("The request target is neither a path (/...) nor an absolute http URL.\n", status: .badRequest)
        }
        guard hasEscape else { return nil }
        let path = origin.prefix { $0 != "?" }
        guard let decoded = PercentDecoding.decode(path), !decoded.utf8.contains(0) else {
            return .text(
                "The request path has a malformed percent-escape, or one that is not UTF-8 or is NUL.\n",
                status: .badRequest)
        }
        return nil
    }

    /// The answer for a head over `limit` bytes (request line and header
    /// lines, each with its CRLF), or nil: 414 when the request line alone
    /// is over, else 431.
    static func sizeRefusal(requestLine: Int, headers: HTTPHeaders, limit: Int) -> Response? {
        var total = requestLine + 2
        for field in headers { total += field.name.utf8.count + field.value.utf8.count + 4 }
        guard total > limit else { return nil }
        if requestLine > limit {
            return .text(
                "The request line is \(requestLine) bytes, over the limit of \(limit) bytes for a request head; "
                    + "send a shorter URL.\n", status: .uriTooLong)
        }
        return .text(
            "The request head is \(total) bytes, over the limit of \(limit) bytes; send fewer or shorter headers.\n",
            status: .requestHeaderFieldsTooLarge)
    }

    /// `GET /path HTTP/1.1` and its CRLF, in bytes.
    static func requestLineBytes(method: String, target: String, version: String) -> Int {
        method.utf8.count + 1 + target.utf8.count + 1 + version.utf8.count + 2
    }

    /// `host`, `host:port`, `[v6]:port`: the characters of RFC 3986's
    /// reg-name, IP literals and a port; empty only as RFC 9110 allows.
    static func isValidHost(_ value: String) -> Bool {
        value.utf8.allSatisfy { hostCharacters.contains($0) }
    }

    static let hostCharacters = ByteSet(ranges: ["a"..."z", "A"..."Z", "0"..."9"], "-._~%!$&'()*+,;=:[]")

    static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> Substring {
        let text = Substring(self)
        let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
        let end = text.lastIndex { $0 != " " && $0 != "\t" }.map { text.index(after: $0) } ?? start
        return text[start..<Swift.max(start, end)]
    }
}
