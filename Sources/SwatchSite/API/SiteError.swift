/// Why a site cannot be rendered or built: every problem found, each naming its
/// file and line.
public struct SiteError: Error, Hashable, Sendable, CustomStringConvertible {
    public var problems: [SiteDiagnostic]

    public init(_ problems: [SiteDiagnostic]) {
        self.problems = problems
    }

    public init(file: String, line: Int = 0, _ message: String) {
        self.problems = [SiteDiagnostic(.content, .error, file: file, line: line, message)]
    }

    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
