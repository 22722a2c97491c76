import Foundation
import SwatchSpec
import SwatchText

/// `js/swatch-module.js`, `js/swatch-code-module.js` and
/// `js/swatch-import-module.js`, the other parts of `Public/js/swatch.js`:
/// the engine's WebAssembly modules (built by `make wasm` from the same
/// Swift as the `swatch` binary) as base64, each in one plain script (pages
/// opened from `file://` cannot fetch a `.wasm` file, but load scripts). The
/// engine's script also carries the fonts text is measured in; the code
/// module's (layout specs as Swift and Objective-C) is loaded only when a
/// page shows code, the import module's (Swift and Objective-C read back
/// into a spec) only when a page imports code. `swatch build` writes them
/// into the site; `swatch serve` answers each with a small script that
/// names the module's file instead (`servedContents`), and sends the module
/// itself as binary `application/wasm` (`wasm`, at `wasmPublicPath`),
/// compressed: base64 in a script is for pages read from `file://` alone. When a module was not
/// built, its script tells the page so (`swatch.ready`, `swatch.loadCode()`
/// or `swatch.loadImport()` rejects with the reason) instead of leaving it broken.
public struct EngineModuleScript: Sendable {
    /// The WebAssembly modules pages load.
    public enum Module: String, CaseIterable, Sendable {
        /// `swatch.wasm`: layout, ranges, transitions, touch, the playground's view.
        case engine
        /// `swatch-code.wasm`: layout specs as Texture code.
        case code
        /// `swatch-import.wasm`: Texture code read back into a spec.
        case importer = "import"

        /// The module's file, as `make wasm` writes it.
        public var fileName: String {
            switch self {
            case .engine: "swatch.wasm"
            case .code: "swatch-code.wasm"
            case .importer: "swatch-import.wasm"
            }
        }

        /// Where its script is among the public files, beside `js/swatch.js`
        /// (served at `/js/` and `/public/js/`, written to the site's `public/js/`).
        public var publicPath: String {
            switch self {
            case .engine: "js/swatch-module.js"
            case .code: "js/swatch-code-module.js"
            case .importer: "js/swatch-import-module.js"
            }
        }

        /// Its script's path in a built site.
        public var sitePath: String { String(Site.publicPrefix.dropFirst()) + publicPath }

        /// Where `swatch serve` answers the module itself, beside its script.
        public var wasmPublicPath: String { "js/" + fileName }

        var described: String {
            switch self {
            case .engine: "the WebAssembly engine"
            case .code: "the WebAssembly code export"
            case .importer: "the WebAssembly code import"
            }
        }
    }

    public let module: Module
    /// The script's bytes.
    public var contents: [UInt8]
    /// The script `swatch serve` answers at `publicPath`: the module's file
    /// (`wasmPublicPath`) named for `swatch.js` to fetch, the fonts as in
    /// `contents` (or, when the module is missing, the same reason).
    public var servedContents: [UInt8]
    /// The module's bytes, nil when it is missing.
    public var wasm: [UInt8]?
    /// Why the module is missing from the script, when it is (for a note).
    public var problem: String?

    /// The script for `module` read from `modulePath` (see `locate`), with
    /// the fonts of `textEngine` for the engine's (nil when text cannot be
    /// measured; the code module measures nothing).
    public init(module: Module = .engine, modulePath: String?, textEngine: TextEngine?) {
        guard let modulePath else {
            self.init(module: module, missing: "\(module.described) (\(module.fileName)) was not built: run `make wasm`")
            return
        }
        guard let bytes = FileManager.default.contents(atPath: modulePath), !bytes.isEmpty else {
            self.init(module: module, missing: "\(module.described) \(modulePath) cannot be read")
            return
        }
        let fonts = module == .engine ? textEngine.map { Self.fontTable($0.fonts) } ?? "null" : "null"
        self.init(
            module: module,
            contents: Array(
                "swatch._module(\"\(module.rawValue)\", \"\(bytes.base64EncodedString())\",\n\(fonts));\n".utf8),
            problem: nil)
        servedContents = Array("swatch._moduleAt(\"\(module.rawValue)\", \"\(module.fileName)\",\n\(fonts));\n".utf8)
        wasm = Array(bytes)
    }

    init(module: Module, missing reason: String) {
        self.init(
            module: module, contents: Array("swatch._missing(\"\(module.rawValue)\", \(JSONWriter.string(reason, scriptSafe: true)));\n".utf8),
            problem: reason)
    }

    init(module: Module, contents: [UInt8], problem: String?) {
        self.module = module
        self.contents = contents
        self.servedContents = contents
        self.wasm = nil
        self.problem = problem
    }

