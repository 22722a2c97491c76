import Foundation
import SwatchTestSupport
import XCTest

/// Every Swift and Objective-C code sample of the guide (content/guide/*.md),
/// the code of `swatch-import` figures included, compiles against the project's declarations of Texture's API: the
/// declarations the export is checked with (Tests/export/AsyncDisplayKit.swift
/// and Tests/export/include), with the part of the API only the guide's
/// samples use beside them (Tests/export/AsyncDisplayKit+Guide.swift and
/// include/AsyncDisplayKit/AsyncDisplayKit+Guide.h), written from the same
/// headers. Each Swift sample is type-checked on its own (`swiftc -typecheck`,
/// as a main file, so top-level statements are allowed); every Objective-C
/// sample goes through `clang -fsyntax-only`.
///
/// A sample that is not a whole file says what it needs in an HTML comment
/// just before its fence, which the page does not show:
///
///     <!-- sample: compiled inside
///     final class FeedCellNode: ASCellNode {
///         ...
///     }
///     -->
///
/// places the sample where the line `...` is; `compiled after` puts it after
/// the given code. A sample that cannot compile at all says why, and the test
/// prints the reason: `<!-- sample: not compiled: it needs the Objective-C
/// runtime (#selector) -->`. A reason is required.
final class GuideSampleTests: XCTestCase {
    static let guide = Fixtures.repositoryRoot.appendingPathComponent("content/guide")
    static let export = Fixtures.repositoryRoot.appendingPathComponent("Tests/export")

    /// Runs `body` with the compiler `tool` (skipping the test when it is
    /// not installed), the guide's samples in `language` (failing when there
    /// are fewer than `atLeast`), and a temporary folder removed after it;
    /// then reports the samples.
    private func compiling(
        _ language: Language, with tool: String, atLeast: Int, _ body: (String, [Sample], URL) throws -> Void
    ) throws {
        guard let compiler = ExportCompileTests.tool(tool) else { throw XCTSkip("\(tool) is not on PATH") }
        let samples = try Self.pageSamples().filter { $0.language == language }
        XCTAssertGreaterThanOrEqual(samples.count, atLeast, "the guide's \(language) samples are missing")
        let dir = try ExportCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try body(compiler, samples, dir)
        Self.report(samples)
    }

    func testEverySwiftSampleTypeChecks() throws {
        try compiling(.swift, with: "swiftc", atLeast: 10) { swiftc, samples, dir in
            // The declarations, as the module `AsyncDisplayKit`.
            let module = try Executable.runProgram(swiftc, [
                "-parse-as-library", "-module-name", "AsyncDisplayKit", "-emit-module", "-emit-module-path",
                dir.appendingPathComponent("AsyncDisplayKit.swiftmodule").path,
            ] + ExportCompileTests.swiftDeclarations.map(\.path))
            XCTAssertEqual(module.status, 0, module.stderr)
            guard module.status == 0 else { return }

            // One `swiftc` per sample (each is a main file of its own, and samples
            // may declare the same names), as many at a time as there are cores.
            let compiled = samples.filter { $0.skipReason == nil }
            let failures = Failures()
            DispatchQueue.concurrentPerform(iterations: compiled.count) { i in
                let sample = compiled[i]
                let file = dir.appendingPathComponent("sample\(i).swift")
                do {
                    try sample.source.write(to: file, atomically: true, encoding: .utf8)
                    let result = try Executable.runProgram(swiftc, ["-typecheck", "-I", dir.path, file.path])
                    if result.status != 0 || !result.stderr.isEmpty {
                        failures.add("\(sample.place): \n" + sample.numbered + "\n" + result.stderr)
                    }
                } catch {
                    failures.add("\(sample.place): \(error)")
                }
            }
            XCTAssertEqual(failures.all.sorted(), [], "of \(compiled.count) Swift samples")
        }
    }

