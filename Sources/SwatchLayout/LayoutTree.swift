import SwatchGeometry

/// An element of a `LayoutTree`: its kind, the index of its style in the
/// tree's style table, and its links.
public struct Element: Hashable, Sendable {
    public var kind: ElementKind
    /// Index into `LayoutTree.styles`.
    public internal(set) var styleIndex: Int32
    /// Index of the parent element, or -1 for the root.
    public internal(set) var parent: Int32
    /// First child in sublayout order, or -1.
    public internal(set) var firstChild: Int32
    /// Next sibling in sublayout order, or -1.
    public internal(set) var nextSibling: Int32
    public internal(set) var childCount: Int32
    /// Last child in sublayout order, or -1.
    public internal(set) var lastChild: Int32
}

/// The element tree a layout runs over: elements stored in pre-order (which is
/// also Texture's sublayout order, so a background comes before its child),
/// children linked in order. Element 0 is the root. Styles are kept once each
/// in a table (most elements share a few), which keeps the elements small and
/// the layout passes in cache. A value type: build it once, lay it out from
/// any number of threads.
public struct LayoutTree: Sendable {
    public private(set) var elements: [Element] = []
    /// Distinct styles; index 0 is the default style.
    public private(set) var styles: [Style] = [Style()]
    /// The content of every text element, indexed by `ElementKind.text`.
    public internal(set) var texts: [TextContent] = []
    private var styleIndices: [Style: Int32] = [Style(): 0]

    public init() {}

    static let defaultStyle = Style()

    /// Reserves room for `count` elements.
    public mutating func reserveCapacity(_ count: Int) {
        elements.reserveCapacity(count)
    }

    public var count: Int { elements.count }

    /// The style of element `index`.
    public func style(of index: Int) -> Style {
        styles[Int(elements[index].styleIndex)]
    }

    /// Appends an element as the last child of `parent` (nil for the root,
    /// which must be the first element added). Elements must be appended in
    /// pre-order: a parent before its children, a subtree before its next sibling.
    @discardableResult
    public mutating func append(_ kind: ElementKind, style: Style = Style(), parent: Int? = nil) -> Int {
        let index = Int32(elements.count)
        precondition(parent != nil || elements.isEmpty, "only the first element may be the root")
        let styleIndex: Int32
        if style == LayoutTree.defaultStyle {
            styleIndex = 0
        } else if let known = styleIndices[style] {
            styleIndex = known
        } else {
            styleIndex = Int32(styles.count)
            styles.append(style)
            styleIndices[style] = styleIndex
        }
        elements.append(Element(
            kind: kind, styleIndex: styleIndex, parent: Int32(parent ?? -1),
            firstChild: -1, nextSibling: -1, childCount: 0, lastChild: -1))
        if let parent {
            let last = elements[parent].lastChild
            if last < 0 {
                elements[parent].firstChild = index
            } else {
                elements[Int(last)].nextSibling = index
            }
            elements[parent].lastChild = index
            elements[parent].childCount += 1
        }
        return Int(index)
    }

    /// Appends a text node (see `append`).
    @discardableResult
    public mutating func appendText(_ content: TextContent, style: Style = Style(), parent: Int? = nil) -> Int {
        texts.append(content)
        return append(.text(index: Int32(texts.count - 1)), style: style, parent: parent)
    }

    /// The children of `index` in sublayout order.
    public func children(of index: Int) -> [Int] {
        var out: [Int] = []
        var c = elements[index].firstChild
        while c >= 0 {
            out.append(Int(c))
            c = elements[Int(c)].nextSibling
        }
        return out
    }
}

extension LayoutTree: Hashable {
    public static func == (a: LayoutTree, b: LayoutTree) -> Bool {
        a.elements == b.elements && a.styles == b.styles && a.texts == b.texts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
        hasher.combine(styles)
        hasher.combine(texts)
    }
}
