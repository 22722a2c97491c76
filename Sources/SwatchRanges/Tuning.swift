/// A full set of tuning parameters: one `RangeTuningParameters` per range
/// mode and range type, as `ASAbstractLayoutController` keeps them (R2).
public struct RangeTuning: Hashable, Sendable {
    /// Indexed by `mode.rawValue * 2 + type.rawValue`.
    private var table: [RangeTuningParameters]

    /// All zero.
    public init() {
        table = Array(repeating: .zero, count: RangeMode.allCases.count * RangeType.allCases.count)
    }

    public subscript(mode: RangeMode, type: RangeType) -> RangeTuningParameters {
        get { table[mode.rawValue * 2 + type.rawValue] }
        set { table[mode.rawValue * 2 + type.rawValue] = newValue }
    }

    /// `+[ASAbstractLayoutController defaultTuningParameters]`, used by
    /// `ASTableNode` and `ASCollectionNode`.
    public static let layoutControllerDefaults: RangeTuning = {
        var t = RangeTuning()
        t[.full, .display] = RangeTuningParameters(leading: 1.0, trailing: 0.5)
        t[.full, .preload] = RangeTuningParameters(leading: 2.5, trailing: 1.5)
        t[.minimum, .display] = RangeTuningParameters(leading: 0.25, trailing: 0.25)
        t[.minimum, .preload] = RangeTuningParameters(leading: 0.5, trailing: 0.25)
        return t
    }()

    /// What `-[ASPagerNode initWithCollectionViewLayout:]` sets: a page either
    /// side preloaded, only the current page displayed until the user pages.
    public static let pagerDefaults: RangeTuning = {
        var t = RangeTuning()
        t[.full, .display] = RangeTuningParameters(leading: 1, trailing: 1)
        t[.full, .preload] = RangeTuningParameters(leading: 2, trailing: 2)
        t[.minimum, .display] = RangeTuningParameters(leading: 0, trailing: 0)
        t[.minimum, .preload] = RangeTuningParameters(leading: 1, trailing: 1)
        return t
    }()

    /// The defaults of a container kind.
    public static func defaults(for container: ContainerKind) -> RangeTuning {
        switch container {
        case .table, .collection: layoutControllerDefaults
        case .pager: pagerDefaults
        }
    }
}
