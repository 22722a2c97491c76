import SwatchGeometry

/// The (range, parent size) a layout was computed for, compared bit for bit
/// so that NaN (an undefined parent dimension) matches itself.
struct MeasureKey {
    var bits: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    init(_ r: SizeRange, _ p: Size) {
        bits = (
            r.min.width.bitPattern, r.min.height.bitPattern, r.max.width.bitPattern,
            r.max.height.bitPattern, p.width.bitPattern, p.height.bitPattern)
    }

    /// Matches no request (a NaN payload layout code never produces).
    static let none = MeasureKey(bits: (0x7FF8_DEAD_BEEF_0001, 0, 0, 0, 0, 0))

    private init(bits: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)) {
        self.bits = bits
    }

    @inline(__always)
    func matches(_ o: MeasureKey) -> Bool {
        bits.0 == o.bits.0 && bits.1 == o.bits.1 && bits.2 == o.bits.2
            && bits.3 == o.bits.3 && bits.4 == o.bits.4 && bits.5 == o.bits.5
    }

    var range: SizeRange {
        SizeRange(
            min: Size(width: Double(bitPattern: bits.0), height: Double(bitPattern: bits.1)),
            max: Size(width: Double(bitPattern: bits.2), height: Double(bitPattern: bits.3)))
    }

    var parentSize: Size {
        Size(width: Double(bitPattern: bits.4), height: Double(bitPattern: bits.5))
    }
}

/// The measure cache of an element measured more than once: the request its
/// slot holds and a few earlier results, so that nested specs that measure a
/// child, then measure it differently (a stack's stretch, say), then come back
/// to the first request do not lay whole subtrees out again and again. A hit
/// gives the size at once; the element's subtree still holds another
/// measurement, so the slot is marked `stale` and laid out once more, for
/// real, after the pass if it is still the element's last measurement then
/// (Texture keeps the last one). Elements measured once (most of them) have
/// no block and cost nothing.
struct MeasureCacheBlock {
    static let capacity = 4
    /// The request the element's slot answers, or `.none`.
    var slotKey = MeasureKey.none
    /// The slot's size came from the cache: its subtree belongs to another measurement.
    var stale = false
    var keys: (MeasureKey, MeasureKey, MeasureKey, MeasureKey) = (.none, .none, .none, .none)
    var sizes: (Size, Size, Size, Size) = (.zero, .zero, .zero, .zero)
    var count = 0
    var next = 0

    func key(_ k: Int) -> MeasureKey {
        switch k {
        case 0: keys.0
        case 1: keys.1
        case 2: keys.2
        default: keys.3
        }
    }

    func size(_ k: Int) -> Size {
        switch k {
        case 0: sizes.0
        case 1: sizes.1
        case 2: sizes.2
        default: sizes.3
        }
    }

    /// Remembers a finished measurement (the ring keeps the newest four).
    mutating func remember(_ key: MeasureKey, _ size: Size) {
        guard !key.matches(.none) else { return }
        for k in 0..<count where self.key(k).matches(key) { return }
        switch next {
        case 0: keys.0 = key; sizes.0 = size
        case 1: keys.1 = key; sizes.1 = size
        case 2: keys.2 = key; sizes.2 = size
        default: keys.3 = key; sizes.3 = size
        }
        next = (next + 1) % MeasureCacheBlock.capacity
        count = Swift.min(count + 1, MeasureCacheBlock.capacity)
    }

    mutating func invalidateSlot() {
        slotKey = .none
        stale = false
    }
}

/// The blocks of one pass, created on an element's second measurement.
struct MeasureCacheStore {
    var blocks: UnsafeMutablePointer<MeasureCacheBlock>
    var count = 0
    var capacity: Int
    let enabled: Bool
    /// Element layouts computed in the pass (answers from a cache block are not counted).
    var computed = 0

    init(enabled: Bool) {
        self.enabled = enabled
        capacity = 16
        blocks = .allocate(capacity: capacity)
    }

    mutating func append() -> Int32 {
        if count == capacity {
            let grown = UnsafeMutablePointer<MeasureCacheBlock>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: blocks, count: count)
            blocks.deallocate()
            blocks = grown
            capacity *= 2
        }
        (blocks + count).initialize(to: MeasureCacheBlock())
        count += 1
        return Int32(count - 1)
    }

    /// The size for `key` without laying out, if block `b` knows it: the slot
    /// itself, or a remembered result (which makes the slot stale).
    mutating func answer(_ b: Int32, _ key: MeasureKey, slotSize: Size) -> Size? {
        let block = blocks + Int(b)
        if block.pointee.slotKey.matches(key) { return slotSize }
        for k in 0..<block.pointee.count where block.pointee.key(k).matches(key) {
            let size = block.pointee.size(k)
            block.pointee.remember(block.pointee.slotKey, slotSize)
            block.pointee.slotKey = key
            block.pointee.stale = true
            return size
        }
        return nil
    }

    /// A full layout for `key` with `size` now fills the slot.
    mutating func store(_ b: Int32, _ key: MeasureKey, _ size: Size) {
        let block = blocks + Int(b)
        block.pointee.remember(key, size)
        block.pointee.slotKey = key
        block.pointee.stale = false
    }

    func deallocate() {
        blocks.deallocate()
    }
}
