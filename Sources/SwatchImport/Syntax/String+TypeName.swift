extension String {
    /// A name that reads as a type: capitalised, not all capitals (which a
    /// macro constant is), not one of Apple's `k` constants.
    var looksLikeTypeName: Bool {
        guard let first = utf8.first, first >= 65, first <= 90 else { return false }
        var hasLower = false
        for b in utf8 where b >= 97 && b <= 122 { hasLower = true }
        return hasLower && !hasPrefix("k")
    }
}
