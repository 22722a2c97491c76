import SwatchGeometry
import SwatchLayout

/// The element types of SPEC.md and the keys each accepts besides the
/// common `type`, `id` and `style`.
let elementKeyLists: KeyValuePairs<String, [String]> = [
    "node": ["color", "intrinsicSize", "layout"],
    "text": ["text", "fontSize", "fontWeight", "color", "maximumNumberOfLines", "truncation"],
    "image": ["imageSize", "url", "cornerRadius", "color"],
    "stack": ["direction", "spacing", "justifyContent", "alignItems", "flexWrap", "alignContent",
              "lineSpacing", "horizontalAlignment", "verticalAlignment", "children"],
    "inset": ["insets", "child"],
    "overlay": ["child", "overlay"],
    "background": ["child", "background"],
    "center": ["centeringOptions", "sizingOptions", "child"],
    "relative": ["horizontalPosition", "verticalPosition", "sizingOption", "child"],
    "ratio": ["ratio", "child"],
    "absolute": ["sizing", "children"],
    "corner": ["child", "corner", "location", "offset", "wrapsCorner"],
    "wrapper": ["child", "children"],
]

/// Every key each element type accepts, common keys included.
let elementKeys: [String: SpecKeySet] = Dictionary(
    uniqueKeysWithValues: elementKeyLists.map { type, keys in
        (type, SpecKeySet((["type", "id", "style"] + keys).compactMap { name in SpecKey.allCases.first { $0.name == name } }))
    })

/// The element type names, in SPEC.md's order, for messages.
let elementTypeNames = elementKeyLists.map { "\"\($0.key)\"" }.joined(separator: ", ")

