import Foundation
import SwatchPlayground
import XCTest

@testable import SwatchSite

/// The files beside js/swatch.js: each module as a `.wasm` file and as a
/// script carrying it as base64, the fonts' script, or the reason a module
/// is missing.
final class EngineFilesTests: XCTestCase {
    func directory(_ name: String) throws -> String {
        let directory = NSTemporaryDirectory() + "swatch-\(name)-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    func text(_ files: EngineFiles, _ path: String) -> String? {
        files.files.first { $0.publicPath == path }.map { String(decoding: $0.contents, as: UTF8.self) }
    }

    func testEachModuleTravelsAsItsBytesAndAsBase64InAScript() throws {
        let directory = try directory("modules")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (n, module) in EngineModule.allCases.enumerated() {
            let bytes: [UInt8] = [0, 0x61, 0x73, 0x6D, 1, 0, 0, 0, UInt8(n)]
            FileManager.default.createFile(atPath: directory + "/" + module.fileName, contents: Data(bytes))
        }
        let files = EngineFiles.make(textEngine: nil, environment: ["SWATCH_WASM": directory])
        XCTAssertNil(files.note)
        XCTAssertEqual(text(files, "js/swatch-fonts.js"), "swatch._fonts(null);\n")
        for (n, module) in EngineModule.allCases.enumerated() {
            let bytes: [UInt8] = [0, 0x61, 0x73, 0x6D, 1, 0, 0, 0, UInt8(n)]
            let wasm = files.files.first { $0.publicPath == "js/" + module.fileName }
            XCTAssertEqual(wasm?.contents, bytes, module.rawValue)
            XCTAssertEqual(wasm?.mediaType, "application/wasm")
            XCTAssertEqual(
                text(files, "js/" + module.scriptName),
                "swatch._module(\"\(module.rawValue)\", \"\(Data(bytes).base64EncodedString())\");\n")
        }
        XCTAssertEqual(Set(files.files.map { $0.publicPath }), Set(EngineFiles.publicPaths))
    }

    func testAMissingModuleMakesAScriptThatTellsThePageWhyAndANote() throws {
        let directory = try directory("some-modules")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        FileManager.default.createFile(atPath: directory + "/swatch-core.wasm", contents: Data([0, 0x61, 0x73, 0x6D]))
        let files = EngineFiles.make(textEngine: nil, environment: ["SWATCH_WASM": directory])
        XCTAssertNotNil(files.files.first { $0.publicPath == "js/swatch-core.wasm" })
        XCTAssertNil(files.files.first { $0.publicPath == "js/swatch-code.wasm" })
        let script = text(files, "js/swatch-code-module.js") ?? ""
        XCTAssertTrue(script.hasPrefix("swatch._missing(\"code\", \""), script)
        XCTAssertTrue(script.contains("\(directory)/swatch-code.wasm cannot be read"), script)
        XCTAssertEqual(
            files.note,
            "the engine's ranges module (range scenarios) \(directory)/swatch-ranges.wasm cannot be read; "
                + "the engine's frames module (frame timelines) \(directory)/swatch-frames.wasm cannot be read; "
                + "the engine's transitions module \(directory)/swatch-transitions.wasm cannot be read; "
                + "the engine's module for transition states' tabs \(directory)/swatch-states.wasm cannot be read; "
                + "the engine's code export module \(directory)/swatch-code.wasm cannot be read; "
                + "the engine's code import module \(directory)/swatch-import.wasm cannot be read; "
                + "the engine's code import module that runs the code \(directory)/swatch-import_run.wasm cannot be read; "
                + "the engine's code import module that builds the spec \(directory)/swatch-import_build.wasm cannot be read; "
                + "the engine's edit module (the spec tree's edits) \(directory)/swatch-edit.wasm cannot be read; the page's engine will say so")
    }

    func testReasonsAreQuotedSoNoScriptTagCanEndThem() throws {
        let files = EngineFiles.make(textEngine: nil, environment: ["SWATCH_WASM": "/nonexistent/a \"b\" </script>"])
        let script = text(files, "js/swatch-core-module.js") ?? ""
        XCTAssertTrue(script.contains("/nonexistent/a \\\"b\\\" \\u003c/script>/swatch-core.wasm cannot be read"), script)
    }

    func testTheSiteGetsTheFilesBesideSwatchJS() {
        let file = EngineFiles.File(publicPath: "js/swatch-core.wasm", contents: [], mediaType: "application/wasm")
        XCTAssertEqual(file.sitePath, "public/js/swatch-core.wasm")
    }
}
