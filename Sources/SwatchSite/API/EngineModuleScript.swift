import Foundation
import SwatchText

/// `js/swatch-module.js`, the other half of `Public/js/swatch.js`: the
/// engine's WebAssembly module (`swatch.wasm`, built by `make wasm` from the
/// same Swift as the `swatch` binary) as base64, and the fonts text is
/// measured in, as one plain script (pages opened from `file://` cannot
/// fetch a `.wasm` file, but load scripts). `swatch build` writes it into the
/// site and `swatch serve` serves it. When the module was not built, the
/// script tells the page so (`swatch.ready` rejects with the reason) instead
/// of leaving it broken.
public struct EngineModuleScript: Sendable {
    /// Where the script is among the public files, beside `js/swatch.js`
    /// (served at `/js/` and `/public/js/`, written to the site's `public/js/`).
    public static let publicPath = "js/swatch-module.js"
    /// Its path in a built site.
    public static let sitePath = String(Site.publicPrefix.dropFirst()) + publicPath
    public static let moduleName = "swatch.wasm"

    /// The script's bytes.
    public var contents: [UInt8]
    /// Why the engine is missing from the script, when it is (for a note).
    public var problem: String?

    /// The script for the module at `modulePath` (see `locate`), with the
    /// fonts of `textEngine` (nil when text cannot be measured).
    public init(modulePath: String?, textEngine: TextEngine?) {
        guard let modulePath else {
            self.init(missing: "the WebAssembly engine (\(Self.moduleName)) was not built: run `make wasm`")
            return
        }
        guard let module = FileManager.default.contents(atPath: modulePath), !module.isEmpty else {
            self.init(missing: "the WebAssembly engine \(modulePath) cannot be read")
            return
        }
        let fonts = textEngine.map { Self.fontTable($0.fonts) } ?? "null"
        self.init(
            contents: Array("swatch._module(\"\(module.base64EncodedString())\",\n\(fonts));\n".utf8), problem: nil)
    }

    init(missing reason: String) {
        self.init(contents: Array("swatch._missing(\(Self.quoted(reason)));\n".utf8), problem: reason)
    }

    init(contents: [UInt8], problem: String?) {
        self.contents = contents
        self.problem = problem
    }

    /// Locates and reads the module: `$SWATCH_WASM`, else `swatch.wasm` next
    /// to the running executable, else `.build/wasm/swatch.wasm` in the
    /// executable's directory or one above it, or above the current directory.
    public static func make(
        textEngine: TextEngine?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> EngineModuleScript {
        EngineModuleScript(modulePath: locate(environment: environment), textEngine: textEngine)
    }

    static func locate(environment: [String: String]) -> String? {
        if let path = environment["SWATCH_WASM"], !path.isEmpty { return path }
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
                "\"family\":\(quoted(d.family))", "\"weight\":\(d.weight)",
                "\"unitsPerEm\":\(number(d.metrics.unitsPerEm))", "\"ascender\":\(number(d.metrics.ascender))",
                "\"descender\":\(number(d.metrics.descender))", "\"lineGap\":\(number(d.metrics.lineGap))",
                "\"missing\":\(number(d.missingGlyphAdvance))",
                "\"ranges\":[" + d.coverage.map { "\($0.lowerBound),\($0.upperBound)" }.joined(separator: ",") + "]",
                "\"spaceKerning\":["
                    + d.spaceKerning.map { "\($0.scalar),\($0.before),\($0.after)" }.joined(separator: ",") + "]",
            ]
            if let url { fields.insert("\"url\":\(quoted(url))", at: 0) }
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

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A JavaScript string literal (JSON's escaping; `<` escaped so no `</script>` can end a page's script).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
