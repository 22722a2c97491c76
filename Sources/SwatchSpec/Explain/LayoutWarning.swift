/// Something a spec lays out that its author probably did not mean, where
/// Texture itself says nothing (SPEC.md "Warnings and explanations"): the
/// element, the style key concerned, and one sentence saying what Texture
/// does there and what to change.
public struct LayoutWarning: Hashable, Sendable {
    public enum Code: UInt8, Hashable, Sendable, CaseIterable {
        /// A stack's children reach past its main-axis size after flexing.
        case overflow
        /// A style key Texture does not read where it is written.
        case ignoredStyle
        /// `flexGrow` on a child of a stack that had no room to share.
        case growIgnored
        /// A fraction resolved against an undefined parent size.
        case percentIgnored
        /// A network image with no image yet and no size of its own.
        case unsizedImage
        /// A display node with something to show, laid out 0 wide or tall.
        case collapsed

        /// As SPEC.md and the JSON name it.
        public var name: String {
            switch self {
            case .overflow: "overflow"
            case .ignoredStyle: "ignored-style"
            case .growIgnored: "grow-ignored"
            case .percentIgnored: "percent-ignored"
            case .unsizedImage: "unsized-image"
            case .collapsed: "collapsed"
            }
        }
    }

    public var code: Code
    /// The element's index in the document's tree.
    public var element: Int
    /// Its JSON path (`root.children[1].child`).
    public var path: SpecPath
    /// Its id (given, or a display node's generated one), or nil.
    public var id: String?
    /// The style key concerned, or nil.
    public var key: String?
    public var message: String

    /// One line for standard error: `warning: overflow at root.children[1]
    /// (`row`): …`.
    public var line: String {
        var out = "warning: \(code.name) at \(path.description)"
        if let id { out += " (`\(id)`)" }
        if let key { out += ", \(key)" }
        return out + ": " + message
    }

    /// A list of warnings, one a line, each line indented by `indent` and
    /// two spaces: `[]` when empty.
    static func write(_ warnings: [LayoutWarning], into out: inout JSONByteWriter, indent: StaticString) {
        guard !warnings.isEmpty else { return out.append("[]") }
        out.append("[")
        for (n, warning) in warnings.enumerated() {
            out.append(n == 0 ? "\n" : ",\n")
            out.append(indent)
            out.append("  ")
            warning.write(into: &out)
        }
        out.append("\n")
        out.append(indent)
        out.append("]")
    }

    /// `{"code", "path", "id", "key", "message"}` into `out`.
    func write(into out: inout JSONByteWriter) {
        out.append("{\"code\": ")
        out.append(string: code.name)
        out.append(", \"path\": ")
        out.append(string: path.description)
        out.append(", \"id\": ")
        if let id { out.append(string: id) } else { out.append("null") }
        out.append(", \"key\": ")
        if let key { out.append(string: key) } else { out.append("null") }
        out.append(", \"message\": ")
        out.append(string: message)
        out.append("}")
    }
}
