public import SwatchPlayground
/// Which guide pages draw which spec files: what the playground warns about
/// before a save replaces a spec that a figure shows.
extension RenderedSite {
    public typealias SpecUse = PlaygroundPage.SpecUse

    /// Spec name -> the pages (home and guide) whose figures draw
    /// `content/specs/NAME.json`, from the figures' `data-spec` attributes.
    public func specUses() -> [String: [SpecUse]] {
        var uses: [String: [SpecUse]] = [:]
        let marker = Array(" data-spec=\"".utf8)
        var pages: [(title: String, permalink: String, html: String)] = []
        if let home = file(at: Site.homePath) {
            pages.append(("the home page", Site.homePath, String(decoding: home.contents, as: UTF8.self)))
        }
        for page in guidePages { pages.append((page.title, page.permalink, page.html)) }
        for page in pages {
            let html = Array(page.html.utf8)
            var at = 0
            while let found = RenderedSite.find(marker, in: html, from: at) {
                var end = found + marker.count
                while end < html.count && html[end] != UInt8(ascii: "\"") { end += 1 }
                let name = String(decoding: html[(found + marker.count)..<end], as: UTF8.self)
                let use: SpecUse = (title: page.title, path: page.permalink)
                if !(uses[name]?.contains(where: { $0 == use }) ?? false) { uses[name, default: []].append(use) }
                at = end
            }
        }
        return uses
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0] && bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
