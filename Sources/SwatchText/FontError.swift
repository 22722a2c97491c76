/// Why font bytes could not be used, worded for a person at a terminal.
public struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The font's name as given by whoever read it (usually its file path).
    public var font: String
    public var reason: String

    public init(font: String, reason: String) {
        self.font = font
        self.reason = reason
    }

    public var description: String { "\(font): \(reason)" }
}
