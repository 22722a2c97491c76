/// A range scenario's `frames` (SPEC.md "Frame timelines"): the costs a
/// model of each frame's work is computed from (reference/frames.md F1-F5).
/// It is a model with stated costs, not a measurement of a device.
public struct FrameParameters: Hashable, Sendable {
    /// Frames per second; one range update a frame.
    public var refreshRate: Double
    /// Milliseconds of a frame the app's main-thread work may take before
    /// the frame is late.
    public var mainThreadBudget: Double
    /// Workers measuring and displaying in the background.
    public var backgroundThreads: Int
    /// Milliseconds per cell for each kind of work.
    public var cost: FrameCosts

    public init(refreshRate: Double = 60, mainThreadBudget: Double = 10, backgroundThreads: Int = 2, cost: FrameCosts = FrameCosts()) {
        self.refreshRate = refreshRate
        self.mainThreadBudget = mainThreadBudget
        self.backgroundThreads = backgroundThreads
        self.cost = cost
    }

    /// A frame's length in milliseconds (F1).
    public var frameLength: Double { 1000 / refreshRate }
}

/// What one cell's work costs, in milliseconds: `measure` (layout and text
/// sizing), `display` (drawing and decoding) and `mount` (adding the finished
/// view to the hierarchy on the main thread).
public struct FrameCosts: Hashable, Sendable {
    public var measure: ItemCosts
    public var display: ItemCosts
    public var mount: ItemCosts

    public init(measure: ItemCosts = ItemCosts(3), display: ItemCosts = ItemCosts(8), mount: ItemCosts = ItemCosts(0.3)) {
        self.measure = measure
        self.display = display
        self.mount = mount
    }

    /// Everything UIKit does on the main thread for a cell that appears (F2).
    public func uikitMain(item: Int) -> Double {
        measure[item] + display[item] + mount[item]
    }
}

/// One cost for every item, or one per item (F5.2): indexed by item, initial
/// items first and batch items continuing the count; an item past the end
/// takes the last value.
public struct ItemCosts: Hashable, Sendable {
    /// Never empty.
    public let values: [Double]

    /// The same cost for every item.
    public init(_ value: Double) {
        values = [value]
    }

    /// Per-item costs; nil for an empty list.
    public init?(perItem values: [Double]) {
        guard !values.isEmpty else { return nil }
        self.values = values
    }

    public subscript(item: Int) -> Double {
        item >= 0 && item < values.count ? values[item] : values[values.count - 1]
    }

    /// The single value when every item costs the same.
    public var uniform: Double? { values.count == 1 ? values[0] : nil }
}
