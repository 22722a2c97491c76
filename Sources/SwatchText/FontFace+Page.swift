internal import CHarfBuzz
public import SwatchTypesetting

extension FontFace {
    /// What a page needs to measure text in this face as the engine does
    /// natively: the family and weight a browser finds it by, its metrics,
    /// and the characters it has (the engine picks fallback faces by them).
    public struct PageDescription: Hashable, Sendable {
        /// The typographic family name (name ID 16, else 1), as CSS names it.
        public var family: String
        /// The `usWeightClass` (400 regular, 700 bold).
        public var weight: Int
        public var metrics: FontMetrics
        /// The missing-glyph box's advance, in font units.
        public var missingGlyphAdvance: Double
        /// Every scalar the face maps to a glyph, as sorted, disjoint ranges.
        public var coverage: [ClosedRange<UInt32>]
        /// Kerning between a space and the characters beside it, which a
        /// browser cannot measure: it shapes the words between spaces apart.
        public var spaceKerning: [SpaceKerning]
    }

    /// How a character's advance changes before a space (U+0020), and the
    /// space's before the character, in font units (HarfBuzz's shaping).
    public struct SpaceKerning: Hashable, Sendable {
        public var scalar: UInt32
        public var before: Int
        public var after: Int
    }

    /// This face's description for pages.
    public var pageDescription: PageDescription {
        PageDescription(
            family: FontFace.nameEntry(face, hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY)) ?? familyName ?? name,
            weight: Int(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT).rounded()),
            metrics: metrics, missingGlyphAdvance: missingGlyphAdvance, coverage: coverage,
            spaceKerning: spaceKerning(coverage))
    }

    /// Shapes every covered character between spaces once (` a b c `) and
    /// keeps those whose advance, or the space's before them, is not the
    /// glyph's own.
    func spaceKerning(_ coverage: [ClosedRange<UInt32>]) -> [SpaceKerning] {
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0 else { return [] }
        let spaceAdvance = hb_font_get_glyph_h_advance(font, space)
        var scalars: [Unicode.Scalar] = []
        for range in coverage {
            for value in range {
                guard let scalar = Unicode.Scalar(value), value != 0x20, value >= 0x21, !(0x7F...0x9F).contains(value)
                else { continue }
                switch scalar.properties.generalCategory {
                case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control, .surrogate, .lineSeparator,
                    .paragraphSeparator, .spaceSeparator:
                    continue
                default: scalars.append(scalar)
                }
            }
        }
        var text = " "
        var starts: [Int] = []
        for scalar in scalars {
            starts.append(text.utf8.count)
            text.unicodeScalars.append(scalar)
            text += " "
        }
        guard !scalars.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, Int32(text.utf8.count), 0, Int32(text.utf8.count))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return [] }
        // The advance each UTF-8 cluster was given.
        var given: [Int: Int] = [:]
        for g in 0..<Int(count) { given[Int(infos[g].cluster), default: 0] += Int(positions[g].x_advance) }
        var out: [SpaceKerning] = []
        for (scalar, start) in zip(scalars, starts) {
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 else { continue }
            let before = (given[start] ?? 0) - Int(hb_font_get_glyph_h_advance(font, glyph))
            let after = (given[start - 1] ?? 0) - Int(spaceAdvance)
            if before != 0 || after != 0 { out.append(SpaceKerning(scalar: scalar.value, before: before, after: after)) }
        }
        return out
    }

    /// Every scalar the face's character map has, as sorted, disjoint ranges.
    var coverage: [ClosedRange<UInt32>] {
        guard let set = hb_set_create() else { return [] }
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        var ranges: [ClosedRange<UInt32>] = []
        var first: hb_codepoint_t = hb_codepoint_t.max, last: hb_codepoint_t = 0
        // HB_SET_VALUE_INVALID (the largest codepoint) starts and ends the walk.
        while hb_set_next_range(set, &first, &last) != 0 {
            ranges.append(first...last)
        }
        return ranges
    }
}
