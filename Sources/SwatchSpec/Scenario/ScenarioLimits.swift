/// Explicit limits on what a range scenario may ask for, so hostile input is
/// rejected with a message instead of exhausting memory or time.
public enum ScenarioLimits {
    /// Largest scenario text accepted, in bytes.
    public static let maxInputBytes = 32 << 20
    /// Most items a container may ever hold, batch inserts included.
    public static let maxItems = 1_000_000
    /// Most items of one nested container.
    public static let maxNestedItems = 100_000
    /// Most records (range updates and no-ops) a scroll list may make.
    public static let maxRecords = 100_000
    /// Largest viewport or item dimension, in points (Texture's
    /// `ASPointsValidForSize` bound).
    public static let maxDimension = 10_000_000.0
    /// Largest offset magnitude, in points.
    public static let maxOffset = 1e12
    /// Largest tuning buffer or `leadingScreens`, in screenfuls.
    public static let maxScreenfuls = 1_000.0
    /// Most grid columns.
    public static let maxColumns = 1_000
}
