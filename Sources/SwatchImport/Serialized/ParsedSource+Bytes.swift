import SwatchJSON

/// A parsed source as bytes, to be handed from the module that reads code
/// to the one that runs it: `ByteWriter`'s magic and string table, the
/// language, the declarations, the parsed code, the tokens' places and
/// spellings, the notes, the warnings for what was closed and the
/// conditions the reading took.
extension ParsedSource {
    func encoded() -> [UInt8] {
        var w = ByteWriter(.parsedSource)
        w.language(language)
        w.program(program)
        w.parsedCode(code)
        w.spans(spans)
        w.notes(notes)
        w.warnings(closed)
        w.uint(conditions.count)
        for c in conditions { w.assumption(c) }
        return w.finished()
    }

    /// The source `encoded()` wrote; an error when the bytes are not one
    /// (damaged, cut short, or of another version).
    init(decoding bytes: [UInt8]) throws(ImportError) {
        var r = try ByteReader(bytes, .parsedSource)
        let language = try r.language()
        let program = try r.program()
        let code = try r.parsedCode()
        let spans = try r.spans()
        let notes = try r.notes()
        let closed = try r.warnings()
        var conditions: [Assumption] = []
        for _ in 0..<(try r.count()) { conditions.append(try r.assumption()) }
        guard r.atEnd else { throw r.damaged("bytes after the end") }
        self.init(language: language, program: program, code: code, spans: spans, notes: notes, closed: closed, conditions: conditions)
    }
}
