import SwatchGeometry
import SwatchJSON
import SwatchSpec

/// Walks what the code made from the class's node down (`MadeTree`): each
/// node and layout spec an element of the type its Texture class has, its
/// children found through the schema's child keys by their Texture names.
/// What only running code tells is run as the walk meets it: a node of the
/// file's own classes gets its own layout (or size), a `layoutSpecBlock`
/// is called, a block that clips an image is measured, children from data
/// are counted; a node of a class from elsewhere gets a size that is an
/// assumption. Every other value is left as the code gave it, for the
/// building (`SpecBuilder`).
struct LayoutWalk {
    var ids: Set<String> = []
    /// The number the next repeat of an id starts looking from.
    var nextNumber: [String: Int] = [:]
    var placed: Set<ObjectID> = []
    var elements = 0
    var displayNodes = 0
    /// Text that is not empty, and sizes of images and nodes: what a layout
    /// shows beyond its nodes, as far as the values the code gave say (a
    /// run that shows more is kept; `SpecBuilder.content` counts the same
    /// in the spec built).
    var content = 0
    var visiting: [ObjectID] = []

    /// The element for `value` (nil when it is not one: a warning says why).
    mutating func element(
        _ value: Value, _ interpreter: inout Interpreter, at location: SourceLocation, depth: Int, path: SpecPath, rootID: String? = nil
    ) throws(ImportError) -> MadeElement? {
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
            var node = MadeElement(type: .node, kind: .fromElsewhere, path: path, location: u.location)
            node.parts = [
                .member(.id, .string(uniqueID(ASCIIText.trimmed(interpreter.canonicalName(Placeholder.identifier(u.name)))))),
                .member(.intrinsicSize, .pair(w, h)),
                .source(u.location),
            ]
            if let record = interpreter.unknownStyles[u.name] {
                for s in record.style { node.parts.append(.style(s, warningsBefore: interpreter.warnings.count)) }
            }
            node.warningsAtEnd = interpreter.warnings.count
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

    mutating func object(_ id: ObjectID, _ interpreter: inout Interpreter, depth: Int, path: SpecPath, rootID: String?) throws(ImportError) -> MadeElement {
        guard var record = interpreter.heap[Int(id)].element else { return .standIn }
        let vocabulary = interpreter.vocabulary
        let names = vocabulary.names(record.type)
        let className = interpreter.heap[Int(id)].className
        var element = MadeElement(type: record.type, kind: .made, path: path, location: record.location)
        if names.isDisplayNode {
            displayNodes += 1
            if placed.contains(id) {
                interpreter.warn("\(record.name ?? className) is in the layout twice; the second is a copy", at: record.location)
            }
            placed.insert(id)
            element.parts.append(.member(.id, .string(uniqueID(rootID ?? interpreter.canonicalName(record.name ?? "")))))
        } else if let name = record.name, depth > 0 {
            element.parts.append(.member(.id, .string(uniqueID(interpreter.canonicalName(name)))))
        }
        // A node of the file's classes lays itself out; a node given a
        // layoutSpecBlock is laid out by it, whatever its class measures.
        let hasBlock = record.property("layoutSpecBlock") != nil
        if names.isDisplayNode, let fileClass = record.fileClass {
            if let layout = try interpreter.ownLayout(of: id, className: fileClass) {
                record.set("layoutSpecBlock", layout, at: record.location)
            } else if !hasBlock, let size = try interpreter.ownSize(of: id, className: fileClass) {
                switch size {
                case .fixed(let w, let h): record.set("intrinsicSize", .size(w, h), at: record.location)
                case .followingWidth(let ratio): record.set("aspectRatio", .number(ratio, .float), at: record.location)
                }
            }
        }
        if names.isDisplayNode, !hasBlock, let foreign = record.foreignClass, vocabulary.elementType(forClass: foreign) == nil {
            let (w, h) = interpreter.book.size(foreign + " size", fallback: (44, 44), at: record.location)
            record.set("intrinsicSize", .size(w, h), at: record.location)
        }
        if vocabulary.key("defaultImage", in: record.type) == nil, let d = record.property("defaultImage"), record.property("image") == nil {
            // A network image shows its default image until the URL's arrives.
            record.set("image", d, at: record.location)
        }
        // A download a comment notes after the URL is set (Swatch's export
        // writes it): the image laid out as downloaded.
        var downloaded = false
        if vocabulary.key(.loaded, in: record.type) != nil, record.property("image") == nil,
            let url = record.location(of: "URL") ?? record.location(of: "url"),
            let size = interpreter.notes.downloadAfterLine[Int32(url.line)]
        {
            record.set("image", .image(ImageValue(size: .size(size.width, size.height), url: nil)), at: url)
            downloaded = true
        }
        element.parts.append(.source(record.location))
        var shown: [SpecKey: Bool] = [:]
        for p in record.properties {
            try property(p, of: record.type, into: &element, shown: &shown, &interpreter, depth: depth, path: path)
        }
        if downloaded { element.parts.append(.member(.loaded, .bool(true))) }
        try buttonParts(id, into: &element, &interpreter)
        for s in record.style { element.parts.append(.style(s, warningsBefore: interpreter.warnings.count)) }
        // Required child slots Texture would fail without: an empty spec in their place.
        for slot in names.children where slot.required && !element.hasChild(slot.key) {
            interpreter.warn("this \(names.textureClass) has no \(slot.key.name); an empty spec stands in", at: record.location)
            element.parts.append(.child(slot.key, .standIn))
            elements += 1
        }
        element.warningsAtEnd = interpreter.warnings.count
        for (_, isShown) in shown where isShown { content += 1 }
        return element
    }

    // MARK: Properties

    mutating func property(
        _ p: NamedValue, of type: ElementType, into made: inout MadeElement, shown: inout [SpecKey: Bool],
        _ interpreter: inout Interpreter, depth: Int, path: SpecPath
    ) throws(ImportError) {
        let name = p.name
        let vocabulary = interpreter.vocabulary
        // Texture's names the schema spells through another property.
        switch name {
        case "layoutSpecBlock":
            guard vocabulary.key(.layout, in: type) != nil else { return }
            var layout = p.value
            if case .closure(let c) = layout {
                let range = interpreter.layoutRange()
                layout = try interpreter.run(c, arguments: [.null, range], at: c.source.start)
            }
            if let child = try element(layout, &interpreter, at: p.location, depth: depth + 1, path: path.appending(SpecKey.layout.name)) {
                made.parts.append(.child(.layout, child))
            }
            return
        case "intrinsicSize":
            if case .size(let w, let h) = p.value {
                made.parts.append(.member(.intrinsicSize, .pair(w, h)))
                shown[.intrinsicSize] = true
            }
            return
        case "aspectRatio":
            if case .number(let ratio, _) = p.value, vocabulary.key(.aspectRatio, in: type) != nil {
                made.parts.append(.member(.aspectRatio, .number(ratio)))
                shown[.aspectRatio] = true
            }
            return
        default:
            break
        }
        guard let key = vocabulary.key(name, in: type) else {
            // A style property Texture keeps on the node (hitTestSlop).
            if let styleKey = vocabulary.styleKeys[name] {
                let style = NamedValue(name: styleKey.name, value: p.value, location: p.location)
                made.parts.append(.style(style, warningsBefore: interpreter.warnings.count))
            }
            return
        }
        switch key.kind {
        case .element:
            if let child = try element(p.value, &interpreter, at: p.location, depth: depth + 1, path: path.appending(key.key.name)) {
                made.parts.append(.child(key.key, child))
            }
        case .elements:
            var list: [MadeElement] = []
            var items: [Value] = []
            if case .array(let a) = p.value { items = a } else if case .unknown(let u) = p.value {
                // Children from data: a count of them.
                let n = interpreter.book.count(u.name, at: u.location)
                for _ in 0..<n { items.append(.unknown(Unknown(name: Interpreter.itemName(u.name), location: u.location))) }
            } else { items = [p.value] }
            for item in items {
                let at = path.appending(key.key.name).appending(list.count)
                if let child = try element(item, &interpreter, at: p.location, depth: depth + 1, path: at) { list.append(child) }
            }
            made.parts.append(.children(key.key, list))
        case .value:
            var given = p
            if key.key == .imageModification { given.value = try settledModification(p.value, &interpreter) }
            if let shows = LayoutWalk.shows(given.value, key: key) { shown[key.key] = shows }
            made.parts.append(.property(key.key, given, warningsBefore: interpreter.warnings.count))
        }
    }

    /// What the code sets on a button's subnodes (`button.imageNode.cornerRadius`,
    /// `button.titleNode.maximumNumberOfLines`), part by part as the button's
    /// object holds them, for the building to set in the button's object
    /// for what each draws (`image`, `backgroundImage`, `title`).
    mutating func buttonParts(_ id: ObjectID, into made: inout MadeElement, _ interpreter: inout Interpreter) throws(ImportError) {
        let fields = interpreter.heap[Int(id)].fields
        guard let button = interpreter.heap[Int(id)].element, button.type == .button, !fields.isEmpty else { return }
        for (name, value) in fields {
            guard let part = TextureNames.buttonPart(name), case .object(let partID) = value else { continue }
            var set: [NamedValue] = []
            for (property, given) in interpreter.heap[Int(partID)].fields {
                guard let key = interpreter.vocabulary.key(property, in: part.type) else { continue }
                let value = key.key == .imageModification ? try settledModification(given, &interpreter) : given
                set.append(NamedValue(name: property, value: value, location: button.location))
            }
            made.parts.append(.buttonPart(part.key, part.type, set, warningsBefore: interpreter.warnings.count))
        }
    }

    /// An `imageModificationBlock` with what running it tells: a block of
    /// the code's that clips to a rounded rectangle
    /// (`UIBezierPath(roundedRect:cornerRadius:)`) is that clip; any other
    /// value is as the code gave it.
    mutating func settledModification(_ v: Value, _ interpreter: inout Interpreter) throws(ImportError) -> Value {
        guard case .closure(let c) = v, let radius = try interpreter.roundedClipRadius(c) else { return v }
        return .roundedClip(radius)
    }

    /// Whether the value the code gave an image's size or a text shows in
    /// the layout, as building it will tell: an image of a size the code
    /// gives or that is assumed, a text that is not empty; nil for another
    /// key, or for a value the building leaves out (what was set before stays).
    static func shows(_ v: Value, key: TextureVocabulary.Key) -> Bool? {
        switch key.key {
        case .text: return showsText(v)
        case .imageSize: return showsImage(v, key) ? true : nil
        default: return nil
        }
    }

    static func showsImage(_ v: Value, _ key: TextureVocabulary.Key) -> Bool {
        switch v {
        case .size(let w, let h):
            guard let size = key.size else { return true }
            return w >= 0 && h >= 0 && (size.allowsInfinity || (w.isFinite && h.isFinite)) && (size.maximum.map { w <= $0 && h <= $0 } ?? true)
        case .image(let image):
            return image.size.map { showsImage($0, key) } ?? false
        case .enumCase("zero"), .unknown:
            return true
        default:
            return false
        }
    }

    static func showsText(_ v: Value) -> Bool? {
        switch v {
        case .null: return nil
        case .unknown(let u): return hasText(SpecBuilder.helperText(u)?.text ?? v)
        default: return hasText(v)
        }
    }

    /// Whether `v` as text (`AssumptionBook.text(of:)`) is not empty.
    static func hasText(_ v: Value) -> Bool {
        switch v {
        case .string(let s), .url(let s): return !s.isEmpty
        case .attributed(let a): return hasText(a.text)
        case .unknown(let u): return u.text.map { !$0.isEmpty } ?? true
        default: return !v.displayed.isEmpty
        }
    }
}

extension MadeElement {
    func hasChild(_ key: SpecKey) -> Bool {
        for part in parts {
            switch part {
            case .child(let k, _), .children(let k, _): if k == key { return true }
            default: continue
            }
        }
        return false
    }
}
