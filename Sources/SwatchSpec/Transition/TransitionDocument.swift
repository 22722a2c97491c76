import SwatchGeometry
import SwatchTransitions

/// A decoded transition document (SPEC.md "Transition documents"): one node
/// whose `layoutSpecThatFits:` returns a different spec in each state, moved
/// from each state to the next by `transitionLayoutWithAnimation:`.
public struct TransitionDocument: Sendable {
    public var title: String?
    /// Shared by every state.
    public var sizeRange: SizeRange
    public var scale: Double
    public var timing: TransitionTiming
    /// Two or more, in order; each transition goes to the next, and the last
    /// back to the first.
    public var states: [TransitionState]
}

/// One state: its name and the spec laid out in it (whose root is the node
/// that transitions; title, size range and scale are the document's).
public struct TransitionState: Sendable {
    public var name: String
    public var document: SpecDocument
}

/// Explicit limits on what a transition document may ask for.
public enum TransitionLimits {
    /// Fewest and most states.
    public static let states = 2...16
    /// Longest state name, in characters.
    public static let maxNameLength = 64
    /// Most subnodes of the transitioning node in one state (the diff's table
    /// grows with the product of two states' counts).
    public static let maxSubnodes = 2_000
}
