public import SwatchHTTP

/// An error that knows the response it becomes: a status, a message for the
/// reader, extra headers (such as `Allow`). Route handlers throw these; the
/// router renders them as HTML or JSON depending on the route.
public protocol HTTPResponseError: Error {
    var status: HTTPStatus { get }
    var message: String { get }
    var headers: HTTPHeaders { get }
    /// The response for this error; the default is a small page in `format`.
    func response(format: ErrorFormat) -> Response
}

extension HTTPResponseError {
    public var headers: HTTPHeaders { HTTPHeaders() }

    public func response(format: ErrorFormat) -> Response {
        var response = format.response(status: status, message: message)
        for field in headers { response.headers.replaceOrAdd(name: field.name, value: field.value) }
        return response
    }
}

/// A plain HTTP error: status, message, optional headers.
public struct HTTPError: HTTPResponseError, Equatable, CustomStringConvertible {
    public let status: HTTPStatus
    public let message: String
    public let headers: HTTPHeaders

    public init(_ status: HTTPStatus, _ message: String? = nil, headers: HTTPHeaders = HTTPHeaders()) {
        self.status = status
        self.message = message ?? status.reasonPhrase
        self.headers = headers
    }

    public var description: String { "\(status): \(message)" }
}
