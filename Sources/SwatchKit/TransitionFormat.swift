/// The forms `swatch transition` and `POST /api/transition` can answer in.
public enum TransitionFormat: String, CaseIterable, Sendable {
    /// SPEC.md's transition output: every state's frames, every transition.
    case json
    /// An SVG playing the transitions as Texture animates them.
    case svg

    public var mediaType: String {
        switch self {
        case .json: "application/json"
        case .svg: "image/svg+xml"
        }
    }
}
