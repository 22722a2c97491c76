import Foundation

/// Seed documents for fuzzing, read from directories of JSON files: a spec
/// or scenario file as it is, and from a conformance case (`{"spec": ...}`,
/// `{"scenario": ...}`, as in `Tests/Fixtures`) the document inside, as
/// its bytes were written. Files are taken in name order, so the seeds are
/// the same from run to run.
public enum FuzzCorpus {
    public static func seeds(in directories: [String]) throws -> [[UInt8]] {
        var out: [[UInt8]] = []
        for directory in directories {
            for path in try files(in: directory) {
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
                out.append(inner(bytes) ?? bytes)
            }
        }
        return out
    }

    /// Swift and Objective-C sources under `directories` (`.swift`, `.m`,
    /// `.mm`, `.h`), sorted: seeds for fuzzing the importer.
    public static func codeSeeds(in directories: [String]) throws -> [[UInt8]] {
        var out: [[UInt8]] = []
        for directory in directories {
            for path in try files(in: directory, extensions: [".swift", ".m", ".mm", ".h"]) {
                out.append(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            }
        }
        return out
    }

    /// `.json` files under `directory`, sorted.
    static func files(in directory: String, extensions: [String] = [".json"]) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory])
        }
        var out: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if extensions.contains(where: { relative.hasSuffix($0) }) { out.append(directory + "/" + relative) }
        }
        return out.sorted()
    }

    /// The bytes of the `spec` or `scenario` object a case holds, if it is one.
    static func inner(_ bytes: [UInt8]) -> [UInt8]? {
        let tokens = JSONTokens(bytes)
        for key in tokens.strings {
            let name = String(decoding: bytes[key], as: UTF8.self)
            guard name == "\"spec\"" || name == "\"scenario\"" else { continue }
            guard let value = tokens.values.filter({ $0.lowerBound > key.upperBound }).min(by: { $0.lowerBound < $1.lowerBound })
            else { continue }
            return Array(bytes[value])
        }
        return nil
    }
}
