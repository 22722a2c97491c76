public import SwatchHTTP
import SwatchKit
public import SwatchLayout
public import SwatchSpec
import SwatchSVG

/// `POST /api/layout`, `POST /api/ranges` and `POST /api/transition`: a spec
/// (a range scenario, a transition document) in the body, laid out (run,
/// transitioned) by the engine.
///
/// The answer's form comes from `?format=` (`json`, `svg`; `ascii` for
/// layouts, `timeline` for ranges), else from `Accept` (`application/json`,
/// `image/svg+xml`); JSON when neither says. A bad spec is 400 with SPEC.md's
/// error as JSON; a body that is not UTF-8 is 400; an `Accept` that allows
/// none of the forms is 406; an unknown `format` is 400.
public struct LayoutAPI: Sendable {
    let textMeasurer: (any TextMeasuring)?
    /// The texts of the cell files a scenario names (`content/specs/`).
    let cellFiles: @Sendable (String) -> [String: String]

    public init(textMeasurer: (any TextMeasuring)? = nil, cellFiles: @escaping @Sendable (String) -> [String: String] = { _ in [:] }) {
        self.textMeasurer = textMeasurer
        self.cellFiles = cellFiles
    }

    /// Adds `POST /api/layout`, `POST /api/ranges` and `POST /api/transition`.
    public func install(on router: inout Router) {
        router.post("/api/layout") { [self] in try layout($0.request) }
        router.post("/api/ranges") { [self] in try ranges($0.request) }
        router.post("/api/transition") { [self] in try transition($0.request) }
    }

    public func layout(_ request: Request) throws -> Response {
        let format: LayoutFormat = try LayoutAPI.negotiate(request, named: LayoutFormat.init(rawValue:), \.mediaType)
        // The parser checks the UTF-8 as it goes, so the body is read as bytes
        // and the answer written as bytes.
        let output = try LayoutRenderer.renderBytes(request.body, format: format, textMeasurer: textMeasurer)
        try AnswerLimits.check(output.count, what: "answer")
        return Response(
            status: .ok, headers: ["Content-Type": format.mediaType, "Cache-Control": "no-store"], body: ResponseBody(output))
    }

    public func ranges(_ request: Request) throws -> Response {
        let format: RangesFormat = try LayoutAPI.negotiate(request, named: RangesFormat.init(rawValue:), \.mediaType)
        var step: Int?
        if let value = request.query["step"] {
            guard let number = Int(value), number >= 0 else {
                throw HTTPError(.badRequest, "step=\(value): expected an update number (0 or more).")
            }
            step = number
        }
        let text = try LayoutAPI.text(of: request)
        // A client that hangs up stops the run (its answer is no longer wanted).
        let output = try RangesRenderer.render(
            text, format: format, step: step, textMeasurer: textMeasurer, cellFiles: cellFiles(text),
            shouldStop: request.clientHasGone)
        return try LayoutAPI.answer(output, mediaType: format.mediaType)
    }

    /// `?slow=FACTOR` (1 to 50) plays an SVG's animations slower.
    public func transition(_ request: Request) throws -> Response {
        let format: TransitionFormat = try LayoutAPI.negotiate(request, named: TransitionFormat.init(rawValue:), \.mediaType)
        var options = TransitionDrawing.Options()
        if let value = request.query["slow"] {
            guard let factor = Double(value), factor >= 1, factor <= 50 else {
                throw HTTPError(.badRequest, "slow=\(value): expected a factor from 1 to 50.")
            }
            options.slow = factor
        }
        let output = try TransitionRenderer.renderBytes(request.body, format: format, options: options, textMeasurer: textMeasurer)
        try AnswerLimits.check(output.count, what: "answer")
        return Response(
            status: .ok, headers: ["Content-Type": format.mediaType, "Cache-Control": "no-store"], body: ResponseBody(output))
    }

    /// The answer, held to `AnswerLimits` (400 past it, with the limit's message).
    static func answer(_ output: String, mediaType: String) throws -> Response {
        try AnswerLimits.check(output.utf8.count, what: "answer")
        return Response(status: .ok, headers: ["Content-Type": mediaType, "Cache-Control": "no-store"], body: ResponseBody(output))
    }

    static func text(of request: Request) throws(HTTPError) -> String {
        guard let text = request.bodyText else { throw HTTPError(.badRequest, "The request body is not UTF-8 text.") }
        return text
    }

    /// The format from `?format=`, else the first form `Accept` allows (by
    /// its order of preference), else the first case (JSON).
    static func negotiate<Format: CaseIterable>(
        _ request: Request, named: (String) -> Format?, _ mediaType: KeyPath<Format, String>
    ) throws(HTTPError) -> Format {
        let all = Array(Format.allCases)
        if let name = request.query["format"] {
            guard let format = named(name) else {
                let names = all.map { "\($0)" }.joined(separator: ", ")
                throw HTTPError(.badRequest, "format=\(name): expected one of \(names).")
            }
            return format
        }
        guard let accept = request.headers["Accept"], !accept.isEmpty, let first = all.first else {
            return all[0]
        }
        for range in MediaRange.parse(accept) where range.quality > 0 {
            if range.type == "*/*" { return first }
            if let match = all.first(where: { MediaRange.essence(of: $0[keyPath: mediaType]) == range.type }) {
                return match
            }
            if range.type.hasSuffix("/*"),
                let match = all.first(where: { MediaRange.essence(of: $0[keyPath: mediaType]).hasPrefix(range.type.dropLast()) })
            {
                return match
            }
        }
        throw HTTPError(
            .notAcceptable,
            "Accept: \(accept) allows none of " + all.map { $0[keyPath: mediaType] }.joined(separator: ", ") + ".")
    }
}

/// One entry of an `Accept` header.
struct MediaRange: Equatable {
    let type: String
    let quality: Double

    /// Entries in order of preference (quality, then as listed).
    static func parse(_ header: String) -> [MediaRange] {
        let ranges = header.split(separator: ",").enumerated().map { index, part -> (MediaRange, Int) in
            let pieces = part.split(separator: ";")
            let type = pieces.first.map { $0.trimmingWhitespace().lowercased() } ?? ""
            var quality = 1.0
            for parameter in pieces.dropFirst() {
                let pair = parameter.trimmingWhitespace().split(separator: "=", maxSplits: 1)
                if pair.count == 2, pair[0] == "q", let value = Double(pair[1]) { quality = min(1, max(0, value)) }
            }
            return (MediaRange(type: type, quality: quality), index)
        }
        return ranges.sorted { ($0.0.quality, -$0.1) > ($1.0.quality, -$1.1) }.map(\.0)
    }

    /// `application/json` for `application/json; charset=utf-8`.
    static func essence(of mediaType: String) -> String {
        String(mediaType.split(separator: ";").first ?? "").trimmingWhitespace().lowercased()
    }
}
