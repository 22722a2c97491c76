import SwatchAccessibility
import SwatchGeometry
import SwatchJSON
import SwatchLayout
import SwatchSpec

/// What a decoded document says for one key of one element, in the spec
/// language's terms: compared with the schema's default (which is left out
/// of the code) and turned into code by the key's kind.
enum SpecValue {
    case number(Double)
    case bool(Bool)
    case choice(EnumSchema, Int)
    case dimension(Dimension)
    case size(Size)
    case point(Point)
    case insets(Insets)
    case string(String)
    /// Text set as is (an accessibility label), not a URL.
    case text(String)
    case colour(String)
    /// Names of an option set (accessibility traits), by case index.
    case flags(EnumSchema, [Int])

    /// The value as the schema writes defaults (`0`, `"start"`, `[0, 0]`, `{}`).
    var json: String {
        switch self {
        case .number(let n): return JSONWriter.number(n)
        case .bool(let b): return b ? "true" : "false"
        case .choice(let schema, let index): return "\"" + schema.cases[index].name + "\""
        case .dimension(let d):
            switch d {
            case .auto: return "\"auto\""
            case .points(let p): return JSONWriter.number(p)
            case .fraction(let f): return "\"" + JSONWriter.number(f * 100) + "%\""
            }
        case .size(let s): return JSONWriter.numbers([s.width, s.height])
        case .point(let p): return JSONWriter.numbers([p.x, p.y])
        case .insets(let i):
            if i == .zero { return "{}" }
            return "{\"top\": \(JSONWriter.number(i.top)), \"left\": \(JSONWriter.number(i.left)), "
                + "\"bottom\": \(JSONWriter.number(i.bottom)), \"right\": \(JSONWriter.number(i.right))}"
        case .string(let s), .text(let s), .colour(let s): return JSONWriter.string(s)
        case .flags(let schema, let indices): return "[" + indices.map { JSONWriter.string(schema.cases[$0].name) }.joined(separator: ", ") + "]"
        }
    }

    /// Whether it is the default `key` has in the schema.
    func isDefault(for key: KeySchema) -> Bool {
        guard let defaultJSON = key.defaultJSON else { return false }
        return json == defaultJSON
    }

    /// The value as code, for a property of the key's Texture type (a
    /// string is a URL: the only string key set as a plain property); nil for
    /// a CSS colour UIKit's sRGB initializer cannot take.
    var expression: CodeExpression? {
        switch self {
        case .number(let n): return .number(n)
        case .bool(let b): return .bool(b)
        case .choice(let schema, let index): return .choice(schema, index)
        case .dimension(let d): return TextureAPI.dimension(d)
        case .size(let s): return .size(s)
        case .point(let p): return .point(p)
        case .insets(let i): return .insets(i)
        case .string(let s): return TextureAPI.url(s)
        case .text(let s): return .string(s)
        case .flags(let schema, let indices): return .flags(schema, indices)
        case .colour(let css): return ExportColor(css: css).map { TextureAPI.color($0) }
        }
    }

    /// Case `value` of `table`.
    static func choice<Value: Equatable>(_ table: ChoiceTable<Value>, _ value: Value) -> SpecValue {
        let name = table.name(of: value)
        var index = 0
        for (i, c) in table.schema.cases.enumerated() where c.name == name { index = i }
        return .choice(table.schema, index)
    }
}

