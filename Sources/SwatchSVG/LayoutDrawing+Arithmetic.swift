import SwatchGeometry
import SwatchLayout

// A stack's arithmetic over a layout drawing (`LayoutDrawing.arithmetic`,
// the playground's "Why this size"): the stack outlined; each child's span
// along the main axis outlined, the part flexing added to it tinted green,
// the part flexing took from it (past its new end) tinted red and dashed;
// what still runs past the stack's edge after flexing in red. A tag gives
// each one's numbers: the stack's length, its children's content and what
// is over or to share; each child's size before flexing and what flexing
// changed. Tags cover no content and no other tag (`ArithmeticTagPlacer`);
// the drawing grows to hold every tag and shape, so nothing is cut off.

extension LayoutDrawing {
    /// The overlay's blue (apart from the debug view's pink and blue, the
    /// touch areas' green and VoiceOver's violet), and what grew and gave.
    static let arithmeticInk = "#1c5fb8"
    static let grewInk = "#2b7a3b"
    static let gaveInk = "#c0392b"

    /// What the overlay draws and where its tags go.
    struct ArithmeticPlan {
        var shapes: [ArithmeticShape] = []
        var tags: [ArithmeticTag] = []
        var fontSize: Double
        /// Everything the overlay adds to the drawing.
        var box: Rect
    }

    struct ArithmeticShape {
        enum Kind: String {
            case stack, span, grew, gave, over
        }

        var kind: Kind
        var rect: Rect
        var id: String?
        /// The selected element's outline, drawn stronger.
        var strong = false
    }

    struct ArithmeticTag {
        var text: String
        var tag: Rect
        var ink: String
        var id: String?
        /// From the tag to what it labels, for a tag under the drawing.
        var leader: (from: Point, to: Point)?
    }

    /// The stack's main axis, to read and make rects along it.
    struct MainAxis {
        let horizontal: Bool

        func start(_ r: Rect) -> Double { horizontal ? r.minX : r.minY }
        func end(_ r: Rect) -> Double { horizontal ? r.maxX : r.maxY }
        func crossStart(_ r: Rect) -> Double { horizontal ? r.minY : r.minX }
        func crossEnd(_ r: Rect) -> Double { horizontal ? r.maxY : r.maxX }

        /// The rect from `a` to `b` along the main axis and `c` to `d` across it.
        func rect(_ a: Double, _ b: Double, across c: Double, _ d: Double) -> Rect {
            horizontal ? Rect(x: a, y: c, width: b - a, height: d - c) : Rect(x: c, y: a, width: d - c, height: b - a)
        }

        var extent: String { horizontal ? "wide" : "tall" }
    }

    /// A length for a tag: points to a hundredth.
    static func arithmeticPoints(_ v: Double) -> String { svgNumber((v * 100).rounded() / 100 + 0) }

