/// Every member name the spec language has (documents, elements, the style,
/// scenarios, transition documents), in one list: each case is spelled as
/// documents spell it (its raw value), and everything else about keys comes
/// from here: their spellings (`name`), their order (`ordinal`, for sets and
/// slots), the reader's byte table (`SpecKey+Bytes.swift`) and `SpecKeySet`.
/// What each key means, where, is the schema's (`SpecSchema`).
public enum SpecKey: String, CaseIterable, Sendable {
    case schema = "$schema"
    case title, sizeRange, scale, root, min, max, type, id, userInteractionEnabled, style, color, intrinsicSize,
        layout, text, fontSize, fontWeight, maximumNumberOfLines, truncation, imageSize, url, cornerRadius,
        direction, spacing, justifyContent, alignItems, flexWrap, alignContent, lineSpacing, horizontalAlignment,
        verticalAlignment, children, insets, child, overlay, background, centeringOptions, sizingOptions,
        horizontalPosition, verticalPosition, sizingOption, ratio, sizing, corner, location, offset, wrapsCorner,
        top, left, bottom, right, width, height, minWidth, maxWidth, minHeight, maxHeight, preferredSize, minSize,
        maxSize, spacingBefore, spacingAfter, flexGrow, flexShrink, flexBasis, alignSelf, ascender, descender,
        layoutPosition, container, viewport, items, columns, inverted, tuning, batchFetching, scroll, count, size,
        cell, nested, leading, trailing, full, minimum, visibleOnly, lowMemory, display, preload, leadingScreens,
        batchSize, limit, latency, steps, containerVisible, memoryWarning, hitTestSlop, states, name, transition,
        duration, delay, animated, frames, refreshRate, mainThreadBudget, backgroundThreads, cost, measure, mount,
        contentSpacing, laysOutHorizontally, contentHorizontalAlignment, contentVerticalAlignment, contentEdgeInsets,
        imageAlignment, image, backgroundImage, defaultImage, loaded, imageModification, roundBorder, borderWidth,
        borderColor, tintColor, aspectRatio, accessibilityLabel, accessibilityTraits, isAccessibilityElement,
        isAccessibilityContainer, accessibilityElementsHidden, flowLayout, itemSize, minimumInteritemSpacing, minimumLineSpacing,
        sectionInset, cornerRoundingType, resizableRoundedImage
}

extension SpecKey {
    /// The key as documents spell it.
    @inline(__always)
    public var name: String { rawValue }

    /// How many keys the language has (`allCases` makes an array each time
    /// it is read).
    public static let keyCount = allCases.count

    /// The key's position in declaration order, from 0: its case's tag. Swift
    /// numbers the cases of an enum without payloads in declaration order and
    /// stores the number in the smallest unsigned integer that holds them all
    /// (the ABI's type layout); `SpecKeyTests` checks `allCases[k.ordinal] == k`
    /// for every key.
    @inline(__always)
    public var ordinal: Int {
        MemoryLayout<SpecKey>.size == 1
            ? Int(unsafeBitCast(self, to: UInt8.self))
            : Int(withUnsafeBytes(of: self) { $0.loadUnaligned(as: UInt16.self) })
    }
}
