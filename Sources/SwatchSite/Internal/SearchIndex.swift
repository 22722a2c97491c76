import SwatchJSON
import SwatchMarkdown
import SwatchSpec

/// The client-side search's data: for each page its URL, title, headings and
/// text, as JSON (`/search-index.json`) and as a script that sets
/// `window.SWATCH_SEARCH_INDEX` (`/search-index.js`, which also loads from
/// `file://`, where browsers refuse to fetch JSON).
enum SearchIndex {
    struct Entry {
        var path: String
        var title: String
        var headings: [GuideHeading]
        var text: String
    }

    /// The index as JSON (`ScriptSafeJSON`: a thousand pages' text is megabytes).
    static func json(_ entries: [Entry]) -> [UInt8] {
        var writer = JSONByteWriter(capacity: entries.reduce(64) { $0 + $1.text.utf8.count + 256 })
        writer.append("{\"pages\":[")
        for (index, entry) in entries.enumerated() {
            writer.append(index > 0 ? ",\n{\"url\":" : "\n{\"url\":")
            writer.append(string: entry.path)
            writer.append(",\"title\":")
            writer.append(string: entry.title)
            writer.append(",\"headings\":[")
            for (n, heading) in entry.headings.enumerated() {
                writer.append(n > 0 ? ",{\"text\":" : "{\"text\":")
                writer.append(string: heading.text)
                writer.append(",\"id\":")
                writer.append(string: heading.id)
                writer.append("}")
            }
            writer.append("],\"text\":")
            writer.append(string: entry.text)
            writer.append("}")
        }
        writer.append("\n]}\n")
        return ScriptSafeJSON.escapingAngleBrackets(writer.bytes)
    }

    /// The script form: `window.SWATCH_SEARCH_INDEX = {...};`.
    static func script(json: [UInt8]) -> [UInt8] {
        var out = Array("window.SWATCH_SEARCH_INDEX = ".utf8)
        out.reserveCapacity(out.count + json.count + 1)
        out.append(contentsOf: json[..<max(0, json.count - 1)])
        out.append(contentsOf: ";\n".utf8)
        return out
    }
}
