import Foundation
import SwatchPlayground

/// The playground's code editor: CodeMirror 5 as Debian packages it
/// (`libjs-codemirror`, which `make deps-serve` installs), its core, the
/// modes of the page's languages (JSON, Swift, Objective-C) and the add-ons
/// the page uses (completion, bracket matching, folding, search), joined into one script, `js/codemirror.js`, and one stylesheet,
/// `css/codemirror.css`. `swatch build` writes them into the site and `swatch
/// serve` answers them; the project keeps no copy. Plain files, loaded before
/// the page's own script: the site's Content-Security-Policy holds, and a
/// page read from disk loads them as it loads its own. Without the package
/// the script only says so, and the editor is a plain text box.
public struct EditorFiles: Sendable {
    public var files: [PublicFile]
    /// What is missing, for a note (nil when nothing is).
    public var note: String?

    /// Where Debian installs it; `$SWATCH_CODEMIRROR` names another folder.
    public static let debianDirectory = "/usr/share/javascript/codemirror"

    /// In the order they load: the core, then what builds on it.
    static let scripts = [
        "lib/codemirror.js",
        "mode/javascript/javascript.js", "mode/swift/swift.js", "mode/clike/clike.js",
        "addon/edit/matchbrackets.js",
        "addon/fold/foldcode.js", "addon/fold/foldgutter.js", "addon/fold/brace-fold.js",
        "addon/hint/show-hint.js",
        "addon/dialog/dialog.js", "addon/search/searchcursor.js", "addon/search/search.js", "addon/search/jump-to-line.js",
    ]
    static let stylesheets = ["lib/codemirror.css", "addon/fold/foldgutter.css", "addon/hint/show-hint.css", "addon/dialog/dialog.css"]

    public static var publicPaths: [String] {
        ["js/" + PlaygroundPage.editorScript, "css/" + PlaygroundPage.editorStylesheet]
    }

    public static func make(environment: [String: String] = ProcessInfo.processInfo.environment) -> EditorFiles {
        let directory = environment["SWATCH_CODEMIRROR"].flatMap { $0.isEmpty ? nil : $0 } ?? debianDirectory
        func joined(_ parts: [String]) -> [UInt8]? {
            var out: [UInt8] = []
            for part in parts {
                guard let bytes = FileManager.default.contents(atPath: directory + "/" + part) else { return nil }
                out += Array("/* \(part) */\n".utf8) + Array(bytes) + [10]
            }
            return out
        }
        guard let script = joined(scripts), let stylesheet = joined(stylesheets) else {
            let reason = "CodeMirror (\(directory)) is missing: the playground's editor is a plain text box; "
                + "make deps-serve installs Debian's libjs-codemirror"
            return EditorFiles(
                files: [
                    PublicFile(publicPath: publicPaths[0], contents: Array("/* \(reason) */\n".utf8), mediaType: PublicFile.script),
                    PublicFile(publicPath: publicPaths[1], contents: Array("/* \(reason) */\n".utf8), mediaType: stylesheetType),
                ],
                note: reason)
        }
        return EditorFiles(
            files: [
                PublicFile(publicPath: publicPaths[0], contents: script, mediaType: PublicFile.script),
                PublicFile(publicPath: publicPaths[1], contents: stylesheet, mediaType: stylesheetType),
            ],
            note: nil)
    }

    static let stylesheetType = "text/css; charset=utf-8"
}
