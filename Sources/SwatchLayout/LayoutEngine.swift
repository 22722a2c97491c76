import SwatchGeometry

/// Lays out element trees as Texture does. Stateless: each call allocates its
/// own working storage, so any number of threads may lay out at once.
public enum LayoutEngine {
    /// `ASCalculateRootLayout`: the root measured in `range` with the range's
    /// max as its parent size, then every size rounded up to device pixels at `scale`.
    public static func layout(_ tree: LayoutTree, in range: SizeRange, scale: Double) -> Layout {
        layout(tree, in: range, scale: scale, caching: true)
    }

    /// `caching: false` turns the measure cache off (tests compare both ways).
    static func layout(_ tree: LayoutTree, in range: SizeRange, scale: Double, caching: Bool) -> Layout {
        let count = tree.count
        precondition(count > 0, "a layout tree needs a root")
        var sizes = [Size](repeating: .zero, count: count)
        var positions = [Point](repeating: .zero, count: count)
        var ascenders = [Double](repeating: 0, count: count)
        var descenders = [Double](repeating: 0, count: count)
        var isLaidOut = [Bool](repeating: false, count: count)
        let grid = PixelGrid(scale: scale)
        var computed = 0
        let size = tree.elements.withUnsafeBufferPointer { elements in
            tree.styles.withUnsafeBufferPointer { styles in
                for i in 0..<count {
                    let style = styles[Int(elements[i].styleIndex)]
                    ascenders[i] = style.ascender
                    descenders[i] = style.descender
                }
                return sizes.withUnsafeMutableBufferPointer { sizes in
                    positions.withUnsafeMutableBufferPointer { positions in
                        ascenders.withUnsafeMutableBufferPointer { ascenders in
                            descenders.withUnsafeMutableBufferPointer { descenders in
                                let pass = LayoutPass(
                                    elements: elements, styles: styles, grid: grid, sizes: sizes,
                                    positions: positions, ascenders: ascenders, descenders: descenders,
                                    caching: caching)
                                defer { pass.deallocate() }
                                let size = pass.layoutThatFits(0, range, parentSize: range.max)
                                pass.finish(&isLaidOut)
                                computed = pass.cache.pointee.computed
                                return size
                            }
                        }
                    }
                }
            }
        }
        let layout = Layout(
            size: size, grid: grid, sizes: sizes, positions: positions,
            ascenders: ascenders, descenders: descenders, isLaidOut: isLaidOut,
            computedLayouts: computed)
        #if SWATCH_INTERNAL_CHECKS
        layout._checkInvariants()
        #endif
        return layout
    }
}

/// The (range, parent size) a layout was computed for, compared bit for bit
/// so that NaN (an undefined parent dimension) matches itself.
struct MeasureKey {
    var bits: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    init(_ r: SizeRange, _ p: Size) {
        bits = (
            r.min.width.bitPattern, r.min.height.bitPattern, r.max.width.bitPattern,
            r.max.height.bitPattern, p.width.bitPattern, p.height.bitPattern)
    }

    /// Matches no request (a NaN payload layout code never produces for a range min).
    static let none = MeasureKey(
        bits: (0x7FF8_DEAD_BEEF_0001, 0, 0, 0, 0, 0))

    private init(bits: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)) {
        self.bits = bits
    }

    var range: SizeRange {
        SizeRange(
            min: Size(width: Double(bitPattern: bits.0), height: Double(bitPattern: bits.1)),
            max: Size(width: Double(bitPattern: bits.2), height: Double(bitPattern: bits.3)))
    }

    var parentSize: Size {
        Size(width: Double(bitPattern: bits.4), height: Double(bitPattern: bits.5))
    }

    @inline(__always)
    func matches(_ o: MeasureKey) -> Bool {
        bits.0 == o.bits.0 && bits.1 == o.bits.1 && bits.2 == o.bits.2
            && bits.3 == o.bits.3 && bits.4 == o.bits.4 && bits.5 == o.bits.5
    }
}

