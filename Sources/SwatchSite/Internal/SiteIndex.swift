/// What the site's URLs point at, for resolving links: the guide pages (by
/// permalink), the home page and every other file the site serves.
struct SiteIndex {
    enum Target: Hashable {
        /// A page with heading anchors: a guide page's index, or the home page.
        case page(PageKey)
        case file
    }

    enum PageKey: Hashable {
        case guide(Int)
        case home
    }

    private var targets: [String: Target] = [:]

    mutating func add(_ path: String, _ target: Target) {
        targets[path] = target
    }

    /// The target of an absolute path, accepting `/x/`, `/x/index.html` and
    /// `/x` for a directory-style page, and percent-escaped spellings.
    func lookup(_ path: String) -> Target? {
        SiteURL.lookup(path) { targets[$0] } ?? SiteURL.lookup(SiteURL.percentDecoded(path)) { targets[$0] }
    }
}
