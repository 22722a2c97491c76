public import SwatchHTTP
public import SwatchSite

/// `GET /js/swatch-core.wasm`, `/js/swatch-core-module.js`,
/// `/js/swatch-fonts.js`... (and under `/public/`): the engine's files
/// (`EngineFiles`) for `Public/js/swatch.js`. Made once; answered with a
/// strong `ETag`, and compressed once per coding (`CachedAnswer`).
public struct EngineFileRoute: Sendable {
    public let file: EngineFiles.File
    /// The headers its answers are cached with (`CachedAnswer`).
    public let dressing: HTTPHeaders

    public init(file: EngineFiles.File, dressing: HTTPHeaders = HTTPHeaders()) {
        self.file = file
        self.dressing = dressing
    }

    public func install(on router: inout Router) {
        let etag = EntityTag.strong(for: file.contents)
        let answer = CachedAnswer(
            Response(
                status: .ok, headers: ["Content-Type": file.mediaType, "Cache-Control": "no-cache", "ETag": etag],
                body: ResponseBody(file.contents)),
            etag: etag, dressing: dressing)
        for path in ["/" + file.publicPath, Site.publicPrefix + file.publicPath] {
            // Compressed once, on a work thread, the first time a coding is asked for.
            router.get(path, work: { answer.isReady(answer.coding(for: $0.request)) ? .quick : .long }) { context in
                answer.answer(context.request)
            }
        }
    }
}
