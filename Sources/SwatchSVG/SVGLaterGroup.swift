/// A group of an SVG document that a page may put in after the rest: one
/// update of an animation, hidden until the animation reaches it. The
/// writer records where it is as it writes it (`SVGBuilder.laterGroup`),
/// so that whoever shows the document can hold it back without reading the
/// text again.
public struct SVGLaterGroup: Hashable, Sendable {
    /// The update it shows (from 0, among the updates animated).
    public var step: Int
    /// Where it is in the document's text, in UTF-8 bytes from its start.
    public var bytes: Range<Int>

    public init(step: Int, bytes: Range<Int>) {
        self.step = step
        self.bytes = bytes
    }
}

/// An SVG document and the groups in it that may follow later.
public struct MarkedSVG: Hashable, Sendable {
    public var text: String
    public var later: [SVGLaterGroup]

    public init(text: String, later: [SVGLaterGroup] = []) {
        self.text = text
        self.later = later
    }

    public init(_ builder: SVGBuilder) {
        self.init(text: builder.text, later: builder.later)
    }

    /// `first`'s text then `second`'s, with their groups where they now are.
    public static func + (first: MarkedSVG, second: MarkedSVG) -> MarkedSVG {
        let shift = first.text.utf8.count
        return MarkedSVG(
            text: first.text + second.text,
            later: first.later + second.later.map { SVGLaterGroup(step: $0.step, bytes: ($0.bytes.lowerBound + shift)..<($0.bytes.upperBound + shift)) })
    }
}

extension SVGBuilder {
    /// A `<g>` with `attributes` whose content `body` writes, recorded as a
    /// group that may follow later, showing update `step`.
    mutating func laterGroup(step: Int, _ attributes: [(String, String)], _ body: (inout SVGBuilder) -> Void) {
        let start = text.utf8.count
        open("g", list: attributes)
        body(&self)
        close("g")
        later.append(SVGLaterGroup(step: step, bytes: start..<text.utf8.count))
    }
}

extension SVGBuilder {
    /// One update's group in an animation of `count` updates lasting
    /// `duration`: shown while the animation is at update `step` (from 0),
    /// hidden the rest of the time, and recorded as a group that may follow
    /// later. `still`: the group of the animation's still of that update,
    /// shown, not animated and not recorded. `body` writes its content.
    mutating func updateGroup(
        _ className: String, step: Int, of count: Int, dataStep: Int, duration: String, still: Bool,
        _ body: (inout SVGBuilder) -> Void
    ) {
        let attributes = [("class", className), ("data-step", String(dataStep)), ("visibility", still || step == 0 ? "visible" : "hidden")]
        guard !still else {
            // A still's one group is the drawing itself: nothing follows it.
            open("g", list: attributes)
            body(&self)
            close("g")
            return
        }
        laterGroup(step: step, attributes) { svg in
            if count > 1 {
                var values: [String] = [], times: [String] = []
                if step > 0 { values.append("hidden"); times.append("0") }
                values.append("visible"); times.append(svgNumber(Double(step) / Double(count)))
                if step < count - 1 { values.append("hidden"); times.append(svgNumber(Double(step + 1) / Double(count))) }
                svg.empty("animate", list: [("attributeName", "visibility"), ("values", values.joined(separator: ";")),
                                            ("keyTimes", times.joined(separator: ";")), ("calcMode", "discrete"),
                                            ("dur", duration), ("repeatCount", "indefinite")])
            }
            body(&svg)
        }
    }
}
