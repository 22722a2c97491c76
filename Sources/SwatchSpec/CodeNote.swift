import SwatchGeometry
import SwatchJSON

/// What Swatch's export writes in comments for what code cannot say and a
/// layout needs, and the import reads back, so that exported code imports
/// to the layout it came from. Each note is written (`text`) and read
/// (`init?(_:)`) here and nowhere else:
///
///     // Laid out at 375 × 120 points.
///     // Laid out in a size range from 0 × 0 to 390 × ∞ points.
///     // The spec's root is this node's layout: the node only holds it.
///     avatarNode.image = UIImage(named: "avatar") // 28 × 28 points
///     // "settings.backgroundImage" is 320 × 44 points.
///     photoNode.url = URL(string: "https://example.com/p.jpg")
///     // Laid out with its image downloaded, 320 × 240 points.
///
/// Lengths are written as spec documents write numbers (`JSONWriter`), an
/// infinite one `∞`.
public enum CodeNote: Hashable, Sendable {
    /// In the header: the size range the spec is laid out in (one size when
    /// `min` is `max`).
    case sizeRange(SizeRange)
    /// In the header of a class whose spec's root is not a node (a layout
    /// spec, or a text or an image the class holds in a wrapper): the
    /// import gives that root back rather than the class's node around it.
    case onlyHoldsRoot
    /// After the code that sets an asset (an image from the app's bundle):
    /// its size.
    case size(Size)
    /// On a line of its own before that code, when the note does not fit
    /// after it: the asset's name and size.
    case assetSize(String, Size)
    /// After the code that sets a network image's URL: the image was laid
    /// out as downloaded, at this size.
    case downloaded(Size)

    /// The comment's text, without the `//`.
    public var text: String {
        switch self {
        case .sizeRange(let range) where range.min == range.max:
            return Self.laidOutAt + Self.text(range.min) + Self.pointsEnd
        case .sizeRange(let range):
            return Self.laidOutIn + Self.text(range.min) + Self.to + Self.text(range.max) + Self.pointsEnd
        case .onlyHoldsRoot:
            return Self.onlyHoldsRootText
        case .size(let size):
            return Self.text(size) + Self.points
        case .assetSize(let name, let size):
            return "\"" + name + Self.assetIs + Self.text(size) + Self.pointsEnd
        case .downloaded(let size):
            return Self.downloadedPrefix + Self.text(size) + Self.pointsEnd
        }
    }

    /// The note a comment's text (without the `//`; spaces around it do not
    /// count) is, if it is one.
    public init?(_ comment: String) {
        let text = Substring(ASCIIText.trimmed(comment))
        if text == Self.onlyHoldsRootText {
            self = .onlyHoldsRoot
        } else if let size = Self.size(text, after: Self.laidOutAt, before: Self.pointsEnd) {
            self = .sizeRange(SizeRange(exactly: size))
        } else if let sizes = Self.between(text, after: Self.laidOutIn, before: Self.pointsEnd), let to = Self.firstRange(of: Self.to, in: sizes),
            let min = Self.size(sizes[..<to.lowerBound]), let max = Self.size(sizes[to.upperBound...])
        {
            self = .sizeRange(SizeRange(min: min, max: max))
        } else if let size = Self.size(text, after: Self.downloadedPrefix, before: Self.pointsEnd) {
            self = .downloaded(size)
        } else if text.hasPrefix("\""), let close = text.dropFirst().firstIndex(of: "\""),
            let size = Self.size(text[text.index(after: close)...], after: Self.assetIs.dropFirst(), before: Self.pointsEnd)
        {
            self = .assetSize(String(text[text.index(after: text.startIndex)..<close]), size)
        } else if let size = Self.size(text, after: "", before: Self.points) {
            self = .size(size)
        } else {
            return nil
        }
    }

    // MARK: The words

    static let laidOutAt = "Laid out at "
    static let laidOutIn = "Laid out in a size range from "
    static let to = " to "
    static let onlyHoldsRootText = "The spec's root is this node's layout: the node only holds it."
    static let assetIs = "\" is "
    static let downloadedPrefix = "Laid out with its image downloaded, "
    static let points = " points"
    static let pointsEnd = " points."
    static let times = " \u{00D7} "
    static let infinity = "\u{221E}"

    /// `375 × 120`, an infinite length `∞`.
    public static func text(_ size: Size) -> String {
        length(size.width) + times + length(size.height)
    }

    static func length(_ v: Double) -> String {
        v.isInfinite && v > 0 ? infinity : JSONWriter.number(v)
    }

    /// The part of `text` between `prefix` and `suffix`, when it has both.
    static func between<S: StringProtocol>(_ text: Substring, after prefix: S, before suffix: String) -> Substring? {
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.utf8.count >= prefix.utf8.count + suffix.utf8.count else { return nil }
        return text.dropFirst(prefix.count).dropLast(suffix.count)
    }

    static func size<S: StringProtocol>(_ text: Substring, after prefix: S, before suffix: String) -> Size? {
        between(text, after: prefix, before: suffix).flatMap { size($0) }
    }

    /// Where `part` first is in `text`.
    static func firstRange(of part: String, in text: Substring) -> Range<Substring.Index>? {
        var start = text.startIndex
        while start < text.endIndex {
            if text[start...].hasPrefix(part) { return start..<text.index(start, offsetBy: part.count) }
            start = text.index(after: start)
        }
        return nil
    }

    /// `W × H` (spaces around the `×` do not count).
    static func size(_ text: Substring) -> Size? {
        let parts = text.split(separator: "\u{00D7}", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = length(parts[0]), let height = length(parts[1]) else { return nil }
        return Size(width: width, height: height)
    }

    /// A length as `length(_:)` writes it.
    static func length(_ text: Substring) -> Double? {
        let t = ASCIIText.trimmed(String(text))
        if t == infinity { return .infinity }
        guard let first = t.utf8.first, first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return nil }
        return Double(t)
    }
}
