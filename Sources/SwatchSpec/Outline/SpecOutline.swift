import SwatchJSON

/// Where a spec's elements are in its text, as the engine read them: every
/// element's id (the decoder's, `node3` for an element without one), its
/// JSON path, type, child slots and span, and the place of each of its own
/// members, so that an editor can point at an element's lines, name it as
/// the drawing does, and change one value where it stands.
///
///     let outline = try SpecDecoder.decode(text).outline()
///     outline?.elements[1].path.description  // "root.children[0]"
///
/// Elements are in the document's order (pre-order, children in their
/// type's slot order), as `SpecDocument.elements` are: the elements
/// written, and the display nodes Texture makes for them (a button's
/// `imageNode`, `titleNode` and `backgroundImageNode`, named `ok.titleNode`
/// as the drawing names them), each right after its owner; a button's own
/// layout specs are left out, as the drawing leaves them unlabelled. Text positions are
/// given twice: lines and columns as errors give them, and offsets in UTF-16
/// code units (what an editor's selection and a JavaScript string count).
public struct SpecOutline: Sendable {
    public var elements: [Element]

    public struct Element: Sendable {
        /// The `id` given, or type + 1-based pre-order index (`node3`).
        public var id: String
        public var hasExplicitID: Bool
        public var type: ElementType
        public var path: SpecPath
        /// The enclosing element, and the key of its slot holding this one
        /// (a part's owner, and no slot: it is in none of them).
        public var parent: Int?
        public var slot: SpecKey?
        /// 0 for the root.
        public var depth: Int
        /// The type's child slots, in sublayout order, with the elements in each.
        public var slots: [Slot]
        /// From the element's `{` to just past its `}`.
        public var start: SourceLocation
        public var end: SourceLocation
        /// The element's object and the places of its members; a child element
        /// in it is `.element(index)`, outlined on its own. A part's is the
        /// object it is made from (a button's `image`, `title`).
        public var value: Value
        /// For a node Texture makes, which one (`.titleNode`) of which owner
        /// (`parent`); nil for an element written in the text.
        public var part: ElementPart.Role?

        public var isDisplayNode: Bool { type.isDisplayNode }
    }

    /// A place children go, and the elements there.
    public struct Slot: Sendable {
        public var key: SpecKey
        public var isList: Bool
        public var isRequired: Bool
        public var children: [Int]
    }

    /// A value of the text and where it is (UTF-16 offsets, `end` exclusive).
    public struct Value: Sendable {
        public enum Content: Sendable {
            case object([Member])
            case array([Value])
            case string(String)
            case number(Double)
            case bool(Bool)
            case null
            /// An element of the outline, by index.
            case element(Int)
        }

        public var range: Range<Int>
        public var content: Content
    }

    /// An object's member: its key, where the key's opening quote is, its value.
    public struct Member: Sendable {
        public var key: String
        public var keyStart: Int
        public var value: Value
    }
}

extension SpecDocument {
    /// Where the document's elements are in the text it was read from; nil
    /// for a document made in code.
    public func outline() -> SpecOutline? {
        guard let source else { return nil }
        var builder = OutlineBuilder(tape: source)
        return builder.outline(of: self)
    }
}

/// Walks the tape once per element, from the element's object to its members.
struct OutlineBuilder {
    let tape: JSONTape
    let positions: TextPositions
    /// Tape node of each element's object -> the element's index.
    var elementAt: [Int: Int] = [:]

    init(tape: JSONTape) {
        self.tape = tape
        positions = TextPositions(tape.bytes)
    }

