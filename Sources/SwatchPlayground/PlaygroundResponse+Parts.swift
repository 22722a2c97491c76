import SwatchSVG

/// The drawing in parts, for a page that puts a big drawing in over
/// several frames: the part it shows now and the groups that follow.
extension PlaygroundResponse {
    /// `drawingHTML` with each group that may follow later (`later`), but
    /// those of the update in view (`step`), replaced by its place, an empty
    /// `<g data-held="N"></g>`; and those groups, the N-th held group being
    /// the one whose place says N. Cut where the SVG writer recorded them,
    /// so that the page never reads the markup to find them.
    public var drawingParts: (shown: String, held: [String]) {
        guard let svg, !later.isEmpty else { return (drawingHTML, []) }
        let bytes = Array(svg.utf8)
        var shown = ""
        var held: [String] = []
        var at = 0
        for group in later where group.step != step {
            shown += String(decoding: bytes[at..<group.bytes.lowerBound], as: UTF8.self)
            shown += "<g data-held=\"\(held.count)\"></g>"
            held.append(String(decoding: bytes[group.bytes], as: UTF8.self))
            at = group.bytes.upperBound
        }
        shown += String(decoding: bytes[at...], as: UTF8.self)
        return (shown, held)
    }

    /// The animation's time (seconds) at which it shows the update in view:
    /// where the page starts a drawing whose other updates follow.
    public var shownTime: Double? {
        secondsPerStep.map { (Double(step) + 0.5) * $0 }
    }
}
