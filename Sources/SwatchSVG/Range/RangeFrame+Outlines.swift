import SwatchGeometry
import SwatchRanges

// The range rects' outlines (preload, display, viewport), reaching past the
// column so that they stay apart.
extension RangeFrame {
    /// A range rect's outline: the viewport, display or preload rect.
    struct Outline {
        var name: String
        var rect: Rect?
        var stroke: RangeStroke
        /// Pixels the outline reaches past the column on each side.
        var overhang: Double
        /// "name: what it is"; drawn as the name over the rest.
        var label: String
    }

    func outlines(_ record: RangeRecord) -> [Outline] {
        let mode = record.mode
        func tuningLabel(_ type: RangeType) -> String {
            guard let mode else { return "\(type.name): none yet" }
            let t = scenario.tuning[mode, type]
            let (ahead, behind) = sides(record.rangeDirection)
            return "\(type.name): \(screenfuls(t.leadingBufferScreenfuls)) ahead (\(ahead)), \(screenfuls(t.trailingBufferScreenfuls)) behind (\(behind))"
        }
        var display = tuningLabel(.display)
        var preload = tuningLabel(.preload)
        if record.rects.display == nil {
            display = mode == .lowMemory ? "display: empty in lowMemory" : "display: none (nothing visible)"
        }
        if record.rects.preload == nil {
            preload = mode == .lowMemory ? "preload: the empty display set" : "preload: none (nothing visible)"
        }
        let screens = scene.axis == .vertical ? "viewport: the container's bounds" : "viewport: one page"
        return [
            Outline(name: "preload", rect: record.rects.preload, stroke: RangeStrokes.preload, overhang: 22, label: preload),
            Outline(name: "display", rect: record.rects.display, stroke: RangeStrokes.display, overhang: 13, label: display),
            Outline(name: "viewport", rect: record.rects.visible, stroke: RangeStrokes.viewport, overhang: 4, label: screens),
        ]
    }

    /// Words for the leading and trailing sides of a direction, as drawn.
    func sides(_ direction: ScrollDirection) -> (String, String) {
        if scene.axis == .vertical {
            var down = direction.contains(.down)
            if scene.flipsDirection { down.toggle() }
            return down ? ("below", "above") : ("above", "below")
        }
        return direction.contains(.right) ? ("right", "left") : ("left", "right")
    }

    func outlineRect(_ outline: Outline, _ world: Rect, camera: Double) -> Rect {
        var r = scene.screen(world, camera: camera)
        if scene.axis == .vertical {
            r.origin.x = scene.areaRect.minX - outline.overhang
            r.size.width = scene.areaRect.size.width + 2 * outline.overhang
        } else {
            r.origin.y = scene.areaRect.minY - outline.overhang
            r.size.height = scene.areaRect.size.height + 2 * outline.overhang
        }
        return r
    }

    func drawOutlines(_ svg: inout SVGBuilder, record: RangeRecord) {
        let camera = scene.camera(record)
        svg.open("g", ["clip-path": "url(#\(areaClipID))", "fill": "none"])
        for outline in outlines(record) {
            guard let world = outline.rect else { continue }
            svg.open("rect", list: rectAttributes(outlineRect(outline, world, camera: camera), outlineStyle(outline)))
            svg.element("title", text: "\(outline.name) rect [\(svgNumber(world.minX)), \(svgNumber(world.minY)), \(svgNumber(world.size.width)), \(svgNumber(world.size.height))]")
            svg.close("rect")
            svg.newline()
        }
        svg.close("g")
    }

    func outlineStyle(_ outline: Outline) -> [(String, String)] {
        let stroke = outline.stroke.attributes
        return [("class", "swatch-range-\(outline.name)"), ("fill", "none")] + stroke.prefix(2) + [("rx", "3")] + stroke.dropFirst(2)
    }
}
