import SwatchGeometry
@testable import SwatchImport
import SwatchLayout
import SwatchSpec
import SwatchTestSupport
import XCTest

/// Imports code and looks at what came out: the spec's JSON, the
/// document the spec reader makes of it, and its frames laid out with the
/// monospace measurer (independent of fonts).
enum ImportHarness {
    struct Imported {
        var result: ImportResult
        var document: SpecDocument
        var json: JSONLookup

        var root: JSONLookup { json["root"] }
        var layout: JSONLookup { root["layout"] }

        func assumption(_ name: String) -> Assumption? { result.assumptions.first { $0.name == name } }

        /// Every display node's root-space frame, in sublayout order, by id.
        var frames: [(id: String, frame: Rect)] {
            let layout = document.layout(text: MonospaceTextMeasurer())
            return layout.frames(in: document.tree).map { (document.elements[$0.element].id, $0.frame) }
        }
    }

    static func run(
        _ code: String, _ language: ImportLanguage, className: String? = nil, set settings: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Imported {
        let options = ImportOptions(language: language, className: className, settings: settings.compactMap { AssumptionSetting(parsing: $0) })
        assertSameThroughBytes(code, options, file: file, line: line)
        switch CodeImport.run(code, options: options) {
        case .failure(let error):
            XCTFail("\(language.title): \(error)", file: file, line: line)
            throw error
        case .success(let result):
            let document = try SpecDecoder.decode(result.spec)
            return Imported(result: result, document: document, json: try JSONLookup(parsing: result.spec))
        }
    }

    /// The error importing `code` gives.
    static func error(_ code: String, _ language: ImportLanguage, className: String? = nil, set settings: [String] = []) -> ImportError? {
        let options = ImportOptions(language: language, className: className, settings: settings.compactMap { AssumptionSetting(parsing: $0) })
        assertSameThroughBytes(code, options)
        if case .failure(let error) = CodeImport.run(code, options: options) { return error }
        return nil
    }

    /// Everything an import gives (`swatch import --format json`: the spec,
    /// assumptions, warnings, sources), or its error, as text.
    static func answer(_ code: String, _ options: ImportOptions, throughBytes: Bool) -> String {
        do throws(ImportError) {
            let result = try CodeImport.importCode(code, options: options, throughBytes: throughBytes)
            return result.json + "\n" + result.className + " " + result.classes.joined(separator: ",") + " " + result.unusedSettings.joined(separator: ",")
        } catch {
            return "error: \(error.description)"
        }
    }

    /// The import gives the same answer, byte for byte, when each parsed
    /// source is written as bytes and read back before it runs.
    static func assertSameThroughBytes(_ code: String, _ options: ImportOptions, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(answer(code, options, throughBytes: true), answer(code, options, throughBytes: false), "through bytes", file: file, line: line)
    }

    /// Both languages' code import to the same spec; that spec.
    static func pair(
        swift: String, objc: String, className: String? = nil, set settings: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) throws -> Imported {
        let s = try run(swift, .swift, className: className, set: settings, file: file, line: line)
        let o = try run(objc, .objectiveC, className: className, set: settings, file: file, line: line)
        XCTAssertEqual(s.result.spec, o.result.spec, "Swift and Objective-C import alike", file: file, line: line)
        return s
    }
}
