extension String {
    /// Whether `part` occurs in the string, byte for byte (Embedded Swift's
    /// standard library has no `contains` of a string).
    func includes(_ part: String) -> Bool {
        let haystack = Array(utf8), needle = Array(part.utf8)
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        var i = 0
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0] {
                var same = true
                for k in 1..<needle.count where haystack[i + k] != needle[k] {
                    same = false
                    break
                }
                if same { return true }
            }
            i += 1
        }
        return false
    }
}
