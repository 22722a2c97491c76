import SwatchPlayground
import SwatchLayout

/// The static site's playground: the live playground's page, carrying every
/// spec of `content/specs/` and its script in one plain file, so that it
/// works read from disk; the engine in the page lays out as the reader types.
struct StaticPlayground {
    let specs: [String: SourceFile]
    let textMeasurer: (any TextMeasuring)?
    let playgroundPath: String

    func page(_ template: PageTemplate, path: String, links: PageLinks) -> SiteFile {
        var texts: [String: String] = [:]
        for (name, file) in specs { texts[name] = file.text }
        var presets: [PlaygroundGallery.Preset] = []
        for name in PlaygroundPage.defaultPresets {
            if let text = texts[name] { presets.append(PlaygroundGallery.Preset(name: name, text: text)) }
        }
        let others = texts.keys.sorted().filter { !PlaygroundPage.defaultPresets.contains($0) }.map {
            PlaygroundGallery.Preset(name: $0, text: texts[$0] ?? "")
        }
        let gallery = PlaygroundGallery(
            presets: presets, others: others, textMeasurer: textMeasurer, playgroundPath: playgroundPath
        ).html()
        let state = PlaygroundPage.State()
        let answer = PlaygroundRequest(text: state.text).answer(textMeasurer: textMeasurer)
        let page = PlaygroundPage(
            state: state, answer: answer, gallery: gallery, mode: .published(specs: texts), uses: [:], links: PlaygroundPage.siteLinks)
        let site = page.sitePage()
        let html = template.render(
            PageTemplate.Page(
                title: site.title, headingHTML: nil, description: site.description, index: nil,
                bodyHTML: site.bodyHTML, previous: nil, next: nil, scripts: site.scripts, modules: site.modules,
                bodyClass: site.bodyClass, stylesheets: site.stylesheets),
            links: links)
        return SiteFile(path: path, contents: Array(html.utf8), kind: .page, mediaType: SiteRenderer.htmlType)
    }
}
