import SwatchGeometry
import SwatchLayout

// Style keys Texture does not read where they are, and fractions it
// resolves against an undefined parent size (ASLayoutElement.mm,
// ASDimension.mm, ASStackUnpositionedLayout.mm, ASInsetLayoutSpec.mm,
// ASOverlayLayoutSpec.mm, ASBackgroundLayoutSpec.mm, ASAbsoluteLayoutSpec.mm).

/// A size key of `Style`: its name, value, axis (0 width, 1 height) and role.
struct SizeKey {
    enum Role { case exact, minimum, maximum }
    var name: String
    var value: Dimension
    var axis: Int
    var role: Role

    static func all(_ style: Style) -> [SizeKey] {
        [
            SizeKey(name: "width", value: style.width, axis: 0, role: .exact),
            SizeKey(name: "height", value: style.height, axis: 1, role: .exact),
            SizeKey(name: "minWidth", value: style.minWidth, axis: 0, role: .minimum),
            SizeKey(name: "maxWidth", value: style.maxWidth, axis: 0, role: .maximum),
            SizeKey(name: "minHeight", value: style.minHeight, axis: 1, role: .minimum),
            SizeKey(name: "maxHeight", value: style.maxHeight, axis: 1, role: .maximum),
        ]
    }

    /// The key that writes it with its other axis (`preferredSize` for
    /// `width` and `height`).
    var pair: String {
        switch role {
        case .exact: "preferredSize"
        case .minimum: "minSize"
        case .maximum: "maxSize"
        }
    }

    var isFraction: Bool {
        if case .fraction = value { return true }
        return false
    }

    /// As written: `"50%"` or `120`.
    var written: String {
        switch value {
        case .auto: "auto"
        case .points(let v): ElementWords.points(v)
        case .fraction(let f): "\"" + ElementWords.points(f * 100) + "%\""
        }
    }
}

extension WarningCheck {
    /// The specs that skip the style step (their own size keys never
    /// constrain them).
    func skipsStyle(_ i: Int) -> Bool {
        switch tree.elements[i].kind {
        case .inset, .overlay, .background: true
        default: false
        }
    }

    /// Whether the parent reads size key `key` of child `i` itself: an
    /// absolute spec reads them all (the child's range), a stack the
    /// cross-axis ones of a child it stretches.
    func parentReads(_ key: SizeKey, of i: Int) -> Bool {
        guard let p = parent(i) else { return false }
        if case .absolute = tree.elements[p].kind { return true }
        if let options = stackOptions(p) {
            return key.axis != ElementWords.mainAxis(options) && alignment(i, in: options) == .stretch
        }
        return false
    }

    /// `ignored-style`: stack keys on an element whose parent is no stack,
    /// size keys on a spec that skips its style (unless its parent reads
    /// them), `layoutPosition` outside an absolute spec.
    mutating func ignoredStyle(_ i: Int) {
        guard !isMadeByTexture(i) else { return }
        let style = tree.style(of: i)
        let p = parent(i)
        let parentIsStack = p.map { stackOptions($0) != nil } ?? false
        if !parentIsStack {
            for (key, set) in Self.stackKeys(style) where set {
                let (message, fix) = stackKeyMessage(i, key: key)
                add(.ignoredStyle, i, key: key, message, fix: fix)
            }
        }
        if skipsStyle(i) {
            for key in SizeKey.all(style) where !key.value.isAuto && !parentReads(key, of: i) {
                let (message, fix) = ownSizeMessage(i, key)
                add(.ignoredStyle, i, key: key.name, message, fix: fix)
            }
        }
        let isInAbsolute = p.map { if case .absolute = tree.elements[$0].kind { true } else { false } } ?? false
        if !isInAbsolute && style.layoutPosition != .zero {
            let place = p.map { "its parent is \(words.name($0))" } ?? "it is the root"
            add(.ignoredStyle, i, key: "layoutPosition",
                "only an absolute spec reads layoutPosition (ASAbsoluteLayoutSpec) and \(place), so Texture does not move it: "
                    + "put it in an absolute spec, or move it with an inset or spacing")
        }
    }

    /// The keys only a stack reads of its children, each with whether `style` sets it.
    static func stackKeys(_ style: Style) -> [(String, Bool)] {
        [
            ("flexGrow", style.flexGrow != 0), ("flexShrink", style.flexShrink != 0),
            ("flexBasis", !style.flexBasis.isAuto), ("alignSelf", style.alignSelf != .auto),
            ("spacingBefore", style.spacingBefore != 0), ("spacingAfter", style.spacingAfter != 0),
        ]
    }

    /// Why a stack key does nothing here, and the ancestor where it would
    /// act; the fix moves it there (unless that one sets the key itself), or
    /// takes it off when no ancestor is a stack's child.
    func stackKeyMessage(_ i: Int, key: String) -> (String, WarningFix?) {
        let place = parent(i).map { "its parent is \(words.name($0)), not a stack" } ?? "it is the root"
        var message = "Texture reads \(key) only on a stack's direct child (ASStackLayoutSpec takes its children's style) "
            + "and \(place), so it does nothing here; "
        var a = parent(i)
        while let j = a {
            if let g = parent(j), stackOptions(g) != nil {
                message += "set it on \(words.name(j)), the ancestor that is \(words.name(g))'s child"
                let taken = Self.stackKeys(tree.style(of: j)).contains { $0.0 == key && $0.1 }
                return (message, taken || isMadeByTexture(j) ? nil : moving(key, from: i, to: j))
            }
            a = parent(j)
        }
        return (message + "no ancestor is a stack's child either: remove it", removing(key, from: i))
    }

