#if canImport(Glibc)
import Glibc
#endif
import SwatchExport
import SwatchImport
import SwatchSpec

// Import benchmark (`swatch-bench import`): what `swatch import` costs apart
// from reading the file, in ms an import (wall clock, and this thread's CPU
// time), median of repeated runs: the
// notification cell's Swift and Objective-C as the export writes them (what
// the page imports when a condition is toggled), and code of about 10,000
// elements (children appended one by one to a local, to a spec's children,
// in Objective-C, and written as one array literal).

enum ImportBenchmark {
    struct Workload {
        var name: String
        var code: String
        var language: ImportLanguage
        var runs: Int
    }

    static func cell(_ body: String) -> String {
        "import AsyncDisplayKit\nclass CardNode: ASDisplayNode {\n    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {\n\(body)\n    }\n}\n"
    }

    static func workloads(specPath: String) -> [Workload] {
        var out: [Workload] = []
        if let bytes = BenchFile.bytes(specPath), let document = try? SpecDecoder.decode(String(decoding: bytes, as: UTF8.self)) {
            out.append(Workload(name: "notification-cell-swift", code: CodeExport.render(document, in: .swift), language: .swift, runs: 41))
            out.append(Workload(name: "notification-cell-objc", code: CodeExport.render(document, in: .objectiveC), language: .objectiveC, runs: 41))
        } else {
            print("import: cannot read \(specPath) (run from the repository root)")
        }
        let count = 9_990
        let stack = "ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: children)"
        out.append(Workload(
            name: "append-10k", code: cell("        var children: [ASLayoutElement] = []\n        for _ in 0..<\(count) { children.append(ASDisplayNode()) }\n        return \(stack)"),
            language: .swift, runs: 5))
        out.append(Workload(
            name: "spec-children-10k", code: cell("        let s = ASStackLayoutSpec.vertical()\n        for _ in 0..<\(count) { s.children?.append(ASDisplayNode()) }\n        return s"),
            language: .swift, runs: 5))
        out.append(Workload(
            name: "add-object-10k",
            code: "@implementation CardNode\n- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize\n{\n  NSMutableArray *children = [NSMutableArray array];\n"
                + "  for (int i = 0; i < \(count); i++) { [children addObject:[[ASDisplayNode alloc] init]]; }\n"
                + "  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical spacing:0 justifyContent:ASStackLayoutJustifyContentStart alignItems:ASStackLayoutAlignItemsStart children:children];\n}\n@end\n",
            language: .objectiveC, runs: 5))
        let literal = Array(repeating: "ASDisplayNode()", count: count).joined(separator: ", ")
        out.append(Workload(name: "literal-10k", code: cell("        let children: [ASLayoutElement] = [\(literal)]\n        return \(stack)"), language: .swift, runs: 5))
        return out
    }

    /// This thread's CPU time in seconds (the wall clock counts other work too on a busy machine).
    static func threadCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    static func run(specPath: String, only: Set<String>) {
        print("\nimport                      ms an import   CPU ms   (median of runs)   spec written")
        for w in workloads(specPath: specPath) where only.isEmpty || only.contains(w.name) {
            var times: [Double] = []
            var cpu: [Double] = []
            var elements = 0
            for _ in 0..<w.runs {
                let c0 = threadCPU()
                let t0 = now()
                let result = CodeImport.run(w.code, options: ImportOptions(language: w.language))
                let t1 = now()
                cpu.append((threadCPU() - c0) * 1000)
                guard case .success(let imported) = result else {
                    print("\(w.name): \(result)")
                    return
                }
                elements = imported.spec.utf8.count
                times.append(Double(t1 - t0) / 1e6)
            }
            print(w.name.padded(28), fixed(median(times), digits: 3).leftPad(12), fixed(median(cpu), digits: 3).leftPad(8),
                  "   (\(w.runs) runs)".padded(19), "\(elements) bytes of spec")
        }
    }
}
