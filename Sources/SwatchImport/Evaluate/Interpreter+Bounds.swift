import SwatchJSON
import SwatchSpec

/// How deep one run of the code may go and how much it may build: the
/// evaluator follows expressions and statements by recursion, across the
/// methods and blocks it calls (each body parsed within the nesting limit
/// on its own), and strings, arrays and dictionaries are the only values
/// that grow with what the code does (`s = s + s`), so each is checked as
/// it is built, and what is built in all is counted.
extension Interpreter {
    /// One step (`step`) and one level deeper into the expression or
    /// statement at `token`; paired with `nesting -= 1` when it is done.
    mutating func enter(_ token: Int32) throws(ImportError) {
        try step(token)
        nesting += 1
        guard nesting <= ImportLimits.maxEvaluationDepth else {
            throw ImportError(
                "the code goes deeper than \(ImportLimits.maxEvaluationDepth) levels of expressions, statements and calls as it runs",
                at: location(token))
        }
    }

    /// Counts one more pass of the loop at `token` (`n`, from 0); an error
    /// once it passes `ImportLimits.maxLoopIterations`.
    func pass(_ n: inout Int, at token: Int32) throws(ImportError) {
        n += 1
        guard n <= ImportLimits.maxLoopIterations else {
            throw ImportError("a loop runs more than \(ImportLimits.maxLoopIterations) times", at: location(token))
        }
    }

    /// Counts a string, array or dictionary the code has just built
    /// (`value`; when it is a changed copy of one of `old` bytes, only what
    /// it adds: an `append` counts its item); an error naming the line where it is
    /// built when it is longer than a string or a collection may be, or
    /// when all that was built passes `ImportLimits.maxBuiltBytes`.
    @discardableResult
    mutating func built(_ value: Value, replacingBytes old: Int = 0, at token: Int32) throws(ImportError) -> Value {
        let size = builtSize(value)
        guard size.bytes > 0 else { return value }
        if size.isText {
            guard size.bytes <= ImportLimits.maxStringBytes else {
                throw ImportError("the code builds a string of more than \(ImportLimits.maxStringBytes) bytes", at: location(token))
            }
        } else {
            guard size.count <= ImportLimits.maxCollectionCount else {
                throw ImportError("the code builds an array or a dictionary of more than \(ImportLimits.maxCollectionCount) items", at: location(token))
            }
        }
        builtBytes += max(0, size.bytes - old)
        guard builtBytes <= ImportLimits.maxBuiltBytes else {
            throw ImportError(
                "the code builds more than \(ImportLimits.maxBuiltBytes / (1 << 20)) MiB of strings, arrays and dictionaries in all",
                at: location(token))
        }
        return value
    }

    /// What a built value holds of its own: a string's bytes, or a
    /// collection's items and the bytes they take (the values in them are
    /// shared, counted when they were built).
    func builtSize(_ value: Value) -> (bytes: Int, count: Int, isText: Bool) {
        switch value {
        case .string(let s): return (s.utf8.count, 0, true)
        case .unknown(let u): return (u.text?.utf8.count ?? 0, 0, true)
        case .attributed(let a): return builtSize(a.text)
        case .array(let items): return (items.count * MemoryLayout<Value>.stride, items.count, false)
        case .dictionary(let entries): return (entries.count * MemoryLayout<DictionaryEntry>.stride, entries.count, false)
        default: return (0, 0, false)
        }
    }

    /// Lets go of the value a changing method (`append`) is about to change
    /// where the code keeps it (a local variable, a field or a property of
    /// `self` or of an object a variable holds), so that the only reference
    /// left is the one being changed: the change is made in place, not on a
    /// copy. The changed value is assigned back.
    mutating func letGo(_ target: Expr, _ frame: Frame) {
        switch target.kind {
        case .postfix(_, let inner):
            letGo(inner, frame)
        case .identifier(let name):
            if update(name, .void, from: frame.scope) { return }
            if let s = frame.selfObject, heap[Int(s)].fields[fieldName(name)] != nil { heap[Int(s)].fields[fieldName(name)] = .void }
        case .member(let base, let name):
            guard case .identifier(let holder) = base.kind else { return }
            if holder == "self", let s = frame.selfObject {
                letGo(name, of: s)
            } else if case .object(let id)? = lookup(holder, from: frame.scope) {
                letGo(name, of: id)
            }
        default:
            return
        }
    }

    mutating func letGo(_ name: String, of id: ObjectID) {
        if heap[Int(id)].fields[name] != nil {
            heap[Int(id)].fields[name] = .void
        } else {
            _ = heap[Int(id)].element?.take(name)
        }
    }
}
