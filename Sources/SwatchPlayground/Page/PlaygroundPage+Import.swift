/// "Import code": Texture code (a node's `layoutSpecThatFits:` in Swift or
/// Objective-C) read into a spec in the page (`swatch.import`, the import
/// module). The script (`Public/js/playground/import.js`) shows the panel
/// and makes a control of each assumption the import reports; without it
/// the panel stays hidden, since the import runs nowhere else.
extension PlaygroundPage {
    static let importPanel: String = {
        var out = "<details class=\"pg-import\" id=\"pg-import\" hidden><summary>Import code</summary>"
        out += "<div class=\"pg-import-body\" id=\"pg-import-drop\">"
        out += "<p class=\"pg-import-lead\" id=\"pg-import-lead\">Paste a node class’s <code>layoutSpecThatFits:</code>"
        out += " in Swift or Objective-C, or choose or drop a .swift, .m, .mm or .h file: its layout replaces the spec."
        out += " What the code cannot tell becomes a control below.</p>"
        out += "<label class=\"pg-import-label\" for=\"pg-import-code\">Code</label>"
        out += "<textarea id=\"pg-import-code\" rows=\"10\" wrap=\"off\" spellcheck=\"false\" autocapitalize=\"off\""
        out += " autocomplete=\"off\" autocorrect=\"off\" aria-describedby=\"pg-import-lead\"></textarea>"
        out += "<div class=\"pg-import-row\">"
        out += "<label for=\"pg-import-file\">File</label>"
        out += "<input type=\"file\" id=\"pg-import-file\" accept=\".swift,.m,.mm,.h\">"
        out += "<label for=\"pg-import-language\">Language</label><select id=\"pg-import-language\">"
        out += "<option value=\"\">Automatic</option><option value=\"swift\">Swift</option><option value=\"objc\">Objective-C</option></select>"
        out += "<span id=\"pg-import-class-field\" hidden><label for=\"pg-import-class\">Class</label><select id=\"pg-import-class\"></select></span>"
        out += "<button type=\"button\" class=\"pg-primary\" id=\"pg-import-run\">Import</button></div>"
        out += "<p class=\"pg-import-status\" id=\"pg-import-status\" role=\"status\" aria-live=\"polite\"></p>"
        out += "<div class=\"pg-import-error\" id=\"pg-import-error\" role=\"alert\" hidden></div>"
        out += "<fieldset class=\"pg-import-assumptions\" id=\"pg-import-assumptions\" hidden>"
        out += "<legend>What the code cannot tell</legend><div id=\"pg-import-controls\"></div></fieldset>"
        out += "</div></details>"
        return out
    }()
}
