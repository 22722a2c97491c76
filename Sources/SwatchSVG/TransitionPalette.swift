/// Colours of transition drawings: the diff's marks from the Okabe-Ito
/// palette (as `RangePalette`), chrome in the greys and blue of the other
/// drawings.
enum TransitionPalette {
    static let inserted = "#009E73"   // bluish green
    static let removed = "#D55E00"    // vermillion
    static let moved = "#0072B2"      // blue
    static let text = RangePalette.text
    static let mutedText = RangePalette.mutedText
    static let bounds = "#8a8f98"
    static let track = "#E4E4E4"
    static let accent = "#2a62c9"
    static let highlight = "#E6EEFC"
    static let stage = "#F5F7F9"
    static let mono = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace"
}
