import Foundation
import XCTest

/// A fresh directory under the system temporary directory, removed at tear-down.
func makeTemporaryDirectory(_ test: XCTestCase) throws -> String {
    let path = NSTemporaryDirectory() + "swatch-server-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// Writes a guide page: its front matter `fields` (`title: A`...), in
/// order, then `body`.
func writeGuidePage(_ fields: [String], _ body: String, to path: String) throws {
    try write((["---"] + fields + ["---", "", body]).joined(separator: "\n"), to: path)
}
