/// A light check that a string is a CSS colour: `#rgb`, `#rgba`, `#rrggbb`,
/// `#rrggbbaa`, a colour name (CSS Color 4's, in lowercase), or a functional form such as
/// `rgb(…)`, `rgba(…)`, `hsl(…)`, `hsla(…)` with plain arguments. It keeps
/// strings that could not be a colour out of drawings. ASCII only, byte by byte.
public enum CSSColor {
    static let functions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch"]

    /// CSS Color 4's named colours, and `transparent`.
    public static let names: [String] = [
        "aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige", "bisque", "black", "blanchedalmond",
        "blue", "blueviolet", "brown", "burlywood", "cadetblue", "chartreuse", "chocolate", "coral",
        "cornflowerblue", "cornsilk", "crimson", "cyan", "darkblue", "darkcyan", "darkgoldenrod", "darkgray",
        "darkgreen", "darkgrey", "darkkhaki", "darkmagenta", "darkolivegreen", "darkorange", "darkorchid", "darkred",
        "darksalmon", "darkseagreen", "darkslateblue", "darkslategray", "darkslategrey", "darkturquoise",
        "darkviolet", "deeppink", "deepskyblue", "dimgray", "dimgrey", "dodgerblue", "firebrick", "floralwhite",
        "forestgreen", "fuchsia", "gainsboro", "ghostwhite", "gold", "goldenrod", "gray", "green", "greenyellow",
        "grey", "honeydew", "hotpink", "indianred", "indigo", "ivory", "khaki", "lavender", "lavenderblush",
        "lawngreen", "lemonchiffon", "lightblue", "lightcoral", "lightcyan", "lightgoldenrodyellow", "lightgray",
        "lightgreen", "lightgrey", "lightpink", "lightsalmon", "lightseagreen", "lightskyblue", "lightslategray",
        "lightslategrey", "lightsteelblue", "lightyellow", "lime", "limegreen", "linen", "magenta", "maroon",
        "mediumaquamarine", "mediumblue", "mediumorchid", "mediumpurple", "mediumseagreen", "mediumslateblue",
        "mediumspringgreen", "mediumturquoise", "mediumvioletred", "midnightblue", "mintcream", "mistyrose",
        "moccasin", "navajowhite", "navy", "oldlace", "olive", "olivedrab", "orange", "orangered", "orchid",
        "palegoldenrod", "palegreen", "paleturquoise", "palevioletred", "papayawhip", "peachpuff", "peru", "pink",
        "plum", "powderblue", "purple", "rebeccapurple", "red", "rosybrown", "royalblue", "saddlebrown", "salmon",
        "sandybrown", "seagreen", "seashell", "sienna", "silver", "skyblue", "slateblue", "slategray", "slategrey",
        "snow", "springgreen", "steelblue", "tan", "teal", "thistle", "tomato", "turquoise", "violet", "wheat",
        "white", "whitesmoke", "yellow", "yellowgreen", "transparent"
    ]
    static let nameSet = Set(names)

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
        if bytes.allSatisfy(isLetter) { return nameSet.contains(s) }
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), bytes.last == UInt8(ascii: ")") else { return false }
        let name = String(decoding: bytes[..<open].map { $0 | 0x20 }, as: UTF8.self)
        guard functions.contains(name) else { return false }
        let allowed: Set<UInt8> = Set(".,% /-+degraturn".utf8)
        return bytes[(open + 1)..<(bytes.count - 1)].allSatisfy { isDigit($0) || allowed.contains($0) }
    }
}
