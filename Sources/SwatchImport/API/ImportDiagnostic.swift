import SwatchJSON

/// Code the importer cannot read, or a file it cannot import: where it is
/// and what was expected there (`SpecError(message, at: location)`: a line
/// and column, or none for a problem of the whole file, such as no class
/// laying anything out), written as any error in a text is: "line 12,
/// column 9: expected ')' after the arguments, found '{'". `swatch import`
/// exits 2 with it.
public typealias ImportError = SpecError

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
