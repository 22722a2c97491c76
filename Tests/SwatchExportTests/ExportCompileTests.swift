import Foundation
import SwatchExport
import SwatchFonts
import SwatchGeometry
import SwatchJSON
import SwatchLayout
import SwatchSpec
import SwatchTestSupport
import SwatchText
import XCTest

/// The proof that exported code builds the spec it came from. Every layout
/// spec of the content (content/specs, the guide's inline figures), the
/// export's own specs (Tests/export/specs: every element type and key)
/// and every conformance case (../shared/conformance/frames and nodes, when
/// present) is exported
/// as Swift, and all of it compiled in one `swiftc` run against the project's
/// own declarations of Texture's API (Tests/export/AsyncDisplayKit.swift,
/// written from Texture's headers), whose classes record what they are given.
/// Each class's `layoutSpecThatFits:` runs; the recorded tree, turned back
/// into a spec (Tests/export/RecordedSpec.swift) and laid out by the engine,
/// must give the same frames, touch areas and size as the original. The
/// Objective-C export of the same specs must pass `clang -fsyntax-only`
/// against declarations of the same API (Tests/export/include).
final class ExportCompileTests: XCTestCase {
    typealias Case = ExportCorpus.Case

    static let exportDirectory = ExportCorpus.exportDirectory

    /// The module `AsyncDisplayKit`: what exported code uses, and beside it
    /// what the guide's samples use (GuideSampleTests).
    static let swiftDeclarations = ["AsyncDisplayKit.swift", "AsyncDisplayKit+Guide.swift"].map {
        exportDirectory.appendingPathComponent($0)
    }

    /// Every layout spec to check (`ExportCorpus`), named by where it comes from.
    static func cases() throws -> [Case] { try ExportCorpus.cases() }

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

    /// Exported Swift as Linux can compile it: it has no Objective-C runtime,
    /// so an action's `@objc` goes and `#selector(name)` becomes
    /// `Selector(Self.name)` (the declarations' stand-in, which still needs
    /// the method to exist).
    static func linuxSwift(_ code: String) -> String {
        code.replacingOccurrences(of: "@objc ", with: "").replacingOccurrences(of: "#selector(", with: "Selector(Self.")
    }

    /// The round trip proves only what its specs hold: every element type,
    /// each of its keys, every key of the objects they hold (a button's
    /// title and images, an image modification of each kind, a round
    /// border's width and colour) and every style key appear in some case,
    /// and so do a network image before and after its download, and a
    /// node sized each way a custom node answers for its size.
    func testTheRoundTripCoversEveryElementTypeAndKey() throws {
        let cases = try Self.cases()
        var seen = Set<String>()
        func visitObject(_ object: [String: Any], as path: String) {
            for (key, value) in object {
                seen.insert(path + "." + key)
                if let inner = value as? [String: Any], inner["type"] == nil { visitObject(inner, as: path + "." + key) }
            }
        }
        func visit(_ value: Any) {
            if let list = value as? [Any] {
                list.forEach(visit)
            } else if let object = value as? [String: Any] {
                if let type = object["type"] as? String {
                    seen.insert(type)
                    for (key, inner) in object where key != "type" {
                        seen.insert(type + "." + key)
                        if key == "style", let style = inner as? [String: Any] { visitObject(style, as: "style") }
                        else if let nested = inner as? [String: Any], nested["type"] == nil { visitObject(nested, as: type + "." + key) }
                    }
                }
                object.values.forEach(visit)
            }
        }
        for c in cases { visit(try JSONSerialization.jsonObject(with: Data(c.text.utf8))) }

        var expected: [String] = []
        func expect(_ keys: [KeySchema], as path: String) {
            for key in keys {
                expected.append(path + "." + key.name)
                if case .object(let object) = key.value { expect(object.keys, as: path + "." + key.name) }
            }
        }
        for type in ElementType.allCases {
            expected.append(type.name)
            expect(type.schema.keys, as: type.name)
        }
        expected += SpecSchema.style.keys.map { "style." + $0.name }
        XCTAssertEqual(expected.filter { !seen.contains($0) }, [], "keys no round-trip case uses")

        // The states that lay out differently, from the documents themselves.
        var states = Set<String>()
        for c in cases {
            for (i, info) in c.document.elements.enumerated() {
                if let image = info.networkImage {
                    states.insert(image.showsDownloadedImage ? "downloaded network image" : "network image waiting")
                }
                switch c.document.tree.elements[i].kind {
                case .node(_?): states.insert("node of an intrinsic size")
                case .aspect: states.insert("node of an aspect ratio")
                default: break
                }
            }
        }
        XCTAssertEqual(states.sorted(), [
            "downloaded network image", "network image waiting", "node of an aspect ratio",
            "node of an intrinsic size",
        ])
    }

