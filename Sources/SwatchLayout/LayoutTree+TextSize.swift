extension LayoutTree {
    /// Every text's `fontSize` multiplied by `factor` (a content size
    /// category's, `ContentSizeCategory.factor`): the tree as it lays out
    /// when its text follows Dynamic Type. The structure and styles stay.
    public mutating func scaleFontSizes(by factor: Double) {
        guard factor != 1 else { return }
        for i in texts.indices { texts[i].style.fontSize *= factor }
    }

    /// The tree with its text at `category`'s size.
    public func withTextSize(_ category: ContentSizeCategory) -> LayoutTree {
        var tree = self
        tree.scaleFontSizes(by: category.factor)
        return tree
    }
}
