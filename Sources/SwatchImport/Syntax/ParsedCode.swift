import SwatchJSON

/// Every body, initial value and closure of a file, read before the code
/// runs, each by the token where it starts: the methods', functions' and
/// getters' bodies, the properties' and constants' initial values, the
/// closures and blocks in them (and in those), with the radius a block
/// clipping to a rounded rectangle writes. What could not be read is kept
/// as its error, thrown only where the code reaches it.
struct ParsedCode: Sendable {
    var bodies: [Int32: Parsed<ParsedBody>] = [:]
    var values: [Int32: Parsed<Expr>] = [:]
    var closures: [Int32: Parsed<ClosureHeader>] = [:]
    /// A block's `cornerRadius:` argument (`RoundedClip`), by the block's
    /// first token; none when it makes no rounded rectangle.
    var clipRadii: [Int32: Parsed<Expr>] = [:]

    func body(_ range: Range<Int32>) throws(ImportError) -> ParsedBody {
        guard let parsed = bodies[range.lowerBound] else { throw ParsedCode.unread }
        return try parsed.get()
    }

    func value(_ range: Range<Int32>) throws(ImportError) -> Expr {
        guard let parsed = values[range.lowerBound] else { throw ParsedCode.unread }
        return try parsed.get()
    }

    func closure(_ source: ClosureSource) throws(ImportError) -> ClosureHeader {
        guard let parsed = closures[source.start] else { throw ParsedCode.unread }
        return try parsed.get()
    }

    func clipRadius(_ source: ClosureSource) throws(ImportError) -> Expr? {
        try clipRadii[source.start]?.get()
    }

    /// Code the evaluator reached that was not read before it ran: a fault
    /// of the importer's, said as an error rather than a crash.
    static let unread = ImportError("the importer reached code it had not read; please report this code", at: nil)
}
