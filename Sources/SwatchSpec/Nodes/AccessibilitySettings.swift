import SwatchAccessibility

/// The accessibility keys a spec gives a display node (SPEC.md
/// "Accessibility"), each nil when the spec leaves it to the node type's
/// default (`SpecDocument+Accessibility.swift` applies them).
public struct AccessibilitySettings: Hashable, Sendable {
    public var label: String?
    public var traits: AccessibilityTraits?
    public var isElement: Bool?
    public var isContainer: Bool?
    public var elementsHidden: Bool?

    public init(
        label: String? = nil, traits: AccessibilityTraits? = nil, isElement: Bool? = nil, isContainer: Bool? = nil,
        elementsHidden: Bool? = nil
    ) {
        self.label = label
        self.traits = traits
        self.isElement = isElement
        self.isContainer = isContainer
        self.elementsHidden = elementsHidden
    }

    /// The keys, in the schema's order.
    public static let keys: [SpecKey] = [
        .accessibilityLabel, .accessibilityTraits, .isAccessibilityElement, .isAccessibilityContainer, .accessibilityElementsHidden,
    ]
}

extension AccessibilityTraits {
    /// The traits' names as specs write them, in the schema's order (UIKit's
    /// bits').
    public var names: [String] {
        let table = SpecSchema.accessibilityTraits
        var out: [String] = []
        for (i, trait) in table.values.enumerated() where contains(trait) { out.append(table.schema.cases[i].name) }
        return out
    }
}
