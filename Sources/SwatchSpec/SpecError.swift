/// Why a spec or scenario cannot be used: a message, the JSON path of the
/// offending value (absent for JSON syntax errors) and its line and column.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var path: SpecPath?
    public var location: SourceLocation?
    /// True for errors in the JSON text itself, before any spec meaning.
    public var isSyntax: Bool

    public init(_ message: String, path: SpecPath?, location: SourceLocation?, isSyntax: Bool = false) {
        self.message = message
        self.path = path
        self.location = location
        self.isSyntax = isSyntax
    }

    /// `root.children[2].style.flexGrow: must be >= 0, got -1 (line 12, column 20)`,
    /// or for syntax errors `line 3, column 14: expected ',' or '}' ...`.
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
