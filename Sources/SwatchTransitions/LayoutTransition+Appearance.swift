import SwatchGeometry

/// How one subnode looks at one moment of a transition.
public struct SubnodeAppearance: Hashable, Sendable {
    /// Which layout the subnode shows its contents from: a subnode's own
    /// subnodes are laid out in its final bounds when the transition starts.
    public enum Source: Hashable, Sendable {
        case old
        case new
    }

    public var id: String
    /// In the transitioning node's coordinates.
    public var frame: Rect
    public var alpha: Double
    public var source: Source
}

/// The transitioning node at one moment: its bounds and its subnodes, back
/// to front.
public struct TransitionSnapshot: Hashable, Sendable {
    public var size: Size
    public var subnodes: [SubnodeAppearance]
}

extension LayoutTransition {
    /// The node `time` seconds after `transitionLayoutWithAnimation:` (T4):
    /// before 0 as laid out before; from 0 the insertions and moves are done
    /// and the fading-in nodes wait, invisible, at their final frames; after
    /// the delay everything animates along the ease-in-out curve; at the end
    /// removed subnodes leave.
    public func snapshot(at time: Double) -> TransitionSnapshot {
        var oldFrames: [String: Rect] = [:]
        for subnode in old { oldFrames[subnode.id] = subnode.frame }
        var newFrames: [String: Rect] = [:]
        for subnode in new { newFrames[subnode.id] = subnode.frame }

        if time < 0 {
            return TransitionSnapshot(
                size: fromSize,
                subnodes: old.map { SubnodeAppearance(id: $0.id, frame: $0.frame, alpha: 1, source: .old) })
        }
        if time >= length {
            return TransitionSnapshot(
                size: toSize,
                subnodes: after.compactMap { id in
                    newFrames[id].map { SubnodeAppearance(id: id, frame: $0, alpha: 1, source: .new) }
                })
        }
        let progress = self.progress(at: time)
        let fading = Set(fadeIn), leaving = Set(fadeOut), sliding = Set(frameAnimated)
        var subnodes: [SubnodeAppearance] = []
        for id in during {
            let from = oldFrames[id], to = newFrames[id]
            if fading.contains(id), let to {
                // Set to its final frame at alpha 0, then faded in (a node both
                // removed and re-inserted fades in too: its alpha is set to 0
                // for the removal, then back to 1 for the insertion).
                subnodes.append(SubnodeAppearance(id: id, frame: to, alpha: progress, source: .new))
            } else if leaving.contains(id), let from {
                subnodes.append(SubnodeAppearance(id: id, frame: from, alpha: 1 - progress, source: .old))
            } else if sliding.contains(id), let from, let to {
                subnodes.append(SubnodeAppearance(id: id, frame: from.interpolated(to: to, progress), alpha: 1, source: .new))
            } else if let frame = to ?? from {
                subnodes.append(SubnodeAppearance(id: id, frame: frame, alpha: 1, source: to == nil ? .old : .new))
            }
        }
        let size = isResized ? fromSize.interpolated(to: toSize, progress) : toSize
        return TransitionSnapshot(size: size, subnodes: subnodes)
    }

    /// The fraction of the animation done at `time` (seconds after the call),
    /// eased.
    public func progress(at time: Double) -> Double {
        guard timing.animated else { return time >= 0 ? 1 : 0 }
        let elapsed = time - timing.delay
        guard timing.duration > 0 else { return elapsed >= 0 ? 1 : 0 }
        return TransitionTiming.curve.value(at: elapsed / timing.duration)
    }
}

extension Rect {
    /// The rect `fraction` of the way to `other`.
    func interpolated(to other: Rect, _ fraction: Double) -> Rect {
        Rect(
            origin: Point(x: lerp(minX, other.minX, fraction), y: lerp(minY, other.minY, fraction)),
            size: size.interpolated(to: other.size, fraction))
    }
}

extension Size {
    /// The size `fraction` of the way to `other`.
    func interpolated(to other: Size, _ fraction: Double) -> Size {
        Size(width: lerp(width, other.width, fraction), height: lerp(height, other.height, fraction))
    }
}

func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
