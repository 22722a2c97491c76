import SwatchGeometry
import SwatchJSON
import SwatchLayout

// Texture's own nodes (SPEC.md "Texture's own nodes"): a button becomes the
// layout `-[ASButtonNode layoutSpecThatFits:]` builds, so the engine lays it
// out with the specs it already has; a network image sizes as its image.
// Objects are read into slots by key, as elements are.

extension SpecReader {
    /// Takes `id` for an element, or fails naming where it was first used.
    mutating func claim(_ id: String, _ v: Int, at place: ValuePlace) throws(SpecError) {
        if hasID(id) {
            let first = infos.first(where: { $0.hasExplicitID && $0.id == id })?.path.description ?? "an earlier element"
            throw fail("duplicate id \"\(id)\" (first used at \(first))", v, at: place)
        }
        ids.append(id)
        if ids.count == 17 { idSet = Set(ids) } else if ids.count > 17 { idSet.insert(id) }
    }

    /// Object `i`'s member values by key (-1 when absent); a key `schema`
    /// does not have is an error, with the closest it has.
    func objectSlots(_ i: Int, at path: SpecPath, _ schema: ObjectSchema) throws(SpecError) -> Slots {
        guard nodes[i].type == .object else {
            throw fail("\(schema.noun) must be an object, got \(typeName(i))", i, at: path)
        }
        var slots = Slots()
        var k = i + 1
        for _ in 0..<Int(nodes[i].count) {
            let key = try self.key(k, at: path, allowed: schema.keySet, what: schema.noun)
            slots[key] = Int32(k + 1)
            k = Int(nodes[k + 1].end)
        }
        return slots
    }

    // Values of an object's slots: nil when the key is absent; an error
    // names `path` and the key. One call site each, so the many keys these
    // objects have stay small code.

    func slotNumber(_ slots: Slots, _ key: SpecKey, in path: SpecPath) throws(SpecError) -> Double? {
        let v = Int(slots[key])
        return v < 0 ? nil : try number(v, at: ValuePlace(path, key), key)
    }

    func slotBool(_ slots: Slots, _ key: SpecKey, in path: SpecPath) throws(SpecError) -> Bool? {
        let v = Int(slots[key])
        return v < 0 ? nil : try bool(v, at: ValuePlace(path, key))
    }

    func slotString(_ slots: Slots, _ key: SpecKey, in path: SpecPath) throws(SpecError) -> String? {
        let v = Int(slots[key])
        return v < 0 ? nil : try string(v, at: ValuePlace(path, key))
    }

    func slotColour(_ slots: Slots, _ key: SpecKey, in path: SpecPath) throws(SpecError) -> String? {
        let v = Int(slots[key])
        return v < 0 ? nil : try colour(v, at: ValuePlace(path, key))
    }

    func slotChoice<T>(_ slots: Slots, _ key: SpecKey, in path: SpecPath, _ table: ChoiceTable<T>) throws(SpecError) -> T? {
        let v = Int(slots[key])
        return v < 0 ? nil : try choice(v, at: ValuePlace(path, key), table)
    }

    /// `imageModification`: exactly one of `roundBorder`, `cornerRadius`, `tintColor`.
    func imageModification(_ i: Int, at place: ValuePlace) throws(SpecError) -> ImageModification {
        let path = place.path
        let schema = SpecSchema.imageModificationObject
        let slots = try objectSlots(i, at: path, schema)
        var chosen = SpecKey.roundBorder
        var count = 0
        var last = -1
        for key in schema.exactlyOneOf where slots[key] >= 0 {
            let v = Int(slots[key])
            if count == 0 || v > last {
                chosen = key
                last = v
            }
            count += 1
        }
        guard count == 1 else {
            throw fail("an image modification takes exactly one of \"roundBorder\", \"cornerRadius\" and \"tintColor\"",
                       count == 0 ? i : last, at: count == 0 ? path : path.appending(chosen.name))
        }
        switch chosen {
        case .roundBorder:
            let p = path.appending(chosen.name)
            let border = try objectSlots(last, at: p, SpecSchema.roundBorderObject)
            return .roundBorder(
                width: try slotNumber(border, .borderWidth, in: p) ?? 0, color: try slotColour(border, .borderColor, in: p))
        case .cornerRadius:
            return .cornerRadius(try number(last, at: ValuePlace(path, chosen), .cornerRadius))
        default:
            return .tint(try colour(last, at: ValuePlace(path, chosen)))
        }
    }

