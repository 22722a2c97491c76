import SwatchJSON
import SwatchKit
import SwatchLayout
import SwatchMarkdown
import SwatchSVG
import SwatchSpec

extension DemoRenderer {
    /// Layout specs drawn by the layout engine, for `swatch` blocks, with the
    /// spec as Swift and Objective-C (`swatch layout --format swift|objc`). Attributes:
    /// `show=displayed|measured|animated` (contents, realistic placeholders, or
    /// placeholders fading into contents), `fade=SECONDS` (the fade's
    /// duration, `placeholderFadeDuration`; 0 pops contents in; implies `animated`), `debug=true` (outline every spec),
    /// `touch=true` (touch areas shown from the start; the page's toggle shows them otherwise),
    /// `accessibility=true` (what VoiceOver reads: each element numbered in its order and
    /// outlined, and the list of what each says under the drawing), `accessibility=toggle`
    /// (the plain drawing, and that one for a button to switch to: `DemoFigure.voiceOver`).
    /// `warns=CODE,CODE` (the layout's warnings, SPEC.md 1.2, that the figure shows on purpose:
    /// its caption says so), `explain=ID` (why that element has its size, as `swatch explain`
    /// says it, under the drawing). Every figure lists its warnings under the drawing; one whose
    /// warnings differ from its `warns` is reported.
    public static let layout = layout(textMeasurer: nil)

    /// `layout`, measuring text nodes with `textMeasurer`.
    public static func layout(textMeasurer: (any TextMeasuring)?) -> DemoRenderer {
        DemoRenderer { request in
            var presentation = LayoutDrawing.Presentation.displayed
            var debug = false
            var touch = false
            var accessibility = SpokenFigure.off
            var fade: Double?
            var declared: [String] = []
            var explained: String?
            for attribute in request.attributes {
                switch attribute.key {
                case "explain":
                    explained = attribute.value
                case "warns":
                    declared = attribute.value.split(separator: ",").map { String($0.filter { $0 != " " }) }
                    let known = LayoutWarning.Code.allCases.map(\.name)
                    for code in declared where !known.contains(code) {
                        throw DemoAttributeError("warns=\(attribute.value): \(code) is not a warning (\(known.joined(separator: ", ")))")
                    }
                case "show":
                    switch attribute.value {
                    case "displayed": presentation = .displayed
                    case "measured": presentation = .measured
                    case "animated": presentation = .animated(fadeDuration: 0.3)
                    default: throw DemoAttributeError("show=\(attribute.value): expected displayed, measured or animated")
                    }
                case "fade":
                    guard let seconds = Double(attribute.value), seconds >= 0, seconds <= 60 else {
                        throw DemoAttributeError("fade=\(attribute.value): expected seconds, from 0 to 60")
                    }
                    fade = seconds
                case "debug":
                    guard let flag = Bool(attribute.value) else {
                        throw DemoAttributeError("debug=\(attribute.value): expected true or false")
                    }
                    debug = flag
                case "touch":
                    guard let flag = Bool(attribute.value) else {
                        throw DemoAttributeError("touch=\(attribute.value): expected true or false")
                    }
                    touch = flag
                case "accessibility":
                    guard let choice = SpokenFigure(rawValue: attribute.value) else {
                        throw DemoAttributeError("accessibility=\(attribute.value): expected true, false or toggle")
                    }
                    accessibility = choice
                default:
                    throw DemoAttributeError(
                        "unknown attribute `\(attribute.key)` (a `swatch` block takes spec, title, show, fade, debug, touch, accessibility, warns, explain)")
                }
            }
            if let fade { presentation = .animated(fadeDuration: fade) }
            let document = try SpecDecoder.decode(request.spec)
            // The drawing's <title> is its text alternative; the code keeps the spec's title.
            var drawn = document
            drawn.title = request.textAlternative(title: document.title)
            var drawing = LayoutDrawing(
                debug: debug, presentation: presentation, idPrefix: request.idPrefix, showsTouchAreas: touch)
            drawing.showsAccessibility = accessibility == .shown
            // Laid out once, for the drawing and its warnings.
            try document.requireText(textMeasurer)
            let layout = document.layout(text: textMeasurer)
            let svg = try LayoutRenderer.render(drawn, format: .svg, drawing: drawing, textMeasurer: textMeasurer, layout: layout)
            var voiceOver: String?
            if accessibility == .toggled {
                // Ids of its own: both drawings are in the page.
                var spoken = drawing
                spoken.showsAccessibility = true
                spoken.idPrefix = request.idPrefix + "-voiceover"
                voiceOver = try LayoutRenderer.render(drawn, format: .svg, drawing: spoken, textMeasurer: textMeasurer, layout: layout)
            }
            let code = [
                DemoCode(language: "swift", label: "Swift", text: try LayoutRenderer.render(document, format: .swift)),
                DemoCode(language: "objectivec", label: "Objective-C", text: try LayoutRenderer.render(document, format: .objc)),
            ]
            let warnings = document.warnings(layout)
            var notes: [DemoNote] = []
            if let explained {
                let element = try document.element(withID: explained)
                let explanation = try document.explain(layout)
                let size = explanation.records.elements[element].size ?? .zero
                notes.append(DemoNote(
                    heading: [Phrase("Why "), .code(explained), Phrase(" is \(Explanation.size(size)), as swatch explain says it:")],
                    points: explanation.sentences(of: element).map(Self.backticked)))
            }
            return DemoFigure(
                svg: svg, title: document.title, notes: notes, code: code, warnings: warnings.map(Self.phrases),
                diagnostics: Self.undeclared(warnings, declared: declared), voiceOver: voiceOver)
        }
    }

