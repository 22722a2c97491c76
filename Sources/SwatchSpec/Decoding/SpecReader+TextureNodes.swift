import SwatchGeometry
import SwatchLayout

// Texture's own nodes (SPEC.md "Texture's own nodes"): a button becomes the
// layout `-[ASButtonNode layoutSpecThatFits:]` builds, so the engine lays it
// out with the specs it already has; a network image sizes as its image.

extension SpecReader {
    /// Takes `id` for an element, or fails naming where it was first used.
    mutating func claim(_ id: String, _ v: Int, at path: SpecPath, what: String? = nil) throws(SpecError) {
        if hasID(id) {
            let first = infos.first(where: { $0.hasExplicitID && $0.id == id })?.path.description ?? "an earlier element"
            throw fail((what.map { $0 + " " } ?? "") + "duplicate id \"\(id)\" (first used at \(first))", v, at: path)
        }
        ids.append(id)
        if ids.count == 17 { idSet = Set(ids) } else if ids.count > 17 { idSet.insert(id) }
    }

    /// `imageModification`: exactly one of `roundBorder`, `cornerRadius`, `tintColor`.
    func imageModification(_ i: Int, at path: SpecPath) throws(SpecError) -> ImageModification {
        let schema = SpecSchema.imageModificationObject
        var found: ImageModification?
        var first: SpecKey?
        try forEachMember(i, at: path, allowed: schema.keySet, what: schema.noun) { key, v throws(SpecError) in
            let p = path.appending(key.name)
            if let first {
                throw fail("\(schema.noun) takes one of \(first.quoted) and \(key.quoted), not both", v, at: p)
            }
            first = key
            switch key {
            case .roundBorder:
                var width = 0.0
                var color: String?
                let border = SpecSchema.roundBorderObject
                try forEachMember(v, at: p, allowed: border.keySet, what: border.noun) { key, b throws(SpecError) in
                    if key == .borderWidth {
                        width = try number(b, at: p.appending(key.name), .borderWidth)
                    } else {
                        color = try colour(b, at: p.appending(key.name))
                    }
                }
                found = .roundBorder(width: width, color: color)
            case .cornerRadius:
                found = .cornerRadius(try number(v, at: p, .cornerRadius))
            default:
                found = .tint(try colour(v, at: p))
            }
        }
        guard let found else {
            throw fail("\(schema.noun) needs one of \(schema.exactlyOneOf.map { $0.quoted }.joined(separator: ", "))", i, at: path)
        }
        return found
    }

    /// A `UIImage` object: `imageSize` (required) and the keys that draw it.
    func imageContent(_ i: Int, at path: SpecPath) throws(SpecError) -> ImageContent {
        let schema = SpecSchema.imageObject
        var content = ImageContent(size: .zero)
        var sized = false
        try forEachMember(i, at: path, allowed: schema.keySet, what: schema.noun) { key, v throws(SpecError) in
            let p = path.appending(key.name)
            switch key {
            case .imageSize:
                content.size = try size(v, at: p)
                sized = true
            case .url: content.url = try string(v, at: p)
            case .cornerRadius: content.cornerRadius = try number(v, at: p, .cornerRadius)
            case .color: content.color = try colour(v, at: p)
            default: content.modification = try imageModification(v, at: p)
            }
        }
        guard sized else { throw fail("\(schema.noun) needs the key \(SpecKey.imageSize.quoted)", i, at: path) }
        return content
    }

    /// A button's `title`: the keys of `text`, the font size defaulting to
    /// `+[UIFont buttonFontSize]`. Also the colour it was given, if any.
    func buttonTitle(_ i: Int, at path: SpecPath) throws(SpecError) -> (TextContent, color: String?) {
        let schema = SpecSchema.buttonTitleObject
        var style = TextStyle()
        style.fontSize = 18
        var text: String?
        var color: String?
        try forEachMember(i, at: path, allowed: schema.keySet, what: schema.noun) { key, v throws(SpecError) in
            let p = path.appending(key.name)
            switch key {
            case .text:
                let string = try self.string(v, at: p)
                guard string.utf8.count <= SpecLimits.maxTextBytes else {
                    throw fail("a text is \(string.utf8.count) bytes; the limit is \(SpecLimits.maxTextBytes)", v, at: p)
                }
                text = string
            case .fontSize: style.fontSize = try number(v, at: p, .fontSize)
            case .fontWeight: style.weight = try choice(v, at: p, SpecSchema.fontWeight)
            case .color: color = try colour(v, at: p)
            case .maximumNumberOfLines: style.maximumNumberOfLines = Int(try number(v, at: p, .maximumNumberOfLines))
            default: style.truncation = try self.string(v, at: p)
            }
        }
        guard let text else { throw fail("\(schema.noun) needs the key \(SpecKey.text.quoted)", i, at: path) }
        return (TextContent(text, style: style), color)
    }

    /// A `networkImage`'s URL, downloaded size, default image and state.
    func networkImage(_ slot: (SpecKey) -> Int?, at path: SpecPath) throws(SpecError) -> NetworkImageState {
        func at(_ key: SpecKey) -> SpecPath { path.appending(key.name) }
        guard let u = slot(.url) else { throw fail("a networkImage element needs the key \(SpecKey.url.quoted)", 0, at: path) }
        var state = NetworkImageState(url: try string(u, at: at(.url)))
        if let v = slot(.imageSize) { state.imageSize = try size(v, at: at(.imageSize)) }
        if let v = slot(.defaultImage) { state.defaultImage = try imageContent(v, at: at(.defaultImage)) }
        if let v = slot(.loaded) { state.loaded = try bool(v, at: at(.loaded)) }
        return state
    }

