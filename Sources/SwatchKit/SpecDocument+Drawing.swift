import SwatchAccessibility
import SwatchLayout
import SwatchSpec
import SwatchSVG

extension SpecDocument {
    /// Drawing information for every element, same indices as the tree.
    public var drawables: [DrawableElement] {
        zip(elements, tree.elements).map { info, element in
            var image = DrawableElement.ImageDrawing(effect: info.imageModification.map { effect($0) })
            image.resizableRadius = info.resizableRoundedImage
            var color = info.color
            let content: DrawableElement.Content
            switch element.kind {
            case .image(let size):
                content = .image(url: info.url)
                image.size = size
                image.stretches = info.part?.role == .backgroundImageNode
                image.isFlat = image.stretches
                if let state = info.networkImage, !state.showsDownloadedImage, let fallback = state.defaultImage {
                    // The default image, drawn as itself with its own colour
                    // and modification (the node's applies when it has none).
                    image.isDefaultImage = true
                    if let modification = fallback.modification { image.effect = effect(modification) }
                    image.resizableRadius = fallback.resizableRoundedImage
                    color = fallback.color ?? color
                }
            case .text(let index):
                let style = tree.texts[Int(index)].style
                content = .text(fontSize: style.fontSize, bold: style.weight == .bold)
                // A title set without a colour follows the button's tint
                // (ASButtonNode's titleNode has textColorFollowsTintColor):
                // UIKit's default blue.
                if info.part?.role == .titleNode, color == nil { color = "#007aff" }
            case .node:
                if let state = info.networkImage {
                    content = .pendingImage(url: state.url)
                } else if info.type == .button {
                    content = .button
                } else {
                    content = info.type == .image ? .image(url: info.url) : .node
                }
            case .aspect:
                content = .chart
            default:
                content = .spec
            }
            var drawable = DrawableElement(
                id: info.id, type: info.type.name, label: SpecDocument.label(info, elements: elements),
                color: color, cornerRadius: info.cornerRadius, content: content,
                userInteractionEnabled: info.userInteractionEnabled)
            drawable.image = image
            drawable.cornerRounding = switch info.cornerRoundingType {
            case .defaultSlowCALayer: .layer
            case .precomposited: .precomposited
            case .clipping: .clipping
            }
            drawable.labelled = info.part?.role != .buttonLayout
            drawable.interactionOffByDefault = !info.userInteractionEnabled
                && info.type.schema.key(.userInteractionEnabled)?.defaultJSON == "false"
            return drawable
        }
    }

    /// What the debug view's tag says: the type, with the id when one was
    /// given; a button's own layout specs name their button.
    static func label(_ info: ElementInfo, elements: [ElementInfo]) -> String {
        if let part = info.part, part.role == .buttonLayout {
            let owner = elements[part.owner]
            return owner.hasExplicitID ? "\(info.type.name) (button \(owner.id))" : "\(info.type.name) (button)"
        }
        return info.hasExplicitID ? "\(info.type.name) \(info.id)" : info.type.name
    }

    /// A modification as drawn: a round border's width, given to
    /// `ASImageNodeRoundBorderModificationBlock` in pixels of a bitmap at
    /// scale 1 (Texture's ASImageNode.mm 492, 791-807), in points.
    func effect(_ modification: ImageModification) -> ImageEffect {
        switch modification {
        case .roundBorder(let width, let color): .roundBorder(width: width / scale, color: color)
        case .cornerRadius(let radius): .roundedCorners(radius)
        case .tint(let color): .tint(color)
        }
    }

    /// `layout` (this document's) drawn as `drawing` says, with every node's
    /// touch area, and what VoiceOver reads when it shows that.
    public func svg(_ layout: Layout, drawing: LayoutDrawing = LayoutDrawing()) -> String {
        let frames = layout.frames(in: tree)
        return drawing.render(
            tree: tree, layout: layout, elements: drawables, title: title, touch: touch(layout, frames: frames).areas,
            spoken: drawing.showsAccessibility ? spoken(layout, frames: frames) : nil)
    }

    /// What VoiceOver reads, as the drawing shows it.
    func spoken(_ layout: Layout, frames: [NodeFrame]) -> [SpokenElement] {
        accessibility(layout, frames: frames).map { element in
            SpokenElement(
                frame: element.frame, label: element.label, traits: element.traits.names, actions: element.actions.map { $0.name },
                node: element.node, readNodes: element.labelNodes.filter { $0 != element.node },
                actionNodes: element.actions.map { $0.node })
        }
    }
}
