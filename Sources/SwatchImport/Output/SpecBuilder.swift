import SwatchSpec

/// Writes what the code made as a layout spec: each node and layout spec
/// an element of the type its Texture class has, each Texture property the
/// key whose Texture name it is (from the schema), converted to the key's
/// kind of value. A node of the file's own classes gets its own `layout`
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
    ) throws(ImportError) -> JSONOut? {
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
            var members: [(String, JSONOut)] = [("type", .string("node")), ("id", .string(uniqueID(ASCIIText.trimmed(interpreter.canonicalName(Placeholder.identifier(u.name))))))]
            members.append(("intrinsicSize", .array([.number(w), .number(h)])))
            sources.append(ImportSource(path: path, key: nil, location: u.location))
            if let record = interpreter.unknownStyles[u.name] {
                var style: [(String, JSONOut)] = []
                for s in record.style { styleEntry(s, into: &style, &interpreter, path: path) }
                if !style.isEmpty { members.append(("style", .object(style))) }
            }
            return .object(members)
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

    mutating func object(_ id: ObjectID, _ interpreter: inout Interpreter, depth: Int, path: SpecPath, rootID: String?) throws(ImportError) -> JSONOut {
        guard var record = interpreter.heap[Int(id)].element, let schema = TextureNames.schema(ofType: record.type) else {
            return .object([("type", .string("stack"))])
        }
        let className = interpreter.heap[Int(id)].className
        var members: [(String, JSONOut)] = [("type", .string(record.type))]
        if schema.isDisplayNode {
            displayNodes += 1
            if placed.contains(id) {
                interpreter.warn("\(record.name ?? className) is in the layout twice; the second is a copy", at: record.location)
            }
            placed.insert(id)
            members.append(("id", .string(uniqueID(rootID ?? interpreter.canonicalName(record.name ?? "")))))
        } else if let name = record.name, depth > 0 {
            members.append(("id", .string(uniqueID(interpreter.canonicalName(name)))))
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
        var style: [(String, JSONOut)] = []
        var childSlots: [(String, JSONOut)] = []
        sources.append(ImportSource(path: path, key: nil, location: record.location))
        for p in record.properties {
            try property(p, of: schema, into: &members, style: &style, children: &childSlots, &interpreter, depth: depth, path: path)
        }
        if downloaded { members.append(("loaded", .bool(true))) }
        try buttonParts(id, into: &members, &interpreter)
        for s in record.style { styleEntry(s, into: &style, &interpreter, path: path) }
        // Required child slots Texture would fail without: an empty spec in their place.
        for slot in schema.children where slot.required && !childSlots.contains(where: { $0.0 == slot.key.name }) {
            interpreter.warn("this \(schema.textureClass) has no \(slot.key.name); an empty spec stands in", at: record.location)
            childSlots.append((slot.key.name, .object([("type", .string("stack"))])))
            elements += 1
        }
        // Keys the type requires that the code did not set (a text node's
        // text) or set to what the format cannot hold: a stand-in, said.
        for key in schema.keys where key.required && !members.contains(where: { $0.0 == key.name }) && !childSlots.contains(where: { $0.0 == key.name }) {
            switch key.value {
            case .string:
                members.append((key.name, .string("")))
            case .number(let range):
                let n = range.contains(1) ? 1.0 : (range.minimum ?? 0)
                interpreter.warn("this \(schema.textureClass) has no usable \(key.name); \(JSONWriter.number(n)) stands in", at: record.location)
                members.append((key.name, .number(n)))
            case .choice(let e):
                interpreter.warn("this \(schema.textureClass) has no \(key.name); \(e.cases[0].name) stands in", at: record.location)
                members.append((key.name, .string(e.cases[0].name)))
            default:
                break
            }
        }
        for (k, v) in members {
            if k == "imageSize" || k == "intrinsicSize" || k == "aspectRatio" { content += 1 }
            if k == "text", case .string(let t) = v, !t.isEmpty { content += 1 }
        }
        if !style.isEmpty { members.append(("style", .object(style))) }
        // Children last, in the schema's order.
        for slot in schema.children {
            for c in childSlots where c.0 == slot.key.name { members.append(c) }
        }
        return .object(members)
    }

    // MARK: Properties

    mutating func property(
        _ p: NamedValue, of schema: ElementTypeSchema, into members: inout [(String, JSONOut)], style: inout [(String, JSONOut)],
        children: inout [(String, JSONOut)], _ interpreter: inout Interpreter, depth: Int, path: SpecPath
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
            if let child = try element(layout, &interpreter, at: p.location, depth: depth + 1, path: path.appending("layout")) {
                replace(&children, "layout", child)
            }
            return
        case "intrinsicSize":
            if case .size(let w, let h) = p.value { replace(&members, "intrinsicSize", .array([.number(w), .number(h)])) }
            return
        case "aspectRatio":
            if case .number(let ratio, _) = p.value, schema.key(.aspectRatio) != nil { replace(&members, "aspectRatio", .number(ratio)) }
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
                replace(&children, key.name, child)
            }
        case .elements:
            var list: [JSONOut] = []
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
            replace(&children, key.name, .array(list))
        default:
            if key.key == .imageModification {
                if let json = try modification(p.value, &interpreter, at: p.location) { replace(&members, key.name, json) }
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
            if let json = convert(p.value, to: key.value, key: key, &interpreter, at: p.location) { replace(&members, key.name, json) }
        }
    }

    /// What the code sets on a button's subnodes (`button.imageNode.cornerRadius`,
    /// `button.titleNode.maximumNumberOfLines`) in the button's object for
    /// what each draws (`image`, `backgroundImage`, `title`), in the
    /// object's order; a part that draws nothing is left as it is.
    mutating func buttonParts(_ id: ObjectID, into members: inout [(String, JSONOut)], _ interpreter: inout Interpreter) throws(ImportError) {
        let fields = interpreter.heap[Int(id)].fields
        guard let button = interpreter.heap[Int(id)].element, button.type == ElementType.button.name, !fields.isEmpty else { return }
        let location = button.location
        for (name, value) in fields {
            guard let part = TextureNames.buttonPart(name), case .object(let partID) = value,
                case .object(let object)? = ElementType.button.schema.key(part.key)?.value,
                let index = members.firstIndex(where: { $0.0 == part.key.name }), case .object(var entries) = members[index].1
            else { continue }
            var found: [String: JSONOut] = [:]
            for (property, set) in interpreter.heap[Int(partID)].fields {
                guard let key = TextureNames.key(property, in: part.type.schema), let target = object.key(forName: key.name) else { continue }
                if key.key == .imageModification {
                    if let json = try modification(set, &interpreter, at: location) { found[key.name] = json }
                } else if let json = convert(set, to: target.value, key: target, &interpreter, at: location) {
                    found[key.name] = json
                }
            }
            for key in object.keys {
                guard let json = found[key.name] else { continue }
                entries.removeAll { $0.0 == key.name }
                entries.append((key.name, json))
            }
            members[index].1 = .object(entries)
        }
    }

    /// An `imageModificationBlock` as the spec's `imageModification`:
    /// Texture's round-border and tint blocks, or a block of the code's that
    /// clips to a rounded rectangle (`UIBezierPath(roundedRect:cornerRadius:)`,
    /// `bezierPathWithRoundedRect:cornerRadius:`); nil, said, for another.
    mutating func modification(_ v: Value, _ interpreter: inout Interpreter, at location: SourceLocation) throws(ImportError) -> JSONOut? {
        switch v {
        case .null:
            return nil
        case .unknown(let u) where u.function == "ASImageNodeRoundBorderModificationBlock":
            var border: [(String, JSONOut)] = []
            if let width = u.arguments.first?.value, let n = try? interpreter.number(width, nil, fallback: 1, at: nil), n.isFinite, n > 0 {
                border.append(("borderWidth", .number(n)))
            }
            if u.arguments.count > 1, let css = SpecBuilder.css(u.arguments[1].value) { border.append(("borderColor", .string(css))) }
            return .object([("roundBorder", .object(border))])
        case .unknown(let u) where u.function == "ASImageNodeTintColorModificationBlock":
            guard let tint = u.arguments.first.flatMap({ SpecBuilder.css($0.value) }) else {
                interpreter.warn("the tint block's colour is not one the code says; the image is left as it is", at: location)
                return nil
            }
            return .object([("tintColor", .string(tint))])
        case .closure(let c):
            if let radius = try interpreter.roundedClipRadius(c) {
                return .object([("cornerRadius", .number(radius))])
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
    mutating func text(_ a: AttributedText, of schema: ElementTypeSchema, into members: inout [(String, JSONOut)], _ interpreter: inout Interpreter, at location: SourceLocation) {
        replace(&members, "text", .string(interpreter.string(a.text, at: 0)))
        if let font = a.font, schema.key(.fontSize) != nil {
            let size = (try? interpreter.number(font.size, nil, fallback: 17, at: nil)) ?? 17
            if size > 0, size <= SpecLimits.maxFontSize { replace(&members, "fontSize", .number(size)) }
            if let w = font.weight, schema.key(.fontWeight) != nil {
                let bold = ["bold", "semibold", "heavy", "black"].contains(w)
                if bold { replace(&members, "fontWeight", .string("bold")) }
                if w != "bold", w != "regular" {
                    interpreter.warn("the font weight \(w) is drawn \(bold ? "bold" : "regular") (the spec format has regular and bold)", at: location)
                }
            }
        } else if a.font == nil, let helper = a.viaHelper {
            interpreter.warn("the font of \(helper) is not in the code; 17 points is used", at: location)
        }
        if let color = a.color, schema.key(.color) != nil, let css = SpecBuilder.css(color) { replace(&members, "color", .string(css)) }
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

    func replace(_ list: inout [(String, JSONOut)], _ key: String, _ value: JSONOut) {
        if let i = list.firstIndex(where: { $0.0 == key }) { list[i].1 = value } else { list.append((key, value)) }
    }

    // MARK: Style

    /// The spec's size pairs and the lengths each sets.
    static let pairParts: [String: (String, String)] = [
        "preferredSize": ("width", "height"), "minSize": ("minWidth", "minHeight"), "maxSize": ("maxWidth", "maxHeight"),
    ]

    /// `s` as the style key(s) it sets, where the code set it (`sources`,
    /// the element at `path`).
    mutating func styleEntry(_ s: NamedValue, into style: inout [(String, JSONOut)], _ interpreter: inout Interpreter, path: SpecPath) {
        // ASLayoutSize properties set two keys.
        let pairs: [String: (String, String)] = [
            "preferredLayoutSize": ("width", "height"), "minLayoutSize": ("minWidth", "minHeight"), "maxLayoutSize": ("maxWidth", "maxHeight"),
        ]
        if let (wKey, hKey) = pairs[s.name] {
            if case .layoutSize(let w, let h) = s.value {
                for (k, d) in [(wKey, w), (hKey, h)] {
                    style.removeAll { $0.0 == k }
                    if let json = dimension(d, &interpreter, at: s.location) {
                        style.append((k, json))
                        sources.append(ImportSource(path: path, key: k, location: s.location))
                    }
                }
            }
            return
        }
        guard let key = TextureNames.styleKey(s.name) ?? SpecSchema.style.key(forName: s.name) else {
            if !["flexDirection", "alignItems", "justifyContent", "padding", "margin", "position", "aspectRatio"].contains(s.name) {
                return
            }
            interpreter.warn("style.\(s.name) is Yoga's (ASDisplayNode+Yoga), not read; it is left out", at: s.location)
            return
        }
        style.removeAll { $0.0 == key.name }
        if let json = convert(s.value, to: key.value, key: key, &interpreter, at: s.location) {
            style.append((key.name, json))
            sources.append(ImportSource(path: path, key: key.name, location: s.location))
            // A size pair is also where each of its lengths was set (warnings name `width` for `preferredSize`).
            if let (wKey, hKey) = SpecBuilder.pairParts[key.name] {
                sources.append(ImportSource(path: path, key: wKey, location: s.location))
                sources.append(ImportSource(path: path, key: hKey, location: s.location))
            }
        }
    }

    // MARK: Values

    /// A value as JSON of the key's kind, or nil (with a warning) when it is not one.
    /// An option set's value the spec cannot hold: said, and left out.
    func flagsLeftOut(_ v: Value, key: KeySchema, _ e: EnumSchema, _ interpreter: inout Interpreter, at location: SourceLocation) -> JSONOut? {
        interpreter.warn("\(v.described) is not a set of \(key.name)'s values (\(e.quotedNames)); it is left out", at: location)
        return nil
    }

    func isArray(_ v: Value) -> Bool {
        if case .array = v { return true }
        return false
    }

    mutating func convert(_ v: Value, to schema: ValueSchema, key: KeySchema, _ interpreter: inout Interpreter, at location: SourceLocation) -> JSONOut? {
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
            return .array([.number(w), .number(h)])
        case .point:
            if case .point(let x, let y) = v, x.isFinite, y.isFinite { return .array([.number(x), .number(y)]) }
            if case .enumCase("zero") = v { return .array([.number(0), .number(0)]) }
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
            var out: [(String, JSONOut)] = []
            for (k, n) in [("top", t), ("left", l), ("bottom", b), ("right", r)] where n != 0 {
                if n.isNaN || (!allowInfinity && !n.isFinite) { continue }
                // 1e308 stands for infinity only where the key takes "inf" (an inset, not hitTestSlop).
                out.append((k, .number(allowInfinity && n >= 1e308 ? .infinity : n)))
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
            return .array(names.map { .string($0) })
        case .object(let object):
            // An object of an attributed string's or an image's keys (a button's title and images).
            var out: [(String, JSONOut)] = []
            switch v {
            case .attributed(let a):
                if object.key(.text) != nil { out.append(("text", .string(interpreter.string(a.text, at: 0)))) }
                if let font = a.font, object.key(.fontSize) != nil, let n = try? interpreter.number(font.size, nil, fallback: 17, at: nil),
                    n > 0, n <= SpecLimits.maxFontSize
                {
                    out.append(("fontSize", .number(n)))
                    if let w = font.weight, ["bold", "semibold", "heavy", "black"].contains(w), object.key(.fontWeight) != nil {
                        out.append(("fontWeight", .string("bold")))
                    }
                }
                if let color = a.color, let css = SpecBuilder.css(color), object.key(.color) != nil { out.append(("color", .string(css))) }
            case .image, .unknown:
                if let k = object.key(.imageSize), let size = convert(v, to: k.value, key: k, &interpreter, at: location) {
                    out.append(("imageSize", size))
                }
            case .string:
                if object.key(.text) != nil { out.append(("text", .string(interpreter.string(v, at: 0)))) }
            default:
                return nil
            }
            return .object(out)
        case .anyOf(let options):
            for option in options {
                if let json = convert(v, to: option, key: key, &interpreter, at: location) { return json }
            }
            return nil
        default:
            return nil
        }
    }

    mutating func dimension(_ d: DimensionValue, _ interpreter: inout Interpreter, at location: SourceLocation) -> JSONOut? {
        switch d {
        case .auto: return .string("auto")
        case .points(let p):
            guard p.isFinite, p >= 0 else {
                interpreter.warn("a dimension of \(JSONWriter.number(p)) points is not a size; it is left out", at: location)
                return nil
            }
            return .number(p)
        case .fraction(let f):
            guard f >= 0, f <= 1 else {
                interpreter.warn("a fraction of \(JSONWriter.number(f)) is outside 0 to 1; it is left out", at: location)
                return nil
            }
            return .string(JSONWriter.number(f * 100) + "%")
        }
    }
}

extension ObjectSchema {
    func key(forName name: String) -> KeySchema? {
        for k in keys where k.name == name { return k }
        return nil
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
