import SwatchGeometry
import SwatchLayout

/// The decoder's fast path for valid specs, the common case of a server that
/// lays out spec after spec: it reads the parsed tape by node index, matches
/// keys and enumeration names by their bytes, and makes Strings only for the
/// values a document keeps (ids, colours, texts). At the first thing that is
/// not plainly valid it gives up, and `SpecDecoder` decodes the document the
/// careful way, which is also what names the error. Both must produce the
/// same document; tests compare them on every fixture and on random specs.
struct FastSpecReader {
    let tape: JSONTape
    let nodes: UnsafeBufferPointer<JSONTape.Node>
    let bytes: UnsafeBufferPointer<UInt8>
    var tree = LayoutTree()
    var infos: [ElementInfo] = []
    /// Ids seen: compared one by one while few, hashed once there are many.
    var ids: [String] = []
    var idSet = Set<String>()

    func hasID(_ id: String) -> Bool {
        ids.count <= 16 ? ids.contains(id) : idSet.contains(id)
    }

    /// Anything the fast path does not take; the careful decoder takes over.
    struct GiveUp: Error {}

    /// The document, or nil to let `SpecDecoder` decide.
    static func read(_ root: JSONValue) -> SpecDocument? {
        let tape = root.tape
        return tape.nodes.withUnsafeBufferPointer { nodes in
            tape.bytes.withUnsafeBufferPointer { bytes in
                var reader = FastSpecReader(tape: tape, nodes: nodes, bytes: bytes)
                return try? reader.document(root.index)
            }
        }
    }

    // MARK: Reading the tape

    @inline(__always) func type(_ i: Int) -> JSONTape.NodeType { nodes[i].type }

    /// Calls `body` with each member's key and value node of object `i`.
    @inline(__always)
    func forEachMember(_ i: Int, _ body: (SpecKey, Int) throws(GiveUp) -> Void) throws(GiveUp) {
        guard nodes[i].type == .object else { throw GiveUp() }
        var key = i + 1
        for _ in 0..<Int(nodes[i].count) {
            let node = nodes[key]
            guard !node.escaped, let known = SpecKey.resolve(bytes, start: Int(node.start), length: Int(node.length)) else {
                throw GiveUp()
            }
            try body(known, key + 1)
            key = Int(nodes[key + 1].end)
        }
    }

    @inline(__always)
    func number(_ i: Int) throws(GiveUp) -> Double {
        guard nodes[i].type == .number else { throw GiveUp() }
        return nodes[i].number
    }

    func nonNegative(_ i: Int) throws(GiveUp) -> Double {
        let n = try number(i)
        guard n >= 0 else { throw GiveUp() }
        return n
    }

    func string(_ i: Int) throws(GiveUp) -> String {
        guard nodes[i].type == .string else { throw GiveUp() }
        return tape.string(at: i)
    }

    func bool(_ i: Int) throws(GiveUp) -> Bool {
        switch nodes[i].type {
        case .true: return true
        case .false: return false
        default: throw GiveUp()
        }
    }

    /// True when node `i` is the string `s` (compared byte for byte).
    @inline(__always)
    func `is`(_ i: Int, _ s: StaticString) -> Bool {
        let node = nodes[i]
        guard node.type == .string, !node.escaped, Int(node.length) == s.utf8CodeUnitCount else { return false }
        let start = Int(node.start)
        for k in 0..<s.utf8CodeUnitCount where bytes[start + k] != s.utf8Start[k] { return false }
        return true
    }

    /// The option whose name node `i` is.
    func choice<T>(_ i: Int, _ options: [(StaticString, T)]) throws(GiveUp) -> T {
        for (name, value) in options where self.is(i, name) { return value }
        throw GiveUp()
    }

    /// `[a, b]`: the two element nodes of a two-element array.
    func pair(_ i: Int) throws(GiveUp) -> (Int, Int) {
        guard nodes[i].type == .array, nodes[i].count == 2 else { throw GiveUp() }
        return (i + 1, Int(nodes[i + 1].end))
    }

    func size(_ i: Int, allowInfinity: Bool = false) throws(GiveUp) -> Size {
        let (a, b) = try pair(i)
        return Size(width: try sizeComponent(a, allowInfinity), height: try sizeComponent(b, allowInfinity))
    }

