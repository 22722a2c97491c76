import SwatchJSON

/// A parsed source as bytes, to be handed from the module that reads code
/// to the one that runs it: `ByteWriter`'s magic and string table, the
/// language, the declarations, the parsed code, the tokens' places and
/// spellings, the notes, the warnings for what was closed and the
/// conditions the reading took.
extension ParsedSource {
    func encoded() -> [UInt8] {
        ByteWriter.encoded(.parsedSource, language) { w in
            w.program(program)
            w.parsedCode(code)
            w.spans(spans)
            w.notes(notes)
            w.warnings(closed)
            w.list(conditions) { $0.assumption($1) }
        }
    }

    /// The source `encoded()` wrote; an error when the bytes are not one
    /// (damaged, cut short, or of another version).
    init(decoding bytes: [UInt8]) throws(ImportError) {
        self = try ByteReader.decoded(bytes, .parsedSource) { r, language throws(ImportError) in
            let program = try r.program()
            let code = try r.parsedCode()
            let spans = try r.spans()
            let notes = try r.notes()
            let closed = try r.warnings()
            let conditions = try r.list { r throws(ImportError) in try r.assumption() }
            return ParsedSource(language: language, program: program, code: code, spans: spans, notes: notes, closed: closed, conditions: conditions)
        }
    }
}
