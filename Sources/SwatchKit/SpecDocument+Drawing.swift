import SwatchLayout
import SwatchSpec
import SwatchSVG

extension SpecDocument {
    /// Drawing information for every element, same indices as the tree.
    public var drawables: [DrawableElement] {
        zip(elements, tree.elements).map { info, element in
            let content: DrawableElement.Content
            switch element.kind {
            case .image: content = .image(url: info.url)
            case .text(let index):
                let style = tree.texts[Int(index)].style
                content = .text(fontSize: style.fontSize, bold: style.weight == .bold)
            case .node: content = info.type == .image ? .image(url: info.url) : .node
            default: content = .spec
            }
            return DrawableElement(
                id: info.id, type: info.type.name,
                label: info.hasExplicitID ? "\(info.type.name) \(info.id)" : info.type.name,
                color: info.color, cornerRadius: info.cornerRadius, content: content,
                userInteractionEnabled: info.userInteractionEnabled)
        }
    }

    /// `layout` (this document's) drawn as `drawing` says, with every node's
    /// touch area.
    public func svg(_ layout: Layout, drawing: LayoutDrawing = LayoutDrawing()) -> String {
        drawing.render(tree: tree, layout: layout, elements: drawables, title: title, touch: touch(layout).areas)
    }
}
