internal import CZlib

/// The gzip format (RFC 1952) through zlib.
enum Gzip {
    /// `bytes` deflated in one call into a buffer of zlib's bound for them.
    static func compress(_ bytes: UnsafeRawBufferPointer, level: Int32) -> [UInt8]? {
        var stream = z_stream()
        guard swatch_deflate_init_gzip(&stream, level) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        // The bound for the raw stream, plus gzip's header and trailer.
        let capacity = Int(deflateBound(&stream, uLong(bytes.count))) + 32
        var written = 0
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.avail_in = uInt(bytes.count)
            stream.next_out = buffer.baseAddress
            stream.avail_out = uInt(capacity)
            let status = deflate(&stream, Z_FINISH)
            written = status == Z_STREAM_END ? capacity - Int(stream.avail_out) : -1
            count = max(0, written)
        }
        return written < 0 ? nil : output
    }

    /// `bytes` inflated, or nil when they are not one valid gzip member or
    /// inflate to more than `limit` bytes.
    static func decompress(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        var stream = z_stream()
        guard swatch_inflate_init_gzip(&stream) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        return bytes.withUnsafeBufferPointer { input -> [UInt8]? in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = uInt(input.count)
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { buffer -> (Int32, Int) in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    return (status, buffer.count - Int(stream.avail_out))
                }
                output += chunk[0..<produced]
                if output.count > limit { return nil }
                if status == Z_STREAM_END { return stream.avail_in == 0 ? output : nil }
                if status != Z_OK || (produced == 0 && stream.avail_in == 0) { return nil }
            }
        }
    }
}
