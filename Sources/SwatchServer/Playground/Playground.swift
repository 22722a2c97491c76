import SwatchHTTP
import SwatchJSON
public import SwatchLayout
import SwatchPlayground
import SwatchSite
import SwatchSpec
internal import Synchronization

/// The playground's HTTP side: `/playground`, a form holding a spec (or a
/// range scenario, a transition document) with the engine's drawing and
/// frames beside it, and the API its script asks while the reader types.
/// What is answered is `SwatchPlayground`'s (a `PlaygroundRequest` made from
/// the HTTP request, its `PlaygroundResponse` in the page or as JSON); the
/// page is `SwatchSite`'s `PlaygroundPage`, the one the static site carries.
/// It saves through the spec files API (`SpecAPI`, `/api/specs/NAME`), whose
/// token the page carries when saving is allowed.
///
/// - `GET /playground` opens the starter spec; `?spec=NAME` opens
///   `content/specs/NAME.json`; `?z=...` opens a shared text (`ShareLink`);
///   `?width=W` lays it out W points wide.
/// - `POST /playground` (form field `spec`, optional `width`, `name`)
///   answers the page with that spec laid out, or its error beside the
///   editor (status 400), the text kept as typed. No script needed.
/// - `POST /api/playground[?width=W][&scale=S][&debug=1][&accessibility=1][&state=N][&kind=K]`:
///   the document in the body answered as JSON (`PlaygroundResponse.json()`).
///
/// The page's scripts (`Public/js/playground/`, `ranges.js`) add live
/// layout, undo, sharing, saving and the range step slider.
///
///     ServerApplication(options: options) { router, parts in
///         Playground(options: .init(contentDirectory: "content"), parts: parts).install(on: &router)
///     }
public final class Playground: Sendable {
    public struct Options: Sendable {
        public var contentDirectory: String
        /// Measures text nodes; without one, specs with text are an error.
        public var textMeasurer: (any TextMeasuring)?
        /// The gallery's specs, in order (those that exist).
        public var presets: [String]

        public init(
            contentDirectory: String, textMeasurer: (any TextMeasuring)? = nil,
            presets: [String] = Playground.defaultPresets
        ) {
            self.contentDirectory = contentDirectory
            self.textMeasurer = textMeasurer
            self.presets = presets
        }
    }

    public static let path = PlaygroundPage.path
    /// Where the page's script asks for the view of what it holds.
    public static let viewPath = "/api/playground"
    /// Where the page's script asks for a tree edit when its own engine is missing.
    public static let editPath = "/api/edit"
    public static let defaultPresets = PlaygroundPage.defaultPresets

    public let options: Options
    /// Reads and saves `content/specs/`; its token goes in the page.
    public let specs: SpecAPI
    let guide: GuideSite?
    let watcher: FileWatcher?
    let galleryCache = Mutex<(generation: UInt64, html: String)?>(nil)
    /// Which pages draw which spec, found again when a file under `content/` changed.
    let usesCache = Mutex<(generation: UInt64, uses: [String: [PlaygroundPage.SpecUse]])?>(nil)

    public init(options: Options, parts: ServerApplication.Parts) {
        self.options = options
        specs = parts.specs
        guide = parts.guide
        watcher = parts.watcher
    }

    /// Adds `GET` and `POST /playground` (and `/playground/`).
    public func install(on router: inout Router) {
        router.get(Playground.path) { [self] in try page($0.request) }
        router.post(Playground.path) { [self] in try submit($0.request) }
        router.post(Playground.viewPath) { [self] in try view($0.request) }
        router.post(Playground.editPath) { try Playground.edit($0.request) }
    }

    /// `POST /api/edit`: the tree edit in the body (EngineRequest's JSON,
    /// `"call": "edit"`) answered as the engine in the page answers it
    /// (EngineAnswer's envelope): 200 with the new text, or 400 with why not.
    static func edit(_ request: Request) throws -> Response {
        guard let text = request.bodyText else { throw HTTPError(.badRequest, "The request body is not UTF-8 text.") }
        let answer: EngineAnswer
        do throws(SpecError) {
            guard case .edit(let edit) = try EngineRequest.decode(text) else {
                throw SpecError("this address answers \"edit\" calls only", path: SpecPath().appending("call"), location: nil)
            }
            answer = edit.answer()
        } catch {
            answer = .badCall(error)
        }
        return Response(
            status: answer.status == .ok ? .ok : .badRequest,
            headers: ["Content-Type": "application/json", "Cache-Control": "no-store"], body: ResponseBody(answer.encoded()))
    }

    /// `POST /api/playground`: the document in the body answered as the page
    /// shows it, for the page's script when the in-page engine is missing.
    /// Always 200 for text: a document that cannot be used is an answer with
    /// its error.
    func view(_ request: Request) throws -> Response {
        guard let text = request.bodyText else { throw HTTPError(.badRequest, "The request body is not UTF-8 text.") }
        let answer = PlaygroundRequest(text: text, query: request.query.items, cellFiles: specs.store.cellFiles(for: text))
            .answer(textMeasurer: options.textMeasurer)
        return Response(
            status: .ok, headers: ["Content-Type": "application/json", "Cache-Control": "no-store"], body: ResponseBody(answer.json()))
    }

    // MARK: - The page

