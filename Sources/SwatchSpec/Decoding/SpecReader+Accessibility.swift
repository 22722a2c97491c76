import SwatchJSON
import SwatchAccessibility

extension SpecReader {
    /// The accessibility keys every display node may carry (SPEC.md
    /// "Accessibility"); the element's plan has checked that its type has
    /// them.
    func accessibility(_ slot: (SpecKey) -> Int?, at path: SpecPath) throws(SpecError) -> AccessibilitySettings {
        func at(_ key: SpecKey) -> ValuePlace { ValuePlace(path, key) }
        var settings = AccessibilitySettings()
        if let v = slot(.accessibilityLabel) {
            let label = try string(v, at: at(.accessibilityLabel))
            guard label.utf8.count <= SpecLimits.maxTextBytes else {
                throw fail("a label is \(label.utf8.count) bytes; the limit is \(SpecLimits.maxTextBytes)", v, at: at(.accessibilityLabel))
            }
            settings.label = label
        }
        if let v = slot(.accessibilityTraits) { settings.traits = try traits(v, at: at(.accessibilityTraits)) }
        if let v = slot(.isAccessibilityElement) { settings.isElement = try bool(v, at: at(.isAccessibilityElement)) }
        if let v = slot(.isAccessibilityContainer) { settings.isContainer = try bool(v, at: at(.isAccessibilityContainer)) }
        if let v = slot(.accessibilityElementsHidden) {
            settings.elementsHidden = try bool(v, at: at(.accessibilityElementsHidden))
        }
        return settings
    }

    /// `accessibilityTraits`: an array of trait names, each at most once.
    func traits(_ i: Int, at place: ValuePlace) throws(SpecError) -> AccessibilityTraits {
        let table = SpecSchema.accessibilityTraits
        guard nodes[i].type == .array else {
            throw fail("accessibilityTraits must be an array of trait names (such as [\"button\"]), got \(typeName(i))", i, at: place)
        }
        var traits = AccessibilityTraits()
        var c = i + 1
        for n in 0..<Int(nodes[i].count) {
            let trait = try choice(c, at: place.appending(n), table)
            guard !traits.contains(trait) else {
                throw fail("\"\(table.name(of: trait))\" is listed twice", c, at: place.appending(n))
            }
            traits.insert(trait)
            c = Int(nodes[c].end)
        }
        return traits
    }
}
