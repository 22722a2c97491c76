/// `ASLayoutRangeType`: the two working ranges a tuning describes (R2).
public enum RangeType: Int, CaseIterable, Hashable, Sendable {
    case display
    case preload

    public var name: String {
        switch self {
        case .display: "display"
        case .preload: "preload"
        }
    }
}
