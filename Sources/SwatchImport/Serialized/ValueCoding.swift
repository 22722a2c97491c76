import SwatchJSON

/// The code's values as bytes (what the walk leaves for the building): a
/// tag for the value's kind (`ValueTag`), then what it holds. A value only
/// the running holds (an object, a style, a closure, a method) is written
/// as how messages name it, and read back as `opaque`.
enum ValueTag: UInt8 {
    case void, null, isFalse, isTrue, number, string, array, dictionary, size, point, insets, rect, sizeRange
    case auto, points, fraction, layoutSize, enumCase, font, color, attributed, image, url, type, unknown, roundedClip, opaque
}

extension ByteWriter {
    mutating func valueTag(_ t: ValueTag) { byte(t.rawValue) }

    mutating func codeValue(_ v: Value) {
        switch v {
        case .void: valueTag(.void)
        case .null: valueTag(.null)
        case .bool(let b): valueTag(b ? .isTrue : .isFalse)
        case .number(let n, let kind):
            valueTag(.number)
            double(n)
            byte(kind.rawValue)
        case .string(let s): tagged(.string, s)
        case .array(let items):
            valueTag(.array)
            list(items) { $0.codeValue($1) }
        case .dictionary(let entries):
            valueTag(.dictionary)
            list(entries) { w, entry in
                w.codeValue(entry.key)
                w.codeValue(entry.value)
            }
        case .size(let a, let b): doubles(.size, [a, b])
        case .point(let a, let b): doubles(.point, [a, b])
        case .insets(let a, let b, let c, let d): doubles(.insets, [a, b, c, d])
        case .rect(let a, let b, let c, let d): doubles(.rect, [a, b, c, d])
        case .sizeRange(let a, let b, let c, let d): doubles(.sizeRange, [a, b, c, d])
        case .dimension(let d): dimension(d)
        case .layoutSize(let w, let h):
            valueTag(.layoutSize)
            dimension(w)
            dimension(h)
        case .enumCase(let name): tagged(.enumCase, name)
        case .font(let f):
            valueTag(.font)
            font(f)
        case .color(let css):
            valueTag(.color)
            optionalString(css)
        case .attributed(let a):
            valueTag(.attributed)
            attributed(a)
        case .image(let image):
            valueTag(.image)
            optional(image.size) { $0.codeValue($1) }
            optionalString(image.url)
        case .url(let s): tagged(.url, s)
        case .type(let name): tagged(.type, name)
        case .unknown(let u):
            valueTag(.unknown)
            unknown(u)
        case .roundedClip(let radius): doubles(.roundedClip, [radius])
        case .object, .style, .closure, .method, .opaque: tagged(.opaque, v.described)
        }
    }

    /// A tag and the string its value holds.
    mutating func tagged(_ t: ValueTag, _ s: String) {
        valueTag(t)
        string(s)
    }

    /// A tag and the numbers its value holds.
    mutating func doubles(_ t: ValueTag, _ list: [Double]) {
        valueTag(t)
        for d in list { double(d) }
    }

    mutating func dimension(_ d: DimensionValue) {
        switch d {
        case .auto: valueTag(.auto)
        case .points(let p): doubles(.points, [p])
        case .fraction(let f): doubles(.fraction, [f])
        }
    }

    mutating func font(_ f: FontValue) {
        codeValue(f.size)
        optionalString(f.weight)
    }

    mutating func attributed(_ a: AttributedText) {
        codeValue(a.text)
        optional(a.font) { $0.font($1) }
        optional(a.color) { $0.codeValue($1) }
        optionalString(a.viaHelper)
    }

    mutating func unknown(_ u: Unknown) {
        string(u.name)
        location(u.location)
        list(u.arguments) { w, argument in
            w.optionalString(argument.label)
            w.codeValue(argument.value)
        }
        optionalString(u.text)
        bool(u.isCondition)
        optionalString(u.function)
    }
}

extension ByteReader {
    mutating func codeValue() throws(ImportError) -> Value {
        try enter()
        defer { leave() }
        guard let t = ValueTag(rawValue: try byte()) else { throw damaged("an unknown kind of value") }
        switch t {
        case .void: return .void
        case .null: return .null
        case .isFalse: return .bool(false)
        case .isTrue: return .bool(true)
        case .number:
            let n = try double()
            guard let kind = NumberKind(rawValue: try byte()) else { throw damaged("an unknown kind of number") }
            return .number(n, kind)
        case .string: return .string(try string())
        case .array: return .array(try list { r throws(ImportError) in try r.codeValue() })
        case .dictionary:
            return .dictionary(try list { r throws(ImportError) in DictionaryEntry(key: try r.codeValue(), value: try r.codeValue()) })
        case .size: return .size(try double(), try double())
        case .point: return .point(try double(), try double())
        case .insets: return .insets(try double(), try double(), try double(), try double())
        case .rect: return .rect(try double(), try double(), try double(), try double())
        case .sizeRange: return .sizeRange(try double(), try double(), try double(), try double())
        case .auto, .points, .fraction: return .dimension(try dimension(t))
        case .layoutSize: return .layoutSize(try dimension(), try dimension())
        case .enumCase: return .enumCase(try string())
        case .font: return .font(try font())
        case .color: return .color(try optionalString())
        case .attributed: return .attributed(try attributed())
        case .image:
            let size = try optional { r throws(ImportError) in try r.codeValue() }
            return .image(ImageValue(size: size, url: try optionalString()))
        case .url: return .url(try string())
        case .type: return .type(try string())
        case .unknown: return .unknown(try unknown())
        case .roundedClip: return .roundedClip(try double())
        case .opaque: return .opaque(try string())
        }
    }

    mutating func dimension() throws(ImportError) -> DimensionValue {
        guard let t = ValueTag(rawValue: try byte()) else { throw damaged("an unknown kind of dimension") }
        return try dimension(t)
    }

    mutating func dimension(_ t: ValueTag) throws(ImportError) -> DimensionValue {
        switch t {
        case .auto: return .auto
        case .points: return .points(try double())
        case .fraction: return .fraction(try double())
        default: throw damaged("an unknown kind of dimension")
        }
    }

    mutating func font() throws(ImportError) -> FontValue {
        FontValue(size: try codeValue(), weight: try optionalString())
    }

    mutating func attributed() throws(ImportError) -> AttributedText {
        let text = try codeValue()
        let font = try optional { r throws(ImportError) in try r.font() }
        let color = try optional { r throws(ImportError) in try r.codeValue() }
        return AttributedText(text: text, font: font, color: color, viaHelper: try optionalString())
    }

    mutating func unknown() throws(ImportError) -> Unknown {
        let name = try string()
        guard let location = try location() else { throw damaged("an unknown value without its place") }
        let arguments = try list { r throws(ImportError) -> (label: String?, value: Value) in
            let label = try r.optionalString()
            return (label, try r.codeValue())
        }
        return Unknown(
            name: name, location: location, arguments: arguments, text: try optionalString(), isCondition: try bool(),
            function: try optionalString())
    }
}
