import Foundation
import SwatchExport
import SwatchFonts
import SwatchLayout
import SwatchSpec
import SwatchTestSupport
import SwatchText
import XCTest

/// The proof that exported code builds the spec it came from. Every layout
/// spec of the content (content/specs, the guide's inline figures), the
/// export's own specs (Tests/export/specs: every element type and key)
/// and every conformance case (../shared/conformance/frames, when present) is exported
/// as Swift, and all of it compiled in one `swiftc` run against the project's
/// own declarations of Texture's API (Tests/export/AsyncDisplayKit.swift,
/// written from Texture's headers), whose classes record what they are given.
/// Each class's `layoutSpecThatFits:` runs; the recorded tree, turned back
/// into a spec (Tests/export/RecordedSpec.swift) and laid out by the engine,
/// must give the same frames, touch areas and size as the original. The
/// Objective-C export of the same specs must pass `clang -fsyntax-only`
/// against declarations of the same API (Tests/export/include).
final class ExportCompileTests: XCTestCase {
    struct Case {
        var name: String
        var document: SpecDocument
    }

    static let exportDirectory = Fixtures.repositoryRoot.appendingPathComponent("Tests/export")

    /// The module `AsyncDisplayKit`: what exported code uses, and beside it
    /// what the guide's samples use (GuideSampleTests).
    static let swiftDeclarations = ["AsyncDisplayKit.swift", "AsyncDisplayKit+Guide.swift"].map {
        exportDirectory.appendingPathComponent($0)
    }

