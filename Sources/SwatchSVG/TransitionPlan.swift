import SwatchGeometry
import SwatchTransitions

/// Where everything of a transition drawing goes: the header, the stage the
/// node animates on, the subnode lists (beside the stage when both fit a
/// narrow drawing, else below it) and the side-by-side states shown under
/// reduced motion, all measured so that nothing leaves the drawing.
struct TransitionPlan {
    let scene: TransitionScene
    let nodes: [StateNodes]
    let cycle: TransitionCycle
    let slow: Double

    let width: Double
    let height: Double
    let documentTitle: String
    let title: TextBlock
    /// The phase line's baseline, the timing lines, and the progress track.
    let phaseY: Double
    let timing: TextBlock
    let track: Rect
    let button: Rect
    /// What the stage shows (the union of every state's drawing, in root
    /// coordinates) and where that union's top left corner is drawn.
    let extent: Rect
    let stageOrigin: Point
    let lists: ListsPlan
    let still: StillPlan
    /// Lines under the still states saying what each transition changes.
    let stillNotes: [String]
    static let noteLeading = 16.0
    /// Widest a line of header text may be.
    let textWidth: Double

    static let margin = TransitionDrawing.margin
    /// Widest a drawing with the lists beside the stage may be.
    static let besideLimit = 640.0
    static let minimumWidth = 320.0

    init(scene: TransitionScene, slow: Double) {
        self.scene = scene
        self.slow = slow
        nodes = scene.states.map(StateNodes.init)
        cycle = TransitionCycle(scene.transitions, slow: slow)
        let m = TransitionPlan.margin

        var extent = nodes.first?.extent ?? Rect(x: 0, y: 0, width: 0, height: 0)
        for state in nodes { extent = extent.union(state.extent) }
        self.extent = extent

        var lists = ListsPlan(scene: scene)
        let besideWidth = m + extent.size.width + 28 + lists.width + m
        let beside = besideWidth <= TransitionPlan.besideLimit
        var width = beside ? besideWidth : m + max(extent.size.width, lists.width) + m
        width = max(width, TransitionPlan.minimumWidth)
        self.width = width
        textWidth = width - 2 * m

        documentTitle = (scene.title.map { $0 + ": " } ?? "") + "layout transitions of " + scene.rootID
        let title = scene.title ?? "Layout transitions of \(scene.rootID)"
        let titleWidth = textWidth - TransitionDrawing.buttonSize.width - 12
        var titleLines = TextEstimate.wrap(title, fontSize: TransitionDrawing.titleSize, maxWidth: titleWidth, bold: true)
        if titleLines.count > 2 {
            titleLines = [titleLines[0], TransitionPlan.truncate(
                titleLines[1...].joined(separator: " "), width: titleWidth, fontSize: TransitionDrawing.titleSize, bold: true)]
        }
        titleLines = titleLines.map {
            TransitionPlan.truncate($0, width: titleWidth, fontSize: TransitionDrawing.titleSize, bold: true)
        }
        self.title = TextBlock(lines: titleLines, y: m + TransitionDrawing.titleSize - 2, leading: TransitionDrawing.titleSize * 1.3)
        let titleBottom = m + Double(titleLines.count) * TransitionDrawing.titleSize * 1.3
        button = Rect(x: width - m - TransitionDrawing.buttonSize.width, y: m - 4,
                      width: TransitionDrawing.buttonSize.width, height: TransitionDrawing.buttonSize.height)
        phaseY = max(titleBottom, button.maxY) + 12
        timing = TextBlock(
            TransitionPlan.timingText(scene.transitions.first?.timing, slow: slow), fontSize: TransitionDrawing.smallSize,
            maxWidth: width - 2 * m, y: phaseY + 18, leading: 16)
        track = Rect(x: m, y: timing.lastBaseline + 10, width: width - 2 * m, height: 4)
        let bodyTop = track.maxY + 16

        stageOrigin = Point(x: m, y: bodyTop)
        let listsOrigin = beside
            ? Point(x: m + extent.size.width + 28, y: bodyTop)
            : Point(x: m, y: bodyTop + extent.size.height + 20)
        lists.origin = listsOrigin
        lists.layOut(maxWidth: beside ? lists.width : width - 2 * m)
        self.lists = lists
        let motionBottom = max(stageOrigin.y + extent.size.height, lists.origin.y + lists.height)

        // Under the still states, each transition in words.
        var notes: [String] = []
        for (k, transition) in scene.transitions.enumerated() {
            let from = scene.states[k].name, to = scene.states[(k + 1) % scene.states.count].name
            notes += TextEstimate.wrap(
                TransitionPlan.changes(transition, from: from, to: to), fontSize: TransitionDrawing.smallSize, maxWidth: width - 2 * m)
        }
        stillNotes = notes
        let notesHeight = 10 + Double(notes.count) * TransitionPlan.noteLeading
        let still = StillPlan(
            width: extent.size.width, heights: nodes.map { $0.extent.maxY - extent.minY }, top: phaseY - 13, room: textWidth,
            bottom: motionBottom - notesHeight)
        self.still = still
        height = max(motionBottom, still.bottom + notesHeight) + m
    }

