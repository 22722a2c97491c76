/// How many bytes a record takes in SPEC.md's range JSON (R14), counted
/// without writing it: exact for the item lists and events, which grow
/// with the scenario, and a generous allowance for the fixed fields
/// (offset, rects, mode, batch) and a frame record. The run holds its
/// answer to `RangeLimits.answerBytes` with it.
extension RangeRecord {
    /// The fixed fields of a record: step, offset, direction, mode, three
    /// rects of four numbers, the lists' and events' brackets, batch.
    static let fixedBytes = 400
    /// A frame record (`"frame": {...}`) beside its placeholders.
    static let frameBytes = 240

    public func answerBytes(withFrame: Bool) -> Int {
        var bytes = RangeRecord.fixedBytes + RangeRecord.listBytes(states) + RangeRecord.eventBytes(events)
        for record in nested {
            bytes += 60 + RangeRecord.digits(record.item) + RangeRecord.listBytes(record.states)
                + RangeRecord.eventBytes(record.events)
        }
        if withFrame { bytes += RangeRecord.frameBytes }
        return bytes
    }

    /// `0, 1, 2`: each index and its separator.
    static func listBytes(_ lists: StateLists) -> Int {
        var bytes = 0
        for list in [lists.visible, lists.display, lists.preload] {
            for item in list { bytes += digits(item) + 2 }
        }
        return bytes
    }

    /// `{"item": 12, "event": "didEnterPreloadState"}, `
    static func eventBytes(_ events: [InterfaceEvent]) -> Int {
        var bytes = 0
        for event in events { bytes += 25 + digits(event.item) + event.kind.name.utf8.count }
        return bytes
    }

    static func digits(_ n: Int) -> Int {
        var count = n < 0 ? 2 : 1
        var rest = n < 0 ? -(n / 10) : n / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}
