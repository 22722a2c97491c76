import SwatchGeometry
import SwatchLayout
import SwatchTransitions

/// Plays a node's layout transitions as Texture's default
/// `animateLayoutTransition:` does, in SMIL (no script): removed subnodes
/// fade out where they were, inserted and resized ones fade in at their final
/// frames, moved ones slide, and the node's bounds grow or shrink, all on the
/// ease-in-out curve. Beside the stage, the subnode lists before, during and
/// after each transition, with inserted, removed and moved subnodes marked.
///
/// The animation plays once when the drawing appears and again on a click on
/// the Play button or the stage. Under `prefers-reduced-motion` the states are
/// shown side by side instead (the drawing's own style element, or the
/// page's stylesheet when the drawing is inlined without it).
public struct TransitionDrawing: Sendable {
    public struct Options: Hashable, Sendable {
        /// How many times slower than Texture the animations play (1: as on a device).
        public var slow: Double
        /// Prefix of the ids the drawing defines, unique per page.
        public var idPrefix: String
        /// Whether the drawing carries the `<style>` that switches to the
        /// side-by-side states under reduced motion. Pages whose policy
        /// forbids style elements leave it out and put the same rules in
        /// their stylesheet.
        public var embedsStyle: Bool

        public init(slow: Double = 1, idPrefix: String = "swatch", embedsStyle: Bool = true) {
            self.slow = slow
            self.idPrefix = idPrefix
            self.embedsStyle = embedsStyle
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The rules for reduced motion, for a page's stylesheet.
    public static let reducedMotionCSS = """
        .swatch-transition-still { display: none; }
        @media (prefers-reduced-motion: reduce) {
          .swatch-transition-motion { display: none; }
          .swatch-transition-still { display: inline; }
        }
        """

    static let margin = 16.0
    static let titleSize = 15.0
    static let textSize = 13.0
    static let smallSize = 12.0
    static let labelSize = 11.0
    static let buttonSize = Size(width: 72, height: 26)

    public func render(_ scene: TransitionScene) -> String {
        let plan = TransitionPlan(scene: scene, slow: max(options.slow, 0.001))
        var svg = SVGBuilder()
        svg.openDrawing(class: "swatch-transition", width: plan.width, height: plan.height)
        svg.element("title", text: plan.documentTitle)
        svg.newline()
        if options.embedsStyle {
            svg.element("style", text: TransitionDrawing.reducedMotionCSS)
            svg.newline()
        }
        svg.paper(width: plan.width, height: plan.height)
        drawTitle(&svg, plan)

        var painter = TransitionPainter(plan: plan, prefix: options.idPrefix)
        svg.open("g", ["class": "swatch-transition-motion"])
        painter.drawControls(&svg)
        painter.drawStage(&svg)
        painter.drawLists(&svg)
        svg.close("g")
        svg.newline()
        svg.open("g", ["class": "swatch-transition-still", "display": "none"])
        painter.drawStill(&svg)
        svg.close("g")
        svg.close("svg")
        svg.newline()
        return svg.text
    }

    func drawTitle(_ svg: inout SVGBuilder, _ plan: TransitionPlan) {
        svg.textBlock(plan.title, x: TransitionDrawing.margin, [
            "font-size": svgNumber(TransitionDrawing.titleSize), "font-weight": "600", "fill": TransitionPalette.text,
        ])
        svg.newline()
    }
}
