import Foundation
import SwatchMarkdown
import XCTest

/// The real Markdown pages of Texture's documentation (../shared/corpora beside
/// the repository): every page must parse.
final class CorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpora/texture-docs")

    private func corpusFiles() throws -> [URL] {
        guard FileManager.default.fileExists(atPath: Self.corpus.path) else {
            throw XCTSkip("corpus not found at \(Self.corpus.path); skipped")
        }
        return try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func testEveryPageParsesWithItsTitleAndNeighbours() throws {
        let files = try corpusFiles()
        XCTAssertEqual(files.count, 85)
        let parser = GuideParser(options: .init(trustsRawHTML: true))
        var titles = 0
        var neighbours = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let page: GuidePage
            do {
                page = try parser.parse(text, file: file.lastPathComponent)
            } catch {
                XCTFail("\(error)")
                continue
            }
            let source = Self.frontMatterLines(text)
            if let title = source["title"] {
                titles += 1
                XCTAssertFalse(page.title.isEmpty, file.lastPathComponent)
                XCTAssertFalse(page.title.contains("<"), "title keeps markup: \(page.title)")
                XCTAssertTrue(title.contains(page.title.prefix(3)), "\(title) vs \(page.title)")
            }
            XCTAssertEqual(page.permalink, source["permalink"], file.lastPathComponent)
            for (key, link) in [("prevPage", page.prev), ("nextPage", page.next)] {
                guard let value = source[key] else {
                    XCTAssertNil(link, "\(file.lastPathComponent) \(key)")
                    continue
                }
                neighbours += 1
                XCTAssertEqual(link?.target, value.isEmpty ? nil : value, "\(file.lastPathComponent) \(key)")
            }
            XCTAssertFalse(page.html.isEmpty, file.lastPathComponent)
            XCTAssertTrue(page.diagnostics.isEmpty)
        }
        XCTAssertEqual(titles, 85)
        XCTAssertEqual(neighbours, 132)
    }

    func testRawListingsWithBlankLinesAreNotReadAsMarkdown() throws {
        _ = try corpusFiles()
        let text = try String(contentsOf: Self.corpus.appendingPathComponent("layout2-layoutspec-types.md"), encoding: .utf8)
        let page = try GuideParser(options: .init(trustsRawHTML: true)).parse(text, file: "layout2-layoutspec-types.md")
        XCTAssertTrue(page.html.contains("}\n\n// set a size (but not position)\n- (ASLayoutSpec *)"))
        XCTAssertFalse(page.html.contains("<li>(ASLayoutSpec"))
        XCTAssertTrue(page.anchors.contains("asstacklayoutspec-flexbox-container"))
    }

    /// `key: value` pairs of the source's front matter, read naively (the corpus
    /// is simple), as an independent check of the parser.
    static func frontMatterLines(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "---" {
                if inside { break }
                inside = true
                continue
            }
            guard inside, let colon = trimmed.firstIndex(of: ":") else { continue }
            var value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            out[String(trimmed[..<colon])] = value
        }
        return out
    }
}