    /// `GET /playground[?spec=NAME | ?z=SHARED][&width=W]`.
    func page(_ request: Request) throws -> Response {
        var state = PlaygroundPage.State(text: PlaygroundStarter.text)
        var status = HTTPStatus.ok
        if let shared = request.query[ShareLink.parameter] {
            do {
                state.text = try ShareLink.decode(shared)
            } catch {
                status = .badRequest
                state.notice = "This share link is damaged: \(error). The starter spec is shown instead."
            }
        } else if let name = request.query["spec"] {
            do {
                let stored = try specs.store.read(name)
                state.text = String(decoding: stored.bytes, as: UTF8.self)
                state.name = name
                state.etag = stored.etag
            } catch .invalidName {
                status = .badRequest
                state.notice = "“\(Playground.shortened(name))” is not a spec name: use lowercase letters, digits and “-”, starting with a letter or digit. "
                    + "The starter spec is shown instead."
            } catch .notFound {
                status = .notFound
                state.name = name
                state.notice = "There is no spec named \(name) (content/specs/\(name).json); "
                    + "the starter spec is shown instead. Save to create it."
            } catch .outside {
                status = .forbidden
                state.notice = "content/specs/\(name).json is a symbolic link leading outside the content directory, "
                    + "which is not read; the starter spec is shown instead."
            } catch {
                status = .internalServerError
                state.notice = "content/specs/\(name).json could not be read; the starter spec is shown instead."
            }
        }
        state.width = Playground.width(request.query.values(for: "width").last)
        return render(state, status: status)
    }

    /// `POST /playground` with `application/x-www-form-urlencoded` fields.
    func submit(_ request: Request) throws -> Response {
        if let type = request.headers["Content-Type"],
            MediaRange.essence(of: type) != "application/x-www-form-urlencoded"
        {
            throw HTTPError(.unsupportedMediaType, "Send the form as application/x-www-form-urlencoded.")
        }
        guard let body = request.bodyText else { throw HTTPError(.badRequest, "The form is not UTF-8 text.") }
        let form = QueryItems(parsing: body)
        var state = PlaygroundPage.State(text: Playground.normalizedNewlines(form["spec"] ?? ""))
        if let name = form["name"], SpecStore.isValidName(name) { state.name = name }
        if let etag = form["etag"], !etag.isEmpty, etag.utf8.count < 200 { state.etag = etag }
        state.width = Playground.width(form.values(for: "width").last)
        return render(state, status: .ok)
    }

    func render(_ state: PlaygroundPage.State, status: HTTPStatus) -> Response {
        let answer = PlaygroundRequest(text: state.text, width: state.width, cellFiles: specs.store.cellFiles(for: state.text))
            .answer(textMeasurer: options.textMeasurer)
        let site = guide?.renderedSite() ?? RenderedSite(files: [], guidePages: [], diagnostics: [])
        let page = PlaygroundPage(
            state: state, answer: answer, gallery: gallery(),
            mode: .served(editable: specs.isEditingAllowed, token: specs.token), uses: uses(in: site), links: PlaygroundPage.siteLinks)
        let html = site.render(page.sitePage())
        var finalStatus = status
        if finalStatus == .ok && answer.error != nil { finalStatus = .badRequest }
        return Response(
            status: finalStatus,
            headers: ["Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store"],
            body: ResponseBody(html))
    }

    /// `site.specUses()`, scanned once per change of the content, not per page request.
    func uses(in site: RenderedSite) -> [String: [PlaygroundPage.SpecUse]] {
        let generation = watcher?.generation
        if let generation, let cached = usesCache.withLock({ $0 }), cached.generation == generation {
            return cached.uses
        }
        let uses = site.specUses()
        if let generation { usesCache.withLock { $0 = (generation, uses) } }
        return uses
    }

    /// The gallery's HTML, drawn again when a file under `content/` changed.
    func gallery() -> String {
        let generation = watcher?.generation
        if let generation, let cached = galleryCache.withLock({ $0 }), cached.generation == generation {
            return cached.html
        }
        let read = { (name: String) -> PlaygroundGallery.Preset? in
            guard let stored = try? self.specs.store.read(name) else { return nil }
            return PlaygroundGallery.Preset(name: name, text: String(decoding: stored.bytes, as: UTF8.self))
        }
        let presets = options.presets.compactMap(read)
        let others = specs.store.names().filter { !options.presets.contains($0) }.compactMap(read)
        let html = PlaygroundGallery(presets: presets, others: others, textMeasurer: options.textMeasurer).html()
        if let generation { galleryCache.withLock { $0 = (generation, html) } }
        return html
    }

    // MARK: - Helpers

    /// A width override from a form or query value: a number of points from
    /// `PlaygroundRequest.widthLimits`; anything else means the spec's own.
    static func width(_ value: String?) -> Double? {
        PlaygroundRequest.width(value.map { String($0.trimmingWhitespace()) })
    }

    /// Browsers send a textarea's lines with CRLF; the editor holds LF.
    static func normalizedNewlines(_ text: String) -> String {
        guard text.contains("\r") else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var previousCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" {
                out += "\n"
                previousCR = true
                continue
            }
            if !(scalar == "\n" && previousCR) { out.unicodeScalars.append(scalar) }
            previousCR = false
        }
        return out
    }

    static func shortened(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
