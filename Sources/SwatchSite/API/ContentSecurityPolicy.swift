/// A `Content-Security-Policy` as directives: the site's policy is written
/// here once, and both delivered from it: `swatch serve` sends it as a header
/// on every answer, and every page carries it in a `<meta
/// http-equiv="Content-Security-Policy">` (`metaValue`), so a built site
/// opened from disk is held to what its readers' server will hold it to.
public struct ContentSecurityPolicy: Sendable, Equatable {
    public var directives: [(name: String, value: String)]

    public init(_ directives: [(name: String, value: String)]) { self.directives = directives }

    public var headerValue: String {
        directives.map { "\($0.name) \($0.value)" }.joined(separator: "; ")
    }

    /// Directives a `<meta>` policy cannot carry (browsers ignore them there,
    /// with a warning): they work only as a header.
    public static let headerOnly: Set<String> = ["frame-ancestors", "report-uri", "report-to", "sandbox"]

    /// The policy as a `<meta http-equiv>` carries it: without the
    /// header-only directives.
    public var metaValue: String {
        directives.filter { !Self.headerOnly.contains($0.name) }.map { "\($0.name) \($0.value)" }.joined(separator: "; ")
    }

    /// The site's policy: scripts, styles, images, fonts and fetches only
    /// from the site itself; no inline script and no `<style>` element
    /// (`style-src 'self'`), but inline `style` attributes are allowed
    /// (`style-src-attr 'unsafe-inline'`), because inline SVG figures carry
    /// them; an attribute cannot run script. `data:` images are allowed for
    /// small icons, `blob:` images for the playground's PNG download (the
    /// drawing goes through a `blob:` image onto a canvas). Nothing may frame
    /// the site, and forms post only to it.
    /// WebAssembly may be compiled (`'wasm-unsafe-eval'`, which allows
    /// nothing of JavaScript's `eval`): the engine in the page is a module
    /// the site's own script hands over. Workers may run the site's scripts
    /// and `blob:` scripts: the playground runs the engine in a worker made
    /// by its own script from a `blob:` URL (a page read from disk can load
    /// no worker script from a file).
    public static let site = ContentSecurityPolicy([
        ("default-src", "'self'"),
        ("script-src", "'self' 'wasm-unsafe-eval'"),
        ("style-src", "'self'"),
        ("style-src-attr", "'unsafe-inline'"),
        ("img-src", "'self' data: blob:"),
        ("font-src", "'self'"),
        ("connect-src", "'self'"),
        ("worker-src", "'self' blob:"),
        ("object-src", "'none'"),
        ("base-uri", "'none'"),
        ("form-action", "'self'"),
        ("frame-ancestors", "'none'"),
    ])

    public static func == (a: ContentSecurityPolicy, b: ContentSecurityPolicy) -> Bool {
        a.headerValue == b.headerValue
    }
}