    /// How the transitions are timed, and how to play them again.
    static func timingText(_ timing: TransitionTiming?, slow: Double) -> String {
        guard let timing else { return "" }
        guard timing.animated else { return "Not animated: each transition jumps to the new layout. Click to replay." }
        var text = "\(svgNumber(timing.duration)) s, ease-in-out"
        if timing.delay > 0 { text += ", after \(svgNumber(timing.delay)) s" }
        if slow != 1 { text += "; shown \(svgNumber(slow))× slower" }
        return text + ". Click to replay."
    }

    /// "a → b: inserted x; removed y; moved z. Subnodes after: x, z."
    static func changes(_ t: LayoutTransition, from: String, to: String) -> String {
        func names(_ ids: [String]) -> String { ids.map { ListsPlan.shown($0) }.joined(separator: ", ") }
        var parts: [String] = []
        if !t.inserted.isEmpty { parts.append("inserted " + names(t.inserted)) }
        if !t.removed.isEmpty { parts.append("removed " + names(t.removed)) }
        if !t.moved.isEmpty { parts.append("moved " + names(t.moved)) }
        var text = from + " → " + to + ": " + (parts.isEmpty ? "no subnode inserted, removed or moved" : parts.joined(separator: "; "))
        text += ". Subnodes after: " + (t.after.isEmpty ? "none" : names(t.after)) + "."
        return text
    }

    /// `text` cut to `width` with an ellipsis.
    static func truncate(_ text: String, width: Double, fontSize: Double, bold: Bool = false, monospace: Bool = false) -> String {
        guard TextEstimate.width(text, fontSize: fontSize, bold: bold, monospace: monospace) > width else { return text }
        var cut = text
        while !cut.isEmpty, TextEstimate.width(cut + "…", fontSize: fontSize, bold: bold, monospace: monospace) > width {
            cut.removeLast()
        }
        return cut + "…"
    }
}

/// The subnode lists: a heading, three columns (before, during, after) with
/// a row per subnode, a legend of the marks and what the animation does, for
/// each transition in turn.
struct ListsPlan {
    static let rowHeight = 20.0
    static let idSize = 12.5
    static let markWidth = 27.0
    static let swatchWidth = 14.0
    static let columnGap = 10.0
    static let maxIDLength = 24

    let heading: String
    let columnWidth: Double
    let rows: Int
    var origin = Point(x: 0, y: 0)
    /// Per transition, what its animation does, and that wrapped into lines.
    let summaryTexts: [String]
    var summaries: [[String]] = []
    var legendLines: [[(mark: String, color: String, text: String)]] = []
    var width: Double { 3 * columnWidth + 2 * ListsPlan.columnGap }

    init(scene: TransitionScene) {
        heading = "Subnodes of \(scene.rootID)"
        var widest = 52.0
        var rows = 0
        for transition in scene.transitions {
            for list in [transition.before, transition.during, transition.after] {
                rows = max(rows, list.count)
                for id in list {
                    widest = max(widest, TextEstimate.width(ListsPlan.shown(id), fontSize: ListsPlan.idSize, monospace: true))
                }
            }
        }
        columnWidth = ListsPlan.markWidth + ListsPlan.swatchWidth + widest + 6
        self.rows = rows
        summaryTexts = scene.transitions.map { ListsPlan.summary($0, root: scene.rootID) }
    }

    /// What the default animation does in `transition`, in words.
    static func summary(_ transition: LayoutTransition, root: String) -> String {
        guard transition.timing.animated else {
            return "Not animated: every subnode takes its new frame at once, then the removed ones leave."
        }
        func names(_ ids: [String]) -> String { ids.map { shown($0) }.joined(separator: ", ") }
        var parts: [String] = []
        if !transition.fadeIn.isEmpty { parts.append("Fades in: " + names(transition.fadeIn) + ".") }
        if !transition.fadeOut.isEmpty { parts.append("Fades out: " + names(transition.fadeOut) + ".") }
        if !transition.frameAnimated.isEmpty { parts.append("Slides: " + names(transition.frameAnimated) + ".") }
        if parts.isEmpty { parts.append("No subnode fades or slides.") }
        let from = transition.fromSize, to = transition.toSize
        if transition.isResized {
            let grows = to.width * to.height >= from.width * from.height
            parts.append("\(shown(root)) \(grows ? "grows" : "shrinks") from \(svgNumber(from.width)) × \(svgNumber(from.height)) to \(svgNumber(to.width)) × \(svgNumber(to.height)).")
        }
        return parts.joined(separator: " ")
    }

    /// An id as listed: long ones cut short (the full id is in the row's title).
    static func shown(_ id: String) -> String {
        id.count > maxIDLength ? String(id.prefix(maxIDLength - 1)) + "…" : id
    }

