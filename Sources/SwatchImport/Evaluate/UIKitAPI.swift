import SwatchGeometry
import SwatchJSON
import SwatchSpec

/// The part of UIKit, Foundation, Core Graphics and Swift's library that
/// layout code uses: geometry makers, math, fonts, colours, attributed
/// strings, images and URLs, arrays, dictionaries and strings.
enum UIKitAPI {
    // MARK: Geometry

    static func numbers(_ c: Call, _ count: Int, interpreter: inout Interpreter) throws(ImportError) -> [Double] {
        var out: [Double] = []
        for i in 0..<count {
            let v = c.argument(at: i) ?? .number(0, .float)
            out.append(try interpreter.number(v, i < c.argumentExprs.count ? c.argumentExprs[i] : nil, fallback: nil, at: c.expr.start))
        }
        return out
    }

    static func makeSize(_ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value {
        let n = try numbers(c, 2, interpreter: &interpreter)
        return .size(n[0], n[1])
    }

    static func makePoint(_ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value {
        let n = try numbers(c, 2, interpreter: &interpreter)
        return .point(n[0], n[1])
    }

    static func makeInsets(_ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value {
        let n = try numbers(c, 4, interpreter: &interpreter)
        return .insets(n[0], n[1], n[2], n[3])
    }

    static func makeRect(_ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value {
        if c.arguments.count == 2, case .point(let x, let y)? = c.argument(at: 0), case .size(let w, let h)? = c.argument(at: 1) {
            return .rect(x, y, w, h)
        }
        let n = try numbers(c, 4, interpreter: &interpreter)
        return .rect(n[0], n[1], n[2], n[3])
    }

    /// C's math functions of one number.
    enum UnaryMath: Sendable {
        case rounded(FloatingPointRoundingRule)
        case squareRoot
        case magnitude

        func apply(to n: Double) -> Double {
            switch self {
            case .rounded(let rule): return n.rounded(rule)
            case .squareRoot: return n >= 0 ? n.squareRoot() : 0
            case .magnitude: return Swift.abs(n)
            }
        }
    }

    static let unaryMath: [String: UnaryMath] = [
        "floor": .rounded(.down), "floorf": .rounded(.down), "ceil": .rounded(.up), "ceilf": .rounded(.up),
        "round": .rounded(.toNearestOrAwayFromZero), "roundf": .rounded(.toNearestOrAwayFromZero),
        "roundl": .rounded(.toNearestOrAwayFromZero), "lround": .rounded(.toNearestOrAwayFromZero),
        "rint": .rounded(.toNearestOrAwayFromZero), "trunc": .rounded(.towardZero), "truncf": .rounded(.towardZero),
        "sqrt": .squareRoot, "sqrtf": .squareRoot, "fabs": .magnitude, "fabsf": .magnitude, "abs": .magnitude,
    ]

    /// Functions that log, assert, draw or schedule: nothing a layout reads.
    static let ignoredFunctions: Set<String> = [
        "print", "NSLog", "debugPrint", "assert", "assertionFailure", "precondition", "NSAssert", "NSCAssert",
        "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions", "UIGraphicsEndImageContext", "CGContextSaveGState",
        "CGContextRestoreGState", "ASPerformBlockOnMainThread", "ASPerformBlockOnBackgroundThread", "objc_setAssociatedObject",
        "ASDisplayNodeAssert", "ASDisplayNodeAssertMainThread", "ASDisplayNodeFailAssert", "fatalError", "preconditionFailure",
    ]

    /// Functions by name: makers and math.
    static func function(_ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value? {
        if let math = unaryMath[c.name] {
            return .number(math.apply(to: try interpreter.number(c.argument(at: 0) ?? .null, c.argumentExprs.first, fallback: nil)), .float)
        }
        if ignoredFunctions.contains(c.name) { return .void }
        switch c.name {
        case "CGSizeMake": return try makeSize(c, interpreter: &interpreter)
        case "CGPointMake": return try makePoint(c, interpreter: &interpreter)
        case "CGRectMake": return try makeRect(c, interpreter: &interpreter)
        case "UIEdgeInsetsMake", "ASEdgeInsetsMake", "NSDirectionalEdgeInsetsMake": return try makeInsets(c, interpreter: &interpreter)
        case "ASScreenScale":
            // The scale image nodes draw at: the imported spec's screen.
            return .number(SpecDocument.defaultScale, .float)
        case "MIN", "MAX", "min", "max", "fmin", "fmax", "fminf", "fmaxf":
            guard !c.arguments.isEmpty else { return .number(0, .float) }
            var best: Double?
            var kind = NumberKind.literal
            for (i, a) in c.arguments.enumerated() {
                if case .number(_, let k) = a, k == .float || (k == .integer && kind == .literal) { kind = k }
                let n = try interpreter.number(a, c.argumentExprs[i], fallback: nil)
                let isMin = c.name.hasPrefix("MIN") || c.name.hasPrefix("min") || c.name.hasPrefix("fmin")
                if let b = best { best = isMin ? Swift.min(b, n) : Swift.max(b, n) } else { best = n }
            }
            return .number(best ?? 0, kind)
        case "pow", "powf":
            let n = try numbers(c, 2, interpreter: &interpreter)
            var r = 1.0
            if n[1] == n[1].rounded(), Swift.abs(n[1]) < 64 {
                for _ in 0..<Int(Swift.abs(n[1])) { r *= n[0] }
                if n[1] < 0 { r = 1 / r }
            }
            return .number(r, .float)
        case "CGRectGetWidth", "CGRectGetHeight", "CGRectGetMinX", "CGRectGetMinY", "CGRectGetMaxX", "CGRectGetMaxY", "CGRectGetMidX", "CGRectGetMidY":
            guard let r = c.argument(at: 0) else { return nil }
            let member = String(c.name.dropFirst("CGRectGet".count))
            let name = member == "Width" ? "width" : member == "Height" ? "height" : member
            return TextureAPI.valueMember(r, name)
        case "NSLocalizedString":
            return c.argument(at: 0)
        case "stride":
            let from = try interpreter.number(c.argument("from") ?? .number(0, .integer), nil, fallback: 0, at: c.expr.start)
            let to = try interpreter.number(c.argument("to") ?? c.argument("through") ?? .number(0, .integer), nil, fallback: 3, at: c.expr.start)
            let by = try interpreter.number(c.argument("by") ?? .number(1, .integer), nil, fallback: 1, at: c.expr.start)
            guard by != 0, by.isFinite, from.isFinite, to.isFinite else { return .array([]) }
            var items: [Value] = []
            var x = from
            let through = c.argument("through") != nil
            while by > 0 ? (through ? x <= to : x < to) : (through ? x >= to : x > to) {
                items.append(.number(x, .integer))
                x += by
                if items.count > ImportLimits.maxLoopIterations {
                    throw ImportError("a stride of more than \(ImportLimits.maxLoopIterations) numbers", at: interpreter.location(c.expr.start))
                }
            }
            return .array(items)
        case "dispatch_once":
            // Once is once: the block runs.
            if let block = c.arguments.last, case .closure(let closure) = block { _ = try interpreter.run(closure, arguments: [], at: c.expr.start) }
            return .void
        case "ASIsRTL":
            // Left to right, as an English-speaking device lays out.
            return .bool(false)
        case "zip":
            if case .array(let a)? = c.argument(at: 0), case .array(let b)? = c.argument(at: 1) {
                return .array(zip(a, b).map { .array([$0.0, $0.1]) })
            }
            return nil
        default:
            return nil
        }
    }

    // MARK: Types

    /// The types whose initializers and factories the evaluator runs, by name.
    enum APIType: Sendable {
        case size, point, rect, insets, float, integer, string, font, color, attributedString, image, imageRenderer, url, array
        case dictionary, number, screen
    }

    static let apiTypes: [String: APIType] = [
        "CGSize": .size, "CGPoint": .point, "CGRect": .rect, "UIEdgeInsets": .insets, "NSDirectionalEdgeInsets": .insets,
        "ASEdgeInsets": .insets, "CGFloat": .float, "Double": .float, "Float": .float, "Float64": .float, "TimeInterval": .float,
        "Int": .integer, "UInt": .integer, "NSInteger": .integer, "Int32": .integer, "Int64": .integer, "String": .string,
        "NSString": .string, "NSMutableString": .string, "UIFont": .font, "UIColor": .color, "NSAttributedString": .attributedString,
        "NSMutableAttributedString": .attributedString, "UIImage": .image, "UIGraphicsImageRenderer": .imageRenderer, "URL": .url,
        "NSURL": .url, "NSArray": .array, "NSMutableArray": .array, "Array": .array, "NSDictionary": .dictionary,
        "NSMutableDictionary": .dictionary, "Dictionary": .dictionary, "NSNumber": .number, "UIScreen": .screen,
    ]

    static func typeMethod(_ type: String, _ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value? {
        let key = c.key
        switch apiTypes[type] {
        case .size:
            if c.name == "init" { return try makeSize(c, interpreter: &interpreter) }
        case .point:
            if c.name == "init" { return try makePoint(c, interpreter: &interpreter) }
        case .rect:
            if c.name == "init" { return try makeRect(c, interpreter: &interpreter) }
        case .insets:
            if c.name == "init" {
                if c.arguments.isEmpty { return .insets(0, 0, 0, 0) }
                return try makeInsets(c, interpreter: &interpreter)
            }
        case .float:
            if c.name == "init", let v = c.argument(at: 0) {
                if case .string(let s) = v { return Double(s).map { .number($0, .float) } ?? .null }
                return .number(try interpreter.number(v, c.argumentExprs.first, fallback: nil), .float)
            }
        case .integer:
            if c.name == "init", let v = c.argument(at: 0) {
                if case .string(let s) = v { return Double(s).map { .number($0.rounded(.towardZero), .integer) } ?? .null }
                return .number(try interpreter.number(v, c.argumentExprs.first, fallback: nil).rounded(.towardZero), .integer)
            }
        case .string:
            switch key {
            case "init(_:)", "init(describing:)", "stringWithString:", "initWithString:":
                let v = c.argument(at: 0) ?? .string("")
                if case .unknown(let u) = v { return .unknown(u) }
                return try interpreter.built(.string(interpreter.display(v)), at: c.expr.start)
            case "init()", "string", "new", "init": return .string("")
            case "stringWithFormat:", "init(format:_:)", "initWithFormat:":
                return try interpreter.built(format(c, interpreter: &interpreter), at: c.expr.start)
            default: break
            }
        case .font:
            return try font(c, interpreter: &interpreter)
        case .color:
            return color(c, interpreter: &interpreter)
        case .attributedString:
            switch key {
            case "init(string:)", "init(string:attributes:)", "initWithString:", "initWithString:attributes:":
                let text = c.argument(at: 0) ?? .string("")
                var attributed = AttributedText(text: text, font: nil, color: nil, viaHelper: nil)
                if let attributes = c.argument("attributes") { apply(attributes, to: &attributed, interpreter: &interpreter, at: c.expr.start) }
                return .attributed(attributed)
            case "init(attributedString:)", "initWithAttributedString:":
                return c.argument(at: 0) ?? .null
            case "init()", "new", "init":
                return .attributed(AttributedText(text: .string(""), font: nil, color: nil, viaHelper: nil))
            default:
                // A helper of the app's (`attributedString(string:fontSize:color:)`): unknown, its arguments kept.
                return nil
            }
        case .image:
            return image(c, interpreter: &interpreter)
        case .imageRenderer:
            if c.name == "init" || c.name == "initWithSize:" || c.name == "initWithSize:format:" {
                if case .size? = c.argument(at: 0) { return .image(ImageValue(size: c.argument(at: 0), url: nil)) }
            }
        case .url:
            switch key {
            case "init(string:)", "URLWithString:", "initWithString:", "init(fileURLWithPath:)", "fileURLWithPath:":
                let v = c.argument(at: 0) ?? .null
                if case .string(let s) = v { return .url(s) }
                if case .unknown = v { return v }
                return .null
            default: break
            }
        case .array:
            switch key {
            case "array", "new", "init", "init()", "arrayWithCapacity:", "initWithCapacity:", "init(minimumCapacity:)": return .array([])
            case "arrayWithArray:", "initWithArray:", "init(_:)": return c.argument(at: 0) ?? .array([])
            case "arrayWithObject:": return .array([c.argument(at: 0) ?? .null])
            case "arrayWithObjects:", "initWithObjects:":
                var items: [Value] = []
                for a in c.arguments {
                    if a.isNull { break }
                    items.append(a)
                }
                return try interpreter.built(.array(items), at: c.expr.start)
            case "init(repeating:count:)":
                let n = try interpreter.count(c.argument(at: 1) ?? .number(0, .integer), c.argumentExprs[min(1, c.argumentExprs.count - 1)])
                guard n >= 0, n <= ImportLimits.maxLoopIterations else { return .array([]) }
                return try interpreter.built(.array(Array(repeating: c.argument(at: 0) ?? .null, count: n)), at: c.expr.start)
            default: break
            }
        case .dictionary:
            switch key {
            case "dictionary", "new", "init", "init()": return .dictionary([])
            case "dictionaryWithDictionary:", "initWithDictionary:", "init(_:)": return c.argument(at: 0) ?? .dictionary([])
            default: break
            }
        case .number:
            if let v = c.argument(at: 0) { return v }
        case .screen:
            if c.name == "mainScreen" { return .type("UIScreen.main") }
        case nil:
            break
        }
        if type.hasPrefix("UIColor"), let named = namedColor(c.name.hasSuffix("Color") ? String(c.name.dropLast(5)) : c.name) {
            return .color(named)
        }
        return nil
    }

    /// `[NSString stringWithFormat:@"%@ likes", n]`: the format with its arguments.
    static func format(_ c: Call, interpreter: inout Interpreter) -> Value {
        guard case .string(let f)? = c.argument(at: 0) else { return .unknown(Unknown(name: interpreter.text(c.expr), location: interpreter.location(c.expr.start))) }
        var out = ""
        var next = 1
        var unknown = false
        var scalars = Array(f.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "%", i + 1 < scalars.count {
                var j = i + 1
                while j < scalars.count, "0123456789.-+lzhqjt#".unicodeScalars.contains(scalars[j]) { j += 1 }
                guard j < scalars.count else { break }
                if scalars[j] == "%" {
                    out += "%"
                } else {
                    let v = next < c.arguments.count ? c.arguments[next] : .null
                    if case .unknown = v { unknown = true }
                    out += interpreter.display(v)
                    next += 1
                }
                i = j + 1
                continue
            }
            out.unicodeScalars.append(s)
            i += 1
        }
        scalars = []
        if unknown { return .unknown(Unknown(name: interpreter.text(c.expr), location: interpreter.location(c.expr.start), text: out)) }
        return .string(out)
    }

    // MARK: Fonts

    /// The text styles' sizes at the default content size (UIKit's Large).
    static let textStyleSizes: [String: (Double, String?)] = [
        "largeTitle": (34, nil), "title1": (28, nil), "title2": (22, nil), "title3": (20, nil), "headline": (17, "semibold"),
        "body": (17, nil), "callout": (16, nil), "subheadline": (15, nil), "footnote": (13, nil), "caption1": (12, nil),
        "caption2": (11, nil),
    ]

    static func font(_ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value? {
        let size = c.argument("ofSize") ?? c.argument("size") ?? (c.isObjectiveC ? c.argument(at: c.name.hasPrefix("fontWithName") ? 1 : 0) : nil)
        switch c.key {
        case "systemFont(ofSize:)", "systemFontOfSize:", "italicSystemFont(ofSize:)", "italicSystemFontOfSize:":
            return .font(FontValue(size: size ?? .number(17, .float), weight: nil))
        case "boldSystemFont(ofSize:)", "boldSystemFontOfSize:":
            return .font(FontValue(size: size ?? .number(17, .float), weight: "bold"))
        case "systemFont(ofSize:weight:)", "systemFontOfSize:weight:", "monospacedDigitSystemFont(ofSize:weight:)",
            "monospacedDigitSystemFontOfSize:weight:", "monospacedSystemFont(ofSize:weight:)", "monospacedSystemFontOfSize:weight:":
            return .font(FontValue(size: size ?? .number(17, .float), weight: weightName(c.argument("weight"))))
        case "init(name:size:)", "fontWithName:size:":
            return .font(FontValue(size: size ?? .number(17, .float), weight: fontNameWeight(c.argument(at: 0))))
        case "preferredFont(forTextStyle:)", "preferredFontForTextStyle:":
            var style = "body"
            if case .enumCase(let e)? = c.argument(at: 0) {
                style = Interpreter.memberName(e)
                if style.hasPrefix("UIFontTextStyle") { style = String(style.dropFirst("UIFontTextStyle".count)) }
                style = ASCIIText.lowercased(String(style.prefix(1))) + String(style.dropFirst())
            }
            let (points, weight) = textStyleSizes[style] ?? (17, nil)
            return .font(FontValue(size: .number(points, .float), weight: weight))
        default:
            return nil
        }
    }

    /// A weight's name from `.bold`, `UIFontWeightBold`, `UIFont.Weight.semibold`.
    static func weightName(_ v: Value?) -> String? {
        guard case .enumCase(let e)? = v else { return nil }
        var name = Interpreter.memberName(e)
        if name.hasPrefix("UIFontWeight") { name = String(name.dropFirst("UIFontWeight".count)) }
        return ASCIIText.lowercased(name)
    }

    /// `HelveticaNeue-Bold` is bold.
    static func fontNameWeight(_ v: Value?) -> String? {
        guard case .string(let s)? = v else { return nil }
        let lower = ASCIIText.lowercased(s)
        for w in ["black", "heavy", "bold", "semibold", "medium"] where lower.includes(w) { return w }
        return nil
    }

    // MARK: Colours

    /// UIKit's named colours as CSS.
    static func namedColor(_ name: String) -> String? { namedColors[name] }

    static let namedColors: [String: String] = [
        "black": "#000000", "white": "#ffffff", "red": "#ff0000", "green": "#00ff00", "blue": "#0000ff", "cyan": "#00ffff",
        "magenta": "#ff00ff", "yellow": "#ffff00", "orange": "#ff8000", "purple": "#800080", "brown": "#996633", "gray": "#808080",
        "lightGray": "#aaaaaa", "darkGray": "#555555", "clear": "#00000000", "systemBlue": "#007aff", "link": "#007aff",
        "tintColor": "#007aff", "systemRed": "#ff3b30", "systemGreen": "#34c759", "systemOrange": "#ff9500", "systemYellow": "#ffcc00",
        "systemPink": "#ff2d55", "systemPurple": "#af52de", "systemTeal": "#5ac8fa", "systemIndigo": "#5856d6", "systemGray": "#8e8e93",
        "secondaryLabel": "#8e8e93", "placeholderText": "#8e8e93", "systemGray2": "#aeaeb2", "systemGray3": "#c7c7cc",
        "systemGray4": "#d1d1d6", "separator": "#d1d1d6", "systemGray5": "#e5e5ea", "systemGray6": "#f2f2f7",
        "secondarySystemBackground": "#f2f2f7", "systemGroupedBackground": "#f2f2f7", "label": "#000000", "darkText": "#000000",
        "systemBackground": "#ffffff", "lightText": "#ffffff", "tertiarySystemBackground": "#ffffff",
        "secondarySystemGroupedBackground": "#ffffff",
    ]

    static func color(_ c: Call, interpreter: inout Interpreter) -> Value? {
        func component(_ v: Value?) -> Double? {
            if case .number(let n, _)? = v, n.isFinite { return Swift.max(0, Swift.min(1, n)) }
            return nil
        }
        switch c.key {
        case "init(red:green:blue:alpha:)", "colorWithRed:green:blue:alpha:", "initWithRed:green:blue:alpha:",
            "init(displayP3Red:green:blue:alpha:)", "colorWithDisplayP3Red:green:blue:alpha:":
            guard let r = component(c.argument(at: 0)), let g = component(c.argument(at: 1)), let b = component(c.argument(at: 2)) else {
                return .color(nil)
            }
            return .color(hex(r, g, b, component(c.argument(at: 3)) ?? 1))
        case "init(white:alpha:)", "colorWithWhite:alpha:", "initWithWhite:alpha:":
            guard let w = component(c.argument(at: 0)) else { return .color(nil) }
            return .color(hex(w, w, w, component(c.argument(at: 1)) ?? 1))
        default:
            if c.arguments.isEmpty {
                let name = c.name.hasSuffix("Color") ? String(c.name.dropLast(5)) : c.name
                if let named = namedColor(name) { return .color(named) }
            }
            return .color(nil)
        }
    }

    static func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
        let digits = Array("0123456789abcdef".unicodeScalars)
        var out = "#"
        var parts = [r, g, b]
        if a < 1 { parts.append(a) }
        for p in parts {
            let v = Int((p * 255).rounded())
            out.unicodeScalars.append(digits[v / 16])
            out.unicodeScalars.append(digits[v % 16])
        }
        return out
    }

    // MARK: Attributed strings

    /// Reads an attributes dictionary's font and colour into `text`.
    static func apply(_ attributes: Value, to text: inout AttributedText, interpreter: inout Interpreter, at token: Int32) {
        switch attributes {
        case .dictionary(let entries):
            for entry in entries {
                guard case .enumCase(let k) = entry.key else { continue }
                switch Interpreter.memberName(k) {
                case "font", "NSFontAttributeName":
                    if case .font(let f) = entry.value { text.font = f }
                    if case .unknown(let u) = entry.value { text.font = FontValue(size: .unknown(Unknown(name: u.name + ".pointSize", location: u.location)), weight: nil) }
                case "foregroundColor", "NSForegroundColorAttributeName":
                    text.color = entry.value
                default:
                    break
                }
            }
        case .unknown(let u):
            // Attributes from elsewhere (`TextStyles.nameStyle`): their font size is a constant.
            text.viaHelper = u.name
            text.font = FontValue(size: .unknown(Unknown(name: u.name + " font size", location: u.location)), weight: nil)
        default:
            _ = interpreter
            _ = token
        }
    }

    // MARK: Images

    static func image(_ c: Call, interpreter: inout Interpreter) -> Value? {
        switch c.key {
        case "init(named:)", "imageNamed:", "as_imageNamed:", "init(systemName:)", "systemImageNamed:", "init(named:in:compatibleWith:)":
            // An asset: its size is not in the code (a comment may note it).
            let name = interpreter.text(c.expr) + " size"
            let location = interpreter.location(c.expr.start)
            var asset: String?
            if case .string(let s)? = c.argument(at: 0) { asset = s }
            if let noted = interpreter.notes.assetSize(asset, line: Int32(location.line)) {
                interpreter.book.note(name, .size(width: noted.width, height: noted.height))
            }
            return .image(ImageValue(size: .unknown(Unknown(name: name, location: location)), url: nil))
        default:
            break
        }
        if c.name.hasPrefix("as_resizableRoundedImage") {
            // Texture's helper draws a square of twice the radius and one point.
            if let r = c.argument(at: 0), case .number(let radius, _) = r {
                let side = radius * 2 + 1
                return .image(ImageValue(size: .size(side, side), url: nil))
            }
        }
        return nil
    }

    // MARK: Values' methods

    static func valueMethod(_ v: Value, _ c: Call, interpreter: inout Interpreter, frame: Interpreter.Frame) throws(ImportError) -> Value? {
        guard let result = try valueMethodResult(v, c, interpreter: &interpreter, frame: frame) else { return nil }
        if returnsItself.contains(c.key) { return result }
        switch (v, result) {
        case (.array, .array), (.string, .string), (.string, .unknown), (.unknown, .unknown):
            // A new array or string (`map`, `reversed()`, `appending`): counted as built.
            return try interpreter.built(result, at: c.expr.start)
        default:
            return result
        }
    }

    /// Methods whose value is the value they are called on (a copy shares it).
    static let returnsItself: Set<String> = [
        "allObjects", "objectEnumerator", "mutableCopy", "copy", "mutableCopy()", "copy()", "trimmingCharacters(in:)",
        "stringByTrimmingCharactersInSet:", "localizedString", "description",
    ]

    /// An array's methods, by their Swift and Objective-C spellings.
    enum ArrayMethod: Equatable, Sendable {
        case map, compactMap, flatMap, forEach, filter, enumerateObjects, enumerated, reversed, itself, adding, addingContents
        case element, prefix, suffix, dropFirst, dropLast, contains
        /// A member read as a method (`[items count]`).
        case member(String)
    }

    static let arrayMethods: [String: ArrayMethod] = [
        "map(_:)": .map, "compactMap(_:)": .compactMap, "flatMap(_:)": .flatMap, "forEach(_:)": .forEach, "filter(_:)": .filter,
        "enumerateObjectsUsingBlock:": .enumerateObjects, "enumerated()": .enumerated, "reversed()": .reversed,
        "reverseObjectEnumerator": .reversed, "reverse": .reversed, "allObjects": .itself, "objectEnumerator": .itself,
        "mutableCopy": .itself, "copy": .itself, "mutableCopy()": .itself, "copy()": .itself, "arrayByAddingObject:": .adding,
        "appending(_:)": .adding, "arrayByAddingObjectsFromArray:": .addingContents, "appending(contentsOf:)": .addingContents,
        "objectAtIndex:": .element, "objectAtIndexedSubscript:": .element, "count": .member("count"),
        "firstObject": .member("first"), "lastObject": .member("last"), "prefix(_:)": .prefix, "suffix(_:)": .suffix,
        "dropFirst(_:)": .dropFirst, "dropFirst()": .dropFirst, "dropLast(_:)": .dropLast, "dropLast()": .dropLast,
        "contains(_:)": .contains, "containsObject:": .contains,
    ]

    /// A string's methods, by their Swift and Objective-C spellings.
    enum StringMethod: Sendable {
        case isEqual, uppercased, lowercased, capitalized, appending, hasPrefix, hasSuffix, count, itself
    }

    static let stringMethods: [String: StringMethod] = [
        "isEqualToString:": .isEqual, "isEqual:": .isEqual, "elementsEqual(_:)": .isEqual, "uppercased()": .uppercased,
        "uppercaseString": .uppercased, "lowercased()": .lowercased, "lowercaseString": .lowercased, "capitalized": .capitalized,
        "capitalizedString": .capitalized, "stringByAppendingString:": .appending, "appending(_:)": .appending,
        "appendingString:": .appending, "hasPrefix(_:)": .hasPrefix, "hasPrefix:": .hasPrefix, "hasSuffix(_:)": .hasSuffix,
        "hasSuffix:": .hasSuffix, "length": .count, "count": .count, "mutableCopy": .itself, "copy": .itself,
        "trimmingCharacters(in:)": .itself, "stringByTrimmingCharactersInSet:": .itself, "localizedString": .itself,
        "description": .itself,
    ]

    static func valueMethodResult(_ v: Value, _ c: Call, interpreter: inout Interpreter, frame: Interpreter.Frame) throws(ImportError) -> Value? {
        let key = c.key
        switch v {
        case .array(let items):
            guard let method = arrayMethods[key] else { return nil }
            switch method {
            case .map, .compactMap, .flatMap, .forEach, .filter, .enumerateObjects:
                guard let f = c.arguments.first else { return nil }
                var out: [Value] = []
                for (i, item) in items.enumerated() {
                    let args: [Value] = method == .enumerateObjects ? [item, .number(Double(i), .integer), .null] : [item]
                    let r = try interpreter.callValue(f, Call(name: "callAsFunction", labels: [nil], arguments: args, argumentExprs: c.argumentExprs, expr: c.expr, isObjectiveC: false), frame)
                    switch method {
                    case .map: out.append(r)
                    case .compactMap: if !r.isNull { out.append(r) }
                    case .flatMap: if case .array(let inner) = r { out += inner } else if !r.isNull { out.append(r) }
                    case .filter: if try interpreter.truthOf(r, c.expr) { out.append(item) }
                    default: break
                    }
                }
                return method == .forEach || method == .enumerateObjects ? .void : .array(out)
            case .enumerated:
                return .array(items.enumerated().map { .array([.number(Double($0.offset), .integer), $0.element]) })
            case .reversed:
                return .array(items.reversed())
            case .itself:
                return v
            case .adding:
                return .array(items + [c.argument(at: 0) ?? .null])
            case .addingContents:
                if case .array(let more)? = c.argument(at: 0) { return .array(items + more) }
                return .array(items)
            case .element:
                return interpreter.subscriptValue(v, c.argument(at: 0) ?? .null, c.expr)
            case .member(let name):
                return TextureAPI.valueMember(v, name)
            case .prefix, .suffix, .dropFirst, .dropLast:
                let n = c.arguments.isEmpty ? 1 : try interpreter.count(c.arguments[0], c.argumentExprs[0])
                let k = Swift.max(0, Swift.min(items.count, n))
                switch method {
                case .prefix: return .array(Array(items.prefix(k)))
                case .suffix: return .array(Array(items.suffix(k)))
                case .dropLast: return .array(Array(items.dropLast(k)))
                default: return .array(Array(items.dropFirst(k)))
                }
            case .contains:
                let x = c.argument(at: 0) ?? .null
                for item in items where Interpreter.equal(item, x) == true { return .bool(true) }
                return .bool(false)
            }
        case .string(let s):
            guard let method = stringMethods[key] else { return nil }
            switch method {
            case .isEqual:
                guard let other = c.argument(at: 0) else { return nil }
                if let same = Interpreter.equal(v, other) { return .bool(same) }
                return .unknown(Unknown(name: interpreter.text(c.expr), location: interpreter.location(c.expr.start), isCondition: true))
            case .uppercased: return .string(ASCIIText.uppercased(s))
            case .lowercased: return .string(ASCIIText.lowercased(s))
            case .capitalized: return .string(ASCIIText.capitalised(s))
            case .appending:
                let other = c.argument(at: 0) ?? .string("")
                if case .unknown = other { return .unknown(Unknown(name: interpreter.text(c.expr), location: interpreter.location(c.expr.start), text: s + interpreter.display(other))) }
                return .string(s + interpreter.display(other))
            case .hasPrefix:
                if case .string(let p)? = c.argument(at: 0) { return .bool(s.hasPrefix(p)) }
            case .hasSuffix:
                if case .string(let p)? = c.argument(at: 0) { return .bool(s.hasSuffix(p)) }
            case .count: return .number(Double(s.count), .integer)
            case .itself:
                return v
            }
        case .unknown(let u) where u.text != nil:
            return .unknown(Unknown(name: interpreter.text(c.expr), location: interpreter.location(c.expr.start), text: u.text))
        case .attributed:
            switch key {
            case "mutableCopy", "copy", "mutableCopy()", "copy()": return v
            default: return nil
            }
        case .number(let n, let k):
            switch key {
            case "rounded()": return .number(n.rounded(), k)
            case "rounded(_:)":
                if case .enumCase(let rule)? = c.argument(at: 0) {
                    switch Interpreter.memberName(rule) {
                    case "up": return .number(n.rounded(.up), k)
                    case "down": return .number(n.rounded(.down), k)
                    case "towardZero": return .number(n.rounded(.towardZero), k)
                    default: return .number(n.rounded(), k)
                    }
                }
                return .number(n.rounded(), k)
            case "floatValue", "doubleValue", "CGFloatValue": return .number(n, .float)
            case "integerValue", "intValue", "unsignedIntegerValue": return .number(n.rounded(.towardZero), .integer)
            case "boolValue": return .bool(n != 0)
            case "stringValue", "description": return .string(JSONWriter.number(n))
            default: return nil
            }
        case .color:
            if c.name.hasPrefix("withAlphaComponent") || c.name.hasPrefix("colorWithAlphaComponent") || key == "resolvedColor(with:)" { return v }
            return nil
        case .font(var f):
            switch key {
            case "withSize(_:)", "fontWithSize:":
                f.size = c.argument(at: 0) ?? f.size
                return .font(f)
            default: return v
            }
        case .image(let image):
            if c.name == "image" || c.name == "imageWithActions:" || c.name == "pngData" {
                return .image(ImageValue(size: image.size, url: nil))
            }
            // resizableImage, withRenderingMode, imageWithTintColor...: the same size.
            return v
        case .dictionary:
            switch key {
            case "mutableCopy", "copy": return v
            case "objectForKey:", "valueForKey:":
                return interpreter.subscriptValue(v, c.argument(at: 0) ?? .null, c.expr)
            default: return nil
            }
        case .bool(let b):
            if key == "boolValue" { return .bool(b) }
            return nil
        default:
            return nil
        }
        return nil
    }

    /// A method of an instance of a class from elsewhere that is not a node.
    static func objectMethod(_ id: ObjectID, _ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value? {
        nil
    }

    // MARK: Changing values

    /// The value after a method that changes it: `append`, `addObject:`,
    /// `insert(_:at:)`, `appendAttributedString:`...
    /// `v` is left `.void`: when nothing else holds its array or string,
    /// the change is made in place (an `append` in a loop stays linear).
    static func mutate(_ v: inout Value, _ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value {
        let before = interpreter.builtSize(v).bytes
        let changed = try mutated(&v, c, interpreter: &interpreter)
        return try interpreter.built(changed, replacingBytes: before, at: c.expr.start)
    }

    static func mutated(_ v: inout Value, _ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value {
        if v.isNull {
            // `children?.append(x)` on no children yet: Swift does nothing; a
            // layout spec's children start empty.
            v = .array([])
        }
        if case .array = v {
            var items = v.takeArray()
            try change(&items, c, interpreter: &interpreter)
            return .array(items)
        }
        let appends = c.key == "append(_:)" || c.key == "appendString:" || c.key == "append(contentsOf:)"
        if case .string = v, appends {
            var s = v.takeString()
            let other = c.argument(at: 0) ?? .string("")
            s += interpreter.display(other)
            if case .unknown = other {
                return .unknown(Unknown(name: interpreter.text(c.expr), location: interpreter.location(c.expr.start), text: s))
            }
            return .string(s)
        }
        switch v {
        case .unknown(let u) where u.text != nil:
            let other = c.argument(at: 0) ?? .string("")
            return .unknown(Unknown(name: u.name, location: u.location, text: (u.text ?? "") + interpreter.display(other)))
        case .attributed(var a):
            switch c.key {
            case "append(_:)", "appendAttributedString:":
                let other = c.argument(at: 0) ?? .null
                var otherText: Value = .string("")
                if case .attributed(let b) = other {
                    otherText = b.text
                    if a.font == nil { a.font = b.font }
                    if a.color == nil { a.color = b.color }
                } else {
                    otherText = other
                }
                if case .string(let x) = a.text, case .string(let y) = otherText {
                    a.text = .string(x + y)
                } else {
                    a.text = .unknown(Unknown(name: interpreter.text(c.expr), location: interpreter.location(c.expr.start),
                                              text: interpreter.display(a.text) + interpreter.display(otherText)))
                }
            case "addAttribute(_:value:range:)", "addAttribute:value:range:":
                if let key = c.argument(at: 0), let value = c.argument(at: 1) {
                    apply(.dictionary([DictionaryEntry(key: key, value: value)]), to: &a, interpreter: &interpreter, at: c.expr.start)
                }
            case "addAttributes(_:range:)", "addAttributes:range:", "setAttributes:range:", "setAttributes(_:range:)":
                if let attributes = c.argument(at: 0) { apply(attributes, to: &a, interpreter: &interpreter, at: c.expr.start) }
            default:
                break
            }
            return .attributed(a)
        case .dictionary(var entries):
            if c.key == "setObject:forKey:", let value = c.argument(at: 0), let key = c.argument(at: 1) {
                entries.removeAll { Interpreter.equal($0.key, key) == true }
                entries.append(DictionaryEntry(key: key, value: value))
            } else if c.key == "addEntriesFromDictionary:", case .dictionary(let more)? = c.argument(at: 0) {
                entries += more
            }
            return .dictionary(entries)
        default:
            return v
        }
    }

    /// The methods that change an array, by their Swift and Objective-C spellings.
    enum ArrayChange: Sendable {
        case append, appendContents, insert, remove, removeObject, removeAll, removeLast, removeFirst, reverse
    }

    static let arrayChanges: [String: ArrayChange] = [
        "append(_:)": .append, "addObject:": .append, "append(contentsOf:)": .appendContents, "addObjectsFromArray:": .appendContents,
        "insert(_:at:)": .insert, "insertObject:atIndex:": .insert, "remove(at:)": .remove, "removeObjectAtIndex:": .remove,
        "removeObject:": .removeObject, "removeAll()": .removeAll, "removeAllObjects": .removeAll,
        "removeAll(keepingCapacity:)": .removeAll, "removeLast()": .removeLast, "removeLastObject": .removeLast,
        "removeFirst()": .removeFirst, "reverse()": .reverse,
    ]

    /// An array changed by `append`, `insert`, `remove`...: in place.
    static func change(_ items: inout [Value], _ c: Call, interpreter: inout Interpreter) throws(ImportError) {
        switch arrayChanges[c.key] {
        case .append:
            items.append(c.argument(at: 0) ?? .null)
        case .appendContents:
            if case .array(let more)? = c.argument(at: 0) { items += more }
        case .insert:
            let i = try interpreter.count(c.argument(at: 1) ?? .number(0, .integer), c.argumentExprs[Swift.min(1, c.argumentExprs.count - 1)])
            items.insert(c.argument(at: 0) ?? .null, at: Swift.max(0, Swift.min(items.count, i)))
        case .remove:
            let i = try interpreter.count(c.argument(at: 0) ?? .number(0, .integer), c.argumentExprs[0])
            if i >= 0, i < items.count { items.remove(at: i) }
        case .removeObject:
            let x = c.argument(at: 0) ?? .null
            items.removeAll { Interpreter.equal($0, x) == true }
        case .removeAll:
            items.removeAll()
        case .removeLast:
            if !items.isEmpty { items.removeLast() }
        case .removeFirst:
            if !items.isEmpty { items.removeFirst() }
        case .reverse:
            items.reverse()
        case nil:
            break
        }
    }
}
