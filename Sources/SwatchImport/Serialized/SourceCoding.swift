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
        if let range = n.sizeRange {
            bool(true)
            size(range.min)
            size(range.max)
        } else {
            bool(false)
        }
        sizes(n.sizeOnLine)
        let assets = n.sizeOfAsset.keys.sorted()
        uint(assets.count)
        for name in assets {
            string(name)
            size(n.sizeOfAsset[name] ?? Size(width: 0, height: 0))
        }
        sizes(n.downloadAfterLine)
        bool(n.onlyHoldsRoot)
    }

    mutating func size(_ s: Size) {
        double(s.width)
        double(s.height)
    }

    mutating func sizes(_ byLine: [Int32: Size]) {
        let lines = byLine.keys.sorted()
        uint(lines.count)
        for line in lines {
            int32(line)
            size(byLine[line] ?? Size(width: 0, height: 0))
        }
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
        if try bool() {
            let min = try size()
            n.sizeRange = SizeRange(min: min, max: try size())
        }
        n.sizeOnLine = try sizes()
        for _ in 0..<(try count()) {
            let name = try string()
            n.sizeOfAsset[name] = try size()
        }
        n.downloadAfterLine = try sizes()
        n.onlyHoldsRoot = try bool()
        return n
    }

    mutating func size() throws(ImportError) -> Size {
        let width = try double()
        return Size(width: width, height: try double())
    }

    mutating func sizes() throws(ImportError) -> [Int32: Size] {
        var out: [Int32: Size] = [:]
        for _ in 0..<(try count()) {
            let line = try int32()
            out[line] = try size()
        }
        return out
    }
}
