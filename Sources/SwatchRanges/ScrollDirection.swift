/// `ASScrollDirection`: a bitmask, so the range controller's remembered
/// direction can hold down and right at once (R4).
public struct ScrollDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    @inlinable
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let right = ScrollDirection(rawValue: 1 << 0)
    public static let left = ScrollDirection(rawValue: 1 << 1)
    public static let up = ScrollDirection(rawValue: 1 << 2)
    public static let down = ScrollDirection(rawValue: 1 << 3)

    public static let none: ScrollDirection = []
    /// What `ASRangeController` starts with, so that the first ranges point
    /// down (and right) into the content.
    public static let initialRangeDirection: ScrollDirection = [.down, .right]

    /// The raw direction of a move along `axis` from `old` to `new`: toward
    /// larger offsets is down (right), toward smaller up (left), none if equal.
    public static func of(moveFrom old: Double, to new: Double, along axis: ScrollAxis) -> ScrollDirection {
        if new == old { return .none }
        switch axis {
        case .vertical: return new > old ? .down : .up
        case .horizontal: return new > old ? .right : .left
        }
    }

    /// The output's name of a raw direction: `none`, `up`, `down`, `left`,
    /// `right` (a raw direction has at most one bit).
    public var name: String {
        if contains(.down) { return "down" }
        if contains(.up) { return "up" }
        if contains(.right) { return "right" }
        if contains(.left) { return "left" }
        return "none"
    }

    /// The direction the range controller uses: the raw one, or when that is
    /// none, the last one it used (`_previousScrollDirection`).
    public static func effective(raw: ScrollDirection, previous: ScrollDirection) -> ScrollDirection {
        raw.isEmpty ? previous : raw
    }
}
