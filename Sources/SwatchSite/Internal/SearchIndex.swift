import SwatchMarkdown

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
            out += "\n{\"url\":" + JSONText.string(entry.path)
            out += ",\"title\":" + JSONText.string(entry.title)
            out += ",\"headings\":["
            for (n, heading) in entry.headings.enumerated() {
                if n > 0 { out += "," }
                out += "{\"text\":" + JSONText.string(heading.text) + ",\"id\":" + JSONText.string(heading.id) + "}"
            }
            out += "],\"text\":" + JSONText.string(entry.text) + "}"
        }
        out += "\n]}\n"
        return out
    }

    static func script(json: String) -> String {
        "window.SWATCH_SEARCH_INDEX = " + json.dropLast() + ";\n"
    }
}
