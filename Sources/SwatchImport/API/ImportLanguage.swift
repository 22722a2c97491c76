/// The languages `swatch import` reads.
public enum ImportLanguage: String, CaseIterable, Sendable {
    case swift
    case objectiveC = "objc"

    /// The language a file name's extension says: `.swift`, or `.m` / `.mm`
    /// (and `.h`) for Objective-C; nil for any other.
    public init?(fileName: String) {
        var ext = ""
        for scalar in fileName.unicodeScalars {
            if scalar == "." { ext = "" } else if scalar == "/" { ext = "-" } else { ext.unicodeScalars.append(scalar) }
        }
        guard fileName.contains(".") else { return nil }
        switch ext {
        case "swift": self = .swift
        case "m", "mm", "h": self = .objectiveC
        default: return nil
        }
    }

    /// What messages call it.
    public var title: String {
        switch self {
        case .swift: "Swift"
        case .objectiveC: "Objective-C"
        }
    }

    /// The language `source` looks written in, for text without a file
    /// name: Objective-C's `@interface`, `@implementation`, `#import` or a
    /// message to a class say Objective-C; anything else is read as Swift.
    public static func guess(_ source: String) -> ImportLanguage {
        let markers = ["@implementation", "@interface", "#import", "- (", "-(", "[[", "@\""]
        for marker in markers where source.includes(marker) { return .objectiveC }
        return .swift
    }
}
