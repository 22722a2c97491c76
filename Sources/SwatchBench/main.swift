#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import SwatchGeometry
import SwatchLayout

// swatch-bench: prints ns per element (display nodes and specs alike), median
// of repeated runs, with building the element tree and laying it out timed
// apart. `swatch-bench ir NAME` lays NAME out once inside a function callgrind
// is told to count (see `make bench-ir`).

@inline(never)
func swatchBenchLayoutRegion(_ tree: LayoutTree, _ range: SizeRange) -> Layout {
    LayoutEngine.layout(tree, in: range, scale: 2)
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

struct Workload {
    var name: String
    var build: () -> LayoutTree
    var runs: Int
}

let workloads = [
    Workload(name: "feed-1k", build: { BenchTrees.feed(cells: 1_000) }, runs: 41),
    Workload(name: "feed-10k", build: { BenchTrees.feed(cells: 10_000) }, runs: 15),
    Workload(name: "deep-100", build: { BenchTrees.deep(depth: 100) }, runs: 201),
]

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "ir" {
    let name = arguments.count > 1 ? arguments[1] : "feed-1k"
    guard let workload = workloads.first(where: { $0.name == name }) else {
        print("unknown workload \(name); one of \(workloads.map(\.name))")
        exit(2)
    }
    let tree = workload.build()
    let layout = swatchBenchLayoutRegion(tree, BenchTrees.feedRange)
    print("\(workload.name): \(tree.count) elements, root \(layout.size.width) x \(layout.size.height)")
} else if arguments.first == "ranges" {
    RangesBenchmark.run(only: Set(arguments.dropFirst()))
} else if arguments.first == "frames" {
    FramesBenchmark.run(only: Set(arguments.dropFirst()))
} else if arguments.first == "text" {
    TextBenchmark.run(only: Set(arguments.dropFirst()))
} else if arguments.first == "import" {
    ImportBenchmark.run(specPath: "content/specs/notification-cell.json", only: Set(arguments.dropFirst()))
} else if arguments.first == "variants" {
    VariantsBenchmark.run(
        specPath: arguments.count > 1 ? arguments[1] : "content/specs/notification-cell-unread.json",
        explain: arguments.count > 2 ? arguments[2] : "root.layout.child.children[1]")
} else if arguments.first == "playground" {
    PlaygroundBenchmark.run(names: Array(arguments.dropFirst()))
} else if arguments.first == "spec" {
    SpecBenchmark.run(specPath: arguments.count > 1 ? arguments[1] : "content/specs/notification-cell-unread.json")
} else {
    // Each run builds the tree (timed), lays it out (timed: "layout"), then
    // lays the same tree out again ("again": the allocator and caches are warm).
    let only = Set(arguments)
    print("workload     elements   build ns/elem   layout ns/elem   again ns/elem   layout ms   (median of runs)")
    for workload in workloads where only.isEmpty || only.contains(workload.name) {
        var buildTimes: [Double] = []
        var layoutTimes: [Double] = []
        var againTimes: [Double] = []
        var count = 0
        var checksum = 0.0
        for _ in 0..<workload.runs {
            let t0 = now()
            let tree = workload.build()
            let t1 = now()
            let layout = LayoutEngine.layout(tree, in: BenchTrees.feedRange, scale: 2)
            let t2 = now()
            let again = LayoutEngine.layout(tree, in: BenchTrees.feedRange, scale: 2)
            let t3 = now()
            count = tree.count
            checksum += layout.size.height + again.size.height
            buildTimes.append(Double(t1 - t0))
            layoutTimes.append(Double(t2 - t1))
            againTimes.append(Double(t3 - t2))
        }
        print(
            workload.name + String(repeating: " ", count: max(0, 12 - workload.name.count)),
            String(count).leftPad(9),
            fixed(median(buildTimes) / Double(count)).leftPad(15),
            fixed(median(layoutTimes) / Double(count)).leftPad(16),
            fixed(median(againTimes) / Double(count)).leftPad(15),
            fixed(median(layoutTimes) / 1e6, digits: 3).leftPad(11),
            "  (\(workload.runs) runs)")
        _ = checksum
    }
    RangesBenchmark.run(only: only)
    FramesBenchmark.run(only: only)
    TextBenchmark.run(only: only)
}

func fixed(_ v: Double, digits: Int = 1) -> String {
    var p = 1.0
    for _ in 0..<digits { p *= 10 }
    let r = (v * p).rounded() / p
    var s = String(r)
    if let dot = s.firstIndex(of: ".") {
        let decimals = s.distance(from: dot, to: s.endIndex) - 1
        if decimals < digits { s += String(repeating: "0", count: digits - decimals) }
    }
    return s
}

extension String {
    func leftPad(_ n: Int) -> String {
        count >= n ? self : String(repeating: " ", count: n - count) + self
    }
}
