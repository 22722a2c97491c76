public import SwatchHTTP
public import SwatchSite

/// Adds security headers to every response (a response that already sets
/// one keeps its own): `Content-Security-Policy`, `X-Content-Type-Options:
/// nosniff`, `Referrer-Policy`, and `Cross-Origin-Opener-Policy`.
public struct SecurityHeadersMiddleware: Middleware {
    let fields: [(name: String, value: String)]

    public init(
        contentSecurityPolicy: ContentSecurityPolicy = .site,
        referrerPolicy: String = "same-origin"
    ) {
        fields = [
            ("Content-Security-Policy", contentSecurityPolicy.headerValue),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", referrerPolicy),
            ("Cross-Origin-Opener-Policy", "same-origin"),
        ]
    }

    /// The headers it adds, for answers cached with them
    /// (`CachedAnswer(_:etag:dressing:)`), which it then leaves as they are.
    public var headers: HTTPHeaders { HTTPHeaders(fields) }

    public func respond(to request: Request, next: any Responder) -> Response {
        var response = next.respond(to: request)
        for field in fields where !response.headers.contains(field.name) {
            response.headers.add(name: field.name, value: field.value)
        }
        return response
    }
}
