import SwatchSpec
/// Mutates JSON documents the way a hostile or careless writer would: bytes
/// flipped, inserted and cut; numbers swapped for extreme ones; strings for
/// the words specs use (and some they do not); members added; values
/// copied, spliced from another document, removed, nested deeper. The same
/// generator state gives the same mutations.
public struct SpecMutator: FuzzMutator {
    /// Mutations stop growing a document past this many bytes.
    public var maxLength = 64 << 10

    public init() {}

    public func mutateOnce<R: RandomNumberGenerator>(_ b: [UInt8], donor: [UInt8], using rng: inout R) -> [UInt8] {
        let tokens = JSONTokens(b)
        switch Int.random(in: 0..<12, using: &rng) {
        case 0, 1:
            guard let r = tokens.numbers.randomElement(using: &rng) else { break }
            return replacing(b, r, with: Self.numbers.randomElement(using: &rng)!)
        case 2, 3:
            guard let r = tokens.strings.randomElement(using: &rng) else { break }
            return replacing(b, r, with: Self.words.randomElement(using: &rng)!)
        case 4:
            guard let at = tokens.objects.randomElement(using: &rng) else { break }
            let key = Self.keys.randomElement(using: &rng)!
            let value = Self.values.randomElement(using: &rng)!
            let comma = tokens.isEmptyContainer(at) ? "" : ","
            return replacing(b, (at + 1)..<(at + 1), with: "\"\(key)\": \(value)\(comma)")
        case 5:
            // Copy an element of an array after itself: longer lists, more elements.
            guard let r = tokens.values.filter({ tokens.isArrayElement($0) }).randomElement(using: &rng) else { break }
            let copy = Array(b[r])
            return Array(b[..<r.upperBound]) + Array(",".utf8) + copy + Array(b[r.upperBound...])
        case 6:
            let other = JSONTokens(donor)
            guard let r = tokens.values.randomElement(using: &rng), let d = other.values.randomElement(using: &rng) else { break }
            return Array(b[..<r.lowerBound]) + Array(donor[d]) + Array(b[r.upperBound...])
        case 7:
            guard let r = tokens.values.filter({ b[$0.lowerBound] == UInt8(ascii: "{") }).randomElement(using: &rng) else { break }
            let (open, close) = Self.wrappers.randomElement(using: &rng)!
            return Array(b[..<r.lowerBound]) + Array(open.utf8) + Array(b[r]) + Array(close.utf8) + Array(b[r.upperBound...])
        case 8:
            // Remove an array element with its comma.
            guard let r = tokens.values.filter({ tokens.isArrayElement($0) }).randomElement(using: &rng) else { break }
            var start = r.lowerBound, end = r.upperBound
            if end < b.count, b[end] == UInt8(ascii: ",") { end += 1 } else if start > 0, b[start - 1] == UInt8(ascii: ",") { start -= 1 }
            return Array(b[..<start]) + Array(b[end...])
        default:
            return byteMutation(b, using: &rng)
        }
        return byteMutation(b, using: &rng)
    }

