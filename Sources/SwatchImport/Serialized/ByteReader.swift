import SwatchJSON

/// Reads what `ByteWriter` wrote, checking every step: bytes that end
/// early, a count longer than what is left, a string or a tag that does not
/// exist, nesting past `maxDepth` are an error naming the byte, never a
/// crash or a huge allocation.
struct ByteReader {
    let form: ByteForm
    let bytes: [UInt8]
    var offset = 0
    var strings: [String] = []
    var depth = 0

    /// Deepest nesting of expressions and statements read (the parser's
    /// own bound, `ImportLimits.maxNesting`, with room for the levels it
    /// does not count).
    static let maxDepth = ImportLimits.maxNesting * 8

    /// Checks the form's magic and reads the string table.
    init(_ bytes: [UInt8], _ form: ByteForm) throws(ImportError) {
        self.form = form
        self.bytes = bytes
        for b in form.magic {
            guard try byte() == b else { throw damaged("not \(form.article) of this version") }
        }
        let n = try count()
        strings.reserveCapacity(n)
        for _ in 0..<n {
            let length = try count()
            strings.append(String(decoding: bytes[offset..<offset + length], as: UTF8.self))
            offset += length
        }
    }

    func damaged(_ what: String) -> ImportError {
        ImportError("the \(form.name) is damaged: \(what) (byte \(offset))", at: nil)
    }

    var atEnd: Bool { offset >= bytes.count }

    mutating func byte() throws(ImportError) -> UInt8 {
        guard offset < bytes.count else { throw damaged("it ends early") }
        offset += 1
        return bytes[offset - 1]
    }

    mutating func uint() throws(ImportError) -> UInt64 {
        var out: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64 else { throw damaged("a number too long") }
            out |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return out }
            shift += 7
        }
    }

    mutating func int() throws(ImportError) -> Int64 {
        let u = try uint()
        return Int64(bitPattern: u >> 1) ^ -Int64(bitPattern: u & 1)
    }

    mutating func int32() throws(ImportError) -> Int32 {
        let v = try int()
        guard v >= Int64(Int32.min), v <= Int64(Int32.max) else { throw damaged("a position out of range") }
        return Int32(v)
    }

    /// How many items follow: each takes at least a byte, so never more
    /// than the bytes left.
    mutating func count() throws(ImportError) -> Int {
        let v = try uint()
        guard v <= UInt64(bytes.count - offset) else { throw damaged("a count past the end") }
        return Int(v)
    }

    /// An unsigned number no larger than `limit`.
    mutating func uint(atMost limit: Int) throws(ImportError) -> Int {
        let v = try uint()
        guard v <= UInt64(limit) else { throw damaged("a number over \(limit)") }
        return Int(v)
    }

    mutating func bool() throws(ImportError) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw damaged("a flag that is neither 0 nor 1")
        }
    }

    mutating func double() throws(ImportError) -> Double {
        var bits: UInt64 = 0
        for k in 0..<8 { bits |= UInt64(try byte()) << UInt64(8 * k) }
        return Double(bitPattern: bits)
    }

    mutating func string() throws(ImportError) -> String {
        let i = try uint()
        guard i < UInt64(strings.count) else { throw damaged("a string that is not in the table") }
        return strings[Int(i)]
    }

    mutating func optionalString() throws(ImportError) -> String? {
        let i = try uint()
        if i == 0 { return nil }
        guard i - 1 < UInt64(strings.count) else { throw damaged("a string that is not in the table") }
        return strings[Int(i - 1)]
    }

    mutating func range() throws(ImportError) -> Range<Int32> {
        let lower = try int32()
        let length = try uint()
        guard length <= UInt64(Int64(Int32.max) - Int64(lower)) else { throw damaged("a range out of bounds") }
        return lower..<(lower + Int32(length))
    }

    mutating func optionalRange() throws(ImportError) -> Range<Int32>? {
        try optional { r throws(ImportError) in try r.range() }
    }

    /// What `ByteWriter.list` wrote: a count, then each item as `read` reads it.
    mutating func list<T>(_ read: (inout ByteReader) throws(ImportError) -> T) throws(ImportError) -> [T] {
        var out: [T] = []
        for _ in 0..<(try count()) { out.append(try read(&self)) }
        return out
    }

    /// What `ByteWriter.optional` wrote: nil, or the value as `read` reads it.
    mutating func optional<T>(_ read: (inout ByteReader) throws(ImportError) -> T) throws(ImportError) -> T? {
        try bool() ? try read(&self) : nil
    }

    /// What `ByteWriter.sorted` wrote: entries, each its key, then its value.
    mutating func dictionary<K: Hashable, V>(
        _ readKey: (inout ByteReader) throws(ImportError) -> K, _ readValue: (inout ByteReader) throws(ImportError) -> V
    ) throws(ImportError) -> [K: V] {
        var out: [K: V] = [:]
        for _ in 0..<(try count()) {
            let key = try readKey(&self)
            out[key] = try readValue(&self)
        }
        return out
    }

    /// One more level of nesting; every `enter` is paired with `leave`.
    mutating func enter() throws(ImportError) {
        depth += 1
        guard depth <= ByteReader.maxDepth else { throw damaged("nesting deeper than \(ByteReader.maxDepth) levels") }
    }

    mutating func leave() { depth -= 1 }
}
