import SwatchJSON
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SwatchSpec

/// An SVG document as a tree, and what an element's attribute is at an
/// update of a discrete SMIL animation (its `animate` child's value then).
public final class SVGTree {
    public final class Element {
        public let name: String
        public let attributes: [String: String]
        public weak var parent: Element?
        public var children: [Element] = []
        public var text = ""

        init(name: String, attributes: [String: String], parent: Element?) {
            self.name = name
            self.attributes = attributes
            self.parent = parent
        }

        /// `attribute` at update `k` of `n`: its `animate` (or
        /// `animateTransform`) child's k-th value, else the attribute.
        public func value(_ attribute: String, at k: Int, of n: Int) -> String? {
            for child in children where child.attributes["attributeName"] == attribute {
                guard let values = child.attributes["values"]?.components(separatedBy: ";"), values.count == n else { continue }
                return child.name == "animateTransform" ? "\(child.attributes["type"] ?? "")(\(values[k]))" : values[k]
            }
            return attributes[attribute]
        }
    }

    public let root: Element
    private var everything: [Element] = []

    public init(_ text: String) throws {
        let reader = Reader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        guard parser.parse(), let root = reader.root else {
            throw SpecError("not well-formed: \(parser.parserError.map { "\($0)" } ?? "?")", path: nil, location: nil)
        }
        self.root = root
        everything = reader.all
    }

    public func all(_ name: String? = nil) -> [Element] { everything.filter { name == nil || $0.name == name } }

    private final class Reader: NSObject, XMLParserDelegate {
        var root: Element?
        var open: [Element] = []
        var all: [Element] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let element = Element(name: name, attributes: attributes, parent: open.last)
            open.last?.children.append(element)
            if root == nil { root = element }
            open.append(element)
            all.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            // Text belongs to every open element (an element's text is all of
            // its descendants'), but a tooltip's.
            guard !open.contains(where: { $0.name == "title" }) else { return }
            for element in open { element.text += string }
        }
    }
}
