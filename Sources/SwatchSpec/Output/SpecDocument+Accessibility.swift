import SwatchAccessibility
import SwatchGeometry
import SwatchLayout

extension SpecDocument {
    /// What VoiceOver reads (SPEC.md "Accessibility"): the elements of the
    /// root in VoiceOver's order, their `node`s being indices into `frames`
    /// (the frames output's order; `layout.frames(in: tree)` when not given).
    public func accessibility(_ layout: Layout, frames: [NodeFrame]? = nil) -> [AccessibilityElement] {
        let frames = frames ?? layout.frames(in: tree)
        let parents = nodeParents(frames)
        var nodes: [AccessibilityNode] = []
        nodes.reserveCapacity(frames.count)
        for (n, frame) in frames.enumerated() {
            var node = accessibilityNode(frame.element)
            node.frame = frame.frame
            node.parent = parents[n]
            nodes.append(node)
        }
        return AccessibilityTree(nodes: nodes).elements()
    }

    /// Display node `i`'s accessibility as Texture holds it once set up:
    /// its type's defaults, then what the spec gives.
    ///
    /// - `ASTextNode` (a button's title node too) is an element labelled
    ///   with its text, `staticText`, when the text is not empty
    ///   (`-[ASTextNode setAttributedText:]`, `-init`); as an
    ///   `ASControlNode`, turning user interaction on makes it one
    ///   (`-[ASControlNode setUserInteractionEnabled:]`).
    /// - `ASButtonNode` is labelled with its title and is a `button`
    ///   (`-updateTitle`, `-defaultAccessibilityTraits`); an element exactly
    ///   when user interaction is on, as every `ASControlNode`.
    /// - `ASImageNode` and `ASNetworkImageNode` are control nodes: elements
    ///   when user interaction is on, with no label or trait.
    /// - A plain node and a cell are no element.
    /// - A button's title and image nodes are layer-backed (`-titleNode`,
    ///   `-imageNode`, `-backgroundImageNode`).
    func accessibilityNode(_ i: Int) -> AccessibilityNode {
        let info = elements[i]
        var node = AccessibilityNode(frame: Rect(x: 0, y: 0, width: 0, height: 0), parent: nil)
        switch info.type {
        case .text:
            let text = textString(i) ?? ""
            node.label = text
            node.traits = .staticText
            node.isElement = !text.isEmpty || info.userInteractionEnabled
        case .button:
            node.label = info.button?.titleNode.flatMap(textString) ?? ""
            node.traits = .button
            node.isElement = info.userInteractionEnabled
        case .image, .networkImage:
            node.isElement = info.userInteractionEnabled
        default:
            break
        }
        if let part = info.part, part.role != .buttonLayout { node.isLayerBacked = true }
        let given = info.accessibility
        if let label = given.label { node.label = label }
        if let traits = given.traits { node.traits = traits }
        if let isElement = given.isElement { node.isElement = isElement }
        if let isContainer = given.isContainer { node.isContainer = isContainer }
        if let hidden = given.elementsHidden { node.elementsHidden = hidden }
        return node
    }

    /// The text of text element `i`.
    func textString(_ i: Int) -> String? {
        guard case .text(let t) = tree.elements[i].kind else { return nil }
        return tree.texts[Int(t)].string
    }
}