    /// Every module's script: the engine's module found by `locate`, the
    /// others beside it (so they always come from one build).
    public static func make(
        textEngine: TextEngine?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [EngineModuleScript] {
        let engine = locate(environment: environment)
        return Module.allCases.map { module in
            EngineModuleScript(module: module, modulePath: engine.map { path(of: module, besideEngine: $0) }, textEngine: textEngine)
        }
    }

    /// What a command says of `scripts` when a module is missing: the
    /// engine's absence (which leaves the others nothing to stand beside),
    /// else the code and import modules'; nil when all are there.
    public static func note(_ scripts: [EngineModuleScript]) -> String? {
        if let engine = scripts.first(where: { $0.module == .engine }), let problem = engine.problem {
            return problem + "; window.swatch will say so"
        }
        var notes: [String] = []
        if let code = scripts.first(where: { $0.module == .code }), let problem = code.problem {
            notes.append(problem + "; swatch.loadCode() will say so (a served playground asks the server for code instead)")
        }
        if let importer = scripts.first(where: { $0.module == .importer }), let problem = importer.problem {
            notes.append(problem + "; swatch.loadImport() will say so")
        }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }

    /// Where `module` is when the engine's module is at `engine`.
    static func path(of module: Module, besideEngine engine: String) -> String {
        if module == .engine { return engine }
        let directory = (engine as NSString).deletingLastPathComponent
        return directory.isEmpty ? module.fileName : directory + "/" + module.fileName
    }

    /// Locates the engine's module: `$SWATCH_WASM`, else `swatch.wasm` next
    /// to the running executable, else `.build/wasm/swatch.wasm` (or
    /// `wasm/swatch.wasm`) in the executable's directory or one above it, or
    /// above the current directory.
    static func locate(environment: [String: String]) -> String? {
        if let path = environment["SWATCH_WASM"], !path.isEmpty { return path }
        let moduleName = Module.engine.fileName
        var starts: [String] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let directory = (executable as NSString).deletingLastPathComponent
            starts.append(directory)
            if FileManager.default.isReadableFile(atPath: directory + "/" + moduleName) {
                return directory + "/" + moduleName
            }
        }
        starts.append(FileManager.default.currentDirectoryPath)
        for start in starts {
            var directory = (start as NSString).standardizingPath
            while true {
                for candidate in [directory + "/wasm/" + moduleName, directory + "/.build/wasm/" + moduleName]
                where FileManager.default.isReadableFile(atPath: candidate) {
                    return candidate
                }
                let parent = (directory as NSString).deletingLastPathComponent
                if parent == directory || parent.isEmpty { break }
                directory = parent
            }
        }
        return nil
    }

    /// The fonts of both weights, primary first, as `swatch.js` reads them.
    /// The primary faces are the site's own copies under `fonts/` (the same
    /// files the text engine reads); fallbacks are the system's, by family.
    static func fontTable(_ fonts: TextFonts) -> String {
        func face(_ face: FontFace, url: String?) -> String {
            let d = face.pageDescription
            var fields = [
                "\"family\":\(JSONWriter.string(d.family, scriptSafe: true))", "\"weight\":\(d.weight)",
                "\"unitsPerEm\":\(JSONWriter.number(d.metrics.unitsPerEm))", "\"ascender\":\(JSONWriter.number(d.metrics.ascender))",
                "\"descender\":\(JSONWriter.number(d.metrics.descender))", "\"lineGap\":\(JSONWriter.number(d.metrics.lineGap))",
                "\"missing\":\(JSONWriter.number(d.missingGlyphAdvance))",
                "\"ranges\":[" + d.coverage.map { "\($0.lowerBound),\($0.upperBound)" }.joined(separator: ",") + "]",
                "\"spaceKerning\":["
                    + d.spaceKerning.map { "\($0.scalar),\($0.before),\($0.after)" }.joined(separator: ",") + "]",
            ]
            if let url { fields.insert("\"url\":\(JSONWriter.string(url, scriptSafe: true))", at: 0) }
            return "{" + fields.joined(separator: ",") + "}"
        }
        /// The site's copy of a primary face: the same file name under `fonts/`.
        func siteCopy(_ face: FontFace) -> String {
            "../fonts/" + (face.name.split(separator: "/").last.map(String.init) ?? face.name)
        }
        let regular = [face(fonts.regular, url: siteCopy(fonts.regular))]
            + fonts.fallbacks.map { face($0, url: nil) }
        let bold = [face(fonts.bold, url: siteCopy(fonts.bold))]
            + fonts.boldFallbacks.map { face($0, url: nil) }
        return "{\"regular\":[" + regular.joined(separator: ",\n") + "],\n\"bold\":[" + bold.joined(separator: ",\n") + "]}"
    }

}
