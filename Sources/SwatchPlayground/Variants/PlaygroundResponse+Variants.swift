import SwatchJSON
import SwatchGeometry
import SwatchLayout
import SwatchSpec

extension PlaygroundResponse {
    /// One variant of the row: the spec at one width and text size, its
    /// drawing (small: every element where it warns marked) and its warnings.
    public struct Variant: Sendable {
        public var width: Double
        public var textSize: ContentSizeCategory
        /// The root's size.
        public var size: Size
        public var svg: String
        public var warnings: [LayoutWarning]
    }

    /// `,"explanation": {…}|null,"variants": [{"width", "textSize", "label",
    /// "bodySize", "size", "drawing", "warnings"}]` into `out`: each
    /// variant's text size by UIKit's name, the short name the page shows
    /// and its body style's point size, its warnings as the answer's own
    /// are written (without a place in the text).
    func writeExplained(into out: inout JSONByteWriter) {
        out.append(",\"explanation\":")
        if let explanation { explanation.write(into: &out) } else { out.append("null") }
        out.append(",\"variants\":[")
        for (n, variant) in variants.enumerated() {
            out.append(n == 0 ? "{\"width\":" : ",{\"width\":")
            out.append(number: variant.width)
            out.append(",\"textSize\":")
            out.append(string: variant.textSize.name)
            out.append(",\"label\":")
            out.append(string: variant.textSize.label)
            out.append(",\"bodySize\":")
            out.append(number: variant.textSize.bodySize)
            out.append(",\"size\":")
            PlaygroundResponse.write(variant.size, into: &out)
            out.append(",\"drawing\":")
            out.append(string: variant.svg)
            out.append(",\"warnings\":[")
            for (k, warning) in variant.warnings.enumerated() {
                if k > 0 { out.append(",") }
                PlaygroundWarning(warning: warning, location: nil).write(into: &out)
            }
            out.append("]}")
        }
        out.append("]")
    }

    /// `{"width": w, "height": h}`.
    static func write(_ size: Size, into out: inout JSONByteWriter) {
        out.append("{\"width\":")
        out.append(number: size.width)
        out.append(",\"height\":")
        out.append(number: size.height)
        out.append("}")
    }
}
