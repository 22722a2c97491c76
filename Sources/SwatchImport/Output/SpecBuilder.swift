import SwatchGeometry
import SwatchJSON
import SwatchLayout
import SwatchSpec

/// Builds the spec's elements (`SpecTree`) from what the walk of the
/// code's layout found (`MadeTree`): each Texture property the key whose
/// Texture name it is (from the schema), converted to the key's kind of
/// value, each style property the style key it sets. Values the code does
/// not give become assumptions in the run's book, and what cannot be a
/// key's value is left out with a warning, among the run's warnings where
/// the walk met it.
struct SpecBuilder {
    /// The run's assumptions, which the building goes on asking.
    var book: AssumptionBook
    /// The run's warnings, the building's given among them.
    var warnings = WarningList()
    private let runWarnings: [ImportWarning]
    private var runWarningsGiven = 0
    /// Where the code made each element and set each of its style keys, by the spec's paths.
    var sources: [ImportSource] = []
    /// Text that is not empty, and sizes of images and nodes, in the spec
    /// built (what `LayoutWalk.content` counts from the code's values).
    var content = 0

    init(book: AssumptionBook, runWarnings: [ImportWarning]) {
        self.book = book
        self.runWarnings = runWarnings
    }

    /// The run's warnings up to the `count`th, given now.
    mutating func giveRunWarnings(upTo count: Int) {
        while runWarningsGiven < min(count, runWarnings.count) {
            let w = runWarnings[runWarningsGiven]
            warnings.add(w.message, at: w.location)
            runWarningsGiven += 1
        }
    }

    mutating func warn(_ message: String, at location: SourceLocation) { warnings.add(message, at: location) }

    /// The spec's element for what the walk found.
    mutating func element(_ made: MadeElement) -> SpecTree.Element {
        if made.kind == .standIn { return SpecTree.Element(.stack) }
        let schema = made.type.schema
        var element = SpecTree.Element(made.type)
        var style: [SpecTree.Member] = []
        var childSlots: [SpecTree.Member] = []
        for part in made.parts {
            switch part {
            case .member(let key, let value):
                element.set(key, value)
            case .source(let location):
                sources.append(ImportSource(path: made.path, key: nil, location: location))
            case .property(let key, let p, let before):
                giveRunWarnings(upTo: before)
                guard let key = schema.key(key) else { continue }
                property(p, key: key, of: schema, into: &element.members)
            case .style(let s, let before):
                giveRunWarnings(upTo: before)
                styleEntry(s, into: &style, path: made.path)
            case .buttonPart(let key, let type, let set, let before):
                giveRunWarnings(upTo: before)
                buttonPart(key, type, set, into: &element.members)
            case .child(let key, let child):
                SpecTree.set(key, .element(self.element(child)), in: &childSlots)
            case .children(let key, let list):
                var built: [SpecTree.Element] = []
                for child in list { built.append(self.element(child)) }
                SpecTree.set(key, .elements(built), in: &childSlots)
            }
        }
        giveRunWarnings(upTo: made.warningsAtEnd)
        if made.kind == .made {
            requiredKeys(of: schema, in: &element, childSlots: childSlots, at: made.location)
            for m in element.members {
                if m.key == .imageSize || m.key == .intrinsicSize || m.key == .aspectRatio { content += 1 }
                if m.key == .text, case .string(let t) = m.value, !t.isEmpty { content += 1 }
            }
        }
        if !style.isEmpty { element.members.append(SpecTree.Member(.style, .object(style))) }
        // Children last, in the schema's order.
        for slot in schema.children {
            for c in childSlots where c.key == slot.key { element.members.append(c) }
        }
        return element
    }

    /// Keys the type requires that the code did not set (a text node's
    /// text) or set to what the format cannot hold: a stand-in, said.
    mutating func requiredKeys(of schema: ElementTypeSchema, in element: inout SpecTree.Element, childSlots: [SpecTree.Member], at location: SourceLocation) {
        for key in schema.keys where key.required && element.value(key.key) == nil && !childSlots.contains(where: { $0.key == key.key }) {
            switch key.value {
            case .string:
                element.set(key.key, .string(""))
            case .number(let range):
                let n = range.contains(1) ? 1.0 : (range.minimum ?? 0)
                warn("this \(schema.textureClass) has no usable \(key.name); \(JSONWriter.number(n)) stands in", at: location)
                element.set(key.key, .number(n))
            case .choice(let e):
                warn("this \(schema.textureClass) has no \(key.name); \(e.cases[0].name) stands in", at: location)
                element.set(key.key, .string(e.cases[0].name))
            default:
                break
            }
        }
    }

