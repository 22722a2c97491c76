/// The key a fence renderer is registered under: the first word of a fenced
/// block's info string (```` ```swatch spec=cell ```` has the language `swatch`).
public struct FenceLanguage: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }
}
