import SwatchFonts
import SwatchGeometry
import SwatchLayout
import SwatchSite
import SwatchSpec
import SwatchText

// Text engine benchmark: notification bodies (Latin and Japanese) set at a
// cell's text width, in ns per line produced: shaped and broken from
// nothing ("cold"), broken again from cached shapes ("shaped"), and answered
// from the layout cache ("cached"); then whole notification cells laid out
// by the layout engine with text, µs per cell.

enum TextBenchmark {
    struct Corpus {
        var name: String
        var texts: [String]
        var weight: FontWeight
    }

    static let latinWords = [
        "Alex", "liked", "your", "photo", "and", "left", "a", "comment", "on", "the", "album", "from", "last",
        "weekend", "open", "it", "to", "see", "memories", "together", "new", "message", "about", "trip",
        "state-of-the-art", "notification", "Texture", "layout", "measured", "off", "main", "thread",
    ]
    static let japanese = Array("パートナーがあなたの写真に「いいね！」しました。アルバムを開いて、ふたりの思い出を見てみましょう。新しいメッセージが届きました")

    static func corpora() -> [Corpus] {
        var random = SplitMix(seed: 7)
        var latin: [String] = []
        var cjk: [String] = []
        for n in 0..<500 {
            let words = 8 + Int(random.next() % 30)
            latin.append((0..<words).map { _ in latinWords[Int(random.next() % UInt64(latinWords.count))] }
                .joined(separator: " ") + " #\(n)")
            let length = 20 + Int(random.next() % 60)
            cjk.append(String((0..<length).map { _ in japanese[Int(random.next() % UInt64(japanese.count))] }) + "\(n)")
        }
        return [
            Corpus(name: "text-latin", texts: latin, weight: .regular),
            Corpus(name: "text-latin-bold", texts: latin, weight: .bold),
            Corpus(name: "text-japanese", texts: cjk, weight: .regular),
        ]
    }

    static func run(only: Set<String>) {
        let chosen = corpora().filter { only.isEmpty || only.contains($0.name) || only.contains("text") }
        let cells = only.isEmpty || only.contains("text") || only.contains("text-cells")
        guard !chosen.isEmpty || cells else { return }
        print("")
        let engine: TextEngine
        do {
            engine = try TextFontFiles.engine()
        } catch {
            print("text: skipped, no fonts: \(error)")
            return
        }
        let fallback = engine.fonts.fallbacks.last?.familyName ?? "none"
        print("text (Inter, CJK fallback: \(fallback))   texts   lines   cold ns/line   shaped ns/line   cached ns/line   (median of runs)")
        let box = Size(width: 252, height: .infinity)
        for corpus in chosen {
            let contents = corpus.texts.map { TextContent($0, style: TextStyle(fontSize: 14, weight: corpus.weight)) }
            var cold: [Double] = [], shaped: [Double] = [], cached: [Double] = []
            var lines = 0
            for _ in 0..<15 {
                engine.clearCaches()
                let t0 = now()
                var count = 0
                for content in contents { count += engine.layoutUncached(content, constrainedTo: box).lines.count }
                let t1 = now()
                for content in contents { _ = engine.layoutUncached(content, constrainedTo: box) }
                let t2 = now()
                for content in contents { _ = engine.layout(content, constrainedTo: box) }
                let t3 = now()
                for content in contents { _ = engine.layout(content, constrainedTo: box) }
                let t4 = now()
                lines = count
                cold.append(Double(t1 - t0))
                shaped.append(Double(t2 - t1))
                cached.append(Double(t4 - t3))
            }
            print(
                corpus.name + String(repeating: " ", count: max(0, 35 - corpus.name.count)),
                String(contents.count).leftPad(7),
                String(lines).leftPad(7),
                fixed(median(cold) / Double(lines)).leftPad(14),
                fixed(median(shaped) / Double(lines)).leftPad(16),
                fixed(median(cached) / Double(lines)).leftPad(16))
        }
        if cells { runCells(engine) }
    }

    /// 1,000 notification cells (the flagship spec) with different bodies,
    /// each laid out as its own document, as the server would.
    static func runCells(_ engine: TextEngine) {
        let bodies = corpora()[0].texts + corpora()[2].texts
        let documents: [SpecDocument] = bodies.prefix(1_000).compactMap { body in
            try? SpecDecoder.decode(cell(body))
        }
        guard documents.count == 1_000 else {
            print("text-cells: the cell spec did not decode")
            return
        }
        var cold: [Double] = [], warm: [Double] = []
        var height = 0.0
        for _ in 0..<9 {
            engine.clearCaches()
            let t0 = now()
            for document in documents { height += document.layout(text: engine).size.height }
            let t1 = now()
            for document in documents { height += document.layout(text: engine).size.height }
            let t2 = now()
            cold.append(Double(t1 - t0))
            warm.append(Double(t2 - t1))
        }
        print(
            "text-cells (1,000 notification cells)   µs/cell cold \(fixed(median(cold) / 1e3 / 1_000, digits: 2)), "
                + "text cached \(fixed(median(warm) / 1e3 / 1_000, digits: 2))")
        _ = height
    }

    static func cell(_ body: String) -> String {
        """
        {"sizeRange": {"min": [375, 0], "max": [375, "inf"]}, "root": {"type": "node", "layout": {
          "type": "inset", "insets": {"top": 15, "left": 12, "bottom": 15, "right": 20},
          "child": {"type": "stack", "justifyContent": "spaceBetween", "alignItems": "center", "children": [
            {"type": "image", "imageSize": [50, 50], "cornerRadius": 25, "style": {"preferredSize": [50, 50]}},
            {"type": "stack", "direction": "vertical", "spacing": 4, "justifyContent": "spaceBetween",
             "alignItems": "start",
             "style": {"flexGrow": 1, "flexShrink": 1, "spacingBefore": 10, "spacingAfter": 16},
             "children": [
              {"type": "text", "text": "\(body)", "fontSize": 14, "fontWeight": "bold"},
              {"type": "text", "text": "12月14日 10:30", "fontSize": 12, "maximumNumberOfLines": 1}]},
            {"type": "node", "style": {"preferredSize": [10, 10]}}]}}}}
        """
    }
}

/// A small seeded generator, so every run measures the same texts.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
