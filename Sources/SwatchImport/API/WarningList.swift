import SwatchJSON

/// The warnings of an import as it gives them: each once (the same
/// message at the same place is said once), and the first
/// `WarningList.limit` of them.
struct WarningList: Sendable {
    static let limit = 200

    private(set) var warnings: [ImportWarning] = []
    private var given: Set<String> = []

    mutating func add(_ message: String, at location: SourceLocation) {
        let key = "\(location.line):\(location.column):\(message)"
        guard !given.contains(key), warnings.count < WarningList.limit else { return }
        given.insert(key)
        warnings.append(ImportWarning(message, at: location))
    }
}
