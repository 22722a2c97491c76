internal import CHarfBuzz
public import SwatchTypesetting

/// One font file (the first face of it), ready for shaping: HarfBuzz's blob,
/// face and font, made from bytes the caller read (SwatchText never touches
/// the disk). Immutable once made, so one face shapes on many threads at once.
public final class FontFace: @unchecked Sendable {
    /// What the caller called it (a file path), for messages.
    public let name: String
    /// The family name from the font's `name` table, when it has one.
    public let familyName: String?
    public let metrics: FontMetrics
    let blob: OpaquePointer
    let face: OpaquePointer
    /// Scaled to `unitsPerEm`: positions come out in font units.
    let font: OpaquePointer

    /// Reads face `index` (0 but in a collection) of a TrueType or OpenType font.
    public init(bytes: [UInt8], name: String, index: Int = 0) throws(FontError) {
        guard !bytes.isEmpty else { throw FontError(font: name, reason: "the font file is empty") }
        guard bytes.count < Int(Int32.max) else { throw FontError(font: name, reason: "the font file is too large") }
        // HB_MEMORY_MODE_DUPLICATE: HarfBuzz copies the bytes before returning.
        let madeBlob = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { start in
                hb_blob_create(start, UInt32(buffer.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
            }
        }
        guard let blob = madeBlob, hb_blob_get_length(blob) == UInt32(bytes.count) else {
            throw FontError(font: name, reason: "HarfBuzz could not take the font's bytes")
        }
        let faces = Int(hb_face_count(blob))
        guard faces > 0 else {
            hb_blob_destroy(blob)
            throw FontError(font: name, reason: "not a TrueType or OpenType font")
        }
        guard index >= 0, index < faces, let face = hb_face_create(blob, UInt32(index)) else {
            hb_blob_destroy(blob)
            throw FontError(font: name, reason: "the font has no face \(index) (it has \(faces))")
        }
        let upem = hb_face_get_upem(face)
        guard hb_face_get_glyph_count(face) > 1, upem > 0 else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw FontError(font: name, reason: "not a TrueType or OpenType font with glyphs")
        }
        hb_face_make_immutable(face)
        guard let font = hb_font_create(face) else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw FontError(font: name, reason: "HarfBuzz could not make a font of it")
        }
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)

        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        guard extents.ascender - extents.descender > 0 else {
            hb_font_destroy(font)
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw FontError(font: name, reason: "the font has no line height (ascender and descender are 0)")
        }
        self.name = name
        self.blob = blob
        self.face = face
        self.font = font
        self.metrics = FontMetrics(
            unitsPerEm: Double(upem), ascender: Double(extents.ascender), descender: Double(extents.descender),
            lineGap: Double(extents.line_gap))
        self.familyName = FontFace.nameEntry(face, hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY))
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// Whether the font maps `scalar` to a glyph of its own.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// The advance of the font's missing-glyph box (glyph 0), in font units.
    package var missingGlyphAdvance: Double {
        Double(hb_font_get_glyph_h_advance(font, 0))
    }

    static func nameEntry(_ face: OpaquePointer, _ id: hb_ot_name_id_t) -> String? {
        var language = hb_language_from_string("en", -1)
        var length: UInt32 = 0
        length = hb_ot_name_get_utf8(face, id, language, nil, nil)
        if length == 0 {
            language = nil
            length = hb_ot_name_get_utf8(face, id, language, nil, nil)
        }
        guard length > 0 else { return nil }
        var size = length + 1
        var buffer = [CChar](repeating: 0, count: Int(size))
        _ = hb_ot_name_get_utf8(face, id, language, &size, &buffer)
        return String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
