/// Anchor ids for headings, as GitHub and kramdown make them: lowercase,
/// letters, digits, `-` and `_` kept, spaces to `-`, everything else dropped
/// (`CALayer’s .cornerRadius` -> `calayers-cornerradius`).
enum Slug {
    static func make(_ text: String) -> String {
        var out = ""
        for character in text.lowercased() {
            if character == " " {
                out.append("-")
            } else if character == "-" || character == "_" {
                out.append(character)
            } else if character.isLetter || character.isNumber {
                out.append(character)
            }
        }
        return out.isEmpty ? "section" : out
    }

    /// A file name as a URL path segment: its stem with characters outside
    /// `A-Z a-z 0-9 . _ -` replaced by `-`.
    static func fileSlug(_ file: String) -> String {
        var name = Substring(file)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        for suffix in [".markdown", ".md"] where name.lowercased().hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
            break
        }
        let mapped = name.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": return Character(scalar)
            default: return "-"
            }
        }
        let slug = String(mapped)
        return slug.isEmpty ? "page" : slug
    }
}

/// Gives each heading an id not used before in the page: `x`, `x-1`, `x-2`.
struct SlugRegistry {
    private var used: Set<String> = []

    mutating func unique(_ slug: String) -> String {
        if used.insert(slug).inserted { return slug }
        var n = 1
        while !used.insert("\(slug)-\(n)").inserted { n += 1 }
        return "\(slug)-\(n)"
    }
}
