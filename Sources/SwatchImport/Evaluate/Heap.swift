import SwatchJSON
import SwatchSpec

/// An object the code makes: a display node, a layout spec, an instance of
/// one of the file's classes, or of a class from elsewhere.
struct HeapObject: Sendable {
    /// Its class as the code names it (`ASTextNode`, `PostNode`, `StarRatingNode`).
    var className: String
    /// Its element, when it is a node or a layout spec.
    var element: ElementRecord?
    /// Its own properties and instance variables (of the file's classes),
    /// and those the code sets that Texture does not have.
    var fields: [String: Value] = [:]
}

/// What the code says about a node or a layout spec: its spec type, the
/// Texture properties set on it (by Texture's names, in order) and its style.
struct ElementRecord: Sendable {
    /// The spec type it is.
    var type: ElementType
    /// Texture properties, last value kept, in the order first set.
    var properties: [NamedValue] = []
    var style: [NamedValue] = []
    /// A name for its id: the property or variable that holds it.
    var name: String?
    /// `name` is a property's (which a local's does not replace).
    var isNamedByProperty = false
    var location: SourceLocation
    /// A node class of the file that lays itself out (`layoutSpecThatFits:`
    /// or `calculateSizeThatFits:`), for its `layout` or `intrinsicSize`.
    var fileClass: String?
    /// A node class from elsewhere: its size is an assumption.
    var foreignClass: String?
}

struct NamedValue: Sendable {
    var name: String
    var value: Value
    var location: SourceLocation
}

extension ElementRecord {
    func property(_ name: String) -> Value? {
        for p in properties where p.name == name { return p.value }
        return nil
    }

    /// The property `name`, taken out (left `.void` until it is set again),
    /// so that the caller holds the only reference to its array.
    mutating func take(_ name: String) -> Value? {
        for i in properties.indices where properties[i].name == name {
            let value = properties[i].value
            properties[i].value = .void
            return value
        }
        return nil
    }

    /// Where the property `name` was last set.
    func location(of name: String) -> SourceLocation? {
        for p in properties where p.name == name { return p.location }
        return nil
    }

    mutating func set(_ name: String, _ value: Value, at location: SourceLocation) {
        for (i, p) in properties.enumerated() where p.name == name {
            properties[i].value = value
            properties[i].location = location
            return
        }
        properties.append(NamedValue(name: name, value: value, location: location))
    }

    func styleValue(_ name: String) -> Value? {
        for p in style where p.name == name { return p.value }
        return nil
    }

    /// A style property set now applies after those set before (SPEC.md:
    /// each key applies in the order written): it moves to the end.
    mutating func setStyle(_ name: String, _ value: Value, at location: SourceLocation) {
        style.removeAll { $0.name == name }
        style.append(NamedValue(name: name, value: value, location: location))
    }
}
