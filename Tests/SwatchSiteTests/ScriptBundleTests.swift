import Foundation
@testable import SwatchSite
import XCTest

/// The playground's modules joined into one plain script for pages read
/// from disk: dependency order, each module's exports handed on.
final class ScriptBundleTests: XCTestCase {
    func testModulesRunInDependencyOrderAndShareTheirExports() throws {
        let bundle = try ScriptBundle(modules: [
            "main.js": "import { twice } from \"./math.js\";\nimport { $ } from \"./dom.js\";\nconsole.log(twice(2), $);\n",
            "math.js": "import { $ } from \"./dom.js\";\nexport function twice(x) { return 2 * x; }\nexport async function later() {}\n",
            "dom.js": "export const $ = 1;\n",
        ]).bundle(entry: "main.js")
        let dom = try XCTUnwrap(bundle.range(of: "const module_dom = (function () {"))
        let math = try XCTUnwrap(bundle.range(of: "const module_math = (function () {"))
        let main = try XCTUnwrap(bundle.range(of: "const module_main = (function () {"))
        XCTAssertLessThan(dom.lowerBound, math.lowerBound)
        XCTAssertLessThan(math.lowerBound, main.lowerBound)
        XCTAssertTrue(bundle.contains("const { twice } = module_math;"))
        XCTAssertTrue(bundle.contains("function twice(x) { return 2 * x; }\n"))
        XCTAssertTrue(bundle.contains("return { twice, later };"))
        XCTAssertTrue(bundle.contains("return { $ };"))
        XCTAssertFalse(bundle.contains("export "))
        XCTAssertFalse(bundle.contains("import "))
    }

    func testAnImportItCannotReadIsAnErrorWithItsLine() {
        let bundle = ScriptBundle(modules: ["main.js": "// x\nimport * as all from \"./dom.js\";\n"])
        XCTAssertThrowsError(try bundle.bundle(entry: "main.js")) { error in
            XCTAssertEqual("\(error)", "main.js:2: write imports as import { a, b } from \"./x.js\";")
        }
    }

    func testACycleIsNamed() {
        let bundle = ScriptBundle(modules: [
            "a.js": "import { b } from \"./b.js\";\nexport const a = 1;\n",
            "b.js": "import { a } from \"./a.js\";\nexport const b = 1;\n",
        ])
        XCTAssertThrowsError(try bundle.bundle(entry: "a.js")) { error in
            XCTAssertEqual("\(error)", "a.js: imports form a cycle")
        }
    }

    /// The project's own playground script joins without an error.
    func testTheProjectsPlaygroundModulesJoin() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Public/js/playground")
        var modules: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".js") {
            modules[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        XCTAssertGreaterThan(modules.count, 5)
        let bundle = try ScriptBundle(modules: modules).bundle(entry: "main.js")
        for name in modules.keys { XCTAssertTrue(bundle.contains("const \(ScriptBundle.variable(name)) = "), name) }
    }
}
