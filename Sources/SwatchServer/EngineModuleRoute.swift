public import SwatchHTTP
public import SwatchSite

/// `GET /js/swatch-module.js` (and under `/public/`): a small script naming
/// the engine's WebAssembly module, with the server's fonts
/// (`EngineModuleScript.servedContents`), for `Public/js/swatch.js`, which
/// then fetches `GET /js/swatch.wasm`: the module as binary
/// `application/wasm` (no base64, which is for pages read from `file://`);
/// `js/swatch-code-module.js` and `js/swatch-import-module.js` with their
/// modules the same way. Made once; answered with a strong `ETag`, and
/// compressed once per coding (`CachedAnswer`).
public struct EngineModuleRoute: Sendable {
    public let script: EngineModuleScript
    /// The headers its answers are cached with (`CachedAnswer`).
    public let dressing: HTTPHeaders

    public init(script: EngineModuleScript, dressing: HTTPHeaders = HTTPHeaders()) {
        self.script = script
        self.dressing = dressing
    }

    public func install(on router: inout Router) {
        serve(script.servedContents, type: "text/javascript; charset=utf-8", at: script.module.publicPath, on: &router)
        if let wasm = script.wasm {
            serve(wasm, type: MediaType.forFile(named: script.module.fileName), at: script.module.wasmPublicPath, on: &router)
        }
    }

    func serve(_ bytes: [UInt8], type: String, at publicPath: String, on router: inout Router) {
        let etag = EntityTag.strong(for: bytes)
        let answer = CachedAnswer(
            Response(
                status: .ok, headers: ["Content-Type": type, "Cache-Control": "no-cache", "ETag": etag],
                body: ResponseBody(bytes)),
            etag: etag, dressing: dressing)
        for path in ["/" + publicPath, Site.publicPrefix + publicPath] {
            // Compressed once, on a work thread, the first time a coding is asked for.
            router.get(path, work: { answer.isReady(answer.coding(for: $0.request)) ? .quick : .long }) { context in
                answer.answer(context.request)
            }
        }
    }
}
