import SwatchKit
import SwatchMarkdown
import SwatchSpec

/// Draws the spec of a demo fence (`swatch`, `swatch-ranges`): spec text in,
/// SVG and the spec's title out. Throws for a spec it cannot draw; the site
/// shows that error in place of the figure.
public struct DemoRenderer: Sendable {
    private let body: @Sendable (DemoRequest) throws -> DemoFigure

    public init(_ body: @escaping @Sendable (DemoRequest) throws -> DemoFigure) {
        self.body = body
    }

    public func render(_ request: DemoRequest) throws -> DemoFigure {
        try body(request)
    }
}

/// One demo to draw.
public struct DemoRequest: Hashable, Sendable {
    /// The spec's text (inline, or `content/specs/NAME.json`).
    public var spec: String
    /// The fence's attributes other than `spec` and `title` (`show=measured`,
    /// `step=3`): options for the renderer, which rejects those it does not know.
    public var attributes: FenceAttributes
    /// Unique within the page: the prefix for ids the drawing defines, so that
    /// several inline SVGs do not clash.
    public var idPrefix: String
    /// The texts of the cell files a range scenario names, by name.
    public var cellFiles: [String: String]
    /// The fence's `title`: what this figure shows (the same spec may be
    /// drawn twice, captioned differently).
    public var caption: String?

    public init(
        spec: String, attributes: FenceAttributes = FenceAttributes(), idPrefix: String = "swatch",
        cellFiles: [String: String] = [:], caption: String? = nil
    ) {
        self.spec = spec
        self.attributes = attributes
        self.idPrefix = idPrefix
        self.cellFiles = cellFiles
        self.caption = caption
    }

    /// The drawing's text alternative, from the spec's `title`: the caption,
    /// which says what this figure shows, then the title, which says what
    /// the spec is ("Measured: placeholders showing (Article cell)"). Two
    /// figures of one spec so get names of their own.
    public func textAlternative(title: String?) -> String? {
        guard let caption, !caption.isEmpty else { return title }
        guard let title, !title.isEmpty, title != caption else { return caption }
        return "\(caption) (\(title))"
    }
}

/// A drawn demo: inline SVG markup (placed in the page as is), a caption,
/// words computed with the drawing, set under it, the spec as code, shown
/// beside its JSON under "Show spec", the layout's warnings, and what the
/// site should report about the figure (a warning the fence did not
/// declare, say).
public struct DemoFigure: Hashable, Sendable {
    public var svg: String
    public var title: String?
    public var notes: [DemoNote]
    public var code: [DemoCode]
    /// SPEC.md's warnings of the layout drawn, each a run of phrases.
    public var warnings: [[Phrase]]
    /// Problems with the figure the site reports (as warnings; as errors
    /// in a strict build).
    public var diagnostics: [String]
    /// The same drawing with what VoiceOver reads over it and under it, for a
    /// figure the reader switches between the two (`accessibility=toggle`).
    public var voiceOver: String?

    public init(
        svg: String, title: String?, notes: [DemoNote] = [], code: [DemoCode] = [], warnings: [[Phrase]] = [],
        diagnostics: [String] = [], voiceOver: String? = nil
    ) {
        self.svg = svg
        self.voiceOver = voiceOver
        self.title = title
        self.notes = notes
        self.code = code
        self.warnings = warnings
        self.diagnostics = diagnostics
    }
}

/// A demo's spec in a programming language (`swatch layout --format swift`).
public struct DemoCode: Hashable, Sendable {
    /// As a class name and a highlighter know it: `swift`, `objectivec`.
    public var language: String
    /// As a tab says it: `Swift`, `Objective-C`.
    public var label: String
    public var text: String

    public init(language: String, label: String, text: String) {
        self.language = language
        self.label = label
        self.text = text
    }
}

/// Words under a demo's drawing: a heading and its points, each a run of
/// phrases (identifiers are set as code).
public struct DemoNote: Hashable, Sendable {
    public var heading: [Phrase]
    public var points: [[Phrase]]

    public init(heading: [Phrase], points: [[Phrase]]) {
        self.heading = heading
        self.points = points
    }
}

/// A demo fence attribute the renderer does not accept.
public struct DemoAttributeError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

extension FenceLanguage {
    /// A layout spec (SPEC.md), inline or `spec=NAME`.
    public static let swatch: FenceLanguage = "swatch"
    /// A range scenario (SPEC.md), inline or `spec=NAME`.
    public static let swatchRanges: FenceLanguage = "swatch-ranges"
    /// A transition document (SPEC.md), inline or `spec=NAME`.
    public static let swatchTransition: FenceLanguage = "swatch-transition"
    /// Texture code (a `layoutSpecThatFits:` in Swift or Objective-C) shown
    /// as written, with the layout `swatch import` reads from it drawn as a
    /// `swatch` block is (the site draws it with the `swatch` renderer).
    public static let swatchImport: FenceLanguage = "swatch-import"
}