    /// Why a size key on an inset, overlay or background spec does nothing;
    /// the fix moves it to the child (unless the child sets it itself).
    func ownSizeMessage(_ i: Int, _ key: SizeKey) -> (String, WarningFix?) {
        let type = words.typeName(i)
        let child = Int(tree.elements[i].kind == .background ? tree.elements[i].lastChild : tree.elements[i].firstChild)
        let childName = child >= 0 ? words.name(child) : "its child"
        let takes = type == "inset"
            ? "lays its child out in the range it is given, less the insets, and takes the child's size plus the insets"
            : "lays its child out in the range it is given and takes the child's size"
        let message = "an \(type) spec skips its own style (AS\(ASCIIText.capitalised(type))LayoutSpec \(takes)), "
            + "so \(key.name) \(key.written) does nothing here: set it on \(childName)"
        guard child >= 0, !isMadeByTexture(child),
              !SizeKey.all(tree.style(of: child)).contains(where: { $0.name == key.name && !$0.value.isAuto })
        else { return (message, nil) }
        return (message, moving(key.name, from: i, to: child, pairKey: key.pair))
    }

    /// `percent-ignored`: a fraction in a size key resolved against a parent
    /// size the parent left undefined on that axis (a stack's on any axis
    /// its range does not fix; always, across a stack, for a child it
    /// stretches).
    mutating func percentIgnored(_ i: Int) {
        guard !isMadeByTexture(i), let record = record(i) else { return }
        let style = tree.style(of: i)
        guard style.constrainsSize else { return }
        let p = parent(i)
        let stretchedAcross: Int? = p.flatMap { p in
            stackOptions(p).flatMap { alignment(i, in: $0) == .stretch ? 1 - ElementWords.mainAxis($0) : nil }
        }
        let isInAbsolute = p.map { if case .absolute = tree.elements[$0].kind { true } else { false } } ?? false
        for key in SizeKey.all(style) where key.isFraction {
            if key.axis == stretchedAcross {
                // Not stretched, it resolves against the stack's length there, when that is exact.
                let fix = isExact(p!, key.axis) ? setting("alignSelf", .name("start"), on: i) : nil
                add(.percentIgnored, i, key: key.name, stretchedPercentMessage(i, key, stack: p!), fix: fix)
            } else if (!skipsStyle(i) || isInAbsolute) && ElementWords.on(key.axis, record.parentSize).isNaN {
                add(.percentIgnored, i, key: key.name, undefinedPercentMessage(i, key, parent: p))
            }
        }
    }

    /// What a fraction resolved against an undefined parent size does
    /// (`ASLayoutElementSizeResolveAutoSize` and `ASSizeRangeIntersect`
    /// with NaN): an exact size or a minimum drops out; a maximum makes the
    /// range's minimum win, unless an exact size in points on its axis
    /// stands instead.
    static func undefinedEffect(_ key: SizeKey, _ style: Style) -> String {
        switch key.role {
        case .exact: return "acts as auto"
        case .minimum: return "sets no minimum"
        case .maximum:
            let exact = key.axis == 0 ? style.width : style.height
            if case .points = exact { return "does nothing (the \(ElementWords.dimension(key.axis)) in points stands)" }
            return "holds the element to its range's minimum"
        }
    }

    func undefinedPercentMessage(_ i: Int, _ key: SizeKey, parent p: Int?) -> String {
        let dimension = ElementWords.dimension(key.axis)
        let giver = p.map(words.name) ?? "the document"
        let why = p.flatMap(stackOptions) != nil
            ? "a stack passes its \(dimension) down only when its range fixes it exactly"
            : "its range's maximum \(dimension) is unbounded"
        return "\(key.name) \(key.written) is a fraction of the parent's \(dimension), which \(giver) leaves undefined "
            + "(\(why)), so in Texture it \(Self.undefinedEffect(key, tree.style(of: i))); give \(giver) an exact \(dimension), or use points"
    }

    func stretchedPercentMessage(_ i: Int, _ key: SizeKey, stack p: Int) -> String {
        let dimension = ElementWords.dimension(key.axis)
        let effect = switch key.role {
        case .exact: "acts as auto and the stretch fills the line"
        case .minimum: "makes its minimum undefined, and its layout 0 x 0"
        case .maximum: "holds it to its range's minimum"
        }
        return "\(words.name(p)) stretches \(words.name(i)) across and reads its \(dimension) against an undefined parent "
            + "size, even when the stack's own \(dimension) is exact (ASStackUnpositionedLayout), so \(key.name) \(key.written) "
            + "\(effect); give it alignSelf start (or center, end) for the fraction to act, or use points"
    }
}
