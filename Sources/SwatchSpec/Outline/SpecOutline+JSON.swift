/// The outline as JSON, for an editor in a page (the playground's tree,
/// inspector and tools):
///
///     {"elements": [{"id": "cell", "explicit": true, "type": "stack", "display": false,
///       "path": "root", "parent": null, "slot": null, "depth": 0,
///       "line": 4, "column": 11, "endLine": 30, "endColumn": 4,
///       "slots": [{"key": "children", "list": true, "required": false, "elements": [1, 2]}],
///       "value": {"kind": "object", "start": 61, "end": 934, "members": [
///         {"key": "type", "keyStart": 70, "value": {"kind": "string", "start": 78, "end": 85, "value": "stack"}},
///         {"key": "children", "keyStart": 90, "value": {"kind": "array", "start": 102, "end": 930, "items": [
///           {"kind": "element", "element": 1, "start": 110, "end": 300}, ...]}}]}}, ...]}
///
/// Value kinds: `object` (members), `array` (items), `string`, `number`,
/// `bool`, `null` (with `value`), and `element` (an outlined element, by
/// index). `start` and `end` count UTF-16 code units; lines and columns
/// count as errors do.
extension SpecOutline {
    public func json() -> String {
        var out = "{\"elements\":["
        for (index, element) in elements.enumerated() {
            if index > 0 { out += "," }
            element.write(into: &out)
        }
        return out + "]}"
    }
}

extension SpecOutline.Element {
    func write(into out: inout String) {
        out += "{\"id\":" + JSONWriter.string(id) + ",\"explicit\":" + (hasExplicitID ? "true" : "false")
        out += ",\"type\":" + JSONWriter.string(type.name) + ",\"display\":" + (isDisplayNode ? "true" : "false")
        out += ",\"path\":" + JSONWriter.string(path.description)
        out += ",\"parent\":" + (parent.map { String($0) } ?? "null")
        out += ",\"slot\":" + (slot.map { JSONWriter.string($0.name) } ?? "null")
        out += ",\"depth\":\(depth),\"line\":\(start.line),\"column\":\(start.column)"
        out += ",\"endLine\":\(end.line),\"endColumn\":\(end.column),\"slots\":["
        for (n, slot) in slots.enumerated() {
            if n > 0 { out += "," }
            out += "{\"key\":" + JSONWriter.string(slot.key.name) + ",\"list\":" + (slot.isList ? "true" : "false")
            out += ",\"required\":" + (slot.isRequired ? "true" : "false") + ",\"elements\":["
            out += slot.children.map { String($0) }.joined(separator: ",") + "]}"
        }
        out += "],\"value\":"
        value.write(into: &out)
        out += "}"
    }
}

extension SpecOutline.Value {
    func write(into out: inout String) {
        out += "{\"kind\":"
        switch content {
        case .object: out += "\"object\""
        case .array: out += "\"array\""
        case .string: out += "\"string\""
        case .number: out += "\"number\""
        case .bool: out += "\"bool\""
        case .null: out += "\"null\""
        case .element: out += "\"element\""
        }
        out += ",\"start\":\(range.lowerBound),\"end\":\(range.upperBound)"
        switch content {
        case .object(let members):
            out += ",\"members\":["
            for (n, member) in members.enumerated() {
                if n > 0 { out += "," }
                out += "{\"key\":" + JSONWriter.string(member.key) + ",\"keyStart\":\(member.keyStart),\"value\":"
                member.value.write(into: &out)
                out += "}"
            }
            out += "]"
        case .array(let items):
            out += ",\"items\":["
            for (n, item) in items.enumerated() {
                if n > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .string(let text): out += ",\"value\":" + JSONWriter.string(text)
        case .number(let number): out += ",\"value\":" + JSONWriter.number(number)
        case .bool(let flag): out += ",\"value\":" + (flag ? "true" : "false")
        case .null: out += ",\"value\":null"
        case .element(let index): out += ",\"element\":\(index)"
        }
        out += "}"
    }
}
