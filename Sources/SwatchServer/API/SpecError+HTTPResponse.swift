public import SwatchHTTP
public import SwatchJSON
public import SwatchSpec

/// A spec that cannot be laid out is a 400 with SPEC.md's error: the message,
/// the JSON path and, when known, line and column.
///
///     {"error":{"status":400,"message":"root.children[2].style.flexGrow: must be >= 0, got -1 (line 12, column 20)",
///               "path":"root.children[2].style.flexGrow","line":12,"column":20}}
extension SpecError: HTTPResponseError {
    public var status: HTTPStatus { .badRequest }

    // `message` is SpecError's own (the reason alone); a response states the
    // whole `description`, with the path and the place.
    public func response(format: ErrorFormat) -> Response {
        guard format == .json else { return format.response(status: status, message: description) }
        var json = #"{"error":{"status":400,"message":\#(JSONWriter.string(description, scriptSafe: true))"#
        json += ",\"path\":" + (path.map { JSONWriter.string($0.description, scriptSafe: true) } ?? "null")
        json += ",\"line\":" + (location.map { String($0.line) } ?? "null")
        json += ",\"column\":" + (location.map { String($0.column) } ?? "null")
        json += "}}\n"
        return .json(json, status: status)
    }
}
