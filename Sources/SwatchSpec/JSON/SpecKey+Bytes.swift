import SwatchJSON

/// Recognising `SpecKey`s (declared with their spellings in `SpecSchema.swift`)
/// from source bytes.
extension SpecKey {
    /// `"name"`, for messages.
    var quoted: String { "\"" + name + "\"" }

    /// The key with this name, for keys written with escapes (rare).
    static func named(_ name: String) -> SpecKey? {
        var name = name
        return name.withUTF8 { resolve($0, start: 0, length: $0.count) }
    }

    /// Every key's UTF-8 bytes, back to back and grouped by length, with
    /// where each key starts and which keys have each length: plain memory
    /// allocated once and never changed, so reading it from many threads costs
    /// no reference counting.
    struct Table {
        /// Key bytes, shortest keys first.
        let bytes: UnsafePointer<UInt8>
        /// Per position in length order: the key and where its bytes start.
        let keys: UnsafePointer<(key: SpecKey, start: Int32)>
        /// Per length: the first position of keys of that length (`maxLength + 2` entries).
        let firstOfLength: UnsafePointer<Int32>
        let maxLength: Int
    }

    nonisolated(unsafe) static let table: Table = {
        let all = allCases
        let maxLength = all.reduce(0) { Swift.max($0, $1.name.utf8.count) }
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: all.reduce(0) { $0 + $1.name.utf8.count })
        let keys = UnsafeMutablePointer<(key: SpecKey, start: Int32)>.allocate(capacity: keyCount)
        let firstOfLength = UnsafeMutablePointer<Int32>.allocate(capacity: maxLength + 2)
        var offset = 0
        var position = 0
        for length in 0...(maxLength + 1) {
            firstOfLength[length] = Int32(position)
            for key in all where key.name.utf8.count == length {
                keys[position] = (key, Int32(offset))
                for b in key.name.utf8 {
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
            if same { return entry.key }
        }
        return nil
    }
}

extension JSONTape {
    /// The known key at node `i`, if it is one.
    func specKey(at i: Int) -> SpecKey? {
        let node = nodes[i]
        if node.escaped { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            SpecKey.resolve(buffer, start: Int(node.start), length: Int(node.length))
        }
    }

    /// The key at node `i`: the shared String when it is a known key.
    func key(at i: Int) -> String {
        if let known = specKey(at: i) { return known.name }
        return string(at: i)
    }
}

extension JSONMembers.Member {
    /// The key when it is one specs and scenarios use.
    var specKey: SpecKey? { tape.specKey(at: keyIndex) }
}

/// A set of `SpecKey`s, as bits: as many words as the language has keys.
public struct SpecKeySet: ExpressibleByArrayLiteral, Sendable {
    var words: [UInt64]

    public init() {
        words = Array(repeating: 0, count: (SpecKey.keyCount + 63) / 64)
    }

    public init(arrayLiteral keys: SpecKey...) {
        self.init(keys)
    }

    public init<S: Sequence>(_ keys: S) where S.Element == SpecKey {
        self.init()
        for key in keys { insert(key) }
    }

    mutating func insert(_ key: SpecKey) {
        words[key.ordinal >> 6] |= 1 << UInt64(key.ordinal & 63)
    }

    func isSubset(of other: SpecKeySet) -> Bool {
        for n in words.indices where words[n] & ~other.words[n] != 0 { return false }
        return true
    }

    /// Whether the two sets share a key.
    func intersects(_ other: SpecKeySet) -> Bool {
        for n in words.indices where words[n] & other.words[n] != 0 { return true }
        return false
    }

    @inline(__always)
    public func contains(_ key: SpecKey) -> Bool {
        words[key.ordinal >> 6] & (1 << UInt64(key.ordinal & 63)) != 0
    }

    /// The names of the keys, in declaration order (for suggestions).
    public var names: [String] { SpecKey.allCases.filter { contains($0) }.map { $0.name } }
}