    func byteMutation<R: RandomNumberGenerator>(_ b: [UInt8], using rng: inout R) -> [UInt8] {
        var out = b
        guard !out.isEmpty else { return Array("{}".utf8) }
        let i = Int.random(in: 0..<out.count, using: &rng)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: out[i] ^= 1 << UInt8.random(in: 0..<8, using: &rng)
        case 1: out[i] = Self.interestingBytes.randomElement(using: &rng)!
        case 2: out.insert(UInt8.random(in: 0...255, using: &rng), at: i)
        case 3: out.removeSubrange(i..<min(out.count, i + Int.random(in: 1...16, using: &rng)))
        default:
            let end = min(out.count, i + Int.random(in: 1...64, using: &rng))
            out.insert(contentsOf: out[i..<end], at: Int.random(in: 0...out.count, using: &rng))
        }
        return out
    }

    func replacing(_ b: [UInt8], _ r: Range<Int>, with text: String) -> [UInt8] {
        Array(b[..<r.lowerBound]) + Array(text.utf8) + Array(b[r.upperBound...])
    }

    // MARK: Dictionaries

    static let numbers = [
        "0", "-0", "1", "-1", "0.5", "2", "3", "16", "16.5", "0.1", "0.09", "100", "375", "-400", "1e7", "9999999.5",
        "10000000", "1e12", "-1e12", "1e15", "9007199254740993", "1e300", "1.8e305", "5e307", "8e307", "1e308",
        "-1e308", "1.7976931348623157e308", "1e-300", "5e-324", "2.2250738585072014e-308", "1e999", "-1e999", "1e-999",
        "0.333333333333333333", "123456789.123456789", "65536", "1000000", "100001", "4294967296", "-2147483649",
    ]

    /// Strings a spec or scenario reads (every element type and enumeration
    /// name, from the schema), and some it should refuse.
    static let words = SpecSchema.elementTypes.map { "\"" + $0.name + "\"" }
        + SpecSchema.enumerations.flatMap { $0.names.map { "\"" + $0 + "\"" } }
        + [
        "\"auto\"", "\"50%\"", "\"100%\"", "\"0%\"", "\"101%\"", "\"-1%\"", "\"1e400%\"",
        "\"inf\"", "\"-inf\"", "\"nan\"", "\"NaN\"", "\"\"", "\"#ff0000\"", "\"red\"", "\"rgb(0 0 0 / 50%)\"",
        "\"pager\"", "\"a\"", "\"\\u0000\"", "\"\\ud800\"", "\"\\ud83d\\ude00\"",
        "\"日本語のテキストです\"", "\"Ünïcödé ligatures ﬁ\"", "\"\\n\\n\\n\"", "\"<script>&amp;\"",
        "\"a long line of words that wraps over several lines and then some more words to fill it\"",
        "\"" + String(repeating: "word ", count: 2_000) + "\"",
    ]

    /// Every key of the spec language (from the schema), and one it does not have.
    static let keys = SpecKey.allCases.map { $0.name } + ["unknownKey"]

    static let values = [
        "0", "-1", "1e308", "5e-324", "0.5", "2", "true", "null", "\"inf\"", "\"50%\"", "[]", "{}", "[1e308, 1e308]",
        "[0, \"inf\"]", "[-5, 3]", "[375, 667]", "{\"type\": \"node\"}", "{\"type\": \"text\", \"text\": \"Hi there\"}",
        "{\"type\": \"stack\", \"children\": [{\"type\": \"node\", \"style\": {\"flexGrow\": 1}}]}",
        "{\"min\": [0, 0], \"max\": [\"inf\", \"inf\"]}", "{\"top\": \"inf\", \"left\": -1e308}",
        "[{\"offset\": 1e12, \"steps\": 1000}]", "{\"count\": 1000000, \"size\": [375, 1]}",
        "{\"display\": {\"leading\": 1000, \"trailing\": 0}}",
    ]

    /// Element types that hold one child: `{"type": ..., "child": X}`.
    static let wrappers = [
        ("{\"type\": \"wrapper\", \"child\": ", "}"),
        ("{\"type\": \"inset\", \"insets\": {\"top\": -1e308, \"left\": 1e308}, \"child\": ", "}"),
        ("{\"type\": \"center\", \"centeringOptions\": \"xy\", \"sizingOptions\": \"minimumXY\", \"child\": ", "}"),
        ("{\"type\": \"ratio\", \"ratio\": 1e-300, \"child\": ", "}"),
        ("{\"type\": \"node\", \"layout\": ", "}"),
        ("{\"type\": \"absolute\", \"sizing\": \"sizeToFit\", \"children\": [", "]}"),
        ("{\"type\": \"stack\", \"flexWrap\": \"wrap\", \"children\": [{\"type\": \"node\", \"style\": {\"width\": 5e307}}, ", "]}"),
        ("{\"type\": \"overlay\", \"child\": {\"type\": \"node\"}, \"overlay\": ", "}"),
        ("{\"type\": \"corner\", \"location\": \"bottomRight\", \"offset\": [1e308, -1e308], \"child\": {\"type\": \"node\"}, \"corner\": ", "}"),
    ]

    static let interestingBytes: [UInt8] = Array("{}[]\":,-.0123456789eE \\ntfn".utf8) + [0x00, 0x7F, 0x80, 0xC0, 0xE0, 0xED, 0xF4, 0xFF]
}

/// Where a JSON text's tokens are, found in one pass that knows strings
/// (escapes included) from structure; the text need not be valid.
struct JSONTokens {
    /// Offsets of `{`.
    var objects: [Int] = []
    /// Balanced objects and arrays.
    var values: [Range<Int>] = []
    /// Strings, quotes included.
    var strings: [Range<Int>] = []
    var numbers: [Range<Int>] = []
    let bytes: [UInt8]

    init(_ b: [UInt8]) {
        bytes = b
        var open: [Int] = []
        var i = 0
        while i < b.count {
            let c = b[i]
            switch c {
            case UInt8(ascii: "\""):
                var j = i + 1
                while j < b.count, b[j] != UInt8(ascii: "\"") { j += b[j] == UInt8(ascii: "\\") ? 2 : 1 }
                let end = min(j + 1, b.count)
                strings.append(i..<end)
                i = end
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if c == UInt8(ascii: "{") { objects.append(i) }
                open.append(i)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let start = open.popLast() { values.append(start..<(i + 1)) }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var j = i + 1
                while j < b.count, Self.isNumberByte(b[j]) { j += 1 }
                numbers.append(i..<j)
                i = j
                continue
            default:
                break
            }
            i += 1
        }
    }

    static func isNumberByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: ".") || c == UInt8(ascii: "e")
            || c == UInt8(ascii: "E") || c == UInt8(ascii: "+") || c == UInt8(ascii: "-")
    }

    /// True when the container opening at `at` closes right away (`{}`, `{ }`).
    func isEmptyContainer(_ at: Int) -> Bool {
        var j = at + 1
        while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\n") { j += 1 }
        return j < bytes.count && (bytes[j] == UInt8(ascii: "}") || bytes[j] == UInt8(ascii: "]"))
    }

    /// True when `r` follows `[` or `,` (blanks aside): an array element,
    /// most likely.
    func isArrayElement(_ r: Range<Int>) -> Bool {
        var j = r.lowerBound - 1
        while j >= 0, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\n") { j -= 1 }
        return j >= 0 && (bytes[j] == UInt8(ascii: "[") || bytes[j] == UInt8(ascii: ","))
    }
}
