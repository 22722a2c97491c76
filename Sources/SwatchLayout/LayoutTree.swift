import SwatchGeometry

/// An element of a `LayoutTree`: its kind, its style and its links.
public struct Element: Hashable, Sendable {
    public var kind: ElementKind
    public var style: Style
    /// Index of the parent element, or -1 for the root.
    public internal(set) var parent: Int32
    /// First child in sublayout order, or -1.
    public internal(set) var firstChild: Int32
    /// Next sibling in sublayout order, or -1.
    public internal(set) var nextSibling: Int32
    public internal(set) var childCount: Int32
    var lastChild: Int32
}

/// The element tree a layout runs over: elements stored in pre-order (which is
/// also Texture's sublayout order, so a background comes before its child),
/// children linked in order. Element 0 is the root. A value type: build it once,
/// lay it out from any number of threads.
public struct LayoutTree: Hashable, Sendable {
    public private(set) var elements: [Element] = []

    public init() {}

    /// Reserves room for `count` elements.
    public mutating func reserveCapacity(_ count: Int) {
        elements.reserveCapacity(count)
    }

    public var count: Int { elements.count }

    /// Appends an element as the last child of `parent` (nil for the root,
    /// which must be the first element added). Elements must be appended in
    /// pre-order: a parent before its children, a subtree before its next sibling.
    @discardableResult
    public mutating func append(_ kind: ElementKind, style: Style = Style(), parent: Int? = nil) -> Int {
        let index = Int32(elements.count)
        precondition(parent != nil || elements.isEmpty, "only the first element may be the root")
        let parentIndex = Int32(parent ?? -1)
        elements.append(Element(
            kind: kind, style: style, parent: parentIndex,
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

    /// Depth of the deepest element (the root is at depth 1).
    public var depth: Int {
        var depths = [Int](repeating: 0, count: elements.count)
        var deepest = 0
        for i in elements.indices {
            let p = elements[i].parent
            depths[i] = p < 0 ? 1 : depths[Int(p)] + 1
            deepest = Swift.max(deepest, depths[i])
        }
        return deepest
    }
}