    /// A `button`: the node, then the layout its `layoutSpecThatFits:`
    /// returns, in sublayout order: the background spec (the background
    /// image node, then the rest) when it has a background image, the inset
    /// spec when its content insets are not all zero, the stack of its image
    /// node (when it has an image) and title node (when its title has text;
    /// first when the image goes at the end).
    mutating func button(
        _ slot: (SpecKey) -> Int?, info: ElementInfo, style: Style, at path: SpecPath, parent: Int?
    ) throws(SpecError) {
        func at(_ key: SpecKey) -> SpecPath { path.appending(key.name) }
        var settings = ButtonSettings()
        if let v = slot(.contentSpacing) { settings.contentSpacing = try number(v, at: at(.contentSpacing), .contentSpacing) }
        if let v = slot(.laysOutHorizontally) { settings.laysOutHorizontally = try bool(v, at: at(.laysOutHorizontally)) }
        if let v = slot(.contentHorizontalAlignment) {
            settings.contentHorizontalAlignment = try choice(v, at: at(.contentHorizontalAlignment), SpecSchema.horizontalAlignment)
        }
        if let v = slot(.contentVerticalAlignment) {
            settings.contentVerticalAlignment = try choice(v, at: at(.contentVerticalAlignment), SpecSchema.verticalAlignment)
        }
        if let v = slot(.contentEdgeInsets) { settings.contentEdgeInsets = try insets(v, at: at(.contentEdgeInsets)) }
        if let v = slot(.imageAlignment) { settings.imageAlignment = try choice(v, at: at(.imageAlignment), SpecSchema.imageAlignment) }
        let titleSlot = slot(.title)
        let title = try titleSlot.map { v throws(SpecError) in try buttonTitle(v, at: at(.title)) }
        let imageSlot = slot(.image)
        let image = try imageSlot.map { v throws(SpecError) in try imageContent(v, at: at(.image)) }
        let backgroundSlot = slot(.backgroundImage)
        let background = try backgroundSlot.map { v throws(SpecError) in try imageContent(v, at: at(.backgroundImage)) }

        let owner = tree.count
        tree.append(.node(intrinsicSize: nil), style: style, parent: parent)
        infos.append(info)

        /// A part's information: named after the button, explicit when the
        /// button's id is (and then claimed, like any id).
        func part(_ role: ElementPart.Role, _ type: ElementType, name: String, at partPath: SpecPath, node: Int) throws(SpecError) -> ElementInfo {
            var part = ElementInfo(
                id: info.id + "." + name, hasExplicitID: info.hasExplicitID, type: type, path: partPath,
                offset: Int(nodes[node].offset))
            part.part = ElementPart(owner: owner, role: role)
            if role == .buttonLayout {
                part.hasExplicitID = false
            } else if info.hasExplicitID {
                try claim(part.id, node, at: partPath, what: "the button's \(name):")
            }
            return part
        }
        func imagePart(_ role: ElementPart.Role, _ content: ImageContent, at partPath: SpecPath, node: Int, parent: Int) throws(SpecError) -> Int {
            var partInfo = try part(role, .image, name: ElementPart(owner: owner, role: role).propertyName, at: partPath, node: node)
            partInfo.color = content.color
            partInfo.cornerRadius = content.cornerRadius
            partInfo.url = content.url
            partInfo.imageModification = content.modification
            let index = tree.append(.image(imageSize: content.size), parent: parent)
            infos.append(partInfo)
            return index
        }

        var container = owner
        if let background, let v = backgroundSlot {
            let spec = tree.append(.background, parent: container)
            infos.append(try part(.buttonLayout, .background, name: "background", at: path, node: v))
            settings.backgroundImageNode = try imagePart(.backgroundImageNode, background, at: at(.backgroundImage), node: v, parent: spec)
            container = spec
        }
        if settings.contentEdgeInsets != .zero {
            let spec = tree.append(.inset(settings.contentEdgeInsets), parent: container)
            infos.append(try part(.buttonLayout, .inset, name: "inset", at: path, node: slot(.contentEdgeInsets) ?? 0))
            container = spec
        }
        let stack = tree.append(.stack(StackOptions(
            direction: settings.laysOutHorizontally ? .horizontal : .vertical, spacing: settings.contentSpacing,
            horizontalAlignment: settings.contentHorizontalAlignment, verticalAlignment: settings.contentVerticalAlignment)),
            parent: container)
        infos.append(try part(.buttonLayout, .stack, name: "stack", at: path, node: titleSlot ?? imageSlot ?? 0))

        func addImage() throws(SpecError) {
            if let image, let v = imageSlot {
                settings.imageNode = try imagePart(.imageNode, image, at: at(.image), node: v, parent: stack)
            }
        }
        func addTitle() throws(SpecError) {
            // `_titleNode.attributedText.length > 0`: an empty title is left out.
            guard let (content, color) = title, !content.string.isEmpty, let v = titleSlot else { return }
            var titleStyle = Style()
            titleStyle.flexShrink = 1
            var partInfo = try part(.titleNode, .text, name: "titleNode", at: at(.title), node: v)
            partInfo.color = color
            settings.titleNode = tree.appendText(content, style: titleStyle, parent: stack)
            infos.append(partInfo)
        }
        if settings.imageAlignment == .end {
            try addTitle()
            try addImage()
        } else {
            try addImage()
            try addTitle()
        }
        infos[owner].button = settings
    }
}
