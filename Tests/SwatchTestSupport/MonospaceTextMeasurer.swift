import SwatchGeometry
import SwatchLayout

/// A text measurer for engine tests, independent of any font: every
/// character advances half the font size, a line is 1.25 font sizes tall
/// (ascender 1, descender -0.25), words wrap at spaces, and a word wider than
/// the container breaks between characters.
public final class MonospaceTextMeasurer: TextMeasuring {
    public init() {}

    public func baselines(_ content: TextContent) -> (ascender: Double, descender: Double) {
        (content.style.fontSize, -content.style.fontSize / 4)
    }

    public func layout(_ content: TextContent, constrainedTo container: Size) -> TextLayout {
        let size = content.style.fontSize
        let advance = size / 2, lineHeight = size * 1.25
        var lines: [String] = []
        for paragraph in content.string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                let candidate = line.isEmpty ? word : line + " " + word
                if Double(candidate.count) * advance <= container.width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                while Double(word.count) * advance > container.width, word.count > 1 {
                    let fit = max(1, Int(container.width / advance))
                    lines.append(String(word.prefix(fit)))
                    word = String(word.dropFirst(fit))
                }
                line = word
            }
            lines.append(line)
        }
        var visible = lines.count
        if content.style.maximumNumberOfLines > 0 { visible = min(visible, content.style.maximumNumberOfLines) }
        // Compared as doubles: a huge height over a tiny line is past Int.max.
        if container.height.isFinite, container.height / lineHeight < Double(visible) {
            visible = Int(container.height / lineHeight)
        }
        let truncated = visible < lines.count
        var shown = Array(lines.prefix(visible))
        if truncated, let last = shown.last, !content.style.truncation.isEmpty {
            var words = last.split(separator: " ").map(String.init)
            while !words.isEmpty, Double((words.joined(separator: " ") + content.style.truncation).count) * advance > container.width {
                words.removeLast()
            }
            shown[shown.count - 1] = words.joined(separator: " ") + content.style.truncation
        }
        let textLines = shown.enumerated().map { n, text in
            TextLine(text: text, width: Double(text.count) * advance, top: Double(n) * lineHeight, height: lineHeight, baseline: size)
        }
        return TextLayout(
            lines: textLines,
            size: Size(width: textLines.map(\.width).max() ?? 0, height: Double(textLines.count) * lineHeight),
            isTruncated: truncated)
    }
}
