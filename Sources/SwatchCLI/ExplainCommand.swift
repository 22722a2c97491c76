import SwatchJSON
import ArgumentParser
import SwatchSpec
import SwatchText

/// `swatch explain`: why each element of a spec has its size.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Say why each element of a spec has its size, and what Swatch warns about.",
        discussion: """
            Lays the spec out as swatch layout does and, for every element in tree order \
            (or the one --path or --id names, with what it holds), prints the size range its \
            kept layout was asked for and by whom, the parent size, the size it answered and \
            how often it was calculated; for a stack, each line's content (its children's \
            sizes before flexing, plus spacing) and violation; for a stack's child, its size \
            before flexing and what flexing changed; then the layout's warnings. --format json \
            prints SPEC.md's {"elements": [...], "warnings": [...]}. Exit status: 0 on success, \
            2 for a spec that cannot be laid out (the error, with its JSON path and line and \
            column, goes to standard error) or a --path or --id that names no element, 1 when \
            the file cannot be read.
            """)

    @Argument(help: "A spec file, or - for standard input.")
    var file: String

    @Option(help: "Explain the element at this JSON path (root.children[1].child) and what it holds.")
    var path: String?

    @Option(help: "Explain the element with this id (a display node without one has its generated id, node3) and what it holds.")
    var id: String?

    @Option(name: .shortAndLong, help: "Output: text (sentences) or json ({\"elements\": [...], \"warnings\": [...]}).")
    var format: ExplainFormat = .text

    @OptionGroup var fontOptions: FontOptions

    enum ExplainFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func validate() throws {
        guard path == nil || id == nil else { throw ValidationError("give --path or --id, not both") }
    }

    func run() throws {
        try DocumentInput(command: "explain", file: file, limit: SpecLimits.maxInputBytes, what: "spec").answer { bytes in
            let document = try SpecDecoder.decode(bytes: bytes)
            // The element first: a name that matches nothing needs no fonts.
            var element = 0
            if let path { element = try document.element(atPath: path) }
            if let id { element = try document.element(withID: id) }
            let measurer = try fontOptions.measurer(needed: document.firstTextElement != nil) {
                (reason: String) throws(SpecError) in try document.requireText(nil, reason: reason)
            }
            try document.requireText(measurer)
            let explanation = try document.explain(document.layout(text: measurer), from: element)
            return format == .json ? explanation.json() : explanation.text()
        }
    }
}
