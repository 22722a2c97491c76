import SwatchGeometry

/// Elements whose attributes are built at run time (an array of pairs),
/// escaped like every other attribute value.
extension SVGBuilder {
    mutating func open(_ name: String, list: [(String, String)]) {
        raw("<" + name + Self.attributeText(list) + ">")
    }

    mutating func empty(_ name: String, list: [(String, String)]) {
        raw("<" + name + Self.attributeText(list) + "/>")
    }

    static func attributeText(_ list: [(String, String)]) -> String {
        var out = ""
        for (key, value) in list {
            out += " " + key + "=\"" + escape(value) + "\""
        }
        return out
    }
}

/// A rect's `x`, `y`, `width`, `height` followed by `extra`.
func rectAttributes(_ r: Rect, _ extra: [(String, String)]) -> [(String, String)] {
    [("x", svgNumber(r.minX)), ("y", svgNumber(r.minY)),
     ("width", svgNumber(max(0, r.size.width))), ("height", svgNumber(max(0, r.size.height)))] + extra
}
