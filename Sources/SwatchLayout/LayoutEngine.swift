import SwatchGeometry

/// Lays out element trees as Texture does. Stateless: each call allocates its
/// own working storage, so any number of threads may lay out at once.
public enum LayoutEngine {
    /// `ASCalculateRootLayout`: the root measured in `range` with the range's
    /// max as its parent size, then every size rounded up to device pixels at `scale`.
    /// Text nodes are measured by `text`, which a tree with text needs.
    public static func layout(
        _ tree: LayoutTree, in range: SizeRange, scale: Double, text: (any TextMeasuring)? = nil
    ) -> Layout {
        layout(tree, in: range, scale: scale, text: text, caching: true)
    }

    /// The same layout with every display node's measure counts
    /// (`MeasureCounts`): laid out as Texture lays it out, each display node
    /// keeping its last layout and every layout spec run again whenever it is
    /// asked. A layout that runs out of `MeasureCounts.budget` is laid out
    /// again the fast way and carries no counts.
    public static func countedLayout(
        _ tree: LayoutTree, in range: SizeRange, scale: Double, text: (any TextMeasuring)? = nil,
        budget: Int = MeasureCounts.budget
    ) -> Layout {
        if let counted = run(tree, in: range, scale: scale, text: text, caching: false, countingBudget: budget) {
            return counted
        }
        return layout(tree, in: range, scale: scale, text: text)
    }

    /// `caching: false` turns the measure cache off (tests compare both ways).
    static func layout(
        _ tree: LayoutTree, in range: SizeRange, scale: Double, text: (any TextMeasuring)? = nil, caching: Bool
    ) -> Layout {
        run(tree, in: range, scale: scale, text: text, caching: caching, countingBudget: nil)!
    }

    /// One pass; with a `countingBudget` it counts measures (nil when the
    /// budget runs out).
    static func run(
        _ tree: LayoutTree, in range: SizeRange, scale: Double, text: (any TextMeasuring)?, caching: Bool,
        countingBudget: Int?
    ) -> Layout? {
        let count = tree.count
        precondition(count > 0, "a layout tree needs a root")
        precondition(tree.texts.isEmpty || text != nil, "a tree with text nodes needs a text measurer")
        var textLayouts: [Int: TextLayout] = [:]
        var sizes = [Size](repeating: .zero, count: count)
        var positions = [Point](repeating: .zero, count: count)
        var isLaidOut = [Bool](repeating: false, count: count)
        let grid = PixelGrid(scale: scale)
        var computed = 0
        var counts: MeasureCounts?
        var exhausted = false
        var refused: RefusedSize?
        var records: LayoutRecords?
        let size = tree.elements.withUnsafeBufferPointer { elements in
            tree.styles.withUnsafeBufferPointer { styles in
                tree.texts.withUnsafeBufferPointer { texts in
                    sizes.withUnsafeMutableBufferPointer { sizes in
                        positions.withUnsafeMutableBufferPointer { positions in
                            withUnsafeMutablePointer(to: &textLayouts) { textLayouts in
                                var tallies = countingBudget.map { MeasureTallies(count: count, budget: $0) }
                                defer { tallies?.deallocate() }
                                return withUnsafeMutablePointer(to: &tallies) { tallies in
                                    let pass = LayoutPass(
                                        elements: elements, styles: styles, texts: texts, measurer: text,
                                        grid: grid, sizes: sizes, positions: positions, textLayouts: textLayouts,
                                        caching: caching, tallies: tallies.pointee == nil ? nil : tallies)
                                    defer { pass.deallocate() }
                                    let size = pass.layoutThatFits(0, range, parentSize: range.max)
                                    if let t = tallies.pointee {
                                        exhausted = t.exhausted
                                        if !exhausted { counts = t.counts(count) }
                                    }
                                    if !exhausted {
                                        pass.finish(&isLaidOut)
                                        records = tallies.pointee?.records(
                                            count, laidOut: isLaidOut, sizes: sizes, placeholder: pass.isPlaceholder)
                                    }
                                    computed = pass.cache.pointee.computed
                                    refused = pass.refused.pointee
                                    return size
                                }
                            }
                        }
                    }
                }
            }
        }
        if exhausted { return nil }
        if !textLayouts.isEmpty {
            textLayouts = textLayouts.filter { isLaidOut[$0.key] }
        }
        let layout = Layout(
            size: size, grid: grid, sizes: sizes, positions: positions, isLaidOut: isLaidOut,
            textLayouts: textLayouts, computedLayouts: computed, measureCounts: counts, refusedSize: refused,
            records: records)
        #if SWATCH_INTERNAL_CHECKS
        layout._checkInvariants()
        #endif
        return layout
    }
}

