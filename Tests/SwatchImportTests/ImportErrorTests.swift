import SwatchImport
import SwatchJSON
import SwatchSpec
import XCTest

/// Code the importer cannot read is an error that names its line, column
/// and what was expected; no input crashes or hangs: nesting, calls, loops,
/// steps, macros and size are bounded.
final class ImportErrorTests: XCTestCase {
    func layout(_ body: String) -> String {
        "import AsyncDisplayKit\nclass CardNode: ASDisplayNode {\n    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {\n\(body)\n    }\n}\n"
    }

    func objcLayout(_ body: String) -> String {
        "@implementation CardNode\n- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize\n{\n\(body)\n}\n@end\n"
    }

    func assertError(
        _ code: String, _ language: ImportLanguage, line: Int, column: Int, contains words: String, file: StaticString = #filePath, lineNumber: UInt = #line
    ) {
        guard let error = ImportHarness.error(code, language) else {
            XCTFail("no error for:\n\(code)", file: file, line: lineNumber)
            return
        }
        XCTAssertEqual(error.location?.line, line, "\(error)", file: file, line: lineNumber)
        XCTAssertEqual(error.location?.column, column, "\(error)", file: file, line: lineNumber)
        XCTAssertTrue(error.description.contains(words), "\(error)", file: file, line: lineNumber)
    }

    func testSyntaxErrorsNameLineColumnAndWhatWasExpected() {
        assertError(layout("        return ASStackLayoutSpec(direction: .vertical, spacing: 0"), .swift, line: 5, column: 5,
                    contains: "expected ')' to close the '(' of line 4, column 33, found '}'")
        assertError(layout("        return ASStackLayoutSpec(direction: .vertical spacing: 0)"), .swift, line: 4, column: 55,
                    contains: "expected ',' or ')' in the arguments, found 'spacing'")
        assertError(layout("        let x = = 3\n        return ASLayoutSpec()"), .swift, line: 4, column: 17, contains: "expected an expression, found '='")
        assertError(layout("        let s = \"unclosed\n        return ASLayoutSpec()"), .swift, line: 4, column: 17, contains: "string is not closed")
        assertError(objcLayout("  return [ASLayoutSpec new;"), .objectiveC, line: 5, column: 1, contains: "expected ']' to close the '[' of line 4, column 10, found '}'")
        assertError(objcLayout("  return [ASLayoutSpec new;];"), .objectiveC, line: 4, column: 27, contains: "expected ':' or ']' after 'new' in the message")
        assertError(objcLayout("  ASLayoutSpec *s = [ASLayoutSpec new]\n  return s;"), .objectiveC, line: 5, column: 3, contains: "expected ';' after the statement")
        assertError(objcLayout("  if (YES {\n  }\n  return nil;"), .objectiveC, line: 7, column: 1, contains: "expected ')' to close the '(' of line 4, column 6")
        assertError(objcLayout("  if (YES) {\n  } else else {}\n  return nil;"), .objectiveC, line: 5, column: 10, contains: "expected an expression, found 'else'")
    }

    func testWholeFileProblemsSaySo() {
        XCTAssertEqual(ImportHarness.error("let x = 1\n", .swift)?.message,
                       "no class in the code implements layoutSpecThatFits: (or calculateSizeThatFits:); paste the class, or the method itself")
        let two = """
            class A: ASDisplayNode { override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec { return ASLayoutSpec() } }
            class B: ASDisplayNode { override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec { return ASLayoutSpec() } }
            """
        XCTAssertEqual(ImportHarness.error(two, .swift)?.message, "several classes lay themselves out (A, B); choose one with --class")
        XCTAssertEqual(ImportHarness.error(two, .swift, className: "C")?.message, "the code has no class named C; its classes are A, B")
        XCTAssertNotNil(try? ImportHarness.run(two, .swift, className: "B"))
        XCTAssertEqual(ImportHarness.error(layout("        return model.isWide ? ASLayoutSpec() : ASLayoutSpec()"), .swift, set: ["model.isWide=maybe"])?.message,
                       "--set model.isWide=maybe: model.isWide is a condition and takes true or false")
    }

    func testCodeTheLayoutNeverRunsIsNotRead() throws {
        // A delegate method in syntax this reader does not know cannot stop the import.
        let i = try ImportHarness.run("""
            class CardNode: ASDisplayNode {
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { return ASLayoutSpec() }
                func imageNode(_ node: ASNetworkImageNode, didLoad image: UIImage) { if case let .some(x) <- weird ?? { } }
            }
            """, .swift)
        XCTAssertEqual(i.layout["type"].string, "stack")
    }

