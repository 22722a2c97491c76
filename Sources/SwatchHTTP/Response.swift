/// One HTTP response: status, headers and body, a value.
///
/// `Content-Length`, `Date` and `Connection` are written by the server;
/// a body kept and returned again (a cached page) is sent without copying.
public struct Response: Sendable {
    public var status: HTTPStatus
    public var headers: HTTPHeaders
    public var body: ResponseBody

    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = HTTPHeaders(), body: ResponseBody = .empty) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

extension Response {
    /// `text/plain; charset=utf-8`.
    public static func text(_ text: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: ResponseBody(text))
    }

    /// `text/html; charset=utf-8`.
    public static func html(_ html: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: ResponseBody(html))
    }

    /// `application/json`, the text given as it is (already JSON).
    public static func json(_ json: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "application/json"], body: ResponseBody(json))
    }

    /// A response with no body (e.g. 204, 304).
    public static func empty(status: HTTPStatus) -> Response {
        Response(status: status)
    }

    /// The `Content-Type` header, if any.
    public var contentType: String? {
        get { headers["Content-Type"] }
        set { headers["Content-Type"] = newValue }
    }
}
