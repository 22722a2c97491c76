/// Mutates inputs of one kind (`SpecMutator`: JSON documents;
/// `CodeMutator`: Swift and Objective-C). The same generator state gives
/// the same mutations.
public protocol FuzzMutator: Sendable {
    init()
    /// Mutations stop growing an input past this many bytes.
    var maxLength: Int { get }
    /// One mutation of `input`; `donor` (another input of the pool) lends
    /// bytes to splice in.
    func mutateOnce<R: RandomNumberGenerator>(_ input: [UInt8], donor: [UInt8], using rng: inout R) -> [UInt8]
}

extension FuzzMutator {
    /// One to four mutations of `input`, each kept only while the input
    /// stays within `maxLength` bytes.
    public func mutate<R: RandomNumberGenerator>(_ input: [UInt8], donor: [UInt8], using rng: inout R) -> [UInt8] {
        var out = input
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let next = mutateOnce(out, donor: donor, using: &rng)
            if next.count <= maxLength { out = next }
        }
        return out
    }
}
