import SwatchGeometry
import SwatchJSON
import SwatchLayout
import SwatchSpec

/// Makes what the code made a layout spec's elements (`SpecTree`): each
/// node and layout spec an element of the type its Texture class has, each
/// Texture property the key whose Texture name it is (from the schema),
/// converted to the key's kind of value. A node of the file's own classes gets its own `layout`
/// (or `intrinsicSize`); a node of a class from elsewhere gets a size that
/// is an assumption.
struct SpecBuilder {
    var ids: Set<String> = []
    /// The number the next repeat of an id starts looking from.
    var nextNumber: [String: Int] = [:]
    var placed: Set<ObjectID> = []
    var elements = 0
    var displayNodes = 0
    /// Text that is not empty, and sizes of images and nodes: what a layout shows beyond its nodes.
    var content = 0
    var visiting: [ObjectID] = []
    /// Where the code made each element and set each of its style keys, by the spec's paths.
    var sources: [ImportSource] = []

    /// The element for `value` (nil when it is not one: a warning says why).
    mutating func element(
        _ value: Value, _ interpreter: inout Interpreter, at location: SourceLocation, depth: Int, path: SpecPath, rootID: String? = nil
    ) throws(ImportError) -> SpecTree.Element? {
        guard depth <= SpecLimits.maxDepth else {
            throw ImportError("the layout nests deeper than \(SpecLimits.maxDepth) levels", at: location)
        }
        elements += 1
        guard elements <= ImportLimits.maxElements else {
            throw ImportError("the layout has more than \(ImportLimits.maxElements) elements", at: location)
        }
        switch value {
        case .object(let id):
            guard interpreter.heap[Int(id)].element != nil else {
                interpreter.warn("\(interpreter.heap[Int(id)].className) is not a node or a layout spec; it is left out", at: location)
                return nil
            }
            guard !visiting.contains(id) else {
                interpreter.warn("a layout spec contains itself; the inner one is left out", at: location)
                return nil
            }
            visiting.append(id)
            defer { visiting.removeLast() }
            return try object(id, &interpreter, depth: depth, path: path, rootID: rootID)
        case .unknown(let u):
            // A node from elsewhere: a plain node of an assumed size.
            displayNodes += 1
            let (w, h) = interpreter.book.size(u.name + " size", fallback: (44, 44), at: u.location)
            var node = SpecTree.Element(.node, [
                SpecTree.Member(.id, .string(uniqueID(ASCIIText.trimmed(interpreter.canonicalName(Placeholder.identifier(u.name)))))),
                SpecTree.Member(.intrinsicSize, .pair(w, h)),
            ])
            sources.append(ImportSource(path: path, key: nil, location: u.location))
            if let record = interpreter.unknownStyles[u.name] {
                var style: [SpecTree.Member] = []
                for s in record.style { styleEntry(s, into: &style, &interpreter, path: path) }
                if !style.isEmpty { node.members.append(SpecTree.Member(.style, .object(style))) }
            }
            return node
        case .array(let items):
            if let first = items.first { return try element(first, &interpreter, at: location, depth: depth, path: path) }
            return nil
        case .null, .void:
            return nil
        default:
            interpreter.warn("\(value.described) where a node or a layout spec was expected; it is left out", at: location)
            return nil
        }
    }

    mutating func uniqueID(_ base: String) -> String {
        var name = base.isEmpty ? "node" : base
        if ids.contains(name) {
            // Ids are never given back, so the next free number is past the last one given.
            var n = nextNumber[name] ?? 2
            while ids.contains(name + "\(n)") { n += 1 }
            nextNumber[name] = n + 1
            name += "\(n)"
        }
        ids.insert(name)
        return name
    }

