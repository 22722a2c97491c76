public import SwatchCompression

/// Which content coding a request's `Accept-Encoding` allows (RFC 9110
/// §12.5.3): each coding with its weight (`q`, 1 when not given; 0 means
/// "not acceptable"), `*` for any coding not listed, `x-gzip` as `gzip`.
/// With no header the answer is sent as it is.
public enum AcceptEncoding {
    /// The coding to answer with among `available` (the server's order of
    /// preference breaks ties): the acceptable one of highest weight, or
    /// nil (the identity) when the header is absent or allows none.
    ///
    ///     preferred("gzip, deflate, br")      // .brotli
    ///     preferred("br;q=0, gzip")           // .gzip
    ///     preferred("*;q=0, identity")        // nil
    public static func preferred(_ header: String?, among available: [ContentCoding] = ContentCoding.allCases) -> ContentCoding? {
        guard let header, !header.isEmpty else { return nil }
        var weights: [Double?] = Array(repeating: nil, count: available.count)
        var wildcard: Double?
        for entry in header.utf8.split(separator: UInt8(ascii: ",")) {
            let parts = entry.split(separator: UInt8(ascii: ";"))
            guard let first = parts.first else { continue }
            let name = Substring(first).trimmingWhitespace().lowercased()
            var weight = 1.0
            for parameter in parts.dropFirst() {
                let pair = Substring(parameter).trimmingWhitespace().split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0].lowercased() == "q" else { continue }
                // An unreadable weight makes the entry unacceptable.
                weight = Double(pair[1].trimmingWhitespace()).map { min(1, max(0, $0)) } ?? 0
            }
            if name == "*" {
                wildcard = weight
            } else if let index = available.firstIndex(where: { $0.rawValue == name || ($0 == .gzip && name == "x-gzip") }) {
                weights[index] = max(weights[index] ?? 0, weight)
            }
        }
        var best: (coding: ContentCoding, weight: Double)?
        for (index, coding) in available.enumerated() {
            let weight = weights[index] ?? wildcard ?? 0
            if weight > 0, weight > (best?.weight ?? 0) { best = (coding, weight) }
        }
        return best?.coding
    }
}
