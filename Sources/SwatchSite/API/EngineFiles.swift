import Foundation
import SwatchJSON
import SwatchPlayground
import SwatchSpec
import SwatchText

/// The files beside `Public/js/swatch.js` that bring the engine into a page:
/// each WebAssembly module (`EngineModule`, built by `make wasm` from the
/// same Swift as the `swatch` binary) as `js/swatch-NAME.wasm`, what a
/// served page fetches (binary, `application/wasm`), and as
/// `js/swatch-NAME-module.js`, a plain script carrying it as base64, what a
/// page read from `file://` loads (it cannot fetch a `.wasm` file); and
/// `js/swatch-fonts.js`, the fonts text is measured in, and
/// `js/swatch-font-files.js`, those fonts for a downloaded drawing. `swatch build`
/// writes them into the site and `swatch serve` serves them. When a module
/// was not built, its script tells the page so (the page's `swatch.load`
/// rejects with the reason) instead of leaving it broken, and a served page
/// gets 404 for its `.wasm`.
public struct EngineFiles: Sendable {
    public typealias File = PublicFile

    public var files: [File]
    /// What is missing, for a note (nil when nothing is).
    public var note: String?
    /// Where the modules were looked for (nil: nowhere was found).
    public var directory: String?

    /// Every path these files may have, whether or not they were built
    /// (the routes only Swatch answers).
    public static var publicPaths: [String] {
        ["js/swatch-fonts.js", downloadFontsPath] + EngineModule.allCases.flatMap { ["js/" + $0.fileName, "js/" + $0.scriptName] }
    }

    /// The files for the modules found by `locate` (all from one build), with
    /// the fonts of `textEngine` (nil when text cannot be measured).
    public static func make(
        textEngine: TextEngine?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> EngineFiles {
        var files: [File] = []
        var problems: [String] = []
        let fonts = textEngine.map { fontTable($0.fonts) } ?? "null"
        files.append(File(publicPath: "js/swatch-fonts.js", contents: Array("swatch._fonts(\(fonts));\n".utf8), mediaType: script))
        files.append(downloadFonts(textEngine?.fonts))
        let directory = locate(environment: environment)
        for module in EngineModule.allCases {
            let path = directory.map { $0 + "/" + module.fileName }
            guard let path, let bytes = FileManager.default.contents(atPath: path), !bytes.isEmpty else {
                let reason = path == nil
                    ? "\(module.described) (\(module.fileName)) was not built: run `make wasm`"
                    : "\(module.described) \(path!) cannot be read"
                problems.append(reason)
                files.append(File(
                    publicPath: "js/" + module.scriptName,
                    contents: Array("swatch._missing(\"\(module.rawValue)\", \(JSONWriter.string(reason, scriptSafe: true)));\n".utf8),
                    mediaType: script))
                continue
            }
            files.append(File(publicPath: "js/" + module.fileName, contents: Array(bytes), mediaType: "application/wasm"))
            files.append(File(
                publicPath: "js/" + module.scriptName,
                contents: Array("swatch._module(\"\(module.rawValue)\", \"\(bytes.base64EncodedString())\");\n".utf8),
                mediaType: script))
        }
        let note = problems.isEmpty ? nil : problems.joined(separator: "; ") + "; the page's engine will say so"
        return EngineFiles(files: files, note: note, directory: directory)
    }

    static let script = PublicFile.script

    /// The directory of the engine's modules: `$SWATCH_WASM` (a directory),
    /// else the running executable's directory when the core module is
    /// there, else `.build/wasm` (or `wasm`) in the executable's directory or
    /// one above it, or above the current directory.
    static func locate(environment: [String: String]) -> String? {
        if let path = environment["SWATCH_WASM"], !path.isEmpty { return path }
        let core = EngineModule.core.fileName
        var starts: [String] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let directory = (executable as NSString).deletingLastPathComponent
            starts.append(directory)
            if FileManager.default.isReadableFile(atPath: directory + "/" + core) { return directory }
        }
        starts.append(FileManager.default.currentDirectoryPath)
        for start in starts {
            var directory = (start as NSString).standardizingPath
            while true {
                for candidate in [directory + "/wasm", directory + "/.build/wasm"]
                where FileManager.default.isReadableFile(atPath: candidate + "/" + core) {
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