    /// The overlay's shapes and tags for `a` over a drawing of `root`
    /// reaching `extent`, clear of `content` and the tags already placed.
    func planArithmetic(
        _ a: StackArithmetic, content: [Rect], root: Rect, extent: Rect, reserved: [Rect], fontSize: Double, pixel: Double
    ) -> ArithmeticPlan {
        let axis = MainAxis(horizontal: a.horizontal)
        var plan = ArithmeticPlan(fontSize: fontSize, box: extent)
        var targets: [(text: String, rect: Rect, ink: String, id: String?)] = []
        plan.shapes.append(ArithmeticShape(kind: .stack, rect: a.frame, id: a.id, strong: a.selected == nil))
        let points = LayoutDrawing.arithmeticPoints
        let s0 = axis.start(a.frame), s1 = axis.end(a.frame)
        for (l, line) in a.lines.enumerated() {
            let members = a.children.filter { $0.line == l }
            var c0 = axis.crossStart(a.frame), c1 = axis.crossEnd(a.frame)
            if a.lines.count > 1, !members.isEmpty {
                c0 = members.map { axis.crossStart($0.frame) }.min() ?? c0
                c1 = members.map { axis.crossEnd($0.frame) }.max() ?? c1
            }
            var text = (a.lines.count > 1 ? "line \(l + 1): " : a.name + " ") + points(s1 - s0) + " \(axis.extent), children " + points(line.content)
            if line.violation < -0.005 {
                text += ", " + points(-line.violation) + " over"
            } else if line.violation > 0.005 {
                text += ", " + points(line.violation) + " to share"
            }
            targets.append((text, a.lines.count > 1 ? axis.rect(s0, s1, across: c0, c1) : a.frame, LayoutDrawing.arithmeticInk, a.id))
            // What still runs past either end once flexing is done.
            let lo = members.map { axis.start($0.frame) }.min() ?? s0
            let hi = members.map { axis.end($0.frame) }.max() ?? s1
            if hi > s1 + pixel {
                let r = axis.rect(s1, hi, across: c0, c1)
                plan.shapes.append(ArithmeticShape(kind: .over, rect: r, id: a.id))
                targets.append((points(hi - s1) + " past its end", r, LayoutDrawing.gaveInk, a.id))
            }
            if lo < s0 - pixel {
                let r = axis.rect(lo, s0, across: c0, c1)
                plan.shapes.append(ArithmeticShape(kind: .over, rect: r, id: a.id))
                targets.append((points(s0 - lo) + " before its start", r, LayoutDrawing.gaveInk, a.id))
            }
        }
        for (n, child) in a.children.enumerated() {
            let f = child.frame
            plan.shapes.append(ArithmeticShape(kind: .span, rect: f, id: child.id, strong: a.selected == n))
            let e = axis.end(f), c0 = axis.crossStart(f), c1 = axis.crossEnd(f)
            var text = child.name + " "
            var ink = LayoutDrawing.arithmeticInk
            if child.base.isNaN {
                text += points(e - axis.start(f)) + " (not measured)"
            } else if child.adjustment > 0.005 {
                plan.shapes.append(ArithmeticShape(kind: .grew, rect: axis.rect(max(axis.start(f), e - child.adjustment), e, across: c0, c1), id: child.id))
                text += points(child.base) + " +" + points(child.adjustment)
                ink = LayoutDrawing.grewInk
            } else if child.adjustment < -0.005 {
                plan.shapes.append(ArithmeticShape(kind: .gave, rect: axis.rect(e, e - child.adjustment, across: c0, c1), id: child.id))
                text += points(child.base) + " \u{2212}" + points(-child.adjustment)
                ink = LayoutDrawing.gaveInk
            } else {
                text += points(child.base)
            }
            targets.append((text, f, ink, child.id))
        }
        // Shapes far outside the root are drawn as far as an overflowing node is.
        for k in plan.shapes.indices {
            plan.shapes[k].rect = LayoutDrawing.reach(plan.shapes[k].rect, around: root)
            plan.box = plan.box.union(plan.shapes[k].rect)
        }
        var placer = ArithmeticTagPlacer(fontSize: fontSize, extent: plan.box, content: content, reserved: reserved)
        var tags: [Rect?] = []
        for target in targets { tags.append(placer.place(target.text, by: LayoutDrawing.reach(target.rect, around: root))) }
        for (target, placed) in zip(targets, tags) {
            var tag = ArithmeticTag(text: target.text, tag: placed ?? placer.row(target.text), ink: target.ink, id: target.id)
            if placed == nil {
                let r = LayoutDrawing.reach(target.rect, around: root)
                let x = tag.tag.minX + tag.tag.size.width / 2
                tag.leader = (Point(x: x, y: tag.tag.minY), Point(x: max(r.minX, min(r.maxX, x)), y: r.maxY))
            }
            plan.tags.append(tag)
            plan.box = plan.box.union(tag.tag)
        }
        return plan
    }

    /// The overlay: shapes, leader lines, then the tags over them.
    func drawArithmetic(_ svg: inout SVGBuilder, _ a: StackArithmetic, plan: ArithmeticPlan) {
        svg.open("g", list: [("class", "swatch-arithmetic"), ("data-id", a.id ?? ""), ("pointer-events", "none")])
        svg.newline()
        for shape in plan.shapes {
            let ink: String
            var style: [(String, String)]
            switch shape.kind {
            case .stack:
                ink = LayoutDrawing.arithmeticInk
                style = [("fill", "none"), ("stroke-dasharray", "6 3")]
            case .span:
                ink = LayoutDrawing.arithmeticInk
                style = [("fill", ink), ("fill-opacity", "0.06")]
            case .grew:
                ink = LayoutDrawing.grewInk
                style = [("fill", ink), ("fill-opacity", "0.3")]
            case .gave:
                ink = LayoutDrawing.gaveInk
                style = [("fill", ink), ("fill-opacity", "0.14"), ("stroke-dasharray", "3 2")]
            case .over:
                ink = LayoutDrawing.gaveInk
                style = [("fill", ink), ("fill-opacity", "0.3")]
            }
            let width = shape.strong ? "2" : shape.kind == .stack ? "1.25" : "0.75"
            svg.empty("rect", list: rectAttributes(shape.rect, [
                ("class", "swatch-arithmetic-" + shape.kind.rawValue), ("data-id", shape.id ?? ""), ("stroke", ink),
                ("stroke-width", width),
            ] + style))
            svg.newline()
        }
        for tag in plan.tags {
            guard let leader = tag.leader else { continue }
            svg.empty("line", list: [
                ("x1", svgNumber(leader.from.x)), ("y1", svgNumber(leader.from.y)), ("x2", svgNumber(leader.to.x)),
                ("y2", svgNumber(leader.to.y)), ("stroke", tag.ink), ("stroke-width", "0.75"), ("stroke-opacity", "0.7"),
            ])
        }
        for tag in plan.tags {
            drawTag(&svg, "swatch-arithmetic-label", id: tag.id ?? "", tag.tag, text: tag.text, fontSize: plan.fontSize,
                    stroke: tag.ink, ink: tag.ink)
        }
        svg.close("g")
        svg.newline()
    }
}
