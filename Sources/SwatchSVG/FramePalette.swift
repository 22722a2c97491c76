/// Colours of frame timelines, from the same Okabe-Ito palette as the range
/// drawings (distinguishable with every common colour-vision deficiency).
/// Display work and the content it draws share the range drawings' Display
/// blue.
public enum FramePalette {
    /// Main-thread work that fits the frame.
    public static let onTime = "#009E73"     // bluish green
    /// Main-thread work that makes the frame late.
    public static let late = "#D55E00"       // vermillion
    public static let measure = "#E69F00"    // orange
    public static let display = RangePalette.display
    /// A visible cell showing its content.
    public static let content = RangePalette.display
    /// A visible cell showing its placeholder.
    public static let placeholder = "#B8B8B8"
    /// A visible cell showing nothing: not measured yet.
    public static let blank = "#F0E442"      // yellow
    public static let blankEdge = "#9A8F00"
    public static let budget = "#222222"
    public static let frameLength = "#888888"
    public static let lane = "#F2F2F2"
    public static let cursor = "#222222"
}
