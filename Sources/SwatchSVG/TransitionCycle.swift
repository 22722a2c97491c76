import SwatchTransitions

/// When each part of a transition drawing's animation plays, in seconds from
/// its start: the first state held, then each transition (its delay and its
/// animation, both slowed by `slow`) followed by the state it ends in, the
/// last transition ending back in the first state.
struct TransitionCycle {
    /// Seconds the first state shows before the first transition.
    static let leadIn = 0.6
    /// Seconds each state shows between transitions.
    static let hold = 1.4
    /// Seconds the first state shows again at the end.
    static let tail = 0.6

    /// Per transition: when it is called, when its animation starts, when it ends.
    var calls: [Double] = []
    var starts: [Double] = []
    var ends: [Double] = []
    var total: Double

    init(_ transitions: [LayoutTransition], slow: Double) {
        var t = TransitionCycle.leadIn
        for (k, transition) in transitions.enumerated() {
            calls.append(t)
            let delay = transition.timing.animated ? transition.timing.delay * slow : 0
            let duration = transition.timing.animated ? transition.timing.duration * slow : 0
            starts.append(t + delay)
            t += delay + duration
            ends.append(t)
            t += k == transitions.count - 1 ? TransitionCycle.tail : TransitionCycle.hold
        }
        total = t
    }

    /// True when transition `k` shows anything between its call and its end.
    func hasWindow(_ k: Int) -> Bool { ends[k] > calls[k] }

    /// True when transition `k` animates (its animation takes time).
    func animates(_ k: Int) -> Bool { ends[k] > starts[k] }

    /// `time` as a fraction of the cycle.
    func fraction(_ time: Double) -> Double { total > 0 ? min(1, max(0, time / total)) : 0 }
}
