public import SwatchGeometry
public import SwatchLayout
import SwatchTypesetting
internal import Synchronization

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

    /// Entries each cache keeps before it starts over (a bound on memory
    /// for a long-running server).
    public static let cacheLimit = 8_192

    let shapes = Mutex<[ShapeKey: ShapedText]>([:])
    let layouts = Mutex<[LayoutKey: TextLayout]>([:])

    public init(fonts: TextFonts) {
        self.fonts = fonts
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
        shapes.withLock { cache in
            if cache.count >= TextEngine.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = shaped
        }
        return shaped
    }

    public func layout(_ content: TextContent, constrainedTo container: Size) -> TextLayout {
        let key = LayoutKey(content: content, width: container.width, height: container.height)
        if let hit = layouts.withLock({ $0[key] }) { return hit }
        let laidOut = setter(content.style.weight).layout(content, in: container)
        layouts.withLock { cache in
            if cache.count >= TextEngine.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = laidOut
        }
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
}
