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

    func contains(_ path: String) -> Bool {
        targets[path] != nil
    }

    /// The target of an absolute path, accepting `/x/`, `/x/index.html` and
    /// `/x` for a directory-style page, and percent-escaped spellings.
    func lookup(_ path: String) -> Target? {
        for candidate in [path, SiteURL.percentDecoded(path)] {
            if let target = targets[candidate] { return target }
            if candidate.hasSuffix("/index.html"), let target = targets[String(candidate.dropLast("index.html".count))] {
                return target
            }
            if !candidate.hasSuffix("/"), let target = targets[candidate + "/"] { return target }
        }
        return nil
    }
}
