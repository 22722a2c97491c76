import ArgumentParser
import SwatchJSON
import SwatchSpec
import SwatchText

/// What the document commands (layout, ranges, transition, hit) share: the
/// input read (a file, or `-` for standard input, up to `limit` bytes), the
/// answer printed, and the exit statuses their `--help` gives: 1 when the
/// input (or a file it names) cannot be read or the answer cannot be
/// written, 2 for a document that cannot be used (the message, after the
/// command and the file, says where) or an answer over `AnswerLimits`, 0
/// otherwise.
///
///     try DocumentInput(command: "layout", file: file, limit: SpecLimits.maxInputBytes, what: "spec").answer { bytes in
///         try LayoutRenderer.renderBytes(bytes, format: .json) ...
///     }
struct DocumentInput {
    var command: String
    var file: String
    var limit: Int
    /// What the document is called in the size limit's message ("spec").
    var what: String

    /// Reads the input and prints what `answer` makes of it.
    func answer(_ answer: ([UInt8]) throws -> String) throws {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.bytes(file, limit: limit, what: what)
        } catch let error as InputFile.Failure {
            printError("swatch \(command): \(error)")
            throw ExitCode(1)
        } catch {
            throw refuse(error)
        }
        let output: String
        do {
            output = try answer(bytes)
        } catch let error as InputFile.Failure {
            printError("swatch \(command): \(error)")
            throw ExitCode(1)
        } catch {
            throw refuse(error)
        }
        try StandardOutput.answer(output, command: command)
    }

    /// Says why the document cannot be used; the exit to throw.
    func refuse(_ error: any Error) -> ExitCode {
        printError("swatch \(command): \(file == "-" ? "<stdin>" : file): \(error)")
        return ExitCode(2)
    }
}

extension FontOptions {
    /// The text engine when the document has text to measure (`needed`), else
    /// nil; when the fonts cannot be read, `refuse(reason)` says the document
    /// cannot be laid out (`requireText(nil, reason:)`), naming where its text is.
    func measurer(needed: Bool, refuse: (String) throws(SpecError) -> Void) throws(SpecError) -> TextEngine? {
        guard needed else { return nil }
        do {
            return try engine()
        } catch {
            try refuse(error.description)
            return nil
        }
    }
}
