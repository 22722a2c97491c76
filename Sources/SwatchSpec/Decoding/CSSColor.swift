/// A light check that a string is a CSS colour: `#rgb`, `#rgba`, `#rrggbb`,
/// `#rrggbbaa`, a keyword (letters only), or a functional form such as
/// `rgb(…)`, `rgba(…)`, `hsl(…)`, `hsla(…)` with plain arguments. It keeps
/// strings that could not be a colour out of drawings. ASCII only, byte by byte.
enum CSSColor {
    static let functions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch"]
    static let notNumbers: Set<String> = ["nan", "inf", "infinity"]

    static func isValid(_ s: String) -> Bool {
        let bytes = Array(s.utf8)
        guard !bytes.isEmpty, bytes.count <= 64 else { return false }
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        if bytes[0] == UInt8(ascii: "#") {
            let hex = bytes.dropFirst()
            return [3, 4, 6, 8].contains(hex.count)
                && hex.allSatisfy { isDigit($0) || ((($0 | 0x20) >= UInt8(ascii: "a")) && (($0 | 0x20) <= UInt8(ascii: "f"))) }
        }
        // A keyword; none is spelled like a number that is not finite (a
        // drawing must never seem to hold one).
        if bytes.allSatisfy(isLetter) { return !notNumbers.contains(String(decoding: bytes.map { $0 | 0x20 }, as: UTF8.self)) }
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), bytes.last == UInt8(ascii: ")") else { return false }
        let name = String(decoding: bytes[..<open].map { $0 | 0x20 }, as: UTF8.self)
        guard functions.contains(name) else { return false }
        let allowed: Set<UInt8> = Set(".,% /-+degraturn".utf8)
        return bytes[(open + 1)..<(bytes.count - 1)].allSatisfy { isDigit($0) || allowed.contains($0) }
    }
}
