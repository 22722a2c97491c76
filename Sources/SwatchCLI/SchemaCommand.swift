import ArgumentParser
import SwatchSpec

/// `swatch schema`: the spec language as a JSON Schema.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the spec language as a JSON Schema (draft 2020-12).",
        discussion: """
            Layout specs and range scenarios, every key, value, default and limit, as the \
            engine reads them. Save it beside your spec files and name it in a spec's \
            "$schema" key (which Swatch ignores) so that editors check and complete them: \
            swatch schema > swatch.schema.json. The guide's spec format reference \
            (/guide/spec-format/ in swatch serve and swatch build) describes the same in words.
            """)

    func run() throws {
        try StandardOutput.answer(SpecSchema.jsonSchema(), command: "schema")
    }
}
