import SwatchJSON

/// The outline as JSON, for an editor in a page (the playground's tree,
/// inspector and tools):
///
///     {"elements": [{"id": "cell", "explicit": true, "type": "stack", "display": false,
///       "path": "root", "parent": null, "slot": null, "part": null, "depth": 0,
///       "line": 4, "column": 11, "endLine": 30, "endColumn": 4,
///       "slots": [{"key": "children", "list": true, "required": false, "elements": [1, 2]}],
///       "value": {"kind": "object", "start": 61, "end": 934, "members": [
///         {"key": "type", "keyStart": 70, "value": {"kind": "string", "start": 78, "end": 85, "value": "stack"}},
///         {"key": "children", "keyStart": 90, "value": {"kind": "array", "start": 102, "end": 930, "items": [
///           {"kind": "element", "element": 1, "start": 110, "end": 300}, ...]}}]}}, ...]}
///
/// A node Texture makes has its `part` (`"imageNode"`, `"titleNode"`,
/// `"backgroundImageNode"`), its owner as `parent`, and no slot. Value
/// kinds: `object` (members), `array` (items), `string`, `number`, `bool`,
/// `null` (with `value`), and `element` (an outlined element, by index).
/// `start` and `end` count UTF-16 code units; lines and columns count as
/// errors do.
extension SpecOutline {
    public func json() -> String {
        var writer = JSONByteWriter(capacity: 64 + 400 * elements.count)
        write(into: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Written straight as bytes: an outline holds many small values, and
    /// the playground answers one on every change of the text.
    public func write(into out: inout JSONByteWriter) {
        out.append("{\"elements\":[")
        for (index, element) in elements.enumerated() {
            if index > 0 { out.append(",") }
            element.write(into: &out)
        }
        out.append("]}")
    }
}

extension SpecOutline.Element {
    func write(into out: inout JSONByteWriter) {
        out.append("{\"id\":")
        out.append(string: id)
        out.append(hasExplicitID ? ",\"explicit\":true,\"type\":" : ",\"explicit\":false,\"type\":")
        out.append(string: type.name)
        out.append(isDisplayNode ? ",\"display\":true,\"path\":" : ",\"display\":false,\"path\":")
        out.append(string: path.description)
        out.append(",\"parent\":")
        if let parent { out.append(integer: Int64(parent)) } else { out.append("null") }
        out.append(",\"slot\":")
        if let slot { out.append(string: slot.name) } else { out.append("null") }
        out.append(",\"part\":")
        if let part { out.append(string: part.propertyName) } else { out.append("null") }
        out.append(",\"depth\":", integer: depth)
        out.append(",\"line\":", integer: start.line)
        out.append(",\"column\":", integer: start.column)
        out.append(",\"endLine\":", integer: end.line)
        out.append(",\"endColumn\":", integer: end.column)
        out.append(",\"slots\":[")
        for (n, slot) in slots.enumerated() {
            if n > 0 { out.append(",") }
            out.append("{\"key\":")
            out.append(string: slot.key.name)
            out.append(slot.isList ? ",\"list\":true" : ",\"list\":false")
            out.append(slot.isRequired ? ",\"required\":true,\"elements\":[" : ",\"required\":false,\"elements\":[")
            for (k, child) in slot.children.enumerated() {
                if k > 0 { out.append(",") }
                out.append(integer: Int64(child))
            }
            out.append("]}")
        }
        out.append("],\"value\":")
        value.write(into: &out)
        out.append("}")
    }
}

extension SpecOutline.Value {
    func write(into out: inout JSONByteWriter) {
        switch content {
        case .object: out.append("{\"kind\":\"object\"")
        case .array: out.append("{\"kind\":\"array\"")
        case .string: out.append("{\"kind\":\"string\"")
        case .number: out.append("{\"kind\":\"number\"")
        case .bool: out.append("{\"kind\":\"bool\"")
        case .null: out.append("{\"kind\":\"null\"")
        case .element: out.append("{\"kind\":\"element\"")
        }
        out.append(",\"start\":", integer: range.lowerBound)
        out.append(",\"end\":", integer: range.upperBound)
        switch content {
        case .object(let members):
            out.append(",\"members\":[")
            for (n, member) in members.enumerated() {
                if n > 0 { out.append(",") }
                out.append("{\"key\":")
                out.append(string: member.key)
                out.append(",\"keyStart\":", integer: member.keyStart)
                out.append(",\"value\":")
                member.value.write(into: &out)
                out.append("}")
            }
            out.append("]")
        case .array(let items):
            out.append(",\"items\":[")
            for (n, item) in items.enumerated() {
                if n > 0 { out.append(",") }
                item.write(into: &out)
            }
            out.append("]")
        case .string(let text):
            out.append(",\"value\":")
            out.append(string: text)
        case .number(let number):
            out.append(",\"value\":")
            out.append(number: number)
        case .bool(let flag): out.append(flag ? ",\"value\":true" : ",\"value\":false")
        case .null: out.append(",\"value\":null")
        case .element(let index): out.append(",\"element\":", integer: index)
        }
        out.append("}")
    }
}

extension JSONByteWriter {
    /// A member's `,"name":`, written as one literal, and its whole number.
    mutating func append(_ key: StaticString, integer value: Int) {
        append(key)
        append(integer: Int64(value))
    }
}
