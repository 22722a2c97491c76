/// A closure's parameters (the names its body uses; `_` for one it does
/// not name) and where its body is: Swift's `{ a, b in body }`, a local
/// `func name(a: T) { body }`, Objective-C's `^(T a) { body }`.
struct ClosureHeader: Sendable {
    var parameters: [String]
    var body: Range<Int32>
}
