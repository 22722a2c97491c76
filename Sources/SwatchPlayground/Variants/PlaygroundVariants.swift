import SwatchJSON
import SwatchLayout
import SwatchSpec

/// The variants row the playground asks for beside its drawing: the spec
/// laid out at each of `widths` (a phone's or a tablet's, or the reader's
/// own) and each of `textSizes` (Dynamic Type's content size categories,
/// every text's `fontSize` scaled by the body style's factor), every one
/// drawn small with where it warns marked. One request answers the whole
/// row (`PlaygroundResponse.variants`), text size by text size, a width
/// each within.
public struct PlaygroundVariants: Hashable, Sendable {
    public var widths: [Double]
    public var textSizes: [ContentSizeCategory]

    public init(widths: [Double] = PlaygroundVariants.defaultWidths, textSizes: [ContentSizeCategory] = PlaygroundVariants.defaultTextSizes) {
        self.widths = widths
        self.textSizes = textSizes
    }

    /// The width control's presets: iPhone SE 320, iPhone 375, 390 and 414, iPad 768.
    public static let defaultWidths = PlaygroundPage.presetWidths
    /// The default text size, the largest of the standard ones, and AX3,
    /// the middle of the accessibility sizes (where a row of text most
    /// often stops fitting).
    public static let defaultTextSizes: [ContentSizeCategory] = [.large, .extraExtraExtraLarge, .accessibilityExtraLarge]
    /// Most widths a row has.
    public static let maxWidths = 12
    /// Most variants a row has (widths times text sizes): each is a whole
    /// layout and drawing.
    public static let maxVariants = 36

    /// How many variants the row has.
    public var count: Int { widths.count * textSizes.count }

    /// Nil when the row can be made; else what is wrong with it (a width
    /// out of `PlaygroundRequest.widthLimits`, too many widths or variants,
    /// an empty list).
    public var problem: String? {
        if widths.isEmpty || textSizes.isEmpty { return "needs at least one width and one text size" }
        if let bad = widths.first(where: { PlaygroundRequest.width($0) == nil }) {
            return "has a width of \(JSONWriter.number(bad)) points; widths are 1 to 4096"
        }
        if widths.count > PlaygroundVariants.maxWidths { return "has \(widths.count) widths, over the limit of \(PlaygroundVariants.maxWidths)" }
        if count > PlaygroundVariants.maxVariants {
            return "has \(count) variants (\(widths.count) widths x \(textSizes.count) text sizes), over the limit of \(PlaygroundVariants.maxVariants)"
        }
        return nil
    }

    /// A row from query values (`widths=320,375`, `textSizes=large,accessibilityLarge`),
    /// either missing taking the default: values that are not widths or
    /// text sizes are left out, as a form's would be, and the lists are cut
    /// to the limits.
    init(query widths: String?, textSizes: String?) {
        self.init()
        if let widths {
            self.widths = Array(widths.split(separator: ",").compactMap { PlaygroundRequest.width(String($0)) }
                .prefix(PlaygroundVariants.maxWidths))
        }
        if let textSizes {
            self.textSizes = textSizes.split(separator: ",").compactMap { ContentSizeCategory(name: String($0)) }
        }
        let most = PlaygroundVariants.maxVariants / max(1, self.widths.count)
        self.textSizes = Array(self.textSizes.prefix(most))
    }
}
