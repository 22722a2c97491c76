import SwatchSite
import XCTest

/// The spec format reference says what a size of 10^7 or more does, in the
/// words the schema gives `sizeRange` and beside the limits.
final class SpecReferenceSizeTests: XCTestCase {
    func testTheReferenceSaysASizeOfTenToTheSevenLaysOutAsZero() throws {
        var options = SiteOptions()
        options.publishesSpecLanguage = true
        let site = try Site.render(SiteContent(pages: []), options: options)
        let page = String(decoding: try XCTUnwrap(site.file(at: "/guide/spec-format/")).contents, as: UTF8.self)
        XCTAssertTrue(page.contains("A size of 10^7 points or more in an axis, given here or computed for any element, lays out as 0 x 0"), "sizeRange's row")
        XCTAssertTrue(page.contains("A layout whose size is 10^7 points or more in an axis"), "beside the limits")
    }
}
