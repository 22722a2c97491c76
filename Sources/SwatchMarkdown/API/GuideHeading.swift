/// A heading of a page's body, with the anchor id it was given.
public struct GuideHeading: Hashable, Sendable {
    /// 1 to 6.
    public var level: Int
    /// Plain text (smart punctuation applied, markup removed).
    public var text: String
    /// Slug of the text, unique within the page (`layout-specs`, `layout-specs-1`).
    public var id: String
    /// 1-based line in the file.
    public var line: Int
}