    func testEveryObjectiveCSampleCompiles() throws {
        try compiling(.objectiveC, with: "clang", atLeast: 2) { clang, samples, dir in
            var failures: [String] = []
            for (i, sample) in samples.enumerated() where sample.skipReason == nil {
                let file = dir.appendingPathComponent("sample\(i).m")
                try sample.source.write(to: file, atomically: true, encoding: .utf8)
                let result = try Executable.runProgram(clang, [
                    "-fsyntax-only", "-target", "arm64-apple-ios14.0", "-fobjc-arc", "-fblocks", "-x", "objective-c",
                    "-Wall", "-Wextra", "-Wno-unused-parameter", "-Wno-unused-variable", "-Werror",
                    "-I", Self.export.appendingPathComponent("include").path, file.path,
                ])
                if result.status != 0 || !result.stderr.isEmpty {
                    failures.append("\(sample.place): \n" + sample.numbered + "\n" + result.stderr)
                }
            }
            XCTAssertEqual(failures, [], "of \(samples.count) Objective-C samples")
        }
    }

    /// The markers are read as documented, and a sample that skips
    /// compiling must say why.
    func testMarkersPlaceTheSampleOrSayWhyItIsLeftOut() throws {
        let page = """
            Text.

            ```swift
            let a = 1
            ```

            <!-- sample: compiled inside
            func f() {
                ...
            }
            -->
            ```swift
            let b = 2
            ```

            <!-- sample: compiled after
            let c = 3
            -->

            ```objc
            int d = c;
            ```

            <!-- sample: not compiled: it needs the Objective-C runtime -->
            ```swift
            let e = #selector(f)
            ```

            ```json
            {"not": "a sample"}
            ```
            """
        let samples = try Self.samples(page, page: "x.md")
        XCTAssertEqual(samples.map(\.place), ["x.md:3", "x.md:12", "x.md:20", "x.md:25"])
        XCTAssertEqual(samples[0].source, "import AsyncDisplayKit\n\nlet a = 1\n")
        XCTAssertEqual(samples[1].source, "import AsyncDisplayKit\n\nfunc f() {\nlet b = 2\n}\n")
        XCTAssertEqual(samples[2].source, "#import <AsyncDisplayKit/AsyncDisplayKit.h>\n#import <AsyncDisplayKit/AsyncDisplayKit+Guide.h>\n\nlet c = 3\nint d = c;\n")
        XCTAssertEqual(samples[3].skipReason, "it needs the Objective-C runtime")

        XCTAssertThrowsError(try Self.samples("<!-- sample: not compiled: -->\n```swift\nx\n```\n", page: "y.md")) { error in
            XCTAssertEqual("\(error)", "y.md:1: a sample that is not compiled must say why")
        }
        XCTAssertThrowsError(try Self.samples("<!-- sample: compiled inside\nfunc f() {}\n-->\n```swift\nx\n```\n", page: "z.md")) { error in
            XCTAssertEqual("\(error)", "z.md:1: `compiled inside` needs a line `...` where the sample goes")
        }
        XCTAssertThrowsError(try Self.samples("<!-- sample: compiled as is -->\n```swift\nx\n```\n", page: "w.md")) { error in
            XCTAssertEqual("\(error)", "w.md:1: unknown sample marker `compiled as is` (expected `compiled inside`, `compiled after` or `not compiled: REASON`)")
        }
    }

    // MARK: Reading the samples

    enum Language { case swift, objectiveC }

    struct Sample {
        var place: String
        var language: Language
        var code: String
        var before = ""
        var after = ""
        var skipReason: String?

        var source: String {
            let header = language == .swift
                ? "import AsyncDisplayKit\n\n"
                : "#import <AsyncDisplayKit/AsyncDisplayKit.h>\n#import <AsyncDisplayKit/AsyncDisplayKit+Guide.h>\n\n"
            return header + before + code + after
        }

        /// The source with line numbers, for failure messages.
        var numbered: String {
            source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .map { "\(String($0.offset + 1).leftPadded(4)) | \($0.element)" }.joined(separator: "\n")
        }
    }

