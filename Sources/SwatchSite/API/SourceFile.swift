/// A content file in memory: the path it is reported by (`content/guide/x.md`)
/// and its text.
public struct SourceFile: Hashable, Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