    /// A `UIImage` object: `imageSize`, or `resizableRoundedImage` (an image
    /// 2r + 1 points square), and the keys that draw it.
    func imageContent(_ i: Int, at path: SpecPath) throws(SpecError) -> ImageContent {
        let slots = try objectSlots(i, at: path, SpecSchema.imageObject)
        let sized = Int(slots[.imageSize])
        let rounded = try slotNumber(slots, .resizableRoundedImage, in: path)
        guard (sized >= 0) != (rounded != nil) else {
            throw fail("an image takes exactly one of \"imageSize\" and \"resizableRoundedImage\"", i, at: path)
        }
        var content: ImageContent
        if let rounded {
            content = ImageContent(size: Size(width: 2 * rounded + 1, height: 2 * rounded + 1))
            content.resizableRoundedImage = rounded
        } else {
            content = ImageContent(size: try size(sized, at: ValuePlace(path, .imageSize)))
        }
        content.url = try slotString(slots, .url, in: path)
        content.cornerRadius = try slotNumber(slots, .cornerRadius, in: path)
        content.cornerRoundingType = try slotChoice(slots, .cornerRoundingType, in: path, SpecSchema.cornerRoundingType) ?? .defaultSlowCALayer
        content.color = try slotColour(slots, .color, in: path)
        let m = Int(slots[.imageModification])
        if m >= 0 { content.modification = try imageModification(m, at: ValuePlace(path, .imageModification)) }
        return content
    }

    /// A button's `title`: the keys of `text`, the font size defaulting to
    /// `+[UIFont buttonFontSize]`; and the colour it was given, if any.
    func buttonTitle(_ i: Int, at path: SpecPath) throws(SpecError) -> (TextContent, color: String?) {
        let slots = try objectSlots(i, at: path, SpecSchema.buttonTitleObject)
        guard let text = try slotString(slots, .text, in: path) else {
            throw fail("a button's title needs the key \"text\"", i, at: path)
        }
        guard text.utf8.count <= SpecLimits.maxTextBytes else {
            throw fail("a text is \(text.utf8.count) bytes; the limit is \(SpecLimits.maxTextBytes)", i, at: path.appending(SpecKey.text.name))
        }
        var style = TextStyle()
        style.fontSize = try slotNumber(slots, .fontSize, in: path) ?? 18
        style.weight = try slotChoice(slots, .fontWeight, in: path, SpecSchema.fontWeight) ?? .regular
        style.maximumNumberOfLines = Int(try slotNumber(slots, .maximumNumberOfLines, in: path) ?? 0)
        if let truncation = try slotString(slots, .truncation, in: path) { style.truncation = truncation }
        return (TextContent(text, style: style), try slotColour(slots, .color, in: path))
    }

    /// A `networkImage`'s URL, downloaded size, default image and state
    /// (`url` is required: the element's plan has checked it is there).
    func networkImage(_ slots: Slots, at path: SpecPath) throws(SpecError) -> NetworkImageState {
        var state = NetworkImageState(url: try slotString(slots, .url, in: path) ?? "")
        let s = Int(slots[.imageSize])
        if s >= 0 { state.imageSize = try size(s, at: ValuePlace(path, .imageSize)) }
        let d = Int(slots[.defaultImage])
        if d >= 0 { state.defaultImage = try imageContent(d, at: path.appending(SpecKey.defaultImage.name)) }
        state.loaded = try slotBool(slots, .loaded, in: path) ?? false
        return state
    }

