/// Why a document cannot be used (a spec, a scenario, a transition
/// document, a request, code to import): a message, the JSON path of the
/// offending value (absent for errors in the text itself: JSON's syntax,
/// code the import cannot read) and its line and column.
///
/// Its parts are held in one box, so that code that passes an error on
/// (every `throws(SpecError)` call) moves a reference rather than the parts.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    private final class Parts: Sendable {
        let message: String
        let path: SpecPath?
        let location: SourceLocation?
        let isSyntax: Bool

        init(_ message: String, _ path: SpecPath?, _ location: SourceLocation?, _ isSyntax: Bool) {
            self.message = message
            self.path = path
            self.location = location
            self.isSyntax = isSyntax
        }
    }

    private var parts: Parts

    public var message: String {
        get { parts.message }
        set { parts = Parts(newValue, path, location, isSyntax) }
    }

    public var path: SpecPath? {
        get { parts.path }
        set { parts = Parts(message, newValue, location, isSyntax) }
    }

    public var location: SourceLocation? {
        get { parts.location }
        set { parts = Parts(message, path, newValue, isSyntax) }
    }

    /// True for errors in the text itself, before any meaning: JSON's
    /// syntax, code the import cannot read.
    public var isSyntax: Bool {
        get { parts.isSyntax }
        set { parts = Parts(message, path, location, newValue) }
    }

    public init(_ message: String, path: SpecPath?, location: SourceLocation?, isSyntax: Bool = false) {
        parts = Parts(message, path, location, isSyntax)
    }

    /// An error in the text itself, at `location` (nil for the whole text).
    public init(_ message: String, at location: SourceLocation?) {
        self.init(message, path: nil, location: location, isSyntax: true)
    }

    public static func == (a: SpecError, b: SpecError) -> Bool {
        a.message == b.message && a.path == b.path && a.location == b.location && a.isSyntax == b.isSyntax
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(path)
        hasher.combine(location)
        hasher.combine(isSyntax)
    }

    /// `root.children[2].style.flexGrow: must be >= 0, got -1 (line 12, column 20)`,
    /// or for errors in the text `line 3, column 14: expected ',' or '}' ...`.
    public var description: String {
        if isSyntax, let location {
            return "\(location): \(message)"
        }
        var out = ""
        if let path { out += "\(path): " }
        out += message
        if let location { out += " (\(location))" }
        return out
    }
}
