import SwatchJSON
import Foundation
import SwatchSVG
import SwatchSpec
import SwatchText

extension EngineFiles {
    /// The script carrying the faces text is measured in (the regular and
    /// bold primary faces, whole), each as the `@font-face` rule a drawing
    /// carries (`EmbeddedFont`, as `swatch layout --format svg` embeds its
    /// subsets), by CSS weight: the playground puts those its drawing uses in
    /// the SVG and PNG it downloads, so that they look as on the page. A
    /// script, loaded on the first download, because a page read from disk
    /// can fetch no font file.
    static let downloadFontsPath = "js/swatch-font-files.js"

    static func downloadFonts(_ fonts: TextFonts?) -> File {
        var rules: [String] = []
        for (weight, face) in [(400, fonts?.regular), (700, fonts?.bold)] {
            guard let face, let bytes = FileManager.default.contents(atPath: face.name), !bytes.isEmpty else { continue }
            let font = EmbeddedFont(
                weight: weight, mediaType: face.hasCFFOutlines ? "font/otf" : "font/ttf", base64: bytes.base64EncodedString())
            rules.append("\"\(weight)\":" + ScriptSafeJSON.string(font.rule))
        }
        return File(
            publicPath: downloadFontsPath, contents: Array("swatch._fontFiles({\(rules.joined(separator: ","))});\n".utf8),
            mediaType: script)
    }
}
