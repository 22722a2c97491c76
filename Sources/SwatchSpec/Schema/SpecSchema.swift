import SwatchAccessibility
import SwatchGeometry
import SwatchLayout

// The spec language, described once. Every key (`SpecKey.swift`) and every
// enumeration name that documents use is written there or here and nowhere
// else: the readers take key recognition, enumeration names and child order
// from it; `swatch schema` prints it as a JSON Schema; the reference page and
// the playground's form are written from it.

/// A scenario's `container`, before `columns` is known.
public enum ContainerChoice: UInt8, Hashable, Sendable {
    case table, collection, pager
}

/// The spec language: document kinds, element types, the style, and the
/// enumerations, with the Texture API each mirrors.
public enum SpecSchema {
    /// Where the published JSON Schema says it lives (`swatch serve` serves
    /// it at `/schema.json`; the static site has it at its root).
    public static let schemaPath = "/schema.json"

    // MARK: Enumerations

    public static let direction = ChoiceTable<StackDirection>(
        "direction", texture: "ASStackLayoutDirection", [("horizontal", .horizontal, nil), ("vertical", .vertical, nil)])
    public static let justifyContent = ChoiceTable<JustifyContent>(
        "justifyContent", texture: "ASStackLayoutJustifyContent",
        [("start", .start, nil), ("center", .center, nil), ("end", .end, nil), ("spaceBetween", .spaceBetween, nil),
         ("spaceAround", .spaceAround, nil)])
    public static let alignItems = ChoiceTable<AlignItems>(
        "alignItems", texture: "ASStackLayoutAlignItems",
        [("start", .start, nil), ("end", .end, nil), ("center", .center, nil), ("stretch", .stretch, nil),
         ("baselineFirst", .baselineFirst, nil), ("baselineLast", .baselineLast, nil)])
    public static let flexWrap = ChoiceTable<Bool>(
        "flexWrap", texture: "ASStackLayoutFlexWrap", [("noWrap", false, nil), ("wrap", true, nil)])
    public static let alignContent = ChoiceTable<AlignContent>(
        "alignContent", texture: "ASStackLayoutAlignContent",
        [("start", .start, nil), ("center", .center, nil), ("end", .end, nil), ("spaceBetween", .spaceBetween, nil),
         ("spaceAround", .spaceAround, nil), ("stretch", .stretch, nil)])
    public static let horizontalAlignment = ChoiceTable<HorizontalAlignment>(
        "horizontalAlignment", texture: "ASHorizontalAlignment",
        [("none", .none, nil), ("left", .left, nil), ("middle", .middle, nil), ("right", .right, nil)])
    public static let verticalAlignment = ChoiceTable<VerticalAlignment>(
        "verticalAlignment", texture: "ASVerticalAlignment",
        [("none", .none, nil), ("top", .top, nil), ("center", .center, nil), ("bottom", .bottom, nil)])
    /// (centre horizontally, centre vertically).
    public static let centeringOptions = ChoiceTable<Axes>(
        "centeringOptions", texture: "ASCenterLayoutSpecCenteringOptions", prefix: "ASCenterLayoutSpecCentering",
        optionSet: true,
        [("none", Axes(), "None"), ("x", Axes(x: true), "X"), ("y", Axes(y: true), "Y"),
         ("xy", Axes(x: true, y: true), "XY")])
    /// (minimum width, minimum height).
    public static let centerSizingOptions = ChoiceTable<Axes>(
        "sizingOptions", texture: "ASCenterLayoutSpecSizingOptions", prefix: "ASCenterLayoutSpecSizingOption",
        optionSet: true,
        [("default", Axes(), nil), ("minimumX", Axes(x: true), nil), ("minimumY", Axes(y: true), nil),
         ("minimumXY", Axes(x: true, y: true), nil)])
    public static let relativePosition = ChoiceTable<RelativePosition>(
        "position", texture: "ASRelativeLayoutSpecPosition",
        [("none", .none, nil), ("start", .start, nil), ("center", .center, nil), ("end", .end, nil)])
    /// (minimum width, minimum height).
    public static let relativeSizingOption = ChoiceTable<Axes>(
        "sizingOption", texture: "ASRelativeLayoutSpecSizingOption", optionSet: true,
        [("default", Axes(), nil), ("minimumWidth", Axes(x: true), nil), ("minimumHeight", Axes(y: true), nil),
         ("minimumSize", Axes(x: true, y: true), nil)])
    public static let absoluteSizing = ChoiceTable<AbsoluteSizing>(
        "sizing", texture: "ASAbsoluteLayoutSpecSizing", [("default", .default, nil), ("sizeToFit", .sizeToFit, nil)])
    public static let cornerLocation = ChoiceTable<CornerLocation>(
        "location", texture: "ASCornerLayoutLocation",
        [("topLeft", .topLeft, nil), ("topRight", .topRight, nil), ("bottomLeft", .bottomLeft, nil),
         ("bottomRight", .bottomRight, nil)])
    public static let alignSelf = ChoiceTable<AlignSelf>(
        "alignSelf", texture: "ASStackLayoutAlignSelf",
        [("auto", .auto, nil), ("start", .start, nil), ("end", .end, nil), ("center", .center, nil),
         ("stretch", .stretch, nil)])
    public static let fontWeight = ChoiceTable<FontWeight>(
        "fontWeight", texture: "UIFont.Weight", prefix: "UIFontWeight", [("regular", .regular, nil), ("bold", .bold, nil)])
    public static let cornerRoundingType = ChoiceTable<CornerRoundingType>(
        "cornerRoundingType", texture: "ASCornerRoundingType",
        [("defaultSlowCALayer", .defaultSlowCALayer, "DefaultSlowCALayer"), ("precomposited", .precomposited, nil),
         ("clipping", .clipping, nil)])
    public static let imageAlignment = ChoiceTable<ButtonImageAlignment>(
        "imageAlignment", texture: "ASButtonNodeImageAlignment", [("beginning", .beginning, nil), ("end", .end, nil)])
    /// `UIAccessibilityTraits`, one name a trait (a key's value lists them).
    public static let accessibilityTraits = ChoiceTable<AccessibilityTraits>(
        "accessibilityTraits", texture: "UIAccessibilityTraits", prefix: "UIAccessibilityTrait",
        [("button", .button, nil), ("link", .link, nil), ("image", .image, nil), ("selected", .selected, nil),
         ("playsSound", .playsSound, nil), ("keyboardKey", .keyboardKey, nil), ("staticText", .staticText, nil),
         ("summaryElement", .summaryElement, nil), ("notEnabled", .notEnabled, nil),
         ("updatesFrequently", .updatesFrequently, nil), ("searchField", .searchField, nil),
         ("startsMediaSession", .startsMediaSession, nil), ("adjustable", .adjustable, nil),
         ("allowsDirectInteraction", .allowsDirectInteraction, nil), ("causesPageTurn", .causesPageTurn, nil),
         ("tabBar", .tabBar, nil), ("header", .header, nil)])
    static let container = ChoiceTable<ContainerChoice>(
        "container", texture: nil, [("table", .table, "ASTableNode"), ("collection", .collection, "ASCollectionNode"),
                                    ("pager", .pager, "ASPagerNode")])
    /// The element types by name (for `type`).
    public static let elementType = ChoiceTable<ElementType>(
        "type", texture: nil, ElementType.allCases.map { ($0.name, $0, elementTypes[Int($0.rawValue)].textureClass) })

