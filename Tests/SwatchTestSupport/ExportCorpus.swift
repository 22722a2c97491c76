import Foundation
import SwatchSpec

/// The layout specs exported code is checked with: every layout spec of the
/// content (content/specs, the guide's inline figures), the export's own
/// specs (Tests/export/specs: every element type and key) and every
/// conformance case (../shared/conformance/frames and nodes, when present). The
/// export's compile check and the import's round trip both read them.
public enum ExportCorpus {
    public struct Case {
        public var name: String
        public var document: SpecDocument
        public var text: String
    }

    /// A conformance case without a spec.
    public struct MissingSpec: Error, CustomStringConvertible {
        public var file: String
        public var description: String { "\(file) has no spec" }
    }

    public static let exportDirectory = Fixtures.repositoryRoot.appendingPathComponent("Tests/export")

    /// Every layout spec to check, named by where it comes from.
    public static func cases() throws -> [Case] {
        var texts: [(String, String)] = []
        let root = Fixtures.repositoryRoot
        for file in Fixtures.jsonFiles(in: root.appendingPathComponent("content/specs")) {
            texts.append(("specs/" + file.deletingPathExtension().lastPathComponent, try Fixtures.text(file)))
        }
        for file in Fixtures.jsonFiles(in: exportDirectory.appendingPathComponent("specs")) {
            texts.append(("fixtures/" + file.deletingPathExtension().lastPathComponent, try Fixtures.text(file)))
        }
        let guide = root.appendingPathComponent("content/guide")
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: guide.path))?.sorted() ?? []
        for page in pages where page.hasSuffix(".md") {
            for (i, block) in inlineFigures(try Fixtures.text(guide.appendingPathComponent(page))).enumerated() {
                texts.append(("guide/\(page.dropLast(3))#\(i + 1)", block))
            }
        }
        if let shared = Fixtures.shared {
            for file in Fixtures.jsonFiles(in: shared.appendingPathComponent("conformance/frames"))
                + Fixtures.jsonFiles(in: shared.appendingPathComponent("conformance/nodes"))
            {
                let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
                guard let spec = object?["spec"] else {
                    throw MissingSpec(file: file.lastPathComponent)
                }
                let data = try JSONSerialization.data(withJSONObject: spec)
                texts.append(("conformance/" + file.deletingPathExtension().lastPathComponent, String(decoding: data, as: UTF8.self)))
            }
        }
        var cases: [Case] = []
        for (name, text) in texts where DocumentKind.detect(text) == .layout {
            cases.append(Case(name: name, document: try SpecDecoder.decode(text), text: text))
        }
        return cases
    }

    /// The specs of a guide page's inline `swatch` fences.
    public static func inlineFigures(_ markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if var open = current {
                if line.hasPrefix("```") {
                    blocks.append(open.joined(separator: "\n"))
                    current = nil
                } else {
                    open.append(line)
                    current = open
                }
            } else if line == "```swatch" || (line.hasPrefix("```swatch ") && !line.contains("spec=")) {
                current = []
            }
        }
        return blocks
    }
}
