internal import CHarfBuzz

extension FontFace {
    /// The font cut down to the glyphs `scalars` need (and those its layout
    /// features reach from them: ligatures, alternates, kerning), with
    /// HarfBuzz's subsetter: a font file of the same kind, for embedding in
    /// a drawing that uses only these characters.
    public func subset(_ scalars: some Sequence<Unicode.Scalar>) throws(FontError) -> [UInt8] {
        guard let input = hb_subset_input_create_or_fail() else {
            throw FontError(font: name, reason: "HarfBuzz could not start a subset")
        }
        defer { hb_subset_input_destroy(input) }
        let unicodes = hb_subset_input_unicode_set(input)
        for scalar in scalars { hb_set_add(unicodes, scalar.value) }
        guard let subset = hb_subset_or_fail(face, input) else {
            throw FontError(font: name, reason: "HarfBuzz could not subset the font")
        }
        defer { hb_face_destroy(subset) }
        guard let blob = hb_face_reference_blob(subset) else {
            throw FontError(font: name, reason: "HarfBuzz gave no subset font")
        }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else {
            throw FontError(font: name, reason: "HarfBuzz gave an empty subset font")
        }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    }

    /// Whether the font's outlines are CFF (an OpenType `.otf`) rather than
    /// TrueType ones: how a stylesheet names the format of its bytes.
    public var hasCFFOutlines: Bool {
        hb_face_reference_table(face, hb_tag_t(0x4346_4620)).map { table in
            defer { hb_blob_destroy(table) }
            return hb_blob_get_length(table) > 0
        } ?? false
    }
}
