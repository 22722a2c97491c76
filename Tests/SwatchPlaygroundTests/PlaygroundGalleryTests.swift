@testable import SwatchPlayground
import XCTest

/// The playground's gallery and lead: other specs listed by their titles,
/// every kind of document named.
final class PlaygroundGalleryTests: XCTestCase {
    func testOtherSpecsAreListedByTitleWithTheirFileNamed() {
        let html = PlaygroundGallery(
            presets: [],
            others: [
                .init(name: "batch-fetch-end", text: #"{"title": "The end of a feed: <no more> batches", "scenario": {}}"#),
                .init(name: "untitled-cell", text: #"{"sizeRange": [10, 10], "root": {"type": "node"}}"#),
                .init(name: "broken-one", text: #"{"title": "#),
            ],
            textMeasurer: nil
        ).html()
        XCTAssertTrue(html.contains("<summary>More specs (3)</summary>"), html)
        XCTAssertTrue(
            html.contains(
                #"<li><a href="/playground?spec=batch-fetch-end" data-spec="batch-fetch-end" title="The end of a feed: &lt;no more&gt; batches (content/specs/batch-fetch-end.json)">The end of a feed: &lt;no more&gt; batches</a></li>"#),
            html)
        XCTAssertTrue(html.contains(#"title="content/specs/untitled-cell.json">Untitled cell</a>"#), "no title: the name, as words")
        XCTAssertTrue(html.contains(#"title="content/specs/broken-one.json">Broken one</a>"#), "a spec that does not parse: the name")
        XCTAssertFalse(html.contains(">batch-fetch-end<"))
    }
}
