import SwatchGeometry
import SwatchJSON
import SwatchLayout

extension SpecReader {
    /// Member value nodes by key (-1 when absent).
    struct Slots {
        private var nodes = [Int32](repeating: -1, count: SpecKey.keyCount)

        subscript(key: SpecKey) -> Int32 {
            get { nodes[key.ordinal] }
            set { nodes[key.ordinal] = newValue }
        }
    }

    /// One element and, depth first in sublayout order, its children.
    mutating func element(_ i: Int, at path: SpecPath, parent: Int?, depth: Int) throws(SpecError) {
        guard depth <= SpecLimits.maxDepth else {
            throw fail("elements are nested deeper than \(SpecLimits.maxDepth) levels", i, at: path)
        }
        guard written < SpecLimits.maxElements else {
            throw fail("the spec has more than \(SpecLimits.maxElements) elements", i, at: path)
        }
        guard nodes[i].type == .object else { throw fail("an element must be an object, got \(typeName(i))", i, at: path) }

        // Each member's value by key; keys are checked against the type below.
        var slots = Slots()
        var present = SpecKeySet()
        var unrecognised = false
        var k = i + 1
        for _ in 0..<Int(nodes[i].count) {
            let node = nodes[k]
            let known = node.escaped
                ? SpecKey.named(tape.string(at: k))
                : SpecKey.resolve(bytes, start: Int(node.start), length: Int(node.length))
            if let known {
                slots[known] = Int32(k + 1)
                present.insert(known)
            } else {
                unrecognised = true
            }
            k = Int(nodes[k + 1].end)
        }
        func slot(_ key: SpecKey) -> Int? {
            let v = slots[key]
            return v >= 0 ? Int(v) : nil
        }

        guard let typeNode = slot(.type) else {
            throw fail("an element needs the key \"\(SpecKey.type.name)\"", i, at: path)
        }
        func at(_ key: SpecKey) -> ValuePlace { ValuePlace(path, key) }
        let type: ElementType
        do throws(SpecError) {
            type = try choice(typeNode, at: at(.type), SpecSchema.elementType)
        } catch {
            let written = nodes[typeNode].type == .string ? "\"\(tape.string(at: typeNode))\"" : typeName(typeNode)
            throw fail("unknown element type \(written); expected one of \(SpecSchema.elementType.schema.quotedNames)",
                       typeNode, at: at(.type))
        }
        let plan = ElementReadPlan.plan(type)
        if unrecognised || !present.isSubset(of: plan.allowed) {
            var m = i + 1
            for _ in 0..<Int(nodes[i].count) {
                _ = try key(m, at: path, allowed: plan.allowed, what: "a \(type.name) element")
                m = Int(nodes[m + 1].end)
            }
        }
        for n in 0..<plan.exclusiveCount {
            let (a, b) = plan.exclusivePair(n)
            if slot(a) != nil, let second = slot(b) {
                throw fail("a \(type.name) takes either \(a.quoted) or \(b.quoted), not both", second, at: at(b))
            }
        }
        if !plan.required.isSubset(of: present) {
            for key in type.schema.keys where key.required && slot(key.key) == nil {
                throw fail("a \(type.name) element needs the key \(key.key.quoted)", i, at: path)
            }
        }

        var style = Style()
        var slop = Insets.zero
        if let v = slot(.style) { (style, slop) = try self.style(v, at: path.appending(SpecKey.style.name)) }
        let index = tree.count
        written += 1
        var info = ElementInfo(
            id: type.name + String(written), hasExplicitID: false, type: type, path: path, offset: Int(nodes[i].offset))
        if let v = slot(.id) {
            let id = try string(v, at: at(.id))
            guard !id.isEmpty else { throw fail("an id must not be empty", v, at: at(.id)) }
            try claim(id, v, at: at(.id))
            info.id = id
            info.hasExplicitID = true
        }
        if let v = slot(.color) { info.color = try colour(v, at: at(.color)) }
        info.hitTestSlop = slop
        if let v = slot(.userInteractionEnabled) {
            info.userInteractionEnabled = try bool(v, at: at(.userInteractionEnabled))
        }
        if present.intersects(SpecReader.accessibilityKeys) { info.accessibility = try accessibility(slot, at: path) }

        if let v = slot(.cornerRadius) { info.cornerRadius = try number(v, at: at(.cornerRadius), .cornerRadius) }
        if let v = slot(.cornerRoundingType) {
            info.cornerRoundingType = try choice(v, at: at(.cornerRoundingType), SpecSchema.cornerRoundingType)
        }
        let kind: ElementKind
        switch type {
        case .node, .cell:
            if let v = slot(.aspectRatio) {
                kind = .aspect(ratio: try number(v, at: at(.aspectRatio), .aspectRatio))
            } else {
                kind = .node(intrinsicSize: try slot(.intrinsicSize).map { v throws(SpecError) in try size(v, at: at(.intrinsicSize)) })
            }
        case .text:
            let t = slot(.text) ?? i
            let string = try self.string(t, at: at(.text))
            guard string.utf8.count <= SpecLimits.maxTextBytes else {
                throw fail("a text is \(string.utf8.count) bytes; the limit is \(SpecLimits.maxTextBytes)", t, at: at(.text))
            }
            var textStyle = TextStyle()
            if let v = slot(.fontSize) { textStyle.fontSize = try number(v, at: at(.fontSize), .fontSize) }
            if let v = slot(.fontWeight) { textStyle.weight = try choice(v, at: at(.fontWeight), SpecSchema.fontWeight) }
            if let v = slot(.maximumNumberOfLines) {
                textStyle.maximumNumberOfLines = Int(try number(v, at: at(.maximumNumberOfLines), .maximumNumberOfLines))
            }
            if let v = slot(.truncation) { textStyle.truncation = try self.string(v, at: at(.truncation)) }
            tree.appendText(TextContent(string, style: textStyle), style: style, parent: parent)
            infos.append(info)
            return
        case .image:
            if let v = slot(.url) { info.url = try string(v, at: at(.url)) }
            if let v = slot(.imageModification) { info.imageModification = try imageModification(v, at: at(.imageModification)) }
            // An image node without a loaded image sizes as a plain node.
            kind = try slot(.imageSize).map { v throws(SpecError) in .image(imageSize: try size(v, at: at(.imageSize))) }
                ?? .node(intrinsicSize: nil)
        case .networkImage:
            if let v = slot(.imageModification) { info.imageModification = try imageModification(v, at: at(.imageModification)) }
            let state = try networkImage(slots, at: path)
            info.url = state.url
            info.networkImage = state
            // ASImageNode's size is its image's: the download once it is in,
            // else the default image; with neither, a plain node's.
            if state.showsDownloadedImage, let size = state.imageSize {
                kind = .image(imageSize: size)
            } else if let fallback = state.defaultImage {
                kind = .image(imageSize: fallback.size)
            } else {
                kind = .node(intrinsicSize: nil)
            }
        case .button:
            return try button(slots, info: info, style: style, at: path, parent: parent)
        case .stack:
            kind = .stack(try stackOptions(slot, at: path))
        case .inset:
            kind = .inset(try slot(.insets).map { v throws(SpecError) in try insets(v, at: at(.insets)) } ?? .zero)
        case .overlay:
            kind = .overlay
        case .background:
            kind = .background
        case .center:
            let centering = try slot(.centeringOptions).map { v throws(SpecError) in
                try choice(v, at: at(.centeringOptions), SpecSchema.centeringOptions)
            } ?? Axes()
            let sizing = try slot(.sizingOptions).map { v throws(SpecError) in
                try choice(v, at: at(.sizingOptions), SpecSchema.centerSizingOptions)
            } ?? Axes()
            kind = .relative(RelativeOptions(
                horizontalPosition: centering.x ? .center : .none, verticalPosition: centering.y ? .center : .none,
                minimumWidth: sizing.x, minimumHeight: sizing.y, isCenter: true))
        case .relative:
            let h = try slot(.horizontalPosition).map { v throws(SpecError) in
                try choice(v, at: at(.horizontalPosition), SpecSchema.relativePosition)
            } ?? RelativePosition.none
            let v = try slot(.verticalPosition).map { v throws(SpecError) in
                try choice(v, at: at(.verticalPosition), SpecSchema.relativePosition)
            } ?? RelativePosition.none
            let sizing = try slot(.sizingOption).map { v throws(SpecError) in
                try choice(v, at: at(.sizingOption), SpecSchema.relativeSizingOption)
            } ?? Axes()
            kind = .relative(RelativeOptions(
                horizontalPosition: h, verticalPosition: v, minimumWidth: sizing.x, minimumHeight: sizing.y))
        case .ratio:
            kind = .ratio(try number(slot(.ratio) ?? i, at: at(.ratio), .ratio))
        case .absolute:
            kind = .absolute(try slot(.sizing).map { v throws(SpecError) in
                try choice(v, at: at(.sizing), SpecSchema.absoluteSizing)
            } ?? .default)
        case .corner:
            kind = .corner(CornerOptions(
                location: try choice(slot(.location) ?? i, at: at(.location), SpecSchema.cornerLocation),
                offset: try slot(.offset).map { v throws(SpecError) in try point(v, at: at(.offset)) } ?? .zero,
                wrapsCorner: try slot(.wrapsCorner).map { v throws(SpecError) in try bool(v, at: at(.wrapsCorner)) } ?? false))
        case .wrapper:
            kind = .wrapper
        }
        tree.append(kind, style: style, parent: parent)
        infos.append(info)

        // Children, in sublayout order.
        if plan.childCount > 0, let v = slot(plan.firstChild.key) {
            try children(v, key: plan.firstChild.key, isList: plan.firstChild.isList, at: path, parent: index, depth: depth)
        }
        if plan.childCount > 1, let v = slot(plan.secondChild.key) {
            try children(v, key: plan.secondChild.key, isList: plan.secondChild.isList, at: path, parent: index, depth: depth)
        }
    }

