/// The forms `swatch ranges` and `POST /api/ranges` can answer in.
public enum RangesFormat: String, CaseIterable, Sendable {
    /// SPEC.md's range output: one record a range update.
    case json

    public var mediaType: String {
        switch self {
        case .json: "application/json"
        }
    }
}
