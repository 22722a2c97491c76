public import SwatchHTTP
public import SwatchSite

/// `GET /js/swatch-module.js` (and under `/public/`): the engine's WebAssembly module and the
/// server's fonts (`EngineModuleScript`), for `Public/js/swatch.js`. Made
/// once; answered with a strong `ETag`.
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
        for path in ["/" + EngineModuleScript.publicPath, Site.publicPrefix + EngineModuleScript.publicPath] {
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
