import SwatchHTTP
import SwatchJSON
import SwatchSpec
internal import Synchronization

/// `GET` and `PUT /api/specs/NAME`: the playground's "Save", usable by other
/// tools too.
///
/// - `GET /api/specs/` lists the names there are (`{"names": [...]}`,
///   sorted): the playground asks it whether a name is new, since a 404
///   would show in the browser's console as an error.
/// - `GET` answers the spec with a strong `ETag` (304 on `If-None-Match`);
///   404 for an unknown name; a name that is not `[a-z0-9][a-z0-9-]*` is 400.
/// - `PUT` takes the spec as the body and saves it when:
///   editing is allowed (the server listens on loopback, or was started
///   with `--allow-edit`; else 403; on loopback `Host` must name it so, else
///   403), `X-Swatch-Token` carries this server
///   run's token (the playground page has it in
///   `<meta name="swatch-token">`; else 403), the spec (or range scenario) is valid (else 400
///   with SPEC.md's error, the file untouched), and the precondition holds:
///   `If-Match: <etag>` to replace (412 with a message when the file changed
///   since), `If-None-Match: *` to create (412 when it exists); neither is 428.
///   Saved: 200 with the new `ETag`. The guide pages using the spec are
///   rendered again on their next request.
public final class SpecAPI: Sendable {
    public static let tokenHeader = "X-Swatch-Token"

    public let store: SpecStore
    /// This server run's edit token.
    public let token: String
    private let editing = Atomic<Bool>(false)
    private let loopbackHostOnly = Atomic<Bool>(false)
    private let validate: @Sendable (String) throws -> Void
    private let onSave: @Sendable (String) -> Void

    /// `validate` checks a body before it is saved: by default as a spec or a
    /// range scenario (both live in `content/specs/`), text in scenario cells
    /// unmeasured.
    public init(
        store: SpecStore, token: String = SpecAPI.newToken(),
        validate: (@Sendable (String) throws -> Void)? = nil,
        onSave: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.store = store
        self.token = token
        self.validate = validate ?? { try DocumentKind.validate($0, textMeasurer: nil) }
        self.onSave = onSave
    }

    /// 128 random bits in hex.
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Whether `PUT` may save (off until the server knows where it listens).
    public var isEditingAllowed: Bool { editing.load(ordering: .acquiring) }

    public func allowEditing(_ allowed: Bool) { editing.store(allowed, ordering: .releasing) }

    /// Saves must then address the server by a loopback name in `Host`
    /// (`LoopbackHost`): for a server allowed to edit because it listens on
    /// loopback, against pages elsewhere that rebind their name to it.
    public func requireLoopbackHost(_ required: Bool) { loopbackHostOnly.store(required, ordering: .releasing) }

    public func install(on router: inout Router) {
        router.get("/api/specs") { [self] _ in list() }
        router.get("/api/specs/:name") { [self] in try get($0) }
        router.put("/api/specs/:name") { [self] in try put($0) }
    }

    func list() -> Response {
        let names = store.names().map { JSONWriter.string($0, scriptSafe: true) }.joined(separator: ",")
        return Response(
            status: .ok, headers: ["Content-Type": "application/json", "Cache-Control": "no-store"],
            body: ResponseBody(#"{"names":["# + names + "]}\n"))
    }

    func get(_ context: RequestContext) throws -> Response {
        let name = context.parameters["name"] ?? ""
        let stored: SpecStore.Stored
        do {
            stored = try store.read(name)
        } catch {
            throw SpecAPI.httpError(error)
        }
        if let condition = context.request.headers["If-None-Match"], EntityTag.ifNoneMatch(condition, matches: stored.etag) {
            return Response(status: .notModified, headers: ["ETag": stored.etag, "Cache-Control": "no-cache"])
        }
        return Response(
            status: .ok,
            headers: ["Content-Type": "application/json", "ETag": stored.etag, "Cache-Control": "no-cache"],
            body: ResponseBody(stored.bytes))
    }

    func put(_ context: RequestContext) throws -> Response {
        let request = context.request
        guard isEditingAllowed else {
            throw HTTPError(
                .forbidden,
                "Saving is off: this server does not listen on loopback; start it with --allow-edit to allow it.")
        }
        if loopbackHostOnly.load(ordering: .acquiring), let host = request.headers["Host"], !LoopbackHost.matches(host) {
            throw HTTPError(
                .forbidden,
                "Saving is allowed only from this machine: address the server as localhost or 127.0.0.1, not \(host).")
        }
        guard let given = request.headers[SpecAPI.tokenHeader], SpecAPI.sameToken(given, token) else {
            throw HTTPError(.forbidden, "Saving needs this server's token in \(SpecAPI.tokenHeader) (see the playground page).")
        }
        let name = context.parameters["name"] ?? ""
        guard SpecStore.isValidName(name) else { throw SpecAPI.httpError(.invalidName(name)) }
        guard let text = request.bodyText else { throw HTTPError(.badRequest, "The spec is not UTF-8 text.") }
        try validate(text)

        let precondition: SpecStore.Precondition
        if let none = request.headers["If-None-Match"], none.trimmingWhitespace() == "*" {
            precondition = .absent
        } else if let match = request.headers["If-Match"] {
            precondition = .matches(match.split(separator: ",").map { String($0.trimmingWhitespace()) })
        } else {
            throw HTTPError(
                .preconditionRequired,
                "Saving needs If-Match with the ETag you loaded, or If-None-Match: * for a new spec.")
        }
        let etag: String
        do {
            etag = try store.save(name, bytes: request.body, precondition: precondition)
        } catch .notFound(let name) {
            throw HTTPError(.preconditionFailed, "There is no spec named \(name) to replace; create it with If-None-Match: *.")
        } catch {
            throw SpecAPI.httpError(error)
        }
        onSave(name)
        return Response(
            status: .ok,
            headers: ["Content-Type": "application/json", "ETag": etag, "Cache-Control": "no-store"],
            body: ResponseBody(#"{"name":\#(JSONWriter.string(name, scriptSafe: true)),"etag":\#(JSONWriter.string(etag, scriptSafe: true))}"# + "\n"))
    }

    static func httpError(_ failure: SpecStore.Failure) -> HTTPError {
        switch failure {
        case .invalidName(let name):
            HTTPError(.badRequest, "\(name.isEmpty ? "An empty name" : "The name '\(name)'") is not a spec name: use a-z, 0-9 and -, starting with a letter or digit.")
        case .notFound(let name):
            HTTPError(.notFound, "There is no spec named \(name).")
        case .outside(let name):
            HTTPError(
                .forbidden,
                "content/specs/\(name).json is a symbolic link leading outside the content directory; nothing outside it is read or replaced.")
        case .preconditionFailed(let message):
            HTTPError(.preconditionFailed, message)
        case .io(let message):
            HTTPError(.internalServerError, "The spec could not be saved: \(message)")
        }
    }

    /// Compares in time independent of where the strings differ.
    static func sameToken(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
