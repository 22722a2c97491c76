/// Header syntax checks (RFC 9110 field names are tokens; values carry no
/// CR, LF or NUL), so no field can inject another.
enum HeaderValidation {
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy(isTokenCharacter)
    }

    static func isValidValue(_ value: String) -> Bool {
        !value.utf8.contains { $0 == 0 || $0 == 10 || $0 == 13 }
    }

    static func isTokenCharacter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(c)
        }
    }
}
