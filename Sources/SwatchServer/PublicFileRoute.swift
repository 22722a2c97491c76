import SwatchHTTP
public import SwatchSite

/// `GET` of a file Swatch makes rather than reads from `Public/`
/// (`PublicFile`: the engine's modules and fonts, the code editor), at
/// `/PATH` and `/public/PATH`. The answer is made once, with a strong `ETag`.
public struct PublicFileRoute: Sendable {
    public let file: PublicFile
    let etag: String
    let response: Response

    public init(file: PublicFile) {
        self.file = file
        etag = EntityTag.strong(for: file.contents)
        response = Response(
            status: .ok,
            headers: ["Content-Type": file.mediaType, "Cache-Control": "no-cache", "ETag": etag],
            body: ResponseBody(file.contents))
    }

    /// The file, or 304 when the client has it already.
    func answer(_ request: Request) -> Response {
        if let condition = request.headers["If-None-Match"], EntityTag.ifNoneMatch(condition, matches: etag) {
            return Response(status: .notModified, headers: ["ETag": etag, "Cache-Control": "no-cache"])
        }
        return response
    }

    public func install(on router: inout Router) {
        for path in PublicFile.servedPaths(file.publicPath) {
            router.get(path, work: .quick) { [self] context in answer(context.request) }
        }
    }
}
