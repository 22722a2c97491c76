import SwatchJSON
import Foundation
import SwatchSpec

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

    /// A new temporary folder (its name starting `swatch-NAME-`) holding a
    /// guide of one page, `content/guide/a.md` ("Home page"), for a test to build.
    public static func temporaryGuide(_ name: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-\(name)-\(UUID().uuidString)")
        let guide = root.appendingPathComponent("content/guide")
        try FileManager.default.createDirectory(at: guide, withIntermediateDirectories: true)
        try Data("---\ntitle: Home page\n---\nHello.\n".utf8).write(to: guide.appendingPathComponent("a.md"))
        return root
    }

    /// The members of the conformance case `name` of a folder (its document,
    /// `expected`, `why`), as JSON values.
    public static func conformanceCase(_ kind: String, _ name: String) throws -> [String: JSONValue] {
        guard let members = try JSONParser.parse(try text(url(kind, name))).objectMembers else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return members
    }

    /// The fixture `name` of a folder.
    public static func url(_ kind: String, _ name: String) -> URL {
        directory.appendingPathComponent(kind).appendingPathComponent(name + ".json")
    }
}
