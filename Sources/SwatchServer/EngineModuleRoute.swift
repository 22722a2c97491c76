import SwatchHTTP
public import SwatchSite

/// `GET /js/swatch-module.js` (and under `/public/`): the engine's
/// WebAssembly module and the server's fonts (`EngineModuleScript`), for
/// `Public/js/swatch.js`; `GET /js/swatch-code-module.js`, the code module,
/// the same way. Made once; answered with a strong `ETag`, and compressed
/// once per coding (`CachedAnswer`).
public struct EngineModuleRoute: Sendable {
    public let script: EngineModuleScript

    public init(script: EngineModuleScript) {
        self.script = script
    }

    public func install(on router: inout Router) {
        let etag = EntityTag.strong(for: script.contents)
        let answer = CachedAnswer(
            Response(
                status: .ok,
                headers: ["Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache", "ETag": etag],
                body: ResponseBody(script.contents)),
            etag: etag)
        let publicPath = script.module.publicPath
        for path in ["/" + publicPath, Site.publicPrefix + publicPath] {
            // Compressed once, on a work thread, the first time a coding is asked for.
            router.get(path, work: { answer.isReady(answer.coding(for: $0.request)) ? .quick : .long }) { context in
                answer.answer(context.request)
            }
        }
    }
}
