import SwatchGeometry
import SwatchLayout

/// Sets a text node's string in a container, as TextKit does for ASTextNode
/// (reference/layout.md §6), from shaped paragraphs. Pure: the shaping is
/// handed in, so every rule here runs in tests without a font.
package struct TextSetter {
    /// Metrics of the fonts a weight's chain holds (primary first).
    package var fonts: [FontMetrics]
    /// Shapes a paragraph (no newline in it): advances in ems.
    package var shape: (String) -> ShapedText

    package init(fonts: [FontMetrics], shape: @escaping (String) -> ShapedText) {
        self.fonts = fonts
        self.shape = shape
    }

    func metrics(_ font: UInt8) -> FontMetrics {
        Int(font) < fonts.count ? fonts[Int(font)] : fonts[0]
    }

    /// The ascender and descender ASTextNode reports: those of the font set
    /// on the first and last characters, the primary one (not a fallback).
    package func baselines(_ content: TextContent) -> (ascender: Double, descender: Double) {
        guard !content.string.isEmpty else { return (0, 0) }
        let size = content.style.fontSize
        return (fonts[0].ascender(at: size), fonts[0].descender(at: size))
    }

    /// Paragraphs of `string`: split at every newline (`\n`, `\r\n`, `\r`,
    /// U+2028, U+2029, ...). A string ending with a newline ends with an empty
    /// paragraph, which TextKit lays out as an extra empty line.
    static func paragraphs(_ string: String) -> [Substring] {
        string.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
    }

    package func layout(_ content: TextContent, in container: Size) -> TextLayout {
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
                textLine.width = lineWidth(shaped, line, advances: advances, breakBefore: breaker.breakBefore, size: size)
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

    /// A line's width as drawn. The browser shapes each line's `<text>` on
    /// its own, so the glyphs at the line's end lose the kerning (and any
    /// contextual form) they had with what followed in the paragraph. The
    /// line's last word is shaped again alone; everything before it keeps the
    /// paragraph's advances (a word's first glyph does not change with the
    /// space before it: kerning with a space is carried by the space). A line
    /// with no break inside (one long word cut) is shaped again whole.
    func lineWidth(_ shaped: ShapedText, _ line: BrokenLine, advances: [Double], breakBefore: [Bool], size: Double) -> Double {
        if line.start == 0, line.contentEnd == shaped.count { return line.width }
        guard line.contentEnd > line.start else { return 0 }
        var lastWord = line.contentEnd - 1
        while lastWord > line.start, !breakBefore[lastWord] { lastWord -= 1 }
        let head = advances[line.start..<lastWord].reduce(0, +)
        let tail = shape(shaped.substring(lastWord..<line.contentEnd)).advances.reduce(0) { $0 + $1 * size }
        return head + tail
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
