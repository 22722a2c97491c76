import ArgumentParser
import SwatchGeometry
import SwatchJSON
import SwatchKit
import SwatchSpec
import SwatchText

/// `swatch hit`: which node a touch at each point is delivered to.
struct HitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hit",
        abstract: "Say which node a touch at each point would reach on iOS.",
        discussion: """
            Lays the spec out and, for each point X,Y in the root's coordinates, runs \
            UIKit's hitTest:withEvent: over the display nodes with Texture's \
            pointInside:withEvent: (each node's hitTestSlop, userInteractionEnabled). \
            Prints SPEC.md's {"hits": [...]}: the node that receives the touch (or null) \
            and the chain from the root to it. Points may be negative: -0.25,10 is a \
            point, not an option. Exit status: 0 on success, 2 for a spec that cannot be \
            laid out or a malformed point (the message says where), 1 when the file \
            cannot be read.
            """)

    @Argument(help: "A spec file, or - for standard input.")
    var file: String

    @Argument(parsing: .allUnrecognized, help: "Points X,Y in root coordinates, such as 40,12 or -0.25,10.")
    var points: [String] = []

    @Option(name: .shortAndLong, help: "Output: json ({\"hits\": [...]}).")
    var format: HitFormat = .json

    @OptionGroup var fontOptions: FontOptions

    enum HitFormat: String, ExpressibleByArgument, CaseIterable {
        case json
    }

    func validate() throws {
        guard !points.isEmpty else { throw ValidationError("give at least one point X,Y after the spec file") }
    }

    func run() throws {
        var parsed: [Point] = []
        for (n, text) in points.enumerated() {
            guard let point = HitPoint.parse(text) else {
                if text.hasPrefix("--") {
                    printError("swatch hit: unknown option \(text) (see swatch help hit)")
                    throw ExitCode(2)
                }
                printError("swatch hit: point \(n + 1) \"\(text)\": \(HitPoint.expected)")
                throw ExitCode(2)
            }
            parsed.append(point)
        }
        try DocumentInput(command: "hit", file: file, limit: SpecLimits.maxInputBytes, what: "spec").answer { bytes in
            let document = try SpecDecoder.decode(bytes: bytes)
            let measurer = try fontOptions.measurer(needed: document.firstTextElement != nil) {
                (reason: String) throws(SpecError) in try document.requireText(nil, reason: reason)
            }
            return try HitRenderer.render(document, points: parsed, textMeasurer: measurer)
        }
    }
}
