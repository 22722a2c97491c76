import SwatchGeometry
import SwatchJSON

/// The tokens' places and spellings (`SourceSpans`) and the comments'
/// notes (`SourceNotes`) as bytes. A token is its spelling's place in the
/// string table, its line as the change from the token before (zigzag,
/// shifted left one with whether space comes before it), and its column.
extension ByteWriter {
    mutating func spans(_ s: SourceSpans) {
        uint(s.count)
        var line: Int32 = 0
        for i in 0..<s.count {
            string(s.written[i])
            let delta = Int64(s.lines[i]) - Int64(line)
            uint((UInt64(bitPattern: (delta << 1) ^ (delta >> 63)) << 1) | (s.spaced[i] ? 1 : 0))
            int32(s.columns[i])
            line = s.lines[i]
        }
    }

    mutating func notes(_ n: SourceNotes) {
        optional(n.sizeRange) { $0.sizeRange($1) }
        sizes(n.sizeOnLine)
        named(n.sizeOfAsset) { $0.size($1) }
        sizes(n.downloadAfterLine)
        bool(n.onlyHoldsRoot)
    }

    mutating func size(_ s: Size) {
        double(s.width)
        double(s.height)
    }

    mutating func sizeRange(_ r: SizeRange) {
        size(r.min)
        size(r.max)
    }

    mutating func sizes(_ byLine: [Int32: Size]) {
        sorted(byLine, { $0.int32($1) }) { $0.size($1) }
    }
}

extension ByteReader {
    mutating func spans() throws(ImportError) -> SourceSpans {
        var s = SourceSpans()
        let n = try count()
        s.written.reserveCapacity(n)
        s.lines.reserveCapacity(n)
        s.columns.reserveCapacity(n)
        s.spaced.reserveCapacity(n)
        var line: Int64 = 0
        for _ in 0..<n {
            s.written.append(try string())
            let packed = try uint()
            let zigzag = packed >> 1
            line += Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
            guard line >= Int64(Int32.min), line <= Int64(Int32.max) else { throw damaged("a line out of range") }
            s.lines.append(Int32(line))
            s.spaced.append(packed & 1 == 1)
            s.columns.append(try int32())
        }
        return s
    }

    mutating func notes() throws(ImportError) -> SourceNotes {
        var n = SourceNotes()
        n.sizeRange = try optional { r throws(ImportError) in try r.sizeRange() }
        n.sizeOnLine = try sizes()
        n.sizeOfAsset = try named { r throws(ImportError) in try r.size() }
        n.downloadAfterLine = try sizes()
        n.onlyHoldsRoot = try bool()
        return n
    }

    mutating func size() throws(ImportError) -> Size {
        let width = try double()
        return Size(width: width, height: try double())
    }

    mutating func sizeRange() throws(ImportError) -> SizeRange {
        let min = try size()
        return SizeRange(min: min, max: try size())
    }

    mutating func sizes() throws(ImportError) -> [Int32: Size] {
        try dictionary({ r throws(ImportError) in try r.int32() }) { r throws(ImportError) in try r.size() }
    }
}