    /// Every layout spec to check, named by where it comes from.
    static func cases() throws -> [Case] {
        var texts: [(String, String)] = []
        let root = Fixtures.repositoryRoot
        for file in Fixtures.jsonFiles(in: root.appendingPathComponent("content/specs")) {
            texts.append(("specs/" + file.deletingPathExtension().lastPathComponent, try Fixtures.text(file)))
        }
        // Specs written to use every element type and key the export writes.
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
            for file in Fixtures.jsonFiles(in: shared.appendingPathComponent("conformance/frames")) {
                let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
                let spec = try XCTUnwrap(object?["spec"], "\(file.lastPathComponent) has a spec")
                let data = try JSONSerialization.data(withJSONObject: spec)
                texts.append(("conformance/" + file.deletingPathExtension().lastPathComponent, String(decoding: data, as: UTF8.self)))
            }
        }
        var cases: [Case] = []
        for (name, text) in texts where DocumentKind.detect(text) == .layout {
            let document = try SpecDecoder.decode(text)
            // Texture's own nodes (buttons, network images, custom sizes)
            // are exported by their own code, checked where it is written.
            if Self.usesTextureNodes(document) { continue }
            cases.append(Case(name: name, document: document))
        }
        return cases
    }

    /// Whether the spec holds a button, a network image or a node whose size
    /// follows its width (a cell is exported as the node it is).
    static func usesTextureNodes(_ document: SpecDocument) -> Bool {
        for (info, element) in zip(document.elements, document.tree.elements) {
            if info.type == .button || info.type == .networkImage { return true }
            if case .aspect = element.kind { return true }
        }
        return false
    }

    /// The specs of a guide page's inline `swatch` fences.
    static func inlineFigures(_ markdown: String) -> [String] {
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

    static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") + ["/opt/swift/usr/bin"] {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func testExportedSwiftBuildsTheSameLayout() throws {
        guard let swiftc = Self.tool("swiftc") else { throw XCTSkip("swiftc is not on PATH") }
        if Fixtures.shared == nil { print("conformance cases skipped: ../shared is absent") }
        let cases = try Self.cases()
        XCTAssertGreaterThan(cases.count, 50, "the content's specs are missing")
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }

        // The declarations, as the module `AsyncDisplayKit`.
        let library = try Executable.runProgram(swiftc, [
            "-parse-as-library", "-module-name", "AsyncDisplayKit", "-emit-module", "-emit-module-path",
            dir.appendingPathComponent("AsyncDisplayKit.swiftmodule").path, "-emit-library", "-static",
            "-o", dir.appendingPathComponent("libAsyncDisplayKit.a").path,
        ] + Self.swiftDeclarations.map(\.path))
        XCTAssertEqual(library.status, 0, library.stderr)

        // Every spec's class in a file of its own, and a main that records them all.
        var files: [String] = []
        var main = "import AsyncDisplayKit\n\nlet cases: [(String, () -> ASDisplayNode, ASSizeRange)] = [\n"
        for (i, c) in cases.enumerated() {
            let className = "Export\(i)Node"
            let file = dir.appendingPathComponent("\(className).swift")
            try CodeExport.render(c.document, in: .swift, className: className).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
            let r = c.document.sizeRange
            func length(_ v: Double) -> String { v.isFinite ? "\(v)" : "CGFloat.infinity" }
            main += "    (\"\(i)\", { \(className)() }, ASSizeRange(min: CGSize(width: \(length(r.min.width)), height: \(length(r.min.height))), "
                + "max: CGSize(width: \(length(r.max.width)), height: \(length(r.max.height))))),\n"
        }
        main += """
            ]

            for (name, make, range) in cases {
                let node = make()
                print(name + "\\t" + RecordedSpec(node, range: range).element(node))
            }

            """
        let mainFile = dir.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        let program = dir.appendingPathComponent("exported").path
        let started = Date()
        let build = try Executable.runProgram(swiftc, [
            "-Onone", "-I", dir.path, "-L", dir.path, "-lAsyncDisplayKit", "-module-name", "Exported", "-o", program,
            Self.exportDirectory.appendingPathComponent("RecordedSpec.swift").path, mainFile.path,
        ] + files)
        XCTAssertEqual(build.status, 0, String(build.stderr.prefix(20_000)))
        guard build.status == 0 else { return }
        print("exported Swift of \(cases.count) specs compiled in \(Int(Date().timeIntervalSince(started))) s")
        let run = try Executable.runProgram(program, [])
        XCTAssertEqual(run.status, 0, run.stderr)

        var recorded: [String: String] = [:]
        for line in run.stdout.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2 { recorded[String(parts[0])] = String(parts[1]) }
        }
        let text = Self.textMeasurer
        var failures: [String] = []
        for (i, c) in cases.enumerated() {
            guard let element = recorded[String(i)] else {
                failures.append("\(c.name): nothing recorded")
                continue
            }
            do {
                let rebuilt = try SpecDecoder.decode(Self.spec(root: element, like: c.document))
                if let difference = try Self.difference(c.document, rebuilt, text: text) {
                    failures.append("\(c.name): \(difference)\n  recorded: \(element.prefix(2_000))")
                }
            } catch {
                failures.append("\(c.name): \(error)\n  recorded: \(element.prefix(2_000))")
            }
        }
        XCTAssertEqual(failures, [], "\(cases.count - failures.count) of \(cases.count) specs rebuilt the same layout")
    }

    func testExportedObjectiveCCompiles() throws {
        guard let clang = Self.tool("clang") else { throw XCTSkip("clang is not on PATH") }
        let cases = try Self.cases()
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [String] = []
        for (i, c) in cases.enumerated() {
            let file = dir.appendingPathComponent("Export\(i)Node.m")
            try CodeExport.render(c.document, in: .objectiveC).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let result = try Executable.runProgram(clang, [
            "-fsyntax-only", "-target", "arm64-apple-ios14.0", "-fobjc-arc", "-fblocks", "-x", "objective-c",
            "-Wall", "-Wextra", "-Wno-unused-parameter", "-Werror",
            "-I", Self.exportDirectory.appendingPathComponent("include").path,
        ] + files)
        XCTAssertEqual(result.status, 0, String(result.stderr.prefix(20_000)))
        XCTAssertEqual(result.stderr, "")
    }

    // MARK: Comparing layouts

    static let textMeasurer: any TextMeasuring = {
        let fonts = Fixtures.repositoryRoot.appendingPathComponent("Public/fonts").path
        if let engine = try? TextFontFiles.engine(directory: fonts) { return engine }
        return MonospaceTextMeasurer()
    }()

    /// A spec document holding `root`, laid out as `original` is.
    static func spec(root: String, like original: SpecDocument) -> String {
        let r = original.sizeRange
        func length(_ v: Double) -> String { v.isFinite ? JSONWriter.number(v) : "\"inf\"" }
        return "{\"sizeRange\": {\"min\": [\(length(r.min.width)), \(length(r.min.height))], "
            + "\"max\": [\(length(r.max.width)), \(length(r.max.height))]}, \"scale\": \(JSONWriter.number(original.scale)), "
            + "\"root\": \(root)}"
    }

    /// What differs between the two layouts, nodes compared by the names the
    /// export gave them; nil when nothing does.
    static func difference(_ original: SpecDocument, _ rebuilt: SpecDocument, text: any TextMeasuring) throws -> String? {
        let names = CodeExport.names(original)
        let rootIsNode = original.elements[0].type == .node || original.elements[0].type == .cell
        func frames(_ document: SpecDocument, rename: (String) -> String?) throws -> (size: [Double], nodes: [String]) {
            let json = FramesJSON.render(document, document.layout(text: text))
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
            let size = object["size"] as? [Double] ?? []
            var nodes: [String] = []
            for node in object["nodes"] as? [[String: Any]] ?? [] {
                guard let id = node["id"] as? String, let name = rename(id) else { continue }
                let parent = (node["parent"] as? String).flatMap(rename) ?? "-"
                nodes.append("\(name) in \(parent): frame \(node["frame"] ?? "?"), touch \(node["touch"] ?? "none")")
            }
            return (size, nodes)
        }
        var byID: [String: String] = [:]
        for (i, info) in original.elements.enumerated() { byID[info.id] = names[i] }
        let before = try frames(original) { byID[$0] }
        // The exported class holds a root that is not a node: leave its own node out.
        let after = try frames(rebuilt) { rootIsNode || $0 != "self" ? $0 : nil }
        if before.size != after.size { return "size \(after.size), expected \(before.size)" }
        if before.nodes != after.nodes {
            let missing = before.nodes.filter { !after.nodes.contains($0) }
            let extra = after.nodes.filter { !before.nodes.contains($0) }
            return "frames differ: expected \(missing.prefix(5)), got \(extra.prefix(5))"
        }
        return nil
    }
}