    mutating func object(_ id: ObjectID, _ interpreter: inout Interpreter, depth: Int, path: SpecPath, rootID: String?) throws(ImportError) -> SpecTree.Element {
        guard var record = interpreter.heap[Int(id)].element else { return SpecTree.Element(.stack) }
        let schema = record.type.schema
        let className = interpreter.heap[Int(id)].className
        var element = SpecTree.Element(record.type)
        if schema.isDisplayNode {
            displayNodes += 1
            if placed.contains(id) {
                interpreter.warn("\(record.name ?? className) is in the layout twice; the second is a copy", at: record.location)
            }
            placed.insert(id)
            element.set(.id, .string(uniqueID(rootID ?? interpreter.canonicalName(record.name ?? ""))))
        } else if let name = record.name, depth > 0 {
            element.set(.id, .string(uniqueID(interpreter.canonicalName(name))))
        }
        // A node of the file's classes lays itself out; a node given a
        // layoutSpecBlock is laid out by it, whatever its class measures.
        let hasBlock = record.property("layoutSpecBlock") != nil
        if schema.isDisplayNode, let fileClass = record.fileClass {
            if let layout = try interpreter.ownLayout(of: id, className: fileClass) {
                record.set("layoutSpecBlock", layout, at: record.location)
            } else if !hasBlock, let size = try interpreter.ownSize(of: id, className: fileClass) {
                switch size {
                case .fixed(let w, let h): record.set("intrinsicSize", .size(w, h), at: record.location)
                case .followingWidth(let ratio): record.set("aspectRatio", .number(ratio, .float), at: record.location)
                }
            }
        }
        if schema.isDisplayNode, !hasBlock, let foreign = record.foreignClass, TextureNames.elementType(forClass: foreign) == nil {
            let (w, h) = interpreter.book.size(foreign + " size", fallback: (44, 44), at: record.location)
            record.set("intrinsicSize", .size(w, h), at: record.location)
        }
        if TextureNames.key("defaultImage", in: schema) == nil, let d = record.property("defaultImage"), record.property("image") == nil {
            // A network image shows its default image until the URL's arrives.
            record.set("image", d, at: record.location)
        }
        // A download a comment notes after the URL is set (Swatch's export
        // writes it): the image laid out as downloaded.
        var downloaded = false
        if schema.key(.loaded) != nil, record.property("image") == nil,
            let url = record.location(of: "URL") ?? record.location(of: "url"),
            let size = interpreter.notes.downloadAfterLine[Int32(url.line)]
        {
            record.set("image", .image(ImageValue(size: .size(size.width, size.height), url: nil)), at: url)
            downloaded = true
        }
        var style: [SpecTree.Member] = []
        var childSlots: [SpecTree.Member] = []
        sources.append(ImportSource(path: path, key: nil, location: record.location))
        for p in record.properties {
            try property(p, of: schema, into: &element.members, style: &style, children: &childSlots, &interpreter, depth: depth, path: path)
        }
        if downloaded { element.set(.loaded, .bool(true)) }
        try buttonParts(id, into: &element.members, &interpreter)
        for s in record.style { styleEntry(s, into: &style, &interpreter, path: path) }
        // Required child slots Texture would fail without: an empty spec in their place.
        for slot in schema.children where slot.required && !childSlots.contains(where: { $0.key == slot.key }) {
            interpreter.warn("this \(schema.textureClass) has no \(slot.key.name); an empty spec stands in", at: record.location)
            childSlots.append(SpecTree.Member(slot.key, .element(SpecTree.Element(.stack))))
            elements += 1
        }
        // Keys the type requires that the code did not set (a text node's
        // text) or set to what the format cannot hold: a stand-in, said.
        for key in schema.keys where key.required && element.value(key.key) == nil && !childSlots.contains(where: { $0.key == key.key }) {
            switch key.value {
            case .string:
                element.set(key.key, .string(""))
            case .number(let range):
                let n = range.contains(1) ? 1.0 : (range.minimum ?? 0)
                interpreter.warn("this \(schema.textureClass) has no usable \(key.name); \(JSONWriter.number(n)) stands in", at: record.location)
                element.set(key.key, .number(n))
            case .choice(let e):
                interpreter.warn("this \(schema.textureClass) has no \(key.name); \(e.cases[0].name) stands in", at: record.location)
                element.set(key.key, .string(e.cases[0].name))
            default:
                break
            }
        }
        for m in element.members {
            if m.key == .imageSize || m.key == .intrinsicSize || m.key == .aspectRatio { content += 1 }
            if m.key == .text, case .string(let t) = m.value, !t.isEmpty { content += 1 }
        }
        if !style.isEmpty { element.members.append(SpecTree.Member(.style, .object(style))) }
        // Children last, in the schema's order.
        for slot in schema.children {
            for c in childSlots where c.key == slot.key { element.members.append(c) }
        }
        return element
    }

