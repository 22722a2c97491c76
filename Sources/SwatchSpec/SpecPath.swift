/// Where a value sits in a spec document, written as readers expect:
/// `root.children[2].style.flexGrow`.
public struct SpecPath: Hashable, Sendable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    public func appending(_ key: String) -> SpecPath {
        SpecPath(components + [.key(key)])
    }

    public func appending(_ index: Int) -> SpecPath {
        SpecPath(components + [.index(index)])
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
