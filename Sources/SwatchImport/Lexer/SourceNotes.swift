import SwatchGeometry
import SwatchSpec

/// What the comments say that code cannot: the notes Swatch's export writes
/// (`CodeNote`: the size range in the header, the sizes of the values a
/// Texture app takes from elsewhere, that the class only holds the spec's
/// root), so that exported code imports back to the layout it came from.
/// Read from `//` comments as the lexer passes them:
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
    /// The first size range a header line gives that a spec can have.
    var sizeRange: SizeRange?
    /// Sizes noted after code, by line.
    var sizeOnLine: [Int32: Size] = [:]
    /// Sizes noted for an asset by its name.
    var sizeOfAsset: [String: Size] = [:]
    /// Downloads noted, by the line of the code before the note.
    var downloadAfterLine: [Int32: Size] = [:]
    /// The export's note that the class only holds the spec's root (`RootHolderComment`).
    var onlyHoldsRoot = false

    /// The size noted for the asset `name` made on `line`.
    func assetSize(_ name: String?, line: Int32) -> Size? {
        if let name, let size = sizeOfAsset[name] { return size }
        return sizeOnLine[line]
    }

    /// Reads the comment `text` (after its `//`) on `line`; `afterCodeOn` is
    /// the line of the code before it (the same line for a comment after
    /// code), `trailing` whether code comes before it on its line.
    mutating func read(_ text: String, line: Int32, trailing: Bool, afterCodeOn previous: Int32?) {
        guard let note = CodeNote(text) else { return }
        switch note {
        case .size(let size) where trailing && Self.isSize(size):
            sizeOnLine[line] = size
        case .assetSize(let name, let size) where !trailing && Self.isSize(size):
            sizeOfAsset[name] = size
        case .downloaded(let size) where !trailing && Self.isSize(size):
            if let previous { downloadAfterLine[previous] = size }
        case .onlyHoldsRoot where !trailing:
            onlyHoldsRoot = true
        case .sizeRange(let range) where !trailing && sizeRange == nil && Self.canHold(range):
            sizeRange = range
        default:
            break
        }
    }

    /// A size an image or a node can have: finite, not negative.
    static func isSize(_ s: Size) -> Bool {
        s.width.isFinite && s.height.isFinite && s.width >= 0 && s.height >= 0
    }

    /// A size range a spec can have: its min finite, not negative, at most
    /// its max, and under the language's limit of 10^7.
    static func canHold(_ r: SizeRange) -> Bool {
        isSize(r.min) && r.min.width <= r.max.width && r.min.height <= r.max.height && r.min.width < 1e7 && r.min.height < 1e7
    }
}
