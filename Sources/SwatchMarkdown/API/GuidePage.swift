/// One guide page, parsed and rendered: its front matter, body HTML and what the
/// site needs to place it (URL, title, order, neighbours) and to check it
/// (headings, anchors, links).
public struct GuidePage: Hashable, Sendable {
    /// The file as given to `GuideParser.parse(_:file:)`.
    public var file: String
    /// The file name without directory and `.md`.
    public var slug: String
    public var frontMatter: FrontMatter

    /// Plain-text title: the `title` entry with markup removed, else the first
    /// level-1 heading, else the slug.
    public var title: String
    /// The title as inline HTML (Markdown inline syntax rendered; raw HTML kept
    /// only for trusted content), safe to place inside an element.
    public var titleHTML: String
    /// The page's URL path: the `permalink` entry, else the parser's prefix plus
    /// the slug and a slash (`/guide/ranges/`).
    public var permalink: String
    /// True when `permalink` came from the front matter.
    public var hasExplicitPermalink: Bool
    public var layout: String?
    public var description: String?
    public var order: Int?
    public var prev: NeighborLink?
    public var next: NeighborLink?

    /// The rendered body.
    public var html: String
    /// The body's text for a search index: prose and inline code, no code blocks,
    /// no markup, whitespace collapsed.
    public var plainText: String
    public var headings: [GuideHeading]
    /// Every fragment id the body defines: heading ids, and `id`/`name`
    /// attributes in trusted raw HTML.
    public var anchors: Set<String>
    public var links: [GuideLink]
    public var diagnostics: [GuideDiagnostic]

    public init(
        file: String, slug: String, frontMatter: FrontMatter, title: String, titleHTML: String,
        permalink: String, hasExplicitPermalink: Bool, layout: String?, description: String?,
        order: Int?, prev: NeighborLink?, next: NeighborLink?, html: String, plainText: String,
        headings: [GuideHeading], anchors: Set<String>, links: [GuideLink], diagnostics: [GuideDiagnostic]
    ) {
        self.file = file
        self.slug = slug
        self.frontMatter = frontMatter
        self.title = title
        self.titleHTML = titleHTML
        self.permalink = permalink
        self.hasExplicitPermalink = hasExplicitPermalink
        self.layout = layout
        self.description = description
        self.order = order
        self.prev = prev
        self.next = next
        self.html = html
        self.plainText = plainText
        self.headings = headings
        self.anchors = anchors
        self.links = links
        self.diagnostics = diagnostics
    }
}
