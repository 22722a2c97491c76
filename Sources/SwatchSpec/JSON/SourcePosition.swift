#if SWATCH_INTERNAL_CHECKS
import Synchronization
#endif

/// The text a document was parsed from, kept so that a byte offset can be
/// turned into a line and column when something needs one (an error, a
/// message naming an element). Nothing is counted ahead of time: a document
/// written on one long line costs no more to read than a pretty-printed one,
/// and each location asked for costs one pass over the bytes before it.
final class SourceText: Sendable {
    let bytes: [UInt8]

    #if SWATCH_INTERNAL_CHECKS
    /// Bytes scanned so far to answer `location(of:)` (debug builds only):
    /// tests read it to check that reading a valid document scans none.
    let bytesScannedForLocations = Atomic<Int>(0)
    #endif

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The line and column of byte `offset` (columns count Unicode scalars).
    func location(of offset: Int) -> SourceLocation {
        #if SWATCH_INTERNAL_CHECKS
        bytesScannedForLocations.add(min(max(offset, 0), bytes.count), ordering: .relaxed)
        #endif
        return bytes.withUnsafeBufferPointer { JSONTape.location(of: offset, in: $0) }
    }
}

/// Where a value starts in its source text: a byte offset, made a line and
/// column only when `location` is read.
public struct SourcePosition: Hashable, Sendable {
    let source: SourceText
    /// Bytes from the start of the text (a byte order mark included).
    public let offset: Int

    init(_ source: SourceText, offset: Int) {
        self.source = source
        self.offset = offset
    }

    /// The 1-based line and column, worked out now.
    public var location: SourceLocation { source.location(of: offset) }

    /// Positions in the same text are equal at the same offset; in two texts,
    /// when they also fall on the same line and column.
    public static func == (a: SourcePosition, b: SourcePosition) -> Bool {
        a.offset == b.offset && (a.source === b.source || a.location == b.location)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(offset)
    }
}

/// A 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "line \(line), column \(column)" }
}
