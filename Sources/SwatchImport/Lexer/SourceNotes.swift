import SwatchSpec

/// What a comment says that code cannot: the sizes Swatch's export writes
/// beside the values a Texture app takes from elsewhere, so that exported
/// code imports back to the layout it came from. Read from `//` comments as
/// the lexer passes them:
///
///     avatarNode.image = UIImage(named: "avatar") // 28 × 28 points
///     // "settings.backgroundImage" is 320 × 44 points.
///     photoNode.url = URL(string: "https://example.com/p.jpg")
///     // Laid out with its image downloaded, 320 × 240 points.
///
/// An asset's size after the line that names it, or on a line of its own
/// naming it; a network image's download on the line after the one that
/// sets its URL. What a note gives is still an assumption (the code does
/// not hold it), with the note's value.
struct SourceNotes: Sendable {
    /// Sizes noted after code, by line.
    var sizeOnLine: [Int32: Size2] = [:]
    /// Sizes noted for an asset by its name.
    var sizeOfAsset: [String: Size2] = [:]
    /// Downloads noted, by the line of the code before the note.
    var downloadAfterLine: [Int32: Size2] = [:]
    /// The export's note that the class only holds the spec's root (`RootHolderComment`).
    var onlyHoldsRoot = false

    struct Size2: Sendable, Equatable {
        var width: Double
        var height: Double
    }

    /// The size noted for the asset `name` made on `line`.
    func assetSize(_ name: String?, line: Int32) -> Size2? {
        if let name, let size = sizeOfAsset[name] { return size }
        return sizeOnLine[line]
    }

    /// Reads the comment `text` (after its `//`) on `line`; `afterCodeOn` is
    /// the line of the code before it (the same line for a comment after
    /// code), `trailing` whether code comes before it on its line.
    mutating func read(_ text: String, line: Int32, trailing: Bool, afterCodeOn previous: Int32?) {
        var body = Substring(ASCIIText.trimmed(text))
        if !trailing, body == RootHolderComment.text { onlyHoldsRoot = true }
        guard body.hasSuffix("points") || body.hasSuffix("points.") else { return }
        if trailing {
            if let size = Self.size(body, prefix: "", suffix: " points") { sizeOnLine[line] = size }
            return
        }
        if body.hasPrefix("\""), let close = body.dropFirst().firstIndex(of: "\"") {
            let name = String(body[body.index(after: body.startIndex)..<close])
            body = body[body.index(after: close)...]
            if let size = Self.size(body, prefix: " is ", suffix: " points.") { sizeOfAsset[name] = size }
            return
        }
        if let previous, let size = Self.size(body, prefix: "Laid out with its image downloaded, ", suffix: " points.") {
            downloadAfterLine[previous] = size
        }
    }

    /// `W × H` between `prefix` and `suffix`, both finite and not negative.
    static func size(_ text: Substring, prefix: String, suffix: String) -> Size2? {
        guard text.hasPrefix(prefix), text.hasSuffix(suffix) else { return nil }
        let middle = text.dropFirst(prefix.count).dropLast(suffix.count)
        var parts: [Substring] = []
        for part in middle.split(separator: "\u{00D7}", omittingEmptySubsequences: false) {
            var p = part
            while p.first == " " { p = p.dropFirst() }
            while p.last == " " { p = p.dropLast() }
            parts.append(p)
        }
        guard parts.count == 2, let w = ImportNumbers.parse(String(parts[0])), let h = ImportNumbers.parse(String(parts[1])),
            w.isFinite, h.isFinite, w >= 0, h >= 0
        else { return nil }
        return Size2(width: w, height: h)
    }
}
