/// "Why this size", in the inspector: what the engine says of the selected
/// element's size (`PlaygroundResponse.explanation`: its header and
/// sentences, which the script puts in `#pg-why-title` and
/// `#pg-why-sentences`), and what the arithmetic drawn over the figure
/// means (shown when a stack's arithmetic is drawn). Hidden until an
/// element is selected.
extension PlaygroundPage {
    static let whySection = """
        <section class="pg-why" id="pg-why" aria-labelledby="pg-why-heading" hidden>\
        <h3 class="pg-why-heading" id="pg-why-heading">Why this size</h3>\
        <p class="pg-why-title" id="pg-why-title"></p><ul class="pg-why-sentences" id="pg-why-sentences"></ul>\
        <p class="pg-why-legend" id="pg-why-legend" hidden>Over the drawing, its stack’s arithmetic:\
         <span class="pg-why-key is-span">blue</span> the space each child took,\
         <span class="pg-why-key is-grew">green</span> what flexing added,\
         <span class="pg-why-key is-gave">red</span> what it took, or what runs past the stack’s edge;\
         each tag gives a child’s size before flexing and the change.</p>\
        </section>
        """
}
