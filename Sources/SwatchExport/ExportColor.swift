import SwatchSpec

/// A colour as UIKit takes it (`UIColor(red:green:blue:alpha:)`): sRGB
/// components and alpha from 0 to 1, read from the CSS colour a spec gives.
struct ExportColor: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// The colour `css` names: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, a
    /// named colour, `transparent`, `rgb()`/`rgba()`, `hsl()`/`hsla()` or
    /// `hwb()`; nil for forms UIKit's sRGB initializer has no direct
    /// equivalent for (`lab()`, `oklch()`...) and for anything unreadable.
    init?(css: String) {
        let text = ASCIIText.lowercased(ASCIIText.trimmed(css))
        if text.hasPrefix("#") {
            guard let color = Self.hex(text.utf8.dropFirst()) else { return nil }
            self = color
            return
        }
        if text == "transparent" {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        if let rgb = CSSColorNames.rgb(named: text) {
            self.init(rgb: rgb, alpha: 1)
            return
        }
        guard let open = text.utf8.firstIndex(of: UInt8(ascii: "(")), text.utf8.last == UInt8(ascii: ")") else { return nil }
        let name = String(decoding: text.utf8[..<open], as: UTF8.self)
        let inner = String(decoding: text.utf8[text.utf8.index(after: open)..<text.utf8.index(before: text.utf8.endIndex)], as: UTF8.self)
        guard let arguments = Self.arguments(inner), arguments.count == 3 || arguments.count == 4 else { return nil }
        var alpha = 1.0
        if arguments.count == 4 {
            guard let a = arguments[3].fraction(percentOf: 1) else { return nil }
            alpha = a
        }
        switch name {
        case "rgb", "rgba":
            guard let r = arguments[0].fraction(percentOf: 255), let g = arguments[1].fraction(percentOf: 255),
                let b = arguments[2].fraction(percentOf: 255)
            else { return nil }
            self.init(red: r, green: g, blue: b, alpha: alpha)
        case "hsl", "hsla", "hwb":
            guard let hue = arguments[0].degrees, let p = arguments[1].percentage, let q = arguments[2].percentage else {
                return nil
            }
            let (r, g, b) = name == "hwb" ? Self.hwb(hue, white: p, black: q) : Self.hsl(hue, saturation: p, lightness: q)
            self.init(red: r, green: g, blue: b, alpha: alpha)
        default:
            return nil
        }
        red = Self.clamp(red)
        green = Self.clamp(green)
        blue = Self.clamp(blue)
        self.alpha = Self.clamp(self.alpha)
    }

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(rgb: UInt32, alpha: Double) {
        self.init(
            red: Double((rgb >> 16) & 0xff) / 255, green: Double((rgb >> 8) & 0xff) / 255, blue: Double(rgb & 0xff) / 255,
            alpha: alpha)
    }

    static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }

    static func hex(_ digits: Substring.UTF8View) -> ExportColor? {
        var values: [UInt32] = []
        for byte in digits {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(UInt32(byte - UInt8(ascii: "0")))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(UInt32(byte - UInt8(ascii: "a")) + 10)
            default: return nil
            }
        }
        var channels: [UInt32] = []
        switch values.count {
        case 3, 4: for v in values { channels.append(v * 17) }
        case 6, 8:
            var i = 0
            while i < values.count {
                channels.append(values[i] * 16 + values[i + 1])
                i += 2
            }
        default: return nil
        }
        return ExportColor(
            red: Double(channels[0]) / 255, green: Double(channels[1]) / 255, blue: Double(channels[2]) / 255,
            alpha: channels.count == 4 ? Double(channels[3]) / 255 : 1)
    }

    /// CSS Color 4's `hsl()` to sRGB; hue in degrees, the others 0 to 1.
    static func hsl(_ hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        let s = clamp(saturation), l = clamp(lightness)
        func channel(_ n: Double) -> Double {
            var k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            if k < 0 { k += 12 }
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    /// CSS Color 4's `hwb()` to sRGB.
    static func hwb(_ hue: Double, white: Double, black: Double) -> (Double, Double, Double) {
        let w = clamp(white), b = clamp(black)
        if w + b >= 1 {
            let gray = w / (w + b)
            return (gray, gray, gray)
        }
        let (r, g, bl) = hsl(hue, saturation: 1, lightness: 0.5)
        let scale = 1 - w - b
        return (r * scale + w, g * scale + w, bl * scale + w)
    }

    /// One argument of a colour function.
    struct Argument {
        var number: Double
        var unit: String

        /// A number (of `whole`) or a percentage, as a fraction.
        func fraction(percentOf whole: Double) -> Double? {
            switch unit {
            case "": return number / whole
            case "%": return number / 100
            default: return nil
            }
        }

        var percentage: Double? {
            unit == "%" || (unit.isEmpty && number == 0) ? number / 100 : nil
        }

        var degrees: Double? {
            switch unit {
            case "", "deg": return number
            case "turn": return number * 360
            case "grad": return number * 0.9
            case "rad": return number * 57.29577951308232
            default: return nil
            }
        }
    }

    /// `1, 2%, 3` or `1 2% 3 / 0.5`: numbers with their units.
    static func arguments(_ text: String) -> [Argument]? {
        var out: [Argument] = []
        var current = ""
        var sawSlash = false
        func flush() -> Bool {
            guard !current.isEmpty else { return true }
            guard let argument = argument(current) else { return false }
            out.append(argument)
            current = ""
            return true
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ", "\t", "\n", ",":
                guard flush() else { return nil }
            case "/":
                guard flush(), out.count == 3, !sawSlash else { return nil }
                sawSlash = true
            default:
                current.unicodeScalars.append(scalar)
            }
        }
        guard flush() else { return nil }
        return out
    }

    static func argument(_ text: String) -> Argument? {
        var number = ""
        var unit = ""
        for scalar in text.unicodeScalars {
            if unit.isEmpty, ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" || scalar == "+" || scalar == "e" && !number.isEmpty && !number.contains("e") {
                number.unicodeScalars.append(scalar)
            } else {
                unit.unicodeScalars.append(scalar)
            }
        }
        guard let value = Double(number), value.isFinite else { return nil }
        return Argument(number: value, unit: unit)
    }
}
