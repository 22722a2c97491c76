/// A content coding the server can send (RFC 9110 §8.4.1), by its token.
public enum ContentCoding: String, Sendable, CaseIterable {
    /// Brotli (RFC 7932), `br`.
    case brotli = "br"
    /// gzip (RFC 1952).
    case gzip

    /// How hard to work at it.
    public enum Effort: Sendable {
        /// For bytes compressed once and sent many times (a cached page, a
        /// file, the engine's module): gzip 6 and brotli 5, which on the
        /// guide's pages come within 1% of gzip 9 and 4% of brotli 9 in
        /// half and a third of their time or less (brotli 11 would take 75
        /// times as long as 5 for 17% less).
        case once
        /// For an answer compressed as it is sent (an API answer): about
        /// what a fast copy costs (gzip 1, brotli 1).
        case perAnswer
    }

    /// `bytes` compressed, or nil when the library failed (never expected;
    /// the caller then sends them as they are).
    public func encode(_ bytes: UnsafeRawBufferPointer, effort: Effort) -> [UInt8]? {
        switch (self, effort) {
        case (.gzip, .once): Gzip.compress(bytes, level: 6)
        case (.gzip, .perAnswer): Gzip.compress(bytes, level: 1)
        case (.brotli, .once): Brotli.compress(bytes, quality: 5)
        case (.brotli, .perAnswer): Brotli.compress(bytes, quality: 1)
        }
    }

    /// `bytes` decoded, or nil when they are not valid or decode to more
    /// than `limit` bytes.
    public func decode(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        switch self {
        case .gzip: Gzip.decompress(bytes, limit: limit)
        case .brotli: Brotli.decompress(bytes, limit: limit)
        }
    }
}
