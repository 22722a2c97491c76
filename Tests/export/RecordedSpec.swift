// Reads back what an exported node recorded (Tests/export/AsyncDisplayKit.swift)
// and writes it as a spec element (SPEC.md), so the engine can lay it out and
// a test can compare the frames with the original spec's. Display nodes are
// named by the property that holds them; the exported node itself is `self`.

import AsyncDisplayKit

struct RecordedSpec {
    /// Property name by node.
    private var names: [ObjectIdentifier: String] = [:]
    private let range: ASSizeRange

    init(_ node: ASDisplayNode, range: ASSizeRange) {
        self.range = range
        var mirror: Mirror? = Mirror(reflecting: node)
        while let m = mirror {
            for child in m.children {
                if let label = child.label, let held = child.value as? ASDisplayNode {
                    names[ObjectIdentifier(held)] = label
                }
            }
            mirror = m.superclassMirror
        }
        names[ObjectIdentifier(node)] = "self"
    }

    /// The node as a spec element (JSON text).
    func element(_ element: ASLayoutElement) -> String {
        var members: [String] = []
        if let node = element as? ASDisplayNode {
            members += self.node(node)
        } else if let spec = element as? ASLayoutSpec {
            members += self.spec(spec)
        } else {
            members.append("\"type\": \"unknown\"")
        }
        let style = self.style(element.style)
        if !style.isEmpty || (element as? ASDisplayNode).map({ $0.hitTestSlop != .zero }) == true {
            var styleMembers = style
            if let node = element as? ASDisplayNode, node.hitTestSlop != .zero {
                let s = node.hitTestSlop
                styleMembers.append(
                    "\"hitTestSlop\": {\"top\": \(n(s.top)), \"left\": \(n(s.left)), \"bottom\": \(n(s.bottom)), \"right\": \(n(s.right))}")
            }
            members.append("\"style\": {" + styleMembers.joined(separator: ", ") + "}")
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private func node(_ node: ASDisplayNode) -> [String] {
        var out: [String] = []
        let id = names[ObjectIdentifier(node)] ?? "unnamed"
        if let text = node as? ASTextNode {
            out.append("\"type\": \"text\"")
            out.append("\"id\": \(string(id))")
            out += self.text(text)
        } else if let button = node as? ASButtonNode {
            out.append("\"type\": \"button\"")
            out.append("\"id\": \(string(id))")
            if button.titleNode.attributedText != nil { out.append("\"title\": {" + self.text(button.titleNode).joined(separator: ", ") + "}") }
            if let image = self.image(button.imageNode) { out.append("\"image\": " + image) }
            if let image = self.image(button.backgroundImageNode) { out.append("\"backgroundImage\": " + image) }
            out.append("\"contentSpacing\": \(n(button.contentSpacing))")
            out.append("\"laysOutHorizontally\": \(button.laysOutHorizontally)")
            out.append("\"contentHorizontalAlignment\": \"\(button.contentHorizontalAlignment)\"")
            out.append("\"contentVerticalAlignment\": \"\(button.contentVerticalAlignment)\"")
            out.append("\"contentEdgeInsets\": " + insets(button.contentEdgeInsets))
            out.append("\"imageAlignment\": \"\(button.imageAlignment)\"")
        } else if let network = node as? ASNetworkImageNode {
            out.append("\"type\": \"networkImage\"")
            out.append("\"id\": \(string(id))")
            out.append("\"url\": \(string(network.url?.absoluteString ?? ""))")
            if let image = network.defaultImage { out.append("\"defaultImage\": {\(imageSize(image))}") }
            // The download, which the test gave the node (code cannot hold it).
            if let image = network.image { out += ["\"loaded\": true", "\"imageSize\": \(size(image.size))"] }
            out += drawing(network)
        } else if let image = node as? ASImageNode {
            out.append("\"type\": \"image\"")
            out.append("\"id\": \(string(id))")
            if let size = image.image?.size { out.append("\"imageSize\": \(self.size(size))") }
            out += drawing(image)
        } else {
            out.append("\"type\": \(node is ASCellNode ? "\"cell\"" : "\"node\"")")
            out.append("\"id\": \(string(id))")
            // A size that follows the width offered is an aspect ratio; one that does not, an intrinsic size.
            let wide = node.calculateSizeThatFits(CGSize(width: 200, height: CGFloat.infinity))
            let narrow = node.calculateSizeThatFits(CGSize(width: 100, height: CGFloat.infinity))
            if wide != narrow {
                out.append("\"aspectRatio\": \(n(wide.height / wide.width))")
            } else if wide != ASDisplayNode.noSize {
                out.append("\"intrinsicSize\": \(size(wide))")
            }
            let layout = node.layoutSpecThatFits(range)
            if layout !== ASLayoutSpec.notImplemented {
                out.append("\"layout\": " + element(layout))
            }
        }
        let byDefault = !(node is ASTextNode || node is ASControlNode)
        if node.isUserInteractionEnabled != byDefault {
            out.append("\"userInteractionEnabled\": \(node.isUserInteractionEnabled)")
        }
        return out + accessibility(node)
    }

    /// The accessibility properties the code set (the node's own defaults
    /// are the spec's too).
    private func accessibility(_ node: ASDisplayNode) -> [String] {
        var out: [String] = []
        let set = node.accessibilitySet
        if set.contains("accessibilityLabel") { out.append("\"accessibilityLabel\": \(string(node.accessibilityLabel ?? ""))") }
        if set.contains("accessibilityTraits") {
            // UIKit's bits, in order.
            let names = [
                "button", "link", "image", "selected", "playsSound", "keyboardKey", "staticText", "summaryElement", "notEnabled",
                "updatesFrequently", "searchField", "startsMediaSession", "adjustable", "allowsDirectInteraction", "causesPageTurn",
                "tabBar", "header",
            ]
            let listed = names.indices.filter { node.accessibilityTraits.rawValue & (1 << UInt64($0)) != 0 }.map { string(names[$0]) }
            out.append("\"accessibilityTraits\": [" + listed.joined(separator: ", ") + "]")
        }
        for (name, value) in [
            ("isAccessibilityElement", node.isAccessibilityElement), ("isAccessibilityContainer", node.isAccessibilityContainer),
            ("accessibilityElementsHidden", node.accessibilityElementsHidden),
        ] where set.contains(name) {
            out.append("\"\(name)\": \(value)")
        }
        return out
    }

    /// A text node's keys (a button's title has the same).
    private func text(_ text: ASTextNode) -> [String] {
        var out: [String] = []
        if let attributed = text.attributedText {
            out.append("\"text\": \(string(attributed.string))")
            if attributed.length > 0, let font = attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont {
                out.append("\"fontSize\": \(n(font.pointSize))")
                if font.weight == .bold { out.append("\"fontWeight\": \"bold\"") }
            }
        } else {
            out.append("\"text\": \"\"")
        }
        if text.maximumNumberOfLines != 0 { out.append("\"maximumNumberOfLines\": \(text.maximumNumberOfLines)") }
        if let truncation = text.truncationAttributedText { out.append("\"truncation\": \(string(truncation.string))") }
        return out
    }

    /// A button's image as a `UIImage` object; nil when it has none.
    private func image(_ node: ASImageNode) -> String? {
        guard let image = node.image else { return nil }
        return "{" + ([imageSize(image)] + drawing(node)).joined(separator: ", ") + "}"
    }

    /// An image's size, or the radius `as_resizableRoundedImage` made it with.
    private func imageSize(_ image: UIImage) -> String {
        let words = (image.modification ?? "").split(separator: " ")
        if words.first == "resizableRounded", words.count > 1 { return "\"resizableRoundedImage\": \(words[1])" }
        return "\"imageSize\": \(size(image.size))"
    }

    /// What draws an image node's image: its corner radius, and what its
    /// modification block does to an image.
    private func drawing(_ node: ASImageNode) -> [String] {
        var out: [String] = []
        if node.cornerRadius != 0 { out.append("\"cornerRadius\": \(n(node.cornerRadius))") }
        if let block = node.imageModificationBlock {
            let words = (block(UIImage(size: CGSize(width: 10, height: 10)), ASPrimitiveTraitCollection())?.modification ?? "none")
                .split(separator: " ").map(String.init)
            func colour(_ from: Int) -> String {
                guard words.count >= from + 4 else { return "" }
                let c = words[from..<from + 3].map { Int((Double($0) ?? 0) * 255 + 0.5) }
                return "rgba(\(c[0]), \(c[1]), \(c[2]), \(words[from + 3]))"
            }
            switch words.first {
            case "roundedCorners": out.append("\"imageModification\": {\"cornerRadius\": \(words[1])}")
            case "roundBorder":
                let color = words.count > 2 ? ", \"borderColor\": \"\(colour(2))\"" : ""
                out.append("\"imageModification\": {\"roundBorder\": {\"borderWidth\": \(words[1])\(color)}}")
            case "tint": out.append("\"imageModification\": {\"tintColor\": \"\(colour(1))\"}")
            default: out.append("\"imageModification\": \(string(words.joined(separator: " ")))")
            }
        }
        return out
    }

    /// The test's stand-in for a download: `node`'s network image held in
    /// property `name` gets an image of `size`, as if it had arrived.
    static func download(_ node: ASDisplayNode, property name: String, size: CGSize) {
        var mirror: Mirror? = Mirror(reflecting: node)
        while let m = mirror {
            for child in m.children where child.label == name {
                (child.value as? ASNetworkImageNode)?.image = UIImage(size: size)
            }
            mirror = m.superclassMirror
        }
    }

    private func size(_ s: CGSize) -> String { "[\(n(s.width)), \(n(s.height))]" }

    private func insets(_ i: UIEdgeInsets) -> String {
        "{\"top\": \(n(i.top)), \"left\": \(n(i.left)), \"bottom\": \(n(i.bottom)), \"right\": \(n(i.right))}"
    }

    private func spec(_ spec: ASLayoutSpec) -> [String] {
        var out: [String] = []
        func child(_ key: String, _ element: ASLayoutElement?) {
            if let element { out.append("\"\(key)\": " + self.element(element)) }
        }
        func children(_ elements: [ASLayoutElement]?) {
            out.append("\"children\": [" + (elements ?? []).map { element($0) }.joined(separator: ", ") + "]")
        }
        switch spec {
        case let stack as ASStackLayoutSpec:
            out.append("\"type\": \"stack\"")
            out.append("\"direction\": \"\(stack.direction)\"")
            out.append("\"spacing\": \(n(stack.spacing))")
            out.append("\"justifyContent\": \"\(stack.justifyContent)\"")
            out.append("\"alignItems\": \"\(stack.alignItems)\"")
            out.append("\"flexWrap\": \"\(stack.flexWrap)\"")
            out.append("\"alignContent\": \"\(stack.alignContent)\"")
            out.append("\"lineSpacing\": \(n(stack.lineSpacing))")
            out.append("\"horizontalAlignment\": \"\(stack.horizontalAlignment)\"")
            out.append("\"verticalAlignment\": \"\(stack.verticalAlignment)\"")
            children(stack.children)
        case let inset as ASInsetLayoutSpec:
            out.append("\"type\": \"inset\"")
            let i = inset.insets
            out.append("\"insets\": " + insets(i))
            child("child", inset.child)
        case let overlay as ASOverlayLayoutSpec:
            out.append("\"type\": \"overlay\"")
            child("child", overlay.child)
            child("overlay", overlay.overlay)
        case let background as ASBackgroundLayoutSpec:
            out.append("\"type\": \"background\"")
            child("child", background.child)
            child("background", background.background)
        case let center as ASCenterLayoutSpec:
            out.append("\"type\": \"center\"")
            let c = center.centeringOptions, s = center.sizingOptions
            out.append("\"centeringOptions\": \"" + (c == .XY ? "xy" : c == .X ? "x" : c == .Y ? "y" : "none") + "\"")
            out.append("\"sizingOptions\": \"" + (s == .minimumXY ? "minimumXY" : s == .minimumX ? "minimumX" : s == .minimumY ? "minimumY" : "default") + "\"")
            child("child", center.child)
        case let relative as ASRelativeLayoutSpec:
            out.append("\"type\": \"relative\"")
            out.append("\"horizontalPosition\": \"\(relative.horizontalPosition)\"")
            out.append("\"verticalPosition\": \"\(relative.verticalPosition)\"")
            let s = relative.sizingOption
            out.append("\"sizingOption\": \"" + (s == .minimumSize ? "minimumSize" : s == .minimumWidth ? "minimumWidth" : s == .minimumHeight ? "minimumHeight" : "default") + "\"")
            child("child", relative.child)
        case let ratio as ASRatioLayoutSpec:
            out.append("\"type\": \"ratio\"")
            out.append("\"ratio\": \(n(ratio.ratio))")
            child("child", ratio.child)
        case let absolute as ASAbsoluteLayoutSpec:
            out.append("\"type\": \"absolute\"")
            out.append("\"sizing\": \"\(absolute.sizing)\"")
            children(absolute.children)
        case let corner as ASCornerLayoutSpec:
            out.append("\"type\": \"corner\"")
            out.append("\"location\": \"\(corner.cornerLocation)\"")
            out.append("\"offset\": [\(n(corner.offset.x)), \(n(corner.offset.y))]")
            out.append("\"wrapsCorner\": \(corner.wrapsCorner)")
            child("child", corner.child)
            child("corner", corner.corner)
        case let wrapper as ASWrapperLayoutSpec:
            out.append("\"type\": \"wrapper\"")
            if let only = wrapper.child { child("child", only) } else { children(wrapper.children) }
        default:
            out.append("\"type\": \"\(type(of: spec))\"")
        }
        return out
    }

    private func style(_ style: ASLayoutElementStyle) -> [String] {
        var out: [String] = []
        func dimension(_ key: String, _ d: ASDimension) {
            switch d.unit {
            case .auto: break
            case .points: out.append("\"\(key)\": \(n(d.value))")
            case .fraction: out.append("\"\(key)\": \"\(n(d.value * 100))%\"")
            }
        }
        dimension("width", style.width)
        dimension("height", style.height)
        dimension("minWidth", style.minWidth)
        dimension("maxWidth", style.maxWidth)
        dimension("minHeight", style.minHeight)
        dimension("maxHeight", style.maxHeight)
        if style.spacingBefore != 0 { out.append("\"spacingBefore\": \(n(style.spacingBefore))") }
        if style.spacingAfter != 0 { out.append("\"spacingAfter\": \(n(style.spacingAfter))") }
        if style.flexGrow != 0 { out.append("\"flexGrow\": \(n(style.flexGrow))") }
        if style.flexShrink != 0 { out.append("\"flexShrink\": \(n(style.flexShrink))") }
        dimension("flexBasis", style.flexBasis)
        if style.alignSelf != .auto { out.append("\"alignSelf\": \"\(style.alignSelf)\"") }
        if style.ascender != 0 { out.append("\"ascender\": \(n(style.ascender))") }
        if style.descender != 0 { out.append("\"descender\": \(n(style.descender))") }
        if style.layoutPosition != .zero {
            out.append("\"layoutPosition\": [\(n(style.layoutPosition.x)), \(n(style.layoutPosition.y))]")
        }
        return out
    }

    /// A number as JSON (`"inf"` for an infinite inset).
    private func n(_ v: CGFloat) -> String {
        if v == .infinity { return "\"inf\"" }
        return "\(Double(v))"
    }

    private func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
