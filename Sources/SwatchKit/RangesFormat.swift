/// The forms `swatch ranges` and `POST /api/ranges` can answer in.
public enum RangesFormat: String, CaseIterable, Sendable {
    /// SPEC.md's range output: one record a range update.
    case json
    /// An animated SVG stepping through every update (or, given a step, a
    /// picture of that one update).
    case svg
    /// An SVG chart: updates across, items down, states as colours; for a
    /// scenario with `frames`, the frame timeline (frames across: the main
    /// thread with and without Texture, the background threads, what the
    /// visible cells show).
    case timeline

    public var mediaType: String {
        switch self {
        case .json: "application/json"
        case .svg, .timeline: "image/svg+xml"
        }
    }
}
