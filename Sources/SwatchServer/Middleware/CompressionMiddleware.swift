public import SwatchHTTP
import SwatchCompression

/// Compresses answers made for one request (the API's, the playground's)
/// when the client accepts it (`AcceptEncoding`): bodies of a type that
/// compresses (`MediaType.isCompressible`) and at least `minimumSize`
/// bytes, with the fast effort (`ContentCoding.Effort.perAnswer`: brotli 1,
/// gzip 1), marked `Content-Encoding` and `Vary: Accept-Encoding`.
///
/// Answers that carry `Vary: Accept-Encoding` already chose their form
/// (cached pages and files keep theirs, compressed once: `CachedAnswer`)
/// and are left as they are, as are streams and answers already encoded.
/// It runs where the answer is made: on a work thread for answers that take
/// long; quick answers are cached ones, or too small to compress.
public struct CompressionMiddleware: Middleware {
    public let minimumSize: Int

    public init(minimumSize: Int = 4096) {
        self.minimumSize = minimumSize
    }

    public func respond(to request: Request, next: any Responder) -> Response {
        let response = next.respond(to: request)
        guard let count = response.body.count, count >= minimumSize, response.status.allowsBody,
            response.headers["Content-Encoding"] == nil, response.headers["Vary"] == nil,
            MediaType.isCompressible(response.contentType),
            let coding = AcceptEncoding.preferred(request.headers["Accept-Encoding"]),
            let bytes = response.body.withUnsafeBytes({ coding.encode($0, effort: .perAnswer) }), bytes.count < count
        else { return response }
        var compressed = response
        compressed.headers["Content-Encoding"] = coding.rawValue
        compressed.headers["Vary"] = "Accept-Encoding"
        compressed.body = ResponseBody(bytes)
        return compressed
    }
}