extension SpecDocument {
    /// What element `index` says for `key` (its effective value: a style key
    /// the spec leaves out has its default); nil for keys the element does
    /// not have.
    func specValue(_ key: SpecKey, of index: Int) -> SpecValue? {
        let element = tree.elements[index]
        let info = elements[index]
        let isDisplayNode = element.kind.isDisplayNode
        switch key {
        case .color: return info.color.map { .colour($0) }
        case .userInteractionEnabled: return isDisplayNode ? .bool(info.userInteractionEnabled) : nil
        case .hitTestSlop: return isDisplayNode ? .insets(info.hitTestSlop) : nil
        // The accessibility keys the spec gives; what it leaves out is the node's own.
        case .accessibilityLabel: return info.accessibility.label.map { .text($0) }
        case .accessibilityTraits:
            guard let traits = info.accessibility.traits else { return nil }
            let table = SpecSchema.accessibilityTraits
            return .flags(table.schema, table.values.indices.filter { traits.contains(table.values[$0]) })
        case .isAccessibilityElement: return info.accessibility.isElement.map { .bool($0) }
        case .isAccessibilityContainer: return info.accessibility.isContainer.map { .bool($0) }
        case .accessibilityElementsHidden: return info.accessibility.elementsHidden.map { .bool($0) }
        case .cornerRadius: return info.cornerRadius.map { .number($0) }
        case .cornerRoundingType:
            return isDisplayNode ? SpecValue.choice(SpecSchema.cornerRoundingType, info.cornerRoundingType) : nil
        case .url: return info.url.map { .string($0) }
        case .contentSpacing, .laysOutHorizontally, .contentHorizontalAlignment, .contentVerticalAlignment, .contentEdgeInsets,
            .imageAlignment:
            guard let button = info.button else { return nil }
            switch key {
            case .contentSpacing: return .number(button.contentSpacing)
            case .laysOutHorizontally: return .bool(button.laysOutHorizontally)
            case .contentHorizontalAlignment: return SpecValue.choice(SpecSchema.horizontalAlignment, button.contentHorizontalAlignment)
            case .contentVerticalAlignment: return SpecValue.choice(SpecSchema.verticalAlignment, button.contentVerticalAlignment)
            case .contentEdgeInsets: return .insets(button.contentEdgeInsets)
            default: return SpecValue.choice(SpecSchema.imageAlignment, button.imageAlignment)
            }
        case .intrinsicSize:
            if case .node(let size?) = element.kind { return .size(size) }
            return nil
        case .imageSize:
            if case .image(let size) = element.kind { return .size(size) }
            return nil
        case .text, .fontSize, .fontWeight, .maximumNumberOfLines, .truncation:
            guard case .text(let t) = element.kind else { return nil }
            let content = tree.texts[Int(t)]
            switch key {
            case .text: return .string(content.string)
            case .fontSize: return .number(content.style.fontSize)
            case .fontWeight: return SpecValue.choice(SpecSchema.fontWeight, content.style.weight)
            case .maximumNumberOfLines: return .number(Double(content.style.maximumNumberOfLines))
            default: return .string(content.style.truncation)
            }
        default:
            break
        }
        switch element.kind {
        case .stack(let o):
            switch key {
            case .direction: return SpecValue.choice(SpecSchema.direction, o.direction)
            case .spacing: return .number(o.spacing)
            case .justifyContent: return SpecValue.choice(SpecSchema.justifyContent, o.justifyContent)
            case .alignItems: return SpecValue.choice(SpecSchema.alignItems, o.alignItems)
            case .flexWrap: return SpecValue.choice(SpecSchema.flexWrap, o.wrap)
            case .alignContent: return SpecValue.choice(SpecSchema.alignContent, o.alignContent)
            case .lineSpacing: return .number(o.lineSpacing)
            case .horizontalAlignment: return SpecValue.choice(SpecSchema.horizontalAlignment, o.horizontalAlignment)
            case .verticalAlignment: return SpecValue.choice(SpecSchema.verticalAlignment, o.verticalAlignment)
            default: break
            }
        case .inset(let insets):
            if key == .insets { return .insets(insets) }
        case .relative(let o):
            if o.isCenter {
                switch key {
                case .centeringOptions:
                    return SpecValue.choice(
                        SpecSchema.centeringOptions, Axes(x: o.horizontalPosition == .center, y: o.verticalPosition == .center))
                case .sizingOptions:
                    return SpecValue.choice(SpecSchema.centerSizingOptions, Axes(x: o.minimumWidth, y: o.minimumHeight))
                default: break
                }
            } else {
                switch key {
                case .horizontalPosition: return SpecValue.choice(SpecSchema.relativePosition, o.horizontalPosition)
                case .verticalPosition: return SpecValue.choice(SpecSchema.relativePosition, o.verticalPosition)
                case .sizingOption:
                    return SpecValue.choice(SpecSchema.relativeSizingOption, Axes(x: o.minimumWidth, y: o.minimumHeight))
                default: break
                }
            }
        case .ratio(let r):
            if key == .ratio { return .number(r) }
        case .absolute(let sizing):
            if key == .sizing { return SpecValue.choice(SpecSchema.absoluteSizing, sizing) }
        case .corner(let o):
            switch key {
            case .location: return SpecValue.choice(SpecSchema.cornerLocation, o.location)
            case .offset: return .point(o.offset)
            case .wrapsCorner: return .bool(o.wrapsCorner)
            default: break
            }
        default:
            break
        }
        let style = tree.style(of: index)
        switch key {
        case .width: return .dimension(style.width)
        case .height: return .dimension(style.height)
        case .minWidth: return .dimension(style.minWidth)
        case .maxWidth: return .dimension(style.maxWidth)
        case .minHeight: return .dimension(style.minHeight)
        case .maxHeight: return .dimension(style.maxHeight)
        case .spacingBefore: return .number(style.spacingBefore)
        case .spacingAfter: return .number(style.spacingAfter)
        case .flexGrow: return .number(style.flexGrow)
        case .flexShrink: return .number(style.flexShrink)
        case .flexBasis: return .dimension(style.flexBasis)
        case .alignSelf: return SpecValue.choice(SpecSchema.alignSelf, style.alignSelf)
        case .ascender: return .number(style.ascender)
        case .descender: return .number(style.descender)
        case .layoutPosition: return .point(style.layoutPosition)
        default: return nil
        }
    }
}
