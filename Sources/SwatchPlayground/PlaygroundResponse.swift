import SwatchGeometry
import SwatchJSON
import SwatchLayout
import SwatchSVG
import SwatchSpec

/// What the engine answers the playground for one document: the drawing,
/// the size it was laid out at, the table (frames of a layout spec, updates
/// of a range scenario), the outline of the text (its elements, their ids,
/// paths and places, for the page's tree, inspector and tools), a transition
/// document's states, and the error when the document cannot be used.
///
/// Made once, by `PlaygroundRequest.answer`, for every place the playground
/// runs; the page only displays it. As HTML (`PlaygroundResponse+HTML`) it is
/// the server's page without script; as JSON (`json()`) what the page's
/// script gets from `POST /api/playground` or the engine in the page.
public struct PlaygroundResponse: Sendable {
    /// A row of the frames table.
    public struct FrameRow: Sendable, Equatable {
        public let id: String
        public let depth: Int
        public let frame: Rect
        /// Whether part of the frame lies outside the root's bounds (drawn dimmed).
        public let overflows: Bool
        /// How often it was measured (`MeasureCounts`), when counted.
        public var calculations: UInt32? = nil
        public var cacheHits: UInt32? = nil
    }

    /// A row of the updates table.
    public struct StepRow: Sendable, Equatable {
        public let step: Int
        public let offset: Point
        public let direction: String
        public let mode: String
        public let visible: [Int]
        public let display: [Int]
        public let preload: [Int]
        public let batch: String?
    }

    public var kind: DocumentKind
    /// The scale the request put in place of the spec's, if any.
    public var scale: Double?
    public var svg: String?
    /// The groups of `svg` that may follow the rest (an animation's
    /// updates): the page shows update `step` first, the others after.
    public var later: [SVGLaterGroup] = []
    /// The update in view (from 0, among those animated).
    public var step = 0
    /// How long the animation shows each update, when `svg` is animated.
    public var secondsPerStep: Double?
    /// Whether this is a still answer (`PlaygroundRequest.still`): only the
    /// drawing of the update in view and its size; the whole answer follows.
    public var still = false
    /// The root's size (a scenario's content size; a transition's first state's).
    public var size: Size?
    public var frames: [FrameRow] = []
    public var steps: [StepRow] = []
    /// Records not listed in `steps` (long runs list their first ones).
    public var omittedSteps = 0
    /// Where the elements drawn are in the text: a layout spec's, or the
    /// transition document's state drawn still.
    public var outline: SpecOutline?
    /// A transition document's states, by name.
    public var states: [String] = []
    /// The state drawn still (its tab), from 0.
    public var state: Int?
    /// A size Texture lays out as 0 x 0 (`SpecDocument.sizeWarning`).
    public var sizeWarning: String?
    /// What the layout warns of (`SpecDocument.warnings`), placed in the text.
    public var warnings: [PlaygroundWarning] = []
    /// Why the element the request names (`explain`) has its size.
    public var explanation: PlaygroundExplanation?
    /// The variants row, for a request that asks for it (`variants`), in
    /// place of the drawing.
    public var variants: [Variant] = []
    public var error: SpecError?

    /// Most update records listed in the table.
    public static let maxStepRows = 300

    init(kind: DocumentKind, scale: Double?) {
        self.kind = kind
        self.scale = scale
    }

    /// What the page shows beside the drawing for this answer, so that it
    /// decides nothing by the kind of document.
    public struct Panels: Sendable, Equatable {
        /// The width control (a layout spec's width).
        public var width: Bool
        /// The Code panel (a layout spec as Texture code).
        public var code: Bool
        /// The spec tree, the inspector and the drawing's options (a layout,
        /// or a transition's state drawn still).
        public var tree: Bool
        /// The drawing steps through range updates (the step slider).
        public var stepper: Bool
        /// The drawing's nodes take touches (a layout's frames).
        public var touch: Bool
        /// The states' tabs and the scrubber (a transition document).
        public var states: Bool
        /// Answers for this document take long: the page's engine makes
        /// them off its main thread.
        public var offThread: Bool
        /// The engine draws the update in view alone, fast (a still
        /// request), for the frame after a key while the whole answer is made.
        public var still: Bool
    }

    public var panels: Panels {
        let laidOut = kind == .layout || (kind == .transition && state != nil)
        return Panels(
            width: kind == .layout, code: kind == .layout, tree: laidOut, stepper: kind == .ranges, touch: laidOut && !frames.isEmpty,
            states: kind == .transition, offThread: kind == .ranges, still: kind == .ranges)
    }

    /// The transition document's state drawn still, by name.
    public var stateName: String? { state.map { states[$0] } }
}