    // MARK: Properties

    /// A Texture property as the key it sets.
    mutating func property(_ p: NamedValue, key: KeySchema, of schema: ElementTypeSchema, into members: inout [SpecTree.Member]) {
        if key.key == .imageModification {
            if let value = modification(p.value, at: p.location) { SpecTree.set(key.key, value, in: &members) }
            return
        }
        if key.key == .text, case .attributed(let a) = p.value {
            text(a, of: schema, into: &members, at: p.location)
            return
        }
        if key.key == .text, case .unknown(let u) = p.value, let a = SpecBuilder.helperText(u) {
            warn(
                "this text comes from a helper the code does not show: its text and font size are read from the call's arguments, its weight taken as regular",
                at: u.location)
            text(a, of: schema, into: &members, at: p.location)
            return
        }
        if let value = convert(p.value, to: key.value, key: key, at: p.location) { SpecTree.set(key.key, value, in: &members) }
    }

    /// What the code set on a button's subnode, in the button's object for
    /// what the part draws (`image`, `backgroundImage`, `title`), in the
    /// object's order; a part that draws nothing is left as it is.
    mutating func buttonPart(_ key: SpecKey, _ type: ElementType, _ set: [NamedValue], into members: inout [SpecTree.Member]) {
        guard case .object(let object)? = ElementType.button.schema.key(key)?.value,
            let index = members.firstIndex(where: { $0.key == key }), case .object(var entries) = members[index].value
        else { return }
        var found: [SpecKey: SpecTree.Value] = [:]
        for p in set {
            guard let key = TextureNames.key(p.name, in: type.schema), let target = object.key(key.key) else { continue }
            if key.key == .imageModification {
                if let value = modification(p.value, at: p.location) { found[key.key] = value }
            } else if let value = convert(p.value, to: target.value, key: target, at: p.location) {
                found[key.key] = value
            }
        }
        for key in object.keys {
            guard let value = found[key.key] else { continue }
            entries.removeAll { $0.key == key.key }
            entries.append(SpecTree.Member(key.key, value))
        }
        members[index].value = .object(entries)
    }

    /// `v` as a number (an unknown assumed); for a value that is none,
    /// `fallback` (or 0), said where the code set it.
    mutating func number(_ v: Value, fallback: Double?, at location: SourceLocation) -> Double {
        if let n = book.number(of: v, fallback: fallback) { return n }
        warn("\(v.described) where a number was expected; \(JSONWriter.number(fallback ?? 0)) is used", at: location)
        return fallback ?? 0
    }

    /// An `imageModificationBlock` as the spec's `imageModification`:
    /// Texture's round-border and tint blocks, or a block of the code's that
    /// clips to a rounded rectangle (`UIBezierPath(roundedRect:cornerRadius:)`,
    /// `bezierPathWithRoundedRect:cornerRadius:`); nil, said, for another.
    mutating func modification(_ v: Value, at location: SourceLocation) -> SpecTree.Value? {
        switch v {
        case .null:
            return nil
        case .unknown(let u) where u.function == "ASImageNodeRoundBorderModificationBlock":
            var border: [SpecTree.Member] = []
            if let width = u.arguments.first?.value, case let n = number(width, fallback: 1, at: location), n.isFinite, n > 0 {
                border.append(SpecTree.Member(.borderWidth, .number(n)))
            }
            if u.arguments.count > 1, let css = SpecBuilder.css(u.arguments[1].value) { border.append(SpecTree.Member(.borderColor, .string(css))) }
            return .object([SpecTree.Member(.roundBorder, .object(border))])
        case .unknown(let u) where u.function == "ASImageNodeTintColorModificationBlock":
            guard let tint = u.arguments.first.flatMap({ SpecBuilder.css($0.value) }) else {
                warn("the tint block's colour is not one the code says; the image is left as it is", at: location)
                return nil
            }
            return .object([SpecTree.Member(.tintColor, .string(tint))])
        case .roundedClip(let radius):
            return .object([SpecTree.Member(.cornerRadius, .number(radius))])
        default:
            break
        }
        warn(
            "this image modification is not one Swatch draws (Texture's round-border or tint block, or a clip to a rounded rectangle); the image is drawn as it is",
            at: location)
        return nil
    }

