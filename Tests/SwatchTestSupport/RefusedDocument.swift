import SwatchJSON
import SwatchSpec
import XCTest

/// A document a reader must refuse, and what its error must say: the JSON
/// path (nil: none, as for a syntax error), a part of the message, a line
/// and column (the ones given, when given).
public struct RefusedDocument {
    public var name: String
    public var text: String
    public var path: String?
    public var fragment: String
    public var line: Int?
    public var column: Int?

    public init(name: String, text: String, path: String?, fragment: String, line: Int? = nil, column: Int? = nil) {
        self.name = name
        self.text = text
        self.path = path
        self.fragment = fragment
        self.line = line
        self.column = column
    }

    /// Asserts that `read` refuses the text with such an error.
    public func assertRefused<T>(
        by read: (String) throws(SpecError) -> T, file: StaticString = #filePath, line testLine: UInt = #line
    ) {
        do {
            _ = try read(text)
            XCTFail("\(name): accepted", file: file, line: testLine)
        } catch {
            XCTAssertEqual(error.path?.description, path, "\(name): \(error)", file: file, line: testLine)
            XCTAssertTrue(error.message.contains(fragment), "\(name): \(error.message) lacks \(fragment)", file: file, line: testLine)
            XCTAssertNotNil(error.location, "\(name): no line and column", file: file, line: testLine)
            if let line { XCTAssertEqual(error.location?.line, line, name, file: file, line: testLine) }
            if let column { XCTAssertEqual(error.location?.column, column, name, file: file, line: testLine) }
        }
    }
}
