/// "Import code": Texture code (a node's `layoutSpecThatFits:` in Swift or
/// Objective-C) read into a spec in the page (`swatch.import`, the import
/// module). The script (`Public/js/playground/import.js`) shows the panel
/// and makes a control of each assumption the import reports; without it
/// the panel stays hidden, since the import runs nowhere else.
extension PlaygroundPage {
    static let importPanel = """
        <details class="pg-import" id="pg-import" hidden><summary>Import code</summary>\
        <div class="pg-import-body" id="pg-import-drop">\
        <p class="pg-import-lead" id="pg-import-lead">Paste a node class’s <code>layoutSpecThatFits:</code>\
         in Swift or Objective-C, or choose or drop a .swift, .m, .mm or .h file: its layout replaces the spec.\
         What the code cannot tell becomes a control below.</p>\
        <label class="pg-import-label" for="pg-import-code">Code</label>\
        <textarea id="pg-import-code" rows="10" wrap="off" spellcheck="false" autocapitalize="off"\
         autocomplete="off" autocorrect="off" aria-describedby="pg-import-lead"></textarea>\
        <div class="pg-import-row">\
        <label for="pg-import-file">File</label>\
        <input type="file" id="pg-import-file" accept=".swift,.m,.mm,.h">\
        <label for="pg-import-language">Language</label><select id="pg-import-language">\
        <option value="">Automatic</option><option value="swift">Swift</option><option value="objc">Objective-C</option></select>\
        <span id="pg-import-class-field" hidden><label for="pg-import-class">Class</label><select id="pg-import-class"></select></span>\
        <button type="button" class="pg-primary" id="pg-import-run">Import</button></div>\
        <p class="pg-import-status" id="pg-import-status" role="status" aria-live="polite"></p>\
        <div class="pg-import-error" id="pg-import-error" role="alert" hidden></div>\
        <fieldset class="pg-import-assumptions" id="pg-import-assumptions" hidden>\
        <legend>What the code cannot tell</legend><div id="pg-import-controls"></div></fieldset>\
        </div></details>
        """
}