    /// Every enumeration, for the reference page.
    public static var enumerations: [EnumSchema] {
        [direction.schema, justifyContent.schema, alignItems.schema, flexWrap.schema, alignContent.schema,
         horizontalAlignment.schema, verticalAlignment.schema, centeringOptions.schema, centerSizingOptions.schema,
         relativePosition.schema, relativeSizingOption.schema, absoluteSizing.schema, cornerLocation.schema,
         alignSelf.schema, fontWeight.schema, imageAlignment.schema, accessibilityTraits.schema, container.schema]
    }

    // MARK: Values used in several places

    static let points = ValueSchema.number(.any)
    static let sizePair = ValueSchema.size(allowInfinity: false, max: nil)
    static let colour = ValueSchema.colour

    // MARK: Elements

    /// Keys every element takes.
    public static let commonElementKeys: [KeySchema] = [
        KeySchema(.type, .choice(elementTypeNames), required: true, "What the element is."),
        KeySchema(.id, .identifier, texture: "ASDisplayNode.debugName",
                  "A name, unique in the document; frames are reported by it."),
        KeySchema(.style, .object(style), texture: "ASLayoutElement.style",
                  "How a parent sizes and places the element."),
    ]

    /// The names of the element types, as an enumeration (for `type`).
    static var elementTypeNames: EnumSchema {
        var cases: [EnumSchema.Case] = []
        for t in elementTypes { cases.append(EnumSchema.Case(name: t.name, textureSuffix: t.textureClass)) }
        return EnumSchema(name: "type", textureType: nil, texturePrefix: "", isOptionSet: false, cases: cases)
    }

    static func child(_ key: SpecKey, list: Bool = false, required: Bool = true) -> ElementTypeSchema.ChildSlot {
        ElementTypeSchema.ChildSlot(key: key, isList: list, required: required)
    }

    /// The keys of `node`, which `cell` shares.
    /// `cornerRadius` and how it is drawn.
    static let cornerKeys: [KeySchema] = [
        KeySchema(.cornerRadius, .number(.nonNegative), texture: "ASDisplayNode.cornerRadius",
                  "Rounds its corners, as cornerRoundingType draws them."),
        KeySchema(.cornerRoundingType, .choice(cornerRoundingType.schema), default: "\"defaultSlowCALayer\"",
                  texture: "ASDisplayNode.cornerRoundingType",
                  "How the corners are drawn: the layer's rounding (an image's picture clipped with it); precomposited, the corners painted in the node's colour in its own drawing (a node that draws nothing, a plain node or a button, keeps square corners, and subnodes are not clipped); clipping, four corners painted in its colour over the node and its subnodes."),
    ]

    static func nodeKeys(interaction: String) -> [KeySchema] {
        [
            KeySchema(.color, colour, texture: "ASDisplayNode.backgroundColor", "Its colour in drawings."),
            KeySchema(.intrinsicSize, sizePair, texture: "ASDisplayNode.calculateSizeThatFits:",
                      "The size it reports, clamped into its range."),
            KeySchema(.aspectRatio, .number(.positive), texture: "ASDisplayNode.calculateSizeThatFits:",
                      "Height over width of a custom node whose calculateSizeThatFits: follows the width it is offered (a chart, a map): it answers that width and the width times this, clamped into its range; 0 x 0 when the width is unbounded, as ASLayout makes a size no layout can hold."),
            KeySchema(.layout, .element, texture: "ASDisplayNode.layoutSpecThatFits:",
                      "Its own layout; the display nodes in it become its subnodes."),
            KeySchema(.userInteractionEnabled, .bool, default: "true", texture: "ASDisplayNode.userInteractionEnabled",
                      interaction),
        ] + cornerKeys + plainAccessibilityKeys
    }

    /// What VoiceOver reads (SPEC.md "Accessibility"): the keys every display
    /// node has, last among its keys (exported code sets them after the
    /// text, title and target that would reset them), with the type's own
    /// defaults in words (`label`, `traits`, `element`) or as JSON.
    static func accessibilityKeys(
        label: String, traits: String, traitsDefault: String? = "[]", element: String, elementDefault: String? = nil
    ) -> [KeySchema] {
        [
            KeySchema(.accessibilityLabel, .string(maxBytes: SpecLimits.maxTextBytes), texture: "ASDisplayNode.accessibilityLabel",
                      "What VoiceOver says for it; " + label),
            KeySchema(.accessibilityTraits, .flags(accessibilityTraits.schema), default: traitsDefault,
                      texture: "ASDisplayNode.accessibilityTraits",
                      "What it is and does (UIAccessibilityTraits, each without its prefix); " + traits
                        + " In a container, a node with a label and the trait button, link or keyboardKey is one of its custom actions."),
            KeySchema(.isAccessibilityElement, .bool, default: elementDefault, texture: "ASDisplayNode.isAccessibilityElement",
                      "Whether VoiceOver reads it as one element, and nothing under it; " + element),
            KeySchema(.isAccessibilityContainer, .bool, default: "false", texture: "ASDisplayNode.isAccessibilityContainer",
                      "Whether it reads as one element made of the nodes under it: their labels joined by commas, in VoiceOver's order, unless it has a label of its own (and no button, link or keyboardKey trait); their buttons, links and keys as its custom actions."),
            KeySchema(.accessibilityElementsHidden, .bool, default: "false", texture: "ASDisplayNode.accessibilityElementsHidden",
                      "Whether VoiceOver skips it and every node under it (a decorative node)."),
        ]
    }

    /// The accessibility keys of a node that is no element unless told.
    static let plainAccessibilityKeys = accessibilityKeys(
        label: "none unless given.", traits: "none unless given.", element: "false as ASDisplayNode starts.", elementDefault: "false")

    /// The accessibility keys of an image node (an ASControlNode).
    static let imageAccessibilityKeys = accessibilityKeys(
        label: "none unless given.", traits: "none unless given.",
        element: "as an ASControlNode, it follows userInteractionEnabled (true with a target).")

    /// A node sizes itself one way at most.
    static let nodeExclusive: [(SpecKey, SpecKey)] = [(.layout, .intrinsicSize), (.layout, .aspectRatio), (.intrinsicSize, .aspectRatio)]

    /// The keys of `text`, which a button's `title` shares (its font size
    /// defaulting to `buttonFontSize`).
    static func textKeys(fontSizeDefault: String, fontSizeSummary: String) -> [KeySchema] {
        [
            KeySchema(.text, .string(maxBytes: SpecLimits.maxTextBytes), required: true,
                      texture: "ASTextNode.attributedText", "The text."),
            KeySchema(.fontSize, .number(NumberRange(minimum: 0, excludesMinimum: true, maximum: SpecLimits.maxFontSize)),
                      default: fontSizeDefault, texture: "UIFont.systemFontOfSize:", fontSizeSummary),
            KeySchema(.fontWeight, .choice(fontWeight.schema), default: "\"regular\"",
                      texture: "UIFont.systemFontOfSize:weight:", "Regular or bold."),
            KeySchema(.color, colour, texture: "NSForegroundColorAttributeName", "The text's colour."),
            KeySchema(.maximumNumberOfLines, .number(.integers(0...SpecLimits.maxLines)), default: "0",
                      texture: "ASTextNode.maximumNumberOfLines", "At most this many lines; 0 means no limit."),
            KeySchema(.truncation, .string(maxBytes: SpecLimits.maxTextBytes), default: "\"\u{2026}\"",
                      texture: "ASTextNode.truncationAttributedText", "Put at the end of the last line when text is cut off."),
        ]
    }

