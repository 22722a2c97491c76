import SwatchJSON
import SwatchLayout
import SwatchTransitions

/// Every state of a transition document laid out, and every transition
/// between them: from each state to the next, and from the last back to the
/// first.
public struct TransitionRun: Sendable {
    /// One per state, same order.
    public var layouts: [Layout]
    /// `transitions[k]` goes from state `k` to state `k + 1` (the last to state 0).
    public var transitions: [LayoutTransition]

    /// The state a transition starts from and the one it ends in.
    public func states(of transition: Int) -> (from: Int, to: Int) {
        (transition, (transition + 1) % layouts.count)
    }
}

extension TransitionDocument {
    /// Throws the error a document with text nodes gets when no text measurer
    /// is available.
    public func requireText(_ text: (any TextMeasuring)?, reason: String = "no font was found") throws(SpecError) {
        for state in states { try state.document.requireText(text, reason: reason) }
    }

    /// True when some state has a text node (and so needs a text measurer).
    public var hasText: Bool {
        states.contains { $0.document.firstTextElement != nil }
    }

    /// Lays out every state (text measured by `text`) and computes each
    /// transition.
    public func run(text: (any TextMeasuring)? = nil) -> TransitionRun {
        let layouts = states.map { $0.document.layout(text: text) }
        let subnodes = zip(states, layouts).map { state, layout in
            layout.subnodeFrames(in: state.document.tree).map {
                SubnodeFrame(id: state.document.elements[$0.element].id, frame: $0.frame)
            }
        }
        var transitions: [LayoutTransition] = []
        for k in states.indices {
            let next = (k + 1) % states.count
            transitions.append(LayoutTransition(
                from: subnodes[k], fromSize: layouts[k].size, to: subnodes[next], toSize: layouts[next].size, timing: timing))
        }
        return TransitionRun(layouts: layouts, transitions: transitions)
    }
}
