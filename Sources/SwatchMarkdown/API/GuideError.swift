/// Why a guide page cannot be rendered: the file, the line (1-based) and what is
/// wrong there. Printed as `guide/ranges.md:4: front matter: ...`.
public struct GuideError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What part of the pipeline refused the page.
    public enum Kind: String, Hashable, Sendable {
        /// The `---` block at the top of the file.
        case frontMatter = "front matter"
        /// A fenced block's info string (`swatch spec=NAME`).
        case fenceInfo = "fence info"
        /// A fence renderer threw.
        case fenceRenderer = "fence renderer"
        /// The file itself (too large, not UTF-8).
        case file
    }

    public var kind: Kind
    public var file: String
    public var line: Int
    public var message: String

    public var description: String {
        "\(file):\(line): \(kind.rawValue): \(message)"
    }
}
