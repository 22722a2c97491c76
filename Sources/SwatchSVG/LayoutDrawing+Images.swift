import SwatchGeometry

// What image nodes show once displayed: the picture fitted as ASImageNode
// fits it (aspect fill, cropped to the bounds; a button's background image
// stretched) and changed by the node's imageModificationBlock; a network
// image still waiting for its download; a custom node's chart.

extension LayoutDrawing {
    /// Where the picture lies in the node's bounds `r`: scaled to fill them
    /// and centred (`UIViewContentModeScaleAspectFill`), or stretched to them.
    static func imageRect(_ image: DrawableElement.ImageDrawing, in r: Rect) -> Rect {
        guard !image.stretches, let size = image.size, size.width > 0, size.height > 0 else { return r }
        let scale = max(r.size.width / size.width, r.size.height / size.height)
        let w = size.width * scale, h = size.height * scale
        return Rect(x: r.origin.x + (r.size.width - w) / 2, y: r.origin.y + (r.size.height - h) / 2, width: w, height: h)
    }

    /// The bitmap ASImageNode draws and hands a modification block, in
    /// points: the image's own size for a stretched image (scale to fill
    /// is not cropped, ASImageNode.mm 377-393); else the node's bounds, or,
    /// for an image with fewer pixels, the largest size of the bounds'
    /// shape the image fills, which the layer then stretches
    /// (ASImageNode+CGExtras.mm: no upscaling on the CPU).
    static func bitmapSize(_ image: DrawableElement.ImageDrawing, in r: Rect) -> Size {
        guard let size = image.size, size.width > 0, size.height > 0, r.size.width > 0, r.size.height > 0 else { return r.size }
        if image.stretches { return size }
        let aspect = r.size.width / r.size.height
        let fit = size.width / size.height > aspect
            ? Size(width: size.height * aspect, height: size.height)
            : Size(width: size.width, height: size.width / aspect)
        return fit.width * fit.height < r.size.width * r.size.height ? fit : r.size
    }

    /// The `transform` that places the bitmap's coordinates on the node's
    /// bounds `r` (stretched along each axis as the layer stretches it).
    static func bitmapTransform(_ bitmap: Size, onto r: Rect) -> String {
        let sx = bitmap.width > 0 ? r.size.width / bitmap.width : 1
        let sy = bitmap.height > 0 ? r.size.height / bitmap.height : 1
        return "matrix(\(svgNumber(sx)) 0 0 \(svgNumber(sy)) \(svgNumber(r.origin.x)) \(svgNumber(r.origin.y)))"
    }

    /// The displayed content of an image node: inside the node's clip (its
    /// bounds and corner radius), the picture, clipped again by a round or
    /// rounded modification (in the bitmap's points, then stretched with
    /// it), or by a resizable rounded image's corners, or drawn as a tinted
    /// template; then a round border's stroke.
    func drawImageContent(
        _ svg: inout SVGBuilder, _ element: DrawableElement, _ r: Rect, radius: String, order: Int, of count: Int
    ) {
        let clip = "\(idPrefix)-clip-\(order)"
        let picture = LayoutDrawing.imageRect(element.image, in: r)
        let bitmap = LayoutDrawing.bitmapSize(element.image, in: r)
        svg.open("clipPath", ["id": clip])
        svg.empty("rect", [
            "x": svgNumber(r.origin.x), "y": svgNumber(r.origin.y), "width": svgNumber(r.size.width),
            "height": svgNumber(r.size.height), "rx": radius,
        ])
        svg.close("clipPath")
        var shape: String?
        switch element.image.effect {
        case .roundBorder?, .roundedCorners?: shape = "\(idPrefix)-shape-\(order)"
        default: if element.image.resizableRadius != nil { shape = "\(idPrefix)-shape-\(order)" }
        }
        if let shape {
            svg.open("clipPath", ["id": shape])
            if let cap = element.image.resizableRadius, element.image.effect == nil {
                // The caps keep their radius (in points) however far the middle stretches.
                let k = min(cap, r.size.width / 2, r.size.height / 2)
                svg.empty("rect", list: rectAttributes(r, [("rx", svgNumber(k))]))
            } else {
                drawEffectShape(&svg, element.image.effect, bitmap: bitmap, onto: r, attributes: [])
            }
            svg.close("clipPath")
        }
        svg.open("g", [
            "class": "swatch-content", "clip-path": "url(#\(clip))",
            "opacity": presentation == .displayed ? "1" : "0",
        ])
        if let shape { svg.open("g", ["clip-path": "url(#\(shape))"]) }
        if case .tint(let colour)? = element.image.effect {
            drawTemplate(&svg, picture, colour: colour)
        } else if element.image.isDefaultImage {
            drawDefaultPicture(&svg, picture, colour: element.color)
        } else if element.image.isFlat {
            svg.empty("rect", list: rectAttributes(picture, [("fill", element.color ?? "#e4e7ec")]))
        } else {
            drawPicture(&svg, picture)
        }
        if case .roundBorder(let width, let colour)? = element.image.effect, width > 0, let colour {
            drawEffectShape(&svg, element.image.effect, bitmap: bitmap, onto: r, attributes: [
                ("fill", "none"), ("stroke", colour), ("stroke-width", svgNumber(width)),
            ])
        }
        if shape != nil { svg.close("g") }
        if case .animated(let fade) = presentation {
            animateFade(&svg, fade: fade, order: order, of: count)
        }
        svg.close("g")
    }

