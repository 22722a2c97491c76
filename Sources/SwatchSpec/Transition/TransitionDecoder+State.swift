import SwatchGeometry
import SwatchJSON

extension TransitionDecoder {
    /// State `index` of a transition document as its tab shows it: that
    /// state's tree laid out as a layout spec with the document's title,
    /// size range and scale, its paths and places those of the whole text.
    /// Only what the state needs is read: a document read whole first
    /// (`decode`) gives the same document as its `states[index]`, and the
    /// rest (the other states, the timing, ids across states) is left to
    /// that reading.
    public static func state(_ index: Int, of text: String) throws(SpecError) -> SpecDocument {
        let value = try parse(Array(text.utf8))
        let (object, title, sizeRange, scale) = try settings(value)
        let (entries, statesPath) = try stateEntries(object)
        guard entries.indices.contains(index) else {
            throw SpecError("the document has \(entries.count) states; there is no state \(index)", path: statesPath, location: nil)
        }
        let path = statesPath.appending(index)
        let state = try stateObject(entries[index], at: path)
        return try stateDocument(state, at: path.appending(SpecKey.root.name), title: title, sizeRange: sizeRange, scale: scale).0
    }
}
