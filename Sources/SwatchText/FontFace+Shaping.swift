internal import CHarfBuzz
package import SwatchTypesetting

extension FontFace: ShapingFace {
    /// Shapes the run with HarfBuzz, the whole paragraph as context.
    package func addAdvances(of run: Range<Int>, in shaped: ShapedText, utf8: [UInt8], to units: inout [Double]) {
        guard let buffer = hb_buffer_create() else { return }
        defer { hb_buffer_destroy(buffer) }
        let start = shaped.offsets[run.lowerBound], end = shaped.offsets[run.upperBound]
        utf8.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
                hb_buffer_add_utf8(buffer, text, Int32(bytes.count - 1), UInt32(start), Int32(end - start))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return }
        var grapheme = run.lowerBound
        for g in 0..<Int(count) {
            let cluster = Int(infos[g].cluster)
            // Clusters are UTF-8 offsets; find the grapheme that holds this one.
            if cluster < shaped.offsets[grapheme] || cluster >= shaped.offsets[grapheme + 1] {
                grapheme = ShapedText.grapheme(containing: cluster, in: shaped.offsets, within: run)
            }
            units[grapheme] += Double(positions[g].x_advance)
        }
    }
}
