/// A small HTML tree written with every text and attribute escaped; `.raw`
/// is the only way to put markup in, and it is used only for HTML this
/// project produced (rendered Markdown, drawn SVG).
public enum HTMLNode: Sendable {
    case element(String, [(String, String?)], [HTMLNode])
    /// A void element (`<meta>`, `<link>`, `<input>`): no children, no end tag.
    case void(String, [(String, String?)])
    case text(String)
    case raw(String)
    case group([HTMLNode])

    public static func el(_ name: String, _ attributes: [(String, String?)] = [], _ children: HTMLNode...) -> HTMLNode {
        .element(name, attributes, children)
    }

    public static func el(_ name: String, _ attributes: [(String, String?)] = [], children: [HTMLNode]) -> HTMLNode {
        .element(name, attributes, children)
    }

    public func render(into out: inout String) {
        switch self {
        case .element(let name, let attributes, let children):
            out += "<" + name
            Self.write(attributes, into: &out)
            out += ">"
            for child in children { child.render(into: &out) }
            out += "</" + name + ">"
        case .void(let name, let attributes):
            out += "<" + name
            Self.write(attributes, into: &out)
            out += ">"
        case .text(let text):
            out += MarkupEscaping.text(text)
        case .raw(let html):
            out += html
        case .group(let children):
            for child in children { child.render(into: &out) }
        }
    }

    public var rendered: String {
        var out = ""
        render(into: &out)
        return out
    }

    /// `nil` values are left out; an empty string writes a bare attribute.
    private static func write(_ attributes: [(String, String?)], into out: inout String) {
        for (name, value) in attributes {
            guard let value else { continue }
            out += " " + name
            if !value.isEmpty { out += "=\"" + MarkupEscaping.attribute(value) + "\"" }
        }
    }
}
