// Searching text for a string, without the standard library's
// `firstRange(of:)` and `split(separator: String)`, which Embedded Swift (the
// WebAssembly build) does not carry. Characters compare as `==` does.

extension Substring {
    /// Where `needle` first occurs, as `firstRange(of:)` answers.
    func firstRange(ofText needle: String) -> Range<Index>? {
        guard let first = needle.first else { return nil }
        var start = startIndex
        while let found = self[start...].firstIndex(of: first) {
            var i = found, j = needle.startIndex
            while j < needle.endIndex, i < endIndex, self[i] == needle[j] {
                formIndex(after: &i)
                needle.formIndex(after: &j)
            }
            if j == needle.endIndex { return found..<i }
            start = index(after: found)
        }
        return nil
    }
}

extension String {
    /// Where `needle` first occurs, as `firstRange(of:)` answers.
    func firstRange(ofText needle: String) -> Range<Index>? {
        self[...].firstRange(ofText: needle)
    }

    /// The non-empty pieces between occurrences of `separator`, as
    /// `split(separator:)` with a string separator answers.
    func split(separatorText separator: String) -> [Substring] {
        var pieces: [Substring] = []
        var rest = self[...]
        while let found = rest.firstRange(ofText: separator) {
            if found.lowerBound > rest.startIndex { pieces.append(rest[..<found.lowerBound]) }
            rest = rest[found.upperBound...]
        }
        if !rest.isEmpty { pieces.append(rest) }
        return pieces
    }
}
