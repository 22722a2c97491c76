import SwatchHTTP
public import SwatchSite

/// `GET /js/swatch-module.js` (and under `/public/`): the engine's
/// WebAssembly module and the server's fonts (`EngineModuleScript`), for
/// `Public/js/swatch.js`; `GET /js/swatch-code-module.js`, the code module,
/// the same way. Made once; answered with a strong `ETag`.
public struct EngineModuleRoute: Sendable {
    public let script: EngineModuleScript

    public init(script: EngineModuleScript) {
        self.script = script
    }

    public func install(on router: inout Router) {
        let etag = EntityTag.strong(for: script.contents)
        let response = Response(
            status: .ok,
            headers: ["Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache", "ETag": etag],
            body: ResponseBody(script.contents))
        let publicPath = script.module.publicPath
        for path in ["/" + publicPath, Site.publicPrefix + publicPath] {
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
