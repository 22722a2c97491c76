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

    /// ArgumentParser's `main`, except that what it prints on standard output
    /// (the help of `--help`, `help` or `swatch` alone) is written as every
    /// command's answer is: a write that fails exits 1 with the system's
    /// reason (ArgumentParser's `print` drops the error and exits 0).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let message = fullMessage(for: error)
            if exitCode(for: error) == .success && !message.isEmpty {
                do {
                    try StandardOutput.write(message + "\n", command: nil)
                } catch {
                    exit(withError: error)
                }
                exit(withError: nil)
            }
            exit(withError: error)
        }
    }
}
