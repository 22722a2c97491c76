/// DEFLATE decoding (RFC 1951, raw: no zlib or gzip wrapper), for share
/// links the playground's script makes with `CompressionStream("deflate-raw")`.
///
/// Hostile input fails with a reason, never a crash or a hang: every read is
/// bounds-checked, codes are validated as the tables are built, distances
/// must stay inside the output, and the output stops at `limit` bytes.
enum Inflate {
    struct Failure: Error, Equatable, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    static func decompress(_ input: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        var reader = BitReader(input)
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, input.count * 4))
        var final = false
        while !final {
            final = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try stored(&reader, into: &output, limit: limit)
            case 1: try codes(&reader, Tables.fixedLiterals, Tables.fixedDistances, into: &output, limit: limit)
            case 2:
                let (literals, distances) = try dynamicTables(&reader)
                try codes(&reader, literals, distances, into: &output, limit: limit)
            default: throw Failure(reason: "a block of unknown type")
            }
        }
        return output
    }

    // MARK: - Blocks

    static func stored(_ reader: inout BitReader, into output: inout [UInt8], limit: Int) throws(Failure) {
        reader.alignToByte()
        let length = try reader.bits(16)
        let complement = try reader.bits(16)
        guard length == ~complement & 0xFFFF else { throw Failure(reason: "a stored block's length is damaged") }
        guard output.count + length <= limit else { throw Failure(reason: "the text is longer than \(limit) bytes") }
        try reader.copyBytes(length, into: &output)
    }

    static func codes(
        _ reader: inout BitReader, _ literals: Huffman, _ distances: Huffman, into output: inout [UInt8], limit: Int
    ) throws(Failure) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                guard output.count < limit else { throw Failure(reason: "the text is longer than \(limit) bytes") }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < Tables.lengthBase.count else { throw Failure(reason: "an invalid length code") }
            let length = Tables.lengthBase[index] + (try reader.bits(Tables.lengthExtra[index]))
            let code = try distances.decode(&reader)
            guard code < Tables.distanceBase.count else { throw Failure(reason: "an invalid distance code") }
            let distance = Tables.distanceBase[code] + (try reader.bits(Tables.distanceExtra[code]))
            guard distance <= output.count else { throw Failure(reason: "a distance reaches before the start") }
            guard output.count + length <= limit else { throw Failure(reason: "the text is longer than \(limit) bytes") }
            var from = output.count - distance
            for _ in 0..<length {
                output.append(output[from])
                from += 1
            }
        }
    }

    /// The code-length order of a dynamic block's header.
    static let lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    static func dynamicTables(_ reader: inout BitReader) throws(Failure) -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let lengthCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw Failure(reason: "too many codes in a block") }
        var lengthLengths = [Int](repeating: 0, count: 19)
        for i in 0..<lengthCount { lengthLengths[lengthOrder[i]] = try reader.bits(3) }
        let lengthCode = try Huffman(lengths: lengthLengths)

        var lengths: [Int] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try lengthCode.decode(&reader)
            if symbol < 16 {
                lengths.append(symbol)
                continue
            }
            var repeated = 0
            var count = 0
            switch symbol {
            case 16:
                guard let last = lengths.last else { throw Failure(reason: "a repeat with nothing before it") }
                repeated = last
                count = 3 + (try reader.bits(2))
            case 17: count = 3 + (try reader.bits(3))
            default: count = 11 + (try reader.bits(7))
            }
            guard lengths.count + count <= literalCount + distanceCount else {
                throw Failure(reason: "code lengths run past their count")
            }
            lengths.append(contentsOf: repeatElement(repeated, count: count))
        }
        guard lengths[256] > 0 else { throw Failure(reason: "a block with no end code") }
        let literals = try Huffman(lengths: Array(lengths[0..<literalCount]))
        let distances = try Huffman(lengths: Array(lengths[literalCount...]))
        return (literals, distances)
    }

    // MARK: - Parts

    /// Reads bits least significant first, as DEFLATE packs them.
    struct BitReader {
        let bytes: [UInt8]
        var position = 0
        var buffer = 0
        var count = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func bits(_ n: Int) throws(Failure) -> Int {
            while count < n {
                guard position < bytes.count else { throw Failure(reason: "the data ends early") }
                buffer |= Int(bytes[position]) << count
                position += 1
                count += 8
            }
            let value = buffer & ((1 << n) - 1)
            buffer >>= n
            count -= n
            return value
        }

        mutating func alignToByte() {
            buffer = 0
            count = 0
        }

        mutating func copyBytes(_ n: Int, into output: inout [UInt8]) throws(Failure) {
            guard bytes.count - position >= n else { throw Failure(reason: "the data ends early") }
            output.append(contentsOf: bytes[position..<position + n])
            position += n
        }
    }

    /// A canonical Huffman code: how many codes of each length, and the
    /// symbols in code order (decoded a bit at a time).
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) throws(Failure) {
            for length in lengths {
                guard (0...15).contains(length) else { throw Failure(reason: "an invalid code length") }
                counts[length] += 1
            }
            var left = 1
            for length in 1...15 {
                left <<= 1
                left -= counts[length]
                guard left >= 0 else { throw Failure(reason: "an over-subscribed code") }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) throws(Failure) -> Int {
            var code = 0
            var first = 0
            var index = 0
            for length in 1...15 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - first < count { return symbols[index + code - first] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(reason: "an unknown code")
        }
    }

    enum Tables {
        static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        static let distanceBase = [
            1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
            4097, 6145, 8193, 12289, 16385, 24577,
        ]
        static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

        static let fixedLiterals: Huffman = {
            var lengths = [Int](repeating: 8, count: 288)
            for i in 144..<256 { lengths[i] = 9 }
            for i in 256..<280 { lengths[i] = 7 }
            // The fixed lengths are a complete code, so this cannot fail.
            return (try? Huffman(lengths: lengths)) ?? Huffman.empty
        }()

        static let fixedDistances: Huffman = (try? Huffman(lengths: [Int](repeating: 5, count: 30))) ?? Huffman.empty
    }
}

extension Inflate.Huffman {
    /// A code with no symbols: every decode fails.
    static let empty = Inflate.Huffman()

    private init() {}
}
