/// UIKit's content size categories, the text sizes a reader picks for
/// Dynamic Type (Settings, Accessibility, Display & Text Size, Larger
/// Text), from extra small to the largest accessibility size, each with
/// the point size UIKit gives its body text style there
/// (`UIFont.preferredFont(forTextStyle: .body)`): 14, 15, 16, 17 (large,
/// the default), 19, 21 and 23, then 28, 33, 40, 47 and 53 for the five
/// accessibility sizes, as Apple's Human Interface Guidelines list them
/// ("Dynamic Type sizes").
///
/// The playground's variants scale every text's `fontSize` by `factor`, the
/// category's body size over the default's 17 points: what
/// `UIFontMetrics(forTextStyle: .body)` does to a font that scales with
/// the body style.
public enum ContentSizeCategory: UInt8, CaseIterable, Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The category a device starts at.
    public static let `default` = ContentSizeCategory.large

    /// UIKit's name for it (`UIContentSizeCategory.extraSmall`), as requests write it.
    public var name: String {
        switch self {
        case .extraSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extraLarge"
        case .extraExtraLarge: "extraExtraLarge"
        case .extraExtraExtraLarge: "extraExtraExtraLarge"
        case .accessibilityMedium: "accessibilityMedium"
        case .accessibilityLarge: "accessibilityLarge"
        case .accessibilityExtraLarge: "accessibilityExtraLarge"
        case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
        case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// The short name Xcode's environment overrides and SwiftUI's
    /// `DynamicTypeSize` use: xSmall ... xxxLarge, AX1 ... AX5.
    public var label: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .extraLarge: "xLarge"
        case .extraExtraLarge: "xxLarge"
        case .extraExtraExtraLarge: "xxxLarge"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }

    /// The body text style's point size in this category.
    public var bodySize: Double {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// How much larger text is here than at the default: `bodySize / 17`.
    public var factor: Double { bodySize / ContentSizeCategory.default.bodySize }

    /// Whether it is one of the five larger accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category UIKit names `name`, or nil.
    public init?(name: String) {
        for category in ContentSizeCategory.allCases where category.name == name {
            self = category
            return
        }
        return nil
    }
}

extension ContentSizeCategory: Comparable {
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.rawValue < b.rawValue }
}