    /// An attributed string's text, font size, weight and colour.
    mutating func text(_ a: AttributedText, of schema: ElementTypeSchema, into members: inout [SpecTree.Member], at location: SourceLocation) {
        SpecTree.set(.text, .string(book.text(of: a.text)), in: &members)
        if let font = a.font, schema.key(.fontSize) != nil {
            let size = number(font.size, fallback: 17, at: location)
            if size > 0, size <= SpecLimits.maxFontSize { SpecTree.set(.fontSize, .number(size), in: &members) }
            if let w = font.weight, schema.key(.fontWeight) != nil {
                let bold = ["bold", "semibold", "heavy", "black"].contains(w)
                if bold { SpecTree.set(.fontWeight, .string("bold"), in: &members) }
                if w != "bold", w != "regular" {
                    warn("the font weight \(w) is drawn \(bold ? "bold" : "regular") (the spec format has regular and bold)", at: location)
                }
            }
        } else if a.font == nil, let helper = a.viaHelper {
            warn("the font of \(helper) is not in the code; 17 points is used", at: location)
        }
        if let color = a.color, schema.key(.color) != nil, let css = SpecBuilder.css(color) { SpecTree.set(.color, .string(css), in: &members) }
    }

    /// An attributed string a helper of the app's makes
    /// (`attributedString(string: "Hi", fontSize: 20, color: .red)`): its
    /// text, font size and colour from the call's arguments; nil when no
    /// argument is text.
    static func helperText(_ u: Unknown) -> AttributedText? {
        var text: Value?
        var font: FontValue?
        var color: Value?
        for a in u.arguments {
            switch a.value {
            case .string, .attributed:
                if text == nil { text = a.value }
            case .unknown(let inner) where inner.text != nil:
                if text == nil { text = a.value }
            case .font(let f):
                font = f
            case .color:
                color = a.value
            case .number, .unknown:
                if let label = a.label, ASCIIText.lowercased(label).includes("size"), font == nil {
                    font = FontValue(size: a.value, weight: nil)
                }
            default:
                break
            }
        }
        guard let text else { return nil }
        if case .attributed(let inner) = text { return inner }
        return AttributedText(text: text, font: font, color: color, viaHelper: nil)
    }

    /// A colour as CSS: `UIColor(...)`, or Swift's `.red` / `UIColor.red`.
    static func css(_ v: Value) -> String? {
        switch v {
        case .color(let css): return css
        case .enumCase(let name): return UIKitAPI.namedColor(Interpreter.memberName(name))
        default: return nil
        }
    }

    // MARK: Style

    /// The spec's size pairs and the lengths each sets.
    static let pairParts: [SpecKey: (SpecKey, SpecKey)] = [
        .preferredSize: (.width, .height), .minSize: (.minWidth, .minHeight), .maxSize: (.maxWidth, .maxHeight),
    ]

    /// `s` as the style key(s) it sets, where the code set it (`sources`,
    /// the element at `path`).
    mutating func styleEntry(_ s: NamedValue, into style: inout [SpecTree.Member], path: SpecPath) {
        // ASLayoutSize properties set two keys.
        let pairs: [String: (SpecKey, SpecKey)] = [
            "preferredLayoutSize": (.width, .height), "minLayoutSize": (.minWidth, .minHeight), "maxLayoutSize": (.maxWidth, .maxHeight),
        ]
        if let (wKey, hKey) = pairs[s.name] {
            if case .layoutSize(let w, let h) = s.value {
                for (k, d) in [(wKey, w), (hKey, h)] {
                    style.removeAll { $0.key == k }
                    if let value = dimension(d, at: s.location) {
                        style.append(SpecTree.Member(k, value))
                        sources.append(ImportSource(path: path, key: k.name, location: s.location))
                    }
                }
            }
            return
        }
        guard let key = TextureNames.styleKey(s.name) ?? SpecKey(rawValue: s.name).flatMap({ SpecSchema.style.key($0) }) else {
            if !["flexDirection", "alignItems", "justifyContent", "padding", "margin", "position", "aspectRatio"].contains(s.name) {
                return
            }
            warn("style.\(s.name) is Yoga's (ASDisplayNode+Yoga), not read; it is left out", at: s.location)
            return
        }
        style.removeAll { $0.key == key.key }
        if let value = convert(s.value, to: key.value, key: key, at: s.location) {
            style.append(SpecTree.Member(key.key, value))
            sources.append(ImportSource(path: path, key: key.name, location: s.location))
            // A size pair is also where each of its lengths was set (warnings name `width` for `preferredSize`).
            if let (wKey, hKey) = SpecBuilder.pairParts[key.key] {
                sources.append(ImportSource(path: path, key: wKey.name, location: s.location))
                sources.append(ImportSource(path: path, key: hKey.name, location: s.location))
            }
        }
    }

