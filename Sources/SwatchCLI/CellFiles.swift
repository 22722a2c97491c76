import Foundation
import SwatchSpec

/// The cell files a range scenario names (`items.cell` as a string): read
/// beside the scenario's file (or the working directory for standard input),
/// so that the readers never open a file themselves.
enum CellFiles {
    static func read(_ names: [String], besides scenario: String) throws -> [String: String] {
        var out = [String: String]()
        let directory = scenario == "-" ? "." : (scenario as NSString).deletingLastPathComponent
        for name in names {
            let path = name.hasPrefix("/") || directory.isEmpty ? name : directory + "/" + name
            let bytes: [UInt8]
            do {
                bytes = try InputFile.bytes(path, limit: SpecLimits.maxInputBytes, what: "cell file")
            } catch let failure as InputFile.Failure {
                throw InputFile.Failure(description: "the cell file \(failure)")
            }
            out[name] = String(decoding: bytes, as: UTF8.self)
        }
        return out
    }
}
