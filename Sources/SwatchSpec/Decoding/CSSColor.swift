/// A light check that a string is a CSS colour: `#rgb`, `#rgba`, `#rrggbb`,
/// `#rrggbbaa`, a keyword (letters only), or a functional form such as
/// `rgb(…)`, `rgba(…)`, `hsl(…)`, `hsla(…)` with plain arguments. It keeps
/// strings that could not be a colour out of drawings.
enum CSSColor {
    static func isValid(_ s: String) -> Bool {
        let scalars = Array(s.unicodeScalars)
        guard !scalars.isEmpty, scalars.count <= 64 else { return false }
        if scalars[0] == "#" {
            let hex = scalars.dropFirst()
            return [3, 4, 6, 8].contains(hex.count) && hex.allSatisfy { $0.properties.isASCIIHexDigit }
        }
        if scalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) {
            return true
        }
        guard let open = scalars.firstIndex(of: "("), scalars.last == ")" else { return false }
        let name = String(String.UnicodeScalarView(scalars[..<open])).lowercased()
        guard ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch"].contains(name) else { return false }
        let arguments = scalars[(open + 1)..<(scalars.count - 1)]
        return arguments.allSatisfy {
            ("0"..."9").contains($0) || [".", ",", " ", "%", "/", "-", "+"].contains($0)
                || ["d", "e", "g", "r", "a", "t", "u", "n"].contains($0)
        }
    }
}
