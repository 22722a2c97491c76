#if canImport(Glibc)
import Glibc
#endif
import SwatchFonts
import SwatchLayout
import SwatchSite
import SwatchSpec
import SwatchText

// Spec benchmark: what one `POST /api/layout` costs apart from HTTP, on the
// notification cell (content/specs/notification-cell-unread.json): decoding
// the JSON text, laying it out (text measured, from the warm text cache),
// and writing the frames JSON, in µs per request, median of repeated runs;
// beside them, the outline of the text as JSON (what the playground's answer
// adds on every change of the text).

enum SpecBenchmark {
    static func run(specPath: String) {
        guard let text = BenchFile.text(specPath, for: "spec") else { return }
        let measurer = try? TextFontFiles.engine()
        let rounds = BenchFile.count(fromEnvironment: "SPEC_ROUNDS", default: 2_000)
        var decode: [Double] = [], layout: [Double] = [], output: [Double] = [], outline: [Double] = []
        var checksum = 0
        for _ in 0..<15 {
            var d = 0.0, l = 0.0, o = 0.0, s = 0.0
            for _ in 0..<rounds {
                let t0 = now()
                guard let document = try? SpecDecoder.decode(text) else { print("spec: \(specPath) does not decode"); return }
                let t1 = now()
                let result = document.layout(text: measurer)
                let t2 = now()
                checksum &+= FramesJSON.render(document, result).utf8.count
                let t3 = now()
                checksum &+= document.outline()?.json().utf8.count ?? 0
                let t4 = now()
                d += Double(t1 - t0); l += Double(t2 - t1); o += Double(t3 - t2); s += Double(t4 - t3)
            }
            decode.append(d / Double(rounds)); layout.append(l / Double(rounds)); output.append(o / Double(rounds))
            outline.append(s / Double(rounds))
        }
        print("\nspec (\(text.utf8.count) bytes)     decode µs   layout µs   frames JSON µs   outline JSON µs   (median of 15 x \(rounds))")
        print(
            "notification-cell".padded(22),
            fixed(median(decode) / 1000, digits: 2).leftPad(9),
            fixed(median(layout) / 1000, digits: 2).leftPad(11),
            fixed(median(output) / 1000, digits: 2).leftPad(16), fixed(median(outline) / 1000, digits: 2).leftPad(17),
            "  (checksum \(checksum % 1000))")
    }
}

extension String {
    func padded(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
}
