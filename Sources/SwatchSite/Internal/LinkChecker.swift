import SwatchMarkdown

/// Finds the internal links and resources of a page that point at nothing:
/// no page or file at the resolved path, or no such anchor on the target page.
struct LinkChecker {
    let index: SiteIndex
    /// Anchors of each page the index names.
    let anchors: (SiteIndex.PageKey) -> Set<String>
    let severity: GuideDiagnostic.Severity

    func check(_ links: [GuideLink], of page: SiteIndex.PageKey, at path: String, file: String) -> [SiteDiagnostic] {
        var problems: [SiteDiagnostic] = []
        for link in links {
            let url = link.url.trimmingSpaces
            guard !url.isEmpty, !SiteURL.isExternal(url) else { continue }
            let parts = SiteURL.split(url)
            let target: SiteIndex.Target
            let resolved: String
            if parts.path.isEmpty {
                target = .page(page)
                resolved = path
            } else {
                resolved = SiteURL.resolve(parts.path, against: path)
                guard let found = index.lookup(resolved) else {
                    let what = link.kind == .src ? "resource" : "link"
                    problems.append(
                        SiteDiagnostic(
                            .brokenLink, severity, file: file, line: link.line,
                            "\(what) `\(url)`: nothing at \(resolved)"))
                    continue
                }
                target = found
            }
            guard let fragment = parts.fragment.map(SiteURL.percentDecoded), !fragment.isEmpty, fragment != "top",
                case .page(let key) = target
            else { continue }
            if !anchors(key).contains(fragment) {
                problems.append(
                    SiteDiagnostic(
                        .brokenLink, severity, file: file, line: link.line,
                        "link `\(url)`: \(resolved) has no anchor `#\(fragment)`"))
            }
        }
        return problems
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