    /// The keys that draw an image: `image`'s and a `UIImage` object's.
    static let imageDrawingKeys: [KeySchema] = [
        KeySchema(.url, .string(maxBytes: nil), texture: "ASNetworkImageNode.URL", "Where the image comes from."),
    ] + cornerKeys + [
        KeySchema(.color, colour, texture: "ASDisplayNode.backgroundColor", "Its placeholder colour, and the colour precomposited or clipping corners are painted in."),
        KeySchema(.imageModification, .object(imageModificationObject), texture: "ASImageNode.imageModificationBlock",
                  "What the node does to the image as it draws it: round it, round its corners or tint it. The size does not change."),
    ]

    /// `ASImageNodeRoundBorderModificationBlock`'s arguments.
    static let roundBorderObject = ObjectSchema(
        "roundBorder", noun: "a round border",
        "The image clipped to the oval of its bounds, the oval then stroked (ASImageNodeRoundBorderModificationBlock).",
        keys: [
            KeySchema(.borderWidth, .number(.nonNegative), default: "0",
                      texture: "ASImageNodeRoundBorderModificationBlock(borderWidth:)",
                      "The stroke's width in pixels of the bitmap (the block is given one at scale 1: 2 is one point on a 2x screen); the clip hides its outer half. 0 draws no border."),
            KeySchema(.borderColor, colour, texture: "ASImageNodeRoundBorderModificationBlock(borderColor:)",
                      "The stroke's colour."),
        ])

    /// `imageModificationBlock`: one of Texture's helpers, or the rounded
    /// corners apps write themselves.
    static let imageModificationObject = ObjectSchema(
        "imageModification", noun: "an image modification",
        "What an image node's imageModificationBlock does to its image before it is drawn: it changes the drawing, never the size.",
        keys: [
            KeySchema(.roundBorder, .object(roundBorderObject), texture: "ASImageNodeRoundBorderModificationBlock",
                      "A circle (an avatar), with an optional border."),
            KeySchema(.cornerRadius, .number(.nonNegative), texture: "UIBezierPath(roundedRect:cornerRadius:)",
                      "Corners rounded by this radius in points (a block clipping to a rounded rectangle, which is given a bitmap in pixels: exported, the radius is multiplied by ASScreenScale()). The bitmap is the node's bounds for an image that is cropped to them; a button's background image, stretched to the button, is drawn at its own size and stretched corners and all."),
            KeySchema(.tintColor, colour, texture: "ASImageNodeTintColorModificationBlock",
                      "The image drawn as a template in this colour (an icon)."),
        ],
        exactlyOneOf: [.roundBorder, .cornerRadius, .tintColor])

    /// A `UIImage` given to a button or as a network image's default image.
    static let imageObject = ObjectSchema(
        "uiImage", noun: "an image", "A UIImage: its size, and how it is drawn.",
        keys: [
            KeySchema(.imageSize, sizePair, texture: "UIImage.size", "The image's size in points."),
            KeySchema(.resizableRoundedImage, .number(.within(0...SpecLimits.maxResizableRadius)),
                      texture: "UIImage.as_resizableRoundedImageWithCornerRadius:cornerColor:fillColor:traitCollection:",
                      "In place of imageSize: a resizable image of its colour with corners of this radius, (2r + 1) points square, whose corners keep their radius however far it is stretched (a pill's background)."),
        ] + imageDrawingKeys,
        exactlyOneOf: [.imageSize, .resizableRoundedImage])

    /// `setTitle:withFont:withColor:forState:` for the normal state.
    static let buttonTitleObject = ObjectSchema(
        "buttonTitle", noun: "a button's title",
        "The title of the normal state (setTitle:withFont:withColor:forState:), set in the button's titleNode, an ASTextNode.",
        keys: textKeys(fontSizeDefault: "18", fontSizeSummary: "Points; 18 is +[UIFont buttonFontSize], what a title set without a font gets."))

    /// The objects element keys hold (besides the style); their numeric keys
    /// mean what the same keys of elements mean.
    static var elementObjects: [ObjectSchema] {
        [buttonTitleObject, imageObject, imageModificationObject, roundBorderObject]
    }