    /// A `button`: the node, then the layout its `layoutSpecThatFits:`
    /// returns, in sublayout order: the background spec (the background
    /// image node, then the rest) when it has a background image, the inset
    /// spec when its content insets are not all zero, the stack of its image
    /// node (when it has an image) and title node (when its title has text;
    /// first when the image goes at the end).
    mutating func button(_ slots: Slots, info: ElementInfo, style: Style, at path: SpecPath, parent: Int?) throws(SpecError) {
        func slot(_ key: SpecKey) -> Int { Int(slots[key]) }
        var settings = ButtonSettings()
        settings.contentSpacing = try slotNumber(slots, .contentSpacing, in: path) ?? 8
        settings.laysOutHorizontally = try slotBool(slots, .laysOutHorizontally, in: path) ?? true
        settings.contentHorizontalAlignment = try slotChoice(slots, .contentHorizontalAlignment, in: path, SpecSchema.horizontalAlignment) ?? .middle
        settings.contentVerticalAlignment = try slotChoice(slots, .contentVerticalAlignment, in: path, SpecSchema.verticalAlignment) ?? .center
        if slot(.contentEdgeInsets) >= 0 {
            settings.contentEdgeInsets = try insets(slot(.contentEdgeInsets), at: ValuePlace(path, .contentEdgeInsets))
        }
        settings.imageAlignment = try slotChoice(slots, .imageAlignment, in: path, SpecSchema.imageAlignment) ?? .beginning
        var title: (TextContent, color: String?)?
        if slot(.title) >= 0 { title = try buttonTitle(slot(.title), at: path.appending(SpecKey.title.name)) }
        var images: [ImageContent?] = [nil, nil]
        for (n, key) in [SpecKey.image, .backgroundImage].enumerated() where slot(key) >= 0 {
            images[n] = try imageContent(slot(key), at: path.appending(key.name))
        }

        let owner = tree.count
        tree.append(.node(intrinsicSize: nil), style: style, parent: parent)
        infos.append(info)

        var container = owner
        if let background = images[1] {
            container = tree.append(.background, parent: container)
            try appendPart(.buttonLayout, .background, "background", owner: owner, at: path, node: slot(.backgroundImage))
            settings.backgroundImageNode = try appendImagePart(
                .backgroundImageNode, background, owner: owner, at: path.appending(SpecKey.backgroundImage.name),
                node: slot(.backgroundImage), parent: container)
        }
        if settings.contentEdgeInsets != .zero {
            container = tree.append(.inset(settings.contentEdgeInsets), parent: container)
            try appendPart(.buttonLayout, .inset, "inset", owner: owner, at: path, node: slot(.contentEdgeInsets))
        }
        let stack = tree.append(.stack(StackOptions(
            direction: settings.laysOutHorizontally ? .horizontal : .vertical, spacing: settings.contentSpacing,
            horizontalAlignment: settings.contentHorizontalAlignment, verticalAlignment: settings.contentVerticalAlignment)),
            parent: container)
        try appendPart(.buttonLayout, .stack, "stack", owner: owner, at: path, node: max(slot(.title), slot(.image), 0))
        // `_titleNode.attributedText.length > 0`: an empty title is left out.
        var titleFirst = false
        if let (content, _) = title, !content.string.isEmpty { titleFirst = settings.imageAlignment == .end }
        for turn in 0..<2 {
            if (turn == 0) != titleFirst, let image = images[0] {
                settings.imageNode = try appendImagePart(
                    .imageNode, image, owner: owner, at: path.appending(SpecKey.image.name), node: slot(.image), parent: stack)
            } else if (turn == 0) == titleFirst, let (content, color) = title, !content.string.isEmpty {
                var titleStyle = Style()
                titleStyle.flexShrink = 1
                settings.titleNode = tree.appendText(content, style: titleStyle, parent: stack)
                try appendPart(
                    .titleNode, .text, "titleNode", owner: owner, at: path.appending(SpecKey.title.name), node: slot(.title),
                    color: color)
            }
        }
        infos[owner].button = settings
    }

    /// The information of an element the button at `owner` made (its tree
    /// element already appended): named after the button, explicit (and
    /// claimed, like any id) when the button's id is, except its specs.
    mutating func appendPart(
        _ role: ElementPart.Role, _ type: ElementType, _ name: String, owner: Int, at path: SpecPath, node: Int,
        color: String? = nil
    ) throws(SpecError) {
        let button = infos[owner]
        var part = ElementInfo(
            id: button.id + "." + name, hasExplicitID: button.hasExplicitID && role != .buttonLayout, type: type, path: path,
            offset: Int(nodes[node].offset))
        part.part = ElementPart(owner: owner, role: role)
        part.color = color
        if part.hasExplicitID { try claim(part.id, node, at: ValuePlace(path)) }
        infos.append(part)
    }

    /// A button's image node: appended to the tree under `parent`, with its
    /// information; returns its index.
    mutating func appendImagePart(
        _ role: ElementPart.Role, _ content: ImageContent, owner: Int, at path: SpecPath, node: Int, parent: Int
    ) throws(SpecError) -> Int {
        let index = tree.append(.image(imageSize: content.size), parent: parent)
        try appendPart(role, .image, role == .imageNode ? "imageNode" : "backgroundImageNode", owner: owner, at: path, node: node,
                       color: content.color)
        infos[index].cornerRadius = content.cornerRadius
        infos[index].cornerRoundingType = content.cornerRoundingType
        infos[index].resizableRoundedImage = content.resizableRoundedImage
        infos[index].url = content.url
        infos[index].imageModification = content.modification
        return index
    }
}
