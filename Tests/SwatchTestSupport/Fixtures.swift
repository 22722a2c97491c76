import Foundation

/// Paths tests read from: the project's own fixtures, and `../shared` beside
/// the repository (present on CI; tests that need it skip when it is absent).
public enum Fixtures {
    /// The repository root, found from this file's location.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let directory = repositoryRoot.appendingPathComponent("Tests/Fixtures")

    /// `../shared` next to the repository, if it exists.
    public static var shared: URL? {
        let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The `*.json` files of a fixture folder, sorted by name.
    public static func jsonFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    public static func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// The fixtures of a folder (`frames`, `ranges`...) by name, without `.json`.
    public static func names(_ kind: String) -> [String] {
        jsonFiles(in: directory.appendingPathComponent(kind)).map { $0.deletingPathExtension().lastPathComponent }
    }

    /// The fixture `name` of a folder.
    public static func url(_ kind: String, _ name: String) -> URL {
        directory.appendingPathComponent(kind).appendingPathComponent(name + ".json")
    }
}
