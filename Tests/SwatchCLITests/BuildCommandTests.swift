import Foundation
import SwatchTestSupport
import XCTest

/// `swatch build`, run as the built binary on the real corpus of Texture's
/// documentation (../shared/corpora beside the repository).
final class BuildCommandTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = repository.deletingLastPathComponent().appendingPathComponent("shared/corpora/texture-docs")

    private var output: URL!

    override func setUpWithError() throws {
        output = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-build-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: output)
    }

    private func buildCorpus(_ extra: [String] = []) throws -> ExecutableResult {
        guard FileManager.default.fileExists(atPath: Self.corpus.path) else {
            throw XCTSkip("corpus not found at \(Self.corpus.path); skipped")
        }
        return try Executable.run(
            "swatch",
            ["build", "--content", Self.corpus.path, "--public", Self.repository.appendingPathComponent("Public").path,
             "--out", output.path] + extra)
    }

    /// Front matter `key: value` pairs, read naively (the corpus is simple).
    private func frontMatter(_ file: URL) throws -> [String: String] {
        var out: [String: String] = [:]
        var dashes = 0
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces) == "---" {
                dashes += 1
                if dashes == 2 { break }
                continue
            }
            guard dashes == 1, let colon = line.firstIndex(of: ":") else { continue }
            out[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return out
    }

    private func sources() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }

    func testCorpusBuildsAPagePerDocumentAndKeepsThePrevNextChain() throws {
        let result = try buildCorpus()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("swatch build: 85 pages, "), result.stdout)
        var chained = 0
        var permalinks: [String: String] = [:]
        for source in try sources() {
            permalinks[source.lastPathComponent] = try frontMatter(source)["permalink"]
        }
        for source in try sources() {
            let fields = try frontMatter(source)
            let permalink = try XCTUnwrap(fields["permalink"], source.lastPathComponent)
            let page = output.appendingPathComponent(String(permalink.dropFirst()))
            let html = try String(contentsOf: page, encoding: .utf8)
            XCTAssertTrue(html.contains("<nav class=\"sidebar\""), permalink)
            for (key, rel) in [("prevPage", "prev"), ("nextPage", "next")] {
                guard let value = fields[key], !value.isEmpty else { continue }
                // The target as the source names it, relative to the page.
                let target = URL(string: value, relativeTo: URL(string: "file://" + permalink))!.path
                guard permalinks.values.contains(target) else {
                    XCTAssertFalse(html.contains("rel=\"\(rel)\""), "\(permalink): \(key) names no page")
                    continue
                }
                let href = try XCTUnwrap(Self.attribute("href", ofLinkWith: "rel=\"\(rel)\"", in: html), "\(permalink) \(rel)")
                let resolved = URL(string: href, relativeTo: page)!.standardizedFileURL.path
                XCTAssertEqual(resolved, output.appendingPathComponent(String(target.dropFirst())).standardizedFileURL.path)
                chained += 1
            }
        }
        // 132 entries: one is empty, three name pages the corpus does not have.
        XCTAssertEqual(chained, 128, "prev/next links that name a page of the corpus")
    }

    /// The report lists exactly the internal links and anchors that are broken in
    /// the built site, as a browser following them from `file://` would find.
    func testBrokenLinkReportIsAccurate() throws {
        let result = try buildCorpus()
        XCTAssertEqual(result.status, 0, result.stderr)
        var permalinkOf: [String: String] = [:]
        for source in try sources() { permalinkOf[source.path] = try frontMatter(source)["permalink"] }

        // Reported: (page file, target path, fragment or "").
        var reported: Set<[String]> = []
        let lines = result.stderr.split(separator: "\n").filter { $0.contains(": warning: broken link: ") }
        XCTAssertEqual(lines.count, 68, "and 3 prev/next entries naming no page")
        for line in lines {
            let file = String(line[..<line.firstIndex(of: ":")!])
            let page = try XCTUnwrap(permalinkOf[file], file)
            if let range = line.range(of: ": nothing at ") {
                reported.insert([page, String(line[range.upperBound...]), ""])
            } else if let has = line.range(of: " has no anchor `#") {
                let target = line[..<has.lowerBound].split(separator: " ").last.map(String.init) ?? ""
                reported.insert([page, target, String(line[has.upperBound...].dropLast())])
            } else {
                XCTFail("unexpected report line: \(line)")
            }
        }

        // Found by following every link of the built pages.
        var found: Set<[String]> = []
        let root = output.standardizedFileURL.path
        for permalink in permalinkOf.values {
            let page = output.appendingPathComponent(String(permalink.dropFirst()))
            var html = try String(contentsOf: page, encoding: .utf8)
            while let open = html.range(of: "<!--"), let close = html.range(of: "-->", range: open.upperBound..<html.endIndex) {
                html.removeSubrange(open.lowerBound..<close.upperBound)
            }
            for url in Self.urls(in: html) where !url.isEmpty && !url.contains("://") && !url.hasPrefix("mailto:") {
                let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = parts[0].split(separator: "?").first.map(String.init) ?? ""
                let fragment = parts.count > 1 ? String(parts[1]) : ""
                let target = path.isEmpty ? page : URL(string: path, relativeTo: page)!.standardizedFileURL
                let targetPath = target.standardizedFileURL.path
                let sitePath = targetPath.hasPrefix(root) ? String(targetPath.dropFirst(root.count)) : targetPath
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: targetPath, isDirectory: &isDirectory), !isDirectory.boolValue else {
                    found.insert([permalink, sitePath, ""])
                    continue
                }
                guard !fragment.isEmpty, fragment != "top", targetPath.hasSuffix(".html") else { continue }
                let targetHTML = try String(contentsOfFile: targetPath, encoding: .utf8)
                let anchor = try NSRegularExpression(
                    pattern: #"\s(?:id|name)\s*=\s*["']"# + NSRegularExpression.escapedPattern(for: fragment) + #"["']"#)
                if anchor.firstMatch(in: targetHTML, range: NSRange(targetHTML.startIndex..., in: targetHTML)) == nil {
                    found.insert([permalink, sitePath, fragment])
                }
            }
        }
        XCTAssertEqual(reported.subtracting(found), [], "reported but not broken")
        XCTAssertEqual(found.subtracting(reported), [], "broken but not reported")
    }

    func testStrictModeFailsOnTheCorpusAndLeavesNoOutput() throws {
        let result = try buildCorpus(["--strict"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("error: broken link: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("swatch build: failed with 71 errors"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    func testSecondBuildChangesNothing() throws {
        // Built outside the assertion: an XCTSkip thrown inside XCTAssertEqual
        // would be recorded as a failure, not a skip.
        let first = try buildCorpus()
        XCTAssertEqual(first.status, 0, first.stderr)
        let again = try buildCorpus()
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("(nothing changed)"), again.stdout)
    }

    static func urls(in html: String) -> [String] {
        var out: [String] = []
        let pattern = try! NSRegularExpression(pattern: #"\s(?:href|src|action)\s*=\s*(?:"([^"]*)"|'([^']*)')"#)
        let range = NSRange(html.startIndex..., in: html)
        for match in pattern.matches(in: html, range: range) {
            for group in 1...2 {
                if let r = Range(match.range(at: group), in: html) {
                    out.append(String(html[r]).replacingOccurrences(of: "&amp;", with: "&"))
                }
            }
        }
        return out
    }

    static func attribute(_ name: String, ofLinkWith marker: String, in html: String) -> String? {
        guard let at = html.range(of: marker) else { return nil }
        let rest = html[at.upperBound...]
        guard let start = rest.range(of: "\(name)=\"") else { return nil }
        let value = rest[start.upperBound...]
        return value.firstIndex(of: "\"").map { String(value[..<$0]) }
    }
}
