import SwatchGeometry
import SwatchImport
import SwatchSpec
import XCTest

/// Hostile code ends in an error that names its line, never a crash or
/// unbounded memory: a long flat chain (`1 + 1 + ...`) is as deep for the
/// evaluator as nesting is, calls add up, and what the code builds
/// (strings, arrays) is bounded. Changing methods (`append`) keep value
/// semantics while they change in place.
final class ImportBoundsTests: XCTestCase {
    func swift(_ body: String) -> String {
        "import AsyncDisplayKit\nclass CardNode: ASDisplayNode {\n    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {\n\(body)\n        return ASLayoutSpec()\n    }\n}\n"
    }

    func objc(_ body: String) -> String {
        "@implementation CardNode\n- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize\n{\n\(body)\n  return [ASLayoutSpec new];\n}\n@end\n"
    }

    func chain(_ term: String, _ separator: String, _ count: Int = 2_700) -> String {
        Array(repeating: term, count: count).joined(separator: separator)
    }

    func assertDeepError(_ code: String, _ language: ImportLanguage, line: Int, file: StaticString = #filePath, lineNumber: UInt = #line) {
        guard let error = ImportHarness.error(code, language) else {
            return XCTFail("no error for \(code.prefix(120))", file: file, line: lineNumber)
        }
        XCTAssertEqual(error.location?.line, line, "\(error)", file: file, line: lineNumber)
        XCTAssertGreaterThan(error.location?.column ?? 0, 1, "\(error)", file: file, line: lineNumber)
        XCTAssertTrue(error.message.contains("deeper than \(ImportLimits.maxNesting) levels"), "\(error)", file: file, line: lineNumber)
    }

    func testLongFlatChainsAreAnErrorWithTheirLineAndColumn() {
        assertDeepError(swift("        let x = " + chain("1", " + ")), .swift, line: 4)
        assertDeepError(swift("        let x = " + chain("a", " && ")), .swift, line: 4)
        assertDeepError(swift("        let x: Int? = " + chain("nil", " ?? ")), .swift, line: 4)
        assertDeepError(swift("        let x = 1" + String(repeating: " as Int", count: 2_700)), .swift, line: 4)
        assertDeepError(swift("        let x = " + chain("\"a\"", " + ")), .swift, line: 4)
        assertDeepError(swift("        let x = a" + String(repeating: ".b", count: 2_700)), .swift, line: 4)
        assertDeepError(swift("        let x = " + String(repeating: "try ", count: 2_700) + "f()"), .swift, line: 4)
        assertDeepError(swift("        var x = -1\n        " + (0..<2_700).map { "if x == \($0) { x = 1 }" }.joined(separator: " else ")), .swift, line: 5)
        assertDeepError(objc("  CGFloat x = " + chain("1", " + ") + ";"), .objectiveC, line: 4)
        assertDeepError(objc("  BOOL x = " + chain("YES", " && ") + ";"), .objectiveC, line: 4)
        assertDeepError(objc("  int x = " + String(repeating: "sizeof ", count: 2_700) + "x;"), .objectiveC, line: 4)
        assertDeepError(objc("  int x = 0;\n  " + (0..<2_700).map { "if (x == \($0)) { x = 1; }" }.joined(separator: " else ")), .objectiveC, line: 5)
    }

    func testChainsOfAFewDozenTermsStillImport() throws {
        let code = swift("        let w: CGFloat = " + chain("1", " + ", 60) + "\n        let n = ASDisplayNode()\n"
            + "        n.style.preferredSize = CGSize(width: w, height: w)\n        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [n])")
        let imported = try ImportHarness.run(code, .swift)
        XCTAssertEqual(imported.frames.last?.frame.size, Size(width: 60, height: 60), imported.result.spec)
    }

    /// Each body is parsed within the nesting limit on its own; the depth
    /// the evaluator reaches across the calls and blocks it runs is bounded too.
    func testDepthAcrossCallsIsBounded() {
        let level = "{ () -> Int in return " + String(repeating: "-(", count: 9)
        let nested = String(repeating: level, count: 45) + "1" + String(repeating: String(repeating: ")", count: 9) + " }()", count: 45)
        let error = ImportHarness.error(swift("        let x = " + nested), .swift)
        XCTAssertEqual(error?.location?.line, 4, "\(String(describing: error))")
        XCTAssertTrue(error?.message.contains("deeper than \(ImportLimits.maxEvaluationDepth) levels") ?? false, "\(String(describing: error))")
    }

