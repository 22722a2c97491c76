#if canImport(Glibc)
import Glibc
#endif
import SwatchFonts
import SwatchPlayground
import SwatchSpec

// Variants benchmark: the playground's variants row (PlaygroundRequest's
// `variants`: the default 5 widths x 3 text sizes) of a spec, the whole
// engine call as the page makes it (decode, 15 layouts with text measured
// from the warm text cache, their warnings, 15 drawings, the answer's JSON),
// in µs per call, median of repeated runs; beside it the playground's own
// answer for the spec (one layout, drawing, table and outline) and that
// answer with an element explained (`explain`, its stack's arithmetic drawn).
// The row must fit in one 16.7 ms frame.

enum VariantsBenchmark {
    static func run(specPath: String, explain: String) {
        guard let text = BenchFile.text(specPath, for: "variants") else { return }
        let measurer = try? TextFontFiles.engine()
        let rounds = BenchFile.count(fromEnvironment: "VARIANTS_ROUNDS", default: 20)
        var row = PlaygroundRequest(text: text)
        row.variants = PlaygroundVariants()
        var explained = PlaygroundRequest(text: text)
        explained.explain = explain
        let calls = [("answer", PlaygroundRequest(text: text)), ("answer, explained", explained), ("variants row", row)]
        var checksum = 0
        let count = row.variants?.count ?? 0
        let first = row.answer(textMeasurer: measurer)
        if let error = first.error { print("variants: \(specPath): \(error.message)"); return }
        print("\nplayground call (\(specPath), \(text.utf8.count) bytes)   µs a call   (median of 15 x \(rounds))")
        for (name, request) in calls {
            var times: [Double] = []
            for _ in 0..<15 {
                let t0 = now()
                for _ in 0..<rounds { checksum &+= request.answer(textMeasurer: measurer).json().utf8.count }
                times.append(Double(now() - t0) / Double(rounds))
            }
            print(name.padded(38), fixed(median(times) / 1000, digits: 1).leftPad(9))
        }
        let warned = first.variants.filter { !$0.warnings.isEmpty }.count
        print("variants row: \(count) variants (\(first.variants.map { $0.width }.uniqued.count) widths x "
              + "\(PlaygroundVariants.defaultTextSizes.map { $0.label }.joined(separator: ", "))), \(warned) warn  (checksum \(checksum % 1000))")
    }
}

extension Array where Element == Double {
    var uniqued: [Double] { reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
}
