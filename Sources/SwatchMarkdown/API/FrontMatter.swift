/// The `---` block at the top of a guide page: the YAML subset Jekyll docs use
/// (`key: value` with plain, single- or double-quoted scalars, `#` comments and
/// block lists of scalars). Entries keep their order and the line they start on;
/// keys the guide does not know are kept here and otherwise ignored.
public struct FrontMatter: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case scalar(String)
        case list([String])

        /// The scalar's text, or nil for a list.
        public var scalar: String? {
            if case .scalar(let text) = self { return text }
            return nil
        }
    }

    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: Value
        /// 1-based line of the `key:` in the file.
        public var line: Int
    }

    public var entries: [Entry]
    /// Line of the closing `---` (0 when the file has no front matter). The
    /// Markdown body starts on the line after it.
    public var closingLine: Int

    public init(entries: [Entry] = [], closingLine: Int = 0) {
        self.entries = entries
        self.closingLine = closingLine
    }

    public subscript(key: String) -> Value? {
        entry(key)?.value
    }

    public func entry(_ key: String) -> Entry? {
        entries.first { $0.key == key }
    }

    public var isEmpty: Bool { entries.isEmpty }
}
