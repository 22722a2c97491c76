/// Raw DEFLATE (RFC 1951) with the fixed Huffman codes and greedy LZ77
/// matching over a 32 KiB window: small and fast, and about a third of
/// the size of a spec's JSON.
enum Deflate {
    static let window = 32 * 1024
    static let minMatch = 3
    static let maxMatch = 258
    static let maxChain = 64

    static func compress(_ input: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.bits(1, 1)  // final block
        writer.bits(1, 2)  // fixed codes
        var head = [Int](repeating: -1, count: 1 << 15)
        var previous = [Int](repeating: -1, count: window)
        func hash(_ i: Int) -> Int {
            (Int(input[i]) << 10 ^ Int(input[i + 1]) << 5 ^ Int(input[i + 2])) & ((1 << 15) - 1)
        }
        func insert(_ i: Int) {
            guard i + minMatch <= input.count else { return }
            let h = hash(i)
            previous[i % window] = head[h]
            head[h] = i
        }
        var i = 0
        while i < input.count {
            var bestLength = 0
            var bestDistance = 0
            if i + minMatch <= input.count {
                var candidate = head[hash(i)]
                var chain = 0
                let limit = min(maxMatch, input.count - i)
                while candidate >= 0, i - candidate <= window, chain < maxChain {
                    var length = 0
                    while length < limit && input[candidate + length] == input[i + length] { length += 1 }
                    if length > bestLength {
                        bestLength = length
                        bestDistance = i - candidate
                        if length == limit { break }
                    }
                    let next = previous[candidate % window]
                    guard next < candidate else { break }
                    candidate = next
                    chain += 1
                }
            }
            if bestLength >= minMatch {
                writer.length(bestLength)
                writer.distance(bestDistance)
                for k in i..<i + bestLength { insert(k) }
                i += bestLength
            } else {
                writer.literal(Int(input[i]))
                insert(i)
                i += 1
            }
        }
        writer.literal(256)
        return writer.finish()
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Packs bits least significant first; Huffman codes go most significant first.
    struct BitWriter {
        var out: [UInt8] = []
        var buffer = 0
        var count = 0

        mutating func bits(_ value: Int, _ n: Int) {
            buffer |= value << count
            count += n
            while count >= 8 {
                out.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }

        mutating func code(_ value: Int, _ n: Int) {
            var reversed = 0
            for k in 0..<n where value & (1 << k) != 0 { reversed |= 1 << (n - 1 - k) }
            bits(reversed, n)
        }

        /// A literal byte or the end of block (256), or a length symbol.
        mutating func literal(_ symbol: Int) {
            switch symbol {
            case 0...143: code(0x30 + symbol, 8)
            case 144...255: code(0x190 + symbol - 144, 9)
            case 256...279: code(symbol - 256, 7)
            default: code(0xC0 + symbol - 280, 8)
            }
        }

        mutating func length(_ length: Int) {
            var index = lengthBase.count - 1
            while lengthBase[index] > length { index -= 1 }
            literal(257 + index)
            bits(length - lengthBase[index], lengthExtra[index])
        }

        mutating func distance(_ distance: Int) {
            var index = distanceBase.count - 1
            while distanceBase[index] > distance { index -= 1 }
            code(index, 5)
            bits(distance - distanceBase[index], distanceExtra[index])
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { out.append(UInt8(buffer & 0xFF)) }
            buffer = 0
            count = 0
            return out
        }
    }
}
