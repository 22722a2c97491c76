extension ParsedSource {
    /// The source's tokens and outline read on: every body, value and
    /// closure parsed, the tokens kept as their places and spellings.
    init(tokens: [Token], notes: SourceNotes, closed: [ImportWarning], program: Program, language: ImportLanguage) {
        self.init(
            language: language, program: program, code: ParsedCode(reading: program, tokens: tokens, language: language),
            spans: SourceSpans(tokens), notes: notes, closed: closed)
    }
}