    func sizeComponent(_ i: Int, _ allowInfinity: Bool) throws(GiveUp) -> Double {
        if allowInfinity && self.is(i, "inf") { return .infinity }
        return try nonNegative(i)
    }

    func point(_ i: Int) throws(GiveUp) -> Point {
        let (a, b) = try pair(i)
        return Point(x: try number(a), y: try number(b))
    }

    func dimension(_ i: Int) throws(GiveUp) -> Dimension {
        if nodes[i].type == .number { return .points(try nonNegative(i)) }
        if self.is(i, "auto") { return .auto }
        let s = try string(i)
        guard s.hasSuffix("%"), !s.dropLast().isEmpty, let f = Double(s.dropLast()), f.isFinite, f >= 0, f <= 100 else {
            throw GiveUp()
        }
        return .fraction(f / 100)
    }

    func location(_ i: Int) -> SourceLocation { tape.location(of: Int(nodes[i].offset)) }

    // MARK: The document

    mutating func document(_ i: Int) throws(GiveUp) -> SpecDocument {
        var title: String? = nil
        var sizeRange = SpecDocument.defaultSizeRange
        var scale = SpecDocument.defaultScale
        var root = -1
        try forEachMember(i) { key, v throws(GiveUp) in
            switch key {
            case .title: title = try string(v)
            case .sizeRange: sizeRange = try self.sizeRange(v)
            case .scale:
                scale = try number(v)
                guard scale > 0, scale <= SpecLimits.maxScale else { throw GiveUp() }
            case .root: root = v
            default: throw GiveUp()
            }
        }
        guard root >= 0 else { throw GiveUp() }
        try element(root, at: SpecPath().appending("root"), parent: nil, depth: 1)
        return SpecDocument(title: title, sizeRange: sizeRange, scale: scale, tree: tree, elements: infos)
    }

    func sizeRange(_ i: Int) throws(GiveUp) -> SizeRange {
        if nodes[i].type == .array { return SizeRange(exactly: try size(i)) }
        var min: Size? = nil, max: Size? = nil
        try forEachMember(i) { key, v throws(GiveUp) in
            switch key {
            case .min: min = try size(v)
            case .max: max = try size(v, allowInfinity: true)
            default: throw GiveUp()
            }
        }
        guard let min, let max, min.width <= max.width, min.height <= max.height else { throw GiveUp() }
        return SizeRange(min: min, max: max)
    }

    // MARK: Elements