    /// The element types, in `ElementType` order.
    public static let elementTypes: [ElementTypeSchema] = [
        ElementTypeSchema(
            .node, "node", texture: "ASDisplayNode", displayNode: true,
            "A plain display node: it asks for its range's max when that is finite, or for a fixed size, or for a size that follows the width it is offered, or lays out its own subnodes.",
            keys: nodeKeys(interaction: "Whether touches reach it (and its subnodes)."),
            children: [child(.layout, required: false)], exclusive: nodeExclusive,
            example: ##"{"type": "node", "id": "box", "color": "#4a90d9", "intrinsicSize": [120, 80]}"##),
        ElementTypeSchema(
            .text, "text", texture: "ASTextNode", displayNode: true,
            "A text node: its text measured with the font and wrapped to the width it is given.",
            keys: textKeys(fontSizeDefault: "17", fontSizeSummary: "Points; 17 is UIKit's body size.") + [
                KeySchema(.userInteractionEnabled, .bool, default: "false", texture: "ASDisplayNode.userInteractionEnabled",
                          "Off as ASTextNode starts: a tap goes to its parent until this is set."),
            ] + accessibilityKeys(
                label: "its text by default, as ASTextNode sets it with the text.", traits: "staticText by default.",
                traitsDefault: #"["staticText"]"#,
                element: "true by default when the text is not empty (or userInteractionEnabled is true: ASTextNode is an ASControlNode)."),
            example: ##"{"type": "text", "id": "name", "text": "Hello, Texture", "fontSize": 15, "fontWeight": "bold"}"##),
        ElementTypeSchema(
            .image, "image", texture: "ASImageNode", displayNode: true,
            "An image node: as large as its image.",
            keys: [KeySchema(.imageSize, sizePair, texture: "ASImageNode.image", "The loaded image's size in points.")]
                + imageDrawingKeys + [
                KeySchema(.userInteractionEnabled, .bool, default: "false", texture: "ASDisplayNode.userInteractionEnabled",
                          "Off as ASImageNode (a control node) starts: a tap goes to its parent until this is set."),
            ] + imageAccessibilityKeys,
            example: ##"{"type": "image", "id": "avatar", "imageSize": [44, 44], "imageModification": {"roundBorder": {}}}"##),
        ElementTypeSchema(
            .stack, "stack", texture: "ASStackLayoutSpec",
            "Lays its children out in a row or a column, flexing them to fit (CSS flexbox's rules as Texture has them).",
            keys: [
                KeySchema(.direction, .choice(direction.schema), default: "\"horizontal\"",
                          texture: "ASStackLayoutSpec.direction", "Row or column."),
                KeySchema(.spacing, points, default: "0", texture: "ASStackLayoutSpec.spacing",
                          "Points between children along the stack."),
                KeySchema(.justifyContent, .choice(justifyContent.schema), default: "\"start\"",
                          texture: "ASStackLayoutSpec.justifyContent", "Where children sit along the stack."),
                KeySchema(.alignItems, .choice(alignItems.schema), default: "\"stretch\"",
                          texture: "ASStackLayoutSpec.alignItems", "Where children sit across the stack."),
                KeySchema(.flexWrap, .choice(flexWrap.schema), default: "\"noWrap\"",
                          texture: "ASStackLayoutSpec.flexWrap", "Whether children wrap onto more lines."),
                KeySchema(.alignContent, .choice(alignContent.schema), default: "\"start\"",
                          texture: "ASStackLayoutSpec.alignContent", "Where wrapped lines sit across the stack."),
                KeySchema(.lineSpacing, points, default: "0", texture: "ASStackLayoutSpec.lineSpacing",
                          "Points between wrapped lines."),
                KeySchema(.horizontalAlignment, .choice(horizontalAlignment.schema), default: "\"none\"",
                          texture: "ASStackLayoutSpec.horizontalAlignment",
                          "Overrides justifyContent or alignItems, whichever runs horizontally."),
                KeySchema(.verticalAlignment, .choice(verticalAlignment.schema), default: "\"none\"",
                          texture: "ASStackLayoutSpec.verticalAlignment",
                          "Overrides justifyContent or alignItems, whichever runs vertically."),
                KeySchema(.children, .elements, texture: "ASStackLayoutSpec.children", "The children, in order."),
            ],
            children: [child(.children, list: true, required: false)],
            example: ##"{"type": "stack", "direction": "vertical", "spacing": 8, "children": [{"type": "node", "id": "a", "style": {"height": 40}}, {"type": "node", "id": "b", "style": {"height": 60}}]}"##),
        ElementTypeSchema(
            .inset, "inset", texture: "ASInsetLayoutSpec",
            "Lays its child out inside insets; negative insets let the child spill out.",
            keys: [
                KeySchema(.insets, .insets(allowInfinity: true), default: "{}", texture: "ASInsetLayoutSpec.insets",
                          "Points on each edge; \"inf\" pins the child to the opposite edge."),
                KeySchema(.child, .element, required: true, texture: "ASInsetLayoutSpec.child", "The child."),
            ],
            children: [child(.child)],
            example: ##"{"type": "inset", "insets": {"top": 10, "left": 15, "bottom": 10, "right": 15}, "child": {"type": "node", "id": "content", "intrinsicSize": [100, 40]}}"##),
        ElementTypeSchema(
            .overlay, "overlay", texture: "ASOverlayLayoutSpec",
            "Lays its child out, then its overlay over it at the child's size.",
            keys: [
                KeySchema(.child, .element, required: true, texture: "ASOverlayLayoutSpec.child", "The child."),
                KeySchema(.overlay, .element, texture: "ASOverlayLayoutSpec.overlay", "Drawn over the child, as large."),
            ],
            children: [child(.child), child(.overlay, required: false)],
            example: ##"{"type": "overlay", "child": {"type": "node", "id": "photo", "intrinsicSize": [160, 90]}, "overlay": {"type": "node", "id": "scrim", "color": "rgba(0,0,0,0.3)"}}"##),
        ElementTypeSchema(
            .background, "background", texture: "ASBackgroundLayoutSpec",
            "Lays its child out, then its background behind it at the child's size.",
            keys: [
                KeySchema(.child, .element, required: true, texture: "ASBackgroundLayoutSpec.child", "The child."),
                KeySchema(.background, .element, required: true, texture: "ASBackgroundLayoutSpec.background",
                          "Drawn behind the child, as large."),
            ],
            children: [child(.background), child(.child)],
            example: ##"{"type": "background", "background": {"type": "node", "id": "card", "color": "#eef"}, "child": {"type": "inset", "insets": {"top": 8, "left": 8, "bottom": 8, "right": 8}, "child": {"type": "node", "id": "label", "intrinsicSize": [80, 20]}}}"##),
        ElementTypeSchema(
            .center, "center", texture: "ASCenterLayoutSpec",
            "Centres its child in the space it is given, on one axis or both.",
            keys: [
                KeySchema(.centeringOptions, .choice(centeringOptions.schema), default: "\"none\"",
                          texture: "ASCenterLayoutSpec.centeringOptions", "Which axes to centre on."),
                KeySchema(.sizingOptions, .choice(centerSizingOptions.schema), default: "\"default\"",
                          texture: "ASCenterLayoutSpec.sizingOptions", "On which axes to be only as large as the child."),
                KeySchema(.child, .element, required: true, texture: "ASCenterLayoutSpec.child", "The child."),
            ],
            children: [child(.child)],
            example: ##"{"type": "center", "centeringOptions": "xy", "child": {"type": "node", "id": "dot", "intrinsicSize": [20, 20]}}"##),
        ElementTypeSchema(
            .relative, "relative", texture: "ASRelativeLayoutSpec",
            "Puts its child at the start, centre or end of the space it is given, on each axis.",
            keys: [
                KeySchema(.horizontalPosition, .choice(relativePosition.schema), default: "\"none\"",
                          texture: "ASRelativeLayoutSpec.horizontalPosition", "Where the child sits horizontally."),
                KeySchema(.verticalPosition, .choice(relativePosition.schema), default: "\"none\"",
                          texture: "ASRelativeLayoutSpec.verticalPosition", "Where the child sits vertically."),
                KeySchema(.sizingOption, .choice(relativeSizingOption.schema), default: "\"default\"",
                          texture: "ASRelativeLayoutSpec.sizingOption", "On which axes to be only as large as the child."),
                KeySchema(.child, .element, required: true, texture: "ASRelativeLayoutSpec.child", "The child."),
            ],
            children: [child(.child)],
            example: ##"{"type": "relative", "horizontalPosition": "end", "verticalPosition": "start", "child": {"type": "node", "id": "badge", "intrinsicSize": [16, 16]}}"##),
        ElementTypeSchema(
            .ratio, "ratio", texture: "ASRatioLayoutSpec",
            "Gives its child a fixed height-to-width ratio.",
            keys: [
                KeySchema(.ratio, .number(.positive), required: true, texture: "ASRatioLayoutSpec.ratio",
                          "Height divided by width: 0.5 is twice as wide as tall."),
                KeySchema(.child, .element, required: true, texture: "ASRatioLayoutSpec.child", "The child."),
            ],
            children: [child(.child)],
            example: ##"{"type": "ratio", "ratio": 0.5625, "child": {"type": "node", "id": "video"}}"##),
        ElementTypeSchema(
            .absolute, "absolute", texture: "ASAbsoluteLayoutSpec",
            "Places each child at its style's layoutPosition.",
            keys: [
                KeySchema(.sizing, .choice(absoluteSizing.schema), default: "\"default\"",
                          texture: "ASAbsoluteLayoutSpec.sizing", "Whether it is as large as its children need."),
                KeySchema(.children, .elements, texture: "ASAbsoluteLayoutSpec.children", "The children."),
            ],
            children: [child(.children, list: true, required: false)],
            example: ##"{"type": "absolute", "sizing": "sizeToFit", "children": [{"type": "node", "id": "a", "intrinsicSize": [40, 40], "style": {"layoutPosition": [10, 20]}}]}"##),
        ElementTypeSchema(
            .corner, "corner", texture: "ASCornerLayoutSpec",
            "Lays its child out and puts a corner element (a badge) at one of its corners.",
            keys: [
                KeySchema(.child, .element, required: true, texture: "ASCornerLayoutSpec.child", "The child."),
                KeySchema(.corner, .element, required: true, texture: "ASCornerLayoutSpec.corner",
                          "The element placed at the corner."),
                KeySchema(.location, .choice(cornerLocation.schema), required: true,
                          texture: "ASCornerLayoutSpec.cornerLocation", "Which corner."),
                KeySchema(.offset, .point, default: "[0, 0]", texture: "ASCornerLayoutSpec.offset",
                          "Moves the corner element from the corner, in points."),
                KeySchema(.wrapsCorner, .bool, default: "false", texture: "ASCornerLayoutSpec.wrapsCorner",
                          "Whether the spec grows to include the corner element."),
            ],
            children: [child(.child), child(.corner)],
            example: ##"{"type": "corner", "location": "topRight", "child": {"type": "image", "id": "avatar", "imageSize": [44, 44]}, "corner": {"type": "node", "id": "badge", "color": "red", "intrinsicSize": [12, 12]}}"##),
        ElementTypeSchema(
            .wrapper, "wrapper", texture: "ASWrapperLayoutSpec",
            "Lays one child, or several at their layoutPosition, out in the space it is given.",
            keys: [
                KeySchema(.child, .element, texture: "ASWrapperLayoutSpec.child", "One child."),
                KeySchema(.children, .elements, texture: "ASWrapperLayoutSpec.children",
                          "Several children, each laid out in the same range."),
            ],
            children: [child(.child, required: false), child(.children, list: true, required: false)],
            exclusive: [(.child, .children)],
            example: ##"{"type": "wrapper", "child": {"type": "node", "id": "content"}}"##),
        ElementTypeSchema(
            .button, "button", texture: "ASButtonNode", displayNode: true, textureNode: true,
            "A button: its image and title in a stack, inset by its content insets, over its background image, as -[ASButtonNode layoutSpecThatFits:] lays them out. Its subnodes are <id>.imageNode, <id>.titleNode and <id>.backgroundImageNode.",
            keys: [
                KeySchema(.title, .object(buttonTitleObject), texture: "ASButtonNode.setTitle:withFont:withColor:forState:",
                          "The title; without text the button has no title node in its layout."),
                KeySchema(.image, .object(imageObject), texture: "ASButtonNode.setImage:forState:",
                          "The image beside the title, in imageNode (an ASImageNode)."),
                KeySchema(.backgroundImage, .object(imageObject), texture: "ASButtonNode.setBackgroundImage:forState:",
                          "Stretched behind the content, in backgroundImageNode (ASBackgroundLayoutSpec)."),
                KeySchema(.contentSpacing, points, default: "8", texture: "ASButtonNode.contentSpacing",
                          "Points between the image and the title."),
                KeySchema(.laysOutHorizontally, .bool, default: "true", texture: "ASButtonNode.laysOutHorizontally",
                          "Image and title side by side; false stacks them."),
                KeySchema(.contentHorizontalAlignment, .choice(horizontalAlignment.schema), default: "\"middle\"",
                          texture: "ASButtonNode.contentHorizontalAlignment", "The content's horizontalAlignment in its stack."),
                KeySchema(.contentVerticalAlignment, .choice(verticalAlignment.schema), default: "\"center\"",
                          texture: "ASButtonNode.contentVerticalAlignment", "The content's verticalAlignment in its stack."),
                KeySchema(.contentEdgeInsets, .insets(allowInfinity: true), default: "{}", texture: "ASButtonNode.contentEdgeInsets",
                          "Insets around the content (an ASInsetLayoutSpec when not all 0)."),
                KeySchema(.imageAlignment, .choice(imageAlignment.schema), default: "\"beginning\"",
                          texture: "ASButtonNode.imageAlignment", "Whether the image comes before the title or after it."),
                KeySchema(.color, colour, texture: "ASDisplayNode.backgroundColor", "Its colour in drawings."),
                KeySchema(.userInteractionEnabled, .bool, default: "false", texture: "ASControlNode.addTarget:action:forControlEvents:",
                          "Off as every ASControlNode starts; true stands for a button with a target (adding one turns it on)."),
            ] + accessibilityKeys(
                label: "its title's text by default, as ASButtonNode sets it with the title.", traits: "button by default.",
                traitsDefault: #"["button"]"#,
                element: "as an ASControlNode, it follows userInteractionEnabled: true with a target. Without one, VoiceOver enters it and reads its title node as static text."),
            example: ##"{"type": "button", "id": "follow", "title": {"text": "Follow", "fontSize": 15, "fontWeight": "bold", "color": "white"}, "backgroundImage": {"imageSize": [8, 8], "color": "#d0457b", "imageModification": {"cornerRadius": 4}}, "contentEdgeInsets": {"top": 6, "left": 14, "bottom": 6, "right": 14}, "userInteractionEnabled": true}"##),
        ElementTypeSchema(
            .networkImage, "networkImage", texture: "ASNetworkImageNode", displayNode: true, textureNode: true,
            "An image downloaded from its URL: until it arrives it is as large as its default image, or with none a plain node's size (0 x 0 in a stack); once loaded, as large as the downloaded image.",
            keys: [
                KeySchema(.url, .string(maxBytes: nil), required: true, texture: "ASNetworkImageNode.URL", "Where the image comes from."),
                KeySchema(.imageSize, sizePair, texture: "ASNetworkImageNode.image",
                          "The downloaded image's size in points (without it, loading gives no size)."),
                KeySchema(.defaultImage, .object(imageObject), texture: "ASNetworkImageNode.defaultImage",
                          "Shown, and measured, until the download arrives."),
                KeySchema(.loaded, .bool, default: "false", texture: "ASNetworkImageNodeDelegate.imageNode:didLoadImage:",
                          "Whether the download has arrived."),
            ] + cornerKeys + [
                KeySchema(.color, colour, texture: "ASDisplayNode.backgroundColor", "Its placeholder colour, and the colour precomposited or clipping corners are painted in."),
                KeySchema(.imageModification, .object(imageModificationObject), texture: "ASImageNode.imageModificationBlock",
                          "What the node does to the image (downloaded or default) as it draws it; the size does not change."),
                KeySchema(.userInteractionEnabled, .bool, default: "false", texture: "ASDisplayNode.userInteractionEnabled",
                          "Off as ASImageNode (a control node) starts: a tap goes to its parent until this is set."),
            ] + imageAccessibilityKeys,
            example: ##"{"type": "networkImage", "id": "photo", "url": "https://example.com/photo.jpg", "imageSize": [320, 180], "loaded": true}"##),
        ElementTypeSchema(
            .cell, "cell", texture: "ASCellNode", displayNode: true, textureNode: true,
            "A cell node, the root of a list row: a display node with the keys of node.",
            keys: nodeKeys(interaction: "Whether touches reach it (and its subnodes)."),
            children: [child(.layout, required: false)], exclusive: nodeExclusive,
            example: ##"{"type": "cell", "id": "row", "layout": {"type": "inset", "insets": {"top": 12, "left": 16, "bottom": 12, "right": 16}, "child": {"type": "text", "id": "label", "text": "A cell", "fontSize": 17}}}"##),
    ]

    // MARK: Style

    /// `ASLayoutElementStyle` with the stack and absolute extensions.
    public static let style = ObjectSchema(
        "style", "How a parent sizes and places the element (ASLayoutElementStyle); each key applies in the order written.",
        keys: [
            KeySchema(.width, .dimension, default: "\"auto\"", texture: "ASLayoutElementStyle.width", "The width asked for."),
            KeySchema(.height, .dimension, default: "\"auto\"", texture: "ASLayoutElementStyle.height", "The height asked for."),
            KeySchema(.minWidth, .dimension, default: "\"auto\"", texture: "ASLayoutElementStyle.minWidth", "The least width."),
            KeySchema(.maxWidth, .dimension, default: "\"auto\"", texture: "ASLayoutElementStyle.maxWidth", "The most width."),
            KeySchema(.minHeight, .dimension, default: "\"auto\"", texture: "ASLayoutElementStyle.minHeight", "The least height."),
            KeySchema(.maxHeight, .dimension, default: "\"auto\"", texture: "ASLayoutElementStyle.maxHeight", "The most height."),
            KeySchema(.preferredSize, sizePair, texture: "ASLayoutElementStyle.preferredSize",
                      "Width and height in points at once."),
            KeySchema(.minSize, sizePair, texture: "ASLayoutElementStyle.minSize", "Least width and height in points."),
            KeySchema(.maxSize, sizePair, texture: "ASLayoutElementStyle.maxSize", "Most width and height in points."),
            KeySchema(.spacingBefore, points, default: "0", texture: "ASLayoutElementStyle.spacingBefore",
                      "Extra points before it in a stack."),
            KeySchema(.spacingAfter, points, default: "0", texture: "ASLayoutElementStyle.spacingAfter",
                      "Extra points after it in a stack."),
            KeySchema(.flexGrow, .number(.nonNegative), default: "0", texture: "ASLayoutElementStyle.flexGrow",
                      "Its share of a stack's spare room."),
            KeySchema(.flexShrink, .number(.nonNegative), default: "0", texture: "ASLayoutElementStyle.flexShrink",
                      "Its share of what a stack must give up when too full."),
            KeySchema(.flexBasis, .dimension, default: "\"auto\"", texture: "ASLayoutElementStyle.flexBasis",
                      "Its size along a stack before flexing."),
            KeySchema(.alignSelf, .choice(alignSelf.schema), default: "\"auto\"", texture: "ASLayoutElementStyle.alignSelf",
                      "Its own alignment across a stack."),
            KeySchema(.ascender, points, default: "0", texture: "ASLayoutElementStyle.ascender",
                      "For baseline alignment; text takes it from the font."),
            KeySchema(.descender, points, default: "0", texture: "ASLayoutElementStyle.descender",
                      "For baseline alignment; text takes it from the font."),
            KeySchema(.layoutPosition, .point, default: "[0, 0]", texture: "ASLayoutElementStyle.layoutPosition",
                      "Where it sits inside an absolute spec."),
            KeySchema(.hitTestSlop, .insets(allowInfinity: false), default: "{}", texture: "ASDisplayNode.hitTestSlop",
                      "A display node's tappable area beyond its bounds: negative edges grow it, positive shrink it. Layout specs ignore it."),
        ])

    // MARK: Layout spec documents

    public static let sizeRangeObject = ObjectSchema(
        "sizeRange", "The ASSizeRange the root is laid out in.",
        keys: [
            KeySchema(.min, sizePair, required: true, "The least size, finite."),
            KeySchema(.max, .size(allowInfinity: true, max: nil), required: true,
                      "The most size; a component may be \"inf\"."),
        ])

    static let layoutDocument = ObjectSchema(
        "layoutSpec", noun: "a spec document", "A layout spec: an element tree laid out in a size range.",
        keys: [
            KeySchema(.schema, .string(maxBytes: nil), "The JSON Schema this file follows (for editors); ignored."),
            KeySchema(.title, .string(maxBytes: nil), "Shown above the demo."),
            KeySchema(.sizeRange, .anyOf([sizePair, .object(sizeRangeObject)]),
                      default: ##"{"min": [375, 0], "max": [375, "inf"]}"##, texture: "ASSizeRange",
                      "The range the root is laid out in; [w, h] is an exact size. The default is what ASTableView gives a cell. "
                        + "A size of 10^7 points or more in an axis, given here or computed for any element, lays out as 0 x 0, "
                        + "as Texture's ASIsCGSizeValidForSize makes it; swatch layout and the playground warn when it happens."),
            KeySchema(.scale, .number(.within(SpecLimits.minScale...SpecLimits.maxScale)), default: "2",
                      texture: "UIScreen.scale", "Screen scale for rounding to pixels."),
            KeySchema(.root, .element, required: true, "The element laid out."),
        ])

    // MARK: Frame timelines

    // A range scenario's `frames` (SPEC.md "Frame timelines", reference/frames.md
    // F5.13): the model's clock, budget, workers and per-cell costs.

    /// A cost in milliseconds: one for every cell, or one per cell.
    static let frameCost = ValueSchema.numberOrList(.within(0...ScenarioLimits.maxFrameCost))

    static let frameCostObject = ObjectSchema(
        "frameCost", noun: "frames.cost", "Milliseconds one cell's work takes; a number, or one per item (the last repeats).",
        keys: [
            KeySchema(.measure, frameCost, default: "3", texture: "ASDisplayNode.layoutThatFits:",
                      "Layout and text sizing, in the background with Texture."),
            KeySchema(.display, frameCost, default: "8", texture: "ASDisplayNode.displaysAsynchronously",
                      "Drawing and decoding, in the background with Texture."),
            KeySchema(.mount, frameCost, default: "0.3",
                      "Adding the finished view to the hierarchy, on the main thread."),
        ])

    static let framesObject = ObjectSchema(
        "frames", "A model of the main thread's frame budget: one range update a frame, costs as stated.",
        keys: [
            KeySchema(.refreshRate, .number(NumberRange(minimum: 0, excludesMinimum: true, maximum: ScenarioLimits.maxRefreshRate)),
                      default: "60", texture: "CADisplayLink.preferredFramesPerSecond", "Frames a second."),
            KeySchema(.mainThreadBudget, .number(.nonNegative), default: "10",
                      "Milliseconds of a frame the app's main-thread work may take before the frame is late."),
            KeySchema(.backgroundThreads, .number(.integers(1...ScenarioLimits.maxBackgroundThreads)), default: "2",
                      "Workers measuring and displaying in the background."),
            KeySchema(.cost, .object(frameCostObject), "Milliseconds per cell for each kind of work."),
        ])

    // MARK: Range scenarios

    static let itemSize = ValueSchema.size(allowInfinity: false, max: ScenarioLimits.maxDimension)
    static let screenfuls = ValueSchema.number(.within(0...ScenarioLimits.maxScreenfuls))

    static let bufferObject = ObjectSchema(
        "rangeBuffer", noun: "a range's tuning", "Screenfuls ahead of and behind the viewport (ASRangeTuningParameters).",
        keys: [
            KeySchema(.leading, screenfuls, texture: "ASRangeTuningParameters.leadingBufferScreenfuls",
                      "Screenfuls ahead, in the scroll direction."),
            KeySchema(.trailing, screenfuls, texture: "ASRangeTuningParameters.trailingBufferScreenfuls",
                      "Screenfuls behind."),
        ])

    static let modeTuningObject = ObjectSchema(
        "modeTuning", noun: "a range mode's tuning", "Tuning of the display and preload ranges in one range mode.",
        keys: [
            KeySchema(.display, .object(bufferObject), texture: "ASLayoutRangeTypeDisplay", "The display range."),
            KeySchema(.preload, .object(bufferObject), texture: "ASLayoutRangeTypePreload", "The preload range."),
        ])

    static let tuningObject = ObjectSchema(
        "tuning", "Range tuning per range mode; what is left out keeps Texture's defaults.",
        keys: [
            KeySchema(.full, .object(modeTuningObject), texture: "ASLayoutRangeModeFull", "While scrolling."),
            KeySchema(.minimum, .object(modeTuningObject), texture: "ASLayoutRangeModeMinimum",
                      "Until the first drag, and when idle."),
            KeySchema(.visibleOnly, .object(modeTuningObject), texture: "ASLayoutRangeModeVisibleOnly",
                      "After a memory warning while visible."),
            KeySchema(.lowMemory, .object(modeTuningObject), texture: "ASLayoutRangeModeLowMemory",
                      "After a memory warning while hidden."),
        ])

    static let nestedItemsObject = ObjectSchema(
        "nestedItems", noun: "a nested container's items", "Items of one size in a nested container.",
        keys: [
            KeySchema(.count, .number(.integers(0...ScenarioLimits.maxNestedItems)), required: true, "How many."),
            KeySchema(.size, itemSize, "Each item's size; pages ignore it."),
        ])

    static let nestedItemObject = ObjectSchema(
        "nestedItem", noun: "a nested container's item", "One item of a nested container.",
        keys: [
            KeySchema(.id, .string(maxBytes: nil), "A name for the item."),
            KeySchema(.size, itemSize, "Its size; pages ignore it."),
        ])

    static let nestedObject = ObjectSchema(
        "nested", noun: "a nested container", "A container inside a cell (one level; it never scrolls).",
        keys: [
            KeySchema(.container, .choice(container.schema), default: "\"table\"", "Which container."),
            KeySchema(.viewport, itemSize, "Its bounds; the cell's size by default."),
            KeySchema(.items, .anyOf([.object(nestedItemsObject), .list(.object(nestedItemObject), maxCount: ScenarioLimits.maxNestedItems)]),
                      required: true, "Its items."),
            KeySchema(.tuning, .object(tuningObject), "Its range tuning."),
            KeySchema(.columns, .number(.integers(1...ScenarioLimits.maxColumns)), default: "2",
                      "Grid columns for a collection."),
        ])

    /// A collection's `UICollectionViewFlowLayout` (vertical, one section).
    static let flowLayoutObject = ObjectSchema(
        "flowLayout", noun: "a flow layout",
        "A collection's UICollectionViewFlowLayout, scrolling vertically, one section. Each cell is measured in the size range ASCollectionViewFlowLayoutInspector gives it: the item's sizeRange (the delegate's answer) unless it is ASSizeRangeUnconstrained; else itemSize exactly, unless it is the default 50 x 50; else 0 x 0 up to the collection's width by CGFLOAT_MAX (written \"inf\"). The measured cells fill lines in index order while they and minimumInteritemSpacing fit between the side insets; the room a line leaves is shared between its gaps (a line of one item is centred); a line is as tall as its tallest item, which centres the others; lines are minimumLineSpacing apart inside the top and bottom insets. The answer lists every item's sizeRange and frame (\"items\"). What is left out keeps UIKit's defaults.",
        keys: [
            KeySchema(.itemSize, itemSize, default: "[50, 50]", texture: "UICollectionViewFlowLayout.itemSize",
                      "Any size but the default 50 x 50 is the exact size range of every cell the delegate gives none."),
            KeySchema(.minimumInteritemSpacing, .number(.within(0...ScenarioLimits.maxDimension)), default: "10",
                      texture: "UICollectionViewFlowLayout.minimumInteritemSpacing",
                      "Least room between items of a line; the room a line leaves is shared between its gaps."),
            KeySchema(.minimumLineSpacing, .number(.within(0...ScenarioLimits.maxDimension)), default: "10",
                      texture: "UICollectionViewFlowLayout.minimumLineSpacing", "Room between lines."),
            KeySchema(.sectionInset, .insets(allowInfinity: false), default: "{}",
                      texture: "UICollectionViewFlowLayout.sectionInset", "Room around the section's items."),
        ])

    /// `collectionNode:constrainedSizeForItemAtIndexPath:`'s answer.
    static let itemSizeRange = ValueSchema.anyOf([sizePair, .object(sizeRangeObject)])
    static let itemSizeRangeSummary =
        "With a flowLayout: the delegate's collectionNode(_:constrainedSizeForItemAt:) answer for the item, which comes before the flow layout's itemSize unless it is ASSizeRangeUnconstrained; [w, h] is an exact size."

    static let itemsObject = ObjectSchema(
        "items", "Items all alike: a count and a size, or a cell laid out to find the size.",
        keys: [
            KeySchema(.count, .number(.integers(0...ScenarioLimits.maxItems)), required: true, "How many."),
            KeySchema(.size, itemSize, "Each item's size (with a flowLayout, its node's answer, clamped into its size range); pages ignore it."),
            KeySchema(.cell, cellValue, texture: "ASCellNode",
                      "A cell laid out in its size range to find the size (the container's width; a column's in a grid; with a flowLayout, the range the inspector decides), and drawn in its row: an element, or the name of a layout spec file (beside the scenario) whose root is the cell."),
            KeySchema(.sizeRange, itemSizeRange, texture: "ASCollectionDelegate.collectionNode:constrainedSizeForItemAtIndexPath:",
                      itemSizeRangeSummary),
            KeySchema(.nested, .object(nestedObject), "A container inside every cell."),
        ],
        exclusive: [(.size, .cell)])

    /// A cell written inline, or a layout spec file named.
    static let cellValue = ValueSchema.anyOf([.element, .string(maxBytes: nil)])

    static let itemObject = ObjectSchema(
        "item", noun: "an item", "One item.",
        keys: [
            KeySchema(.id, .string(maxBytes: nil), "A name for the item."),
            KeySchema(.size, itemSize, "Its size; pages ignore it."),
            KeySchema(.cell, cellValue, texture: "ASCellNode",
                      "Its cell, laid out in its size range to find the size: an element, or a layout spec file's name."),
            KeySchema(.sizeRange, itemSizeRange, texture: "ASCollectionDelegate.collectionNode:constrainedSizeForItemAtIndexPath:",
                      itemSizeRangeSummary),
            KeySchema(.nested, .object(nestedObject), "A container inside this cell."),
        ],
        exclusive: [(.size, .cell)])

    static let batchFetchingObject = ObjectSchema(
        "batchFetching", "Batch fetching (ASBatchFetching): more items appended as the end comes near.",
        keys: [
            KeySchema(.leadingScreens, .number(.within(-ScenarioLimits.maxScreenfuls...ScenarioLimits.maxScreenfuls)),
                      default: "2", texture: "ASTableNode.leadingScreensForBatching",
                      "Fetch when the end is this many screens away."),
            KeySchema(.batchSize, .number(.integers(0...ScenarioLimits.maxItems)), default: "20",
                      "Items one fetch appends."),
            KeySchema(.limit, .number(.integers(0...ScenarioLimits.maxItems)), "The most items there will ever be."),
            KeySchema(.latency, .number(.integers(1...ScenarioLimits.maxRecords)), default: "1",
                      texture: "ASBatchContext.completeBatchFetching:",
                      "Updates from willBeginBatchFetch to completeBatchFetching."),
        ])

    static let scrollStepObject = ObjectSchema(
        "scrollStep", noun: "a scroll step", "One drag, or a change of visibility or memory.",
        keys: [
            KeySchema(.offset, .number(.within(-ScenarioLimits.maxOffset...ScenarioLimits.maxOffset)),
                      texture: "UIScrollView.contentOffset", "Scroll to this offset (x for a pager)."),
            KeySchema(.steps, .number(.integers(1...ScenarioLimits.maxRecords)), default: "1",
                      "Get there in this many equal updates."),
            KeySchema(.containerVisible, .bool, "Hide or show the container."),
            KeySchema(.memoryWarning, .bool, texture: "UIApplicationDidReceiveMemoryWarningNotification",
                      "A memory warning arrives."),
        ],
        exactlyOneOf: [.offset, .containerVisible, .memoryWarning], dependencies: [(.steps, .offset)])

    static let rangesDocument = ObjectSchema(
        "rangeScenario", noun: "a range scenario",
        "A range scenario: a scrolling container full of cells, scrolled step by step.",
        keys: [
            KeySchema(.schema, .string(maxBytes: nil), "The JSON Schema this file follows (for editors); ignored."),
            KeySchema(.title, .string(maxBytes: nil), "Shown above the demo."),
            KeySchema(.container, .choice(container.schema), default: "\"table\"", "Which container scrolls."),
            KeySchema(.viewport, itemSize, default: "[375, 667]", "The container's bounds."),
            KeySchema(.items, .anyOf([.object(itemsObject), .list(.object(itemObject), maxCount: ScenarioLimits.maxItems)]),
                      required: true, "The items, all alike or one by one."),
            KeySchema(.columns, .number(.integers(1...ScenarioLimits.maxColumns)), default: "2",
                      "Grid columns for a collection without a flowLayout."),
            KeySchema(.flowLayout, .object(flowLayoutObject), texture: "UICollectionViewFlowLayout",
                      "A collection's flow layout, in place of columns: each cell measured in the size range Texture's inspector gives it, and the cells flowed into lines."),
            KeySchema(.inverted, .bool, default: "false", texture: "ASTableNode.inverted", "Item 0 drawn at the bottom."),
            KeySchema(.tuning, .object(tuningObject), texture: "ASRangeTuningParameters", "Range tuning."),
            KeySchema(.batchFetching, .object(batchFetchingObject), "Batch fetching; off when absent."),
            KeySchema(.scroll, .list(.object(scrollStepObject), maxCount: ScenarioLimits.maxRecords),
                      default: ##"[{"offset": 0}]"##, "The steps."),
            KeySchema(.frames, .object(framesObject),
                      "A model of each frame's cost without and with Texture; no frame records when absent."),
        ],
        exclusive: [(.columns, .flowLayout)])

    // MARK: Transition documents

    static let transitionTimingObject = ObjectSchema(
        "transition", "How each layout transition is animated: the node's defaultLayoutTransition properties.",
        keys: [
            KeySchema(.duration, .number(.nonNegative), default: "0.2", texture: "ASDisplayNode.defaultLayoutTransitionDuration",
                      "Seconds the animation lasts."),
            KeySchema(.delay, .number(.nonNegative), default: "0", texture: "ASDisplayNode.defaultLayoutTransitionDelay",
                      "Seconds before it starts."),
            KeySchema(.animated, .bool, default: "true", texture: "transitionLayoutWithAnimation:",
                      "Whether the transition animates; without, every subnode takes its new frame at once."),
        ])

    static let transitionStateObject = ObjectSchema(
        "transitionState", noun: "a state", "One state of the node: a name and the node laid out in it.",
        keys: [
            KeySchema(.name, .string(maxBytes: nil), required: true,
                      "1 to \(TransitionLimits.maxNameLength) characters, unique in the document."),
            KeySchema(.root, .element, required: true, texture: "layoutSpecThatFits:",
                      "A node with a layout and the same id in every state: the node that transitions. Every display node needs an id, and an id names one type in every state."),
        ])

    static let transitionDocument = ObjectSchema(
        "transitionDocument", noun: "a transition document",
        "A node with automaticallyManagesSubnodes whose layout differs from state to state, moved by transitionLayoutWithAnimation: from each state to the next and from the last back to the first.",
        keys: [
            layoutDocument[.schema], layoutDocument[.title], layoutDocument[.sizeRange], layoutDocument[.scale],
            KeySchema(.transition, .object(transitionTimingObject), texture: "ASDisplayNode.defaultLayoutTransitionDuration",
                      "How the transitions are animated; Texture's defaults when absent."),
            KeySchema(.states, .list(.object(transitionStateObject), maxCount: TransitionLimits.states.upperBound), required: true,
                      "\(TransitionLimits.states.lowerBound) to \(TransitionLimits.states.upperBound) states, in order."),
        ])

    // MARK: Document kinds

    /// In `DocumentKind` order.
    public static let documentKinds: [DocumentKindSchema] = [
        DocumentKindSchema(
            kind: .layout, name: "layout", title: "Layout spec", object: layoutDocument, markers: [.root],
            example: ##"{"sizeRange": [375, 100], "root": {"type": "node", "id": "box", "color": "#4a90d9"}}"##),
        DocumentKindSchema(
            kind: .ranges, name: "ranges", title: "Range scenario", object: rangesDocument,
            markers: [.container, .viewport, .items, .columns, .flowLayout, .inverted, .tuning, .batchFetching, .scroll],
            example: ##"{"items": {"count": 40, "size": [375, 100]}, "scroll": [{"offset": 0}, {"offset": 2000, "steps": 10}]}"##),
        DocumentKindSchema(
            kind: .transition, name: "transition", title: "Transition document", object: transitionDocument,
            markers: [.states, .transition],
            example: ##"{"states": [{"name": "one", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": [{"type": "node", "id": "a", "style": {"preferredSize": [40, 40]}}]}}}, {"name": "two", "root": {"type": "node", "id": "cell", "layout": {"type": "stack", "children": [{"type": "node", "id": "b", "style": {"preferredSize": [60, 40]}}, {"type": "node", "id": "a", "style": {"preferredSize": [40, 40]}}]}}}]}"##),
    ]
}

/// Two axes switched on or off (centring, minimum sizing).
public struct Axes: Hashable, Sendable {
    public var x = false
    public var y = false

    public init(x: Bool = false, y: Bool = false) {
        self.x = x
        self.y = y
    }
}
