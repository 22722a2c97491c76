public import SwatchCompression
public import SwatchHTTP
internal import Synchronization

/// A cached answer (a guide page, a `Public/` file, the engine's module)
/// with its compressed forms, each made once, the first time a client asks
/// for it, and kept with it: every later request for that coding is
/// answered from memory, its libmicrohttpd response reused as the
/// identity's is.
///
/// Media types that compress (`MediaType.isCompressible`) of at least
/// `minimumSize` bytes get compressed forms (brotli, gzip; `ContentCoding.Effort.once`);
/// their answers, the identity's too, carry `Vary: Accept-Encoding`, and
/// each form has its own strong tag (`"…-br"`, `"…-gzip"`). A form that
/// would not be smaller is the identity's bytes.
///
///     let answer = CachedAnswer(response, etag: tag)
///     answer.isReady(answer.coding(for: request))   // quick to answer?
///     answer.answer(request)                        // 304, or the form asked for
public final class CachedAnswer: Sendable {
    /// The answer as it was given, with `Vary` added when it compresses.
    public let identity: Response
    public let etag: String?
    public let isCompressible: Bool
    private let forms = Mutex<[ContentCoding: Response]>([:])

    /// Smaller bodies are sent as they are.
    public static let minimumSize = 512

    /// `dressing` adds the headers every answer carries (the security
    /// headers), where the response has none of that name, once here
    /// rather than on every request.
    public init(_ response: Response, etag: String?, dressing: HTTPHeaders = HTTPHeaders()) {
        var identity = response
        for field in dressing where !identity.headers.contains(field.name) {
            identity.headers.add(name: field.name, value: field.value)
        }
        let count = response.body.count ?? 0
        isCompressible = count >= CachedAnswer.minimumSize && MediaType.isCompressible(response.contentType)
            && response.headers["Content-Encoding"] == nil
        if isCompressible { identity.headers["Vary"] = "Accept-Encoding" }
        self.identity = identity
        self.etag = etag
    }

    /// The coding to answer `request` with (nil: the identity).
    public func coding(for request: Request) -> ContentCoding? {
        isCompressible ? AcceptEncoding.preferred(request.headers["Accept-Encoding"]) : nil
    }

    /// Whether the form for `coding` is made already (answering it then compresses nothing).
    public func isReady(_ coding: ContentCoding?) -> Bool {
        guard let coding else { return true }
        return forms.withLock { $0[coding] != nil }
    }

    /// The form for `coding`, compressed now if it was not (which takes
    /// milliseconds per 100 KB: on a work thread).
    public func response(_ coding: ContentCoding?) -> Response {
        guard let coding, isCompressible else { return identity }
        if let made = forms.withLock({ $0[coding] }) { return made }
        let form = compressed(coding) ?? identity
        return forms.withLock { forms in
            if let made = forms[coding] { return made }
            forms[coding] = form
            return form
        }
    }

    /// What `answer` gives, when the form `request` asks for is made
    /// already (answering then compresses nothing); nil when it is not.
    public func readyAnswer(_ request: Request) -> Response? {
        let coding = coding(for: request)
        return isReady(coding) ? answer(request, coding: coding) : nil
    }

    /// 304 when `request`'s `If-None-Match` names the tag of the form it
    /// would get, else that form.
    public func answer(_ request: Request) -> Response {
        answer(request, coding: coding(for: request))
    }

    func answer(_ request: Request, coding: ContentCoding?) -> Response {
        if let etag, let condition = request.headers["If-None-Match"] {
            let tag = coding.map { CachedAnswer.tag(etag, coding: $0) } ?? etag
            if EntityTag.ifNoneMatch(condition, matches: tag) {
                var headers: HTTPHeaders = ["ETag": tag]
                for name in ["Cache-Control", "Vary"] { headers[name] = identity.headers[name] }
                return Response(status: .notModified, headers: headers)
            }
        }
        return response(coding)
    }

    func compressed(_ coding: ContentCoding) -> Response? {
        guard let bytes = identity.body.withUnsafeBytes({ coding.encode($0, effort: .once) }),
            bytes.count < identity.body.count ?? 0
        else { return nil }
        var form = identity
        form.headers["Content-Encoding"] = coding.rawValue
        if let etag { form.headers["ETag"] = CachedAnswer.tag(etag, coding: coding) }
        form.body = ResponseBody(bytes)
        return form
    }

    /// `"abc-1f"` as the tag of a coded form: `"abc-1f-br"`.
    static func tag(_ etag: String, coding: ContentCoding) -> String {
        guard etag.hasSuffix("\"") else { return etag + "-" + coding.rawValue }
        return String(etag.dropLast()) + "-" + coding.rawValue + "\""
    }
}
