/// Why a document cannot be used (a spec, a scenario, a transition
/// document, a request, code to import): a message, the JSON path of the
/// offending value (absent for errors in the text itself: JSON's syntax,
/// code the import cannot read) and its line and column.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var path: SpecPath?
    public var location: SourceLocation?
    /// True for errors in the text itself, before any meaning: JSON's
    /// syntax, code the import cannot read.
    public var isSyntax: Bool

    public init(_ message: String, path: SpecPath?, location: SourceLocation?, isSyntax: Bool = false) {
        self.message = message
        self.path = path
        self.location = location
        self.isSyntax = isSyntax
    }

    /// An error in the text itself, at `location` (nil for the whole text).
    public init(_ message: String, at location: SourceLocation?) {
        self.init(message, path: nil, location: location, isSyntax: true)
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
