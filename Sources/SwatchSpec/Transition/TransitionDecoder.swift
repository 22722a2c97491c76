import SwatchGeometry
import SwatchLayout
import SwatchTransitions

/// Decodes transition documents (SPEC.md "Transition documents") strictly:
/// every unknown key, wrong type or out-of-range value is an error naming its
/// JSON path and line and column, and so are a display node without an `id`
/// and an `id` whose type changes from one state to another.
public enum TransitionDecoder {
    /// Parses and decodes a whole document.
    public static func decode(_ text: String) throws(SpecError) -> TransitionDocument {
        try decode(bytes: Array(text.utf8))
    }

    public static func decode(bytes: [UInt8]) throws(SpecError) -> TransitionDocument {
        guard bytes.count <= SpecLimits.maxInputBytes else {
            throw SpecError(
                "the document is \(bytes.count) bytes; the limit is \(SpecLimits.maxInputBytes)", path: nil, location: nil)
        }
        return try decode(try JSONParser.parse(bytes: bytes))
    }

    public static func decode(_ value: JSONValue) throws(SpecError) -> TransitionDocument {
        let root = SpecPath()
        let object = try JSONObject(value, at: root, what: "a transition document")
        try object.checkKeys([.title, .sizeRange, .scale, .transition, .states] as SpecKeySet, in: "the transition document")

        var title: String? = nil
        if let t = object[.title] { title = try t.string(at: root.appending("title")) }
        var sizeRange = SpecDocument.defaultSizeRange
        if let r = object[.sizeRange] { sizeRange = try SpecDecoder.decodeSizeRange(r, at: root.appending("sizeRange")) }
        var scale = SpecDocument.defaultScale
        if let s = object[.scale] { scale = try SpecDecoder.decodeScale(s, at: root.appending("scale")) }
        var timing = TransitionTiming()
        if let t = object[.transition] { timing = try decodeTiming(t, at: root.appending("transition")) }

        let statesValue = try object.required(.states, in: "a transition document")
        let statesPath = root.appending("states")
        guard statesValue.isArray else {
            throw statesValue.error("states must be an array of states, got \(statesValue.typeName)", at: statesPath)
        }
        let limits = TransitionLimits.states
        guard limits.contains(statesValue.count) else {
            throw statesValue.error(
                "states must hold \(limits.lowerBound) to \(limits.upperBound) states, got \(statesValue.count)", at: statesPath)
        }

        var checker = IdentityChecker()
        var states: [TransitionState] = []
        var names: [String: SpecPath] = [:]
        var elementCount = 0
        for (index, stateValue) in statesValue.elements.enumerated() {
            let path = statesPath.appending(index)
            let state = try JSONObject(stateValue, at: path, what: "a state")
            try state.checkKeys([.name, .root] as SpecKeySet, in: "a state")

            let nameValue = try state.required(.name, in: "a state")
            let namePath = path.appending("name")
            let name = try nameValue.string(at: namePath)
            guard !name.isEmpty, name.count <= TransitionLimits.maxNameLength else {
                throw nameValue.error(
                    "a state's name must be 1 to \(TransitionLimits.maxNameLength) characters long, got \(name.count)", at: namePath)
            }
            if let first = names[name] {
                throw nameValue.error("duplicate state name \"\(name)\" (first used at \(first))", at: namePath)
            }
            names[name] = namePath

            let rootValue = try state.required(.root, in: "a state")
            let (tree, infos) = try SpecDecoder.decodeElementTree(rootValue, at: path.appending("root"))
            elementCount += tree.count
            guard elementCount <= SpecLimits.maxElements else {
                throw rootValue.error(
                    "the states have more than \(SpecLimits.maxElements) elements in all", at: path.appending("root"))
            }
            try checker.check(tree: tree, infos: infos, state: name, rootValue: rootValue, rootPath: path.appending("root"))
            states.append(TransitionState(
                name: name,
                document: SpecDocument(title: title, sizeRange: sizeRange, scale: scale, tree: tree, elements: infos)))
        }
        return TransitionDocument(title: title, sizeRange: sizeRange, scale: scale, timing: timing, states: states)
    }

