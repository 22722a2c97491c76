/// Where a value sits in a spec document, written as readers expect:
/// `root.children[2].style.flexGrow`. A persistent list, so that appending a
/// component while decoding costs one small allocation and copies nothing.
public struct SpecPath: Hashable, Sendable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    final class Node: Sendable {
        let parent: Node?
        let component: Component

        init(parent: Node?, component: Component) {
            self.parent = parent
            self.component = component
        }
    }

    private let last: Node?

    private init(last: Node?) {
        self.last = last
    }

    public init(_ components: [Component] = []) {
        var node: Node? = nil
        for component in components { node = Node(parent: node, component: component) }
        last = node
    }

    /// The components from the document down to the value.
    public var components: [Component] {
        var out: [Component] = []
        var node = last
        while let n = node {
            out.append(n.component)
            node = n.parent
        }
        return out.reversed()
    }

    public func appending(_ key: String) -> SpecPath {
        SpecPath(last: Node(parent: last, component: .key(key)))
    }

    public func appending(_ index: Int) -> SpecPath {
        SpecPath(last: Node(parent: last, component: .index(index)))
    }

    public static func == (a: SpecPath, b: SpecPath) -> Bool {
        a.last === b.last || a.components == b.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    public var description: String {
        var out = ""
        for component in components {
            switch component {
            case .key(let key):
                if !out.isEmpty { out += "." }
                out += key
            case .index(let index):
                out += "[\(index)]"
            }
        }
        return out.isEmpty ? "(document)" : out
    }
}
