/// The member names spec and scenario documents use, as small numbers. A key
/// on the tape that is one of them is recognised from its bytes once, so
/// decoders compare numbers instead of strings and make no String per key.
enum SpecKey: UInt8, CaseIterable, Sendable {
    case title, sizeRange, scale, root, min, max, type, id, style, color, intrinsicSize, layout, text, fontSize, fontWeight, maximumNumberOfLines, truncation, imageSize, url, cornerRadius, direction, spacing, justifyContent, alignItems, flexWrap, alignContent, lineSpacing, horizontalAlignment, verticalAlignment, children, insets, child, overlay, background, centeringOptions, sizingOptions, horizontalPosition, verticalPosition, sizingOption, ratio, sizing, corner, location, offset, wrapsCorner, top, left, bottom, right, width, height, minWidth, maxWidth, minHeight, maxHeight, preferredSize, minSize, maxSize, spacingBefore, spacingAfter, flexGrow, flexShrink, flexBasis, alignSelf, ascender, descender, layoutPosition, container, viewport, items, columns, inverted, tuning, batchFetching, scroll, count, size, cell, nested, leading, trailing, full, minimum, visibleOnly, lowMemory, display, preload, leadingScreens, batchSize, limit, latency, steps, containerVisible, memoryWarning

    var name: String { SpecKey.names[Int(rawValue)] }

    /// The key with this name, for keys written with escapes (rare).
    static func named(_ name: String) -> SpecKey? {
        names.firstIndex(of: name).flatMap { SpecKey(rawValue: UInt8($0)) }
    }

    /// How many keys there are (`allCases` makes an array each time it is read).
    static let keyCount = allCases.count

    /// Every key's name, in case order, spelled out (Embedded Swift, the
    /// WebAssembly build, keeps no case names; a test checks this table
    /// against them natively).
    static let names: [String] = [
        "title", "sizeRange", "scale", "root", "min", "max", "type", "id", "style", "color", "intrinsicSize",
        "layout", "text", "fontSize", "fontWeight", "maximumNumberOfLines", "truncation", "imageSize", "url",
        "cornerRadius", "direction", "spacing", "justifyContent", "alignItems", "flexWrap", "alignContent",
        "lineSpacing", "horizontalAlignment", "verticalAlignment", "children", "insets", "child", "overlay",
        "background", "centeringOptions", "sizingOptions", "horizontalPosition", "verticalPosition", "sizingOption",
        "ratio", "sizing", "corner", "location", "offset", "wrapsCorner", "top", "left", "bottom", "right", "width",
        "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "preferredSize", "minSize", "maxSize",
        "spacingBefore", "spacingAfter", "flexGrow", "flexShrink", "flexBasis", "alignSelf", "ascender", "descender",
        "layoutPosition", "container", "viewport", "items", "columns", "inverted", "tuning", "batchFetching",
        "scroll", "count", "size", "cell", "nested", "leading", "trailing", "full", "minimum", "visibleOnly",
        "lowMemory", "display", "preload", "leadingScreens", "batchSize", "limit", "latency", "steps",
        "containerVisible", "memoryWarning",
    ]

    /// Every key's UTF-8 bytes, back to back and grouped by length, with
    /// where each key starts and which keys have each length: plain memory
    /// allocated once and never changed, so reading it from many threads costs
    /// no reference counting.
    struct Table {
        /// Key bytes, shortest keys first.
        let bytes: UnsafePointer<UInt8>
        /// Per position in length order: the key's raw value and where its bytes start.
        let keys: UnsafePointer<(key: UInt8, start: Int32)>
        /// Per length: the first position of keys of that length (`maxLength + 2` entries).
        let firstOfLength: UnsafePointer<Int32>
        let maxLength: Int
    }

    nonisolated(unsafe) static let table: Table = {
        let sorted = allCases.sorted { ($0.name.utf8.count, $0.rawValue) < ($1.name.utf8.count, $1.rawValue) }
        let maxLength = sorted.last.map { $0.name.utf8.count } ?? 0
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: sorted.reduce(0) { $0 + $1.name.utf8.count })
        let keys = UnsafeMutablePointer<(key: UInt8, start: Int32)>.allocate(capacity: sorted.count)
        let firstOfLength = UnsafeMutablePointer<Int32>.allocate(capacity: maxLength + 2)
        var offset = 0
        var position = 0
        for length in 0...(maxLength + 1) {
            firstOfLength[length] = Int32(position)
            while position < sorted.count && sorted[position].name.utf8.count == length {
                keys[position] = (sorted[position].rawValue, Int32(offset))
                for b in sorted[position].name.utf8 {
                    bytes[offset] = b
                    offset += 1
                }
                position += 1
            }
        }
        return Table(
            bytes: UnsafePointer(bytes), keys: UnsafePointer(keys), firstOfLength: UnsafePointer(firstOfLength),
            maxLength: maxLength)
    }()

    /// The key stored in `bytes[start..<start+length]`, if it is known.
    @inline(__always)
    static func resolve(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> SpecKey? {
        let table = SpecKey.table
        guard length <= table.maxLength else { return nil }
        for position in Int(table.firstOfLength[length])..<Int(table.firstOfLength[length + 1]) {
            let entry = table.keys[position]
            let from = Int(entry.start)
            var same = true
            for k in 0..<length where table.bytes[from + k] != bytes[start + k] {
                same = false
                break
            }
            if same { return SpecKey(rawValue: entry.key) }
        }
        return nil
    }
}

/// A set of `SpecKey`s, as bits.
struct SpecKeySet: ExpressibleByArrayLiteral, Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    init(arrayLiteral keys: SpecKey...) {
        for key in keys { insert(key) }
    }

    init<S: Sequence>(_ keys: S) where S.Element == SpecKey {
        for key in keys { insert(key) }
    }

    mutating func insert(_ key: SpecKey) {
        let bit = Int(key.rawValue)
        if bit < 64 { low |= 1 << UInt64(bit) } else { high |= 1 << UInt64(bit - 64) }
    }

    @inline(__always)
    func contains(_ key: SpecKey) -> Bool {
        let bit = Int(key.rawValue)
        return bit < 64 ? low & (1 << UInt64(bit)) != 0 : high & (1 << UInt64(bit - 64)) != 0
    }

    /// The names of the keys, in declaration order (for suggestions).
    var names: [String] { SpecKey.allCases.filter(contains).map { $0.name } }
}