/// Working storage of one layout call. Each element has one slot holding its
/// most recent layout (its size, and its children's positions); since a
/// subtree is only ever measured from inside its root's measurement, the slots
/// of a subtree always belong to the last measurement of that subtree's root,
/// which is the one Texture keeps. Per element the pass keeps 38 bytes, so a
/// large tree costs few fresh pages.
struct LayoutPass {
    let elements: UnsafeBufferPointer<Element>
    let styles: UnsafeBufferPointer<Style>
    let texts: UnsafeBufferPointer<TextContent>
    let measurer: (any TextMeasuring)?
    let grid: PixelGrid
    let sizes: UnsafeMutableBufferPointer<Size>
    let positions: UnsafeMutableBufferPointer<Point>
    /// The last text layout of each text element.
    let textLayouts: UnsafeMutablePointer<[Int: TextLayout]>
    /// Per element: `measured` and `placeholder` bits; scratch.
    let flags: UnsafeMutablePointer<UInt8>
    /// Per element, its `MeasureCacheBlock` in `cache`, or -1; scratch.
    let cacheIndex: UnsafeMutablePointer<Int32>
    let cache: UnsafeMutablePointer<MeasureCacheStore>
    /// The items of the stacks being laid out; scratch.
    let arena: UnsafeMutablePointer<StackArena>
    /// Set in a counted pass (`LayoutEngine.countedLayout`): each display
    /// node's kept layout and counts, which replace the measure cache.
    let tallies: UnsafeMutablePointer<MeasureTallies?>?
    /// The first size of 10^7 or more computed (then made 0 x 0), or rounded
    /// up to it (then kept).
    let refused: UnsafeMutablePointer<RefusedSize?>

    static let measured: UInt8 = 1
    /// A child that optimized flexing left as an unmeasured 0 x 0 layout.
    static let placeholder: UInt8 = 2

    init(
        elements: UnsafeBufferPointer<Element>, styles: UnsafeBufferPointer<Style>,
        texts: UnsafeBufferPointer<TextContent>, measurer: (any TextMeasuring)?, grid: PixelGrid,
        sizes: UnsafeMutableBufferPointer<Size>, positions: UnsafeMutableBufferPointer<Point>,
        textLayouts: UnsafeMutablePointer<[Int: TextLayout]>, caching: Bool = true,
        tallies: UnsafeMutablePointer<MeasureTallies?>? = nil
    ) {
        let n = elements.count
        self.elements = elements
        self.styles = styles
        self.texts = texts
        self.measurer = measurer
        self.textLayouts = textLayouts
        self.grid = grid
        self.sizes = sizes
        self.positions = positions
        flags = .allocate(capacity: n)
        flags.initialize(repeating: 0, count: n)
        cacheIndex = .allocate(capacity: n)
        cacheIndex.initialize(repeating: tallies == nil ? -1 : MeasureTallies.marker, count: n)
        cache = .allocate(capacity: 1)
        cache.initialize(to: MeasureCacheStore(enabled: caching))
        arena = .allocate(capacity: 1)
        arena.initialize(to: StackArena(capacity: n))
        self.tallies = tallies
        refused = .allocate(capacity: 1)
        refused.initialize(to: nil)
    }

    func deallocate() {
        flags.deallocate()
        cacheIndex.deallocate()
        cache.pointee.deallocate()
        cache.deallocate()
        arena.pointee.deallocate()
        arena.deallocate()
        refused.deallocate()
    }

    /// The style of element `i`, read in place.
    @inline(__always)
    func style(_ i: Int) -> UnsafePointer<Style> {
        styles.baseAddress.unsafelyUnwrapped + Int(elements[i].styleIndex)
    }

