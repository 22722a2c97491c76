import SwatchHTTP
public import SwatchSite

/// `GET /js/swatch-core.wasm`, `/js/swatch-core-module.js`,
/// `/js/swatch-fonts.js`... (and under `/public/`): the engine's files
/// (`EngineFiles`) for `Public/js/swatch.js`. Made once; answered with a
/// strong `ETag`.
public struct EngineFileRoute: Sendable {
    public let file: EngineFiles.File

    public init(file: EngineFiles.File) {
        self.file = file
    }

    public func install(on router: inout Router) {
        let etag = EntityTag.strong(for: file.contents)
        let response = Response(
            status: .ok,
            headers: ["Content-Type": file.mediaType, "Cache-Control": "no-cache", "ETag": etag],
            body: ResponseBody(file.contents))
        for path in ["/" + file.publicPath, Site.publicPrefix + file.publicPath] {
            router.get(path) { context in
                if let condition = context.request.headers["If-None-Match"],
                    EntityTag.ifNoneMatch(condition, matches: etag)
                {
                    return Response(status: .notModified, headers: ["ETag": etag, "Cache-Control": "no-cache"])
                }
                return response
            }
        }
    }
}
