/// A problem found while rendering a page that did not stop it from rendering,
/// such as a demo whose spec has an error (shown in place of the figure) or a
/// missing spec. The site decides whether it fails a build.
public struct GuideDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case warning
        case error

        public static func < (a: Severity, b: Severity) -> Bool {
            a == .warning && b == .error
        }
    }

    public var severity: Severity
    public var file: String
    public var line: Int
    public var message: String

    public init(_ severity: Severity, file: String, line: Int, _ message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        "\(file):\(line): \(severity.rawValue): \(message)"
    }
}
