import SwatchJSON
import SwatchSpec

// A warning's fix as the page offers it: one click that sends the edit the
// fix names (`SpecEditRequest`'s style edits) and puts the engine's new text
// in the editor, one undoable step. The page reads `label` and passes
// `edit` on as it is: it knows no key, element or value of its own.
//
//     "fix": {"label": "Move flexShrink to `nameInset`",
//             "edit": {"action": "move-style", "path": "root.child.children[1].child", "key": "flexShrink",
//                      "to": "root.child.children[1]"}}
//
// (`remove-style` has `path` and `key`; `set-style` adds `value`, a number
// or a name.) `fix` is null for a warning without one, and for a fix whose
// key the text does not write where the fix takes it from.

extension PlaygroundWarning {
    /// The key `fix` changes as the text writes it: the key itself or its
    /// pair (`preferredSize`) in the element's `style`; any key it sets; nil
    /// when there is no fix or the text does not write the key it moves or
    /// takes off.
    static func fixKey(_ fix: WarningFix?, _ outline: SpecOutline, _ elementAt: [SpecPath: Int]) -> String? {
        guard let fix, let index = elementAt[fix.element], outline.elements[index].part == nil else { return nil }
        if case .set = fix.change { return fix.key }
        guard let style = outline.elements[index].value.member("style"), case .object(let members) = style.content else { return nil }
        if members.contains(where: { $0.key == fix.key }) { return fix.key }
        if let pair = fix.pairKey, members.contains(where: { $0.key == pair }) { return pair }
        return nil
    }

    /// The edit that makes the fix, for `text` (what `POST /api/edit` and
    /// the engine's `edit` call take); nil without a fix.
    public func fixEdit(in text: String) -> SpecEditRequest? {
        guard let fix = warning.fix, let fixKey else { return nil }
        var edit = SpecEditRequest(text: text, action: .setStyle, path: fix.element.description)
        edit.key = fixKey
        switch fix.change {
        case .move(let to):
            edit.action = .moveStyle
            edit.to = to.description
        case .remove:
            edit.action = .removeStyle
        case .set(let value):
            edit.value = value
        }
        return edit
    }

    /// `,"fix": {"label", "edit"}` (or null) into `out`.
    func writeFix(into out: inout JSONByteWriter) {
        out.append(",\"fix\":")
        guard let fix = warning.fix, let fixKey, let edit = fixEdit(in: "") else { return out.append("null") }
        out.append("{\"label\":")
        out.append(string: fix.label(key: fixKey))
        out.append(",\"edit\":{\"action\":")
        out.append(string: edit.action.rawValue)
        out.append(",\"path\":")
        out.append(string: edit.path)
        out.append(",\"key\":")
        out.append(string: fixKey)
        if let to = edit.to {
            out.append(",\"to\":")
            out.append(string: to)
        }
        switch edit.value {
        case .number(let n)?: out.append(",\"value\":"); out.append(number: n)
        case .name(let name)?: out.append(",\"value\":"); out.append(string: name)
        case nil: break
        }
        out.append("}}")
    }
}
