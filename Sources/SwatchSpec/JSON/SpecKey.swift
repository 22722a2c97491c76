/// The member names spec and scenario documents use, as small numbers. A key
/// on the tape that is one of them is recognised from its bytes once, so
/// decoders compare numbers instead of strings and make no String per key.
enum SpecKey: UInt8, CaseIterable, Sendable {
    case title, sizeRange, scale, root, min, max, type, id, style, color, intrinsicSize, layout, text, fontSize, fontWeight, maximumNumberOfLines, truncation, imageSize, url, cornerRadius, direction, spacing, justifyContent, alignItems, flexWrap, alignContent, lineSpacing, horizontalAlignment, verticalAlignment, children, insets, child, overlay, background, centeringOptions, sizingOptions, horizontalPosition, verticalPosition, sizingOption, ratio, sizing, corner, location, offset, wrapsCorner, top, left, bottom, right, width, height, minWidth, maxWidth, minHeight, maxHeight, preferredSize, minSize, maxSize, spacingBefore, spacingAfter, flexGrow, flexShrink, flexBasis, alignSelf, ascender, descender, layoutPosition, container, viewport, items, columns, inverted, tuning, batchFetching, scroll, count, size, cell, nested, leading, trailing, full, minimum, visibleOnly, lowMemory, display, preload, leadingScreens, batchSize, limit, latency, steps, containerVisible, memoryWarning

    var name: String { SpecKey.names[Int(rawValue)] }

    /// How many keys there are (`allCases` makes an array each time it is read).
    static let keyCount = allCases.count

    static let names: [String] = allCases.map { "\($0)" }

    /// Every key's UTF-8 bytes, back to back, with an index of where each
    /// starts: plain memory allocated once and never freed or changed, so
    /// reading it from many threads costs no reference counting.
    nonisolated(unsafe) static let table: (bytes: UnsafePointer<UInt8>, starts: UnsafePointer<Int32>) = {
        let all = allCases.map { Array($0.name.utf8) }
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: all.reduce(0) { $0 + $1.count })
        let starts = UnsafeMutablePointer<Int32>.allocate(capacity: all.count + 1)
        var offset = 0
        for (i, key) in all.enumerated() {
            starts[i] = Int32(offset)
            for b in key {
                bytes[offset] = b
                offset += 1
            }
        }
        starts[all.count] = Int32(offset)
        return (UnsafePointer(bytes), UnsafePointer(starts))
    }()

    /// The key stored in `bytes[start..<start+length]`, if it is known.
    @inline(__always)
    static func resolve(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> SpecKey? {
        let table = SpecKey.table
        for key in 0..<SpecKey.keyCount {
            let from = Int(table.starts[key]), to = Int(table.starts[key + 1])
            guard to - from == length else { continue }
            var same = true
            for k in 0..<length where table.bytes[from + k] != bytes[start + k] {
                same = false
                break
            }
            if same { return SpecKey(rawValue: UInt8(key)) }
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
    var names: [String] { SpecKey.allCases.filter(contains).map(\.name) }
}