    func testWhatTheCodeBuildsIsBoundedAndTheErrorNamesTheLine() {
        let cases: [(String, ImportLanguage, String)] = [
            (swift("        var s = \"ab\"\n        for _ in 0..<64 { s = s + s }"), .swift, "string of more than"),
            (swift("        var s = \"ab\"\n        for _ in 0..<64 { s = \"\\(s)\\(s)\" }"), .swift, "string of more than"),
            (swift("        var s = [1]\n        for _ in 0..<64 { s = s + s }"), .swift, "MiB of strings, arrays and dictionaries in all"),
            (swift("        var s = [1]\n        for _ in 0..<64 { s.append(contentsOf: s) }"), .swift, "array or a dictionary of more than"),
            (objc("  NSString *s = @\"ab\";\n  for (int i = 0; i < 64; i++) { s = [s stringByAppendingString:s]; }"), .objectiveC, "string of more than"),
            (objc("  NSString *s = @\"ab\";\n  for (int i = 0; i < 64; i++) { s = [NSString stringWithFormat:@\"%@%@\", s, s]; }"), .objectiveC, "string of more than"),
            (objc("  NSArray *s = @[@1];\n  for (int i = 0; i < 64; i++) { s = [s arrayByAddingObjectsFromArray:s]; }"), .objectiveC, "MiB of strings, arrays and dictionaries in all"),
            (objc("  NSMutableArray *s = [NSMutableArray arrayWithObject:@1];\n  for (int i = 0; i < 64; i++) { [s addObjectsFromArray:s]; }"), .objectiveC, "array or a dictionary of more than"),
        ]
        for (code, language, words) in cases {
            let error = ImportHarness.error(code, language)
            XCTAssertEqual(error?.location?.line, 5, "\(String(describing: error)) for \(code)")
            XCTAssertTrue(error?.message.contains(words) ?? false, "\(String(describing: error)) for \(code)")
        }
        // Many strings of a fair size, each new: what is built in all is counted.
        let many = swift("        var all: [String] = []\n        var s = \"x\"\n        for _ in 0..<19 { s = s + s }\n        for i in 0..<9000 { all.append(s + \"\\(i)\") }")
        let error = ImportHarness.error(many, .swift)
        XCTAssertEqual(error?.location?.line, 7, "\(String(describing: error))")
        XCTAssertTrue(error?.message.contains("in all") ?? false, "\(String(describing: error))")
    }

    /// `append` changes the array where it is kept, in place; another
    /// variable that holds the array from before keeps it as it was.
    func testChangingMethodsKeepValueSemantics() throws {
        let code = """
            import AsyncDisplayKit
            class CardNode: ASDisplayNode {
                var extra: [ASLayoutElement] = []
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let a = ASDisplayNode()
                    a.style.preferredSize = CGSize(width: 10, height: 10)
                    var first = [a]
                    let before = first
                    first.append(a)
                    first.append(contentsOf: before)
                    extra = before
                    self.extra.append(a)
                    extra.append(a)
                    let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: first)
                    let column = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: before + extra)
                    return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [row, column])
                }
            }
            """
        let imported = try ImportHarness.run(code, .swift)
        XCTAssertEqual(imported.layout["children"][0]["children"].count, 3, imported.result.spec)
        XCTAssertEqual(imported.layout["children"][1]["children"].count, 4, imported.result.spec)
    }
}

extension ImportBoundsTests {
    /// Thousands of children appended one by one, to a local array, to a
    /// spec's `children` and as subnodes, all come back (each change in
    /// place: `BENCHMARKS.md` has the times).
    func testTenThousandAppendsComeBackWhole() throws {
        let count = 9_990
        let stack = "ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: children)"
        let bodies = [
            "        var children: [ASLayoutElement] = []\n        for _ in 0..<\(count) { children.append(ASDisplayNode()) }\n        return \(stack)",
            "        let s = ASStackLayoutSpec.vertical()\n        for _ in 0..<\(count) { s.children?.append(ASDisplayNode()) }\n        return s",
            "        var children: [ASLayoutElement] = []\n        for _ in 0..<\(count) { let n = ASDisplayNode(); addSubnode(n); children.append(n) }\n        return \(stack)",
        ]
        for body in bodies {
            let code = "import AsyncDisplayKit\nclass CardNode: ASDisplayNode {\n    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {\n\(body)\n    }\n}\n"
            let imported = try ImportHarness.run(code, .swift)
            XCTAssertEqual(imported.layout["children"].count, count, body)
        }
        let objc = "@implementation CardNode\n- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize\n{\n  NSMutableArray *children = [NSMutableArray array];\n"
            + "  for (int i = 0; i < \(count); i++) { [children addObject:[[ASDisplayNode alloc] init]]; }\n"
            + "  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical spacing:0 justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStart children:children];\n}\n@end\n"
        XCTAssertEqual(try ImportHarness.run(objc, .objectiveC).layout["children"].count, count)
    }
}
