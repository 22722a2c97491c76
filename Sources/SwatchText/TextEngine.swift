public import SwatchGeometry
public import SwatchLayout
internal import Synchronization
import SwatchTypesetting

/// Measures text nodes from real fonts: HarfBuzz shapes each paragraph, the
/// line breaker fills lines as TextKit does, and the result is cached per
/// string, font, size and container, so laying out the same text again (a
/// stack measures it twice; the server lays out from many threads) costs a
/// dictionary lookup. Safe to share between threads.
public final class TextEngine: TextMeasuring, Sendable {
    public let fonts: TextFonts
    let typesetter: Typesetter<FontFace>

    struct ShapeKey: Hashable {
        var text: String
        var weight: FontWeight
    }

    struct LayoutKey: Hashable {
        var content: TextContent
        var width: Double
        var height: Double
    }

    /// Entries each cache keeps before it starts over.
    public static let cacheLimit = 8_192
    /// Bytes each cache (paragraph shapes, laid-out texts) may hold, as
    /// estimated from its texts and arrays, before it starts over: with
    /// `cacheLimit`, the bound on a long-running server's text memory, about
    /// 64 MiB for both. A text too large for the budget is measured each time.
    public static let cacheByteBudget = 32 << 20

    let shapes: Mutex<TextCache<ShapeKey, ShapedText>>
    let layouts: Mutex<TextCache<LayoutKey, TextLayout>>

    /// `cacheByteBudget` bounds each cache (tests use a small one).
    public init(fonts: TextFonts, cacheByteBudget: Int = TextEngine.cacheByteBudget) {
        self.fonts = fonts
        shapes = Mutex(TextCache(byteBudget: cacheByteBudget, entryLimit: TextEngine.cacheLimit))
        layouts = Mutex(TextCache(byteBudget: cacheByteBudget, entryLimit: TextEngine.cacheLimit))
        typesetter = Typesetter(regular: [fonts.regular] + fonts.fallbacks, bold: [fonts.bold] + fonts.boldFallbacks)
    }

    func setter(_ weight: FontWeight) -> TextSetter {
        typesetter.setter(weight) { [self] text in shaped(text, weight) }
    }

    /// A paragraph shaped in `weight`'s fonts, from the cache when it was before.
    func shaped(_ text: String, _ weight: FontWeight) -> ShapedText {
        let key = ShapeKey(text: text, weight: weight)
        if let hit = shapes.withLock({ $0[key] }) { return hit }
        let shaped = typesetter.chain(weight).shape(text)
        let cost = shaped.approximateBytes
        shapes.withLock { $0.insert(shaped, for: key, cost: cost) }
        return shaped
    }

    public func layout(_ content: TextContent, constrainedTo container: Size) -> TextLayout {
        let key = LayoutKey(content: content, width: container.width, height: container.height)
        if let hit = layouts.withLock({ $0[key] }) { return hit }
        let laidOut = setter(content.style.weight).layout(content, in: container)
        let cost = key.approximateBytes(with: laidOut)
        layouts.withLock { $0.insert(laidOut, for: key, cost: cost) }
        return laidOut
    }

    public func baselines(_ content: TextContent) -> (ascender: Double, descender: Double) {
        setter(content.style.weight).baselines(content)
    }

    /// Measures `content` without the layout cache (paragraph shapes are
    /// still cached), for benchmarks.
    public func layoutUncached(_ content: TextContent, constrainedTo container: Size) -> TextLayout {
        setter(content.style.weight).layout(content, in: container)
    }

    /// Forgets every cached shape and layout.
    public func clearCaches() {
        shapes.withLock { $0.removeAll() }
        layouts.withLock { $0.removeAll() }
    }

    /// The estimated bytes each cache holds now.
    public var cachedBytes: (shapes: Int, layouts: Int) {
        (shapes.withLock { $0.bytes }, layouts.withLock { $0.bytes })
    }
}
