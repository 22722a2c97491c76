extension String {
    /// The string with its first letter, a to z, upper-cased: for the
    /// engine's own words ("table" is "Table"), with no Unicode case tables.
    var capitalizedFirst: String {
        guard let first = unicodeScalars.first, ("a"..."z").contains(first),
            let upper = Unicode.Scalar(first.value - 32)
        else { return self }
        var out = String(upper)
        out.unicodeScalars.append(contentsOf: unicodeScalars.dropFirst())
        return out
    }
}
