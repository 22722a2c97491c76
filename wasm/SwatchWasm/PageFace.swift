import SwatchTypesetting

/// Asks the page's script for the advances of a run of text set in face
/// `face`: `text` is the run's UTF-8 bytes, `lengths` its graphemes' lengths
/// in UTF-16 code units, and `advances` gets one advance per grapheme, in
/// font units (Public/js/swatch.js shapes it with the browser).
@_extern(c, "swatch_shape")
func pageShape(
    _ face: Int32, _ text: UnsafePointer<UInt8>?, _ byteCount: Int32, _ lengths: UnsafePointer<Int32>?,
    _ count: Int32, _ advances: UnsafeMutablePointer<Double>?)

/// A font the page shapes with: its metrics and coverage come from the font
/// table the page hands over (`swatch_set_fonts`), its advances from the
/// page's script.
struct PageFace: ShapingFace {
    /// The face's number in the page's table.
    var id: Int32
    var metrics: FontMetrics
    var missingGlyphAdvance: Double
    /// Covered scalars as sorted, disjoint closed ranges: first, last, first, last...
    var ranges: [UInt32]

    func covers(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        var lo = 0, hi = ranges.count / 2
        while lo < hi {
            let mid = (lo + hi) / 2
            if ranges[2 * mid + 1] < v { lo = mid + 1 } else { hi = mid }
        }
        return lo < ranges.count / 2 && ranges[2 * lo] <= v
    }

    func addAdvances(of run: Range<Int>, in shaped: ShapedText, utf8: [UInt8], to units: inout [Double]) {
        let start = shaped.offsets[run.lowerBound], end = shaped.offsets[run.upperBound]
        // UTF-16 length of each grapheme: a unit per scalar, two for a 4-byte one.
        var lengths = [Int32](repeating: 0, count: run.count)
        for (n, grapheme) in run.enumerated() {
            var units: Int32 = 0
            for offset in shaped.offsets[grapheme]..<shaped.offsets[grapheme + 1] {
                let byte = utf8[offset]
                if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
            }
            lengths[n] = units
        }
        var advances = [Double](repeating: 0, count: run.count)
        utf8.withUnsafeBufferPointer { bytes in
            lengths.withUnsafeBufferPointer { lengths in
                advances.withUnsafeMutableBufferPointer { out in
                    pageShape(
                        id, bytes.baseAddress.map { $0 + start }, Int32(end - start), lengths.baseAddress,
                        Int32(run.count), out.baseAddress)
                }
            }
        }
        for (n, grapheme) in run.enumerated() { units[grapheme] += advances[n] }
    }
}
