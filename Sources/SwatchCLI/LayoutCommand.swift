import ArgumentParser
import SwatchJSON
import SwatchKit
import SwatchSpec
import SwatchSVG
import SwatchText

extension LayoutFormat: ExpressibleByArgument {}

/// `swatch layout`: lay out a spec and print its frames, a drawing or its
/// tree, or write it as Texture code.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a spec file as Texture would and print the result, or write it as Texture code.",
        discussion: """
            The spec format is described key by key in the guide's spec format reference \
            (/guide/spec-format/ in swatch serve and swatch build); swatch schema prints it \
            as a JSON Schema. --format swift and --format objc print the spec as one \
            ASDisplayNode subclass, an ASCellNode subclass when its root is a cell \
            (automaticallyManagesSubnodes, a property per display node named after its id, \
            each node set up in the initializer, images as the app's assets, the spec tree \
            built in layoutSpecThatFits: with Texture's own layout specs, each named for what \
            it holds; keys at their defaults left out), in Swift or Objective-C; nothing is \
            laid out, so no fonts are read. Exit status: 0 on success, 2 for a spec that \
            cannot be laid out (the error, with its JSON path and line and column, or the \
            size limit of \(SpecLimits.maxInputBytes >> 20) MiB, goes to standard error; invalid \
            UTF-8 is named by its line and column), 1 when the file cannot be read.
            """)

    @Argument(help: "A spec file, or - for standard input.")
    var file: String

    @Option(
        name: .shortAndLong,
        help: "Output: json (frames), svg (a drawing), ascii (the element tree), swift or objc (an ASDisplayNode or ASCellNode subclass).")
    var format: LayoutFormat = .json

    @Flag(help: "In SVG, outline and label every layout spec's frame.")
    var debug = false

    @Option(help: ArgumentHelp(
        "In SVG, draw nodes measured (placeholders), displayed (contents) or animated (contents fading in); touch shows every tappable area; accessibility numbers what VoiceOver reads, in its order, and lists what each says.",
        discussion: "Give it more than once to add touch or accessibility to one of the others: --show animated --show touch --show accessibility."))
    var show: [Shown] = []

    @Option(help: "With --show animated, seconds each node's contents take to fade in (placeholderFadeDuration).")
    var fade: Double = 0.3

    @Flag(name: .customLong("no-embed-fonts"),
          help: "In SVG, leave the fonts out (for a page that declares 'Swatch Sans' itself); by default a drawing with text carries them, cut to the characters it sets.")
    var noEmbedFonts = false

    @OptionGroup var fontOptions: FontOptions

    enum Shown: String, ExpressibleByArgument, CaseIterable {
        case measured, displayed, animated, touch, accessibility

        /// An overlay, added to any presentation.
        var isOverlay: Bool { self == .touch || self == .accessibility }
    }

    func validate() throws {
        guard fade >= 0, fade <= 10 else { throw ValidationError("--fade must be between 0 and 10 seconds") }
        guard show.filter({ !$0.isOverlay }).count <= 1 else {
            throw ValidationError("--show takes one of measured, displayed and animated (touch and accessibility may be added to it)")
        }
    }

    var presentation: LayoutDrawing.Presentation {
        switch show.first(where: { !$0.isOverlay }) ?? .displayed {
        case .measured: .measured
        case .displayed, .touch, .accessibility: .displayed
        case .animated: .animated(fadeDuration: fade)
        }
    }

    func run() throws {
        try DocumentInput(command: "layout", file: file, limit: SpecLimits.maxInputBytes, what: "spec").answer { bytes in
            let document = try SpecDecoder.decode(bytes: bytes)
            // Fonts are read only to lay out specs with text nodes.
            let laysOut = if case .laidOut = format.kind { true } else { false }
            let measurer = try fontOptions.measurer(needed: laysOut && document.firstTextElement != nil) {
                (reason: String) throws(SpecError) in try document.requireText(nil, reason: reason)
            }
            // Laid out once, for the answer, the fonts a drawing carries and a warning.
            if laysOut { try document.requireText(measurer) }
            let layout = laysOut ? document.layout(text: measurer) : nil
            var fonts = noEmbedFonts || format != .svg ? nil : measurer.map { StandaloneFonts($0.fonts) }
            var drawing = LayoutDrawing(debug: debug, presentation: presentation, showsTouchAreas: show.contains(.touch))
            drawing.showsAccessibility = show.contains(.accessibility)
            drawing.fonts = layout.flatMap { fonts?.embedded(document, $0) } ?? []
            let text = try LayoutRenderer.render(document, format: format, drawing: drawing, textMeasurer: measurer, layout: layout)
            if let warning = layout.flatMap(document.sizeWarning) { printError("swatch layout: warning: \(warning)") }
            // The JSON carries the layout's warnings; the other formats say them here.
            if format != .json, let layout {
                for warning in document.warnings(layout) { printError("swatch layout: \(warning.line)") }
            }
            for failure in fonts?.failures ?? [] {
                printError("swatch layout: note: a font is not embedded, viewers will draw its text in one of their own: \(failure)")
            }
            return text
        }
    }
}
