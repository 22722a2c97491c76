import SwatchGeometry

/// Remembers a few earlier results of an element measured in more than one
/// (range, parent size), so that nested specs that measure a child, then
/// measure it again differently (stack stretch, say), then return to the first
/// request do not lay whole subtrees out again and again: without it a chain of
/// stretching stacks costs 2^depth. A hit returns the size; the element's
/// subtree slots still hold another measurement, so the slot is marked
/// `stale` and laid out once more, for real, after the pass if it is still the
/// element's last measurement then (Texture keeps the last one).
struct MeasureCacheEntry {
    var key: MeasureKey
    var size: Size
    var ascender: Double
    var descender: Double
}

struct MeasureCacheBlock {
    static let capacity = 4
    var entries: (MeasureCacheEntry, MeasureCacheEntry, MeasureCacheEntry, MeasureCacheEntry)
    var count = 0
    var next = 0
    /// The slot's key and size came from the cache: its subtree's positions
    /// belong to another measurement.
    var stale = false

    init() {
        let empty = MeasureCacheEntry(key: .none, size: .zero, ascender: 0, descender: 0)
        entries = (empty, empty, empty, empty)
    }

    func entry(_ k: Int) -> MeasureCacheEntry {
        switch k {
        case 0: entries.0
        case 1: entries.1
        case 2: entries.2
        default: entries.3
        }
    }

    mutating func insert(_ entry: MeasureCacheEntry) {
        for k in 0..<count where self.entry(k).key.matches(entry.key) { return }
        switch next {
        case 0: entries.0 = entry
        case 1: entries.1 = entry
        case 2: entries.2 = entry
        default: entries.3 = entry
        }
        next = (next + 1) % MeasureCacheBlock.capacity
        count = Swift.min(count + 1, MeasureCacheBlock.capacity)
    }

    func lookup(_ key: MeasureKey) -> MeasureCacheEntry? {
        for k in 0..<count {
            let e = entry(k)
            if e.key.matches(key) { return e }
        }
        return nil
    }
}

/// The blocks of one pass, created on an element's second distinct measurement.
struct MeasureCacheStore {
    var blocks: UnsafeMutablePointer<MeasureCacheBlock>
    var count = 0
    var capacity: Int
    let enabled: Bool
    /// Element layouts computed in the pass (cache hits and slot hits excluded).
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

    func deallocate() {
        blocks.deallocate()
    }
}
