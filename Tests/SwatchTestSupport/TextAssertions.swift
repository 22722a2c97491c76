import XCTest

/// Asserts that `text` contains every one of `fragments`; each one missing is
/// its own failure, naming the fragment, with the text after it.
public func assertContains(
    _ text: String, _ fragments: [String], file: StaticString = #filePath, line: UInt = #line
) {
    for fragment in fragments where !text.contains(fragment) {
        XCTFail("missing \(fragment.debugDescription) in: \(text)", file: file, line: line)
    }
}

/// Asserts that `text` contains none of `fragments`; each one found is its
/// own failure, naming the fragment, with the text after it.
public func assertLacks(
    _ text: String, _ fragments: [String], file: StaticString = #filePath, line: UInt = #line
) {
    for fragment in fragments where text.contains(fragment) {
        XCTFail("unexpected \(fragment.debugDescription) in: \(text)", file: file, line: line)
    }
}
