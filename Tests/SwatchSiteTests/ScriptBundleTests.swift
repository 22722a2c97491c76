import Foundation
@testable import SwatchSite
import SwatchTestSupport
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
        assertContains(bundle, [
            "const { twice } = module_math;",
            "function twice(x) { return 2 * x; }\n",
            "return { twice, later };",
            "return { $ };",
        ])
        assertLacks(bundle, ["export ", "import "])
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

    func testImportsReachAcrossFoldersAndEachModuleKnowsItsOwnURL() throws {
        let bundle = try ScriptBundle(modules: [
            "playground/main.js": "import { swatch } from \"../swatch.js\";\nimport { tree } from \"./tree.js\";\n",
            "playground/tree.js": "export const tree = 1;\n",
            "swatch.js": "const here = import.meta.url;\nexport const swatch = new URL(\"swatch-module.js\", here);\n",
        ]).bundle(entry: "playground/main.js")
        XCTAssertTrue(bundle.contains("const { swatch } = module_swatch;"))
        XCTAssertTrue(bundle.contains("const { tree } = module_playground_tree;"))
        // The bundle stands where playground/main.js stood.
        XCTAssertTrue(bundle.contains("const moduleURL = new URL(\"../swatch.js\", bundleURL).href;\nconst here = moduleURL;"), bundle)
        XCTAssertFalse(bundle.contains("import."))
        XCTAssertThrowsError(try ScriptBundle(modules: ["a.js": "import { b } from \"../b.js\";\n"]).bundle(entry: "a.js"), "out of the folder")
    }

    func testSpecifiersResolveFromTheImportingModule() {
        XCTAssertEqual(ScriptBundle.resolve("./x.js", from: "playground/main.js"), "playground/x.js")
        XCTAssertEqual(ScriptBundle.resolve("../x.js", from: "playground/main.js"), "x.js")
        XCTAssertEqual(ScriptBundle.resolve("./sub/x.js", from: "main.js"), "sub/x.js")
        XCTAssertNil(ScriptBundle.resolve("x.js", from: "main.js"), "bare specifiers are packages, which the site has none of")
        XCTAssertNil(ScriptBundle.resolve("../x.js", from: "main.js"))
        XCTAssertEqual(ScriptBundle.relative("swatch.js", from: "playground/main.js"), "../swatch.js")
        XCTAssertEqual(ScriptBundle.relative("touch.js", from: "figures.js"), "touch.js")
    }

    /// The project's own scripts: every module pages load joins without an
    /// error, with every module it imports.
    func testTheProjectsScriptsJoin() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Public/js")
        var modules: [String: String] = [:]
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: folder.path))
        for path in files where path.hasSuffix(".js") {
            modules[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        XCTAssertGreaterThan(modules.count, 10)
        var bundled: Set<String> = []
        for entry in Site.scriptEntries {
            let module = String(entry.dropFirst(Site.scriptFolder.count))
            let bundle = try ScriptBundle(modules: modules).bundle(entry: module)
            for name in modules.keys where bundle.contains("const \(ScriptBundle.variable(name)) = ") { bundled.insert(name) }
            XCTAssertFalse(bundle.contains("import.meta"), entry)
        }
        XCTAssertEqual(Set(modules.keys).subtracting(bundled), [], "modules no page loads")
    }
}
