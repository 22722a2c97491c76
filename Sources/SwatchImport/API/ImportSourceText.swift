import SwatchJSON
import SwatchSpec

/// Source bytes as text: UTF-8 (a byte-order mark dropped), or an error
/// naming the line and column of the first byte that is not.
public enum ImportSourceText {
    public static func decode(_ bytes: [UInt8]) -> Result<String, ImportError> {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var line = 1
        var column = 1
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            var length = 0
            if b < 0x80 {
                length = 1
            } else if b >= 0xC2 && b <= 0xDF {
                length = 2
            } else if b >= 0xE0 && b <= 0xEF {
                length = 3
            } else if b >= 0xF0 && b <= 0xF4 {
                length = 4
            }
            var valid = length > 0 && i + length <= bytes.count
            if valid {
                for k in 1..<max(length, 1) where bytes[i + k] & 0xC0 != 0x80 { valid = false }
            }
            if valid, length == 3 {
                let second = bytes[i + 1]
                if (b == 0xE0 && second < 0xA0) || (b == 0xED && second >= 0xA0) { valid = false }
            }
            if valid, length == 4 {
                let second = bytes[i + 1]
                if (b == 0xF0 && second < 0x90) || (b == 0xF4 && second >= 0x90) { valid = false }
            }
            guard valid else {
                return .failure(ImportError("the code is not UTF-8 text (a byte that starts no character)", at: SourceLocation(line: line, column: column)))
            }
            if b == 10 {
                line += 1
                column = 1
            } else {
                column += 1
            }
            i += length
        }
        return .success(String(decoding: bytes[start...], as: UTF8.self))
    }
}