    // MARK: Properties

    mutating func property(
        _ p: NamedValue, of schema: ElementTypeSchema, into members: inout [SpecTree.Member], style: inout [SpecTree.Member],
        children: inout [SpecTree.Member], _ interpreter: inout Interpreter, depth: Int, path: SpecPath
    ) throws(ImportError) {
        let name = p.name
        // Texture's names the schema spells through another property.
        switch name {
        case "layoutSpecBlock":
            guard schema.key(.layout) != nil else { return }
            var layout = p.value
            if case .closure(let c) = layout {
                let range = interpreter.layoutRange()
                layout = try interpreter.run(c, arguments: [.null, range], at: c.source.start)
            }
            if let child = try element(layout, &interpreter, at: p.location, depth: depth + 1, path: path.appending(SpecKey.layout.name)) {
                SpecTree.set(.layout, .element(child), in: &children)
            }
            return
        case "intrinsicSize":
            if case .size(let w, let h) = p.value { SpecTree.set(.intrinsicSize, .pair(w, h), in: &members) }
            return
        case "aspectRatio":
            if case .number(let ratio, _) = p.value, schema.key(.aspectRatio) != nil { SpecTree.set(.aspectRatio, .number(ratio), in: &members) }
            return
        default:
            break
        }
        guard let key = TextureNames.key(name, in: schema) else {
            // A style property Texture keeps on the node (hitTestSlop).
            if let styleKey = TextureNames.styleKey(name) {
                styleEntry(NamedValue(name: styleKey.key.name, value: p.value, location: p.location), into: &style, &interpreter, path: path)
            }
            return
        }
        switch key.value {
        case .element:
            if let child = try element(p.value, &interpreter, at: p.location, depth: depth + 1, path: path.appending(key.name)) {
                SpecTree.set(key.key, .element(child), in: &children)
            }
        case .elements:
            var list: [SpecTree.Element] = []
            var items: [Value] = []
            if case .array(let a) = p.value { items = a } else if case .unknown(let u) = p.value {
                // Children from data: a count of them.
                let n = interpreter.book.count(u.name, at: u.location)
                for _ in 0..<n { items.append(.unknown(Unknown(name: Interpreter.itemName(u.name), location: u.location))) }
            } else { items = [p.value] }
            for item in items {
                let at = path.appending(key.name).appending(list.count)
                if let child = try element(item, &interpreter, at: p.location, depth: depth + 1, path: at) { list.append(child) }
            }
            SpecTree.set(key.key, .elements(list), in: &children)
        default:
            if key.key == .imageModification {
                if let value = try modification(p.value, &interpreter, at: p.location) { SpecTree.set(key.key, value, in: &members) }
                return
            }
            if key.key == .text, case .attributed(let a) = p.value {
                text(a, of: schema, into: &members, &interpreter, at: p.location)
                return
            }
            if key.key == .text, case .unknown(let u) = p.value, let a = SpecBuilder.helperText(u) {
                interpreter.warn(
                    "this text comes from a helper the code does not show: its text and font size are read from the call's arguments, its weight taken as regular",
                    at: u.location)
                text(a, of: schema, into: &members, &interpreter, at: p.location)
                return
            }
            if let value = convert(p.value, to: key.value, key: key, &interpreter, at: p.location) { SpecTree.set(key.key, value, in: &members) }
        }
    }

