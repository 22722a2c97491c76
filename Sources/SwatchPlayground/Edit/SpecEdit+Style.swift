import SwatchJSON
import SwatchSpec

// The style edits a warning's fix asks for (`WarningFix`): one key of an
// element's `style` moved to another element, taken off, or set, the rest
// of the text as written.

extension SpecEdit {
    /// Makes the style edit `request` on element `index`; answers the path
    /// of the element to select (the one the key went to, or was set on or
    /// taken off).
    mutating func applyStyle(_ request: SpecEditRequest, to index: Int) throws(SpecError) -> SpecPath {
        let element = outline.elements[index]
        guard let key = request.key else { throw SpecError("a style edit needs its \"key\"", path: SpecPath().appending("key"), location: nil) }
        switch request.action {
        case .setStyle:
            guard let value = request.value else {
                throw SpecError("set-style needs its \"value\"", path: SpecPath().appending("value"), location: nil)
            }
            splice(styleSetting(element, key, SpecEdit.json(value)))
            return element.path
        case .removeStyle:
            splice(try styleRemoval(element, key))
            return element.path
        default:
            guard let to = request.to, let target = outline.elements.first(where: { $0.path.description == to && $0.part == nil }) else {
                throw SpecError("no element of the spec is at \(request.to ?? "")", path: SpecPath().appending("to"), location: nil)
            }
            guard let written = styleMember(element, key) else { throw SpecError.noStyleKey(key, element) }
            let value = String(decoding: units[written.value.range], as: UTF16.self)
            // Both in the text as it is: the later one first, so that the
            // earlier one's places still hold.
            let changes = [try styleRemoval(element, key), styleSetting(target, key, value)]
            for change in changes.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) { splice(change) }
            return target.path
        }
    }

    /// The member `key` of the element's `style` object, if written there.
    func styleMember(_ element: SpecOutline.Element, _ key: String) -> SpecOutline.Member? {
        guard let style = element.value.member("style"), case .object(let members) = style.content else { return nil }
        return members.first { $0.key == key }
    }

    /// `key` set to `value` (JSON text) in the element's `style`; a new
    /// `style` holding it goes before the element's children.
    func styleSetting(_ element: SpecOutline.Element, _ key: String, _ value: String) -> Splice {
        let object = element.value
        if let style = object.member("style"), let change = memberSetting(style, key, value) { return change }
        let style = "{" + JSONWriter.string(key) + ": " + value + "}"
        let end = object.range.upperBound
        guard case .object(let members) = object.content,
              let first = members.first(where: { member in element.slots.contains { $0.key.name == member.key } })
        else { return memberSetting(object, "style", style) ?? Splice(range: end..<end, text: "") }
        let entry = JSONWriter.string("style") + ": " + style
        let glue = isMultiline(object, before: first) ? ",\n" + indent(at: first.keyStart) : ", "
        return Splice(range: first.keyStart..<first.keyStart, text: entry + glue)
    }

    /// `key` taken out of the element's `style`, and the `style` with it
    /// when it held nothing else.
    func styleRemoval(_ element: SpecOutline.Element, _ key: String) throws(SpecError) -> Splice {
        guard let style = element.value.member("style"), case .object(let members) = style.content,
              members.contains(where: { $0.key == key }), let change = memberRemoval(style, key)
        else { throw SpecError.noStyleKey(key, element) }
        if members.count == 1, let whole = memberRemoval(element.value, "style") { return whole }
        return change
    }

    /// A value as JSON text.
    static func json(_ value: WarningFix.Value) -> String {
        switch value {
        case .number(let n): JSONWriter.number(n)
        case .name(let name): JSONWriter.string(name)
        }
    }
}

extension SpecError {
    static func noStyleKey(_ key: String, _ element: SpecOutline.Element) -> SpecError {
        SpecError("\(element.path) has no \"\(key)\" in its style", path: SpecPath().appending("key"), location: nil)
    }
}