    /// `{"duration", "delay", "animated"}`, each optional.
    static func decodeTiming(_ value: JSONValue, at path: SpecPath) throws(SpecError) -> TransitionTiming {
        let object = try JSONObject(value, at: path, what: "transition")
        try object.checkKeys([.duration, .delay, .animated] as SpecKeySet, in: "transition")
        var timing = TransitionTiming()
        if let d = object[.duration] { timing.duration = try d.nonNegative(at: path.appending("duration"), "duration") }
        if let d = object[.delay] { timing.delay = try d.nonNegative(at: path.appending("delay"), "delay") }
        if let a = object[.animated] { timing.animated = try a.bool(at: path.appending("animated")) }
        return timing
    }
}

/// The identity rules of a transition document, checked state by state: the
/// root is a `node` with a `layout` and the same `id` everywhere, every
/// display node has an `id`, and an `id` names one type in every state.
struct IdentityChecker {
    /// The root's id, from the first state.
    var rootID: String?
    /// Every explicit id seen: its type, and the state and path that first used it.
    var types: [String: (type: String, state: String, path: SpecPath)] = [:]

    mutating func check(
        tree: LayoutTree, infos: [ElementInfo], state: String, rootValue: JSONValue, rootPath: SpecPath
    ) throws(SpecError) {
        let root = infos[0]
        guard root.type == "node" else {
            throw rootValue.error(
                "the root of a state must be a node with a layout (the node that transitions), got \(withArticle(root.type))", at: rootPath)
        }
        guard tree.elements[0].childCount > 0 else {
            throw rootValue.error(
                "the root node needs a layout: its layoutSpecThatFits: gives the subnodes that transition", at: rootPath)
        }
        guard root.hasExplicitID else {
            throw rootValue.error("the root node needs an id, the same in every state", at: rootPath)
        }
        if let rootID, rootID != root.id {
            throw SpecError(
                "the root node's id must be the same in every state: \"\(rootID)\" in the first state, \"\(root.id)\" here",
                path: rootPath.appending("id"), location: root.location)
        }
        rootID = root.id

        var subnodes = 0
        for (index, element) in tree.elements.enumerated() {
            let info = infos[index]
            if element.kind.isDisplayNode {
                guard info.hasExplicitID else {
                    throw SpecError(
                        "\(withArticle(info.type)) in a transition document needs an id: nodes are matched across states by their ids",
                        path: info.path, location: info.location)
                }
                if index > 0, enclosingNode(of: index, in: tree) == 0 { subnodes += 1 }
            }
            guard info.hasExplicitID else { continue }
            if let first = types[info.id] {
                guard first.type == info.type else {
                    throw SpecError(
                        "\"\(info.id)\" is \(withArticle(info.type)) here but \(withArticle(first.type)) in state \"\(first.state)\" (\(first.path)); "
                            + "an id names the same node, of one type, in every state",
                        path: info.path, location: info.location)
                }
            } else {
                types[info.id] = (info.type, state, info.path)
            }
        }
        guard subnodes <= TransitionLimits.maxSubnodes else {
            throw rootValue.error(
                "the root node has \(subnodes) subnodes; the limit is \(TransitionLimits.maxSubnodes)", at: rootPath.appending("layout"))
        }
    }

    /// "a node", "an image".
    func withArticle(_ type: String) -> String {
        (type.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + type
    }

    /// The nearest display node above `index`.
    func enclosingNode(of index: Int, in tree: LayoutTree) -> Int {
        var p = Int(tree.elements[index].parent)
        while p > 0 && !tree.elements[p].kind.isDisplayNode { p = Int(tree.elements[p].parent) }
        return p
    }
}
