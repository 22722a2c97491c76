import Glibc

/// The names in a directory (without `.` and `..`), read one at a time.
enum DirectoryNames {
    /// Calls `body` with each name until it returns false; false when the
    /// directory cannot be opened.
    @discardableResult
    static func forEach(in path: String, _ body: (String) -> Bool) -> Bool {
        guard let directory = opendir(path) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            if !body(name) { break }
        }
        return true
    }
}
