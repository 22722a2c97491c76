import SwatchGeometry

/// How often each display node was measured in one layout, counted as
/// Texture counts it. `-[ASDisplayNode layoutThatFits:parentSize:]` keeps
/// the node's last calculated layout (`_pendingDisplayNodeLayout`; the
/// applied `_calculatedDisplayNodeLayout` is empty while a new tree is first
/// measured) with the constrained size and parent size it was made for. A
/// request for the same range and parent size is answered by that layout (a
/// cache hit); any other runs `calculateLayoutThatFits:` again (a
/// calculation) and replaces it. The sizes are compared with `==`, as
/// `CGSizeEqualToSize` does, so a parent size with an undefined (NaN)
/// component, which a stack passes down on any axis its range does not fix,
/// never matches: such a child is calculated every time it is asked. Layout
/// specs keep no layouts: each request runs the spec again and asks its
/// children again.
public struct MeasureCounts: Hashable, Sendable {
    /// Per element of the tree: how often `calculateLayoutThatFits:` ran (a
    /// layout spec's, how often it ran: specs keep no layouts).
    public let calculations: [UInt32]
    /// Per element: how often the kept layout answered.
    public let cacheHits: [UInt32]

    public init(calculations: [UInt32], cacheHits: [UInt32]) {
        self.calculations = calculations
        self.cacheHits = cacheHits
    }

    /// Element layouts one counted layout may run (display node calculations
    /// and layout spec runs together) before counting stops: nested specs that
    /// re-measure at every level make Texture's own work grow exponentially
    /// with depth, and such a layout is laid out without counting.
    public static let budget = 1_000_000
}

/// One element's kept layout and counts during a counted pass (a layout
/// spec's last run is the one its parent keeps).
struct MeasureTally {
    var range = SizeRange(min: .zero, max: .zero)
    /// `range` intersected with the element's resolved style (`LayoutPass.laidIn`).
    var laidIn = SizeRange(min: .zero, max: .zero)
    var parentSize = Size.zero
    var size = Size.zero
    var hasLayout = false
    var calculations: UInt32 = 0
    var cacheHits: UInt32 = 0

    /// `ASDisplayNodeLayout::isValid(constrainedSize, parentSize, version)`:
    /// every component equal as numbers (NaN equals nothing; -0 equals 0).
    @inline(__always)
    func keeps(_ r: SizeRange, _ p: Size) -> Bool {
        hasLayout && parentSize.width == p.width && parentSize.height == p.height
            && range.min.width == r.min.width && range.min.height == r.min.height
            && range.max.width == r.max.width && range.max.height == r.max.height
    }
}

/// The counting state of a counted pass: a tally per element, what each
/// stack recorded of its children (`LayoutRecords`), and what is left of
/// the budget.
struct MeasureTallies {
    /// What a counted pass puts in every element's cache index, so that the
    /// fast pass pays nothing for counting: its elements seldom have a cache
    /// block, and only an index of 0 or more leads to this one.
    static let marker = Int32.max

    let tallies: UnsafeMutablePointer<MeasureTally>
    let stackChildren: UnsafeMutablePointer<StackChildRecord>
    var remaining: Int
    var exhausted = false

    init(count: Int, budget: Int) {
        tallies = .allocate(capacity: count)
        tallies.initialize(repeating: MeasureTally(), count: count)
        stackChildren = .allocate(capacity: count)
        stackChildren.initialize(repeating: StackChildRecord(), count: count)
        remaining = budget
    }

    func counts(_ count: Int) -> MeasureCounts {
        var calculations = [UInt32](repeating: 0, count: count)
        var hits = [UInt32](repeating: 0, count: count)
        for i in 0..<count {
            calculations[i] = tallies[i].calculations
            hits[i] = tallies[i].cacheHits
        }
        return MeasureCounts(calculations: calculations, cacheHits: hits)
    }

    /// Every element's kept layout: `laidOut` from the pass's finish, and
    /// `placeholder` for the children optimized flexing left unmeasured.
    func records(_ count: Int, laidOut: [Bool], sizes: UnsafeMutableBufferPointer<Size>, placeholder: (Int) -> Bool) -> LayoutRecords {
        var elements: [ElementRecord] = []
        elements.reserveCapacity(count)
        for i in 0..<count {
            let t = tallies[i]
            let measured = laidOut[i] && t.hasLayout && !placeholder(i)
            elements.append(ElementRecord(
                requested: measured ? t.range : nil, range: measured ? t.laidIn : nil, parentSize: t.parentSize,
                size: laidOut[i] ? sizes[i] : nil, calculations: t.calculations))
        }
        return LayoutRecords(elements: elements, stackChildren: Array(UnsafeBufferPointer(start: stackChildren, count: count)))
    }

    func deallocate() {
        tallies.deallocate()
        stackChildren.deallocate()
    }
}
