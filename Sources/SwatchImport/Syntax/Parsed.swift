import SwatchJSON

/// What reading one piece of code gave: its syntax, or the error that
/// stopped the reading, kept to be reported only if the code runs (an error
/// in a method nothing calls does not stop the import).
enum Parsed<Value: Sendable>: Sendable {
    case read(Value)
    case failed(ImportError)

    /// The syntax, or the reading's error thrown where the code runs.
    func get() throws(ImportError) -> Value {
        switch self {
        case .read(let value): return value
        case .failed(let error): throw error
        }
    }
}
