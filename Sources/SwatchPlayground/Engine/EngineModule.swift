/// The engine's WebAssembly modules, as a page loads them: the core first,
/// the others on first use. Each answers the calls it can and names the
/// module that answers the rest (`EngineAnswer.elsewhere`), so a page never
/// decides which module a document needs.
public enum EngineModule: String, CaseIterable, Sendable {
    /// Layout specs: frames, drawings, touch, the playground's answer for a
    /// layout spec. Every page with the engine loads it.
    case core
    /// Range scenarios (which lay out cells as the core does): their runs,
    /// range animations and range timelines. What comes from a scenario's
    /// frame model is the frames module's.
    case ranges
    /// A range scenario's frame model: its JSON with frames, its frame
    /// timeline, and the playground's figure's frame timeline after the
    /// range animation the ranges module drew (the ranges module reads the
    /// scenario and hands the page the request).
    case frames
    /// Transition documents: their transitions played (a state's tab is
    /// the states module's).
    case transitions
    /// A transition document's state laid out for its tab, as the core lays
    /// out a layout spec (the transitions module reads the document whole
    /// and hands the page the tab's request).
    case states
    /// Layout specs as Texture code (Swift, Objective-C).
    case code
    /// Texture code read back into a layout spec: the code read (tokens,
    /// outline, every body parsed). The page asks this one; it hands the
    /// reading on to the next step.
    case importer = "import"
    /// The import's second step: the code read run as Texture runs it. Its
    /// request is bytes the first step writes (a `ByteRequest`), so it reads
    /// no JSON.
    case importRun = "import_run"
    /// The import's last step: what the code made, built into a spec,
    /// checked and written.
    case importBuild = "import_build"
    /// The spec tree's edits (the playground's tree tools, the warnings'
    /// fixes), made on the spec's text; nothing laid out.
    case edit

    /// How many modules a request may go through before it is answered
    /// (the page's router reads it from `swatch_route_limit`): the core, then the
    /// import's steps, with a reading and a run again for every `#if`
    /// choice a run can ask for (`ImportLimits.maxProbedConditions`, 24).
    public static let routeLimit = 64

    /// The module's file, as `make wasm` writes it and the server serves it.
    public var fileName: String { "swatch-\(rawValue).wasm" }

    /// The script that carries it as base64, for pages read from `file://`
    /// (which cannot fetch a `.wasm` file), beside `js/swatch.js`.
    public var scriptName: String { "swatch-\(rawValue)-module.js" }

    /// Its entry point: one call, a request in, an answer out
    /// (`EngineRequest`, `EngineAnswer`).
    public var entryPoint: String { "swatch_\(rawValue)" }

    /// What people call it, in notes and errors.
    public var described: String {
        switch self {
        case .core: "the engine's core module"
        case .ranges: "the engine's ranges module (range scenarios)"
        case .frames: "the engine's frames module (frame timelines)"
        case .transitions: "the engine's transitions module"
        case .states: "the engine's module for transition states' tabs"
        case .code: "the engine's code export module"
        case .importer: "the engine's code import module"
        case .importRun: "the engine's code import module that runs the code"
        case .importBuild: "the engine's code import module that builds the spec"
        case .edit: "the engine's edit module (the spec tree's edits)"
        }
    }
}
