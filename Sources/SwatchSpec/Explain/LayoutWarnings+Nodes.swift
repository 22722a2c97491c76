import SwatchGeometry
import SwatchLayout

// Display nodes that show nothing: a network image with no size yet
// (ASNetworkImageNode.mm, ASImageNode.mm: no image, so a plain
// ASDisplayNode's calculateSizeThatFits:), and any node with content laid
// out 0 wide or 0 tall.

extension WarningCheck {
    /// `unsized-image` and `collapsed`, reported on the outermost node only.
    mutating func emptyNode(_ i: Int) {
        let element = tree.elements[i]
        guard element.kind.isDisplayNode, layout.isLaidOut[i] else { return }
        var a = parent(i)
        while let j = a {
            if emptied[j] { return }
            a = parent(j)
        }
        let size = layout.sizes[i]
        guard size.width == 0 || size.height == 0 else { return }
        let info = document.elements[i]
        let laidOut = "laid out \(ElementWords.points(size.width)) x \(ElementWords.points(size.height))"
        if let image = info.networkImage, !image.showsDownloadedImage, image.defaultImage == nil {
            emptied[i] = true
            add(.unsizedImage, i,
                "a network image with no image yet and no default image sizes as a plain ASDisplayNode (the range's "
                    + "maximum when both its components are valid sizes, else 0 x 0), and \(words.name(i)) is \(laidOut): it shows nothing, and "
                    + "its cell does not grow when the image arrives; give it a size (style.preferredSize, or a ratio "
                    + "spec around it) or a defaultImage")
            return
        }
        guard let what = content(i) else { return }
        emptied[i] = true
        add(.collapsed, i, "\(words.name(i)) has \(what) but is \(laidOut)\(collapseReason(i, size)): it shows nothing")
    }

    /// What node `i` has to show, in words; nil for nothing.
    func content(_ i: Int) -> String? {
        let info = document.elements[i]
        if let button = info.button {
            return button.titleNode != nil ? "a title" : button.imageNode != nil || button.backgroundImageNode != nil ? "an image" : nil
        }
        switch tree.elements[i].kind {
        case .text(let index):
            return tree.texts[Int(index)].string.isEmpty ? nil : "text"
        case .image(let size):
            return size.width > 0 && size.height > 0 ? "an image" : nil
        case .node(let intrinsic):
            guard let intrinsic, intrinsic.width > 0, intrinsic.height > 0, tree.elements[i].firstChild < 0 else { return nil }
            return "an intrinsic size"
        case .aspect:
            return "an aspect ratio"
        default:
            return nil
        }
    }

    /// Why the node is 0 on an axis, from its kept layout: flexing took its
    /// length, or the range it was given allowed no more.
    func collapseReason(_ i: Int, _ size: Size) -> String {
        guard let record = record(i), let range = record.range else { return "" }
        let axis = size.width == 0 ? 0 : 1
        let giver = parent(i).map(words.name) ?? "the document"
        if let records, let p = parent(i), let options = stackOptions(p), ElementWords.mainAxis(options) == axis {
            let child = records.stackChildren[i]
            if child.adjustment < 0 {
                return " (\(words.name(p)) shrank it from \(ElementWords.points(child.base)) to 0 to fit: give "
                    + "flexShrink to its siblings, or a min\(axis == 0 ? "Width" : "Height") to it)"
            }
        }
        if ElementWords.on(axis, range.max) == 0 {
            return " (the range \(giver) gave it allows no \(ElementWords.dimension(axis)): give it room there)"
        }
        return ""
    }
}
