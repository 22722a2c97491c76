import SwatchJSON
import SwatchSpec

extension SpecEditRequest {
    /// The edit made: `{"text": "…", "select": "root.children[1]"}`, the new
    /// text and the path of the element to select in it; `invalid` when the
    /// text is not a spec that lays out, `bad-call` when the edit cannot be
    /// made there (no element at the path, nothing to unwrap, no sibling, no
    /// such style key to move or take off).
    public func answer() -> EngineAnswer {
        let outline: SpecOutline
        do throws(SpecError) {
            guard let read = try SpecDecoder.decode(text).outline() else { return .badCall("the text has no outline") }
            outline = read
        } catch {
            return .invalid(error)
        }
        guard let index = outline.elements.firstIndex(where: { $0.path.description == path && $0.part == nil }) else {
            return .badCall(SpecError("no element of the spec is at \(path)", path: SpecPath().appending("path"), location: nil))
        }
        var edit = SpecEdit(text: text, outline: outline)
        do throws(SpecError) {
            let select = action.isStyleEdit ? try edit.applyStyle(self, to: index) : try edit.apply(action, to: index, type: type)
            let text = edit.text
            return .object(capacity: text.utf8.count + 64) { out in
                out.append("\"text\":")
                out.append(string: text)
                out.append(",\"select\":")
                out.append(string: select.description)
            }
        } catch {
            return .badCall(error)
        }
    }
}

/// The tree tools' edits of a spec's text at the outline's places (UTF-16
/// offsets), keeping the rest as written: a list stays on one line or one
/// item a line as it was, a moved element keeps its indentation's shape.
struct SpecEdit {
    var units: [UInt16]
    let outline: SpecOutline

    init(text: String, outline: SpecOutline) {
        units = Array(text.utf16)
        self.outline = outline
    }

    var text: String { String(decoding: units, as: UTF16.self) }

    /// Makes the edit; answers the path of the element to select.
    mutating func apply(_ action: SpecEditRequest.Action, to index: Int, type: ElementType?) throws(SpecError) -> SpecPath {
        let element = outline.elements[index]
        switch action {
        case .add:
            guard let type else { throw SpecError("an added element needs its \"type\"", path: SpecPath().appending("type"), location: nil) }
            return try addChild(of: element, type: type)
        case .wrap:
            guard let type else { throw SpecError("a wrapper needs its \"type\"", path: SpecPath().appending("type"), location: nil) }
            try wrap(element, in: type)
            return element.path
        case .unwrap:
            let children = outline.children(of: element)
            guard children.count == 1 else {
                throw SpecError("only an element with one child can be unwrapped (\(element.path) has \(children.count))", path: nil, location: nil)
            }
            unwrap(element, keeping: outline.elements[children[0]])
            return element.path
        case .delete:
            guard let parent = element.parent else { throw SpecError("the root cannot be deleted", path: nil, location: nil) }
            try remove(element, index: index)
            return outline.elements[parent].path
        case .up, .down:
            return try move(element, index: index, by: action == .up ? -1 : 1)
        case .moveStyle, .removeStyle, .setStyle:
            throw SpecError("a style edit needs its key", path: SpecPath().appending("key"), location: nil)
        }
    }

    // MARK: The edits

    /// A new element of `type` (its schema's example, its ids made new) as
    /// the last child in the element's first slot that takes one more.
    mutating func addChild(of element: SpecOutline.Element, type: ElementType) throws(SpecError) -> SpecPath {
        guard let slot = element.slots.first(where: { $0.isList || $0.children.isEmpty }) else {
            throw SpecError("\(element.path) has no slot for another child", path: nil, location: nil)
        }
        let child = StarterElement(type, taken: outline.ids).text
        let object = element.value
        if slot.isList, let list = object.member(slot.key.name), case .array(let items) = list.content {
            if let last = items.last {
                let multiline = units[list.range.lowerBound..<last.range.lowerBound].contains(SpecEdit.newline)
                let glue = multiline ? ",\n" + indent(at: last.range.lowerBound) : ", "
                splice(last.range.upperBound..<last.range.upperBound, glue + child)
            } else {
                splice((list.range.lowerBound + 1)..<(list.range.upperBound - 1), child)
            }
            return element.path.appending(slot.key.name).appending(items.count)
        }
        setMember(object, slot.key.name, slot.isList ? "[" + child + "]" : child)
        return slot.isList ? element.path.appending(slot.key.name).appending(0) : element.path.appending(slot.key.name)
    }

