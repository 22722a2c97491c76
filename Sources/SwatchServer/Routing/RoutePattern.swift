/// A route path: literal segments, `:name` (one non-empty segment) and a
/// final `**` (every remaining segment). `/api/specs/:name`, `/public/**`.
/// A trailing slash is not significant, on patterns or on requests.
struct RoutePattern: Sendable, Equatable, CustomStringConvertible {
    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
        case rest
    }

    let segments: [Segment]
    let description: String

    init(_ pattern: String) {
        precondition(pattern.hasPrefix("/"), "route pattern must start with '/': \(pattern)")
        description = pattern
        var segments: [Segment] = []
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true)
        for (index, part) in parts.enumerated() {
            if part == "**" {
                precondition(index == parts.count - 1, "'**' must end a route pattern: \(pattern)")
                segments.append(.rest)
            } else if part.hasPrefix(":") {
                precondition(part.count > 1, "a route parameter needs a name: \(pattern)")
                segments.append(.parameter(String(part.dropFirst())))
            } else {
                segments.append(.literal(String(part)))
            }
        }
        self.segments = segments
    }

    /// The captured parameters when `path` (decoded segments) matches.
    func match(_ path: [String]) -> RouteParameters? {
        var parameters = RouteParameters()
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .rest:
                parameters.rest = Array(path[min(index, path.count)...])
                return parameters
            case .literal(let text):
                guard index < path.count, path[index] == text else { return nil }
            case .parameter(let name):
                guard index < path.count, !path[index].isEmpty else { return nil }
                parameters.named[name] = path[index]
            }
        }
        return path.count == segments.count ? parameters : nil
    }

    /// Orders patterns matching the same path: at the first differing
    /// segment, a literal beats a parameter, which beats `**`.
    func isMoreSpecific(than other: RoutePattern) -> Bool {
        for (a, b) in zip(segments, other.segments) where a.rank != b.rank {
            return a.rank > b.rank
        }
        return segments.count > other.segments.count
    }
}

extension RoutePattern.Segment {
    var rank: Int {
        switch self {
        case .literal: 2
        case .parameter: 1
        case .rest: 0
        }
    }
}