extension SpecDecoder {
    mutating func element(_ value: JSONValue, at path: SpecPath, parent: Int?, depth: Int) throws(SpecError) {
        guard depth <= SpecLimits.maxDepth else {
            throw value.error("elements are nested deeper than \(SpecLimits.maxDepth) levels", at: path)
        }
        guard tree.count < SpecLimits.maxElements else {
            throw value.error("the spec has more than \(SpecLimits.maxElements) elements", at: path)
        }
        let object = try JSONObject(value, at: path, what: "an element")
        let typeValue = try object.required(.type, in: "an element")
        let type = try typeValue.string(at: path.appending("type"))
        guard let keys = elementKeys[type] else {
            throw typeValue.error("unknown element type \"\(type)\"; expected one of \(elementTypeNames)", at: path.appending("type"))
        }
        try object.checkKeys(keys, in: "a \(type) element")

        var style = Style()
        if let s = object[.style] { style = try Self.decodeStyle(s, at: path.appending("style")) }

        let index = tree.count
        var info = ElementInfo(
            id: "\(type)\(index + 1)", hasExplicitID: false, type: type, path: path, position: value.position)
        if let idValue = object[.id] {
            let idPath = path.appending("id")
            let id = try idValue.string(at: idPath)
            guard !id.isEmpty else { throw idValue.error("an id must not be empty", at: idPath) }
            if let first = ids[id] {
                throw idValue.error("duplicate id \"\(id)\" (first used at \(first))", at: idPath)
            }
            ids[id] = path
            info.id = id
            info.hasExplicitID = true
        }

        let kind: ElementKind
        var children: [(JSONValue, SpecPath)] = []
        func child(_ key: SpecKey) throws(SpecError) {
            guard let v = object[key] else {
                throw SpecError("a \(type) element needs the key \"\(key.name)\"", path: path, location: value.location)
            }
            children.append((v, path.appending(key.name)))
        }
        func optionalChild(_ key: SpecKey) {
            if let v = object[key] { children.append((v, path.appending(key.name))) }
        }
        func childList(_ key: SpecKey) throws(SpecError) {
            guard let v = object[key] else { return }
            guard v.isArray else {
                throw v.error("\(key.name) must be an array of elements, got \(v.typeName)", at: path.appending(key.name))
            }
            let listPath = path.appending(key.name)
            for (i, item) in v.elements.enumerated() { children.append((item, listPath.appending(i))) }
        }

        switch type {
        case "node":
            if let c = object[.color] { info.color = try Self.decodeColor(c, at: path.appending("color")) }
            var intrinsic: Size? = nil
            if let s = object[.intrinsicSize] {
                if object[.layout] != nil {
                    throw s.error("a node takes either \"layout\" or \"intrinsicSize\", not both", at: path.appending("intrinsicSize"))
                }
                intrinsic = try s.sizePair(at: path.appending("intrinsicSize"))
            }
            optionalChild(.layout)
            kind = .node(intrinsicSize: intrinsic)
        case "text":
            if let c = object[.color] { info.color = try Self.decodeColor(c, at: path.appending("color")) }
            guard let t = object[.text] else {
                throw SpecError("a text element needs the key \"text\"", path: path, location: value.location)
            }
            let string = try t.string(at: path.appending("text"))
            var textStyle = TextStyle()
            if let v = object[.fontSize] {
                let p = path.appending("fontSize")
                textStyle.fontSize = try v.number(at: p)
                guard textStyle.fontSize > 0, textStyle.fontSize <= SpecLimits.maxFontSize else {
                    throw v.error("fontSize must be greater than 0 and at most \(format(SpecLimits.maxFontSize)), got \(format(textStyle.fontSize))", at: p)
                }
            }
            if let v = object[.fontWeight] {
                textStyle.weight = try v.choice(at: path.appending("fontWeight"), ["regular": FontWeight.regular, "bold": .bold])
            }
            if let v = object[.maximumNumberOfLines] {
                let p = path.appending("maximumNumberOfLines")
                let n = try v.number(at: p)
                guard n >= 0, n == n.rounded(), n <= 10_000 else {
                    throw v.error("maximumNumberOfLines must be a whole number from 0 (no limit) to 10000, got \(format(n))", at: p)
                }
                textStyle.maximumNumberOfLines = Int(n)
            }
            if let v = object[.truncation] { textStyle.truncation = try v.string(at: path.appending("truncation")) }
            guard string.utf8.count <= SpecLimits.maxTextBytes else {
                throw t.error("a text is \(string.utf8.count) bytes; the limit is \(SpecLimits.maxTextBytes)", at: path.appending("text"))
            }
            texts.append(TextContent(string, style: textStyle))
            kind = .text(index: Int32(texts.count - 1))
        case "image":
            if let c = object[.color] { info.color = try Self.decodeColor(c, at: path.appending("color")) }
            if let r = object[.cornerRadius] { info.cornerRadius = try r.nonNegative(at: path.appending("cornerRadius"), "cornerRadius") }
            if let u = object[.url] { info.url = try u.string(at: path.appending("url")) }
            if let s = object[.imageSize] {
                kind = .image(imageSize: try s.sizePair(at: path.appending("imageSize")))
            } else {
                // An image node without a loaded image sizes as a plain node.
                kind = .node(intrinsicSize: nil)
            }
        case "stack":
            kind = .stack(try Self.decodeStackOptions(object, at: path))
            try childList(.children)
        case "inset":
            var insets = Insets.zero
            if let v = object[.insets] { insets = try Self.decodeInsets(v, at: path.appending("insets")) }
            kind = .inset(insets)
            try child(.child)
        case "overlay":
            kind = .overlay
            try child(.child)
            optionalChild(.overlay)
        case "background":
            kind = .background
            // Sublayout order: the background comes before its child.
            if object[.background] == nil {
                throw object.value.error("a background element needs the key \"background\"", at: path)
            }
            optionalChild(.background)
            try child(.child)
        case "center":
            let centering = try object[.centeringOptions]?.choice(
                at: path.appending("centeringOptions"), ["none": (false, false), "x": (true, false), "y": (false, true), "xy": (true, true)])
                ?? (false, false)
            let sizing = try object[.sizingOptions]?.choice(
                at: path.appending("sizingOptions"),
                ["default": (false, false), "minimumX": (true, false), "minimumY": (false, true), "minimumXY": (true, true)])
                ?? (false, false)
            kind = .relative(RelativeOptions(
                horizontalPosition: centering.0 ? .center : .none, verticalPosition: centering.1 ? .center : .none,
                minimumWidth: sizing.0, minimumHeight: sizing.1, isCenter: true))
            try child(.child)
        case "relative":
            let positions: KeyValuePairs<String, RelativePosition> = ["none": .none, "start": .start, "center": .center, "end": .end]
            let h = try object[.horizontalPosition]?.choice(at: path.appending("horizontalPosition"), positions) ?? RelativePosition.none
            let v = try object[.verticalPosition]?.choice(at: path.appending("verticalPosition"), positions) ?? RelativePosition.none
            let sizing = try object[.sizingOption]?.choice(
                at: path.appending("sizingOption"),
                ["default": (false, false), "minimumWidth": (true, false), "minimumHeight": (false, true), "minimumSize": (true, true)])
                ?? (false, false)
            kind = .relative(RelativeOptions(
                horizontalPosition: h, verticalPosition: v, minimumWidth: sizing.0, minimumHeight: sizing.1))
            try child(.child)
        case "ratio":
            guard let r = object[.ratio] else {
                throw SpecError("a ratio element needs the key \"ratio\"", path: path, location: value.location)
            }
            let ratio = try r.number(at: path.appending("ratio"))
            guard ratio > 0 else { throw r.error("ratio must be greater than 0, got \(format(ratio))", at: path.appending("ratio")) }
            kind = .ratio(ratio)
            try child(.child)
        case "absolute":
            let sizing = try object[.sizing]?.choice(
                at: path.appending("sizing"), ["default": AbsoluteSizing.default, "sizeToFit": .sizeToFit]) ?? .default
            kind = .absolute(sizing)
            try childList(.children)
        case "corner":
            guard let l = object[.location] else {
                throw SpecError("a corner element needs the key \"location\"", path: path, location: value.location)
            }
            let location = try l.choice(
                at: path.appending("location"),
                ["topLeft": CornerLocation.topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight])
            let offset = try object[.offset]?.point(at: path.appending("offset")) ?? .zero
            let wraps = try object[.wrapsCorner]?.bool(at: path.appending("wrapsCorner")) ?? false
            kind = .corner(CornerOptions(location: location, offset: offset, wrapsCorner: wraps))
            try child(.child)
            try child(.corner)
        case "wrapper":
            if object[.child] != nil && object[.children] != nil {
                throw object.value.error("a wrapper takes either \"child\" or \"children\", not both", at: path)
            }
            kind = .wrapper
            optionalChild(.child)
            try childList(.children)
        default:
            preconditionFailure("element types are checked above")
        }

        if case .text = kind {
            tree.appendText(texts[texts.count - 1], style: style, parent: parent)
        } else {
            tree.append(kind, style: style, parent: parent)
        }
        infos.append(info)
        for (childValue, childPath) in children {
            try element(childValue, at: childPath, parent: index, depth: depth + 1)
        }
    }

