import SwatchSite
import XCTest

/// The spec format reference's key tables are tables (not lines of pipes),
/// in words that read naturally, and its search text has no table markup.
final class SpecReferenceTableTests: XCTestCase {
    private func renderedSite() throws -> RenderedSite {
        var options = SiteOptions()
        options.publishesSpecLanguage = true
        return try Site.render(SiteContent(pages: []), options: options)
    }

    /// The text of the rendered site's file at `path`.
    private func renderedText(_ path: String) throws -> String {
        String(decoding: try XCTUnwrap(try renderedSite().file(at: path), "no file at \(path)").contents, as: UTF8.self)
    }

    func testTheKeyTablesAreTablesWithHeaderCells() throws {
        let page = try renderedText("/guide/spec-format/")
        let tables = page.components(separatedBy: "<table>").count - 1
        XCTAssertGreaterThanOrEqual(tables, 30)
        XCTAssertEqual(page.components(separatedBy: "<thead>\n<tr>\n<th>").count - 1, tables, "every table has header cells")
        XCTAssertTrue(page.contains("<th>key</th>\n<th>value</th>\n<th>default</th>\n<th>Texture</th>\n<th>meaning</th>"))
        XCTAssertFalse(page.contains("|---"), "no delimiter row is left as text")
        XCTAssertFalse(page.contains("| key |"))
    }

    func testValueRangesReadAsWords() throws {
        let page = try renderedText("/guide/spec-format/")
        XCTAssertTrue(page.contains("<td>number from 0.1 to 16</td>"), "scale")
        XCTAssertTrue(page.contains("<td>whole number from 1 to 1000</td>"))
        XCTAssertTrue(page.contains("<td>number greater than 0</td>"))
        XCTAssertTrue(page.contains("<td>number of 0 or more</td>"))
        XCTAssertFalse(page.contains(", be "), "no requirement's verb is left in a value")
        XCTAssertFalse(page.contains("not be negative"))
    }

    func testTheSearchTextHasNoTableMarkup() throws {
        let index = try renderedText("/search-index.json")
        let start = try XCTUnwrap(index.range(of: "\"url\":\"/guide/spec-format/\""))
        let entry = index[start.lowerBound...].prefix { $0 != "\n" }
        XCTAssertTrue(entry.contains("flexGrow"), "the keys are searchable")
        XCTAssertFalse(entry.contains("|"), String(entry.prefix(400)))
    }
}
