internal import CBrotli

/// Brotli (RFC 7932) through Google's library.
enum Brotli {
    /// `bytes` encoded as text (the mode tunes its context modelling for
    /// UTF-8), in one call, with the default window (4 MiB).
    static func compress(_ bytes: UnsafeRawBufferPointer, quality: Int32) -> [UInt8]? {
        let capacity = max(64, BrotliEncoderMaxCompressedSize(bytes.count))
        var written = 0
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var size = capacity
            let done = BrotliEncoderCompress(
                quality, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, bytes.count,
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), &size, buffer.baseAddress)
            written = done == BROTLI_TRUE ? size : -1
            count = max(0, written)
        }
        return written < 0 ? nil : output
    }

    /// `bytes` decoded, or nil when they are not a valid stream or decode
    /// to more than `limit` bytes.
    static func decompress(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        guard let decoder = BrotliDecoderCreateInstance(nil, nil, nil) else { return nil }
        defer { BrotliDecoderDestroyInstance(decoder) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        return bytes.withUnsafeBufferPointer { input -> [UInt8]? in
            var availableIn = input.count
            var nextIn = input.baseAddress
            while true {
                let (result, produced) = chunk.withUnsafeMutableBufferPointer { buffer -> (BrotliDecoderResult, Int) in
                    var availableOut = buffer.count
                    var nextOut = buffer.baseAddress
                    let result = BrotliDecoderDecompressStream(decoder, &availableIn, &nextIn, &availableOut, &nextOut, nil)
                    return (result, buffer.count - availableOut)
                }
                output += chunk[0..<produced]
                if output.count > limit { return nil }
                switch result {
                case BROTLI_DECODER_RESULT_SUCCESS: return availableIn == 0 ? output : nil
                case BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT: continue
                default: return nil
                }
            }
        }
    }
}
