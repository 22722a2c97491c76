import Foundation

/// Raw DEFLATE through Python's zlib, an implementation independent of the
/// project's, for checking share links both ways.
public enum Zlib {
    /// `bytes` compressed at `level`, or nil when python3 is not installed.
    public static func deflateRaw(_ bytes: [UInt8], level: Int) throws -> [UInt8]? {
        try python(
            "import sys, zlib; c = zlib.compressobj(\(level), zlib.DEFLATED, -15); "
                + "sys.stdout.buffer.write(c.compress(sys.stdin.buffer.read()) + c.flush())", bytes)
    }

    public static func deflateRaw(_ text: String, level: Int) throws -> [UInt8]? {
        try deflateRaw(Array(text.utf8), level: level)
    }

    /// `bytes` decompressed, or nil when python3 is not installed (or zlib refused them).
    public static func inflateRaw(_ bytes: [UInt8]) throws -> [UInt8]? {
        try python("import sys, zlib; sys.stdout.buffer.write(zlib.decompress(sys.stdin.buffer.read(), -15))", bytes)
    }

    static func python(_ program: String, _ input: [UInt8]) throws -> [UInt8]? {
        guard let python = Executable.python3 else { return nil }
        let result = try Executable.runProgram(python, ["-c", program], input: input)
        return result.status == 0 ? result.output : nil
    }

    /// base64url without padding, as Foundation writes base64.
    public static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
