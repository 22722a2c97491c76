import SwatchGeometry
import SwatchRanges

/// The interface-state callbacks one cell of a range run receives, update by
/// update, in the order Texture calls them: `-[ASDisplayNode
/// setInterfaceState:]` sends the Preload change, then Display, then
/// Visible, then `interfaceStateDidChange:fromState:` (ASDisplayNode.mm
/// 2938-3083), which is the order of the run's events.
public enum CellCallbacks {
    public struct Update: Hashable, Sendable {
        /// The update's index in the run (0-based).
        public var step: Int
        /// The offset along the scroll axis.
        public var offset: Double
        /// The methods called, as Swift names them.
        public var callbacks: [String]
    }

    /// Every update in which `item` changes state.
    public static func updates(of item: Int, in run: RangeRun, axis: ScrollAxis) -> [Update] {
        var out: [Update] = []
        for record in run.records {
            let names = record.events.filter { $0.item == item }.map { "\($0.kind.name)()" }
            guard !names.isEmpty else { continue }
            let offset = axis == .vertical ? record.offset.y : record.offset.x
            out.append(Update(step: record.step, offset: offset, callbacks: names + ["interfaceStateDidChange(_:from:)"]))
        }
        return out
    }
}
