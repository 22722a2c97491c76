import SwatchGeometry

// ASTextNode.mm `calculateSizeThatFits:` over the TextKit renderer: the text
// is set in a container as large as the node's range max (either side may be
// unbounded); the used size, limited to the container, is then clamped into
// the range like any node's (reference/layout.md §6).

extension LayoutPass {
    func textLayout(_ i: Int, _ content: TextContent, _ range: SizeRange) -> Size {
        guard let measurer else { return range.clamp(.zero) }
        let container = range.max
        let laidOut = measurer.layout(content, constrainedTo: container)
        textLayouts.pointee[i] = laidOut
        let used = Size(
            width: macroMin(laidOut.size.width, container.width),
            height: macroMin(laidOut.size.height, container.height))
        return range.clamp(used)
    }
}