    // MARK: Values

    /// An option set's value the spec cannot hold: said, and left out.
    mutating func flagsLeftOut(_ v: Value, key: KeySchema, _ e: EnumSchema, at location: SourceLocation) -> SpecTree.Value? {
        warn("\(v.described) is not a set of \(key.name)'s values (\(e.quotedNames)); it is left out", at: location)
        return nil
    }

    func isArray(_ v: Value) -> Bool {
        if case .array = v { return true }
        return false
    }

    /// A value of the key's kind, or nil (with a warning) when it is not one.
    mutating func convert(
        _ v: Value, to schema: ValueSchema, key: KeySchema, at location: SourceLocation
    ) -> SpecTree.Value? {
        switch schema {
        case .number(let range):
            var fallback = Placeholder.number(for: key.name)
            if key.key == .fontSize { fallback = 17 }
            let n = number(v, fallback: fallback, at: location)
            guard range.contains(n) else {
                warn("\(key.name) \(JSONWriter.number(n)) \(range.complaint(about: n)); it is left out", at: location)
                return nil
            }
            return .number(n)
        case .numberOrInfinity:
            let n = number(v, fallback: nil, at: location)
            guard !n.isNaN else { return nil }
            return .number(n >= 1e308 ? .infinity : n)
        case .string:
            if case .unknown(let u) = v, let a = SpecBuilder.helperText(u) { return .string(book.text(of: a.text)) }
            switch v {
            case .url(let s): return .string(s)
            case .null: return nil
            case .unknown(let u) where key.key == .url:
                _ = u
                return .string("https://example.com/" + Placeholder.identifier(u.name))
            default: return .string(book.text(of: v))
            }
        case .identifier:
            return .string(book.text(of: v))
        case .bool:
            if case .bool(let b) = v { return .bool(b) }
            if case .number(let n, _) = v { return .bool(n != 0) }
            return nil
        case .colour:
            if let css = SpecBuilder.css(v) { return .string(css) }
            return nil
        case .dimension:
            switch v {
            case .dimension(let d): return dimension(d, at: location)
            default:
                return dimension(.points(number(v, fallback: nil, at: location)), at: location)
            }
        case .size(let allowInfinity, let max):
            var size: (Double, Double)?
            switch v {
            case .size(let w, let h): size = (w, h)
            case .image(let image):
                if let s = image.size { return convert(s, to: schema, key: key, at: location) }
                return nil
            case .enumCase("zero"): size = (0, 0)
            case .unknown(let u):
                // An image or size from elsewhere: an assumed size, or a size a helper's argument gives.
                for a in u.arguments {
                    if case .size(let w, let h) = a.value { return convert(.size(w, h), to: schema, key: key, at: location) }
                }
                size = book.size(u.name, fallback: (44, 44), at: u.location)
            default: break
            }
            guard let (w, h) = size, w >= 0, h >= 0, (allowInfinity || (w.isFinite && h.isFinite)), max.map({ w <= $0 && h <= $0 }) ?? true else {
                if size != nil { warn("\(key.name) must be a size of finite numbers, not negative; it is left out", at: location) }
                return nil
            }
            return .pair(w, h)
        case .point:
            if case .point(let x, let y) = v, x.isFinite, y.isFinite { return .pair(x, y) }
            if case .enumCase("zero") = v { return .pair(0, 0) }
            return nil
        case .insets(let allowInfinity):
            var t = 0.0, l = 0.0, b = 0.0, r = 0.0
            switch v {
            case .insets(let a, let c, let d, let e): (t, l, b, r) = (a, c, d, e)
            case .enumCase("zero"): break
            case .unknown(let u):
                let n = book.number(u.name, fallback: 8, at: u.location)
                (t, l, b, r) = (n, n, n, n)
            default: return nil
            }
            var out: [SpecTree.Member] = []
            for (k, n) in [(SpecKey.top, t), (.left, l), (.bottom, b), (.right, r)] where n != 0 {
                if n.isNaN || (!allowInfinity && !n.isFinite) { continue }
                // 1e308 stands for infinity only where the key takes "inf" (an inset, not hitTestSlop).
                out.append(SpecTree.Member(k, .number(allowInfinity && n >= 1e308 ? .infinity : n)))
            }
            return .object(out)
        case .choice(let e):
            var names: [String] = []
            switch v {
            case .enumCase(let symbol):
                if symbol == "[]" { names = [e.cases[0].name] } else if let n = TextureNames.caseName(symbol, in: e) { names = [n] }
            case .array(let items):
                for item in items {
                    if case .enumCase(let symbol) = item, let n = TextureNames.caseName(symbol, in: e) { names.append(n) }
                }
                if items.isEmpty { names = [e.cases[0].name] }
            case .bool(let b) where e.cases.count == 2:
                names = [e.cases[b ? 1 : 0].name]
            case .number(let n, _):
                // An enumeration's raw value: its index.
                if let i = Int(exactly: n), i >= 0, i < e.cases.count { names = [e.cases[i].name] }
            default:
                break
            }
            guard !names.isEmpty, let name = names.count == 1 ? names[0] : TextureNames.combinedOption(names, in: e) else {
                warn("\(v.described) is not one of \(key.name)'s values (\(e.quotedNames)); it is left out", at: location)
                return nil
            }
            return .string(name)
        case .flags(let e):
            // An option set (accessibility traits): `[.button, .header]`,
            // `UIAccessibilityTraitButton | UIAccessibilityTraitHeader`; none is `[]`, `.none` or `…None`.
            var items: [Value] = []
            switch v {
            case .array(let a): items = a
            case .enumCase: items = [v]
            default: break
            }
            var names: [String] = []
            for item in items {
                guard case .enumCase(let symbol) = item else { return flagsLeftOut(v, key: key, e, at: location) }
                if symbol == "[]" || symbol == e.texturePrefix + "None" || symbol.hasSuffix(".none") || symbol == "none" { continue }
                guard let name = TextureNames.caseName(symbol, in: e) else { return flagsLeftOut(v, key: key, e, at: location) }
                if !names.contains(name) { names.append(name) }
            }
            if items.isEmpty, !isArray(v) { return flagsLeftOut(v, key: key, e, at: location) }
            return .strings(names)
        case .object(let object):
            // An object of an attributed string's or an image's keys (a button's title and images).
            var out: [SpecTree.Member] = []
            switch v {
            case .attributed(let a):
                if object.key(.text) != nil { out.append(SpecTree.Member(.text, .string(book.text(of: a.text)))) }
                if let font = a.font, object.key(.fontSize) != nil, case let n = number(font.size, fallback: 17, at: location),
                    n > 0, n <= SpecLimits.maxFontSize
                {
                    out.append(SpecTree.Member(.fontSize, .number(n)))
                    if let w = font.weight, ["bold", "semibold", "heavy", "black"].contains(w), object.key(.fontWeight) != nil {
                        out.append(SpecTree.Member(.fontWeight, .string("bold")))
                    }
                }
                if let color = a.color, let css = SpecBuilder.css(color), object.key(.color) != nil { out.append(SpecTree.Member(.color, .string(css))) }
            case .image, .unknown:
                if let k = object.key(.imageSize), let size = convert(v, to: k.value, key: k, at: location) {
                    out.append(SpecTree.Member(.imageSize, size))
                }
            case .string:
                if object.key(.text) != nil { out.append(SpecTree.Member(.text, .string(book.text(of: v)))) }
            default:
                return nil
            }
            return .object(out)
        case .anyOf(let options):
            for option in options {
                if let value = convert(v, to: option, key: key, at: location) { return value }
            }
            return nil
        default:
            return nil
        }
    }

    mutating func dimension(_ d: DimensionValue, at location: SourceLocation) -> SpecTree.Value? {
        switch d {
        case .auto: return .dimension(.auto)
        case .points(let p):
            guard p.isFinite, p >= 0 else {
                warn("a dimension of \(JSONWriter.number(p)) points is not a size; it is left out", at: location)
                return nil
            }
            return .dimension(.points(p))
        case .fraction(let f):
            guard f >= 0, f <= 1 else {
                warn("a fraction of \(JSONWriter.number(f)) is outside 0 to 1; it is left out", at: location)
                return nil
            }
            return .dimension(.fraction(f))
        }
    }
}

extension Placeholder {
    /// A name usable as an id from code: `[photo avatarNode]` is `avatarNode`.
    static func identifier(_ code: String) -> String {
        var best = ""
        var current = ""
        for scalar in code.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" {
                current.unicodeScalars.append(scalar)
            } else {
                if !current.isEmpty, current != "self" { best = current }
                current = ""
            }
        }
        if !current.isEmpty, current != "self" { best = current }
        if best.hasPrefix("_") { best = String(best.dropFirst()) }
        return best.isEmpty ? "node" : best
    }
}