    static let directions: [(StaticString, StackDirection)] = [("horizontal", .horizontal), ("vertical", .vertical)]
    static let justifications: [(StaticString, JustifyContent)] = [
        ("start", .start), ("center", .center), ("end", .end), ("spaceBetween", .spaceBetween), ("spaceAround", .spaceAround),
    ]
    static let alignments: [(StaticString, AlignItems)] = [
        ("start", .start), ("end", .end), ("center", .center), ("stretch", .stretch),
        ("baselineFirst", .baselineFirst), ("baselineLast", .baselineLast),
    ]
    static let wraps: [(StaticString, Bool)] = [("noWrap", false), ("wrap", true)]
    static let contentAlignments: [(StaticString, AlignContent)] = [
        ("start", .start), ("center", .center), ("end", .end), ("spaceBetween", .spaceBetween),
        ("spaceAround", .spaceAround), ("stretch", .stretch),
    ]
    static let horizontalAlignments: [(StaticString, HorizontalAlignment)] = [
        ("none", .none), ("left", .left), ("middle", .middle), ("right", .right),
    ]
    static let verticalAlignments: [(StaticString, VerticalAlignment)] = [
        ("none", .none), ("top", .top), ("center", .center), ("bottom", .bottom),
    ]
    static let positions: [(StaticString, RelativePosition)] = [
        ("none", .none), ("start", .start), ("center", .center), ("end", .end),
    ]
    static let centerings: [(StaticString, (Bool, Bool))] = [
        ("none", (false, false)), ("x", (true, false)), ("y", (false, true)), ("xy", (true, true)),
    ]
    static let centerSizings: [(StaticString, (Bool, Bool))] = [
        ("default", (false, false)), ("minimumX", (true, false)), ("minimumY", (false, true)), ("minimumXY", (true, true)),
    ]
    static let relativeSizings: [(StaticString, (Bool, Bool))] = [
        ("default", (false, false)), ("minimumWidth", (true, false)), ("minimumHeight", (false, true)),
        ("minimumSize", (true, true)),
    ]
    static let absoluteSizings: [(StaticString, AbsoluteSizing)] = [("default", .default), ("sizeToFit", .sizeToFit)]
    static let cornerLocations: [(StaticString, CornerLocation)] = [
        ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft), ("bottomRight", .bottomRight),
    ]
    static let weights: [(StaticString, FontWeight)] = [("regular", .regular), ("bold", .bold)]
    static let alignSelves: [(StaticString, AlignSelf)] = [
        ("auto", .auto), ("start", .start), ("end", .end), ("center", .center), ("stretch", .stretch),
    ]

    /// The element types, with the keys each accepts.
    static let types: [(name: StaticString, keys: SpecKeySet)] = elementKeyLists.map { type, _ in
        (type == "node" ? "node" : type == "text" ? "text" : type == "image" ? "image" : type == "stack" ? "stack"
            : type == "inset" ? "inset" : type == "overlay" ? "overlay" : type == "background" ? "background"
            : type == "center" ? "center" : type == "relative" ? "relative" : type == "ratio" ? "ratio"
            : type == "absolute" ? "absolute" : type == "corner" ? "corner" : "wrapper",
         elementKeys[type] ?? [])
    }

    /// Member value nodes by key, on the stack (-1 when absent).
    typealias Slots = InlineArray<128, Int32>

    mutating func element(_ i: Int, at path: SpecPath, parent: Int?, depth: Int) throws(GiveUp) {
        guard depth <= SpecLimits.maxDepth, tree.count < SpecLimits.maxElements, nodes[i].type == .object else {
            throw GiveUp()
        }
        // Sort the members by key, then check them against the type.
        var slots = Slots(repeating: -1)
        var present = SpecKeySet()
        var key = i + 1
        for _ in 0..<Int(nodes[i].count) {
            let node = nodes[key]
            guard !node.escaped, let known = SpecKey.resolve(bytes, start: Int(node.start), length: Int(node.length)) else {
                throw GiveUp()
            }
            slots[Int(known.rawValue)] = Int32(key + 1)
            present.insert(known)
            key = Int(nodes[key + 1].end)
        }
        func slot(_ key: SpecKey) -> Int? {
            let v = slots[Int(key.rawValue)]
            return v >= 0 ? Int(v) : nil
        }
        guard let typeNode = slot(.type) else { throw GiveUp() }
        var typeIndex = -1
        for (n, type) in Self.types.enumerated() where self.is(typeNode, type.name) {
            typeIndex = n
            break
        }
        guard typeIndex >= 0 else { throw GiveUp() }
        let allowed = Self.types[typeIndex].keys
        guard present.low & ~allowed.low == 0, present.high & ~allowed.high == 0 else { throw GiveUp() }
        let type = Self.names[typeIndex]

        let style = try slot(.style).map { v throws(GiveUp) in try self.style(v) } ?? Style()
        let index = tree.count
        var info = ElementInfo(
            id: type + String(index + 1), hasExplicitID: false, type: type, path: path, location: location(i))
        if let v = slot(.id) {
            let id = try string(v)
            guard !id.isEmpty, !hasID(id) else { throw GiveUp() }
            ids.append(id)
            if ids.count == 17 { idSet = Set(ids) } else if ids.count > 17 { idSet.insert(id) }
            info.id = id
            info.hasExplicitID = true
        }
        if let v = slot(.color) {
            let color = try string(v)
            guard CSSColor.isValid(color) else { throw GiveUp() }
            info.color = color
        }

        var kind: ElementKind
        switch type {
        case "node":
            guard slot(.intrinsicSize) == nil || slot(.layout) == nil else { throw GiveUp() }
            kind = .node(intrinsicSize: try slot(.intrinsicSize).map { v throws(GiveUp) in try size(v) })
        case "text":
            guard let t = slot(.text) else { throw GiveUp() }
            let string = try self.string(t)
            guard string.utf8.count <= SpecLimits.maxTextBytes else { throw GiveUp() }
            var textStyle = TextStyle()
            if let v = slot(.fontSize) {
                textStyle.fontSize = try number(v)
                guard textStyle.fontSize > 0, textStyle.fontSize <= SpecLimits.maxFontSize else { throw GiveUp() }
            }
            if let v = slot(.fontWeight) { textStyle.weight = try choice(v, Self.weights) }
            if let v = slot(.maximumNumberOfLines) {
                let n = try number(v)
                guard n >= 0, n == n.rounded(), n <= 10_000 else { throw GiveUp() }
                textStyle.maximumNumberOfLines = Int(n)
            }
            if let v = slot(.truncation) { textStyle.truncation = try self.string(v) }
            tree.appendText(TextContent(string, style: textStyle), style: style, parent: parent)
            infos.append(info)
            return
        case "image":
            if let v = slot(.cornerRadius) { info.cornerRadius = try nonNegative(v) }
            if let v = slot(.url) { info.url = try string(v) }
            kind = try slot(.imageSize).map { v throws(GiveUp) in ElementKind.image(imageSize: try size(v)) }
                ?? .node(intrinsicSize: nil)
        case "stack":
            var options = StackOptions()
            var horizontal = HorizontalAlignment.none, vertical = VerticalAlignment.none
            if let v = slot(.direction) { options.direction = try choice(v, Self.directions) }
            if let v = slot(.spacing) { options.spacing = try number(v) }
            if let v = slot(.justifyContent) { options.justifyContent = try choice(v, Self.justifications) }
            if let v = slot(.alignItems) { options.alignItems = try choice(v, Self.alignments) }
            if let v = slot(.flexWrap) { options.wrap = try choice(v, Self.wraps) }
            if let v = slot(.alignContent) { options.alignContent = try choice(v, Self.contentAlignments) }
            if let v = slot(.lineSpacing) { options.lineSpacing = try number(v) }
            if let v = slot(.horizontalAlignment) { horizontal = try choice(v, Self.horizontalAlignments) }
            if let v = slot(.verticalAlignment) { vertical = try choice(v, Self.verticalAlignments) }
            kind = .stack(StackOptions(
                direction: options.direction, spacing: options.spacing, justifyContent: options.justifyContent,
                alignItems: options.alignItems, wrap: options.wrap, alignContent: options.alignContent,
                lineSpacing: options.lineSpacing, horizontalAlignment: horizontal, verticalAlignment: vertical))
        case "inset":
            var insets = Insets.zero
            if let v = slot(.insets) {
                guard nodes[v].type == .object else { throw GiveUp() }
                var key = v + 1
                for _ in 0..<Int(nodes[v].count) {
                    let node = nodes[key]
                    guard !node.escaped, let known = SpecKey.resolve(bytes, start: Int(node.start), length: Int(node.length))
                    else { throw GiveUp() }
                    let e = key + 1
                    let value = self.is(e, "inf") ? Double.infinity : try number(e)
                    switch known {
                    case .top: insets.top = value
                    case .left: insets.left = value
                    case .bottom: insets.bottom = value
                    case .right: insets.right = value
                    default: throw GiveUp()
                    }
                    key = Int(nodes[e].end)
                }
            }
            kind = .inset(insets)
        case "overlay":
            kind = .overlay
        case "background":
            guard slot(.background) != nil else { throw GiveUp() }
            kind = .background
        case "center":
            let centering = try slot(.centeringOptions).map { v throws(GiveUp) in try choice(v, Self.centerings) } ?? (false, false)
            let sizing = try slot(.sizingOptions).map { v throws(GiveUp) in try choice(v, Self.centerSizings) } ?? (false, false)
            kind = .relative(RelativeOptions(
                horizontalPosition: centering.0 ? .center : .none, verticalPosition: centering.1 ? .center : .none,
                minimumWidth: sizing.0, minimumHeight: sizing.1, isCenter: true))
        case "relative":
            let h = try slot(.horizontalPosition).map { v throws(GiveUp) in try choice(v, Self.positions) } ?? .none
            let v = try slot(.verticalPosition).map { v throws(GiveUp) in try choice(v, Self.positions) } ?? .none
            let sizing = try slot(.sizingOption).map { v throws(GiveUp) in try choice(v, Self.relativeSizings) } ?? (false, false)
            kind = .relative(RelativeOptions(
                horizontalPosition: h, verticalPosition: v, minimumWidth: sizing.0, minimumHeight: sizing.1))
        case "ratio":
            guard let r = slot(.ratio) else { throw GiveUp() }
            let ratio = try number(r)
            guard ratio > 0 else { throw GiveUp() }
            kind = .ratio(ratio)
        case "absolute":
            kind = .absolute(try slot(.sizing).map { v throws(GiveUp) in try choice(v, Self.absoluteSizings) } ?? .default)
        case "corner":
            guard let l = slot(.location) else { throw GiveUp() }
            kind = .corner(CornerOptions(
                location: try choice(l, Self.cornerLocations),
                offset: try slot(.offset).map { v throws(GiveUp) in try point(v) } ?? .zero,
                wrapsCorner: try slot(.wrapsCorner).map { v throws(GiveUp) in try bool(v) } ?? false))
        default:  // wrapper
            guard slot(.child) == nil || slot(.children) == nil else { throw GiveUp() }
            kind = .wrapper
        }

        tree.append(kind, style: style, parent: parent)
        infos.append(info)

        // Children, in sublayout order.
        func one(_ key: SpecKey, required: Bool = true) throws(GiveUp) {
            guard let v = slot(key) else {
                if required { throw GiveUp() }
                return
            }
            try element(v, at: path.appending(key.name), parent: index, depth: depth + 1)
        }
        func list(_ key: SpecKey) throws(GiveUp) {
            guard let v = slot(key) else { return }
            guard nodes[v].type == .array else { throw GiveUp() }
            let listPath = path.appending(key.name)
            var c = v + 1
            for n in 0..<Int(nodes[v].count) {
                try element(c, at: listPath.appending(n), parent: index, depth: depth + 1)
                c = Int(nodes[c].end)
            }
        }
        switch type {
        case "node": try one(.layout, required: false)
        case "stack", "absolute": try list(.children)
        case "inset", "center", "relative", "ratio": try one(.child)
        case "overlay":
            try one(.child)
            try one(.overlay, required: false)
        case "background":
            try one(.background)
            try one(.child)
        case "corner":
            try one(.child)
            try one(.corner)
        case "wrapper":
            try one(.child, required: false)
            try list(.children)
        default: break
        }
    }

    /// The type names as Strings, same order as `types`.
    static let names: [String] = elementKeyLists.map { $0.key }

    func style(_ i: Int) throws(GiveUp) -> Style {
        var style = Style()
        try forEachMember(i) { key, v throws(GiveUp) in
            switch key {
            case .width: style.width = try dimension(v)
            case .height: style.height = try dimension(v)
            case .minWidth: style.minWidth = try dimension(v)
            case .maxWidth: style.maxWidth = try dimension(v)
            case .minHeight: style.minHeight = try dimension(v)
            case .maxHeight: style.maxHeight = try dimension(v)
            case .preferredSize:
                let s = try size(v)
                style.width = .points(s.width)
                style.height = .points(s.height)
            case .minSize:
                let s = try size(v)
                style.minWidth = .points(s.width)
                style.minHeight = .points(s.height)
            case .maxSize:
                let s = try size(v)
                style.maxWidth = .points(s.width)
                style.maxHeight = .points(s.height)
            case .spacingBefore: style.spacingBefore = try number(v)
            case .spacingAfter: style.spacingAfter = try number(v)
            case .flexGrow: style.flexGrow = try nonNegative(v)
            case .flexShrink: style.flexShrink = try nonNegative(v)
            case .flexBasis: style.flexBasis = try dimension(v)
            case .alignSelf: style.alignSelf = try choice(v, Self.alignSelves)
            case .ascender: style.ascender = try number(v)
            case .descender: style.descender = try number(v)
            case .layoutPosition: style.layoutPosition = try point(v)
            default: throw GiveUp()
            }
        }
        return style
    }
}
