public import SwatchHTTP
import SwatchGeometry
import SwatchKit
public import SwatchLayout
import SwatchSpec

/// `POST /api/hit?point=X,Y&point=X,Y...`: the spec in the body, laid out by
/// the engine, and for each point (root coordinates, in the order given)
/// the node a touch there is delivered to, as `swatch hit` answers:
/// `{"hits": [{"point", "node", "chain"}]}`. A bad spec is 400 with SPEC.md's
/// error; a missing or malformed point is 400 naming it.
public struct HitAPI: Sendable {
    let textMeasurer: (any TextMeasuring)?

    /// More points than this in one request are refused.
    public static let maxPoints = 10_000

    public init(textMeasurer: (any TextMeasuring)? = nil) {
        self.textMeasurer = textMeasurer
    }

    public func install(on router: inout Router) {
        router.post("/api/hit") { [self] in try hit($0.request) }
    }

    public func hit(_ request: Request) throws -> Response {
        let values = request.query.values(for: "point")
        guard !values.isEmpty else {
            throw HTTPError(.badRequest, "Give the points in the query: point=X,Y, once a point (such as ?point=40,12&point=-0.25,10).")
        }
        guard values.count <= HitAPI.maxPoints else {
            throw HTTPError(.badRequest, "\(values.count) points; the limit is \(HitAPI.maxPoints).")
        }
        var points: [Point] = []
        points.reserveCapacity(values.count)
        for (n, value) in values.enumerated() {
            guard let point = HitPoint.parse(value) else {
                throw HTTPError(.badRequest, "point=\(value) (point \(n + 1)): \(HitPoint.expected).")
            }
            points.append(point)
        }
        let text = try LayoutAPI.text(of: request)
        let output = try HitRenderer.render(text, points: points, textMeasurer: textMeasurer)
        return try LayoutAPI.answer(output, mediaType: "application/json")
    }
}
