import ArgumentParser
import SwatchJSON
import SwatchKit
import SwatchSpec

extension RangesFormat: ExpressibleByArgument {}

/// `swatch ranges`: run a range scenario and print every range update.
struct RangesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ranges",
        abstract: "Scroll a range scenario as Texture would and print each range update.",
        discussion: """
            The scenario format is SPEC.md's "Range scenarios": a table, collection or pager \
            full of cells, scrolled step by step. Each record gives the range mode, the \
            visible, display and preload rects, the items in each interface state, the \
            enter/exit callbacks in Texture's order and any batch fetch. A scenario with \
            "frames" adds to each record a model of that frame's cost without and with Texture \
            (SPEC.md "Frame timelines"), and --format timeline then draws the frames. Exit status: 0 on \
            success, 2 for a scenario that cannot be run (the error, with its JSON path and \
            line and column, or the size limit of \(ScenarioLimits.maxInputBytes >> 20) MiB, goes to standard error; invalid \
            UTF-8 is named by its line and column), 1 when the file cannot be read.
            """)

    @Argument(help: "A scenario file, or - for standard input.")
    var file: String

    @Option(name: .shortAndLong, help: "Output: json (one record a range update), svg (an animation of every update, SMIL) or timeline (an SVG chart of states over the updates; of the frames for a scenario with \"frames\").")
    var format: RangesFormat = .json

    @Option(help: "With --format svg: draw only this update (0-based) instead of the animation.")
    var step: Int?

    @OptionGroup var fontOptions: FontOptions

    func validate() throws {
        if let step {
            guard step >= 0 else { throw ValidationError("--step must be 0 or more") }
            guard format == .svg else { throw ValidationError("--step needs --format svg") }
        }
    }

    func run() throws {
        try DocumentInput(command: "ranges", file: file, limit: ScenarioLimits.maxInputBytes, what: "scenario").answer { bytes in
            let value = try JSONParser.parse(bytes: bytes)
            let cellFiles = try CellFiles.read(ScenarioDecoder.cellFileNames(value), besides: file)
            // Fonts are read only for scenarios that may have text nodes in their cells.
            let texts = [String(decoding: bytes, as: UTF8.self)] + cellFiles.values
            let measurer = texts.contains { $0.contains("\"text\"") } ? try? fontOptions.engine() : nil
            let (scenario, cells) = try ScenarioDecoder.decodeWithCells(value, textMeasurer: measurer, cellFiles: cellFiles)
            return RangesRenderer.render(scenario, try RangesDocument.run(scenario), format: format, step: step, rows: cells.rangeRows)
        }
    }
}