    /// What a layout figure shows of what VoiceOver reads (`accessibility=`).
    enum SpokenFigure: String {
        /// The plain drawing.
        case off = "false"
        /// The drawing with what VoiceOver reads.
        case shown = "true"
        /// Both, the plain one first, with a button to switch.
        case toggled = "toggle"
    }

    /// A warning in words: its code and path as code, then its message,
    /// whose element names (between backticks) are set as code too.
    static func phrases(_ warning: LayoutWarning) -> [Phrase] {
        var out: [Phrase] = [.code(warning.code.name), Phrase(" at "), .code(warning.path.description)]
        if let key = warning.key { out += [Phrase(", "), .code(key)] }
        out.append(Phrase(": "))
        out += backticked(warning.message + ".")
        return out
    }

    /// Text whose names between backticks are set as code.
    static func backticked(_ text: String) -> [Phrase] {
        var out: [Phrase] = []
        for (n, part) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where !part.isEmpty {
            out.append(n % 2 == 1 ? .code(String(part)) : Phrase(String(part)))
        }
        return out
    }

    /// What to report when a figure's warnings are not the ones its fence
    /// declares with `warns=`: a mistake shown on purpose is declared (and
    /// its caption says so); any other warning is the spec's to fix.
    static func undeclared(_ warnings: [LayoutWarning], declared: [String]) -> [String] {
        var codes: [String] = []
        for warning in warnings where !codes.contains(warning.code.name) { codes.append(warning.code.name) }
        guard codes.sorted() != Array(Set(declared)).sorted() else { return [] }
        let listed = warnings.map { "\($0.code.name) at \($0.path.description)" }.joined(separator: "; ")
        if codes.isEmpty { return ["the figure declares warns=\(declared.joined(separator: ",")) but its layout gives no warning"] }
        return ["the figure's layout warns (\(listed)): fix the spec, or, if it shows the mistake on purpose, "
            + "say so in its caption and declare warns=\(codes.joined(separator: ","))"]
    }

    /// Range scenarios run by the range engine, for `swatch-ranges` blocks: an
    /// animated SVG stepping through every update; for a scenario with
    /// `frames`, that animation and the frame timeline beside it, whose
    /// cursor follows it (one step slider moves both). Attributes:
    /// `view=animation` (the range animation alone), `view=timeline` (updates
    /// across, items down; the frame timeline alone for a scenario with
    /// `frames`), `view=frames` (the pair), `step=N` (a picture of update N),
    /// `callbacks=N` (under the drawing, the interface-state callbacks item N
    /// receives in each update that changes its state).
    public static let ranges = ranges(textMeasurer: nil)

