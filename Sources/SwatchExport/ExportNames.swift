import SwatchLayout
import SwatchSpec

/// What the exported code calls each element, named for what it holds: a
/// display node's property after its id (`avatar` is `avatarNode`, the
/// button `follow` is `followButtonNode`), a layout spec's constant after its
/// id or, without one, after what it lays out (an inset around `avatarNode`
/// is `avatarInset`; a stack of `nameNode` and `locationNode` is
/// `nameLocationStack`), and the class a fixed-size node is (`DateNode`).
struct ExportNames {
    /// Per element: a display node's property ("self" for the class's own
    /// node), a layout spec's constant.
    private(set) var names: [String?]
    /// Per element: what its name says it holds (`avatar` for `avatarNode`
    /// and `avatarInset`); "" when it says nothing (no id anywhere in it).
    private(set) var stems: [String]
    /// Per display node with a class of its own: the class's name.
    private(set) var classNames: [String?]
    private var identifiers = Identifiers()
    private var classIdentifiers = Identifiers()

    /// `document`'s names, `className` being the exported class's and
    /// `rootIsClass` saying whether the root is that class's own node.
    init(_ document: SpecDocument, className: String, rootIsClass: Bool) {
        let count = document.tree.count
        names = Array(repeating: nil, count: count)
        stems = Array(repeating: "", count: count)
        classNames = Array(repeating: nil, count: count)
        _ = classIdentifiers.unique(className)
        let infos = document.elements

        // Display nodes first, in document order, so the first of a name keeps it plain.
        for (i, info) in infos.enumerated() where info.type.isDisplayNode {
            if i == 0 && rootIsClass {
                names[i] = "self"
                continue
            }
            // A button's subnodes are its properties (`followButtonNode.titleNode`).
            if let part = info.part {
                names[i] = names[part.owner].map { $0 + "." + part.role.propertyName }
                continue
            }
            var stem = info.hasExplicitID ? Identifiers.lowerCamel(info.id) : ""
            if stem.hasSuffix("Node"), stem.count > 4 { stem.removeLast(4) }
            var base = stem
            if info.type == .button, !base.isEmpty, !ASCIIText.lowercased(base).hasSuffix("button") { base += "Button" }
            let fallback = info.type == .node ? "display" : info.type.name
            let name = identifiers.unique(Identifiers.suffixed(base, "Node", fallback: fallback))
            names[i] = name
            stems[i] = stem.isEmpty ? "" : String(name.dropLast(name.hasSuffix("Node") && name.count > 4 ? 4 : 0))
            // A node that answers for its own size is a class of its own.
            var sizing: String?
            switch document.tree.elements[i].kind {
            case .node(_?): sizing = "FixedSize"
            case .aspect: sizing = "AspectRatio"
            default: break
            }
            if let sizing {
                let words = stem.isEmpty ? [sizing] : Identifiers.words(stem)
                classNames[i] = classIdentifiers.unique(Identifiers.suffixed(Identifiers.upperCamel(words), "Node", fallback: sizing))
            }
        }
        // Layout specs after what they hold: children before parents.
        for i in (0..<count).reversed() where !infos[i].type.isDisplayNode && infos[i].part == nil {
            nameSpec(i, document)
        }
    }

    /// The word a spec's constant ends in: Texture's class without `AS` and
    /// `LayoutSpec` (`Stack`, `Inset`, `Ratio`...).
    static func kindWord(_ type: ElementType) -> String {
        var name = type.schema.textureClass
        if name.hasPrefix("AS") { name.removeFirst(2) }
        if name.hasSuffix("LayoutSpec") { name.removeLast(10) }
        return name
    }

    private mutating func nameSpec(_ i: Int, _ document: SpecDocument) {
        let info = document.elements[i]
        let kind = ExportNames.kindWord(info.type)
        var stem: String
        if info.hasExplicitID {
            stem = Identifiers.lowerCamel(info.id)
            if stem.hasSuffix(kind), stem.count > kind.count { stem.removeLast(kind.count) }
        } else {
            stem = contentStem(i, document)
        }
        // Nothing to say what it holds: a stack by its direction, another spec by its kind.
        var fallback = Identifiers.lowercasedFirst(kind) + "Spec"
        if case .stack(let options) = document.tree.elements[i].kind {
            fallback = (options.direction == .vertical ? "vertical" : "horizontal") + kind
        }
        var base = stem.isEmpty ? fallback : Identifiers.suffixed(stem, kind, fallback: fallback)
        // A spec around another of the same name is the outer one.
        if identifiers.isUsed(base), let main = ExportNames.mainChild(of: i, document), names[main] == base {
            base = "outer" + ASCIIText.capitalised(base)
        }
        let name = identifiers.unique(base)
        names[i] = name
        stems[i] = stem
    }

    /// What a spec without an id holds: its child's stem, or for several
    /// children (a stack's) theirs together when each has one and they are
    /// three words at most (`nameLocation`), else the words they all begin
    /// with (`start` for `startA`, `startB`, `startC`); "" when that says
    /// nothing.
    private func contentStem(_ i: Int, _ document: SpecDocument) -> String {
        let children = document.tree.children(of: i)
        let main = ExportNames.mainChild(of: i, document)
        if let main { return stems[main] }
        // Named after all it holds, or not at all (a stack then by its direction).
        var meaningful: [String] = []
        for c in children {
            if stems[c].isEmpty { return "" }
            meaningful.append(stems[c])
        }
        guard let first = meaningful.first else { return "" }
        var words = 0
        for stem in meaningful { words += Identifiers.words(stem).count }
        if meaningful.count == 1 { return first }
        if words > 3 { return ExportNames.sharedLead(meaningful) }
        var out = first
        for stem in meaningful.dropFirst() { out += ASCIIText.capitalised(stem) }
        return out
    }

    /// The words every stem begins with (`start` for `startA`, `startB`
    /// and `startC`); "" when they share none.
    static func sharedLead(_ stems: [String]) -> String {
        let lists = stems.map { Identifiers.words($0) }
        guard var lead = lists.first else { return "" }
        for list in lists.dropFirst() {
            var n = 0
            while n < lead.count, n < list.count, ASCIIText.lowercased(lead[n]) == ASCIIText.lowercased(list[n]) { n += 1 }
            lead.removeLast(lead.count - n)
        }
        var out = ""
        for (i, word) in lead.enumerated() {
            out += i == 0 ? Identifiers.lowercasedFirst(word) : ASCIIText.capitalised(word)
        }
        return out
    }

    /// The element in a spec's `child` slot, when it has one (an overlay's
    /// child, not its overlay); nil for specs of several children.
    static func mainChild(of i: Int, _ document: SpecDocument) -> Int? {
        let children = document.tree.children(of: i)
        let schema = document.elements[i].type.schema
        if document.elements[i].type == .wrapper { return children.count == 1 ? children[0] : nil }
        var next = 0
        for slot in schema.children {
            if slot.isList { return nil }
            guard next < children.count else { return nil }
            if slot.key == .child { return children[next] }
            next += 1
        }
        return nil
    }
}
