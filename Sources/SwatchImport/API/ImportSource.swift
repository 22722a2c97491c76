import SwatchJSON
import SwatchSpec

/// Where the imported code made an element of the spec, or set one of its
/// style keys: what the playground shows beside a warning about that
/// element or key, so that a reader finds the line of their own code.
public struct ImportSource: Sendable, Equatable {
    /// The element's JSON path in the spec (`root.layout.children[1]`).
    public var path: SpecPath
    /// The style key (`flexShrink`), or nil for where the element was made.
    public var key: String?
    public var location: SourceLocation

    public init(path: SpecPath, key: String?, location: SourceLocation) {
        self.path = path
        self.key = key
        self.location = location
    }

    /// `sources` with each element's and key's last place only (a key set
    /// twice acts as set last), in the order they were first met; paths
    /// under `prefix` moved to `root` (the root a `RootHolderComment` gives
    /// back), and the others under `root` left out.
    static func kept(_ sources: [ImportSource], holder prefix: [SpecPath.Component]?) -> [ImportSource] {
        var at: [String: Int] = [:]
        var out: [ImportSource] = []
        for var source in sources {
            if let prefix {
                let components = source.path.components
                guard components.count >= prefix.count, Array(components.prefix(prefix.count)) == prefix else { continue }
                source.path = SpecPath([.key("root")] + components.dropFirst(prefix.count))
            }
            let name = source.path.description + " " + (source.key ?? "")
            if let i = at[name] { out[i] = source } else {
                at[name] = out.count
                out.append(source)
            }
        }
        return out
    }
}
