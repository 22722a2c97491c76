import SwatchJSON
import SwatchSpec

/// Finds numbers that are not finite in what Swatch prints: `inf` or `nan`
/// in an SVG attribute or in the frame a title or a text line ends with, and
/// `null` where JSON holds a list of numbers (JSON's only way to write an
/// infinity). Text that comes from the user (ids, titles, texts) is not
/// read as numbers.
public enum OutputNumbers {
    /// What is wrong with JSON output `text`, or nil.
    public static func jsonProblem(_ text: String) -> String? {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            return "the JSON output does not parse: \(error)"
        }
        return nullInArray(value, path: "")
    }

    static func nullInArray(_ value: JSONValue, path: String) -> String? {
        switch value.kind {
        case .array(let items):
            for (i, item) in items.enumerated() {
                if item.isNull { return "null at \(path)[\(i)] of a JSON list" }
                if let problem = nullInArray(item, path: path + "[\(i)]") { return problem }
            }
        case .object(let members):
            for (key, member) in members {
                if let problem = nullInArray(member, path: path + "." + key) { return problem }
            }
        default:
            break
        }
        return nil
    }

    /// Attributes holding the user's words, not numbers.
    static func holdsUserText(_ attribute: String) -> Bool {
        attribute == "id" || attribute == "class" || attribute == "href" || attribute == "xlink:href"
            || attribute == "font-family" || attribute.hasPrefix("data-") || attribute.hasPrefix("aria-")
    }

    /// What is wrong with SVG output `svg`, or nil: a non-finite word in an
    /// attribute, or in the `[x, y, w, h]` a `<title>` ends with.
    public static func svgProblem(_ svg: String) -> String? {
        let b = Array(svg.utf8)
        var i = 0
        while i < b.count {
            guard b[i] == UInt8(ascii: "<"), i + 1 < b.count, isNameByte(b[i + 1]) else {
                i += 1
                continue
            }
            var j = i + 1
            while j < b.count, isNameByte(b[j]) { j += 1 }
            let tag = String(decoding: b[(i + 1)..<j], as: UTF8.self)
            while j < b.count, b[j] != UInt8(ascii: ">") {
                guard isNameByte(b[j]) else {
                    j += 1
                    continue
                }
                let nameStart = j
                while j < b.count, isNameByte(b[j]) { j += 1 }
                let name = String(decoding: b[nameStart..<j], as: UTF8.self)
                guard j + 1 < b.count, b[j] == UInt8(ascii: "="), b[j + 1] == UInt8(ascii: "\"") || b[j + 1] == UInt8(ascii: "'") else {
                    continue
                }
                let quote = b[j + 1]
                var k = j + 2
                while k < b.count, b[k] != quote { k += 1 }
                let value = String(decoding: b[(j + 2)..<min(k, b.count)], as: UTF8.self)
                if !holdsUserText(name), let word = nonFiniteWord(value) {
                    return "\(word) in <\(tag) \(name)=\"\(value)\">"
                }
                j = k + 1
            }
            if tag == "title", j < b.count {
                var k = j + 1
                while k < b.count, b[k] != UInt8(ascii: "<") { k += 1 }
                let content = String(decoding: b[(j + 1)..<k], as: UTF8.self)
                if let problem = trailingListProblem(content) { return "\(problem) in <title>\(content)</title>" }
            }
            i = j
        }
        return nil
    }

    /// What is wrong with element-tree text (`--format ascii`), or nil: every
    /// line ending in `]` ends with a frame of finite numbers.
    public static func treeTextProblem(_ text: String) -> String? {
        for line in text.split(separator: "\n") {
            if let problem = trailingListProblem(String(line)) { return "\(problem) in the line \"\(line)\"" }
        }
        return nil
    }

    /// The `[a, b, ...]` that `text` ends with, if it does, must not hold
    /// `inf`, `nan` or `null` (other words there are the user's).
    static func trailingListProblem(_ text: String) -> String? {
        guard text.hasSuffix("]"), let open = text.lastIndex(of: "[") else { return nil }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        for token in inside.split(separator: ",") {
            var word = token.trimmingSpaces
            if word.hasPrefix("-") { word.removeFirst() }
            if isNonFinite(word) || word == "null" { return "\"\(word)\" where a number belongs" }
        }
        return nil
    }

    /// `inf`, `infinity` or `nan` as a word of `value`, if one is.
    static func nonFiniteWord(_ value: String) -> String? {
        var word = ""
        for scalar in value.unicodeScalars {
            if scalar.properties.isAlphabetic {
                word.unicodeScalars.append(scalar)
                continue
            }
            if isNonFinite(word) { return word }
            word = ""
        }
        return isNonFinite(word) ? word : nil
    }

    static func isNonFinite(_ word: String) -> Bool {
        let lower = word.lowercased()
        return lower == "inf" || lower == "infinity" || lower == "nan"
    }

    static func isNameByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "-") || c == UInt8(ascii: ":")
            || c == UInt8(ascii: "_")
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
