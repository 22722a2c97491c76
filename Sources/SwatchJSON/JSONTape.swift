#if SWATCH_INTERNAL_CHECKS
import Synchronization
#endif

/// A parsed document as one flat array of nodes in document order: a
/// container's node is followed by its children's subtrees (an object's as
/// key, value, key, value...), and every node knows where its subtree ends.
/// Parsing allocates this array and nothing else; strings are made from the
/// source bytes only when a decoder reads them.
package final class JSONTape: Sendable {
    package enum NodeType: UInt8 {
        case null, `false`, `true`, number, string, array, object

        /// "a number", "an object"... for messages.
        package var described: String {
            switch self {
            case .null: "null"
            case .false, .true: "a boolean"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    package struct Node {
        package var type: NodeType
        /// A string with escapes (made with unescaping when read).
        package var escaped: Bool
        /// Strings: offset of the first byte after the opening quote.
        package var start: Int32
        /// Strings: bytes up to the closing quote; any other value: its bytes
        /// in the text, brackets included.
        package var length: Int32
        /// Arrays: elements; objects: members.
        package var count: Int32
        /// Index of the node after this subtree.
        package var end: Int32
        /// Byte offset where the value starts.
        package var offset: Int32
        package var number: Double
    }

    package let bytes: [UInt8]
    package let nodes: [Node]

    #if SWATCH_INTERNAL_CHECKS
    /// Bytes scanned so far to answer `location(of:)` (debug builds only):
    /// tests read it to check that reading a valid document scans none.
    package let bytesScannedForLocations = Atomic<Int>(0)
    #endif

    package init(bytes: [UInt8], nodes: [Node]) {
        self.bytes = bytes
        self.nodes = nodes
    }

    /// The line and column of byte `offset` (columns count Unicode scalars).
    /// Worked out from the start of the text when asked, which only an error
    /// does: reading a document computes no locations.
    package func location(of offset: Int) -> SourceLocation {
        #if SWATCH_INTERNAL_CHECKS
        bytesScannedForLocations.add(min(max(offset, 0), bytes.count), ordering: .relaxed)
        #endif
        return bytes.withUnsafeBufferPointer { JSONTape.location(of: offset, in: $0) }
    }

    /// The line and column of byte `offset` in `bytes`, scanning from the start
    /// (for errors found while parsing, before the tape exists).
    package static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        var line = 1, column = 1
        let from = hasByteOrderMark(bytes) ? 3 : 0
        for i in from..<max(from, min(offset, bytes.count)) {
            if bytes[i] == 0x0A {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }

    /// The bytes node `i`'s value spans in the text (a string's quotes and a
    /// container's brackets included).
    package func byteRange(of i: Int) -> Range<Int> {
        let node = nodes[i]
        let start = Int(node.offset)
        if node.type == .string { return start..<Int(node.start) + Int(node.length) + 1 }
        return start..<start + Int(node.length)
    }

    /// The string at node `i` (a string or a key), unescaped.
    package func string(at i: Int) -> String {
        let node = nodes[i]
        let start = Int(node.start), end = start + Int(node.length)
        return bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeBufferPointer(rebasing: buffer[start..<end])
            return node.escaped ? JSONTape.unescape(raw) : String(decoding: raw, as: UTF8.self)
        }
    }

    /// True when the unescaped string at node `i` equals `s`, compared byte
    /// for byte without making a String.
    package func keyEquals(_ i: Int, _ s: String) -> Bool {
        let node = nodes[i]
        if node.escaped { return string(at: i) == s }
        let length = Int(node.length)
        guard s.utf8.count == length else { return false }
        let start = Int(node.start)
        return bytes.withUnsafeBufferPointer { buffer in
            var k = start
            for b in s.utf8 {
                if buffer[k] != b { return false }
                k += 1
            }
            return true
        }
    }

    package static func hasByteOrderMark<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8, C.Index == Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// Decodes the escapes of a string the parser has already checked.
    package static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var out = String()
        out.reserveCapacity(raw.count)
        var scalars = String.UnicodeScalarView()
        var i = 0
        var runStart = 0
        func flushRun(upTo end: Int) {
            if runStart < end {
                out += String(decoding: UnsafeBufferPointer(rebasing: raw[runStart..<end]), as: UTF8.self)
            }
        }
        func hex4(_ at: Int) -> UInt32 {
            var code: UInt32 = 0
            for k in at..<(at + 4) {
                let b = raw[k]
                let digit: UInt32 = switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
                default: UInt32(b - UInt8(ascii: "A") + 10)
                }
                code = code << 4 | digit
            }
            return code
        }
        while i < raw.count {
            guard raw[i] == UInt8(ascii: "\\") else {
                i += 1
                continue
            }
            flushRun(upTo: i)
            let e = raw[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "b"): out += "\u{08}"
            case UInt8(ascii: "f"): out += "\u{0C}"
            case UInt8(ascii: "n"): out += "\n"
            case UInt8(ascii: "r"): out += "\r"
            case UInt8(ascii: "t"): out += "\t"
            case UInt8(ascii: "u"):
                var code = hex4(i)
                i += 4
                if (0xD800...0xDBFF).contains(code) {
                    let low = hex4(i + 2)
                    i += 6
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                scalars.removeAll()
                if let scalar = Unicode.Scalar(code) { scalars.append(scalar) }
                out.unicodeScalars.append(contentsOf: scalars)
            default: out.unicodeScalars.append(Unicode.Scalar(e))  // \" \\ \/
            }
            runStart = i
        }
        flushRun(upTo: raw.count)
        return out
    }
}
