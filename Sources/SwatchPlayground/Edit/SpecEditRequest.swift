import SwatchSpec

/// An edit of a layout spec's element tree, as the playground's tree tools
/// ask for it: the element at `path` gets a new child, is wrapped in a new
/// layout spec, unwrapped, deleted or moved among its siblings; or a style
/// key of it moved, taken off or set, as a warning's fix asks
/// (`PlaygroundWarning`'s `fix`, from `LayoutWarning.fix`). The engine
/// makes the edit in the text (keeping the rest as written) and answers the
/// new text and the path of the element to select (`SpecEdit`): the page
/// knows no element type, default, id or path of its own.
public struct SpecEditRequest: Sendable {
    public enum Action: String, CaseIterable, Sendable {
        /// A new element of `type` as the element's last child, in its first
        /// slot that takes one more.
        case add
        /// The element put in the first child slot of a new `type`.
        case wrap
        /// The element replaced by its one child.
        case unwrap
        /// The element taken out of its parent.
        case delete
        /// The element moved before its previous sibling, or after its next.
        case up, down
        /// Style key `key` taken off the element and set, as written there,
        /// on the element at `to`.
        case moveStyle = "move-style"
        /// Style key `key` taken off the element.
        case removeStyle = "remove-style"
        /// Style key `key` of the element set to `value`.
        case setStyle = "set-style"

        /// The actions on one style key, which need `key`.
        public var isStyleEdit: Bool { self == .moveStyle || self == .removeStyle || self == .setStyle }
    }

    public var text: String
    public var action: Action
    /// The element's JSON path (`root.children[1]`), as the outline gives it.
    public var path: String
    /// The new element's type, for `add` and `wrap`.
    public var type: ElementType?
    /// The style key, for the style edits.
    public var key: String?
    /// The element the key moves to (its path), for `move-style`.
    public var to: String?
    /// The value, for `set-style`.
    public var value: WarningFix.Value?

    public init(text: String, action: Action, path: String, type: ElementType? = nil) {
        self.text = text
        self.action = action
        self.path = path
        self.type = type
    }
}
