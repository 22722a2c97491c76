public import SwatchHTTP
public import SwatchSite

/// `GET` of a file Swatch makes rather than reads from `Public/`
/// (`PublicFile`: the engine's modules and fonts, the code editor), at
/// `/PATH` and `/public/PATH`. The answer is made once, with a strong
/// `ETag`, and compressed once per coding (`CachedAnswer`).
public struct PublicFileRoute: Sendable {
    public let file: PublicFile
    let answer: CachedAnswer

    /// `dressing`: the headers every answer carries (`CachedAnswer`).
    public init(file: PublicFile, dressing: HTTPHeaders = HTTPHeaders()) {
        self.file = file
        let etag = EntityTag.strong(for: file.contents)
        answer = CachedAnswer(
            Response(
                status: .ok, headers: ["Content-Type": file.mediaType, "Cache-Control": "no-cache", "ETag": etag],
                body: ResponseBody(file.contents)),
            etag: etag, dressing: dressing)
    }

    /// Quick when the form `request` asks for is made; compressing it the
    /// first time takes a work thread.
    func work(_ request: Request) -> RouteWork {
        answer.isReady(answer.coding(for: request)) ? .quick : .long
    }

    /// The file, or 304 when the client has it already.
    func answer(_ request: Request) -> Response {
        answer.answer(request)
    }

    public func install(on router: inout Router) {
        for path in PublicFile.servedPaths(file.publicPath) {
            router.get(path, work: { [self] in work($0.request) }) { [self] context in answer(context.request) }
        }
    }
}