    /// Failure messages collected from concurrent compilations.
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []

        func add(_ message: String) {
            lock.lock()
            messages.append(message)
            lock.unlock()
        }

        var all: [String] {
            lock.lock()
            defer { lock.unlock() }
            return messages
        }
    }

    struct MarkerError: Error, CustomStringConvertible {
        var description: String
    }

    static func pageSamples() throws -> [Sample] {
        let pages = try FileManager.default.contentsOfDirectory(atPath: guide.path).filter { $0.hasSuffix(".md") }.sorted()
        var out: [Sample] = []
        for page in pages {
            out += try samples(try Fixtures.text(guide.appendingPathComponent(page)), page: "content/guide/" + page)
        }
        return out
    }

    /// The code samples of one page, with the markers before them applied.
    static func samples(_ markdown: String, page: String) throws -> [Sample] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [Sample] = []
        var marker: (line: Int, text: [String])?
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if line.hasPrefix("<!-- sample:") {
                var text = [String(line.dropFirst("<!-- sample:".count))]
                let start = i
                while !text[text.count - 1].hasSuffix("-->"), i + 1 < lines.count {
                    i += 1
                    text.append(lines[i])
                }
                text[text.count - 1] = String(text[text.count - 1].dropLast(3))
                marker = (start + 1, text)
                i += 1
                continue
            }
            if line.hasPrefix("```") {
                let info = line.dropFirst(3).split(separator: " ").first.map(String.init) ?? ""
                var body: [String] = []
                let open = i
                i += 1
                while i < lines.count, !lines[i].hasPrefix("```") {
                    body.append(lines[i])
                    i += 1
                }
                i += 1
                var language: Language? = switch info {
                case "swift": .swift
                case "objc", "objective-c", "objectivec": .objectiveC
                default: nil
                }
                // Code a figure is imported from (`swatch-import`) is a sample
                // too, once: a block with `code=hidden` repeats code shown before.
                if info == "swatch-import", !line.contains("code=hidden") {
                    language = line.contains("language=objc") ? .objectiveC : .swift
                }
                if let language {
                    var sample = Sample(place: "\(page):\(open + 1)", language: language, code: body.joined(separator: "\n") + "\n")
                    if let marker { try apply(marker, to: &sample, page: page) }
                    out.append(sample)
                }
                marker = nil
                continue
            }
            if !line.allSatisfy(\.isWhitespace) { marker = nil }
            i += 1
        }
        return out
    }

    static func apply(_ marker: (line: Int, text: [String]), to sample: inout Sample, page: String) throws {
        let first = marker.text[0].trimmingCharacters(in: .whitespaces)
        let rest = Array(marker.text.dropFirst())
        func fail(_ message: String) -> MarkerError { MarkerError(description: "\(page):\(marker.line): \(message)") }
        if first.hasPrefix("not compiled:") {
            let reason = first.dropFirst("not compiled:".count).trimmingCharacters(in: .whitespaces)
            guard !reason.isEmpty else { throw fail("a sample that is not compiled must say why") }
            sample.skipReason = reason
        } else if first == "compiled inside" {
            guard let hole = rest.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "..." }) else {
                throw fail("`compiled inside` needs a line `...` where the sample goes")
            }
            sample.before = rest[..<hole].map { $0 + "\n" }.joined()
            sample.after = rest[(hole + 1)...].filter { !$0.isEmpty }.map { $0 + "\n" }.joined()
        } else if first == "compiled after" {
            sample.before = rest.filter { !$0.isEmpty }.map { $0 + "\n" }.joined()
        } else {
            throw fail("unknown sample marker `\(first)` (expected `compiled inside`, `compiled after` or `not compiled: REASON`)")
        }
    }

    /// Prints what was left out and why, so that a reader of the test log
    /// sees every exception.
    static func report(_ samples: [Sample]) {
        for sample in samples {
            if let reason = sample.skipReason { print("not compiled: \(sample.place): \(reason)") }
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