    mutating func outline(of document: SpecDocument) -> SpecOutline? {
        // The document's elements outlined (a button's layout specs are not),
        // and where each is in the outline.
        var outlined: [Int] = []
        var indexOf = [Int](repeating: -1, count: document.elements.count)
        var nodes: [Int] = []
        for (index, info) in document.elements.enumerated() where info.part?.role != .buttonLayout {
            guard let node = node(at: info.offset), tape.nodes[node].type == .object else { return nil }
            indexOf[index] = outlined.count
            // A part's object stays a value of its owner's.
            if info.part == nil { elementAt[node] = outlined.count }
            outlined.append(index)
            nodes.append(node)
        }
        var elements: [SpecOutline.Element] = []
        for (n, index) in outlined.enumerated() {
            let info = document.elements[index]
            let bytes = tape.byteRange(of: nodes[n])
            elements.append(SpecOutline.Element(
                id: info.id, hasExplicitID: info.hasExplicitID, type: info.type, path: info.path,
                parent: info.part.map { indexOf[$0.owner] }, slot: nil, depth: 0, slots: [],
                start: positions.location(bytes.lowerBound), end: positions.location(bytes.upperBound),
                value: members(of: nodes[n]), part: info.part?.role))
        }
        // Slots, then parents and depths (parents come first in pre-order,
        // owners before their parts).
        for index in elements.indices {
            if elements[index].part != nil, let owner = elements[index].parent {
                elements[index].depth = elements[owner].depth + 1
                continue
            }
            elements[index].slots = slots(of: elements[index])
            for slot in elements[index].slots {
                for child in slot.children {
                    elements[child].parent = index
                    elements[child].slot = slot.key
                    elements[child].depth = elements[index].depth + 1
                }
            }
        }
        return SpecOutline(elements: elements)
    }

    /// The node whose value starts at byte `offset` (nodes are in text order).
    func node(at offset: Int) -> Int? {
        var low = 0, high = tape.nodes.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tape.nodes[middle].offset) < offset { low = middle + 1 } else { high = middle }
        }
        return low < tape.nodes.count && Int(tape.nodes[low].offset) == offset ? low : nil
    }

    /// The element object at node `i` with its members' places.
    func members(of i: Int) -> SpecOutline.Value {
        var members: [SpecOutline.Member] = []
        var key = i + 1
        for _ in 0..<Int(tape.nodes[i].count) {
            members.append(SpecOutline.Member(
                key: tape.key(at: key), keyStart: positions.utf16Offset(Int(tape.nodes[key].offset)),
                value: value(at: key + 1)))
            key = Int(tape.nodes[key + 1].end)
        }
        return SpecOutline.Value(range: positions.utf16Range(tape.byteRange(of: i)), content: .object(members))
    }

    /// Node `i`'s value, a child element standing for itself.
    func value(at i: Int) -> SpecOutline.Value {
        let range = positions.utf16Range(tape.byteRange(of: i))
        if let element = elementAt[i] { return SpecOutline.Value(range: range, content: .element(element)) }
        let node = tape.nodes[i]
        switch node.type {
        case .null: return SpecOutline.Value(range: range, content: .null)
        case .false: return SpecOutline.Value(range: range, content: .bool(false))
        case .true: return SpecOutline.Value(range: range, content: .bool(true))
        case .number: return SpecOutline.Value(range: range, content: .number(node.number))
        case .string: return SpecOutline.Value(range: range, content: .string(tape.string(at: i)))
        case .object: return members(of: i)
        case .array:
            var items: [SpecOutline.Value] = []
            var item = i + 1
            for _ in 0..<Int(node.count) {
                items.append(value(at: item))
                item = Int(tape.nodes[item].end)
            }
            return SpecOutline.Value(range: range, content: .array(items))
        }
    }

    /// The element's type's child slots, each with the elements written in it.
    func slots(of element: SpecOutline.Element) -> [SpecOutline.Slot] {
        guard case .object(let members) = element.value.content else { return [] }
        return element.type.schema.children.map { slot in
            var children: [Int] = []
            if let member = members.first(where: { $0.key == slot.key.name }) {
                switch member.value.content {
                case .element(let child): children = [child]
                case .array(let items):
                    for item in items { if case .element(let child) = item.content { children.append(child) } }
                default: break
                }
            }
            return SpecOutline.Slot(key: slot.key, isList: slot.isList, isRequired: slot.required, children: children)
        }
    }
}