    /// The element put in the `child` slot of a new `type` (or its first
    /// slot, for a type without one), whose other members are its schema's
    /// example's (an overlay keeps its overlay, a corner its corner).
    mutating func wrap(_ element: SpecOutline.Element, in type: ElementType) throws(SpecError) {
        guard let slot = type.schema.children.first(where: { $0.key == .child }) ?? type.schema.children.first else {
            throw SpecError("a \(type.name) has no child to wrap an element in", path: SpecPath().appending("type"), location: nil)
        }
        let inner = String(decoding: units[element.value.range], as: UTF16.self)
        let multiline = inner.contains("\n")
        let indent = indent(at: element.value.range.lowerBound)
        let step = "  "
        let body = multiline ? SpecEdit.reindent(inner, by: step.count) : inner
        var parts = StarterElement(type, taken: outline.ids).members(leaving: slot.key)
        parts.append(JSONWriter.string(slot.key.name) + ": " + (slot.isList ? "[" + body + "]" : body))
        let wrapped = multiline
            ? "{\n" + parts.map { indent + step + $0 }.joined(separator: ",\n") + "\n" + indent + "}"
            : "{" + parts.joined(separator: ", ") + "}"
        splice(element.value.range, wrapped)
    }

    /// The element replaced by its one child, moved to its indentation.
    mutating func unwrap(_ element: SpecOutline.Element, keeping child: SpecOutline.Element) {
        let inner = String(decoding: units[child.value.range], as: UTF16.self)
        let by = indent(at: element.value.range.lowerBound).count - indent(at: child.value.range.lowerBound).count
        splice(element.value.range, SpecEdit.reindent(inner, by: by))
    }

    /// The element taken out of its parent's list (with its comma) or
    /// object (its member).
    mutating func remove(_ element: SpecOutline.Element, index: Int) throws(SpecError) {
        switch outline.holder(of: index) {
        case .list(let items, let at):
            removeItem(
                items[at].range, before: at > 0 ? items[at - 1].range.upperBound : nil,
                after: at + 1 < items.count ? items[at + 1].range.lowerBound : nil)
        case .member(let object, let key):
            removeMember(object, key)
        case nil:
            throw SpecError("the root cannot be deleted", path: nil, location: nil)
        }
    }

    /// The element swapped with its neighbour in its parent's list.
    mutating func move(_ element: SpecOutline.Element, index: Int, by: Int) throws(SpecError) -> SpecPath {
        guard case .list(let items, let at)? = outline.holder(of: index), let parent = element.parent, let slot = element.slot,
              items.indices.contains(at + by)
        else {
            throw SpecError("\(element.path) has no sibling \(by < 0 ? "before" : "after") it to move past", path: nil, location: nil)
        }
        let (first, second) = by < 0 ? (items[at + by].range, items[at].range) : (items[at].range, items[at + by].range)
        let a = Array(units[first]), b = Array(units[second]), between = Array(units[first.upperBound..<second.lowerBound])
        units.replaceSubrange(first.lowerBound..<second.upperBound, with: b + between + a)
        return outline.elements[parent].path.appending(slot.name).appending(at + by)
    }

    // MARK: Text

    static let newline = UInt16(UInt8(ascii: "\n"))
    static let space = UInt16(UInt8(ascii: " "))
    static let tab = UInt16(UInt8(ascii: "\t"))

    mutating func splice(_ range: Range<Int>, _ insert: String) {
        units.replaceSubrange(range, with: Array(insert.utf16))
    }

    /// The spaces before the first character of the line holding `offset`.
    func indent(at offset: Int) -> String {
        var start = offset
        while start > 0 && units[start - 1] != SpecEdit.newline { start -= 1 }
        var end = start
        while end < units.count && (units[end] == SpecEdit.space || units[end] == SpecEdit.tab) { end += 1 }
        return String(decoding: units[start..<end], as: UTF16.self)
    }