    static func decodeColor(_ value: JSONValue, at path: SpecPath) throws(SpecError) -> String {
        let s = try value.string(at: path)
        guard CSSColor.isValid(s) else {
            throw value.error("\"\(s)\" is not a CSS colour (use #rgb, #rrggbb, a colour name or rgb(...))", at: path)
        }
        return s
    }

    static func decodeInsets(_ value: JSONValue, at path: SpecPath) throws(SpecError) -> Insets {
        let object = try JSONObject(value, at: path, what: "insets")
        try object.checkKeys([.top, .left, .bottom, .right] as SpecKeySet, in: "insets")
        func edge(_ key: SpecKey) throws(SpecError) -> Double {
            try object[key]?.numberOrInfinity(at: path.appending(key.name), allowInfinity: true) ?? 0
        }
        return Insets(top: try edge(.top), left: try edge(.left), bottom: try edge(.bottom), right: try edge(.right))
    }

    static func decodeStackOptions(_ object: JSONObject, at path: SpecPath) throws(SpecError) -> StackOptions {
        let direction = try object[.direction]?.choice(
            at: path.appending("direction"), ["horizontal": StackDirection.horizontal, "vertical": .vertical]) ?? .horizontal
        let spacing = try object[.spacing]?.number(at: path.appending("spacing")) ?? 0
        let justify = try object[.justifyContent]?.choice(
            at: path.appending("justifyContent"),
            ["start": JustifyContent.start, "center": .center, "end": .end, "spaceBetween": .spaceBetween, "spaceAround": .spaceAround])
            ?? .start
        let align = try object[.alignItems]?.choice(
            at: path.appending("alignItems"),
            ["start": AlignItems.start, "end": .end, "center": .center, "stretch": .stretch,
             "baselineFirst": .baselineFirst, "baselineLast": .baselineLast]) ?? .stretch
        let wrap: Bool = try object[.flexWrap]?.choice(at: path.appending("flexWrap"), ["noWrap": false, "wrap": true]) ?? false
        let alignContent = try object[.alignContent]?.choice(
            at: path.appending("alignContent"),
            ["start": AlignContent.start, "center": .center, "end": .end, "spaceBetween": .spaceBetween,
             "spaceAround": .spaceAround, "stretch": .stretch]) ?? .start
        let lineSpacing = try object[.lineSpacing]?.number(at: path.appending("lineSpacing")) ?? 0
        let horizontal = try object[.horizontalAlignment]?.choice(
            at: path.appending("horizontalAlignment"),
            ["none": HorizontalAlignment.none, "left": .left, "middle": .middle, "right": .right]) ?? HorizontalAlignment.none
        let vertical = try object[.verticalAlignment]?.choice(
            at: path.appending("verticalAlignment"),
            ["none": VerticalAlignment.none, "top": .top, "center": .center, "bottom": .bottom]) ?? VerticalAlignment.none
        return StackOptions(
            direction: direction, spacing: spacing, justifyContent: justify, alignItems: align, wrap: wrap,
            alignContent: alignContent, lineSpacing: lineSpacing, horizontalAlignment: horizontal,
            verticalAlignment: vertical)
    }
}
