import ArgumentParser
import Foundation
import SwatchSpec

/// Standard output, written with its errors checked: a write that fails (a
/// full disk, `> /dev/full`, a closed descriptor) is an error, exit status 1
/// with the system's reason, as in any Unix tool; `print` would drop it.
enum StandardOutput {
    /// A command's answer: held to `AnswerLimits` (exit 2 past it, as for a
    /// document that cannot be used), then written.
    static func answer(_ text: String, command: String) throws {
        do {
            try AnswerLimits.check(text.utf8.count, what: "answer")
        } catch {
            printError("swatch \(command): \(error)")
            throw ExitCode(2)
        }
        try write(text, command: command)
    }

    /// Writes `text` whole, or says why not on standard error and exits 1;
    /// `command` names the command in that message (nil: `swatch` itself).
    static func write(_ text: String, command: String?) throws {
        var text = text
        let failure: Int32? = text.withUTF8 { bytes -> Int32? in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure {
            printError("\(command.map { "swatch " + $0 } ?? "swatch"): cannot write the output: \(InputFile.errorText(failure))")
            throw ExitCode(1)
        }
    }
}
