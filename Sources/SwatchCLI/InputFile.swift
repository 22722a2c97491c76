import Foundation

/// Reads a command's input: a file path, or "-" for standard input, with the
/// size limit the decoders enforce.
enum InputFile {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ path: String, limit: Int) throws -> String {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            let url = URL(fileURLWithPath: path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure(description: "\(path): no such file")
            }
            guard !isDirectory.boolValue else { throw Failure(description: "\(path): is a directory") }
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw Failure(description: "\(path): cannot be read (\(error.localizedDescription))")
            }
        }
        guard data.count <= limit else {
            throw Failure(description: "\(path == "-" ? "standard input" : path): \(data.count) bytes; the limit is \(limit)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Failure(description: "\(path == "-" ? "standard input" : path): not valid UTF-8")
        }
        return text
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
