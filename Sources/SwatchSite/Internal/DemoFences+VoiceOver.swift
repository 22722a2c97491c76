import SwatchMarkup

// A layout figure a reader switches between the plain drawing and what
// VoiceOver reads (`accessibility=toggle`): both drawings, each in a view of
// its own, and a "What VoiceOver reads" button under them
// (`Public/js/voiceover.js` shows the button, hides the second view and
// swaps them). Without a script the button stays hidden and both drawings
// show, the plain one first, then the one numbered in VoiceOver's order
// with the list of what it says.

extension DemoFences {
    static let voiceOverLabel = "What VoiceOver reads"

    /// The two views and the button, for the figure fenced at `line`.
    static func voiceOverViews(plain: String, voiceOver: String, line: Int) -> [HTMLNode] {
        let id = "voiceover-\(line)"
        return [
            .el("div", [("class", "demo-view"), ("data-view", "plain")], .el("div", [("class", "demo-drawing")], .raw(plain))),
            .el(
                "div", [("class", "demo-view"), ("data-view", "voiceover"), ("id", id)],
                .el("div", [("class", "demo-drawing")], .raw(voiceOver))),
            .el(
                "div", [("class", "voiceover-tools"), ("hidden", "")],
                .el(
                    "button", [("type", "button"), ("class", "voiceover-toggle"), ("aria-pressed", "false"), ("aria-controls", id)],
                    .text(voiceOverLabel))),
        ]
    }
}
