import SwatchSpec

/// Code the importer cannot read, or a file it cannot import: where it is
/// and what was expected there. `swatch import` exits 2 with it.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// Nil for a problem of the whole file (no class lays anything out).
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation?) {
        self.message = message
        self.location = location
    }

    /// "line 12, column 9: expected ')' after the arguments, found '{'".
    public var description: String {
        guard let location else { return message }
        return "\(location): \(message)"
    }
}

/// Something the import did that the code does not say for certain: an
/// assumption (see `Assumption`, which carries its own), a construct read
/// in part, or a value left out.
public struct ImportWarning: Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(message)" }
}
