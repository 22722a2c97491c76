/// Edge insets, as `UIEdgeInsets`. Any component may be infinite (Texture's
/// `INFINITY` inset centres or pushes the child) or negative (an outset).
@frozen
public struct Insets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
}
