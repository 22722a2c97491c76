import SwatchJSON
import SwatchMarkup
import SwatchSpec
import SwatchKit
import SwatchSVG
import SwatchLayout

/// The presets, one click away: a card for each with its drawing, then
/// links to every other spec, by its title. Plain links (`?spec=NAME`), so
/// they work without script; the page's script loads them in place.
public struct PlaygroundGallery: Sendable {
    public struct Preset: Sendable {
        let name: String
        let text: String

        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    let presets: [Preset]
    /// The other specs, listed by title (by name when they have none).
    let others: [Preset]
    let textMeasurer: (any TextMeasuring)?
    /// The playground's URL path (the links' target without script).
    let playgroundPath: String

    public init(presets: [Preset], others: [Preset], textMeasurer: (any TextMeasuring)?, playgroundPath: String = PlaygroundPage.path) {
        self.presets = presets
        self.others = others
        self.textMeasurer = textMeasurer
        self.playgroundPath = playgroundPath
    }

    public func html() -> String {
        var out = "<section class=\"pg-gallery\" aria-labelledby=\"pg-gallery-title\">"
        out += "<h2 id=\"pg-gallery-title\" class=\"pg-gallery-title\">Start from a preset</h2><ul class=\"pg-presets\">"
        for preset in presets {
            let href = playgroundPath + "?spec=" + preset.name
            out += "<li><a class=\"pg-preset\" href=\"\(MarkupEscaping.attribute(href))\" data-spec=\"\(MarkupEscaping.attribute(preset.name))\">"
            out += "<span class=\"pg-thumb\" aria-hidden=\"true\">" + thumbnail(preset) + "</span>"
            out += "<span class=\"pg-preset-name\">" + MarkupEscaping.attribute(PlaygroundGallery.displayName(preset.name)) + "</span></a></li>"
        }
        out += "</ul>"
        if !others.isEmpty {
            // A list, one title a line (cut short by the style sheet; the
            // whole title and the file in the tooltip).
            out += "<details class=\"pg-more\"><summary>More specs (\(others.count))</summary><ul class=\"pg-more-list\">"
            for other in others {
                let href = playgroundPath + "?spec=" + other.name
                let file = "content/specs/\(other.name).json"
                let title = PlaygroundGallery.title(of: other.text)
                out += "<li><a href=\"\(MarkupEscaping.attribute(href))\" data-spec=\"\(MarkupEscaping.attribute(other.name))\""
                out += " title=\"\(MarkupEscaping.attribute(title.map { "\($0) (\(file))" } ?? file))\">"
                out += MarkupEscaping.attribute(title ?? PlaygroundGallery.displayName(other.name)) + "</a></li>"
            }
            out += "</ul></details>"
        }
        return out + "</section>"
    }

    /// The preset drawn as the guide draws it (ids prefixed per preset), or
    /// its kind when it cannot be.
    func thumbnail(_ preset: Preset) -> String {
        switch DocumentKind.detect(preset.text) {
        case .layout:
            if let svg = try? LayoutRenderer.render(
                preset.text, format: .svg, drawing: LayoutDrawing(idPrefix: "preset-\(preset.name)"), textMeasurer: textMeasurer)
            {
                return svg
            }
        case .ranges:
            if let svg = try? RangesRenderer.render(
                preset.text, format: .svg, step: 0, idPrefix: "preset-\(preset.name)", textMeasurer: textMeasurer)
            {
                return svg
            }
        case .transition:
            if let svg = try? TransitionRenderer.render(
                preset.text, format: .svg, options: .init(idPrefix: "preset-\(preset.name)", embedsStyle: false),
                textMeasurer: textMeasurer)
            {
                return svg
            }
        }
        return "<span class=\"pg-thumb-none\">" + MarkupEscaping.attribute(DocumentKind.detect(preset.text).schema.title) + "</span>"
    }

    /// A document's `title`, when its text parses and has one.
    static func title(of text: String) -> String? {
        guard let document = try? JSONParser.parse(text), document.isObject else { return nil }
        for member in document.members where member.keyEquals("title") {
            if let title = member.value.string, !title.isEmpty { return title }
        }
        return nil
    }

    /// `photo-feed-cell` -> `Photo feed cell`.
    static func displayName(_ name: String) -> String {
        let words = name.split(separator: "-").map(String.init)
        guard let first = words.first else { return name }
        return ([ASCIIText.capitalised(first)] + words.dropFirst()).joined(separator: " ")
    }
}
