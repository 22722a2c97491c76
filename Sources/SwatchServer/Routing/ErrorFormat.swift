import SwatchJSON
import SwatchMarkup
public import SwatchHTTP
import SwatchSpec

/// How error responses are written: a small HTML page for pages people
/// open, a JSON object for APIs.
public enum ErrorFormat: Sendable, Equatable {
    case html
    case json

    /// `<h1>404 Not Found</h1><p>message</p>` or
    /// `{"error":{"status":404,"message":"..."}}`.
    public func response(status: HTTPStatus, message: String) -> Response {
        switch self {
        case .html:
            let title = MarkupEscaping.attribute(status.description)
            let page = """
                <!doctype html>
                <html lang="en">
                <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
                <title>\(title)</title></head>
                <body><h1>\(title)</h1><p>\(MarkupEscaping.attribute(message))</p></body>
                </html>

                """
            return .html(page, status: status)
        case .json:
            let json = #"{"error":{"status":\#(status.code),"message":\#(JSONWriter.string(message, scriptSafe: true))}}"#
            return .json(json + "\n", status: status)
        }
    }
}