    var headingY: Double { origin.y + 13 }
    var headerY: Double { origin.y + 36 }
    var firstRowY: Double { origin.y + 44 }
    var rowsBottom: Double { firstRowY + Double(max(rows, 1)) * ListsPlan.rowHeight }
    var legendY: Double { rowsBottom + 18 }
    var summaryY: Double { legendY + Double(legendLines.count) * 18 + 6 }
    var height: Double {
        var lines = 0
        for summary in summaries { lines = max(lines, summary.count) }
        return summaryY - origin.y + Double(lines) * 17
    }

    func columnX(_ column: Int) -> Double { origin.x + Double(column) * (columnWidth + ListsPlan.columnGap) }

    /// Wraps the legend and the summaries into `maxWidth`.
    mutating func layOut(maxWidth: Double) {
        let width = max(self.width, maxWidth)
        let entries: [(mark: String, color: String, text: String)] = [
            ("+", TransitionPalette.inserted, "inserted"),
            ("−", TransitionPalette.removed, "removed"),
            ("↕", TransitionPalette.moved, "moved (its index changed)"),
        ]
        var lines: [[(mark: String, color: String, text: String)]] = [[]]
        var x = 0.0
        for entry in entries {
            let w = ListsPlan.legendWidth(entry)
            if x > 0, x + w > width {
                lines.append([])
                x = 0
            }
            lines[lines.count - 1].append(entry)
            x += w + 14
        }
        legendLines = lines
        summaries = summaryTexts.map { TextEstimate.wrap($0, fontSize: TransitionDrawing.smallSize, maxWidth: width) }
    }

    static func legendWidth(_ entry: (mark: String, color: String, text: String)) -> Double {
        14 + TextEstimate.width(entry.text, fontSize: TransitionDrawing.smallSize)
    }
}

/// The states side by side (in rows when they do not fit), for reduced
/// motion: as many columns and as large as fit the room the animated stage
/// and lists take, drawn smaller (down to half size) rather than making the
/// drawing taller.
struct StillPlan {
    static let gap = 36.0
    static let labelHeight = 22.0
    static let rowGap = 18.0
    static let minimumScale = 0.5

    let columns: Int
    /// The width of every state's drawing at full scale, each one's height,
    /// and the scale they are drawn at.
    let cellWidth: Double
    let heights: [Double]
    let scale: Double
    let top: Double
    let bottom: Double
    /// The top of each row's drawings.
    let rowTops: [Double]

    /// States of `width` by `heights` each, below `top`, in `room` wide and
    /// if possible above `bottom`.
    init(width cellWidth: Double, heights: [Double], top: Double, room: Double, bottom limit: Double) {
        self.cellWidth = cellWidth
        self.heights = heights
        self.top = top
        let count = heights.count
        let cellsTop = top + 24
        func rowHeights(_ columns: Int) -> [Double] {
            stride(from: 0, to: count, by: columns).map { start in
                heights[start..<min(count, start + columns)].reduce(0) { max($0, $1) }
            }
        }
        var best = (columns: 1, scale: 0.0)
        for columns in 1...max(1, count) {
            let rows = rowHeights(columns)
            let across = (room - Double(columns - 1) * StillPlan.gap) / (Double(columns) * max(cellWidth, 1))
            let fixed = Double(rows.count) * StillPlan.labelHeight + Double(rows.count - 1) * StillPlan.rowGap
            let down = (limit - cellsTop - fixed) / max(rows.reduce(0, +), 1)
            let scale = min(1, across, down)
            if scale > best.scale + 1e-9 { best = (columns, scale) }
        }
        if best.scale < StillPlan.minimumScale {
            // Too little room below: as many columns as fit at half size, and taller.
            let fit = Int((room + StillPlan.gap) / (max(cellWidth, 1) * StillPlan.minimumScale + StillPlan.gap))
            best = (max(1, min(count, fit)), StillPlan.minimumScale)
        }
        columns = best.columns
        scale = best.scale
        var tops: [Double] = []
        var y = cellsTop
        for height in rowHeights(columns) {
            tops.append(y + StillPlan.labelHeight)
            y += StillPlan.labelHeight + height * scale + StillPlan.rowGap
        }
        rowTops = tops
        bottom = y - StillPlan.rowGap
    }

    var scaledWidth: Double { cellWidth * scale }

    /// Where state `index`'s drawing (the shared extent's top left corner)
    /// goes; its name sits above.
    func origin(of index: Int) -> Point {
        Point(x: TransitionPlan.margin + Double(index % columns) * (scaledWidth + StillPlan.gap), y: rowTops[index / columns])
    }

    /// True when state `index` has a neighbour to its right in the same row.
    func hasRightNeighbour(_ index: Int, count: Int) -> Bool {
        index % columns != columns - 1 && index + 1 < count
    }
}
