import Foundation
import SwatchLayout
import SwatchSVG
import SwatchSpec
import SwatchText

/// The fonts a standalone SVG drawing carries: for each weight, the face the
/// text engine measured it in, cut down with HarfBuzz's subsetter to the
/// characters the drawing sets, and, for characters that face lacks, the
/// fallback face the engine took them from, likewise cut down (each face
/// limited to its characters by `unicode-range`). A viewer then draws every
/// line as wide as it was measured, whatever fonts it has. Pages declare
/// the family in their stylesheet and do not need this.
struct StandaloneFonts {
    let fonts: TextFonts
    /// Faces that could not be cut down, for a note on standard error.
    private(set) var failures: [String] = []

    init(_ fonts: TextFonts) {
        self.fonts = fonts
    }

    /// The fonts for a drawing of `document` laid out as `layout`.
    mutating func embedded(_ document: SpecDocument, _ layout: Layout) -> [EmbeddedFont] {
        let used = Self.characters(document, layout)
        return embedded(regular: used.regular, bold: used.bold)
    }

    /// The characters the drawing's text sets in each weight: what a font
    /// embedded in it must hold.
    static func characters(_ document: SpecDocument, _ layout: Layout) -> (regular: [Unicode.Scalar], bold: [Unicode.Scalar]) {
        var regular = Set<Unicode.Scalar>(), bold = Set<Unicode.Scalar>()
        let elements = document.drawables
        for frame in layout.frames(in: document.tree) {
            guard case .text(_, let isBold) = elements[frame.element].content,
                  let lines = layout.textLayouts[frame.element]?.lines else { continue }
            for line in lines {
                if isBold { bold.formUnion(line.text.unicodeScalars) } else { regular.formUnion(line.text.unicodeScalars) }
            }
        }
        return (regular.sorted { $0.value < $1.value }, bold.sorted { $0.value < $1.value })
    }

    mutating func embedded(regular: [Unicode.Scalar], bold: [Unicode.Scalar]) -> [EmbeddedFont] {
        var out: [EmbeddedFont] = []
        for (weight, faces, characters) in [(400, [fonts.regular] + fonts.fallbacks, regular),
                                            (700, [fonts.bold] + fonts.boldFallbacks, bold)] where !characters.isEmpty {
            var left = characters
            for (n, face) in faces.enumerated() where !left.isEmpty {
                let mine = left.filter { face.covers($0) }
                left.removeAll { face.covers($0) }
                guard !mine.isEmpty else { continue }
                do {
                    let bytes = try face.subset(mine)
                    out.append(EmbeddedFont(
                        weight: weight, mediaType: face.hasCFFOutlines ? "font/otf" : "font/ttf",
                        base64: Data(bytes).base64EncodedString(),
                        // The first face takes what no later one does.
                        characters: n == 0 && left.isEmpty ? nil : mine))
                } catch {
                    failures.append("\(error)")
                }
            }
        }
        return out
    }
}
