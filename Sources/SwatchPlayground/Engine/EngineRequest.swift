import SwatchGeometry
import SwatchKit
import SwatchSpec

/// The engine's calls, as a request's `call` names them.
public enum EngineCall: String, CaseIterable, Sendable {
    case playground, layout, ranges, transition, hit
    case importCode = "import"
    case edit
    /// What comes from a range scenario's frame model (`FramesRequest`):
    /// the ranges module hands it on, a page does not ask it.
    case frames
}

/// A set of calls: those a module reads (`RequestReading`).
public struct EngineCalls: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let playground = EngineCalls(rawValue: 1 << 0)
    public static let layout = EngineCalls(rawValue: 1 << 1)
    public static let ranges = EngineCalls(rawValue: 1 << 2)
    public static let transition = EngineCalls(rawValue: 1 << 3)
    public static let hit = EngineCalls(rawValue: 1 << 4)
    public static let importCode = EngineCalls(rawValue: 1 << 5)
    public static let edit = EngineCalls(rawValue: 1 << 6)
    public static let frames = EngineCalls(rawValue: 1 << 7)
    public static let all: EngineCalls = [.playground, .layout, .ranges, .transition, .hit, .importCode, .edit, .frames]
}

/// One call of the engine, as a page makes it: what to do and with what.
/// The page's script sends it as JSON (`EngineRequest+JSON.swift` reads it)
/// to a module's one entry point and gets an `EngineAnswer` back.
public enum EngineRequest: Sendable {
    /// The playground's answer for a document of any kind.
    case playground(PlaygroundRequest)
    /// `swatch layout --format FORMAT` of a spec.
    case layout(text: String, format: LayoutFormat)
    /// `swatch ranges --format FORMAT` of a range scenario, with the cell
    /// files it names (nil: not read yet; the answer says which it wants).
    case ranges(text: String, format: RangesFormat, cellFiles: [String: String]?)
    /// `swatch transition --format FORMAT` of a transition document.
    case transition(text: String, format: TransitionFormat)
    /// `swatch hit` of a spec at points in the root's coordinates.
    case hit(text: String, points: [Point])
    /// `swatch import --format json` of Swift or Objective-C.
    case importCode(text: String, options: ImportRequest)
    /// An edit of a layout spec's element tree (the playground's tree tools).
    case edit(SpecEditRequest)
    /// What comes from a range scenario's frame model, as the ranges module
    /// hands it to the frames module (boxed: the other calls' requests stay
    /// as small as they were).
    indirect case frames(FramesRequest)

    /// A call this module does not read (`EngineRequest.decode(_:for:)`):
    /// its options are left unread, and only the module that answers it is
    /// known, so a module links the readers of its own calls alone.
    case unread(EngineCall, module: EngineModule)

    /// The call, as requests name it.
    public var call: EngineCall {
        switch self {
        case .playground: .playground
        case .layout: .layout
        case .ranges: .ranges
        case .transition: .transition
        case .hit: .hit
        case .importCode: .importCode
        case .edit: .edit
        case .frames: .frames
        case .unread(let call, _): call
        }
    }

    /// The call's name, as requests spell it.
    public var name: String { call.rawValue }
}

/// What `swatch import` is told beside the code: `--language`, `--class`,
/// the file's name (which tells the language), `--set NAME=VALUE`; and,
/// between the page's import modules, how far the import has come: the
/// page's engine takes its steps (`CodeImport`: read, run, build) in a
/// module each, each step answering with the request for the next
/// (`EngineAnswer.elsewhere(_:request:)`). The run step's request is bytes
/// the reading writes (`ImportRunRequest`, `ByteRequest`), so the module
/// that runs the code reads no JSON; it answers with this request for the
/// build, or for another reading.
public struct ImportRequest: Sendable, Equatable {
    /// `swift` or `objc`; nil: from the file's name, else from the code.
    public var language: String?
    public var className: String?
    public var fileName: String?
    /// Assumptions chosen, in order, each as `--set NAME=VALUE` gives it.
    public var settings: [(name: String, value: String)]
    /// The step the request is for (a page asks for `read`, the import).
    public var step: ImportStep = .read
    /// The code as read so far (`CodeImport.read`'s bytes): one reading, or
    /// more for code with an `#if` on a name it does not define.
    public var readings: [[UInt8]] = []
    /// For `read` after the first: the `#if` choices of a run that no
    /// reading fitted (`CodeImport.RunStep.read`), the readings so far in
    /// `readings`.
    public var choices: [(name: String, value: Bool)] = []
    /// The classes the code lays out (found when it is first read), for an
    /// error in a later step to list.
    public var classes: [String] = []
    /// For `build`: the imported tree (`CodeImport.run`'s bytes).
    public var tree: [UInt8] = []

    public init(language: String? = nil, className: String? = nil, fileName: String? = nil, settings: [(name: String, value: String)] = []) {
        self.language = language
        self.className = className
        self.fileName = fileName
        self.settings = settings
    }

    public static func == (a: ImportRequest, b: ImportRequest) -> Bool {
        a.language == b.language && a.className == b.className && a.fileName == b.fileName
            && a.settings.count == b.settings.count
            && zip(a.settings, b.settings).allSatisfy { $0.name == $1.name && $0.value == $1.value }
            && a.step == b.step && a.readings == b.readings && a.classes == b.classes && a.tree == b.tree
            && a.choices.count == b.choices.count
            && zip(a.choices, b.choices).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}

/// The import's steps that take a request of JSON, a module each in the
/// page (`EngineModule`); the run between them takes bytes
/// (`ImportRunRequest`).
public enum ImportStep: String, CaseIterable, Sendable {
    case read, build
}
