import SwatchGeometry
import SwatchLayout

extension SpecDecoder {
    static let styleKeys: SpecKeySet = [
        .width, .height, .minWidth, .maxWidth, .minHeight, .maxHeight,
        .preferredSize, .minSize, .maxSize, .spacingBefore, .spacingAfter,
        .flexGrow, .flexShrink, .flexBasis, .alignSelf, .ascender, .descender, .layoutPosition, .hitTestSlop,
    ]

    /// `ASLayoutElementStyle`. Keys apply in the order written, so a later
    /// `preferredSize` overrides an earlier `width`, as Texture's setters do.
    /// `hitTestSlop` is a node's, not the layout's: it is handed back beside
    /// the style (layout specs accept it and ignore it).
    static func decodeStyle(_ value: JSONValue, at path: SpecPath) throws(SpecError) -> (Style, hitTestSlop: Insets) {
        let object = try JSONObject(value, at: path, what: "style")
        try object.checkKeys(styleKeys, in: "style")
        var style = Style()
        var slop = Insets.zero
        for member in object.members {
            guard let key = member.known else { continue }
            let v = member.value
            let p = path.appending(key.name)
            switch key {
            case .width: style.width = try v.dimension(at: p)
            case .height: style.height = try v.dimension(at: p)
            case .minWidth: style.minWidth = try v.dimension(at: p)
            case .maxWidth: style.maxWidth = try v.dimension(at: p)
            case .minHeight: style.minHeight = try v.dimension(at: p)
            case .maxHeight: style.maxHeight = try v.dimension(at: p)
            case .preferredSize:
                let s = try v.sizePair(at: p)
                style.width = .points(s.width)
                style.height = .points(s.height)
            case .minSize:
                let s = try v.sizePair(at: p)
                style.minWidth = .points(s.width)
                style.minHeight = .points(s.height)
            case .maxSize:
                let s = try v.sizePair(at: p)
                style.maxWidth = .points(s.width)
                style.maxHeight = .points(s.height)
            case .spacingBefore: style.spacingBefore = try v.number(at: p)
            case .spacingAfter: style.spacingAfter = try v.number(at: p)
            case .flexGrow: style.flexGrow = try v.nonNegative(at: p, "flexGrow")
            case .flexShrink: style.flexShrink = try v.nonNegative(at: p, "flexShrink")
            case .flexBasis: style.flexBasis = try v.dimension(at: p)
            case .alignSelf:
                style.alignSelf = try v.choice(
                    at: p, ["auto": AlignSelf.auto, "start": .start, "end": .end, "center": .center, "stretch": .stretch])
            case .ascender: style.ascender = try v.number(at: p)
            case .descender: style.descender = try v.number(at: p)
            case .layoutPosition: style.layoutPosition = try v.point(at: p)
            case .hitTestSlop: slop = try decodeSlop(v, at: p)
            default: break
            }
        }
        return (style, slop)
    }

    /// `hitTestSlop`: `{"top", "left", "bottom", "right"}`, finite numbers,
    /// each 0 when absent.
    static func decodeSlop(_ value: JSONValue, at path: SpecPath) throws(SpecError) -> Insets {
        let object = try JSONObject(value, at: path, what: "hitTestSlop")
        try object.checkKeys([.top, .left, .bottom, .right] as SpecKeySet, in: "hitTestSlop")
        func edge(_ key: SpecKey) throws(SpecError) -> Double {
            try object[key]?.number(at: path.appending(key.name)) ?? 0
        }
        return Insets(top: try edge(.top), left: try edge(.left), bottom: try edge(.bottom), right: try edge(.right))
    }
}
