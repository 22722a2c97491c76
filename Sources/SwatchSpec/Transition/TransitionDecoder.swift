import SwatchGeometry
import SwatchJSON
import SwatchLayout
import SwatchTransitions

/// Decodes transition documents (SPEC.md "Transition documents") strictly:
/// every unknown key, wrong type or out-of-range value is an error naming its
/// JSON path and line and column, and so are a display node without an `id`
/// and an `id` whose type changes from one state to another.
public enum TransitionDecoder: DocumentDecoder {
    public static var what: String { "document" }

    public static func decode(_ value: JSONValue) throws(SpecError) -> TransitionDocument {
        let root = SpecPath()
        let (object, title, sizeRange, scale) = try settings(value)
        var timing = TransitionTiming()
        if let t = object[.transition] { timing = try decodeTiming(t, at: root.appending(SpecKey.transition.name)) }

        let (entries, statesPath) = try stateEntries(object)

        var checker = IdentityChecker()
        var states: [TransitionState] = []
        var names: [String: SpecPath] = [:]
        var elementCount = 0
        for (index, stateValue) in entries.enumerated() {
            let path = statesPath.appending(index)
            let state = try stateObject(stateValue, at: path)
            let nameValue = try state.required(.name, in: SpecSchema.transitionStateObject.noun)
            let namePath = path.appending(SpecKey.name.name)
            guard let name = nameValue.string else {
                throw SpecError("expected a string, got \(nameValue.typeName)", path: namePath, location: nameValue.location)
            }
            guard !name.isEmpty, name.count <= TransitionLimits.maxNameLength else {
                throw SpecError("a state's name must be 1 to \(TransitionLimits.maxNameLength) characters long, got \(name.count)",
                                path: namePath, location: nameValue.location)
            }
            if let first = names[name] {
                throw SpecError("duplicate state name \"\(name)\" (first used at \(first))", path: namePath, location: nameValue.location)
            }
            names[name] = namePath

            let rootPath = path.appending(SpecKey.root.name)
            let (document, rootValue) = try stateDocument(state, at: rootPath, title: title, sizeRange: sizeRange, scale: scale)
            elementCount += document.tree.count
            guard elementCount <= SpecLimits.maxElements else {
                throw SpecError("the states have more than \(SpecLimits.maxElements) elements in all", path: rootPath,
                                location: rootValue.location)
            }
            try checker.check(document, state: name, rootValue: rootValue, rootPath: rootPath)
            states.append(TransitionState(name: name, document: document))
        }
        return TransitionDocument(title: title, sizeRange: sizeRange, scale: scale, timing: timing, states: states)
    }

    /// The document's object and what every state shares: its title, size
    /// range and scale.
    static func settings(
        _ value: JSONValue
    ) throws(SpecError) -> (object: JSONObject, title: String?, sizeRange: SizeRange, scale: Double) {
        let root = SpecPath()
        let schema = SpecSchema.transitionDocument
        let object = try JSONObject(value, at: root, schema)
        _ = try object.string(.schema)  // named for editors, ignored

        let title = try object.string(.title)
        var sizeRange = SpecDocument.defaultSizeRange
        if let r = object[.sizeRange] {
            sizeRange = try SpecReader.with(r) { (reader: inout SpecReader) throws(SpecError) in
                try reader.sizeRange(r.index, at: root.appending(SpecKey.sizeRange.name))
            }
        }
        let scale = try object.number(.scale, schema) ?? SpecDocument.defaultScale
        return (object, title, sizeRange, scale)
    }

    /// The `states` array's entries, as many as a document may hold.
    static func stateEntries(_ object: JSONObject) throws(SpecError) -> (entries: [JSONValue], path: SpecPath) {
        let statesValue = try object.required(.states, in: SpecSchema.transitionDocument.noun)
        let statesPath = SpecPath().appending(SpecKey.states.name)
        guard case .array(let entries) = statesValue.kind else {
            throw SpecError("states must be an array of states, got \(statesValue.typeName)", path: statesPath, location: statesValue.location)
        }
        let limits = TransitionLimits.states
        guard limits.contains(entries.count) else {
            throw SpecError("states must hold \(limits.lowerBound) to \(limits.upperBound) states, got \(entries.count)",
                            path: statesPath, location: statesValue.location)
        }
        return (entries, statesPath)
    }

