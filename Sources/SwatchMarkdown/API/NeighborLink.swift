/// A page's `prev`/`next` (or `prevPage`/`nextPage`) front matter entry.
public struct NeighborLink: Hashable, Sendable {
    /// The value as written (a URL, usually relative to the page:
    /// `installation.html`), or nil when the key is present but empty, meaning
    /// "no neighbour".
    public var target: String?
    /// 1-based line of the entry.
    public var line: Int

    public init(target: String?, line: Int) {
        self.target = target
        self.line = line
    }
}
