import SwatchRanges

/// Colours of range drawings, from the Okabe-Ito palette (distinguishable
/// with every common colour-vision deficiency), hottest range first.
public enum RangePalette {
    public static let visible = "#D55E00"   // vermillion
    public static let display = "#0072B2"   // blue
    public static let preload = "#56B4E9"   // sky blue
    public static let none = "#E4E4E4"      // light grey
    public static let notYetInserted = "none"
    public static let viewport = "#000000"
    public static let batch = "#CC79A7"     // reddish purple
    public static let trigger = "#009E73"   // bluish green
    public static let text = "#222222"
    public static let mutedText = "#666666"

    /// The colour of an item's hottest state.
    public static func fill(_ state: InterfaceState) -> String {
        if state.contains(.visible) { return visible }
        if state.contains(.display) { return display }
        if state.contains(.preload) { return preload }
        return none
    }

    /// The name of an item's hottest state, for titles and legends.
    public static func name(_ state: InterfaceState) -> String {
        if state.contains(.visible) { return "visible" }
        if state.contains(.display) { return "display" }
        if state.contains(.preload) { return "preload" }
        return "none"
    }

    /// The legend's entries, hottest first.
    public static let legend: [(name: String, color: String)] = [
        ("Visible (+ Display + Preload)", visible),
        ("Display (+ Preload)", display),
        ("Preload", preload),
        ("no range", none),
    ]
}

extension StateLists {
    /// One item's state, by binary search in the ascending lists.
    public func state(of item: Int) -> InterfaceState {
        var s = InterfaceState.none
        if Self.contains(preload, item) { s.insert(.preload) }
        if Self.contains(display, item) { s.insert(.display) }
        if Self.contains(visible, item) { s.insert(.visible) }
        return s
    }

    static func contains(_ sorted: [Int], _ item: Int) -> Bool {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < item { lo = mid + 1 } else { hi = mid }
        }
        return lo < sorted.count && sorted[lo] == item
    }
}
