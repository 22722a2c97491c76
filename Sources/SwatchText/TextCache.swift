import SwatchTypesetting
import SwatchLayout

/// A cache of measured text bounded by the bytes it holds (an estimate of
/// what its keys and values keep alive) as well as by its entry count, so
/// that long texts cannot make a long-running server grow without bound:
/// counting entries alone let a few thousand 60 KB texts hold gigabytes.
/// When an entry does not fit, the cache starts over; an entry larger than
/// the whole budget is not kept. Not thread-safe on its own (`TextEngine`
/// keeps each behind a lock).
struct TextCache<Key: Hashable, Value> {
    let byteBudget: Int
    let entryLimit: Int
    private var entries: [Key: (value: Value, bytes: Int)] = [:]
    /// The estimated bytes of every entry held.
    private(set) var bytes = 0

    init(byteBudget: Int, entryLimit: Int) {
        self.byteBudget = byteBudget
        self.entryLimit = entryLimit
    }

    var count: Int { entries.count }

    subscript(key: Key) -> Value? { entries[key]?.value }

    /// Keeps `value` for `key`, which holds about `cost` bytes.
    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        guard cost <= byteBudget else { return }
        if let old = entries.removeValue(forKey: key) { bytes -= old.bytes }
        if entries.count >= entryLimit || bytes + cost > byteBudget { removeAll() }
        entries[key] = (value, cost)
        bytes += cost
    }

    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        bytes = 0
    }
}

/// Bytes an entry's bookkeeping takes beyond its contents (the dictionary
/// slot, array and string headers), roughly.
let textCacheEntryOverhead = ShapedText.entryOverhead

extension TextEngine.LayoutKey {
    /// About how many bytes this key and `layout`, its value, keep alive.
    func approximateBytes(with layout: TextLayout) -> Int {
        var total = textCacheEntryOverhead + content.string.utf8.count + content.style.truncation.utf8.count
        total += layout.lines.count * MemoryLayout<TextLine>.stride
        for line in layout.lines { total += line.text.utf8.count }
        return total
    }
}
