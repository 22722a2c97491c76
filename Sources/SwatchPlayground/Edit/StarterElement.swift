import SwatchJSON
import SwatchSpec

/// A new element of a type, as the tree tools add one: the type's example
/// from the schema (`ElementTypeSchema.example`, what the spec format
/// reference shows), each id in it made new for the spec it goes into.
struct StarterElement {
    /// The element's JSON text, on one line.
    let text: String
    /// Its members as JSON texts (`"insets": {…}`), in order.
    let members: [(key: String, text: String)]

    init(_ type: ElementType, taken: Set<String>) {
        // The example read as a document's root, for its outline's places.
        let prefix = "{\"root\": "
        var units = Array((prefix + type.schema.example + "}").utf16)
        guard let outline = try? SpecDecoder.decode(String(decoding: units, as: UTF16.self)).outline(),
              let root = outline.elements.first
        else {
            text = type.schema.example
            members = []
            return
        }
        // Each id replaced, from the last, so the earlier places hold.
        var ids = taken
        var renames: [(Range<Int>, String)] = []
        for element in outline.elements where element.hasExplicitID && element.part == nil {
            guard let id = element.value.member("id") else { continue }
            let fresh = ElementIDs.fresh(element.id, taken: ids)
            ids.insert(fresh)
            renames.append((id.range, JSONWriter.string(fresh)))
        }
        var memberRanges: [(key: String, range: Range<Int>)] = []
        if case .object(let all) = root.value.content {
            for member in all { memberRanges.append((member.key, member.keyStart..<member.value.range.upperBound)) }
        }
        for (range, replacement) in renames.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            let insert = Array(replacement.utf16)
            units.replaceSubrange(range, with: insert)
            let shift = insert.count - range.count
            memberRanges = memberRanges.map { member in
                member.range.lowerBound >= range.upperBound
                    ? (member.key, (member.range.lowerBound + shift)..<(member.range.upperBound + shift))
                    : member.range.upperBound >= range.upperBound
                        ? (member.key, member.range.lowerBound..<(member.range.upperBound + shift)) : member
            }
        }
        let start = prefix.utf16.count
        text = String(decoding: units[start..<(units.count - 1)], as: UTF16.self)
        members = memberRanges.map { ($0.key, String(decoding: units[$0.range], as: UTF16.self)) }
    }

    /// The members as a wrapper keeps them: all but the slot the wrapped
    /// element goes into.
    func members(leaving slot: SpecKey) -> [String] {
        members.filter { $0.key != slot.name }.map { $0.text }
    }
}
