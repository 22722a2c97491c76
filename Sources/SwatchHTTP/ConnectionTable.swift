import Glibc

/// One open connection, as its event loop tracks it.
final class ConnectionRecord: @unchecked Sendable {
    /// Where a connection is in the request/answer cycle.
    enum Phase {
        /// Opened, or answered, and its next request head is not complete:
        /// the client owes the server a request (it may also be idle).
        case awaitingHead
        /// The head is in; the body is still arriving.
        case receivingBody
        /// The server is answering (computing, sending, or streaming).
        case answering
    }

    let socket: Int32
    /// The client's IP address as text ("" when unknown).
    let client: String
    /// libmicrohttpd's connection (valid while the record is in its table).
    let connection: OpaquePointer?
    /// The request whose head is being read or answered, from its request
    /// line on (set and cleared by the URI log and completion callbacks).
    var request: RequestState?
    var phase = Phase.awaitingHead
    /// When `phase` began (MonotonicTime milliseconds).
    var since: Int64
    /// Position in the table's list.
    var slot = -1
    /// Shut down by the server (over a limit or a deadline); libmicrohttpd
    /// closes it on its next run.
    var isClosing = false
    /// Bytes of requests libmicrohttpd has handed to the server on this
    /// connection (each head as it read it, each body byte): what it has
    /// read from the socket when it holds nothing back (`LibraryRefusal.swift`).
    var handedOver: UInt64 = 0

    init(socket: Int32, client: String, now: Int64, connection: OpaquePointer? = nil) {
        self.socket = socket
        self.client = client
        self.since = now
        self.connection = connection
    }

    /// Whether the connection is waiting for its client (and so may be
    /// closed to make room), rather than for the server.
    var isWaitingForClient: Bool { !isClosing && phase != .answering }
}

/// The connections of one event loop, and the limits that keep one client
/// (or many slow ones) from holding the server:
///
/// - a request head must be complete within `headTimeout` of the
///   connection opening or of its previous answer (which also bounds how
///   long an idle keep-alive connection stays open), and a body within
///   `bodyTimeout` of its head;
/// - once fewer than twice `reserve` of the loop's `limit` connections
///   are free, each new connection closes the one that has waited longest
///   for its client, so a new client always finds room (the loop accepts
///   at most `reserve` a turn, so connections being closed never push the
///   count to the limit, where libmicrohttpd would refuse new ones);
/// - a new connection from an address already holding its share
///   (`ClientCounts`) closes that address's connection that has waited
///   longest for its client, so one local process holding hundreds of idle
///   connections cannot lock out the browser on the same machine (both are
///   127.0.0.1); only when every connection of the address is being
///   answered is the new one closed instead.
///
/// "Closing" is `shutdown(2)` on the socket; libmicrohttpd sees the end of
/// the stream on its next run and closes the connection itself.
/// Confined to its event loop's thread (libmicrohttpd calls back there).
final class ConnectionTable: @unchecked Sendable {
    let limit: Int
    let reserve: Int
    let headTimeout: Int64
    let bodyTimeout: Int64
    let clients: ClientCounts

    private var records: [ConnectionRecord] = []
    private var closingCount = 0

    init(limit: Int, headTimeout: Int64, bodyTimeout: Int64, clients: ClientCounts) {
        self.limit = max(1, limit)
        self.reserve = max(1, limit / 16)
        self.headTimeout = max(1, headTimeout)
        self.bodyTimeout = max(1, bodyTimeout)
        self.clients = clients
    }

    /// Connections not being closed.
    var openCount: Int { records.count - closingCount }
    /// Whether some connection has a deadline to check.
    var hasDeadlines: Bool { openCount > 0 }

    /// A connection was opened: counts it, and makes room for it by
    /// closing the longest-waiting connection of its address (over the
    /// address's limit; the new one itself when none waits) or of any
    /// address (table nearly full).
    func opened(_ record: ConnectionRecord) {
        record.slot = records.count
        records.append(record)
        if !clients.add(record.client) {
            close(longestWaiting(excluding: record, from: record.client) ?? record)
            if record.isClosing { return }
        }
        if openCount > limit - 2 * reserve, let oldest = longestWaiting(excluding: record) {
            close(oldest)
        }
    }

    /// A connection was closed by libmicrohttpd.
    func closed(_ record: ConnectionRecord) {
        let slot = record.slot
        guard slot >= 0, slot < records.count, records[slot] === record else { return }
        let last = records.removeLast()
        if slot < records.count {
            records[slot] = last
            last.slot = slot
        }
        record.slot = -1
        if record.isClosing { closingCount -= 1 }
        clients.remove(record.client)
    }

    /// Every connection, those being closed included (libmicrohttpd may
    /// still read what their clients sent before the shutdown).
    var all: [ConnectionRecord] { records }

    /// The only connection for which `matches` holds, or nil when none or
    /// several do.
    func only(where matches: (ConnectionRecord) -> Bool) -> ConnectionRecord? {
        var found: ConnectionRecord?
        for record in records where matches(record) {
            if found != nil { return nil }
            found = record
        }
        return found
    }

    /// Closes every connection whose head or body deadline has passed.
    func closeOverdue(now: Int64) {
        for record in records where record.isWaitingForClient {
            let allowed = record.phase == .awaitingHead ? headTimeout : bodyTimeout
            if now - record.since > allowed { close(record) }
        }
    }

    /// The connection, other than `excluded`, that has waited longest for
    /// its client (from `client` only, when given).
    func longestWaiting(excluding excluded: ConnectionRecord, from client: String? = nil) -> ConnectionRecord? {
        var oldest: ConnectionRecord?
        for record in records where record !== excluded && record.isWaitingForClient {
            if let client, record.client != client { continue }
            if oldest.map({ record.since < $0.since }) ?? true { oldest = record }
        }
        return oldest
    }

    func close(_ record: ConnectionRecord) {
        guard !record.isClosing else { return }
        record.isClosing = true
        closingCount += 1
        shutdown(record.socket, Int32(SHUT_RDWR))
    }
}
