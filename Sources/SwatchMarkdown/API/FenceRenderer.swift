/// Renders the fenced blocks of one language, e.g. `swatch` blocks into demo
/// figures. Registered on a `GuideParser` under a `FenceLanguage`. A renderer
/// that throws stops the page; the parser reports the error with the block's
/// file and line. To render an error in place instead, return it as HTML with a
/// diagnostic.
public struct FenceRenderer: Sendable {
    let body: @Sendable (FencedBlock) throws -> FenceOutput

    public init(_ body: @escaping @Sendable (FencedBlock) throws -> FenceOutput) {
        self.body = body
    }

    /// A renderer that only returns HTML.
    public static func html(_ body: @escaping @Sendable (FencedBlock) throws -> String) -> FenceRenderer {
        FenceRenderer { FenceOutput(html: try body($0)) }
    }

    public func render(_ block: FencedBlock) throws -> FenceOutput {
        try body(block)
    }
}
