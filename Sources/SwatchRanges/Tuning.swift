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

    /// Every mode and type's parameters at once.
    public init(
        fullDisplay: RangeTuningParameters, fullPreload: RangeTuningParameters,
        minimumDisplay: RangeTuningParameters, minimumPreload: RangeTuningParameters
    ) {
        self.init()
        self[.full, .display] = fullDisplay
        self[.full, .preload] = fullPreload
        self[.minimum, .display] = minimumDisplay
        self[.minimum, .preload] = minimumPreload
    }

    /// `+[ASAbstractLayoutController defaultTuningParameters]`, used by
    /// `ASTableNode` and `ASCollectionNode`.
    public static let layoutControllerDefaults = RangeTuning(
        fullDisplay: RangeTuningParameters(leading: 1.0, trailing: 0.5),
        fullPreload: RangeTuningParameters(leading: 2.5, trailing: 1.5),
        minimumDisplay: RangeTuningParameters(leading: 0.25, trailing: 0.25),
        minimumPreload: RangeTuningParameters(leading: 0.5, trailing: 0.25))

    /// What `-[ASPagerNode initWithCollectionViewLayout:]` sets: a page either
    /// side preloaded, only the current page displayed until the user pages.
    public static let pagerDefaults = RangeTuning(
        fullDisplay: RangeTuningParameters(leading: 1, trailing: 1),
        fullPreload: RangeTuningParameters(leading: 2, trailing: 2),
        minimumDisplay: RangeTuningParameters(leading: 0, trailing: 0),
        minimumPreload: RangeTuningParameters(leading: 1, trailing: 1))

    /// The defaults of a container kind.
    public static func defaults(for container: ContainerKind) -> RangeTuning {
        switch container {
        case .table, .collection: layoutControllerDefaults
        case .pager: pagerDefaults
        }
    }
}