    /// The oval or rounded rectangle a modification clips the bitmap to,
    /// drawn in the bitmap's points and placed on the node's bounds.
    func drawEffectShape(
        _ svg: inout SVGBuilder, _ effect: ImageEffect?, bitmap b: Size, onto r: Rect, attributes: [(String, String)]
    ) {
        let transform = ("transform", LayoutDrawing.bitmapTransform(b, onto: r))
        switch effect {
        case .roundBorder?:
            svg.empty("ellipse", list: [
                ("cx", svgNumber(b.width / 2)), ("cy", svgNumber(b.height / 2)),
                ("rx", svgNumber(b.width / 2)), ("ry", svgNumber(b.height / 2)), transform,
            ] + attributes)
        case .roundedCorners(let radius)?:
            let k = min(radius, b.width / 2, b.height / 2)
            svg.empty("rect", list: [
                ("x", "0"), ("y", "0"), ("width", svgNumber(b.width)), ("height", svgNumber(b.height)),
                ("rx", svgNumber(k)), transform,
            ] + attributes)
        default:
            break
        }
    }

    /// A tinted template: the picture's sun and hills as one colour, its sky
    /// left clear (a template keeps only the image's shape).
    func drawTemplate(_ svg: inout SVGBuilder, _ r: Rect, colour: String) {
        let x = r.origin.x, y = r.origin.y, w = r.size.width, h = r.size.height
        svg.open("g", ["fill": colour])
        svg.empty("circle", [
            "cx": svgNumber(x + w * 0.7), "cy": svgNumber(y + h * 0.32), "r": svgNumber(min(w, h) * 0.16),
        ])
        svg.empty("path", ["d": hillsPath(r)])
        svg.close("g")
    }

    /// A default image: a quiet silhouette in the image's colour (grey when
    /// it has none), what apps show before the photo arrives.
    func drawDefaultPicture(_ svg: inout SVGBuilder, _ r: Rect, colour: String?) {
        let x = r.origin.x, y = r.origin.y, w = r.size.width, h = r.size.height
        svg.empty("rect", [
            "x": svgNumber(x), "y": svgNumber(y), "width": svgNumber(w), "height": svgNumber(h), "fill": colour ?? "#c8ccd2",
        ])
        svg.open("g", ["fill": "#ffffff", "fill-opacity": "0.55"])
        svg.empty("circle", [
            "cx": svgNumber(x + w / 2), "cy": svgNumber(y + h * 0.4), "r": svgNumber(min(w, h) * 0.18),
        ])
        svg.empty("ellipse", [
            "cx": svgNumber(x + w / 2), "cy": svgNumber(y + h * 0.98), "rx": svgNumber(w * 0.34), "ry": svgNumber(h * 0.32),
        ])
        svg.close("g")
    }

    /// The picture's hills, as a path closed along its bottom edge.
    func hillsPath(_ r: Rect) -> String {
        let x = r.origin.x, y = r.origin.y, w = r.size.width, h = r.size.height
        let base = y + h
        return "M\(svgNumber(x)) \(svgNumber(base)) L\(svgNumber(x)) \(svgNumber(y + h * 0.8)) "
            + "L\(svgNumber(x + w * 0.38)) \(svgNumber(y + h * 0.5)) "
            + "L\(svgNumber(x + w * 0.62)) \(svgNumber(y + h * 0.75)) L\(svgNumber(x + w * 0.78)) \(svgNumber(y + h * 0.6)) "
            + "L\(svgNumber(x + w)) \(svgNumber(y + h * 0.8)) L\(svgNumber(x + w)) \(svgNumber(base)) Z"
    }

    /// A network image still downloading: three dots in the middle of its
    /// placeholder, when it has room for them (at 0 x 0, the usual size of
    /// a network image with no default image in a stack, nothing shows).
    func drawLoadingMark(_ svg: inout SVGBuilder, _ r: Rect) {
        let dot = min(r.size.width / 12, r.size.height / 4, 4)
        guard dot >= 1 else { return }
        svg.open("g", ["class": "swatch-loading", "fill": "#8a8f98"])
        for k in -1...1 {
            svg.empty("circle", [
                "cx": svgNumber(r.origin.x + r.size.width / 2 + Double(k) * dot * 3),
                "cy": svgNumber(r.origin.y + r.size.height / 2), "r": svgNumber(dot),
            ])
        }
        svg.close("g")
    }

    /// A custom node's content that follows its width: a bar chart across it.
    func drawChart(_ svg: inout SVGBuilder, _ element: DrawableElement, _ r: Rect, order: Int, of count: Int) {
        let bars = [0.45, 0.7, 0.55, 0.9, 0.65, 0.8]
        let gap = r.size.width * 0.04
        let w = (r.size.width - gap * Double(bars.count + 1)) / Double(bars.count)
        guard w > 0, r.size.height > 2 else { return }
        svg.open("g", [
            "class": "swatch-content", "fill": "#5a8fd0",
            "opacity": presentation == .displayed ? "1" : "0",
        ])
        for (k, share) in bars.enumerated() {
            let h = (r.size.height - 2 * gap) * share
            svg.empty("rect", [
                "x": svgNumber(r.origin.x + gap + Double(k) * (w + gap)), "y": svgNumber(r.maxY - gap - h),
                "width": svgNumber(w), "height": svgNumber(h),
            ])
        }
        if case .animated(let fade) = presentation {
            animateFade(&svg, fade: fade, order: order, of: count)
        }
        svg.close("g")
    }
}
