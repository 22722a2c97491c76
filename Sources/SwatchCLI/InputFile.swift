import Foundation
import SwatchJSON
import SwatchSpec

/// Reads a command's input, a file path or "-" for standard input, as bytes:
/// the decoders check the UTF-8 as they parse and name the line and column
/// of a bad byte. No more than the size limit and one byte is read.
enum InputFile {
    /// The input cannot be read at all (a missing file, a directory, a read
    /// error): the command exits 1.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The bytes of `path`. Throws `Failure` when it cannot be read, and a
    /// `SpecError` naming the limit (a bad document: exit 2) when it holds
    /// more than `limit` bytes; `what` names the document ("spec").
    static func bytes(_ path: String, limit: Int, what: String) throws -> [UInt8] {
        let name = path == "-" ? "standard input" : path
        let fd: Int32
        if path == "-" {
            fd = STDIN_FILENO
        } else {
            fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else {
                let code = errno
                throw Failure(description: code == ENOENT ? "\(path): no such file" : "\(path): cannot be read (\(errorText(code)))")
            }
            var info = stat()
            if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                close(fd)
                throw Failure(description: "\(path): is a directory")
            }
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, min($0.count, limit + 1 - bytes.count)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "\(name): cannot be read (\(errorText(errno)))")
            }
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        guard bytes.count <= limit else {
            var info = stat()
            let size = path != "-" && fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? "\(info.st_size) bytes" : "more than \(limit) bytes"
            throw SpecError("the \(what) is \(size); the limit is \(limit) bytes (\(limit >> 20) MiB)", path: nil, location: nil)
        }
        return bytes
    }

    /// The system's words for an error number ("No such file or directory").
    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// Writes a line to standard error (a failure there has nowhere to be told,
/// so it is ignored rather than trapping as `FileHandle.write` does).
func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