    /// The element or the array of elements at node `v`, under `key`.
    mutating func children(_ v: Int, key: SpecKey, isList: Bool, at path: SpecPath, parent: Int, depth: Int) throws(SpecError) {
        let childPath = path.appending(key.name)
        guard isList else { return try element(v, at: childPath, parent: parent, depth: depth + 1) }
        guard nodes[v].type == .array else {
            throw fail("\(key.name) must be an array of elements, got \(typeName(v))", v, at: childPath)
        }
        var c = v + 1
        for n in 0..<Int(nodes[v].count) {
            try element(c, at: childPath.appending(n), parent: parent, depth: depth + 1)
            c = Int(nodes[c].end)
        }
    }

    static let styleKeys = SpecSchema.style.keySet
    static let accessibilityKeys = SpecKeySet(AccessibilitySettings.keys)

    func hasID(_ id: String) -> Bool {
        ids.count <= 17 ? ids.contains(id) : idSet.contains(id)
    }

    /// `ASStackLayoutSpec`'s properties.
    func stackOptions(_ slot: (SpecKey) -> Int?, at path: SpecPath) throws(SpecError) -> StackOptions {
        func at(_ key: SpecKey) -> ValuePlace { ValuePlace(path, key) }
        func pick<T>(_ key: SpecKey, _ table: ChoiceTable<T>, _ fallback: T) throws(SpecError) -> T {
            guard let v = slot(key) else { return fallback }
            return try choice(v, at: at(key), table)
        }
        func points(_ key: SpecKey) throws(SpecError) -> Double {
            guard let v = slot(key) else { return 0 }
            return try number(v, at: at(key), key)
        }
        return StackOptions(
            direction: try pick(.direction, SpecSchema.direction, .horizontal),
            spacing: try points(.spacing),
            justifyContent: try pick(.justifyContent, SpecSchema.justifyContent, .start),
            alignItems: try pick(.alignItems, SpecSchema.alignItems, .stretch),
            wrap: try pick(.flexWrap, SpecSchema.flexWrap, false),
            alignContent: try pick(.alignContent, SpecSchema.alignContent, .start),
            lineSpacing: try points(.lineSpacing),
            horizontalAlignment: try pick(.horizontalAlignment, SpecSchema.horizontalAlignment, .none),
            verticalAlignment: try pick(.verticalAlignment, SpecSchema.verticalAlignment, .none))
    }

