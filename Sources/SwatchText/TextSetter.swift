import SwatchGeometry
import SwatchLayout

/// Sets a text node's string in a container, as TextKit does for ASTextNode
/// (reference/layout.md §6), from shaped paragraphs. Pure: the shaping is
/// handed in, so every rule here runs in tests without a font.
struct TextSetter {
    /// Metrics of the fonts a weight's chain holds (primary first).
    var fonts: [FontMetrics]
    /// Shapes a paragraph (no newline in it): advances in ems.
    var shape: (String) -> ShapedText

    func metrics(_ font: UInt8) -> FontMetrics {
        Int(font) < fonts.count ? fonts[Int(font)] : fonts[0]
    }

    /// The ascender and descender ASTextNode reports: those of the font set
    /// on the first and last characters, the primary one (not a fallback).
    func baselines(_ content: TextContent) -> (ascender: Double, descender: Double) {
        guard !content.string.isEmpty else { return (0, 0) }
        let size = content.style.fontSize
        return (fonts[0].ascender(at: size), fonts[0].descender(at: size))
    }

    /// Paragraphs of `string`: split at every newline (`\n`, `\r\n`, `\r`,
    /// U+2028, U+2029, ...). A string ending with a newline ends with an empty
    /// paragraph, which TextKit lays out as an extra empty line.
    static func paragraphs(_ string: String) -> [Substring] {
        string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    func layout(_ content: TextContent, in container: Size) -> TextLayout {
        guard !content.string.isEmpty else { return .empty }
        let size = content.style.fontSize
        let width = container.width.isNaN || container.width < 0 ? 0 : container.width
        let height = container.height.isNaN ? Double.infinity : container.height
        let maxLines = content.style.maximumNumberOfLines > 0 ? content.style.maximumNumberOfLines : Int.max

        struct Visible {
            var paragraph: ShapedText
            var line: BrokenLine
        }
        var visible: [Visible] = []
        var lines: [TextLine] = []
        var top = 0.0
        var isTruncated = false
        let paragraphs = TextSetter.paragraphs(content.string)
        fill: for (p, text) in paragraphs.enumerated() {
            let shaped = shape(String(text))
            let advances = shaped.advances.map { $0 * size }
            let breaker = LineBreaker(advances: advances, classes: shaped.classes)
            // One line past the limit tells whether text was left over.
            let broken = breaker.lines(width: width, limit: maxLines == .max ? .max : maxLines - lines.count + 1)
            for line in broken {
                // A line holds characters when it has graphemes or ends at this
                // paragraph's newline; the empty line after a final newline has none.
                let holdsText = line.end > line.start || p < paragraphs.count - 1
                if lines.count == maxLines {
                    isTruncated = holdsText
                    break fill
                }
                var textLine = makeLine(shaped, line.start..<line.contentEnd, all: line.start..<line.end, size: size)
                textLine.width = lineWidth(textLine.text, shaped, line, size: size)
                textLine.top = top
                if top + textLine.height > height + LineBreaker.tolerance {
                    isTruncated = holdsText
                    break fill
                }
                top += textLine.height
                lines.append(textLine)
                visible.append(Visible(paragraph: shaped, line: line))
            }
        }

        let token = content.style.truncation
        if isTruncated, !token.isEmpty, let last = visible.last {
            let shaped = last.paragraph
            let advances = shaped.advances.map { $0 * size }
            let tokenShaped = shape(token)
            let tokenWidth = tokenShaped.advances.reduce(0) { $0 + $1 * size }
            let cut = TailTruncation.cut(
                last.line, advances: advances, isSpace: shaped.classes.map { $0 == .space },
                isDelimiter: shaped.isDelimiter, width: width, tokenWidth: tokenWidth)
            // Texture adds no token when the cut falls at the very start of the text.
            if !(visible.count == 1 && cut == 0) {
                let kept = last.line.start..<cut
                let n = lines.count - 1
                var line = makeLine(shaped, kept, all: kept, size: size, plus: tokenShaped)
                line.text = shaped.substring(kept) + token
                // Shaped again as one run: the browser kerns the last letter with the token.
                line.width = shape(line.text).advances.reduce(0) { $0 + $1 * size }
                line.top = lines[n].top
                top += line.height - lines[n].height
                lines[n] = line
            }
        }
        let widest = lines.reduce(0.0) { max($0, $1.width) }
        return TextLayout(lines: lines, size: Size(width: widest, height: top), isTruncated: isTruncated)
    }

    /// A line's width as drawn: the line shaped on its own, as the browser
    /// shapes each line's `<text>` (kerning and contextual forms at the edges
    /// then match); a whole paragraph's line keeps the advances it has.
    func lineWidth(_ text: String, _ shaped: ShapedText, _ line: BrokenLine, size: Double) -> Double {
        if line.start == 0, line.contentEnd == shaped.count { return line.width }
        return shape(text).advances.reduce(0) { $0 + $1 * size }
    }

    /// A line of `range` of a paragraph: its text, and height and baseline from
    /// the fonts its graphemes (`all`, trailing spaces included) are set in;
    /// an empty line takes the primary font's.
    func makeLine(
        _ shaped: ShapedText, _ range: Range<Int>, all: Range<Int>, size: Double, plus extra: ShapedText? = nil
    ) -> TextLine {
        var ascent = -Double.infinity, descent = Double.infinity
        func include(_ font: UInt8) {
            let m = metrics(font)
            ascent = max(ascent, m.ascender(at: size))
            descent = min(descent, m.descender(at: size))
        }
        for i in all { include(shaped.fonts[i]) }
        if let extra { for f in extra.fonts { include(f) } }
        if ascent == -.infinity { include(0) }
        return TextLine(
            text: shaped.substring(range), x: 0, width: 0, top: 0, height: ascent - descent, baseline: ascent)
    }
}