    /// `text` moved `by` columns right (negative: left) after its first line.
    static func reindent(_ text: String, by: Int) -> String {
        guard by != 0 else { return text }
        var lines: [String] = []
        var line = ""
        for character in text {
            if character == "\n" {
                lines.append(line)
                line = ""
            } else {
                line.append(character)
            }
        }
        lines.append(line)
        for n in lines.indices.dropFirst() {
            if by > 0 {
                lines[n] = String(repeating: " ", count: by) + lines[n]
            } else {
                lines[n] = String(lines[n].dropFirst(min(-by, lines[n].prefix { $0 == " " }.count)))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A replacement of the text: what goes in place of `range`.
    struct Splice {
        var range: Range<Int>
        var text: String
    }

    mutating func splice(_ change: Splice) {
        splice(change.range, change.text)
    }

    /// `key` set to `value` (JSON text) in `object`: replaced where it
    /// stands, else added after the last member in its indentation.
    mutating func setMember(_ object: SpecOutline.Value, _ key: String, _ value: String) {
        if let change = memberSetting(object, key, value) { splice(change) }
    }

    func memberSetting(_ object: SpecOutline.Value, _ key: String, _ value: String) -> Splice? {
        guard case .object(let members) = object.content else { return nil }
        if let found = members.first(where: { $0.key == key }) { return Splice(range: found.value.range, text: value) }
        let entry = JSONWriter.string(key) + ": " + value
        guard let last = members.last else { return Splice(range: object.range, text: "{" + entry + "}") }
        let end = last.value.range.upperBound
        return Splice(range: end..<end, text: (isMultiline(object, before: last) ? ",\n" + indent(at: last.keyStart) : ", ") + entry)
    }

    /// Whether `object`'s members before `member` are one a line.
    func isMultiline(_ object: SpecOutline.Value, before member: SpecOutline.Member) -> Bool {
        units[object.range.lowerBound..<member.keyStart].contains(SpecEdit.newline)
    }

    /// `key` taken out of `object`, with its comma.
    mutating func removeMember(_ object: SpecOutline.Value, _ key: String) {
        if let change = memberRemoval(object, key) { splice(change) }
    }

    func memberRemoval(_ object: SpecOutline.Value, _ key: String) -> Splice? {
        guard case .object(let members) = object.content, let at = members.firstIndex(where: { $0.key == key }) else { return nil }
        return itemRemoval(
            members[at].keyStart..<members[at].value.range.upperBound,
            before: at > 0 ? members[at - 1].value.range.upperBound : nil,
            after: at + 1 < members.count ? members[at + 1].keyStart : nil)
    }

    /// A list item or member taken out with the comma that joins it to the
    /// next one (`after`, its start) or else the previous one (`before`, its end).
    mutating func removeItem(_ range: Range<Int>, before: Int?, after: Int?) {
        splice(itemRemoval(range, before: before, after: after))
    }

    func itemRemoval(_ range: Range<Int>, before: Int?, after: Int?) -> Splice {
        if let after { return Splice(range: range.lowerBound..<after, text: "") }
        if let before { return Splice(range: before..<range.upperBound, text: "") }
        return Splice(range: range, text: "")
    }
}

extension SpecOutline {
    /// Every id in the spec (explicit, or the decoder's).
    var ids: Set<String> { Set(elements.map { $0.id }) }

    /// The elements in the element's slots, in order.
    func children(of element: Element) -> [Int] {
        element.slots.flatMap { $0.children }
    }

    /// Where element `index` is written: an item of its parent's list, or
    /// a member of its parent's object; nil for the root (and a part).
    enum Holder {
        case list([Value], at: Int)
        case member(Value, key: String)
    }

    func holder(of index: Int) -> Holder? {
        let element = elements[index]
        guard element.part == nil, let parent = element.parent, let slot = element.slot else { return nil }
        let object = elements[parent].value
        guard let value = object.member(slot.name) else { return nil }
        if case .array(let items) = value.content {
            for (at, item) in items.enumerated() {
                if case .element(let i) = item.content, i == index { return .list(items, at: at) }
            }
            return nil
        }
        return .member(object, key: slot.name)
    }
}

extension SpecOutline.Value {
    /// The value of `key` in an object, or nil.
    func member(_ key: String) -> SpecOutline.Value? {
        guard case .object(let members) = content else { return nil }
        return members.first(where: { $0.key == key })?.value
    }
}