    @inline(__always)
    func isPlaceholder(_ i: Int) -> Bool { flags[i] & LayoutPass.placeholder != 0 }

    /// `-[ASLayoutElement layoutThatFits:parentSize:]`: the element's layout in
    /// `range`, with fractions resolved against `parentSize`. Returns the
    /// layout's size (rounded up to pixels, as every `ASLayout` is) and leaves
    /// the child positions of the element's subtree in the slots.
    func layoutThatFits(_ i: Int, _ range: SizeRange, parentSize: Size, recompute: Bool = false) -> Size {
        let key = MeasureKey(range, parentSize)
        let block = cacheIndex[i]
        if block >= 0 && !recompute {
            // A counted pass marks every element (off the fast path).
            if block == MeasureTallies.marker {
                if let kept = tallied(i, range, parentSize) { return kept }
            } else if let size = cache.pointee.answer(block, key, slotSize: sizes[i]) {
                sizes[i] = size
                flags[i] = LayoutPass.measured
                return size
            }
        }
        cache.pointee.computed += 1
        let element = elements[i]
        var size: Size
        switch element.kind {
        // These three replace the style step with their own (ASInsetLayoutSpec.mm,
        // ASOverlayLayoutSpec.mm, ASBackgroundLayoutSpec.mm): their style never
        // constrains them.
        case .inset(let insets):
            size = insetLayout(i, insets, range, parentSize)
        case .overlay:
            size = overlayLayout(i, range, parentSize)
        case .background:
            size = backgroundLayout(i, range, parentSize)
        default:
            // ASLayoutElement's default: intersect with the resolved style.
            let style = self.style(i)
            let resolved = style.pointee.constrainsSize
                ? style.pointee.resolve(parent: parentSize) : SizeRange.unconstrained
            size = calculateLayout(i, element, range.intersect(resolved))
        }
        if _slowPath(!size.isValidForSize) { noteRefused(i, size) }
        let measured = size
        size = grid.ceil(size)
        if _slowPath(size.width >= Size.validLimit || size.height >= Size.validLimit) { noteRefused(i, measured, roundedUp: true) }
        // An element measured before gets a cache block, which remembers its
        // measurements from now on.
        var b = cacheIndex[i]
        if b < 0 && flags[i] & LayoutPass.measured != 0 && cache.pointee.enabled {
            b = cache.pointee.append()
            cacheIndex[i] = b
        }
        if b >= 0 {
            if b == MeasureTallies.marker {
                keep(i, range, parentSize, size)
            } else {
                cache.pointee.store(b, key, size)
            }
        }
        sizes[i] = size
        flags[i] = LayoutPass.measured
        return size
    }

    /// A counted pass's step before laying element `i` out: the display
    /// node's kept layout when it answers the request (a cache hit), else
    /// nil after counting the calculation (or a spec's run) against the
    /// budget; once the budget is spent every request is answered 0 x 0 so
    /// the pass ends at once (its result is thrown away).
    @inline(never)
    func tallied(_ i: Int, _ range: SizeRange, _ parentSize: Size) -> Size? {
        guard let tallies, tallies.pointee?.exhausted == false else { return .zero }
        let t = tallies.pointee.unsafelyUnwrapped.tallies + i
        if elements[i].kind.isDisplayNode && t.pointee.keeps(range, parentSize) {
            t.pointee.cacheHits &+= 1
            sizes[i] = t.pointee.size
            flags[i] = LayoutPass.measured
            return t.pointee.size
        }
        t.pointee.calculations &+= 1
        tallies.pointee!.remaining -= 1
        if tallies.pointee!.remaining < 0 {
            tallies.pointee!.exhausted = true
            return .zero
        }
        return nil
    }

    /// A counted pass's step after laying an element out: a display node
    /// keeps this layout, as `_pendingDisplayNodeLayout`; a spec's last run
    /// is the one its parent keeps.
    @inline(never)
    func keep(_ i: Int, _ range: SizeRange, _ parentSize: Size, _ size: Size) {
        guard let t = tallies?.pointee?.tallies.advanced(by: i) else { return }
        t.pointee.range = range
        t.pointee.laidIn = laidIn(i, range, parentSize)
        t.pointee.parentSize = parentSize
        t.pointee.size = size
        t.pointee.hasLayout = true
    }

