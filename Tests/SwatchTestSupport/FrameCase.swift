import Foundation

/// A conformance case (Tests/Fixtures/frames): a spec and the frames measured
/// from Texture's snapshot image, compared with the checker's rule: every
/// edge within 0.5 pt, except clipped or occluded edges, which only have to
/// lie at or beyond the measured edge.
public struct FrameCase {
    public var name: String
    public var specText: String
    var expected: [String: Any]

    public init(url: URL) throws {
        name = url.deletingPathExtension().lastPathComponent
        let data = try Data(contentsOf: url)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let spec = object["spec"], let expected = object["expected"] as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        specText = String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self)
        self.expected = expected
    }

    static let tolerance = 0.5

    /// The first mismatch between `actual` (SPEC.md frames output, parsed) and
    /// the expectation, or nil when the case passes.
    public func mismatch(size: [Double], frames: [String: [Double]]) -> String? {
        let esize = (expected["size"] as? [NSNumber])?.map(\.doubleValue) ?? []
        for i in 0..<2 where abs(size[i] - esize[i]) > Self.tolerance {
            return "size \(i == 0 ? "width" : "height") \(size[i]) (expected \(esize[i]))"
        }
        let nodes = expected["nodes"] as? [String: [String: Any]] ?? [:]
        for (id, exp) in nodes.sorted(by: { $0.key < $1.key }) {
            guard let frame = frames[id] else { return "node \(id) missing from output" }
            let want = (exp["frame"] as? [NSNumber])?.map(\.doubleValue) ?? []
            let outward = Set((exp["clipped"] as? [String] ?? []) + (exp["occluded"] as? [String] ?? []))
            let got = edges(frame), wanted = edges(want)
            for (k, edge) in ["left", "top", "right", "bottom"].enumerated() {
                let a = got[k], b = wanted[k]
                if outward.contains(edge) {
                    let ok = edge == "left" || edge == "top" ? a <= b + Self.tolerance : a >= b - Self.tolerance
                    if !ok { return "node \(id) \(edge) edge \(a) (expected beyond \(b))" }
                } else if abs(a - b) > Self.tolerance {
                    return "node \(id) \(edge) edge \(a) (expected \(b)); frame \(frame), expected \(want)"
                }
            }
        }
        for union in expected["unions"] as? [[String: Any]] ?? [] {
            let ids = union["ids"] as? [String] ?? []
            let bbox = (union["bbox"] as? [NSNumber])?.map(\.doubleValue) ?? []
            var box: [Double]? = nil
            for id in ids {
                guard let f = frames[id] else { return "node \(id) missing from output" }
                let l = max(f[0], 0), t = max(f[1], 0), r = min(f[0] + f[2], esize[0]), b = min(f[1] + f[3], esize[1])
                if r <= l || b <= t { continue }
                box = box.map { [min($0[0], l), min($0[1], t), max($0[2], r), max($0[3], b)] } ?? [l, t, r, b]
            }
            guard let box else { return "union of \(ids) is empty" }
            let want = [bbox[0], bbox[1], bbox[0] + bbox[2], bbox[1] + bbox[3]]
            for k in 0..<4 where abs(box[k] - want[k]) > Self.tolerance {
                return "union of \(ids): edge \(k) \(box[k]) (expected \(want[k]))"
            }
        }
        return nil
    }

    private func edges(_ f: [Double]) -> [Double] { [f[0], f[1], f[0] + f[2], f[1] + f[3]] }
}
