import SwatchJSON
import SwatchRanges

/// The largest answer Swatch gives, the same for the command line, the
/// server's API and the engine in the page (so that each answers what the
/// others do): 64 MiB. A range scenario is held to it as it runs (its JSON
/// counted record by record, `RangeLimits.answerBytes`), so no memory is
/// spent past it; every other answer grows with its document, whose own
/// size is limited, and is checked once made.
public enum AnswerLimits {
    public static let maxBytes = 64 << 20

    /// A run's limits: the work budget, this answer limit, and `shouldStop`.
    public static func rangeLimits(shouldStop: (@Sendable () -> Bool)? = nil) -> RangeLimits {
        RangeLimits(answerBytes: maxBytes, shouldStop: shouldStop)
    }

    /// Throws when an answer of `byteCount` bytes is over the limit.
    public static func check(_ byteCount: Int, what: String) throws(SpecError) {
        guard byteCount > maxBytes else { return }
        throw SpecError(
            "the \(what) would be \(byteCount) bytes, over the limit of \(RangeLimits.mebibytes(maxBytes)) (\(maxBytes) bytes) for an answer",
            path: nil, location: nil)
    }
}
