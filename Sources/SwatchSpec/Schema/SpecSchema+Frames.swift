// A range scenario's `frames` (SPEC.md "Frame timelines", reference/frames.md
// F5.13): the model's clock, budget, workers and per-cell costs.

extension SpecSchema {
    /// A cost in milliseconds: one for every cell, or one per cell.
    static let frameCost = ValueSchema.numberOrList(.within(0...ScenarioLimits.maxFrameCost))

    static let frameCostObject = ObjectSchema(
        "frameCost", noun: "frames.cost", "Milliseconds one cell's work takes; a number, or one per item (the last repeats).",
        keys: [
            KeySchema(.measure, frameCost, default: "3", texture: "ASDisplayNode.layoutThatFits:",
                      "Layout and text sizing, in the background with Texture."),
            KeySchema(.display, frameCost, default: "8", texture: "ASDisplayNode.displaysAsynchronously",
                      "Drawing and decoding, in the background with Texture."),
            KeySchema(.mount, frameCost, default: "0.3",
                      "Adding the finished view to the hierarchy, on the main thread."),
        ])

    static let framesObject = ObjectSchema(
        "frames", "A model of the main thread's frame budget: one range update a frame, costs as stated.",
        keys: [
            KeySchema(.refreshRate, .number(NumberRange(minimum: 0, excludesMinimum: true, maximum: ScenarioLimits.maxRefreshRate)),
                      default: "60", texture: "CADisplayLink.preferredFramesPerSecond", "Frames a second."),
            KeySchema(.mainThreadBudget, .number(.nonNegative), default: "10",
                      "Milliseconds of a frame the app's main-thread work may take before the frame is late."),
            KeySchema(.backgroundThreads, .number(.integers(1...ScenarioLimits.maxBackgroundThreads)), default: "2",
                      "Workers measuring and displaying in the background."),
            KeySchema(.cost, .object(frameCostObject), "Milliseconds per cell for each kind of work."),
        ])
}
