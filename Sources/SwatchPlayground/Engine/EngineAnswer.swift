import SwatchJSON
import SwatchSpec

/// What a module of the engine answers a request, as one JSON envelope with
/// a named status:
///
///     {"status": "ok", "text": "…"}            the CLI's output (layout, ranges, transition, hit)
///     {"status": "ok", "answer": {…}}          a structured answer (playground, import, edit)
///     {"status": "invalid", "error": {…}}      the document (or code) cannot be used
///     {"status": "bad-call", "error": {…}}     the request itself is wrong (names its key)
///     {"status": "elsewhere", "module": "ranges"}   another module answers this request
///     {"status": "elsewhere", "module": "core", "request": {…}}   another module answers this request in its place
///     {"status": "elsewhere", "module": "import_run", "request": "U1dSUgE…"}   … a request of bytes (`ByteRequest`)
///     {"status": "files", "files": ["follow-cell.json"]}   call again with these files' texts (`cells`)
///
/// An error is `{"message", "line", "column", "path", "description"}`: the
/// message, where it is (line and column in the text, when known; the
/// JSON path, when there is one), and the line the CLI prints for it. An
/// import's error also lists `classes`, the classes the code lays out. The
/// page reads these fields; it never reads a sentence.
public struct EngineAnswer: Sendable {
    public enum Status: String, Sendable {
        case ok
        case invalid
        case badCall = "bad-call"
        case elsewhere
        case files
    }

    public var status: Status
    /// The CLI's output, for an `ok` answer that is text.
    public var text: String?
    /// A structured answer, as JSON text (an object), for an `ok` answer.
    public var json: String?
    public var error: SpecError?
    /// For an import's error: the classes the page may choose from.
    public var classes: [String] = []
    /// For `elsewhere`: the module that answers.
    public var module: EngineModule?
    /// For `elsewhere`: the request to send it instead (JSON text: an
    /// object, or a string of bytes, `ByteRequest`), when the module that
    /// read this one made it.
    public var request: String?
    /// For `files`: the files the document names.
    public var files: [String] = []

    init(
        status: Status, text: String? = nil, json: String? = nil, error: SpecError? = nil, classes: [String] = [],
        module: EngineModule? = nil, files: [String] = []
    ) {
        self.status = status
        self.text = text
        self.json = json
        self.error = error
        self.classes = classes
        self.module = module
        self.files = files
    }

    public static func text(_ text: String) -> EngineAnswer { EngineAnswer(status: .ok, text: text) }

    /// `json` must be one JSON value, written by the engine.
    public static func json(_ json: String) -> EngineAnswer { EngineAnswer(status: .ok, json: json) }

    /// An answer that is a JSON object, its members written by `members`.
    public static func object(capacity: Int = 256, _ members: (inout JSONByteWriter) -> Void) -> EngineAnswer {
        var out = JSONByteWriter(capacity: capacity)
        out.append("{")
        members(&out)
        out.append("}")
        return .json(String(decoding: out.bytes, as: UTF8.self))
    }

    public static func invalid(_ error: SpecError, classes: [String] = []) -> EngineAnswer {
        EngineAnswer(status: .invalid, error: error, classes: classes)
    }

    public static func badCall(_ error: SpecError) -> EngineAnswer { EngineAnswer(status: .badCall, error: error) }

    public static func badCall(_ message: String) -> EngineAnswer { badCall(SpecError(message, path: nil, location: nil)) }

    public static func elsewhere(_ module: EngineModule) -> EngineAnswer { EngineAnswer(status: .elsewhere, module: module) }

    /// `module` answers `request` (EngineRequest's JSON) in this request's place.
    public static func elsewhere(_ module: EngineModule, request: String) -> EngineAnswer {
        var answer = EngineAnswer(status: .elsewhere, module: module)
        answer.request = request
        return answer
    }

    public static func files(_ names: [String]) -> EngineAnswer { EngineAnswer(status: .files, files: names) }

    /// The envelope as JSON.
    public func encoded() -> String {
        var out = JSONByteWriter(capacity: 64 + (text?.utf8.count ?? 0) + (json?.utf8.count ?? 0))
        out.append("{\"status\":")
        out.append(string: status.rawValue)
        out.append(member: "text", string: text)
        if let json {
            out.append(",\"answer\":")
            out.append(raw: json)
        }
        if let error {
            out.append(",\"error\":")
            EngineAnswer.write(error, into: &out)
            if !classes.isEmpty {
                out.append(",\"classes\":")
                out.append(strings: classes)
            }
        }
        out.append(member: "module", string: module?.rawValue)
        if let request {
            out.append(",\"request\":")
            out.append(raw: request)
        }
        if status == .files {
            out.append(",\"files\":")
            out.append(strings: files)
        }
        out.append("}")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// `{"message", "line", "column", "path", "description"}`, the place's
    /// fields only where known.
    static func write(_ error: SpecError, into out: inout JSONByteWriter) {
        out.append("{\"message\":")
        out.append(string: error.message)
        out.append(member: "line", number: error.location.map { Double($0.line) })
        out.append(member: "column", number: error.location.map { Double($0.column) })
        out.append(member: "path", string: error.path.flatMap { $0.components.isEmpty ? nil : $0.description })
        out.append(",\"description\":")
        out.append(string: error.description)
        out.append("}")
    }
}