/// Working storage of one layout call. Each element has one slot holding its
/// most recent layout; since a subtree is only ever measured from inside its
/// root's measurement, the slots of a subtree always belong to the last
/// measurement of that subtree's root, which is the one Texture keeps.
struct LayoutPass {
    let elements: UnsafeBufferPointer<Element>
    let styles: UnsafeBufferPointer<Style>
    let grid: PixelGrid
    let sizes: UnsafeMutableBufferPointer<Size>
    let positions: UnsafeMutableBufferPointer<Point>
    let ascenders: UnsafeMutableBufferPointer<Double>
    let descenders: UnsafeMutableBufferPointer<Double>
    /// The (range, parent size) of each element's slot; scratch.
    let keys: UnsafeMutablePointer<MeasureKey>
    /// Set on a child that optimized flexing left as an unmeasured 0 x 0 layout; scratch.
    let placeholder: UnsafeMutablePointer<Bool>
    /// Per element, its `MeasureCacheBlock` in `cache`, or -1; scratch.
    let cacheIndex: UnsafeMutablePointer<Int32>
    let cache: UnsafeMutablePointer<MeasureCacheStore>

    init(
        elements: UnsafeBufferPointer<Element>, styles: UnsafeBufferPointer<Style>, grid: PixelGrid,
        sizes: UnsafeMutableBufferPointer<Size>, positions: UnsafeMutableBufferPointer<Point>,
        ascenders: UnsafeMutableBufferPointer<Double>, descenders: UnsafeMutableBufferPointer<Double>,
        caching: Bool = true
    ) {
        let n = elements.count
        self.elements = elements
        self.styles = styles
        self.grid = grid
        self.sizes = sizes
        self.positions = positions
        self.ascenders = ascenders
        self.descenders = descenders
        keys = .allocate(capacity: n)
        keys.initialize(repeating: .none, count: n)
        placeholder = .allocate(capacity: n)
        placeholder.initialize(repeating: false, count: n)
        cacheIndex = .allocate(capacity: n)
        cacheIndex.initialize(repeating: -1, count: n)
        cache = .allocate(capacity: 1)
        cache.initialize(to: MeasureCacheStore(enabled: caching))
    }

    func deallocate() {
        keys.deallocate()
        placeholder.deallocate()
        cacheIndex.deallocate()
        cache.pointee.deallocate()
        cache.deallocate()
    }

    /// The style of element `i`, read in place.
    @inline(__always)
    func style(_ i: Int) -> UnsafePointer<Style> {
        styles.baseAddress.unsafelyUnwrapped + Int(elements[i].styleIndex)
    }

    /// `-[ASLayoutElement layoutThatFits:parentSize:]`: the element's layout in
    /// `range`, with fractions resolved against `parentSize`. Returns the
    /// layout's size (rounded up to pixels, as every `ASLayout` is) and leaves
    /// the child positions of the element's subtree in the slots.
    func layoutThatFits(_ i: Int, _ range: SizeRange, parentSize: Size, recompute: Bool = false) -> Size {
        let key = MeasureKey(range, parentSize)
        let block = cacheIndex[i]
        if !recompute {
            if keys[i].matches(key) { return sizes[i] }
            if block >= 0, let hit = cache.pointee.blocks[Int(block)].lookup(key) {
                remember(i, replacing: key)
                cache.pointee.blocks[Int(block)].stale = true
                keys[i] = key
                sizes[i] = hit.size
                ascenders[i] = hit.ascender
                descenders[i] = hit.descender
                placeholder[i] = false
                return hit.size
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
        size = grid.ceil(size)
        remember(i, replacing: key)
        sizes[i] = size
        keys[i] = key
        placeholder[i] = false
        return size
    }

    /// Before element `i`'s slot takes a new measurement, keeps the one it
    /// held (if complete and different) in the element's cache block.
    @inline(__always)
    func remember(_ i: Int, replacing key: MeasureKey) {
        var block = cacheIndex[i]
        if block < 0 {
            if keys[i].matches(.none) || keys[i].matches(key) || !cache.pointee.enabled { return }
            block = cache.pointee.append()
            cacheIndex[i] = block
        }
        cache.pointee.blocks[Int(block)].stale = false
        if !keys[i].matches(.none) {
            cache.pointee.blocks[Int(block)].insert(MeasureCacheEntry(
                key: keys[i], size: sizes[i], ascender: ascenders[i], descender: descenders[i]))
        }
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
        case .image(let imageSize):
            return range.clamp(imageSize)
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
        keys[i] = .none
        placeholder[i] = true
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
                laidOut[i] = laidOut[p] && !placeholder[p]
            }
            let block = cacheIndex[i]
            guard laidOut[i], block >= 0, cache.pointee.blocks[Int(block)].stale else { continue }
            _ = layoutThatFits(i, keys[i].range, parentSize: keys[i].parentSize, recompute: true)
        }
    }
}
