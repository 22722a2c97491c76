/// The statements of a body (a method's, a getter's, a closure's), with
/// what reading them said (a macro read as doing nothing), said again each
/// time the body runs.
struct ParsedBody: Sendable {
    var statements: [Stmt]
    var warnings: [ImportWarning] = []
}
