/// What every campaign counts: inputs checked, what broke, the slowest.
public struct FuzzTally: Sendable {
    public struct Finding: Sendable {
        /// 0 for a seed as it is, else the run's number (from 1).
        public var run: Int
        public var input: [UInt8]
        public var problem: String
    }

    public var runs = 0
    public var findings: [Finding] = []
    /// The input that took longest to check, and how long.
    public var slowest: (duration: Duration, input: [UInt8]) = (.zero, [])

    /// "2 findings; slowest 0.15 seconds (404 bytes)".
    var summary: String {
        "\(findings.count) finding\(findings.count == 1 ? "" : "s"); slowest \(slowest.duration) (\(slowest.input.count) bytes)"
    }
}
