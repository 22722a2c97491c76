/// Writes what one module of the import hands the next as bytes (a
/// `ByteForm`): unsigned numbers as LEB128 varints, signed ones zigzagged
/// first, doubles as their 8 bytes (little-endian), and every string once,
/// in a table before the rest, referred to by its place in it (names and
/// token spellings repeat all through a file).
struct ByteWriter {
    var form: ByteForm
    /// What follows the string table.
    var bytes: [UInt8] = []
    var strings: [String] = []
    var stringIndex: [String: Int] = [:]

    init(_ form: ByteForm) {
        self.form = form
    }

    mutating func uint(_ v: UInt64) {
        var v = v
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func uint(_ v: Int) { uint(UInt64(max(v, 0))) }

    mutating func int(_ v: Int64) { uint(UInt64(bitPattern: (v << 1) ^ (v >> 63))) }

    mutating func int32(_ v: Int32) { int(Int64(v)) }

    mutating func byte(_ b: UInt8) { bytes.append(b) }

    mutating func bool(_ b: Bool) { bytes.append(b ? 1 : 0) }

    mutating func double(_ d: Double) {
        var bits = d.bitPattern
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    mutating func string(_ s: String) { uint(index(s)) }

    /// 0 for none, else the string's place plus one.
    mutating func optionalString(_ s: String?) {
        guard let s else { return uint(0) }
        uint(index(s) + 1)
    }

    mutating func index(_ s: String) -> Int {
        if let i = stringIndex[s] { return i }
        strings.append(s)
        stringIndex[s] = strings.count - 1
        return strings.count - 1
    }

    mutating func range(_ r: Range<Int32>) {
        int32(r.lowerBound)
        uint(UInt64(Int64(r.upperBound) - Int64(r.lowerBound)))
    }

    mutating func optionalRange(_ r: Range<Int32>?) { optional(r) { $0.range($1) } }

    /// A count, then each item as `write` writes it.
    mutating func list<T>(_ items: [T], _ write: (inout ByteWriter, T) -> Void) {
        uint(items.count)
        for item in items { write(&self, item) }
    }

    /// 0 for none, else 1 and the value as `write` writes it.
    mutating func optional<T>(_ value: T?, _ write: (inout ByteWriter, T) -> Void) {
        guard let value else { return bool(false) }
        bool(true)
        write(&self, value)
    }

    /// A dictionary as a list of its entries in the order of their keys (so
    /// that the same dictionary writes the same bytes): each its key, then
    /// its value.
    mutating func sorted<K: Comparable, V>(
        _ entries: [K: V], _ writeKey: (inout ByteWriter, K) -> Void, _ writeValue: (inout ByteWriter, V) -> Void
    ) {
        list(entries.keys.sorted()) { w, key in
            writeKey(&w, key)
            if let value = entries[key] { writeValue(&w, value) }
        }
    }

    /// The form's magic, the string table, then what was written.
    func finished() -> [UInt8] {
        var table = ByteWriter(form)
        table.bytes = form.magic
        table.uint(strings.count)
        for s in strings {
            table.uint(s.utf8.count)
            table.bytes.append(contentsOf: s.utf8)
        }
        return table.bytes + bytes
    }
}
