import ArgumentParser
import SwatchJSON
import SwatchKit
import SwatchSVG
import SwatchSpec
import SwatchText

extension TransitionFormat: ExpressibleByArgument {}

/// `swatch transition`: lay out every state of a transition document and
/// print what Texture's layout transitions do between them.
struct TransitionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transition",
        abstract: "Compute a node's layout transitions as Texture would and print them.",
        discussion: """
            The document format is SPEC.md's "Transition documents": a node with \
            automaticallyManagesSubnodes whose layout differs from state to state. Each \
            transition (from every state to the next, and from the last back to the \
            first) gives the subnodes inserted, removed and moved, the subnode lists before, \
            during and after, and what the default animation fades and slides. Exit status: \
            0 on success, 2 for a document that cannot be used (the error, with its JSON \
            path and line and column, goes to standard error), 1 when the file cannot be read.
            """)

    @Argument(help: "A transition document, or - for standard input.")
    var file: String

    @Option(name: .shortAndLong, help: "Output: json (states and transitions) or svg (the transitions played as an animation, SMIL).")
    var format: TransitionFormat = .json

    @Option(help: "With --format svg: play the animations this many times slower than Texture does (1 to 50).")
    var slow: Double = 1

    @OptionGroup var fontOptions: FontOptions

    func validate() throws {
        guard slow >= 1, slow <= 50 else { throw ValidationError("--slow must be between 1 and 50") }
    }

    func run() throws {
        try DocumentInput(command: "transition", file: file, limit: SpecLimits.maxInputBytes, what: "transition document").answer {
            bytes in
            let document = try TransitionDecoder.decode(bytes: bytes)
            // Fonts are read only for documents with text nodes.
            let measurer = try fontOptions.measurer(needed: document.hasText) {
                (reason: String) throws(SpecError) in try document.requireText(nil, reason: reason)
            }
            return try TransitionRenderer.render(
                document, format: format, options: TransitionDrawing.Options(slow: slow), textMeasurer: measurer)
        }
    }
}