    /// `ASLayoutElementStyle`. Keys apply in the order written, so a later
    /// `preferredSize` overrides an earlier `width`, as Texture's setters do.
    /// `hitTestSlop` is a display node's, not the layout's: it comes back
    /// beside the style (layout specs accept it and ignore it).
    func style(_ i: Int, at path: SpecPath) throws(SpecError) -> (Style, hitTestSlop: Insets) {
        var style = Style()
        var slop = Insets.zero
        try forEachMember(i, at: path, allowed: Self.styleKeys, what: "style") { key, v throws(SpecError) in
            let p = ValuePlace(path, key)
            switch key {
            case .width: style.width = try dimension(v, at: p)
            case .height: style.height = try dimension(v, at: p)
            case .minWidth: style.minWidth = try dimension(v, at: p)
            case .maxWidth: style.maxWidth = try dimension(v, at: p)
            case .minHeight: style.minHeight = try dimension(v, at: p)
            case .maxHeight: style.maxHeight = try dimension(v, at: p)
            case .preferredSize:
                let s = try size(v, at: p)
                style.width = .points(s.width)
                style.height = .points(s.height)
            case .minSize:
                let s = try size(v, at: p)
                style.minWidth = .points(s.width)
                style.minHeight = .points(s.height)
            case .maxSize:
                let s = try size(v, at: p)
                style.maxWidth = .points(s.width)
                style.maxHeight = .points(s.height)
            case .spacingBefore: style.spacingBefore = try number(v, at: p, key)
            case .spacingAfter: style.spacingAfter = try number(v, at: p, key)
            case .flexGrow: style.flexGrow = try number(v, at: p, key)
            case .flexShrink: style.flexShrink = try number(v, at: p, key)
            case .flexBasis: style.flexBasis = try dimension(v, at: p)
            case .alignSelf: style.alignSelf = try choice(v, at: p, SpecSchema.alignSelf)
            case .ascender: style.ascender = try number(v, at: p, key)
            case .descender: style.descender = try number(v, at: p, key)
            case .hitTestSlop: slop = try insets(v, at: p, allowInfinity: false, what: key.name)
            default: style.layoutPosition = try point(v, at: p)
            }
        }
        return (style, slop)
    }
}