    /// `ranges`, measuring text nodes of `items.cell` with `textMeasurer`.
    public static func ranges(textMeasurer: (any TextMeasuring)?) -> DemoRenderer {
        DemoRenderer { request in
            var format: RangesFormat?
            var pairWithFrames: Bool?
            var step: Int?
            var panels: [Int]?
            var callbacksOf: Int?
            for attribute in request.attributes {
                switch attribute.key {
                case "view":
                    switch attribute.value {
                    case "animation": format = .svg; pairWithFrames = false
                    case "timeline": format = .timeline; pairWithFrames = false
                    case "frames": pairWithFrames = true
                    default: throw DemoAttributeError("view=\(attribute.value): expected animation, timeline or frames")
                    }
                case "step":
                    guard let number = Int(attribute.value), number >= 0 else {
                        throw DemoAttributeError("step=\(attribute.value): expected an update number, 0 or more")
                    }
                    step = number
                case "steps":
                    let numbers = attribute.value.split(separator: ",").map { Int(String($0.filter { $0 != " " })) }
                    guard !numbers.isEmpty, numbers.count <= 6, numbers.allSatisfy({ ($0 ?? -1) >= 0 }) else {
                        throw DemoAttributeError("steps=\(attribute.value): expected one to six update numbers, such as 1,2,4")
                    }
                    panels = numbers.compactMap { $0 }
                case "callbacks":
                    guard let number = Int(attribute.value), number >= 0 else {
                        throw DemoAttributeError("callbacks=\(attribute.value): expected an item number, 0 or more")
                    }
                    callbacksOf = number
                default:
                    throw DemoAttributeError(
                        "unknown attribute `\(attribute.key)` (a `swatch-ranges` block takes spec, title, view, step, steps, callbacks)")
                }
            }
            var (scenario, run, cells) = try RangesDocument.runWithCells(
                request.spec, textMeasurer: textMeasurer, cellFiles: request.cellFiles)
            let title = scenario.title
            scenario.title = request.textAlternative(title: title)
            let rows = cells.rangeRows
            var notes: [DemoNote] = []
            if let item = callbacksOf {
                guard item < run.finalLayout.count else {
                    throw DemoAttributeError("callbacks=\(item): the scenario has \(run.finalLayout.count) items, numbered from 0")
                }
                let axis = scenario.container.axis == .vertical ? "y" : "x"
                notes = CellCallbacks.updates(of: item, in: run, axis: scenario.container.axis).map { update in
                    DemoNote(
                        heading: [Phrase("Step \(update.step)", .strong), Phrase(", offset \(axis) = \(JSONWriter.number(update.offset)): cell \(item) is sent")],
                        points: update.callbacks.map { [Phrase($0, .code)] })
                }
            }
            if let panels {
                guard let last = panels.max(), last < run.records.count else {
                    throw DemoAttributeError("steps=\(panels.map(String.init).joined(separator: ",")): the scenario has \(run.records.count) updates, numbered from 0")
                }
                var drawing = RangePanels(idPrefix: request.idPrefix)
                drawing.rows = rows
                return DemoFigure(svg: drawing.render(scenario: scenario, run: run, steps: panels), title: title, notes: notes)
            }
            if pairWithFrames ?? (run.frames != nil && step == nil) {
                guard run.frames != nil else {
                    throw DemoAttributeError("view=frames: the scenario has no \"frames\" key to draw frames from")
                }
                let pair = RangesRenderer.framesFigure(scenario, run, idPrefix: request.idPrefix, rows: rows)
                return DemoFigure(svg: pair.ranges + pair.frames, title: title)
            }
            let chosen = format ?? .svg
            let svg = RangesRenderer.render(
                scenario, run, format: chosen, step: chosen == .svg ? step : nil, idPrefix: request.idPrefix, rows: rows)
            return DemoFigure(svg: svg, title: title, notes: notes)
        }
    }
}

extension DemoRenderer {
    /// Transition documents, for `swatch-transition` blocks: the transitions
    /// played as Texture animates them, with each one told in words under the
    /// drawing. Attribute: `slow=FACTOR` (1 to 50: how many times slower than
    /// on a device the animation plays).
    public static let transition = transition(textMeasurer: nil)

    /// `transition`, measuring text nodes with `textMeasurer`.
    public static func transition(textMeasurer: (any TextMeasuring)?) -> DemoRenderer {
        DemoRenderer { request in
            var slow = 1.0
            for attribute in request.attributes {
                switch attribute.key {
                case "slow":
                    guard let factor = Double(attribute.value), factor >= 1, factor <= 50 else {
                        throw DemoAttributeError("slow=\(attribute.value): expected a factor from 1 to 50")
                    }
                    slow = factor
                default:
                    throw DemoAttributeError(
                        "unknown attribute `\(attribute.key)` (a `swatch-transition` block takes spec, title, slow)")
                }
            }
            var document = try TransitionDecoder.decode(request.spec)
            let title = document.title
            document.title = request.textAlternative(title: title)
            try document.requireText(textMeasurer)
            let run = document.run(text: textMeasurer)
            // The page's stylesheet carries the reduced-motion rules (its
            // policy allows no style elements).
            let options = TransitionDrawing.Options(slow: slow, idPrefix: request.idPrefix, embedsStyle: false)
            let svg = TransitionDrawing(options: options).render(document.scene(run))
            let notes = TransitionNarration.stories(document, run).map { story in
                DemoNote(heading: [Phrase(story.from, .strong), Phrase(" → "), Phrase(story.to, .strong)], points: story.points)
            }
            return DemoFigure(svg: svg, title: title, notes: notes)
        }
    }
}
