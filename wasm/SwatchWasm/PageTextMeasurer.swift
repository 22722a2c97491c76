import SwatchGeometry
import SwatchLayout
import SwatchTypesetting

/// Text measured with the page's fonts: the same typesetter as the native
/// `TextEngine`, shaping through the page's script, which caches shapes (a
/// module instance runs on one thread).
final class PageTextMeasurer: TextMeasuring, @unchecked Sendable {
    let typesetter: Typesetter<PageFace>

    init(regular: [PageFace], bold: [PageFace]) {
        typesetter = Typesetter(regular: regular, bold: bold)
    }

    func layout(_ content: TextContent, constrainedTo container: Size) -> TextLayout {
        let chain = typesetter.chain(content.style.weight)
        return typesetter.setter(content.style.weight) { chain.shape($0) }.layout(content, in: container)
    }

    func baselines(_ content: TextContent) -> (ascender: Double, descender: Double) {
        let chain = typesetter.chain(content.style.weight)
        return typesetter.setter(content.style.weight) { chain.shape($0) }.baselines(content)
    }

    /// Reads the page's font table: the number of regular faces and of bold
    /// ones, then per face (regular first, each chain primary first) its
    /// units per em, ascender, descender, line gap, missing-glyph advance,
    /// the number of covered ranges and each range's first and last scalar.
    /// Nil when the table is empty or malformed.
    static func read(_ table: UnsafeBufferPointer<Double>) -> PageTextMeasurer? {
        var at = 0
        func next() -> Double? {
            guard at < table.count, table[at].isFinite else { return nil }
            at += 1
            return table[at - 1]
        }
        guard let regularCount = next(), let boldCount = next(), regularCount >= 1, boldCount >= 1,
            regularCount + boldCount <= 64
        else { return nil }
        var faces: [PageFace] = []
        for id in 0..<Int(regularCount + boldCount) {
            guard let upem = next(), let ascender = next(), let descender = next(), let lineGap = next(),
                let missing = next(), let rangeCount = next(), upem > 0, rangeCount >= 0,
                Double(at) + 2 * rangeCount <= Double(table.count)
            else { return nil }
            var ranges: [UInt32] = []
            ranges.reserveCapacity(2 * Int(rangeCount))
            for _ in 0..<2 * Int(rangeCount) {
                guard let v = next(), v >= 0, v <= 0x10FFFF else { return nil }
                ranges.append(UInt32(v))
            }
            faces.append(
                PageFace(
                    id: Int32(id),
                    metrics: FontMetrics(unitsPerEm: upem, ascender: ascender, descender: descender, lineGap: lineGap),
                    missingGlyphAdvance: missing, ranges: ranges))
        }
        return PageTextMeasurer(
            regular: Array(faces[0..<Int(regularCount)]), bold: Array(faces[Int(regularCount)...]))
    }
}
