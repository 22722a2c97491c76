internal import Synchronization

/// Open connections per client address, across every event loop, so that
/// one address cannot hold more than its share of the server.
final class ClientCounts: Sendable {
    let limit: Int
    private let counts = Mutex<[String: Int]>([:])

    init(limit: Int) { self.limit = max(1, limit) }

    /// Counts a new connection from `address`; false when that address is
    /// now over the limit (the connection is still counted, and `remove`
    /// must be called for it as for any other).
    func add(_ address: String) -> Bool {
        counts.withLock { counts in
            let count = counts[address, default: 0] + 1
            counts[address] = count
            return count <= limit
        }
    }

    func remove(_ address: String) {
        counts.withLock { counts in
            guard let count = counts[address] else { return }
            if count <= 1 { counts.removeValue(forKey: address) } else { counts[address] = count - 1 }
        }
    }
}
