/// What a fence renderer returns: HTML spliced in place of the block (taken as
/// is: the renderer escapes what it writes) and any problems to report with the
/// block's file and line.
public struct FenceOutput: Hashable, Sendable {
    public var html: String
    public var diagnostics: [Diagnostic]

    public struct Diagnostic: Hashable, Sendable {
        public var severity: GuideDiagnostic.Severity
        public var message: String

        public init(_ severity: GuideDiagnostic.Severity, _ message: String) {
            self.severity = severity
            self.message = message
        }
    }

    public init(html: String, diagnostics: [Diagnostic] = []) {
        self.html = html
        self.diagnostics = diagnostics
    }
}
