/// The front matter keys the guide reads, checked: `title`, `permalink`,
/// `layout`, `description`, `order`, `prev`/`next` and Jekyll's
/// `prevPage`/`nextPage`. Other keys stay in `FrontMatter` untouched.
struct FrontMatterFields {
    var title: (String, line: Int)?
    var permalink: String?
    var layout: String?
    var description: String?
    var order: Int?
    var prev: NeighborLink?
    var next: NeighborLink?

    init(_ frontMatter: FrontMatter, file: String) throws(GuideError) {
        func scalar(_ key: String) throws(GuideError) -> (String, Int)? {
            guard let entry = frontMatter.entry(key) else { return nil }
            guard let value = entry.value.scalar else {
                throw GuideError(kind: .frontMatter, file: file, line: entry.line, message: "`\(key)` must be a single value, not a list")
            }
            return (value, entry.line)
        }

        if let (value, line) = try scalar("title"), !value.isEmpty { title = (value, line) }
        if let (value, _) = try scalar("layout"), !value.isEmpty { layout = value }
        if let (value, _) = try scalar("description"), !value.isEmpty { description = value }
        if let (value, line) = try scalar("order") {
            guard let number = Int(value) else {
                throw GuideError(kind: .frontMatter, file: file, line: line, message: "`order` must be a whole number, got `\(value)`")
            }
            order = number
        }
        if let (value, line) = try scalar("permalink"), !value.isEmpty {
            if let problem = Self.permalinkProblem(value) {
                throw GuideError(kind: .frontMatter, file: file, line: line, message: "`permalink` \(problem), got `\(value)`")
            }
            permalink = value
        }
        prev = try Self.neighbor("prev", "prevPage", in: frontMatter, file: file, scalar: scalar)
        next = try Self.neighbor("next", "nextPage", in: frontMatter, file: file, scalar: scalar)
    }

    private static func neighbor(
        _ key: String, _ jekyllKey: String, in frontMatter: FrontMatter, file: String,
        scalar: (String) throws(GuideError) -> (String, Int)?
    ) throws(GuideError) -> NeighborLink? {
        if let a = frontMatter.entry(key), let b = frontMatter.entry(jekyllKey) {
            let line = max(a.line, b.line)
            throw GuideError(kind: .frontMatter, file: file, line: line, message: "both `\(key)` and `\(jekyllKey)` given; keep one")
        }
        var found = try scalar(key)
        if found == nil { found = try scalar(jekyllKey) }
        guard let (value, line) = found else { return nil }
        return NeighborLink(target: value.isEmpty ? nil : value, line: line)
    }

    /// Why a permalink cannot be a URL path of the site, or nil.
    static func permalinkProblem(_ value: String) -> String? {
        guard value.hasPrefix("/") else { return "must start with `/`" }
        if value.contains(where: { $0.isWhitespace || $0 == "\\" || $0 == "?" || $0 == "#" }) {
            return "must be a plain path (no spaces, `\\`, `?` or `#`)"
        }
        if value.contains("//") { return "must not contain `//`" }
        let segments = value.split(separator: "/")
        if segments.contains(where: { $0 == ".." || $0 == "." }) { return "must not contain `.` or `..` segments" }
        return nil
    }
}
