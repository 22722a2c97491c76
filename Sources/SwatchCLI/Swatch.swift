import ArgumentParser

/// `swatch`: Texture's layout and range engines, a live guide and its static site.
@main
struct Swatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swatch",
        abstract: "Explore Texture's layout specs and working ranges: engines, a live guide, a static site.",
        subcommands: [
            LayoutCommand.self, ExplainCommand.self, ImportCommand.self, HitCommand.self, RangesCommand.self, TransitionCommand.self, SchemaCommand.self, ServeCommand.self,
            BuildCommand.self,
        ])
}
