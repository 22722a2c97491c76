import SwatchSpec

/// What the playground asks the engine: a document's text and what the
/// reader chose beside it. The server's page and `POST /api/playground`, the
/// static site's first drawing and the engine in the page
/// (`swatch_playground`) all make one and get a `PlaygroundResponse` back.
///
///     let response = PlaygroundRequest(text: spec, width: 320).answer(textMeasurer: engine)
public struct PlaygroundRequest: Hashable, Sendable {
    public var text: String
    /// What the text is; nil tells it from the text (`DocumentKind.detect`).
    public var kind: DocumentKind?
    /// Replaces the spec's size range width (points), keeping its heights.
    public var width: Double?
    /// Replaces the spec's scale (1, 2 or 3 points per pixel).
    public var scale: Double?
    /// A transition document's state (from 0) drawn still, for its tab; nil
    /// plays the transitions.
    public var state: Int?
    /// Every layout spec's frame outlined and labelled.
    public var debug: Bool
    /// What VoiceOver reads drawn over a layout spec: each element numbered
    /// in its order, outlined, and what it says listed under the drawing.
    public var accessibility: Bool
    /// The update of a range scenario the page shows (from 0, among those
    /// animated; its step slider's): the answer's drawing holds it, the
    /// others follow (`PlaygroundResponse.later`). Nil: the first.
    public var step: Int?
    /// Only the drawing of update `step`, still: what the page shows in
    /// the frame after a key while the whole answer is made (a range
    /// scenario's; `PlaygroundResponse.Panels.still`).
    public var still = false
    /// Prefix of the ids the drawing defines.
    public var idPrefix: String
    /// The texts of the cell files a range scenario names (`items.cell`), by
    /// name: read by whoever has the files (the server, the site builder),
    /// so that the engine never opens one.
    public var cellFiles: [String: String]
    /// Whether `cellFiles` holds every file the reader could get. While it
    /// does not (the page has not read them yet), an engine that is missing
    /// a file the scenario names answers which files it wants
    /// (`EngineAnswer.files`) instead of an error.
    public var cellFilesRead = true
    /// The JSON path of the element selected in a layout spec: the answer
    /// explains its size (`PlaygroundResponse.explanation`) and its stack's
    /// arithmetic is drawn over the figure.
    public var explain: String?
    /// The variants row instead of the drawing: a layout spec laid out at
    /// these widths and text sizes (`PlaygroundResponse.variants`).
    public var variants: PlaygroundVariants?
    /// A transition document's state names, once the document has been read
    /// whole: the request is then for state `state`'s tab, which the page's
    /// engine lays out in its core (`stateAnswer`). The transitions module
    /// makes such a request (`transitionOrState`); a page passes it on.
    public var stateNames: [String]?

    public init(
        text: String, kind: DocumentKind? = nil, width: Double? = nil, scale: Double? = nil, state: Int? = nil,
        debug: Bool = false, accessibility: Bool = false, idPrefix: String = "pg", cellFiles: [String: String] = [:]
    ) {
        self.text = text
        self.kind = kind
        self.width = width.flatMap(PlaygroundRequest.width)
        self.scale = scale.flatMap { PlaygroundRequest.scales.contains($0) ? $0 : nil }
        self.state = state.flatMap { PlaygroundRequest.states.contains($0) ? $0 : nil }
        self.debug = debug
        self.accessibility = accessibility
        self.idPrefix = idPrefix
        self.cellFiles = cellFiles
    }

    /// Widths the width control offers: 1 to 4096 points.
    public static let widthLimits = 1.0...4096.0
    /// Scales the scale switch offers.
    public static let scales: [Double] = [1, 2, 3]
    /// States a tab can show (a document has at most `TransitionLimits.states`).
    public static let states = 0...63

    /// A request from query items (`width=375&scale=2&debug=1&accessibility=1&state=0&step=3&kind=layout`,
    /// `explain=root.children[1]`, `widths=320,375&textSizes=large,accessibilityLarge`: the API's):
    /// unknown names and values out of range are left out, as a form's
    /// would be; a name given twice counts once, the last time.
    public init(text: String, query: [(name: String, value: String)], cellFiles: [String: String] = [:]) {
        self.init(text: text, cellFiles: cellFiles)
        for (name, value) in query {
            switch name {
            case "width": width = PlaygroundRequest.width(value)
            case "scale": scale = Double(value).flatMap { PlaygroundRequest.scales.contains($0) ? $0 : nil }
            case "state": state = Int(value).flatMap { PlaygroundRequest.states.contains($0) ? $0 : nil }
            case "debug": debug = value == "1" || value == "true"
            case "accessibility": accessibility = value == "1" || value == "true"
            case "step": step = Int(value).flatMap { $0 >= 0 ? $0 : nil }
            case "kind": kind = DocumentKind.allCases.first { $0.name == value }
            case "explain": explain = value
            default: break
            }
        }
        let widths = query.last { $0.name == "widths" }?.value, textSizes = query.last { $0.name == "textSizes" }?.value
        if widths != nil || textSizes != nil { variants = PlaygroundVariants(query: widths, textSizes: textSizes) }
    }

    /// A width from a form or query value, or nil for the spec's own.
    public static func width(_ value: String?) -> Double? {
        guard let value, let number = Double(value) else { return nil }
        return width(number)
    }

    /// `number` when the width control could offer it, else nil.
    static func width(_ number: Double) -> Double? {
        number.isFinite && widthLimits.contains(number) ? number : nil
    }
}