    /// What the code sets on a button's subnodes (`button.imageNode.cornerRadius`,
    /// `button.titleNode.maximumNumberOfLines`) in the button's object for
    /// what each draws (`image`, `backgroundImage`, `title`), in the
    /// object's order; a part that draws nothing is left as it is.
    mutating func buttonParts(_ id: ObjectID, into members: inout [SpecTree.Member], _ interpreter: inout Interpreter) throws(ImportError) {
        let fields = interpreter.heap[Int(id)].fields
        guard let button = interpreter.heap[Int(id)].element, button.type == .button, !fields.isEmpty else { return }
        let location = button.location
        for (name, value) in fields {
            guard let part = TextureNames.buttonPart(name), case .object(let partID) = value,
                case .object(let object)? = ElementType.button.schema.key(part.key)?.value,
                let index = members.firstIndex(where: { $0.key == part.key }), case .object(var entries) = members[index].value
            else { continue }
            var found: [SpecKey: SpecTree.Value] = [:]
            for (property, set) in interpreter.heap[Int(partID)].fields {
                guard let key = TextureNames.key(property, in: part.type.schema), let target = object.key(key.key) else { continue }
                if key.key == .imageModification {
                    if let value = try modification(set, &interpreter, at: location) { found[key.key] = value }
                } else if let value = convert(set, to: target.value, key: target, &interpreter, at: location) {
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
    }

    /// An `imageModificationBlock` as the spec's `imageModification`:
    /// Texture's round-border and tint blocks, or a block of the code's that
    /// clips to a rounded rectangle (`UIBezierPath(roundedRect:cornerRadius:)`,
    /// `bezierPathWithRoundedRect:cornerRadius:`); nil, said, for another.
    mutating func modification(_ v: Value, _ interpreter: inout Interpreter, at location: SourceLocation) throws(ImportError) -> SpecTree.Value? {
        switch v {
        case .null:
            return nil
        case .unknown(let u) where u.function == "ASImageNodeRoundBorderModificationBlock":
            var border: [SpecTree.Member] = []
            if let width = u.arguments.first?.value, let n = try? interpreter.number(width, nil, fallback: 1, at: nil), n.isFinite, n > 0 {
                border.append(SpecTree.Member(.borderWidth, .number(n)))
            }
            if u.arguments.count > 1, let css = SpecBuilder.css(u.arguments[1].value) { border.append(SpecTree.Member(.borderColor, .string(css))) }
            return .object([SpecTree.Member(.roundBorder, .object(border))])
        case .unknown(let u) where u.function == "ASImageNodeTintColorModificationBlock":
            guard let tint = u.arguments.first.flatMap({ SpecBuilder.css($0.value) }) else {
                interpreter.warn("the tint block's colour is not one the code says; the image is left as it is", at: location)
                return nil
            }
            return .object([SpecTree.Member(.tintColor, .string(tint))])
        case .closure(let c):
            if let radius = try interpreter.roundedClipRadius(c) {
                return .object([SpecTree.Member(.cornerRadius, .number(radius))])
            }
        default:
            break
        }
        interpreter.warn(
            "this image modification is not one Swatch draws (Texture's round-border or tint block, or a clip to a rounded rectangle); the image is drawn as it is",
            at: location)
        return nil
    }

    /// An attributed string's text, font size, weight and colour.
    mutating func text(_ a: AttributedText, of schema: ElementTypeSchema, into members: inout [SpecTree.Member], _ interpreter: inout Interpreter, at location: SourceLocation) {
        SpecTree.set(.text, .string(interpreter.string(a.text, at: 0)), in: &members)
        if let font = a.font, schema.key(.fontSize) != nil {
            let size = (try? interpreter.number(font.size, nil, fallback: 17, at: nil)) ?? 17
            if size > 0, size <= SpecLimits.maxFontSize { SpecTree.set(.fontSize, .number(size), in: &members) }
            if let w = font.weight, schema.key(.fontWeight) != nil {
                let bold = ["bold", "semibold", "heavy", "black"].contains(w)
                if bold { SpecTree.set(.fontWeight, .string("bold"), in: &members) }
                if w != "bold", w != "regular" {
                    interpreter.warn("the font weight \(w) is drawn \(bold ? "bold" : "regular") (the spec format has regular and bold)", at: location)
                }
            }
        } else if a.font == nil, let helper = a.viaHelper {
            interpreter.warn("the font of \(helper) is not in the code; 17 points is used", at: location)
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
    mutating func styleEntry(_ s: NamedValue, into style: inout [SpecTree.Member], _ interpreter: inout Interpreter, path: SpecPath) {
        // ASLayoutSize properties set two keys.
        let pairs: [String: (SpecKey, SpecKey)] = [
            "preferredLayoutSize": (.width, .height), "minLayoutSize": (.minWidth, .minHeight), "maxLayoutSize": (.maxWidth, .maxHeight),
        ]
        if let (wKey, hKey) = pairs[s.name] {
            if case .layoutSize(let w, let h) = s.value {
                for (k, d) in [(wKey, w), (hKey, h)] {
                    style.removeAll { $0.key == k }
                    if let value = dimension(d, &interpreter, at: s.location) {
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
            interpreter.warn("style.\(s.name) is Yoga's (ASDisplayNode+Yoga), not read; it is left out", at: s.location)
            return
        }
        style.removeAll { $0.key == key.key }
        if let value = convert(s.value, to: key.value, key: key, &interpreter, at: s.location) {
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
    func flagsLeftOut(_ v: Value, key: KeySchema, _ e: EnumSchema, _ interpreter: inout Interpreter, at location: SourceLocation) -> SpecTree.Value? {
        interpreter.warn("\(v.described) is not a set of \(key.name)'s values (\(e.quotedNames)); it is left out", at: location)
        return nil
    }

    func isArray(_ v: Value) -> Bool {
        if case .array = v { return true }
        return false
    }

    /// A value of the key's kind, or nil (with a warning) when it is not one.
    mutating func convert(
        _ v: Value, to schema: ValueSchema, key: KeySchema, _ interpreter: inout Interpreter, at location: SourceLocation
    ) -> SpecTree.Value? {
        switch schema {
        case .number(let range):
            var fallback = Placeholder.number(for: key.name)
            if key.key == .fontSize { fallback = 17 }
            guard let n = try? interpreter.number(v, nil, fallback: fallback, at: nil) else { return nil }
            guard range.contains(n) else {
                interpreter.warn("\(key.name) \(JSONWriter.number(n)) \(range.complaint(about: n)); it is left out", at: location)
                return nil
            }
            return .number(n)
        case .numberOrInfinity:
            guard let n = try? interpreter.number(v, nil, fallback: nil, at: nil), !n.isNaN else { return nil }
            return .number(n >= 1e308 ? .infinity : n)
        case .string:
            if case .unknown(let u) = v, let a = SpecBuilder.helperText(u) { return .string(interpreter.string(a.text, at: 0)) }
            switch v {
            case .url(let s): return .string(s)
            case .null: return nil
            case .unknown(let u) where key.key == .url:
                _ = u
                return .string("https://example.com/" + Placeholder.identifier(u.name))
            default: return .string(interpreter.string(v, at: 0))
            }
        case .identifier:
            return .string(interpreter.string(v, at: 0))
        case .bool:
            if case .bool(let b) = v { return .bool(b) }
            if case .number(let n, _) = v { return .bool(n != 0) }
            return nil
        case .colour:
            if let css = SpecBuilder.css(v) { return .string(css) }
            return nil
        case .dimension:
            switch v {
            case .dimension(let d): return dimension(d, &interpreter, at: location)
            default:
                guard let n = try? interpreter.number(v, nil, fallback: nil, at: nil) else { return nil }
                return dimension(.points(n), &interpreter, at: location)
            }
        case .size(let allowInfinity, let max):
            var size: (Double, Double)?
            switch v {
            case .size(let w, let h): size = (w, h)
            case .image(let image):
                if let s = image.size { return convert(s, to: schema, key: key, &interpreter, at: location) }
                return nil
            case .enumCase("zero"): size = (0, 0)
            case .unknown(let u):
                // An image or size from elsewhere: an assumed size, or a size a helper's argument gives.
                for a in u.arguments {
                    if case .size(let w, let h) = a.value { return convert(.size(w, h), to: schema, key: key, &interpreter, at: location) }
                }
                size = interpreter.book.size(u.name, fallback: (44, 44), at: u.location)
            default: break
            }
            guard let (w, h) = size, w >= 0, h >= 0, (allowInfinity || (w.isFinite && h.isFinite)), max.map({ w <= $0 && h <= $0 }) ?? true else {
                if size != nil { interpreter.warn("\(key.name) must be a size of finite numbers, not negative; it is left out", at: location) }
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
                let n = interpreter.book.number(u.name, fallback: 8, at: u.location)
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
                interpreter.warn("\(v.described) is not one of \(key.name)'s values (\(e.quotedNames)); it is left out", at: location)
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
                guard case .enumCase(let symbol) = item else { return flagsLeftOut(v, key: key, e, &interpreter, at: location) }
                if symbol == "[]" || symbol == e.texturePrefix + "None" || symbol.hasSuffix(".none") || symbol == "none" { continue }
                guard let name = TextureNames.caseName(symbol, in: e) else { return flagsLeftOut(v, key: key, e, &interpreter, at: location) }
                if !names.contains(name) { names.append(name) }
            }
            if items.isEmpty, !isArray(v) { return flagsLeftOut(v, key: key, e, &interpreter, at: location) }
            return .strings(names)
        case .object(let object):
            // An object of an attributed string's or an image's keys (a button's title and images).
            var out: [SpecTree.Member] = []
            switch v {
            case .attributed(let a):
                if object.key(.text) != nil { out.append(SpecTree.Member(.text, .string(interpreter.string(a.text, at: 0)))) }
                if let font = a.font, object.key(.fontSize) != nil, let n = try? interpreter.number(font.size, nil, fallback: 17, at: nil),
                    n > 0, n <= SpecLimits.maxFontSize
                {
                    out.append(SpecTree.Member(.fontSize, .number(n)))
                    if let w = font.weight, ["bold", "semibold", "heavy", "black"].contains(w), object.key(.fontWeight) != nil {
                        out.append(SpecTree.Member(.fontWeight, .string("bold")))
                    }
                }
                if let color = a.color, let css = SpecBuilder.css(color), object.key(.color) != nil { out.append(SpecTree.Member(.color, .string(css))) }
            case .image, .unknown:
                if let k = object.key(.imageSize), let size = convert(v, to: k.value, key: k, &interpreter, at: location) {
                    out.append(SpecTree.Member(.imageSize, size))
                }
            case .string:
                if object.key(.text) != nil { out.append(SpecTree.Member(.text, .string(interpreter.string(v, at: 0)))) }
            default:
                return nil
            }
            return .object(out)
        case .anyOf(let options):
            for option in options {
                if let value = convert(v, to: option, key: key, &interpreter, at: location) { return value }
            }
            return nil
        default:
            return nil
        }
    }

    mutating func dimension(_ d: DimensionValue, _ interpreter: inout Interpreter, at location: SourceLocation) -> SpecTree.Value? {
        switch d {
        case .auto: return .dimension(.auto)
        case .points(let p):
            guard p.isFinite, p >= 0 else {
                interpreter.warn("a dimension of \(JSONWriter.number(p)) points is not a size; it is left out", at: location)
                return nil
            }
            return .dimension(.points(p))
        case .fraction(let f):
            guard f >= 0, f <= 1 else {
                interpreter.warn("a fraction of \(JSONWriter.number(f)) is outside 0 to 1; it is left out", at: location)
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
