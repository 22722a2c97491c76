import SwatchGeometry

// ASLayout.mm `filteredNodeLayoutTree` and `frame`: positions are summed from a
// display node down through specs to the next display node, whose origin is
// that sum rounded up to pixels, relative to the enclosing node. Root-space
// frames add those rounded origins up the chain of display nodes.

extension Layout {
    /// Every laid-out display node's frame in the root's coordinates, in
    /// sublayout (pre-order) order, with the enclosing display node.
    public func frames(in tree: LayoutTree) -> [NodeFrame] {
        var frames: [NodeFrame] = []
        walk(tree) { i, enclosing, origin in
            guard tree.elements[i].kind.isDisplayNode else { return }
            let size = sizes[i]
            frames.append(NodeFrame(
                element: i, parent: enclosing >= 0 ? enclosing : nil,
                frame: Rect(origin: origin, size: Size(width: finiteOrZero(size.width), height: finiteOrZero(size.height)))))
        }
        return frames
    }

    /// Every laid-out element's frame in root coordinates, specs included, for
    /// drawing why nodes are where they are. Display nodes get their rounded
    /// frames; a spec's origin is its enclosing node's plus the unrounded sum.
    public func elementFrames(in tree: LayoutTree) -> [Rect?] {
        var out = [Rect?](repeating: nil, count: tree.elements.count)
        walk(tree) { i, _, origin in out[i] = Rect(origin: origin, size: sizes[i]) }
        return out
    }

    /// The one walk both take: each laid-out element in pre-order, with its
    /// enclosing display node (-1 for none) and its origin in root
    /// coordinates. A display node's origin is its enclosing node's plus the
    /// positions summed since, rounded up to pixels (`filteredNodeLayoutTree`);
    /// a spec's is the unrounded sum.
    @inline(__always)
    func walk(_ tree: LayoutTree, _ visit: (_ element: Int, _ enclosing: Int, _ origin: Point) -> Void) {
        let elements = tree.elements
        var enclosing = [Int](repeating: -1, count: elements.count)
        var raw = [Point](repeating: .zero, count: elements.count)
        var rootOrigin = [Point](repeating: .zero, count: elements.count)
        for i in elements.indices where isLaidOut[i] {
            if i > 0 {
                let p = Int(elements[i].parent)
                if elements[p].kind.isDisplayNode {
                    enclosing[i] = p
                    raw[i] = positions[i]
                } else {
                    enclosing[i] = enclosing[p]
                    raw[i] = raw[p] + positions[i]
                }
            }
            let base = enclosing[i] >= 0 ? rootOrigin[enclosing[i]] : .zero
            let local: Point
            if i == 0 {
                local = .zero
            } else if elements[i].kind.isDisplayNode {
                local = Point(x: finiteOrZero(grid.ceil(raw[i].x)), y: finiteOrZero(grid.ceil(raw[i].y)))
            } else {
                local = Point(x: finiteOrZero(raw[i].x), y: finiteOrZero(raw[i].y))
            }
            rootOrigin[i] = saturated(base + local)
            visit(i, enclosing[i], rootOrigin[i])
        }
    }

    #if SWATCH_INTERNAL_CHECKS
    /// Every laid-out size is finite, non-negative and on the pixel grid.
    func _checkInvariants() {
        for i in sizes.indices where isLaidOut[i] {
            let s = sizes[i]
            precondition(s.width.isFinite && s.height.isFinite && s.width >= 0 && s.height >= 0,
                         "element \(i) has size \(s)")
            precondition(grid.ceil(s.width) == s.width && grid.ceil(s.height) == s.height,
                         "element \(i) size \(s) is off the pixel grid")
        }
    }
    #endif
}

@inline(__always)
func finiteOrZero(_ v: Double) -> Double { v.isFinite ? v + 0 : 0 }

/// A root-space origin: finite offsets summed down a deep chain can pass the
/// largest double (positions up to 1e308 are legal); such a sum stays at the
/// largest finite value of its sign, so no frame holds an infinity.
@inline(__always)
func saturated(_ p: Point) -> Point {
    Point(
        x: p.x.isFinite ? p.x : (p.x < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude),
        y: p.y.isFinite ? p.y : (p.y < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude))
}
