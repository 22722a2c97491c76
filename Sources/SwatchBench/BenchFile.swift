#if canImport(Glibc)
import Glibc
#endif

/// A file the benchmarks read (a spec, from the repository root).
enum BenchFile {
    static func bytes(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
        }
        return bytes
    }

    /// The text of `path`; nil, once `bench` has said it cannot open it.
    static func text(_ path: String, for bench: String) -> String? {
        guard let bytes = bytes(path) else {
            print("\(bench): cannot open \(path) (run from the repository root)")
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The whole number in the environment variable `name` (a benchmark's
    /// rounds), or `fallback` when it is unset or not a number.
    static func count(fromEnvironment name: String, default fallback: Int) -> Int {
        Int(getenv(name).map { String(cString: $0) } ?? "") ?? fallback
    }
}
