import SwatchMarkdown

/// A problem found while rendering the site, with where it is.
public struct SiteDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// An internal link or resource that points at nothing in the site.
        case brokenLink = "broken link"
        /// `swatch spec=NAME` without `content/specs/NAME.json`.
        case missingSpec = "missing spec"
        /// A demo whose spec cannot be drawn (shown in place of the figure).
        case demo
        /// A `prev`/`next` entry naming no page.
        case neighbor = "prev/next"
        /// Front matter, fence syntax, duplicate URLs, unreadable files.
        case content
    }

    public var kind: Kind
    public var severity: GuideDiagnostic.Severity
    /// The content file, as reported (`content/guide/x.md`).
    public var file: String
    /// 1-based line, 0 when the problem is the whole file.
    public var line: Int
    public var message: String

    public init(_ kind: Kind, _ severity: GuideDiagnostic.Severity, file: String, line: Int, _ message: String) {
        self.kind = kind
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return "\(place): \(severity.rawValue): \(kind.rawValue): \(message)"
    }
}
