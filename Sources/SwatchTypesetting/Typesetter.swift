import SwatchLayout

/// The fonts of both weights in fallback order, and a `TextSetter` for each:
/// what a text measurer needs, whoever shapes (HarfBuzz natively, the
/// browser in a page). Caching is the measurer's business.
package struct Typesetter<Face: ShapingFace>: Sendable {
    package let regular: FontChain<Face>
    package let bold: FontChain<Face>
    let regularMetrics: [FontMetrics]
    let boldMetrics: [FontMetrics]

    /// `regular` and `bold` each hold their primary face first.
    package init(regular: [Face], bold: [Face]) {
        self.regular = FontChain(faces: regular)
        self.bold = FontChain(faces: bold)
        regularMetrics = regular.map { $0.metrics }
        boldMetrics = bold.map { $0.metrics }
    }

    package func chain(_ weight: FontWeight) -> FontChain<Face> {
        weight == .bold ? bold : regular
    }

    /// A setter for `weight` whose paragraphs are shaped by `shape` (which
    /// may cache `chain(weight).shape`).
    package func setter(_ weight: FontWeight, shape: @escaping (String) -> ShapedText) -> TextSetter {
        TextSetter(fonts: weight == .bold ? boldMetrics : regularMetrics, shape: shape)
    }
}
