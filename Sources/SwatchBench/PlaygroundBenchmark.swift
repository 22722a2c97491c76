import SwatchPlayground

// Playground benchmark (`swatch-bench playground [NAME ...]`): what the
// playground's answer costs natively for documents in content/specs (default:
// one of each kind the page answers a frame late without care), in ms a call,
// median of repeated runs: the whole answer, and a range scenario's still
// answer (the update in view alone, made on the page's main thread after a key).

enum PlaygroundBenchmark {
    static let defaults = ["notification-cell", "batch-fetch-end", "frames-feed", "chat-inverted", "frames-four-threads"]

    static func run(names: [String]) {
        print("")
        print("playground                 bytes   whole ms   still ms   still bytes   (median of runs)")
        for name in names.isEmpty ? defaults : names {
            guard let bytes = BenchFile.bytes("content/specs/\(name).json") else {
                print("\(name): cannot read content/specs/\(name).json (run from the repository root)")
                continue
            }
            let request = PlaygroundRequest(text: String(decoding: bytes, as: UTF8.self), cellFiles: cellFiles())
            var still = request
            still.still = true
            let (wholeMS, wholeBytes) = time(request)
            let (stillMS, stillBytes) = time(still)
            print(pad(name, 24) + pad(String(wholeBytes), 8, right: true) + pad(format(wholeMS), 11, right: true)
                  + pad(format(stillMS), 11, right: true) + pad(String(stillBytes), 14, right: true))
        }
    }

    /// Median ms of one answer over runs, and the answer's drawing's bytes.
    static func time(_ request: PlaygroundRequest) -> (Double, Int) {
        var samples: [Double] = []
        var bytes = 0
        for _ in 0..<15 {
            let t0 = now()
            let response = request.answer(textMeasurer: nil)
            samples.append(Double(now() - t0) / 1e6)
            bytes = response.svg?.utf8.count ?? 0
        }
        return (median(samples), bytes)
    }

    /// Every cell file in content/specs a scenario may name.
    static func cellFiles() -> [String: String] {
        var files: [String: String] = [:]
        for name in ["follow-cell.json", "chat-bubble.json", "notification-cell.json"] {
            if let bytes = BenchFile.bytes("content/specs/\(name)") { files[name] = String(decoding: bytes, as: UTF8.self) }
        }
        return files
    }

    static func format(_ ms: Double) -> String {
        let tenths = Int((ms * 100).rounded())
        return "\(tenths / 100).\(tenths % 100 < 10 ? "0" : "")\(tenths % 100)"
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let room = String(repeating: " ", count: max(0, width - text.count))
        return right ? room + text : text + room
    }
}
