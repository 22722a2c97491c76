import SwatchLayout
import SwatchMarkup
import SwatchSpec

/// "Variants": the spec laid out at a row of widths (the width control's
/// presets, or the reader's own list) and Dynamic Type's text sizes (a
/// checkbox per content size category, named and sized here, the default
/// row's checked), every variant drawn small and marked where it warns.
/// The script (`Public/js/playground/variants.js`) asks the engine for the
/// whole row in one request (`PlaygroundRequest.variants`) after every
/// change and shows it; without it the panel stays hidden.
extension PlaygroundPage {
    static let variantsPanel: String = {
        let widths = PlaygroundVariants.defaultWidths.map(PlaygroundPage.number).joined(separator: ", ")
        var out = """
            <details class="pg-variants" id="pg-variants" open hidden><summary>Variants: widths and text sizes</summary>\
            <div class="pg-variants-controls">\
            <label class="pg-variants-widths" for="pg-variants-widths">Widths, in points</label>\
            <input type="text" id="pg-variants-widths" inputmode="decimal" autocomplete="off" spellcheck="false"\
             value="\(widths)" aria-describedby="pg-variants-note">\
            <fieldset class="pg-variants-sizes" id="pg-variants-sizes"><legend>Text sizes (Dynamic Type)</legend>
            """
        for category in ContentSizeCategory.allCases {
            out += "<label class=\"pg-variants-size\"><input type=\"checkbox\" value=\"\(category.name)\""
            if PlaygroundVariants.defaultTextSizes.contains(category) { out += " checked" }
            out += "> " + MarkupEscaping.text(category.label)
            out += " <span class=\"pg-variants-pt\">" + PlaygroundPage.number(category.bodySize) + " pt</span></label>"
        }
        out += """
            </fieldset>\
            <p class="pg-variants-note" id="pg-variants-note">Widths: iPhone SE 320, iPhone 375 to 414, iPad 768, or your own,\
             separated by commas (up to \(PlaygroundVariants.maxWidths), \(PlaygroundVariants.maxVariants) variants in all).\
             A text size scales every text’s fontSize as UIKit scales its body style: its size over Large’s 17 pt.\
             A variant outlined in amber warns; its warnings are outlined in its drawing.</p></div>\
            <p class="pg-variants-status" id="pg-variants-status" role="status" aria-live="polite"></p>\
            <div class="pg-variants-row" id="pg-variants-row"></div>\
            </details>
            """
        return out
    }()
}
