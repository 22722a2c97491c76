import Foundation

/// A directory under the system's temporary folder, removed on `remove()`.
struct TemporaryDirectory {
    let path: String

    init(_ name: String = #function) throws {
        let base = FileManager.default.temporaryDirectory.path + "/swatch-tests-\(getpid())"
        let safe = name.filter { $0.isLetter || $0.isNumber }
        path = base + "/" + safe + "-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/" + relative)
    }

    /// Every file below `relative`, with its inode and modification time.
    func snapshot(_ relative: String) throws -> [String: (inode: UInt64, modified: Date, size: Int)] {
        let root = path + "/" + relative
        var out: [String: (UInt64, Date, Int)] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
        while let file = enumerator.nextObject() as? String {
            let attributes = try FileManager.default.attributesOfItem(atPath: root + "/" + file)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            out[file] = (
                (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0,
                attributes[.modificationDate] as? Date ?? .distantPast,
                (attributes[.size] as? NSNumber)?.intValue ?? 0
            )
        }
        return out
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
