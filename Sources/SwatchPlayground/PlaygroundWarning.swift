import SwatchJSON
import SwatchSpec

/// A layout warning (`LayoutWarning`, SPEC.md "Warnings and explanations")
/// as the playground marks it in its editor: at the style key it names
/// where the text writes it (`"flexGrow"` in the element's `style`), else at
/// the element's opening brace.
public struct PlaygroundWarning: Sendable, Equatable {
    public var warning: LayoutWarning
    /// Where it is marked (lines and columns as errors count them); nil
    /// when the element is not in the text.
    public var location: SourceLocation?
    /// The style key its fix changes as the text writes it (`preferredSize`
    /// for a `width`), nil when it has no fix the text allows
    /// (`PlaygroundWarning+Fix.swift`).
    public var fixKey: String?

    /// `warnings` placed in `text` by its `outline`, in one pass over the text.
    static func placed(_ warnings: [LayoutWarning], outline: SpecOutline?, text: String) -> [PlaygroundWarning] {
        guard let outline, !warnings.isEmpty else { return warnings.map { PlaygroundWarning(warning: $0, location: nil) } }
        var elementAt: [SpecPath: Int] = [:]
        for (index, element) in outline.elements.enumerated() where elementAt[element.path] == nil {
            elementAt[element.path] = index
        }
        var placed: [PlaygroundWarning] = []
        // The key's UTF-16 offset, for the warnings marked at a key.
        var offsets: [(warning: Int, offset: Int)] = []
        for warning in warnings {
            let element = elementAt[warning.path].map { outline.elements[$0] }
            if let element, let key = warning.key, let offset = keyStart(key, in: element) {
                offsets.append((placed.count, offset))
            }
            placed.append(PlaygroundWarning(warning: warning, location: element?.start, fixKey: fixKey(warning.fix, outline, elementAt)))
        }
        offsets.sort { $0.offset < $1.offset }
        let locations = TextLocations.of(offsets.map { $0.offset }, in: text)
        for (n, entry) in offsets.enumerated() { placed[entry.warning].location = locations[n] }
        return placed
    }

    /// Where `key` starts in the element's `style` object, or among its own members.
    static func keyStart(_ key: String, in element: SpecOutline.Element) -> Int? {
        guard case .object(let members) = element.value.content else { return nil }
        if let style = members.first(where: { $0.key == "style" }), case .object(let styleMembers) = style.value.content,
            let member = styleMembers.first(where: { $0.key == key })
        {
            return member.keyStart
        }
        return members.first(where: { $0.key == key })?.keyStart
    }
}

/// Lines and columns of UTF-16 offsets in a text (as `SpecError` locations
/// count them: lines from 1, columns in Unicode scalars from 1, a byte
/// order mark skipped).
enum TextLocations {
    /// The locations of `offsets` (ascending), in one pass over `text`.
    static func of(_ offsets: [Int], in text: String) -> [SourceLocation] {
        var out: [SourceLocation] = []
        out.reserveCapacity(offsets.count)
        var next = 0
        var units = 0, line = 1, column = 1
        var first = true
        for scalar in text.unicodeScalars {
            while next < offsets.count && offsets[next] <= units {
                out.append(SourceLocation(line: line, column: column))
                next += 1
            }
            if next == offsets.count { break }
            units += scalar.value >= 0x10000 ? 2 : 1
            if scalar == "\n" {
                line += 1
                column = 1
            } else if !(first && scalar == "\u{FEFF}") {
                column += 1
            }
            first = false
        }
        while out.count < offsets.count { out.append(SourceLocation(line: line, column: column)) }
        return out
    }
}

extension PlaygroundWarning {
    /// `{"code", "path", "id", "key", "message", "line", "column", "fix"}` into `out`.
    func write(into out: inout JSONByteWriter) {
        out.append("{\"code\":")
        out.append(string: warning.code.name)
        out.append(",\"path\":")
        out.append(string: warning.path.description)
        out.append(",\"id\":")
        if let id = warning.id { out.append(string: id) } else { out.append("null") }
        out.append(",\"key\":")
        if let key = warning.key { out.append(string: key) } else { out.append("null") }
        out.append(",\"message\":")
        out.append(string: warning.message)
        if let location {
            out.append(",\"line\":")
            out.append(number: Double(location.line))
            out.append(",\"column\":")
            out.append(number: Double(location.column))
        } else {
            out.append(",\"line\":null,\"column\":null")
        }
        writeFix(into: &out)
        out.append("}")
    }
}