    /// The range element `i`'s own layout worked in: the range it was
    /// asked for, intersected with its resolved style (the step
    /// `layoutThatFits` takes, computed again off the fast path); as asked
    /// for the specs that skip that step.
    func laidIn(_ i: Int, _ range: SizeRange, _ parentSize: Size) -> SizeRange {
        switch elements[i].kind {
        case .inset, .overlay, .background: return range
        default:
            let style = self.style(i)
            return style.pointee.constrainsSize ? range.intersect(style.pointee.resolve(parent: parentSize)) : range
        }
    }

    /// Remembers the first size of 10^7 points or more (infinite included),
    /// which `grid.ceil` is about to make 0 x 0 as Texture does; or, with
    /// `roundedUp`, a valid size that `grid.ceil` made 10^7 (Texture tests
    /// before it rounds, and keeps it).
    func noteRefused(_ i: Int, _ size: Size, roundedUp: Bool = false) {
        // The first of each kind; a size made 0 x 0 before one kept at 10^7.
        if let first = refused.pointee, !first.roundedUp || roundedUp { return }
        guard roundedUp || size.width >= Size.validLimit || size.height >= Size.validLimit else { return }
        refused.pointee = RefusedSize(element: i, size: size, roundedUp: roundedUp)
    }

    /// `calculateLayoutThatFits:` of the element's own kind, in the range its
    /// style step produced.
    func calculateLayout(_ i: Int, _ element: Element, _ range: SizeRange) -> Size {
        switch element.kind {
        case .node(let intrinsicSize):
            if element.firstChild >= 0 {
                // ASDisplayNode+LayoutSpec.mm: the node's layout spec is measured in
                // the node's range (parent size = its max) and the node takes its
                // size unclamped.
                let child = Int(element.firstChild)
                positions[child] = .zero
                return layoutThatFits(child, range, parentSize: range.max)
            }
            if let intrinsicSize {
                return range.clamp(intrinsicSize)
            }
            return range.clamp(range.max.isValidForSize ? range.max : .zero)
        case .aspect(let ratio):
            let width = range.max.width
            return range.clamp(Size(width: width, height: width * ratio))
        case .image(let imageSize):
            return range.clamp(imageSize)
        case .text(let index):
            return textLayout(i, texts[Int(index)], range)
        case .stack(let options):
            return stackLayout(i, element, options, range)
        case .relative(let options):
            return relativeLayout(element, options, range)
        case .ratio(let ratio):
            return ratioLayout(element, ratio, range)
        case .absolute(let sizing):
            return absoluteLayout(element, sizing, range)
        case .corner(let options):
            return cornerLayout(element, options, range)
        case .wrapper:
            return wrapperLayout(element, range)
        case .inset, .overlay, .background:
            preconditionFailure("handled in layoutThatFits")
        }
    }

    /// Records `i` as a 0 x 0 layout with no sublayouts, as Texture's
    /// optimized flexing leaves a flexible child before flexing it.
    func setPlaceholder(_ i: Int) {
        sizes[i] = .zero
        flags[i] = LayoutPass.measured | LayoutPass.placeholder
        let b = cacheIndex[i]
        if b >= 0 && b != MeasureTallies.marker { cache.pointee.blocks[Int(b)].invalidateSlot() }
    }

    /// Settles the final layout, in pre-order: an element whose last
    /// measurement was answered from the cache is laid out again for real (its
    /// size cannot change; its subtree's positions can), then every element is
    /// marked laid out or not: the root, and every child of a laid-out element
    /// that is not a placeholder.
    func finish(_ laidOut: inout [Bool]) {
        laidOut[0] = true
        for i in 0..<elements.count {
            if i > 0 {
                let p = Int(elements[i].parent)
                laidOut[i] = laidOut[p] && !isPlaceholder(p)
            }
            let b = cacheIndex[i]
            guard laidOut[i], b >= 0, b != MeasureTallies.marker, cache.pointee.blocks[Int(b)].stale else { continue }
            let key = cache.pointee.blocks[Int(b)].slotKey
            _ = layoutThatFits(i, key.range, parentSize: key.parentSize, recompute: true)
        }
    }
}
