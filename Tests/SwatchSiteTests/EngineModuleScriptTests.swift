import Foundation
import XCTest

@testable import SwatchSite

/// js/swatch-module.js: the module and the fonts for window.swatch, or the
/// reason the engine is missing.
final class EngineModuleScriptTests: XCTestCase {
    func testAMissingModuleMakesAScriptThatTellsThePageWhy() {
        let script = EngineModuleScript(modulePath: nil, textEngine: nil)
        let text = String(decoding: script.contents, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("swatch._missing(\""), text)
        XCTAssertTrue(text.contains("make wasm"), text)
        XCTAssertEqual(script.problem.map { text.contains($0) }, true)
    }

    func testAnUnreadableModuleIsNamedInTheReason() {
        let script = EngineModuleScript(modulePath: "/nonexistent/swatch.wasm", textEngine: nil)
        XCTAssertEqual(script.problem, "the WebAssembly engine /nonexistent/swatch.wasm cannot be read")
    }

    func testTheModuleTravelsAsBase64WithNoFontsWhenTextCannotBeMeasured() throws {
        let path = NSTemporaryDirectory() + "swatch-module-test-\(getpid()).wasm"
        let bytes: [UInt8] = [0, 0x61, 0x73, 0x6D, 1, 0, 0, 0, 0xFF]
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = EngineModuleScript(modulePath: path, textEngine: nil)
        XCTAssertNil(script.problem)
        XCTAssertEqual(
            String(decoding: script.contents, as: UTF8.self),
            "swatch._module(\"\(Data(bytes).base64EncodedString())\",\nnull);\n")
    }

    func testReasonsAreQuotedSoNoScriptTagCanEndThem() {
        XCTAssertEqual(EngineModuleScript.quoted("a \"b\" \\ </script>\n"), "\"a \\\"b\\\" \\\\ \\u003c/script>\\u000a\"")
    }

    func testTheSiteGetsTheScriptBesideSwatchJS() {
        XCTAssertEqual(EngineModuleScript.sitePath, "public/js/swatch-module.js")
    }
}