    static func stateObject(_ value: JSONValue, at path: SpecPath) throws(SpecError) -> JSONObject {
        try JSONObject(value, at: path, SpecSchema.transitionStateObject)
    }

    /// A state's tree as a layout spec with the document's settings (and
    /// its root's value, for the places of errors about it).
    static func stateDocument(
        _ state: JSONObject, at rootPath: SpecPath, title: String?, sizeRange: SizeRange, scale: Double
    ) throws(SpecError) -> (SpecDocument, JSONValue) {
        let rootValue = try state.required(.root, in: SpecSchema.transitionStateObject.noun)
        let (tree, infos) = try SpecDecoder.decodeElementTree(rootValue, at: rootPath)
        let document = SpecDocument(title: title, sizeRange: sizeRange, scale: scale, tree: tree, elements: infos, source: rootValue.tape)
        return (document, rootValue)
    }

    /// `{"duration", "delay", "animated"}`, each optional.
    static func decodeTiming(_ value: JSONValue, at path: SpecPath) throws(SpecError) -> TransitionTiming {
        let schema = SpecSchema.transitionTimingObject
        let object = try JSONObject(value, at: path, schema)
        var timing = TransitionTiming()
        if let duration = try object.number(.duration, schema) { timing.duration = duration }
        if let delay = try object.number(.delay, schema) { timing.delay = delay }
        if let animated = try object.bool(.animated) { timing.animated = animated }
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
    var types: [String: (type: ElementType, state: String, path: SpecPath)] = [:]

    mutating func check(_ document: SpecDocument, state: String, rootValue: JSONValue, rootPath: SpecPath) throws(SpecError) {
        let tree = document.tree, infos = document.elements
        func fail(_ message: String, _ index: Int, at path: SpecPath) -> SpecError {
            SpecError(message, path: path, location: document.location(ofElement: index))
        }
        let root = infos[0]
        guard root.type == .node || root.type == .cell else {
            throw fail(
                "the root of a state must be a node with a layout (the node that transitions, a node or a cell), got \(withArticle(root.type.name))", 0,
                at: rootPath)
        }
        guard tree.elements[0].childCount > 0 else {
            throw fail("the root node needs a layout: its layoutSpecThatFits: gives the subnodes that transition", 0, at: rootPath)
        }
        guard root.hasExplicitID else {
            throw fail("the root node needs an id, the same in every state", 0, at: rootPath)
        }
        if let rootID, rootID != root.id {
            throw fail(
                "the root node's id must be the same in every state: \"\(rootID)\" in the first state, \"\(root.id)\" here", 0,
                at: rootPath.appending(SpecKey.id.name))
        }
        rootID = root.id

        var subnodes = 0
        for (index, element) in tree.elements.enumerated() {
            let info = infos[index]
            if element.kind.isDisplayNode {
                guard info.hasExplicitID else {
                    throw fail(
                        "\(withArticle(info.type.name)) in a transition document needs an id: nodes are matched across states by their ids",
                        index, at: info.path)
                }
                if index > 0, enclosingNode(of: index, in: tree) == 0 { subnodes += 1 }
            }
            guard info.hasExplicitID else { continue }
            if let first = types[info.id] {
                guard first.type == info.type else {
                    throw fail(
                        "\"\(info.id)\" is \(withArticle(info.type.name)) here but \(withArticle(first.type.name)) in state \"\(first.state)\" (\(first.path)); "
                            + "an id names the same node, of one type, in every state",
                        index, at: info.path)
                }
            } else {
                types[info.id] = (info.type, state, info.path)
            }
        }
        guard subnodes <= TransitionLimits.maxSubnodes else {
            throw fail(
                "the root node has \(subnodes) subnodes; the limit is \(TransitionLimits.maxSubnodes)", 0,
                at: rootPath.appending(SpecKey.layout.name))
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
