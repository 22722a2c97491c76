import SwatchGeometry
import SwatchLayout
import SwatchTransitions

/// Draws the parts of a `TransitionDrawing` from its plan: the controls, the
/// stage with its SMIL animations, the subnode lists and the still states.
struct TransitionPainter {
    let plan: TransitionPlan
    let prefix: String

    var scene: TransitionScene { plan.scene }
    var cycle: TransitionCycle { plan.cycle }
    var playID: String { prefix + "-play" }
    var stageID: String { prefix + "-stage" }

    init(plan: TransitionPlan, prefix: String) {
        self.plan = plan
        self.prefix = prefix
    }

    // MARK: Animation timing

    /// Every animation starts shortly after the drawing appears, and again on
    /// a click on the Play button or the stage.
    var begin: String { "0.4s; \(playID).click; \(stageID).click" }

    /// A value held until each keyframe's time changes it at once.
    func discrete(_ svg: inout SVGBuilder, _ attribute: String, _ keyframes: [(time: Double, value: String)]) {
        let frames = increasing(keyframes.map { ($0.time, $0.value, false) })
        guard frames.count > 1 else { return }
        svg.empty("animate", list: [
            ("attributeName", attribute), ("values", frames.map { $0.value }.joined(separator: ";")),
            ("keyTimes", frames.map { $0.key }.joined(separator: ";")),
            ("calcMode", "discrete"), ("begin", begin), ("dur", svgNumber(cycle.total) + "s"),
        ])
    }

    /// `from` until `start`, then `to` along the ease-in-out curve by `end`,
    /// held to the end of the cycle. `type` makes it an `animateTransform`.
    func eased(_ svg: inout SVGBuilder, _ attribute: String, from: String, to: String, start: Double, end: Double, type: String? = nil) {
        let frames = increasing([(0, from, false), (start, from, false), (end, to, true), (cycle.total, to, false)])
        guard frames.count > 1 else { return }
        let curve = TransitionTiming.curve
        let ease = "\(svgNumber(curve.x1)) \(svgNumber(curve.y1)) \(svgNumber(curve.x2)) \(svgNumber(curve.y2))"
        var list: [(String, String)] = [("attributeName", attribute)]
        if let type { list.append(("type", type)) }
        list += [
            ("values", frames.map { $0.value }.joined(separator: ";")),
            ("keyTimes", frames.map { $0.key }.joined(separator: ";")),
            ("calcMode", "spline"), ("keySplines", frames.dropFirst().map { $0.eased ? ease : "0 0 1 1" }.joined(separator: "; ")),
            ("begin", begin), ("dur", svgNumber(cycle.total) + "s"),
        ]
        svg.empty(type == nil ? "animate" : "animateTransform", list: list)
    }

    /// Keyframes as SMIL wants them: key times (fractions of the cycle, to
    /// the microsecond) strictly increasing from 0, and ending at 1 when the
    /// last keyframe is the cycle's end; a keyframe whose key time equals the
    /// one before replaces it. `eased` marks the interval ending at a keyframe.
    func increasing(_ keyframes: [(time: Double, value: String, eased: Bool)]) -> [(key: String, value: String, eased: Bool)] {
        var out: [(key: String, value: String, eased: Bool)] = []
        var last = -1.0
        for frame in keyframes {
            let fraction = (cycle.fraction(frame.time) * 1e6).rounded() / 1e6
            if fraction <= last, !out.isEmpty {
                out[out.count - 1] = (out[out.count - 1].key, frame.value, frame.eased || out[out.count - 1].eased)
            } else {
                out.append((TransitionPainter.keyTime(fraction), frame.value, frame.eased))
                last = fraction
            }
        }
        return out
    }

    /// A key time (0 to 1) with up to six decimals, never in exponent form.
    static func keyTime(_ fraction: Double) -> String {
        let micro = Int((min(1, max(0, fraction)) * 1e6).rounded())
        if micro % 1_000_000 == 0 { return String(micro / 1_000_000) }
        var digits = String(micro)
        while digits.count < 6 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }

    // MARK: Controls

