import ArgumentParser
import SwatchImport
import SwatchSpec

extension ImportLanguage: ExpressibleByArgument {}

/// `swatch import`: a node's Swift or Objective-C code read back into a spec.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read a node's layoutSpecThatFits: in Swift or Objective-C and print it as a layout spec.",
        discussion: """
            The code is a .swift, .m or .mm file (or - for standard input; the language is then \
            guessed unless --language says it). Its class (the one that implements \
            layoutSpecThatFits: or calculateSizeThatFits:, or the one --class names; a method \
            pasted alone is read too) is run as Texture would run it: its properties and \
            initializer, didLoad, then layoutSpecThatFits:, with helper methods, blocks, loops and \
            branches, every layout spec in either language's spellings, style set anywhere, and \
            the nodes' set-up (text and font size, images, button titles). The spec it prints is \
            the class's node with that layout, which swatch layout accepts. \
            \n\nWhat the code cannot tell is assumed and named, on standard error with its line and \
            column: a condition on data takes the branch that shows more, a count from data is 3, \
            text from a model is placeholder text, a constant from another file a value that fits \
            its use, the width constrainedSize.max.width and the screen's width are the size \
            range's (375). --set NAME=VALUE chooses: --set 'isOutgoing=false' --set \
            'comments=5' --set 'post.title=A longer title' --set 'StarRatingNode size=80x16'. \
            Objective-C macros and #if are read; a name #if cannot tell is a condition too. \
            \n\nExit status: 0 with the spec on standard output; 2 for code that cannot be read \
            (the line and column and what was expected go to standard error), a --set that names \
            no assumption, or a file over \(ImportLimits.maxSourceBytes >> 20) MiB; 1 when the file \
            cannot be read. --format json prints the spec with its assumptions and warnings as \
            one JSON object, for tools.
            """)

    @Argument(help: "A .swift, .m or .mm file, or - for standard input.")
    var file: String

    @Option(help: "The code's language (default: from the file's extension, else guessed from the code).")
    var language: ImportLanguage?

    @Option(name: .customLong("class"), help: "The class to lay out, when the file has several.")
    var className: String?

    @Option(name: .customLong("set"), help: ArgumentHelp(
        "Choose an assumption's value: NAME=VALUE (true/false, a number, text, or a size as WxH).",
        valueName: "NAME=VALUE"))
    var settings: [String] = []

    @Option(help: "spec (the layout spec) or json (the spec with its assumptions and warnings).")
    var format: OutputFormat = .spec

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case spec, json
    }

    func validate() throws {
        for s in settings where AssumptionSetting(parsing: s) == nil {
            throw ValidationError("--set takes NAME=VALUE, not \"\(s)\"")
        }
    }

    func run() throws {
        let name = file == "-" ? "<stdin>" : file
        let bytes: [UInt8]
        do {
            bytes = try InputFile.bytes(file, limit: ImportLimits.maxSourceBytes, what: "code")
        } catch let error as InputFile.Failure {
            printError("swatch import: \(error)")
            throw ExitCode(1)
        } catch {
            printError("swatch import: \(name): \(error)")
            throw ExitCode(2)
        }
        let source: String
        switch ImportSourceText.decode(bytes) {
        case .success(let text): source = text
        case .failure(let error):
            printError("swatch import: \(name): \(error)")
            throw ExitCode(2)
        }
        let options = ImportOptions(
            language: language, className: className, settings: settings.compactMap { AssumptionSetting(parsing: $0) },
            fileName: file == "-" ? nil : file)
        switch CodeImport.run(source, options: options) {
        case .failure(let error):
            printError("swatch import: \(name): \(error)")
            throw ExitCode(2)
        case .success(let result):
            if !result.unusedSettings.isEmpty, format == .spec {
                var names: [String] = []
                for a in result.assumptions where !names.contains(a.name) { names.append(a.name) }
                printError("swatch import: \(name): --set \(result.unusedSettings.joined(separator: ", ")): the code has no assumption of that name"
                    + (names.isEmpty ? "" : "; its assumptions are " + names.joined(separator: ", ")))
                throw ExitCode(2)
            }
            for message in result.messages { printError("swatch import: \(name): \(message)") }
            try StandardOutput.write(format == .json ? result.json : result.spec, command: "import")
        }
    }
}
