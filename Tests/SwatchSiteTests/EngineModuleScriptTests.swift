import Foundation
import XCTest

@testable import SwatchSite

/// js/swatch-module.js and js/swatch-code-module.js: each module (the
/// engine's with the fonts) for window.swatch, or the reason it is missing.
final class EngineModuleScriptTests: XCTestCase {
    func testAMissingModuleMakesAScriptThatTellsThePageWhy() {
        let script = EngineModuleScript(modulePath: nil, textEngine: nil)
        let text = String(decoding: script.contents, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("swatch._missing(\"engine\", \""), text)
        XCTAssertTrue(text.contains("make wasm"), text)
        XCTAssertEqual(script.problem.map { text.contains($0) }, true)
    }

    func testAnUnreadableModuleIsNamedInTheReason() {
        let script = EngineModuleScript(modulePath: "/nonexistent/swatch.wasm", textEngine: nil)
        XCTAssertEqual(script.problem, "the WebAssembly engine /nonexistent/swatch.wasm cannot be read")
        let code = EngineModuleScript(module: .code, modulePath: "/nonexistent/swatch-code.wasm", textEngine: nil)
        XCTAssertEqual(code.problem, "the WebAssembly code export /nonexistent/swatch-code.wasm cannot be read")
        XCTAssertTrue(String(decoding: code.contents, as: UTF8.self).hasPrefix("swatch._missing(\"code\", \""))
    }

    /// The built script carries the module in base64; `swatch serve` sends
    /// the module as it is, and its script only names it. No fonts when
    /// text cannot be measured.
    func testTheModuleTravelsAsBase64WhenBuiltAndAsItIsWhenServed() throws {
        let path = NSTemporaryDirectory() + "swatch-module-test-\(getpid()).wasm"
        let bytes: [UInt8] = [0, 0x61, 0x73, 0x6D, 1, 0, 0, 0, 0xFF]
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: path) }
        for module in EngineModuleScript.Module.allCases {
            let script = EngineModuleScript(module: module, modulePath: path, textEngine: nil)
            XCTAssertNil(script.problem)
            XCTAssertEqual(
                String(decoding: script.contents, as: UTF8.self),
                "swatch._module(\"\(module.rawValue)\", \"\(Data(bytes).base64EncodedString())\",\nnull);\n")
            XCTAssertEqual(script.wasm, bytes)
            XCTAssertEqual(
                String(decoding: script.servedContents, as: UTF8.self),
                "swatch._moduleAt(\"\(module.rawValue)\", \"\(module.fileName)\",\nnull);\n")
            XCTAssertEqual(module.wasmPublicPath, "js/" + module.fileName)
        }
        let missing = EngineModuleScript(modulePath: nil, textEngine: nil)
        XCTAssertNil(missing.wasm)
        XCTAssertEqual(missing.servedContents, missing.contents, "the page is told why, served or not")
    }

    func testTheCodeAndImportModulesAreLookedForBesideTheEngines() throws {
        let directory = NSTemporaryDirectory() + "swatch-modules-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let engine: [UInt8] = [0, 0x61, 0x73, 0x6D, 1, 0, 0, 0, 1]
        FileManager.default.createFile(atPath: directory + "/swatch.wasm", contents: Data(engine))
        var scripts = EngineModuleScript.make(textEngine: nil, environment: ["SWATCH_WASM": directory + "/swatch.wasm"])
        XCTAssertEqual(scripts.map(\.module), [.engine, .code, .importer])
        XCTAssertNil(scripts[0].problem)
        XCTAssertEqual(scripts[1].problem, "the WebAssembly code export \(directory)/swatch-code.wasm cannot be read")
        XCTAssertEqual(scripts[2].problem, "the WebAssembly code import \(directory)/swatch-import.wasm cannot be read")
        XCTAssertEqual(
            EngineModuleScript.note(scripts),
            "the WebAssembly code export \(directory)/swatch-code.wasm cannot be read; swatch.loadCode() will say so"
                + " (a served playground asks the server for code instead); the WebAssembly code import"
                + " \(directory)/swatch-import.wasm cannot be read; swatch.loadImport() will say so")

        FileManager.default.createFile(atPath: directory + "/swatch-code.wasm", contents: Data(engine + [2]))
        FileManager.default.createFile(atPath: directory + "/swatch-import.wasm", contents: Data(engine + [3]))
        scripts = EngineModuleScript.make(textEngine: nil, environment: ["SWATCH_WASM": directory + "/swatch.wasm"])
        XCTAssertEqual(scripts.map(\.problem), [nil, nil, nil])
        XCTAssertNil(EngineModuleScript.note(scripts))
        XCTAssertTrue(String(decoding: scripts[1].contents, as: UTF8.self).contains(Data(engine + [2]).base64EncodedString()))
        let importScript = String(decoding: scripts[2].contents, as: UTF8.self)
        XCTAssertTrue(importScript.hasPrefix("swatch._module(\"import\", \"" + Data(engine + [3]).base64EncodedString() + "\""))
    }

    func testWithoutTheEngineOneNoteSaysSo() {
        let scripts = EngineModuleScript.make(textEngine: nil, environment: ["SWATCH_WASM": "/nonexistent/swatch.wasm"])
        XCTAssertEqual(
            EngineModuleScript.note(scripts),
            "the WebAssembly engine /nonexistent/swatch.wasm cannot be read; window.swatch will say so")
    }

    func testReasonsAreQuotedSoNoScriptTagCanEndThem() {
        let script = String(decoding: EngineModuleScript(module: .engine, missing: "a \"b\" \\ </script>\n").contents, as: UTF8.self)
        XCTAssertEqual(script, "swatch._missing(\"engine\", \"a \\\"b\\\" \\\\ \\u003c/script>\\n\");\n")
    }

    func testTheSiteGetsTheScriptsBesideSwatchJS() {
        XCTAssertEqual(EngineModuleScript.Module.engine.sitePath, "public/js/swatch-module.js")
        XCTAssertEqual(EngineModuleScript.Module.code.sitePath, "public/js/swatch-code-module.js")
    }
}