    mutating func drawControls(_ svg: inout SVGBuilder) {
        let b = plan.button
        svg.open("g", list: [("id", playID), ("class", "swatch-transition-play"), ("cursor", "pointer"),
                             ("role", "button"), ("tabindex", "0"), ("aria-label", "Play the transitions again")])
        svg.empty("rect", list: rectAttributes(b, [("rx", "6"), ("fill", TransitionPalette.accent)]))
        svg.element("text", [
            "x": svgNumber(b.minX + b.size.width / 2), "y": svgNumber(b.minY + b.size.height / 2 + 4.5),
            "text-anchor": "middle", "font-size": svgNumber(TransitionDrawing.textSize), "font-weight": "600", "fill": "#ffffff",
        ], text: "▶ Play")
        svg.close("g")
        svg.newline()

        // The phase line: the state shown, or the transition running.
        let n = scene.states.count
        var phases: [(text: String, from: Double, to: Double)] = []
        phases.append((stateLabel(0), 0, cycle.calls[0]))
        for k in 0..<n {
            let next = (k + 1) % n
            if cycle.hasWindow(k) {
                phases.append((transitionLabel(k), cycle.calls[k], cycle.ends[k]))
            }
            phases.append((stateLabel(next, after: k), cycle.ends[k], k == n - 1 ? cycle.total : cycle.calls[k + 1]))
        }
        for (index, phase) in phases.enumerated() {
            svg.open("text", list: [("class", "swatch-transition-phase"), ("x", svgNumber(TransitionPlan.margin)),
                                    ("y", svgNumber(plan.phaseY)), ("font-size", svgNumber(TransitionDrawing.textSize)),
                                    ("fill", TransitionPalette.text), ("visibility", index == 0 ? "visible" : "hidden")])
            svg.content(phase.text)
            var frames: [(time: Double, value: String)] = [(0, index == 0 ? "visible" : "hidden")]
            if index > 0 { frames.append((phase.from, "visible")) }
            if phase.to < cycle.total { frames.append((phase.to, "hidden")) }
            discrete(&svg, "visibility", frames)
            svg.close("text")
            svg.newline()
        }
        svg.textBlock(plan.timing, x: TransitionPlan.margin, ["font-size": svgNumber(TransitionDrawing.smallSize), "fill": TransitionPalette.mutedText])
        svg.newline()

        // The progress track, a tick where each transition is called, and the bar.
        let track = plan.track
        svg.empty("rect", list: rectAttributes(track, [("rx", "2"), ("fill", TransitionPalette.track)]))
        for call in cycle.calls {
            let x = track.minX + track.size.width * cycle.fraction(call)
            svg.empty("rect", list: rectAttributes(Rect(x: x - 1, y: track.minY - 3, width: 2, height: track.size.height + 6),
                                                   [("fill", TransitionPalette.bounds)]))
        }
        svg.open("rect", list: rectAttributes(Rect(x: track.minX, y: track.minY, width: 0, height: track.size.height),
                                              [("class", "swatch-transition-progress"), ("rx", "2"), ("fill", TransitionPalette.accent)]))
        svg.empty("animate", list: [
            ("attributeName", "width"), ("values", "0;" + svgNumber(track.size.width)), ("keyTimes", "0;1"),
            ("begin", begin), ("dur", svgNumber(cycle.total) + "s"),
        ])
        svg.close("rect")
        svg.newline()
    }

    /// "State: expanded"; after a transition that left out a subnode the
    /// layout lists, "State: c b a, without b".
    func stateLabel(_ s: Int, after k: Int? = nil) -> String {
        var missing: [String] = []
        if let k {
            let present = Set(scene.transitions[k].after)
            missing = scene.transitions[k].new.map { $0.id }.filter { !present.contains($0) }
        }
        let suffix = missing.isEmpty ? "" : ", without " + missing.joined(separator: ", ")
        let label = "State: " + scene.states[s].name + suffix
        return TransitionPlan.truncate(label, width: plan.textWidth, fontSize: TransitionDrawing.textSize)
    }

    func transitionLabel(_ k: Int) -> String {
        let n = scene.states.count
        let half = (plan.textWidth - 30) / 2
        let from = TransitionPlan.truncate(scene.states[k].name, width: half, fontSize: TransitionDrawing.textSize)
        let to = TransitionPlan.truncate(scene.states[(k + 1) % n].name, width: half, fontSize: TransitionDrawing.textSize)
        return from + " → " + to
    }
}