    /// The content's specs and the guide's figures are what readers copy:
    /// no layout spec there is told apart by a number (`insetSpec2`), and
    /// none without an id is named for its kind alone (`insetSpec`).
    func testTheContentsSpecsAreNamedForWhatTheyHold() throws {
        var checked = 0
        var failures: [String] = []
        for c in try Self.cases() where c.name.hasPrefix("specs/") || c.name.hasPrefix("guide/") {
            let names = CodeExport.names(c.document)
            let code = CodeExport.render(c.document, in: .swift)
            for (i, info) in c.document.elements.enumerated() where !info.type.isDisplayNode && info.part == nil {
                // A spec the code returns as it makes it has no name.
                guard let name = names[i], code.contains("let \(name) = ") else { continue }
                checked += 1
                guard !info.hasExplicitID else { continue }
                // `ASInsetLayoutSpec` alone would make `insetSpec`.
                let kind = info.type.schema.textureClass.dropFirst(2).replacingOccurrences(of: "LayoutSpec", with: "")
                if name.last?.isNumber == true || name == kind.prefix(1).lowercased() + kind.dropFirst() + "Spec" {
                    failures.append("\(c.name): \(name)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 50)
        XCTAssertEqual(failures, [])
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

        // Every spec's class in a file of its own, and a main that records
        // them all, each made with the assets its spec names.
        var files: [String] = []
        var main = "import AsyncDisplayKit\n\n"
            + "let cases: [(String, () -> ASDisplayNode, ASSizeRange, [String: CGSize], [(String, CGSize)])] = [\n"
        for (i, c) in cases.enumerated() {
            let className = "Export\(i)Node"
            let file = dir.appendingPathComponent("\(className).swift")
            try Self.linuxSwift(CodeExport.render(c.document, in: .swift, className: className))
                .write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
            let r = c.document.sizeRange
            func length(_ v: Double) -> String { v.isFinite ? "\(v)" : "CGFloat.infinity" }
            func size(_ s: Size) -> String { "CGSize(width: \(length(s.width)), height: \(length(s.height)))" }
            var assets = ""
            for asset in CodeExport.assets(c.document) { assets += "\(JSONWriter.string(asset.name)): \(size(asset.size)), " }
            // A loaded network image's download, which code cannot hold.
            var downloads = ""
            let names = CodeExport.names(c.document)
            for (n, info) in c.document.elements.enumerated() {
                if let state = info.networkImage, state.showsDownloadedImage, let downloaded = state.imageSize, let name = names[n] {
                    downloads += "(\(JSONWriter.string(name)), \(size(downloaded))), "
                }
            }
            main += "    (\"\(i)\", { \(className)() }, ASSizeRange(min: \(size(r.min)), max: \(size(r.max))), "
                + "[\(assets.isEmpty ? ":" : assets)], [\(downloads)]),\n"
        }
        main += """
            ]

            for (name, make, range, assets, downloads) in cases {
                UIImage.assets = assets
                let node = make()
                for (property, size) in downloads { RecordedSpec.download(node, property: property, size: size) }
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
        func frames(_ document: SpecDocument, rename: (String) -> String?) throws -> (size: [Double], nodes: [String], spoken: [String]) {
            let json = FramesJSON.render(document, document.layout(text: text))
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
            let size = object["size"] as? [Double] ?? []
            var nodes: [String] = []
            for node in object["nodes"] as? [[String: Any]] ?? [] {
                guard let id = node["id"] as? String, let name = rename(id) else { continue }
                let parent = (node["parent"] as? String).flatMap(rename) ?? "-"
                let measure = node["measure"] as? [String: Any] ?? [:]
                let counts = "\(measure["calculations"] ?? "?") calculated, \(measure["cacheHits"] ?? "?") cached"
                nodes.append("\(name) in \(parent): frame \(node["frame"] ?? "?"), touch \(node["touch"] ?? "none"), \(counts)")
            }
            // What VoiceOver reads, the nodes each element stands for renamed.
            var spoken: [String] = []
            for element in object["accessibility"] as? [[String: Any]] ?? [] {
                let ids = (element["nodes"] as? [String] ?? []).map { rename($0) ?? "?" }
                spoken.append("\(element["label"] ?? "?") \(element["traits"] ?? "?") at \(element["frame"] ?? "?") for \(ids), actions \(element["actions"] ?? "?")")
            }
            return (size, nodes, spoken)
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
        if before.spoken != after.spoken { return "VoiceOver reads \(after.spoken), expected \(before.spoken)" }
        // What each image's modification block does (its colour aside: the
        // recorder writes it as rgba()).
        func modifications(_ document: SpecDocument, rename: (String) -> String?) -> [String] {
            var out: [String] = []
            for info in document.elements {
                guard let modification = info.imageModification, let name = rename(info.id) else { continue }
                switch modification {
                case .roundBorder(let width, let color): out.append("\(name): round border \(width)\(color == nil ? "" : " coloured")")
                case .cornerRadius(let radius): out.append("\(name): corners \(radius)")
                case .tint: out.append("\(name): tint")
                }
            }
            return out.sorted()
        }
        let modified = modifications(rebuilt) { $0 }
        if modifications(original, rename: { byID[$0] }) != modified {
            return "image modifications differ: expected \(modifications(original) { byID[$0] }), got \(modified)"
        }
        return nil
    }
}