    /// Every body, value and closure is read before the code runs; what
    /// cannot be read is said only where the code reaches it, as the reader
    /// says it there.
    func testCodeReadBeforeItRunsFailsOnlyWhereItRuns() throws {
        let unused = """
            class CardNode: ASDisplayNode {
                func unused() { let a = (1 + ) }
                var bad: Int { return 1 + * 2 }
                let closure = { (x: Int) in x + * 1 }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let never = { return 1 + * 2 }
                    return ASLayoutSpec()
                }
            }
            """
        XCTAssertEqual(try ImportHarness.run(unused, .swift).layout["type"].string, "stack")
        assertError(layout("        let b = { return 1 + * 2 }\n        let c = b()\n        return ASLayoutSpec()"), .swift, line: 4, column: 30,
                    contains: "expected an expression, found '*'")
        let value = """
            class CardNode: ASDisplayNode {
                let inset: CGFloat = 4 * * 2
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: inset, left: 0, bottom: 0, right: 0), child: ASLayoutSpec())
                }
            }
            """
        assertError(value, .swift, line: 2, column: 30, contains: "expected an expression, found '*'")
        assertError(objcLayout("  int (^b)(void) = ^{ return 1 + ; };\n  b();\n  return nil;"), .objectiveC, line: 4, column: 34,
                    contains: "expected an expression, found ';'")
        XCTAssertNotNil(try ImportHarness.run(objcLayout("  int (^b)(void) = ^{ return 1 + ; };\n  return nil;"), .objectiveC))
    }

    /// Closures inside closures are read down to the nesting limit; deeper
    /// ones are an error only if they run.
    func testClosuresNestedPastTheLimitAreAnErrorOnlyWhereTheyRun() throws {
        let depth = ImportLimits.maxNesting + 50
        let nested = String(repeating: "{ return ", count: depth) + "1" + String(repeating: " }", count: depth)
        let unused = """
            class CardNode: ASDisplayNode {
                func unused() { let a = \(nested) }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { return ASLayoutSpec() }
            }
            """
        XCTAssertEqual(try ImportHarness.run(unused, .swift).layout["type"].string, "stack")
        // Each call gives the closure inside, one level deeper.
        var calls = "        let c0 = a\n"
        for i in 1...ImportLimits.maxNesting + 1 { calls += "        let c\(i) = c\(i - 1)()\n" }
        let used = layout("        let a = \(nested)\n" + calls + "        return ASLayoutSpec()")
        XCTAssertTrue(ImportHarness.error(used, .swift)?.message.contains("closures are nested deeper than") ?? false)
    }

    func testLimitsEndRunawayCode() {
        let deep = layout("        let x = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000) + "\n        return ASLayoutSpec()")
        XCTAssertTrue(ImportHarness.error(deep, .swift)?.message.contains("nested deeper than") ?? false)
        let recursion = """
            class CardNode: ASDisplayNode {
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { return again() }
                func again() -> ASLayoutSpec { return again() }
            }
            """
        XCTAssertTrue(ImportHarness.error(recursion, .swift)?.message.contains("calls go deeper than") ?? false)
        XCTAssertTrue(ImportHarness.error(layout("        while true { }\n        return ASLayoutSpec()"), .swift)?.message.contains("runs more than") ?? false)
        XCTAssertTrue(ImportHarness.error(objcLayout("  for (;;) {}\n  return nil;"), .objectiveC)?.message.contains("runs more than") ?? false)
        let macros = "#define A B B\n#define B C C\n#define C D D\n#define D E E\n#define E F F\n#define F G G\n#define G H H\n#define H I I\n"
            + "#define I J J\n#define J K K\n#define K L L\n#define L M M\n#define M N N\n#define N O O\n#define O P P\n#define P Q Q\n#define Q R R\n"
            + objcLayout("  A;\n  return nil;")
        XCTAssertNotNil(ImportHarness.error(macros, .objectiveC))
        let big = String(repeating: "// padding\n", count: 100_000)
        XCTAssertTrue(ImportHarness.error(big, .swift)?.message.contains("the limit is") ?? false)
    }

    func testBytesThatAreNotUTF8AreNamedByLineAndColumn() {
        guard case .failure(let error) = ImportSourceText.decode(Array("let a = 1\nlet b = ".utf8) + [0xFF, 0x41]) else {
            return XCTFail("decoded")
        }
        XCTAssertEqual(error.location, SourceLocation(line: 2, column: 9))
        guard case .success(let text) = ImportSourceText.decode([0xEF, 0xBB, 0xBF] + Array("é".utf8)) else { return XCTFail("not decoded") }
        XCTAssertEqual(text, "é")
    }

    func testSettingsAreSplitWhereTheNameEnds() {
        XCTAssertEqual(AssumptionSetting(parsing: "count > 0=false"), AssumptionSetting(name: "count > 0", value: "false"))
        XCTAssertEqual(AssumptionSetting(parsing: "a != nil=true"), AssumptionSetting(name: "a != nil", value: "true"))
        XCTAssertEqual(AssumptionSetting(parsing: "x == 1=false"), AssumptionSetting(name: "x == 1", value: "false"))
        XCTAssertEqual(AssumptionSetting(parsing: "post.title=a=b")?.name, "post.title=a")
        XCTAssertNil(AssumptionSetting(parsing: "no value"))
        XCTAssertNil(AssumptionSetting(parsing: "=3"))
    }
}
