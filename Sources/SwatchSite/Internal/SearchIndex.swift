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

    static func json(_ entries: [Entry]) -> String {
        var out = "{\"pages\":["
        for (index, entry) in entries.enumerated() {
            if index > 0 { out += "," }
            out += "\n{\"url\":" + JSONWriter.string(entry.path, scriptSafe: true)
            out += ",\"title\":" + JSONWriter.string(entry.title, scriptSafe: true)
            out += ",\"headings\":["
            for (n, heading) in entry.headings.enumerated() {
                if n > 0 { out += "," }
                out += "{\"text\":" + JSONWriter.string(heading.text, scriptSafe: true) + ",\"id\":" + JSONWriter.string(heading.id, scriptSafe: true) + "}"
            }
            out += "],\"text\":" + JSONWriter.string(entry.text, scriptSafe: true) + "}"
        }
        out += "\n]}\n"
        return out
    }

    static func script(json: String) -> String {
        "window.SWATCH_SEARCH_INDEX = " + json.dropLast() + ";\n"
    }
}
