/// A set of rectangle edges (`UIRectEdge`): which sides of a node's tappable
/// area an ancestor cut off.
public struct TouchEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let top = TouchEdges(rawValue: 1)
    public static let left = TouchEdges(rawValue: 2)
    public static let bottom = TouchEdges(rawValue: 4)
    public static let right = TouchEdges(rawValue: 8)
}
