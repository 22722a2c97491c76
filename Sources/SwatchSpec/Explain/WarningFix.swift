import SwatchJSON
/// The change a warning's message asks for, where Texture's rule makes it
/// one clear change of one style key: the key moved to the element where
/// Texture reads it (`flexShrink` from a text to the inset spec that is the
/// stack's child), taken off where nothing reads it, or set where the stack
/// will read it. The playground offers it as one click (`SpecEditRequest`'s
/// style edits); `swatch layout --format json` does not print it (SPEC.md
/// fixes a warning's keys).
public struct WarningFix: Hashable, Sendable {
    /// A value the fix sets.
    public enum Value: Hashable, Sendable {
        case number(Double)
        /// A choice's name (`alignSelf`'s `start`).
        case name(String)
    }

    public enum Change: Hashable, Sendable {
        /// The key taken off `element` and set, with the value written
        /// there, on the element at this path.
        case move(to: SpecPath)
        /// The key taken off `element`.
        case remove
        /// The key set to a value on `element`.
        case set(Value)
    }

    /// The style key (`flexShrink`, `width`).
    public var key: String
    /// The key that writes it with its pair (`preferredSize` for `width`
    /// and `height`), moved in its place where the text writes that one.
    public var pairKey: String?
    /// Where the key is (a move or a removal) or is set.
    public var element: SpecPath
    public var change: Change
    /// How warnings name the element the key goes to (or is taken off): "`nameInset`".
    public var targetName: String

    public init(key: String, pairKey: String? = nil, element: SpecPath, change: Change, targetName: String) {
        self.key = key
        self.pairKey = pairKey
        self.element = element
        self.change = change
        self.targetName = targetName
    }

    /// What a button that makes the change says, for `key` as the text
    /// writes it: "Move flexShrink to `nameInset`", "Remove flexGrow from
    /// `name`", "Give `top` flexShrink 1".
    public func label(key written: String) -> String {
        switch change {
        case .move: "Move \(written) to \(targetName)"
        case .remove: "Remove \(written) from \(targetName)"
        case .set(let value): "Give \(targetName) \(written) \(value.text)"
        }
    }
}

extension WarningFix.Value {
    /// As a label says it: `1`, `start`.
    public var text: String {
        switch self {
        case .number(let n): JSONWriter.number(n)
        case .name(let name): name
        }
    }
}
