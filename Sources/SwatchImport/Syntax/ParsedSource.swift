/// One source read for the evaluator, as one value: its declarations,
/// every body, value and closure (`ParsedCode`), its tokens' places and
/// spellings (`SourceSpans`, all the evaluator keeps of the tokens), what
/// its comments note, and the warnings for what an excerpt left open and
/// the reader closed. What the evaluator needs, and nothing of the lexer or
/// the parser: it can be written as bytes (`ParsedSource+Bytes`) and run
/// elsewhere.
struct ParsedSource: Sendable {
    var language: ImportLanguage
    var program: Program
    var code: ParsedCode
    var spans: SourceSpans
    var notes: SourceNotes
    var closed: [ImportWarning]
    /// The conditions its reading took (`#if` on a name the code does not
    /// define), in the order asked: it is the source of every run that
    /// takes them the same way (`CodeImport.reading(for:in:)`).
    var conditions: [Assumption] = []
}
